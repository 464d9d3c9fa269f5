import {
  BUILTIN_FILE_TAGS,
  FILES_PER_PAGE,
  RECENTLY_UPLOADED_MS,
  TAG_PATH_SEPARATOR,
} from '@gartenwerk/domain';
import { and, count, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../core/db';
import { noPermission, notFound } from '../../core/errors';
import { assertIdsExist } from '../../core/references';
import type { CurrentUser } from '../../core/guard';
import type { List } from '../../core/schemas';
import type { BrowserData, BrowserFilter, FileDoc, FileQuery } from './schemas';
import { files, type FileRow } from './table';
import { isAdmin, originalKey, toFile, variantKey } from './file-doc';

interface Visibility {
  user: CurrentUser;
  /** Only files tagged in_gallery. */
  gallery?: boolean;
}

function conditions(filter: { tag?: string; ext?: string; name?: string }, visibility: Visibility): SQL[] {
  const where: SQL[] = [];
  if (!isAdmin(visibility.user) || visibility.gallery) where.push(eq(files.public, true));
  if (visibility.gallery) where.push(sql`'in_gallery' = any(${files.tags})`);
  const tag = filter.tag?.trim();
  if (tag === 'recently_uploaded') {
    where.push(gt(files.uploadDate, new Date(Date.now() - RECENTLY_UPLOADED_MS)));
  } else if (tag && tag !== 'all') {
    where.push(
      sql`exists (select 1 from unnest(${files.tags}) t where t = ${tag} or starts_with(t, ${tag + TAG_PATH_SEPARATOR}))`,
    );
  }
  if (filter.ext) where.push(eq(files.ext, filter.ext.toLowerCase()));
  if (filter.name) where.push(sql`position(lower(${filter.name}) in lower(${files.name})) > 0`);
  return where;
}

export async function listFiles(
  db: Database,
  query: FileQuery,
  visibility: Visibility,
): Promise<List<FileDoc>> {
  const where = and(...conditions(query, visibility));
  const rows = await db
    .select()
    .from(files)
    .where(where)
    .orderBy(desc(files.uploadDate), files.id)
    .limit(query.limit ?? 1000)
    .offset(query.skip ?? 0);
  const [counted] = await db.select({ total: count() }).from(files).where(where);
  return { items: rows.map(toFile), total: counted?.total ?? 0 };
}

/** A file the user may read; others' private files are refused with C100. */
export async function getFile(db: Database, id: string, user: CurrentUser): Promise<FileDoc> {
  return toFile(await readableRow(db, id, user));
}

export async function findRow(db: Database, id: string): Promise<FileRow> {
  const [row] = await db.select().from(files).where(eq(files.id, id)).limit(1);
  if (!row) throw notFound('file not found');
  return row;
}

export async function readableRow(db: Database, id: string, user: CurrentUser): Promise<FileRow> {
  const row = await findRow(db, id);
  if (!row.public && !isAdmin(user)) throw noPermission();
  return row;
}

export async function batchFiles(db: Database, ids: string[], user: CurrentUser): Promise<List<FileDoc>> {
  if (ids.length === 0) return { items: [], total: 0 };
  const where = and(inArray(files.id, ids), ...conditions({}, { user }));
  const rows = await db.select().from(files).where(where);
  const byId = new Map(rows.map((row) => [row.id, toFile(row)]));
  const items = ids.flatMap((id) => byId.get(id) ?? []);
  return { items, total: items.length };
}

/** The file browser's page: 10 files, their count, and the tags and extensions to filter by. */
export async function browseFiles(
  db: Database,
  filter: BrowserFilter,
  visibility: Visibility,
): Promise<BrowserData> {
  const page = filter.page ?? 1;
  const list = await listFiles(
    db,
    { ...filter, limit: FILES_PER_PAGE, skip: (page - 1) * FILES_PER_PAGE },
    visibility,
  );
  const where = and(...conditions({}, visibility));
  const tagRows = await db
    .selectDistinct({ tag: sql<string>`unnest(${files.tags})` })
    .from(files)
    .where(where);
  const extRows = await db.selectDistinct({ ext: files.ext }).from(files).where(where).orderBy(files.ext);
  const availableTags = [...new Set([...BUILTIN_FILE_TAGS, ...tagRows.map((row) => row.tag).sort()])];
  return {
    files: list.items,
    numItems: list.total,
    availableTags,
    availableExt: extRows.map((row) => row.ext),
  };
}

/** Refuses file ids the file library does not hold (400, naming the field and the unknown ids). */
export const assertFilesExist = (db: Database, field: string, ids: readonly string[] | undefined) =>
  assertIdsExist(db, files, files.id, field, ids);

/** The storage keys of every file and image variant, the files in id order (what a backup copies). */
export async function storedKeys(db: Pick<Database, 'select'>): Promise<string[]> {
  const rows = await db
    .select({ id: files.id, gridrefs: files.gridrefs, gridrefsNg: files.gridrefsNg })
    .from(files)
    .orderBy(files.id);
  return rows.flatMap((file) => [
    originalKey(file.id),
    ...[...file.gridrefs, ...file.gridrefsNg].map((variant) => variantKey(file.id, variant.gridref)),
  ]);
}

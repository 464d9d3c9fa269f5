import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  BUILTIN_FILE_TAGS,
  chooseImageVariant,
  DUPLICATE_FILE_MESSAGE,
  FILES_PER_PAGE,
  hasAnyRole,
  mergeFileTags,
  normalizeFileTags,
  RECENTLY_UPLOADED_MS,
  TAG_PATH_SEPARATOR,
  type Language,
} from '@gartenwerk/domain';
import { and, count, desc, eq, gt, inArray, sql, sum, type SQL } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { Database } from '../../core/db';
import { AppError, noPermission, notFound } from '../../core/errors';
import { text } from '../../core/texts';
import type { CurrentUser } from '../../core/guard';
import { newId } from '../../core/ids';
import type { List } from '../../core/schemas';
import {
  editedSize,
  hasVariants,
  looksLikeSvg,
  makeVariants,
  readImageSize,
  sanitizeSvg,
  type ImageSize,
} from './images';
import { MB, type FileLibrary } from './library';
import type {
  BrowserData,
  BrowserFilter,
  CropRequest,
  FileDoc,
  FileQuery,
  FileUpdate,
  RotateRequest,
} from './schemas';
import { files, type FileRow, type ImageEdit, type StoredVariant } from './table';

/** What may be uploaded, by the type sniffed from the bytes: extension → content type. */
export const ALLOWED_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  zip: 'application/zip',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  mp3: 'audio/mpeg',
  mp4: 'video/mp4',
  webm: 'video/webm',
};

/** SVGs are sanitised in memory, so they have a limit of their own. */
export const SVG_MAX_BYTES = 2 * MB;
/** Bytes kept from the start of an upload to sniff its type and read image headers. */
const HEADER_BYTES = 256 * 1024;

const IMAGE_EXTENSIONS = new Set(['jpg', 'png', 'gif', 'webp', 'svg']);
const VIRTUAL_TAGS = new Set<string>(['all', 'recently_uploaded']);

export const originalKey = (id: string) => `files/${id}/original`;
const variantKey = (id: string, gridref: string) => `files/${id}/${gridref}`;

const isAdmin = (user: CurrentUser) => hasAnyRole(user, ['admin', 'system']);

/** 8000000 → 8.000.000, as German texts write numbers. */
function groupThousands(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

function megabytes(bytes: number): string {
  const [whole = '0', fraction] = String(Math.round((bytes / MB) * 10) / 10).split('.');
  return groupThousands(Number(whole)) + (fraction ? `,${fraction}` : '');
}

/** A count as the reader's language writes it (8.000.000, 8,000,000), for a message's values. */
const localNumber = (value: number) => (language: Language) =>
  language === 'en' ? value.toLocaleString('en-GB') : groupThousands(value);
/** Megabytes with one decimal as the reader's language writes them (1,5 / 1.5). */
const localMegabytes = (bytes: number) => (language: Language) =>
  language === 'en' ? (Math.round((bytes / MB) * 10) / 10).toLocaleString('en-GB') : megabytes(bytes);

export function toFile(row: FileRow): FileDoc {
  const isImg = IMAGE_EXTENSIONS.has(row.ext);
  const shown = row.width && row.height ? editedSize({ w: row.width, h: row.height }, row.edit) : null;
  const publicVariant = ({ gridref, res, size }: StoredVariant) => ({ gridref, res, size });
  return {
    _id: row.id,
    name: row.name,
    ext: row.ext,
    mime: row.mime,
    size: row.size,
    uploadDate: row.uploadDate.toISOString(),
    tags: row.tags,
    public: row.public,
    isImg,
    res: isImg ? shown : null,
    gridrefs: row.gridrefs.map(publicVariant),
    gridrefs_ng: row.gridrefsNg.map(publicVariant),
    gridref: chooseImageVariant(row.gridrefs)?.gridref ?? null,
    processing: row.processing,
    processingError: row.processingError,
  };
}

/** Counts, hashes and keeps the head of the bytes passing through; fails once they exceed the limit. */
class UploadMeter extends Transform {
  readonly hash = createHash('sha256');
  bytes = 0;
  /** Set when the upload went over the limit. */
  refusal: AppError | undefined;
  private headParts: Buffer[] = [];
  private headBytes = 0;

  constructor(
    private readonly limit: number,
    private readonly overLimit: () => AppError,
  ) {
    super();
  }

  get head(): Buffer {
    return Buffer.concat(this.headParts);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.limit) {
      this.refusal = this.overLimit();
      return done(this.refusal);
    }
    this.hash.update(chunk);
    if (this.headBytes < HEADER_BYTES) {
      const part = chunk.subarray(0, HEADER_BYTES - this.headBytes);
      this.headParts.push(part);
      this.headBytes += part.length;
    }
    done(null, chunk);
  }
}

/** Bytes of all files and their variants. */
export async function usedBytes(db: Database): Promise<number> {
  const [row] = await db
    .select({
      used: sum(
        sql`${files.size} + coalesce((select sum((v->>'size')::bigint) from jsonb_array_elements(${files.gridrefs} || ${files.gridrefsNg}) v), 0)`,
      ),
    })
    .from(files);
  return Number(row?.used ?? 0);
}

export async function getQuota(db: Database, library: FileLibrary): Promise<{ total: number; used: number }> {
  return { total: library.limits.quotaBytes, used: await usedBytes(db) };
}

export interface UploadInput {
  /** The file part's bytes, read once. */
  stream: Readable;
  /** The name it was uploaded under. */
  filename: string;
}

/** An upload stored under its final key but not yet in the library. */
export interface ReceivedUpload {
  id: string;
  size: number;
  hash: string;
  ext: string;
  mime: string;
  res: ImageSize | undefined;
}

/**
 * Streams an upload into storage while counting, hashing and sniffing it. Refuses too large files, uploads
 * beyond the quota, types off the allow-list and images above the pixel limit; what it refuses is removed.
 */
export async function receiveUpload(
  db: Database,
  library: FileLibrary,
  input: UploadInput,
): Promise<ReceivedUpload> {
  const { maxUploadBytes, quotaBytes, maxImagePixels } = library.limits;
  const used = await usedBytes(db);
  const room = quotaBytes - used;
  const quotaExceeded = () =>
    new AppError(
      'QUOTA_EXCEEDED',
      413,
      text('errors:file.quotaExceeded', { used: localMegabytes(used), quota: localMegabytes(quotaBytes) }),
    );
  if (room <= 0) {
    input.stream.resume();
    throw quotaExceeded();
  }
  const meter = new UploadMeter(Math.min(maxUploadBytes, room), () =>
    maxUploadBytes <= room
      ? new AppError(
          'FILE_TOO_LARGE',
          413,
          text('errors:file.tooLarge', { max: localMegabytes(maxUploadBytes) }),
        )
      : quotaExceeded(),
  );
  const id = newId();
  const key = originalKey(id);
  // Both sides fail together when the meter refuses; the storage then leaves nothing under the key.
  // Both sides end before anything is judged, so a refused upload has left nothing under the key.
  const streamed = await Promise.allSettled([
    pipeline(input.stream, meter),
    library.storage.write(key, meter),
  ]);
  const failed = streamed.find((result) => result.status === 'rejected');
  if (failed) {
    await library.storage.remove(key);
    throw meter.refusal ?? failed.reason;
  }
  try {
    const head = meter.head;
    if (meter.bytes === 0) throw new AppError('VALIDATION', 400, text('errors:file.empty'));
    const sniffed = await fileTypeFromBuffer(head);
    // SVG is XML text without a magic number: recognised by its root element.
    const textual = sniffed === undefined || sniffed.ext === 'xml';
    const ext = textual ? (looksLikeSvg(head) ? 'svg' : undefined) : sniffed.ext;
    const mime = ext === undefined ? undefined : ALLOWED_TYPES[ext];
    if (ext === undefined || mime === undefined)
      throw new AppError('WRONG_TYPE', 415, text('admin:files.wrongFileType'));

    let size = meter.bytes;
    let res: ImageSize | undefined;
    if (ext === 'svg') {
      if (size > SVG_MAX_BYTES) {
        throw new AppError(
          'FILE_TOO_LARGE',
          413,
          text('errors:file.svgTooLarge', { max: localMegabytes(SVG_MAX_BYTES) }),
        );
      }
      const clean = Buffer.from(sanitizeSvg(await readAll(await library.storage.read(key))), 'utf8');
      await library.storage.write(key, Readable.from([clean]), mime);
      size = clean.length;
    } else if (hasVariants(ext)) {
      res = await readImageSize(head);
      if (!res) throw new AppError('UNREADABLE_IMAGE', 422, text('errors:file.unreadableImage'));
      if (res.w * res.h > maxImagePixels) {
        throw new AppError(
          'IMAGE_TOO_LARGE',
          413,
          text('errors:file.imageTooLarge', {
            width: res.w,
            height: res.h,
            max: localNumber(maxImagePixels),
          }),
        );
      }
    }
    return { id, size, hash: meter.hash.digest('hex'), ext, mime, res };
  } catch (error) {
    await library.storage.remove(key);
    throw error;
  }
}

async function readAll(stream: Readable): Promise<string> {
  const parts: Buffer[] = [];
  for await (const chunk of stream) parts.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(parts).toString('utf8');
}

const duplicate = () => new AppError('C1', 409, DUPLICATE_FILE_MESSAGE);

/** Parses the upload's tags field: a JSON list of strings. */
export function parseTagsField(value: string | undefined): string[] {
  if (value === undefined || value === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    parsed = undefined;
  }
  if (!Array.isArray(parsed) || !parsed.every((tag) => typeof tag === 'string')) {
    throw new AppError('VALIDATION', 400, 'tags must be a JSON list of strings');
  }
  return parsed;
}

/** Puts a received upload into the library (tagged upload_queued) and queues its variants. */
export async function addUploadedFile(
  db: Database,
  library: FileLibrary,
  received: ReceivedUpload,
  name: string,
  tags: string[],
  onJobError: (error: unknown) => void,
): Promise<FileDoc> {
  const [existing] = await db
    .select({ id: files.id })
    .from(files)
    .where(eq(files.hash, received.hash))
    .limit(1);
  if (existing) {
    await library.storage.remove(originalKey(received.id));
    throw duplicate();
  }
  const withVariants = hasVariants(received.ext);
  const rows = await db
    .insert(files)
    .values({
      id: received.id,
      name: name.trim() || `upload.${received.ext}`,
      ext: received.ext,
      mime: received.mime,
      size: received.size,
      hash: received.hash,
      tags: storedTags([...tags, 'upload_queued']),
      width: received.res?.w ?? null,
      height: received.res?.h ?? null,
      processing: withVariants,
    })
    .onConflictDoNothing({ target: files.hash })
    .returning();
  const row = rows[0];
  if (!row) {
    // Uploaded twice at the same moment: the other one won.
    await library.storage.remove(originalKey(received.id));
    throw duplicate();
  }
  if (withVariants) queueVariants(db, library, row.id, onJobError);
  return toFile(row);
}

/** Tags as stored: cleaned, without the virtual ones every file has or loses by itself. */
function storedTags(tags: readonly string[]): string[] {
  return normalizeFileTags(tags).filter((tag) => !VIRTUAL_TAGS.has(tag));
}

/** Makes the variants of a file in the background; the request that asked for them has long answered. */
export function queueVariants(
  db: Database,
  library: FileLibrary,
  id: string,
  onError: (error: unknown) => void,
): void {
  library.jobs.add(async () => {
    try {
      await makeFileVariants(db, library, id);
    } catch (error) {
      onError(error);
      // The file keeps its previous variants (if any) and never stays 'processing'.
      const reason = error instanceof Error ? error.message : String(error);
      await db
        .update(files)
        .set({ processing: false, processingError: `Varianten konnten nicht erstellt werden: ${reason}` })
        .where(eq(files.id, id));
    }
  });
}

/**
 * Queues the variants of every file still marked processing: their job was lost when the server stopped.
 * Answers how many were queued; the jobs themselves run in the background.
 */
export async function requeueUnfinishedVariants(
  db: Database,
  library: FileLibrary,
  onError: (error: unknown) => void,
): Promise<number> {
  const unfinished = await db
    .select({ id: files.id })
    .from(files)
    .where(eq(files.processing, true))
    .orderBy(files.uploadDate);
  for (const { id } of unfinished) queueVariants(db, library, id, onError);
  return unfinished.length;
}

async function makeFileVariants(db: Database, library: FileLibrary, id: string): Promise<void> {
  const [row] = await db.select().from(files).where(eq(files.id, id)).limit(1);
  if (!row) return;
  const scratch = await mkdtemp(join(library.scratchDir, 'gartenwerk-variant-'));
  const made: StoredVariant[] = [];
  try {
    // sharp reads a file on disk best, whichever storage keeps the original.
    const path = join(scratch, 'original');
    await pipeline(await library.storage.read(originalKey(id)), createWriteStream(path));
    const variants = await makeVariants(path, row.ext, row.edit, library.limits.maxImagePixels);
    const gridrefs: StoredVariant[] = [];
    const gridrefsNg: StoredVariant[] = [];
    // A fresh name per edit, so caches never mix an old variant with a new one.
    const version = newId().slice(0, 8);
    for (const variant of variants) {
      const gridref = `${version}-${variant.width}${variant.webp ? '.webp' : ''}`;
      await library.storage.write(variantKey(id, gridref), Readable.from([variant.data]), variant.mime);
      const stored = {
        gridref,
        res: { w: variant.width, h: variant.height },
        size: variant.data.length,
        mime: variant.mime,
      };
      made.push(stored);
      (variant.webp ? gridrefsNg : gridrefs).push(stored);
    }
    const updated = await db
      .update(files)
      .set({ gridrefs, gridrefsNg, processing: false, processingError: null })
      .where(eq(files.id, id))
      .returning({ id: files.id });
    if (updated.length === 0) throw notFound('file was removed while its variants were made');
    await removeVariants(library, id, [...row.gridrefs, ...row.gridrefsNg]);
  } catch (error) {
    await removeVariants(library, id, made);
    throw error;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

async function removeVariants(
  library: FileLibrary,
  id: string,
  variants: readonly StoredVariant[],
): Promise<void> {
  for (const variant of variants) await library.storage.remove(variantKey(id, variant.gridref));
}

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

async function findRow(db: Database, id: string): Promise<FileRow> {
  const [row] = await db.select().from(files).where(eq(files.id, id)).limit(1);
  if (!row) throw notFound('file not found');
  return row;
}

async function readableRow(db: Database, id: string, user: CurrentUser): Promise<FileRow> {
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

/** Renames and retags a file; built-in tags it has stay, empty tags are dropped. */
export async function updateFile(db: Database, update: FileUpdate): Promise<FileDoc> {
  const row = await findRow(db, update._id);
  const [updated] = await db
    .update(files)
    .set({
      name: update.name?.trim() || row.name,
      tags: update.tags === undefined ? row.tags : storedTags(mergeFileTags(row.tags, update.tags)),
      public: update.public ?? row.public,
    })
    .where(eq(files.id, row.id))
    .returning();
  return toFile(updated ?? row);
}

/** Removes a file, its original and every variant. */
export async function deleteFile(db: Database, library: FileLibrary, id: string): Promise<FileDoc> {
  const [row] = await db.delete(files).where(eq(files.id, id)).returning();
  if (!row) throw notFound('file not found');
  await removeVariants(library, id, [...row.gridrefs, ...row.gridrefsNg]);
  await library.storage.remove(originalKey(id));
  return toFile(row);
}

async function editImage(
  db: Database,
  library: FileLibrary,
  id: string,
  change: (row: FileRow, edit: ImageEdit) => ImageEdit,
  onJobError: (error: unknown) => void,
): Promise<FileDoc> {
  const row = await findRow(db, id);
  if (!hasVariants(row.ext) || !row.width || !row.height) {
    throw new AppError('VALIDATION', 400, text('errors:file.rasterOnly'));
  }
  const edit = change(row, row.edit ?? { rotate: 0, crop: null });
  const [updated] = await db
    .update(files)
    .set({ edit, processing: true })
    .where(eq(files.id, id))
    .returning();
  queueVariants(db, library, id, onJobError);
  return toFile(updated ?? row);
}

/** Crops the image as it is shown now (rotation kept); new variants are made, the original stays. */
export function cropFile(
  db: Database,
  library: FileLibrary,
  request: CropRequest,
  onJobError: (error: unknown) => void,
) {
  return editImage(
    db,
    library,
    request._id,
    (row, edit) => {
      const rotated = editedSize({ w: row.width!, h: row.height! }, { rotate: edit.rotate, crop: null });
      const previous = edit.crop ?? { x: 0, y: 0, w: rotated.w, h: rotated.h };
      // The rectangle is given in the shown image, which may already be a crop.
      const crop = { x: previous.x + request.x, y: previous.y + request.y, w: request.w, h: request.h };
      if (request.x + request.w > previous.w || request.y + request.h > previous.h) {
        throw new AppError(
          'VALIDATION',
          400,
          `Der Ausschnitt liegt außerhalb des Bildes (${previous.w}x${previous.h})`,
        );
      }
      return { rotate: edit.rotate, crop };
    },
    onJobError,
  );
}

/** Turns the image; a crop is dropped, since its rectangle no longer fits. */
export function rotateFile(
  db: Database,
  library: FileLibrary,
  request: RotateRequest,
  onJobError: (error: unknown) => void,
) {
  return editImage(
    db,
    library,
    request._id,
    (_row, edit) => ({
      rotate: ((((edit.rotate + request.angle) % 360) + 360) % 360) as ImageEdit['rotate'],
      crop: null,
    }),
    onJobError,
  );
}

/** What a download serves. */
export interface DownloadTarget {
  key: string;
  mime: string;
  size: number;
  etag: string;
  filename: string;
  /** A variant's URL never changes its bytes. */
  immutable: boolean;
  /** The answer depends on the Accept header. */
  variesByAccept: boolean;
  /** Anyone may read it, so shared caches may keep it. */
  public: boolean;
}

/**
 * The bytes for /api/v0/download/{fileId}[/{gridref}]: a named variant; else, for images, the spec's
 * variant (smallest at least 800×1024) as webp when the client accepts it; else the original.
 */
export async function resolveDownload(
  db: Database,
  user: CurrentUser,
  request: { fileId: string; gridref?: string; acceptsWebp: boolean; original?: boolean },
): Promise<DownloadTarget> {
  const row = await readableRow(db, request.fileId, user);
  const base = row.name.replace(/\.[^.]*$/, '');
  const fromVariant = (variant: StoredVariant, variesByAccept: boolean): DownloadTarget => ({
    key: variantKey(row.id, variant.gridref),
    mime: variant.mime,
    size: variant.size,
    etag: `"${row.hash.slice(0, 16)}-${variant.gridref}"`,
    filename: `${base}-${variant.res.w}x${variant.res.h}.${variant.mime === 'image/webp' ? 'webp' : variant.mime === 'image/png' ? 'png' : 'jpg'}`,
    immutable: !variesByAccept,
    variesByAccept,
    public: row.public,
  });
  if (request.gridref) {
    const variant = [...row.gridrefs, ...row.gridrefsNg].find(
      (candidate) => candidate.gridref === request.gridref,
    );
    if (!variant) throw notFound('variant not found');
    return fromVariant(variant, false);
  }
  const chosen = request.original ? undefined : chooseImageVariant(row.gridrefs);
  if (chosen) {
    const webp = row.gridrefsNg.find(
      (candidate) => candidate.res.w === chosen.res.w && candidate.res.h === chosen.res.h,
    );
    return fromVariant(request.acceptsWebp && webp ? webp : chosen, true);
  }
  return {
    key: originalKey(row.id),
    mime: row.mime,
    size: row.size,
    etag: `"${row.hash.slice(0, 32)}"`,
    filename: row.name,
    immutable: false,
    variesByAccept: false,
    public: row.public,
  };
}

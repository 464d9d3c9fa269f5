import { GRID_COLUMNS, NEW_ENTRY_TITLE, sortEntriesByPublishDate, sortPages } from '@gartenwerk/domain';
import { and, asc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { containsText, removeByIds } from '../../core/browse';
import type { Database } from '../../core/db';
import { notFound } from '../../core/errors';
import type { List } from '../../core/schemas';
import { richTextToPlain, sanitizeRichText } from './html';
import type { Block, BlockInput, Entry, EntryFields, EntryQuery, EntryUpdate } from './schemas';
import { entries, type EntryContent, type EntryRow } from './table';

/** The content of a new entry: one empty paragraph to type into. */
export const NEW_ENTRY_CONTENT = '<p></p>';

/** Who reads: visitors see published entries only. */
export interface EntryReader {
  includeUnpublished: boolean;
}

/** Fills the attrs a block left out (12 columns, visible) and sanitises a text block's HTML. */
export function normalizeBlock(block: BlockInput | Block): Block {
  const size = block.attrs?.size ?? {};
  const visible = block.attrs?.visible ?? {};
  const props: Record<string, unknown> = { ...block.props };
  if (block.type === 'text') {
    props.content = sanitizeRichText(String(props.content ?? ''));
    if (props.content_en !== undefined) props.content_en = sanitizeRichText(String(props.content_en));
  }
  return {
    type: block.type,
    props,
    attrs: {
      size: { xs: size.xs ?? GRID_COLUMNS, md: size.md ?? GRID_COLUMNS, lg: size.lg ?? GRID_COLUMNS },
      visible: { xs: visible.xs ?? true, md: visible.md ?? true, lg: visible.lg ?? true },
    },
  };
}

export function toEntry(row: EntryRow): Entry {
  // Sanitised again on the way out: rows written before the allow-list, or by hand, are shown safely too.
  return {
    _id: row.id,
    title: row.title,
    title_en: row.titleEn,
    slug: row.slug,
    type: row.type,
    route: row.route,
    parent_page: row.parentPage,
    order: row.order,
    tags: row.tags,
    published: row.published,
    publish_date: row.publishDate.toISOString(),
    date: row.date.toISOString(),
    content: sanitizeRichText(row.data.content ?? ''),
    content_en: sanitizeRichText(row.data.content_en ?? ''),
    media: { images: row.data.media?.images ?? [] },
    downloads: row.data.downloads ?? [],
    links: row.data.links ?? [],
    sponsors: row.data.sponsors ?? [],
    meta_keywords: row.data.meta_keywords ?? '',
    meta_description: row.data.meta_description ?? '',
    data: (row.data.blocks ?? []).map(normalizeBlock),
  };
}

/**
 * Entries matching the query. Pages (type=page or sort=order) come by order, equal orders by title;
 * everything else newest publish_date first — the domain's sort rules, applied to the matching set.
 */
export async function listEntries(
  db: Database,
  query: EntryQuery,
  reader: EntryReader,
): Promise<List<Entry>> {
  const conditions: SQL[] = [];
  if (!reader.includeUnpublished) conditions.push(eq(entries.published, true));
  else if (query.published !== undefined) conditions.push(eq(entries.published, query.published));
  if (query.route !== undefined) conditions.push(eq(entries.route, query.route));
  if (query.slug !== undefined) conditions.push(eq(entries.slug, query.slug));
  if (query.type !== undefined) conditions.push(eq(entries.type, query.type));
  if (query.parent_page !== undefined) conditions.push(eq(entries.parentPage, query.parent_page));
  if (query.tags !== undefined) conditions.push(sql`${query.tags} = any(${entries.tags})`);
  const search =
    query.search === undefined
      ? undefined
      : containsText(query.search, [entries.title, entries.route, entries.tags]);
  if (search) conditions.push(search);
  const rows = await db
    .select()
    .from(entries)
    .where(and(...conditions))
    .orderBy(entries.id);
  const found = rows.map(toEntry);
  const byOrder = query.sort === 'order' || (query.sort === undefined && query.type === 'page');
  const sorted = byOrder ? sortPages(found) : sortEntriesByPublishDate(found);
  const skip = query.skip ?? 0;
  return { items: sorted.slice(skip, skip + (query.limit ?? 1000)), total: sorted.length };
}

async function findRow(db: Database, id: string): Promise<EntryRow | undefined> {
  const [row] = await db.select().from(entries).where(eq(entries.id, id)).limit(1);
  return row;
}

/** One entry; an unpublished one is as unknown to visitors as a missing one. */
export async function getEntry(db: Database, id: string, reader: EntryReader): Promise<Entry> {
  const row = await findRow(db, id);
  if (!row || (!row.published && !reader.includeUnpublished)) throw notFound('entry not found');
  return toEntry(row);
}

/** The JSONB part of the fields given, merged over what is stored. */
function mergeContent(current: EntryContent, fields: EntryFields): EntryContent {
  const next: EntryContent = { ...current };
  if (fields.content !== undefined) next.content = sanitizeRichText(fields.content);
  if (fields.content_en !== undefined) next.content_en = sanitizeRichText(fields.content_en);
  if (fields.media !== undefined) next.media = fields.media;
  if (fields.downloads !== undefined) next.downloads = fields.downloads;
  if (fields.links !== undefined) next.links = fields.links;
  if (fields.sponsors !== undefined) next.sponsors = fields.sponsors;
  if (fields.meta_keywords !== undefined) next.meta_keywords = fields.meta_keywords;
  if (fields.meta_description !== undefined) next.meta_description = fields.meta_description;
  if (fields.data !== undefined) next.blocks = fields.data.map(normalizeBlock);
  return next;
}

function columns(fields: EntryFields) {
  return {
    ...(fields.title !== undefined ? { title: fields.title } : {}),
    ...(fields.title_en !== undefined ? { titleEn: fields.title_en } : {}),
    ...(fields.slug !== undefined ? { slug: fields.slug } : {}),
    ...(fields.type !== undefined ? { type: fields.type } : {}),
    ...(fields.route !== undefined ? { route: fields.route } : {}),
    ...(fields.parent_page !== undefined ? { parentPage: fields.parent_page } : {}),
    ...(fields.order !== undefined ? { order: fields.order } : {}),
    ...(fields.tags !== undefined ? { tags: fields.tags.filter((tag) => tag !== '') } : {}),
    ...(fields.publish_date !== undefined ? { publishDate: new Date(fields.publish_date) } : {}),
    ...(fields.date !== undefined ? { date: new Date(fields.date) } : {}),
  };
}

/** A new, unpublished entry: title Titel, one paragraph, publish_date and date now, unless given. */
export async function createEntry(db: Database, fields: EntryFields): Promise<Entry> {
  const now = new Date();
  const [row] = await db
    .insert(entries)
    .values({
      title: NEW_ENTRY_TITLE,
      type: 'page',
      publishDate: now,
      date: now,
      published: false,
      ...columns(fields),
      data: mergeContent({ content: NEW_ENTRY_CONTENT }, fields),
    })
    .returning();
  if (!row) throw new Error('entry was not created');
  return toEntry(row);
}

/** Changes the fields the update carries; `published` changes only through publish and unpublish. */
export async function updateEntry(db: Database, id: string, update: EntryUpdate): Promise<Entry> {
  return db.transaction(async (tx) => {
    const current = await findRow(tx, id);
    if (!current) throw notFound('entry not found');
    const [row] = await tx
      .update(entries)
      .set({ ...columns(update), data: mergeContent(current.data, update) })
      .where(eq(entries.id, id))
      .returning();
    return toEntry(row!);
  });
}

/** Removes the entries of the ids that exist; answers how many. */
export const deleteEntries = (db: Database, ids: string[]): Promise<{ deleted: number }> =>
  removeByIds(db, { table: entries, id: entries.id }, ids);

export async function deleteEntry(db: Database, id: string): Promise<{ _id: string }> {
  const { deleted } = await deleteEntries(db, [id]);
  if (deleted === 0) throw notFound('entry not found');
  return { _id: id };
}

/** Publishes or unpublishes an entry. */
export async function setPublished(db: Database, id: string, published: boolean): Promise<Entry> {
  const [row] = await db.update(entries).set({ published }).where(eq(entries.id, id)).returning();
  if (!row) throw notFound('entry not found');
  return toEntry(row);
}

/**
 * The published page at this route in plain text (its content and text blocks), for mails that
 * carry a page such as the terms; empty when there is none.
 */
export async function publishedPageText(db: Database, route: string): Promise<string> {
  const [row] = await db
    .select()
    .from(entries)
    .where(
      and(
        eq(sql`lower(${entries.route})`, route.toLowerCase()),
        eq(entries.type, 'page'),
        eq(entries.published, true),
      ),
    )
    .orderBy(entries.order)
    .limit(1);
  if (!row) return '';
  const parts = [
    row.data.content ?? '',
    ...(row.data.blocks ?? [])
      .filter((block) => block.type === 'text')
      .map((block) => String(block.props.content ?? '')),
  ];
  return parts.map(richTextToPlain).filter(Boolean).join('\n\n');
}

/**
 * The published entry at a page's address, for its meta tags: with `slug` the item of that list
 * (news, projects), without it the page of that route (a list's own page, not its newest item).
 */
export async function publishedEntryAt(
  db: Database,
  route: string,
  slug?: string,
): Promise<Entry | undefined> {
  const condition = slug
    ? and(eq(entries.route, route), eq(entries.slug, slug))
    : and(eq(entries.route, route), eq(entries.type, 'page'));
  const [row] = await db
    .select()
    .from(entries)
    .where(and(condition, eq(entries.published, true)))
    .orderBy(asc(entries.order))
    .limit(1);
  return row ? toEntry(row) : undefined;
}

/** Every published entry with a route (pages and list items), for the sitemap. */
export async function publishedRoutedEntries(db: Database): Promise<EntryRow[]> {
  return db
    .select()
    .from(entries)
    .where(and(eq(entries.published, true), isNotNull(entries.route)));
}

import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../core/db';
import { notFound } from '../../core/errors';
import type { List } from '../../core/schemas';
import type { Entry, EntryQuery } from './schemas';
import { entries, type EntryRow } from './table';

export function toEntry(row: EntryRow): Entry {
  return {
    _id: row.id,
    title: row.title,
    slug: row.slug,
    type: row.type,
    route: row.route,
    parent_page: row.parentPage,
    order: row.order,
    tags: row.tags,
    published: row.published,
    publish_date: row.publishDate.toISOString(),
    date: row.date.toISOString(),
    content: row.data.content ?? '',
    media: row.data.media ?? [],
    downloads: row.data.downloads ?? [],
    links: row.data.links ?? [],
    sponsors: row.data.sponsors ?? [],
    meta_keywords: row.data.meta_keywords ?? '',
    meta_description: row.data.meta_description ?? '',
  };
}

/** Published entries matching the query, newest publish_date first. */
export async function listPublishedEntries(db: Database, query: EntryQuery): Promise<List<Entry>> {
  const conditions: SQL[] = [eq(entries.published, true)];
  if (query.route !== undefined) conditions.push(eq(entries.route, query.route));
  if (query.slug !== undefined) conditions.push(eq(entries.slug, query.slug));
  if (query.type !== undefined) conditions.push(eq(entries.type, query.type));
  const where = and(...conditions);
  const rows = await db
    .select()
    .from(entries)
    .where(where)
    .orderBy(desc(entries.publishDate), entries.id)
    .limit(query.limit ?? 1000)
    .offset(query.skip ?? 0);
  const [counted] = await db.select({ total: count() }).from(entries).where(where);
  return { items: rows.map(toEntry), total: counted?.total ?? 0 };
}

/** A published entry; unpublished ones are as unknown as missing ones. */
export async function getPublishedEntry(db: Database, id: string): Promise<Entry> {
  const [row] = await db
    .select()
    .from(entries)
    .where(and(eq(entries.id, id), eq(entries.published, true)))
    .limit(1);
  if (!row) throw notFound('entry not found');
  return toEntry(row);
}

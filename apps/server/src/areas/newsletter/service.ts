import type { Language } from '@gartenwerk/domain';
import type {
  NEWSLETTER_LIST_SORTS,
  NEWSLETTER_SUBSCRIBER_SORTS,
  NewsletterConsent,
  NewsletterList,
  NewsletterListCreate,
  NewsletterListQuery,
  NewsletterListUpdate,
  NewsletterSubscriber,
  NewsletterSubscriberCreate,
  NewsletterSubscriberQuery,
  NewsletterSubscriberUpdate,
} from '@gartenwerk/domain/schemas';
import { and, arrayContains, asc, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { browse, containsText, type BrowseSpec } from '../../core/browse';
import type { Database } from '../../core/db';
import { AppError, notFound } from '../../core/errors';
import type { List } from '../../core/schemas';
import { text, translate } from '../../core/texts';
import { setSubscribedLists } from '../auth/newsletter-lists';
import type { Mailer } from '../mail/service';
import { subscribe, unsubscribeSubscriber } from './consent';
import {
  newsletterConsents,
  newsletterLists,
  newsletterSubscribers,
  type NewsletterConsentRow,
  type NewsletterListRow,
  type NewsletterSubscriberRow,
} from './table';

// ---- lists

/** Confirmed subscribers per list id. */
async function subscriberCounts(db: Database, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ list: sql<string>`l.list`, count: sql<number>`count(*)::int` })
    .from(sql`${newsletterSubscribers}, unnest(${newsletterSubscribers.lists}) as l(list)`)
    .where(and(eq(newsletterSubscribers.status, 'confirmed'), sql`l.list in ${ids}`))
    .groupBy(sql`l.list`);
  return new Map(rows.map((row) => [row.list, Number(row.count)]));
}

function toList(row: NewsletterListRow, counts: Map<string, number>): NewsletterList {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    public: row.public,
    double_opt_in: row.doubleOptIn,
    subscribers: counts.get(row.id) ?? 0,
    created: row.created.toISOString(),
  };
}

const LIST_BROWSE: BrowseSpec<(typeof NEWSLETTER_LIST_SORTS)[number]> = {
  table: newsletterLists,
  id: newsletterLists.id,
  sortable: { name: newsletterLists.name, created: newsletterLists.created },
  defaultOrder: [asc(newsletterLists.name), asc(newsletterLists.id)],
  search: (words) => containsText(words, [newsletterLists.name, newsletterLists.description]),
  defaultLimit: 100,
};

export async function listNewsletterLists(
  db: Database,
  query: NewsletterListQuery,
): Promise<List<NewsletterList>> {
  const page = await browse<NewsletterListRow, NewsletterListRow>(
    db,
    LIST_BROWSE,
    query,
    [query.public === undefined ? undefined : eq(newsletterLists.public, query.public)],
    (row) => row,
  );
  const counts = await subscriberCounts(
    db,
    page.items.map((row) => row.id),
  );
  return { items: page.items.map((row) => toList(row, counts)), total: page.total };
}

export async function getNewsletterList(db: Database, id: string): Promise<NewsletterList> {
  const [row] = await db.select().from(newsletterLists).where(eq(newsletterLists.id, id)).limit(1);
  if (!row) throw notFound('newsletter list not found');
  return toList(row, await subscriberCounts(db, [id]));
}

export async function createNewsletterList(
  db: Database,
  input: NewsletterListCreate,
): Promise<NewsletterList> {
  const { double_opt_in: doubleOptIn, ...fields } = input;
  const [row] = await db
    .insert(newsletterLists)
    .values({ ...fields, ...(doubleOptIn !== undefined ? { doubleOptIn } : {}) })
    .returning();
  return toList(row!, new Map());
}

export async function updateNewsletterList(
  db: Database,
  id: string,
  input: NewsletterListUpdate,
): Promise<NewsletterList> {
  const { _id: _ignored, double_opt_in: doubleOptIn, ...rest } = input;
  const fields = { ...rest, ...(doubleOptIn !== undefined ? { doubleOptIn } : {}) };
  if (Object.keys(fields).length === 0) return getNewsletterList(db, id);
  const [row] = await db.update(newsletterLists).set(fields).where(eq(newsletterLists.id, id)).returning();
  if (!row) throw notFound('newsletter list not found');
  return getNewsletterList(db, row.id);
}

/** Removes a list; its subscribers stay, without it (and their users' lists follow). */
export async function deleteNewsletterList(db: Database, id: string): Promise<NewsletterList> {
  const list = await getNewsletterList(db, id);
  return db.transaction(async (tx) => {
    await tx.delete(newsletterLists).where(eq(newsletterLists.id, id));
    const changed = await tx
      .update(newsletterSubscribers)
      .set({ lists: sql`array_remove(${newsletterSubscribers.lists}, ${id})` })
      .where(arrayContains(newsletterSubscribers.lists, [id]))
      .returning();
    for (const row of changed) {
      if (row.status === 'confirmed') await setSubscribedLists(tx, row.email, row.lists);
    }
    return list;
  });
}

// ---- subscribers

function toConsent(row: NewsletterConsentRow): NewsletterConsent {
  return {
    date: row.date.toISOString(),
    form: row.form as NewsletterConsent['form'],
    text: row.text,
    ip: row.ip,
    language: row.language,
    confirmed: row.confirmed?.toISOString() ?? null,
  };
}

async function withConsents(db: Database, rows: NewsletterSubscriberRow[]): Promise<NewsletterSubscriber[]> {
  const ids = rows.map((row) => row.id);
  const consents =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(newsletterConsents)
          .where(inArray(newsletterConsents.subscriberId, ids))
          .orderBy(desc(newsletterConsents.date));
  return rows.map((row) => ({
    _id: row.id,
    email: row.email,
    name: row.name,
    status: row.status as NewsletterSubscriber['status'],
    lists: row.lists,
    tags: row.tags,
    groups: row.groups,
    language: row.language,
    created: row.created.toISOString(),
    confirmed: row.confirmed?.toISOString() ?? null,
    unsubscribed: row.unsubscribed?.toISOString() ?? null,
    consents: consents.filter((consent) => consent.subscriberId === row.id).map(toConsent),
  }));
}

const SUBSCRIBER_BROWSE: BrowseSpec<(typeof NEWSLETTER_SUBSCRIBER_SORTS)[number]> = {
  table: newsletterSubscribers,
  id: newsletterSubscribers.id,
  sortable: {
    email: newsletterSubscribers.email,
    name: newsletterSubscribers.name,
    created: newsletterSubscribers.created,
  },
  defaultOrder: [desc(newsletterSubscribers.created), desc(newsletterSubscribers.id)],
  search: (words) => containsText(words, [newsletterSubscribers.email, newsletterSubscribers.name]),
  defaultLimit: 100,
};

/** The conditions of a subscriber query's filters (without the search). */
export function subscriberFilters(query: Omit<NewsletterSubscriberQuery, 'search'>) {
  return [
    query.status ? eq(newsletterSubscribers.status, query.status) : undefined,
    query.list ? arrayContains(newsletterSubscribers.lists, [query.list]) : undefined,
    query.tag ? arrayContains(newsletterSubscribers.tags, [query.tag]) : undefined,
    query.group ? arrayContains(newsletterSubscribers.groups, [query.group]) : undefined,
  ];
}

/** The condition of a subscriber query's search text. */
export const subscriberSearch = (words: string | undefined) =>
  words === undefined ? undefined : SUBSCRIBER_BROWSE.search?.(words);

export async function listNewsletterSubscribers(
  db: Database,
  query: NewsletterSubscriberQuery,
): Promise<List<NewsletterSubscriber>> {
  const page = await browse<NewsletterSubscriberRow, NewsletterSubscriberRow>(
    db,
    SUBSCRIBER_BROWSE,
    query,
    subscriberFilters(query),
    (row) => row,
  );
  return { items: await withConsents(db, page.items), total: page.total };
}

async function subscriberRow(db: Database, id: string): Promise<NewsletterSubscriberRow> {
  const [row] = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, id))
    .limit(1);
  if (!row) throw notFound('newsletter subscriber not found');
  return row;
}

export async function getNewsletterSubscriber(db: Database, id: string): Promise<NewsletterSubscriber> {
  const [item] = await withConsents(db, [await subscriberRow(db, id)]);
  return item!;
}

export async function getNewsletterSubscribersByIds(
  db: Database,
  ids: string[],
): Promise<NewsletterSubscriber[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(newsletterSubscribers).where(inArray(newsletterSubscribers.id, ids));
  const items = await withConsents(db, rows);
  return ids.flatMap((id) => items.filter((item) => item._id === id));
}

/** What the admin's calls need of the request: the mailer and the client address for the proof. */
export interface NewsletterScope {
  mailer: Mailer;
  ip: string;
  language: Language;
}

/**
 * An admin enters an address: it is recorded like any sign-up (form `admin`) and mailed the double
 * opt-in link; the subscriber counts once the person confirms.
 */
export async function createNewsletterSubscriber(
  db: Database,
  input: NewsletterSubscriberCreate,
  scope: NewsletterScope,
): Promise<NewsletterSubscriber> {
  const language = input.language ?? 'de';
  const state = await subscribe(db, scope.mailer, {
    email: input.email,
    text: translate(text('newsletter:adminConsent'), language),
    form: 'admin',
    ip: scope.ip,
    language,
    ...(input.name !== undefined ? { name: input.name } : {}),
    lists: input.lists ?? [],
  });
  const [row] = await db
    .update(newsletterSubscribers)
    .set({
      ...(input.tags ? { tags: input.tags } : {}),
      ...(input.groups ? { groups: input.groups } : {}),
      ...(input.name !== undefined ? { name: input.name } : {}),
    })
    .where(eq(newsletterSubscribers.email, state.email))
    .returning();
  return getNewsletterSubscriber(db, row!.id);
}

export async function updateNewsletterSubscriber(
  db: Database,
  id: string,
  input: NewsletterSubscriberUpdate,
): Promise<NewsletterSubscriber> {
  const { _id: _ignored, status, lists, ...fields } = input;
  const current = await subscriberRow(db, id);
  if (lists) {
    const known = await db
      .select({ id: newsletterLists.id })
      .from(newsletterLists)
      .where(inArray(newsletterLists.id, lists.length ? lists : ['']));
    const unknown = lists.find((list) => !known.some((row) => row.id === list));
    if (unknown) throw new AppError('VALIDATION', 400, text('newsletter:listUnknown', { list: unknown }));
  }
  const changes = { ...fields, ...(lists ? { lists: [...new Set(lists)] } : {}) };
  if (Object.keys(changes).length > 0) {
    const [row] = await db
      .update(newsletterSubscribers)
      .set(changes)
      .where(eq(newsletterSubscribers.id, id))
      .returning();
    if (row && lists && row.status === 'confirmed') await setSubscribedLists(db, row.email, row.lists);
  }
  if (status === 'unsubscribed' && current.status !== 'unsubscribed') await unsubscribeSubscriber(db, id);
  return getNewsletterSubscriber(db, id);
}

/** Removes a subscriber with every consent (GDPR erasure); the user's lists are emptied. */
export async function deleteNewsletterSubscriber(db: Database, id: string): Promise<NewsletterSubscriber> {
  const item = await getNewsletterSubscriber(db, id);
  await db.transaction(async (tx) => {
    await tx.delete(newsletterSubscribers).where(eq(newsletterSubscribers.id, id));
    await setSubscribedLists(tx, item.email, []);
  });
  return item;
}

/** Subscribers who confirmed since `since` and are still subscribed. */
export async function countConfirmedSince(db: Database, since: Date): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(newsletterSubscribers)
    .where(and(eq(newsletterSubscribers.status, 'confirmed'), gte(newsletterSubscribers.confirmed, since)));
  return row?.total ?? 0;
}

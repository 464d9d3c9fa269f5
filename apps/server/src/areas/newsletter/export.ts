import { Readable } from 'node:stream';
import { csvText, formatDate, type Language } from '@gartenwerk/domain';
import type { NewsletterSubscriberQuery } from '@gartenwerk/domain/schemas';
import { and, asc, gt } from 'drizzle-orm';
import { writeCsv } from '../../core/csv';
import type { Database } from '../../core/db';
import { translate, text } from '../../core/texts';
import { subscriberFilters, subscriberSearch } from './service';
import { newsletterLists, newsletterSubscribers } from './table';

/** Rows read per query: the export holds one page at a time, however many subscribers there are. */
export const EXPORT_PAGE = 1000;

/**
 * The subscribers a browse query finds, as CSV with a byte order mark: address, name, status, lists
 * (by name), tags, groups, language and the dates; in the order of the addresses. Streamed: each page
 * is read after the previous one (keyset on the unique address) has gone out.
 */
export function exportSubscribersCsv(
  db: Database,
  query: Omit<NewsletterSubscriberQuery, 'sort' | 'limit' | 'skip'>,
  language: Language,
  pageSize = EXPORT_PAGE,
): Readable {
  return Readable.from(subscriberCsvChunks(db, query, language, pageSize), { objectMode: false });
}

async function* subscriberCsvChunks(
  db: Database,
  query: Omit<NewsletterSubscriberQuery, 'sort' | 'limit' | 'skip'>,
  language: Language,
  pageSize: number,
): AsyncGenerator<string> {
  const say = (key: Parameters<typeof text>[0]) => translate(text(key), language);
  const listNames = new Map(
    (await db.select({ id: newsletterLists.id, name: newsletterLists.name }).from(newsletterLists)).map(
      (list) => [list.id, list.name],
    ),
  );
  const day = (date: Date | null) => (date ? formatDate(date, language) : '');
  yield writeCsv([
    [
      say('newsletter:export.email'),
      say('newsletter:export.name'),
      say('newsletter:export.status'),
      say('newsletter:export.lists'),
      say('newsletter:export.tags'),
      say('newsletter:export.groups'),
      say('newsletter:export.language'),
      say('newsletter:export.created'),
      say('newsletter:export.confirmed'),
      say('newsletter:export.unsubscribed'),
    ],
  ]);
  const filters = [...subscriberFilters(query), subscriberSearch(query.search)];
  let after: string | undefined;
  for (;;) {
    const rows = await db
      .select()
      .from(newsletterSubscribers)
      .where(and(...filters, after === undefined ? undefined : gt(newsletterSubscribers.email, after)))
      .orderBy(asc(newsletterSubscribers.email))
      .limit(pageSize);
    if (rows.length === 0) return;
    yield csvText(
      rows.map((row) => [
        row.email,
        row.name,
        say(`newsletter:statuses.${row.status as 'confirmed'}`),
        row.lists.map((id) => listNames.get(id) ?? id).join(', '),
        row.tags.join(', '),
        row.groups.join(', '),
        row.language,
        day(row.created),
        day(row.confirmed),
        day(row.unsubscribed),
      ]),
    );
    if (rows.length < pageSize) return;
    after = rows.at(-1)!.email;
  }
}

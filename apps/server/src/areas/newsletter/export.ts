import { formatDate, type Language } from '@gartenwerk/domain';
import type { NewsletterSubscriberQuery } from '@gartenwerk/domain/schemas';
import { and, asc } from 'drizzle-orm';
import { writeCsv } from '../../core/csv';
import type { Database } from '../../core/db';
import { translate, text } from '../../core/texts';
import { subscriberFilters, subscriberSearch } from './service';
import { newsletterLists, newsletterSubscribers } from './table';

/** Rows read per query, so a large export does not hold every row twice. */
const PAGE = 1000;

/**
 * The subscribers a browse query finds, as CSV with a byte order mark: address, name, status, lists
 * (by name), tags, groups, language and the dates; in the order of the addresses.
 */
export async function exportSubscribersCsv(
  db: Database,
  query: Omit<NewsletterSubscriberQuery, 'sort' | 'limit' | 'skip'>,
  language: Language,
): Promise<string> {
  const say = (key: Parameters<typeof text>[0]) => translate(text(key), language);
  const listNames = new Map(
    (await db.select({ id: newsletterLists.id, name: newsletterLists.name }).from(newsletterLists)).map(
      (list) => [list.id, list.name],
    ),
  );
  const day = (date: Date | null) => (date ? formatDate(date, language) : '');
  const lines: string[][] = [
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
  ];
  const where = and(...subscriberFilters(query), subscriberSearch(query.search));
  for (let offset = 0; ; offset += PAGE) {
    const rows = await db
      .select()
      .from(newsletterSubscribers)
      .where(where)
      .orderBy(asc(newsletterSubscribers.email))
      .limit(PAGE)
      .offset(offset);
    for (const row of rows)
      lines.push([
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
      ]);
    if (rows.length < PAGE) break;
  }
  return writeCsv(lines);
}

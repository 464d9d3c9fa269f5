import { desc, sql } from 'drizzle-orm';
import { browse, containsText, type BrowseSpec } from '../../core/browse';
import type { Database } from '../../core/db';
import type { List } from '../../core/schemas';
import type { OutboxSort } from './schemas';
import { outbox, type OutboxRow } from './table';

/** The mail as the outbox read shows it. */
export interface OutboxEntry {
  _id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  template: string;
  created: string;
  sentAt: string | null;
  error: string | null;
  mailbox: string | null;
  sender: string | null;
}

export function toOutboxEntry(row: OutboxRow): OutboxEntry {
  return {
    _id: row.id,
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    template: row.template,
    created: row.created.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    error: row.error,
    mailbox: row.mailboxUuid,
    sender: row.sender,
  };
}

export interface OutboxQuery {
  search?: string;
  sort?: OutboxSort | `-${OutboxSort}`;
  page?: number;
  limit?: number;
}

/** Outbox mails per page of this size when the query names none. */
export const OUTBOX_PAGE_SIZE = 10;

const OUTBOX_BROWSE: BrowseSpec<OutboxSort> = {
  table: outbox,
  id: outbox.id,
  sortable: { created: outbox.created, to: sql`lower(${outbox.to})`, subject: sql`lower(${outbox.subject})` },
  defaultOrder: [desc(outbox.created), desc(outbox.id)],
  search: (words) => containsText(words, [outbox.to, outbox.subject, outbox.template]),
  defaultLimit: OUTBOX_PAGE_SIZE,
};

/** The outbox, newest first unless sorted, searched, a page at a time (`page` counts from 1). */
export async function listOutbox(db: Database, query: OutboxQuery): Promise<List<OutboxEntry>> {
  const limit = query.limit ?? OUTBOX_PAGE_SIZE;
  const { page = 1, ...rest } = query;
  return browse(db, OUTBOX_BROWSE, { ...rest, limit, skip: (page - 1) * limit }, [], toOutboxEntry);
}

import { canonicalJson } from '@gartenwerk/domain';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../core/db';
import type { Actor } from './document';
import { invoiceDocumentHistory, type DocumentRow } from './table';

export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>) {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (canonicalJson(before[key]) !== canonicalJson(after[key]))
      changes[key] = { from: before[key] ?? null, to: after[key] ?? null };
  }
  return changes;
}

/**
 * What the history compares: a document's content without its bookkeeping, and its gross total, so
 * that a change of the lines also shows what it did to the amount.
 */
export function comparable(
  row: Pick<DocumentRow, 'data' | 'receiver' | 'date' | 'dueDate' | 'status' | 'tags' | 'notes' | 'totals'>,
) {
  const {
    payments: _payments,
    sent: _sent,
    reminders: _reminders,
    receipts: _receipts,
    ...content
  } = row.data;
  return {
    ...content,
    receiver: row.receiver,
    date: row.date,
    due_date: row.dueDate,
    status: row.status,
    tags: row.tags,
    notes: row.notes,
    gross: row.totals.gross,
  };
}

export async function logHistory(
  tx: Database,
  documentId: string,
  actor: Actor,
  action: string,
  changes: Record<string, { from: unknown; to: unknown }> = {},
  detail = '',
): Promise<void> {
  await tx.insert(invoiceDocumentHistory).values({
    documentId,
    userId: actor.id,
    userName: actor.name,
    action,
    changes,
    detail,
  });
}

export async function documentHistory(db: Database, documentId: string) {
  const rows = await db
    .select()
    .from(invoiceDocumentHistory)
    .where(eq(invoiceDocumentHistory.documentId, documentId))
    .orderBy(asc(invoiceDocumentHistory.seq));
  return rows.map((row) => ({
    _id: row.id,
    at: row.at.toISOString(),
    user: row.userId,
    user_name: row.userName,
    action: row.action,
    changes: row.changes,
    detail: row.detail,
  }));
}

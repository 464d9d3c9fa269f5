import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../core/db';
import { AppError } from '../../core/errors';
import { text } from '../../core/texts';
import { EPSILON, pickOpenAmounts, roundAmount } from './convert';
import type { InvoiceDocument, ReceiveInput } from './schemas';
import { lockDocument, logHistory, receivedAmounts, toDocument, type Actor } from './service';
import { viennaDay } from '@gartenwerk/domain';
import { invoiceDocuments } from './table';

/** A vendor order is open until goods come in, partial while some are missing, complete when all are in. */
export function receiptStatus(received: ReturnType<typeof receivedAmounts>): 'open' | 'partial' | 'complete' {
  const ordered = received.filter((line) => line.amount > 0);
  if (ordered.length > 0 && ordered.every((line) => line.received >= line.amount - EPSILON))
    return 'complete';
  if (received.some((line) => line.received > 0)) return 'partial';
  return 'open';
}

/**
 * Records goods received on an issued vendor order: the lines and amounts given, or everything still
 * open. No amount may exceed what is still open of its line; the order's state follows and the
 * receipt is kept on the order and in its history.
 */
export async function recordReceipt(
  db: Database,
  input: ReceiveInput,
  actor: Actor,
): Promise<InvoiceDocument> {
  return db.transaction(async (tx) => {
    const row = await lockDocument(tx, input._id);
    if (row.type !== 'vendor_order')
      throw new AppError('NOT_RECEIVABLE', 400, text('errors:invoice.receiveOnlyVendorOrders'));
    if (!row.issuedAt) throw new AppError('NOT_RECEIVABLE', 400, text('errors:invoice.receiveDraft'));
    const open = new Map(
      receivedAmounts(row).map((line) => [line.uuid, roundAmount(line.amount - line.received)]),
    );
    const picked = pickOpenAmounts(row.data.lines, open, input.lines);
    if (picked.length === 0) throw new AppError('NOTHING_OPEN', 400, text('errors:invoice.nothingToReceive'));
    const receipt = {
      uuid: randomUUID(),
      date: input.date ?? viennaDay(new Date()),
      note: input.note ?? '',
      lines: picked.map(({ line, amount }) => ({ uuid: line.uuid!, amount })),
    };
    const data = { ...row.data, receipts: [...(row.data.receipts ?? []), receipt] };
    const received = receivedAmounts({ data });
    const status = receiptStatus(received);
    const [updated] = await tx
      .update(invoiceDocuments)
      .set({ data, status, updated: new Date() })
      .where(eq(invoiceDocuments.id, row.id))
      .returning();
    const what = picked.map(({ line, amount }) =>
      `${amount} ${line.unit ?? ''} ${line.title}`.replace(/\s+/g, ' '),
    );
    await logHistory(
      tx,
      row.id,
      actor,
      'received',
      status === row.status ? {} : { status: { from: row.status, to: status } },
      [receipt.date, what.join(', '), receipt.note].filter(Boolean).join(' · '),
    );
    return { ...toDocument(updated!), received };
  });
}

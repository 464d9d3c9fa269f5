import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../core/db';
import type { Actor } from './document';
import { logHistory } from './history';
import { invoiceDocuments, type DocumentRow, type DocumentType } from './table';

/** Line progress of an order: what its delivery notes and invoices took of each line. */
export async function orderProgress(db: Database, order: DocumentRow) {
  const children = await db
    .select()
    .from(invoiceDocuments)
    .where(
      and(eq(invoiceDocuments.orderId, order.id), inArray(invoiceDocuments.type, ['delivery', 'invoice'])),
    );
  const counted = children.filter((child) => child.id !== order.id && child.cancelledById === null);
  return order.data.lines.map((line) => {
    const taken = (type: DocumentType) =>
      counted
        .filter((child) => child.type === type)
        .flatMap((child) => child.data.lines)
        .filter((child) => child.order_line === line.uuid)
        .reduce((sum, child) => sum + child.amount, 0);
    return {
      uuid: line.uuid!,
      amount: line.amount,
      delivered: taken('delivery'),
      invoiced: taken('invoice'),
    };
  });
}

/** The spec's order states: open (nothing delivered or invoiced), partial, complete (all invoiced). */
export function progressStatus(
  progress: Awaited<ReturnType<typeof orderProgress>>,
): 'open' | 'partial' | 'complete' {
  const positive = progress.filter((line) => line.amount > 0);
  if (positive.length > 0 && positive.every((line) => line.invoiced >= line.amount)) return 'complete';
  if (progress.some((line) => line.delivered > 0 || line.invoiced > 0)) return 'partial';
  return 'open';
}

/** Sets an order's status from its progress, recording a change in its history. */
export async function refreshProgress(tx: Database, orderId: string, actor: Actor): Promise<void> {
  const [order] = await tx
    .select()
    .from(invoiceDocuments)
    .where(eq(invoiceDocuments.id, orderId))
    .for('update');
  if (!order || order.type !== 'order') return;
  const status = progressStatus(await orderProgress(tx, order));
  if (status === order.status) return;
  await tx
    .update(invoiceDocuments)
    .set({ status, updated: new Date() })
    .where(eq(invoiceDocuments.id, orderId));
  await logHistory(tx, orderId, actor, 'progress', { status: { from: order.status, to: status } });
}

/** What came in of each line of a vendor order, over all its goods receipts not taken back. */
export function receivedAmounts(row: Pick<DocumentRow, 'data'>) {
  const receipts = (row.data.receipts ?? []).filter((receipt) => !receipt.reversed);
  return row.data.lines.map((line) => ({
    uuid: line.uuid!,
    amount: line.amount,
    received: receipts
      .flatMap((receipt) => receipt.lines)
      .filter((received) => received.uuid === line.uuid)
      .reduce((sum, received) => sum + received.amount, 0),
  }));
}

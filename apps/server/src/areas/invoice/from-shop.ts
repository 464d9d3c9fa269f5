import { eq } from 'drizzle-orm';
import type { Database } from '../../core/db';
import { AppError } from '../../core/errors';
import { text } from '../../core/texts';
import { toOrder } from '../shop-order/service';
import { shopOrders } from '../shop-order/table';
import type { InvoiceDocument } from './schemas';
import type { Actor } from './service';
import { writeShopOrderInvoice } from './shop';

/**
 * createFromUserData for a shop order by id (e.g. one paid before invoices were written): locks the
 * order so that two calls at once write one invoice.
 */
export async function invoiceForShopOrder(
  db: Database,
  orderId: string,
  actor: Actor,
): Promise<InvoiceDocument> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(shopOrders).where(eq(shopOrders.id, orderId)).for('update');
    if (!row) throw new AppError('NOT_FOUND', 404, text('errors:invoice.shopOrderUnknown'));
    return writeShopOrderInvoice(tx, toOrder(row), actor);
  });
}

import type { Language } from '@gartenwerk/domain';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../core/db';
import { AppError } from '../../core/errors';
import { text } from '../../core/texts';
import { lockOrderRow, toOrder } from '../shop-order/service';
import type { InvoiceDocument } from './schemas';
import { sendDocumentMail } from './mail';
import { SYSTEM_ACTOR, type Actor } from './service';
import { invoiceOfShopOrder, writeShopOrderInvoice } from './shop';

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
    const row = await lockOrderRow(tx, orderId);
    if (!row) throw new AppError('NOT_FOUND', 404, text('errors:invoice.shopOrderUnknown'));
    return writeShopOrderInvoice(tx, toOrder(row), actor);
  });
}

/**
 * Mails a shop order's invoice to the customer with its PDF, once: after the order became paid or
 * shipped (whichever issued it). A failed mail is logged and stays in the outbox; the order's step stands.
 */
export async function mailShopOrderInvoice(app: FastifyInstance, orderId: string, language?: Language) {
  try {
    const invoice = await invoiceOfShopOrder(app.db, orderId);
    if (!invoice?.issued || invoice.cancelled_by_id) return;
    if (invoice.sent.some((record) => record.kind === 'document')) return;
    await sendDocumentMail(app, { _id: invoice._id }, SYSTEM_ACTOR, language);
  } catch (error) {
    app.log.error({ err: error, order: orderId }, 'the invoice mail could not be sent');
  }
}

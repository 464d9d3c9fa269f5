import { randomUUID } from 'node:crypto';
import { formatEuro, fromCents, roundCents, toCents } from '@gartenwerk/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../core/db';
import { AppError } from '../../core/errors';
import { text } from '../../core/texts';
import type { InstallmentInput, InvoiceDocument, Line } from './schemas';
import { createInTransaction, lockDocument, logHistory, type Actor } from './service';
import { invoiceDocuments } from './table';

/**
 * createInstallmentReceipt: an installment receipt (Anzahlungsrechnung) for an issued order, as a
 * share in percent or an amount (gross) of the order. It has one line per VAT rate of the order, each
 * the same share of that rate, so the VAT of the installment is the order's VAT in proportion.
 * Installments together never exceed the order.
 */
export async function createInstallmentReceipt(
  db: Database,
  input: InstallmentInput,
  actor: Actor,
): Promise<InvoiceDocument> {
  return db.transaction(async (tx) => {
    const order = await lockDocument(tx, input._id);
    if (order.type !== 'order' || !order.issuedAt)
      throw new AppError('VALIDATION', 400, text('errors:invoice.installmentOnlyOrders'));
    if (input.percent === undefined && input.amount === undefined)
      throw new AppError('VALIDATION', 400, text('errors:invoice.installmentAmount'));
    const grossCents = toCents(order.totals.gross);
    const share = input.percent !== undefined ? input.percent / 100 : toCents(input.amount!) / grossCents;
    const earlier = await tx
      .select({ gross: invoiceDocuments.grossCents })
      .from(invoiceDocuments)
      .where(
        and(
          eq(invoiceDocuments.orderId, order.id),
          inArray(invoiceDocuments.type, ['installment']),
          isNull(invoiceDocuments.cancelledById),
        ),
      );
    const earlierCents = earlier.reduce((sum, row) => sum + row.gross, 0);
    if (earlierCents + roundCents(grossCents * share) > grossCents)
      throw new AppError(
        'INSTALLMENT_EXCEEDS',
        400,
        text('errors:invoice.installmentExceeds', { gross: formatEuro(grossCents) }),
      );
    const percentLabel = `${(share * 100).toLocaleString('de-AT', { maximumFractionDigits: 2 })} %`;
    const lines: Line[] = order.totals.vat.map((row) => {
      const base = order.data.price_mode === 'gross' ? row.gross : row.net;
      return {
        uuid: randomUUID(),
        item_id: null,
        title: `Anzahlung ${percentLabel} zu Auftrag ${order.number} (${row.rate} % USt.)`,
        description: '',
        amount: 1,
        unit: '',
        price: fromCents(roundCents(toCents(base) * share)),
        vat_rate: row.rate,
        discount: 0,
        discount_amount: 0,
        factor: 1,
      };
    });
    const receipt = await createInTransaction(
      tx,
      {
        type: 'installment',
        receiver: order.receiver,
        ...(order.customerId ? { customer_id: order.customerId } : {}),
        price_mode: order.data.price_mode,
        vat_exemption: order.data.vat_exemption,
        title: order.data.title,
        payment_terms_days: order.data.payment_terms_days,
        lines,
        issue: input.issue === true,
      },
      actor,
      { sourceId: order.id, orderId: order.id },
    );
    await logHistory(tx, order.id, actor, 'converted', {}, `installment ${receipt._id}`);
    return receipt;
  });
}

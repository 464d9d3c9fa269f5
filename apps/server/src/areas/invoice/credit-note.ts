import { randomUUID } from 'node:crypto';
import { formatEuro, fromCents, paymentStatusOf, toCents } from '@gartenwerk/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../core/db';
import { AppError } from '../../core/errors';
import { text } from '../../core/texts';
import type { CreditNoteInput, InvoiceDocument } from './schemas';
import {
  createInTransaction,
  issueInTransaction,
  lockDocument,
  logHistory,
  toDocument,
  type Actor,
} from './service';
import { invoiceDocuments } from './table';

/**
 * A credit note (Rechnungskorrektur) for some lines or amounts of an issued invoice: the chosen
 * lines at negative amounts (at a lower price if given), its own gapless number, a reference to
 * the invoice, issued at once. The invoice stays unchanged and only learns what was credited, which
 * lowers what it owes; more than the invoice still carries is refused.
 */
export async function createCreditNote(
  db: Database,
  input: CreditNoteInput,
  actor: Actor,
): Promise<InvoiceDocument> {
  return db.transaction(async (tx) => {
    const invoice = await lockDocument(tx, input._id);
    if (invoice.type !== 'invoice' && invoice.type !== 'installment')
      throw new AppError('NOT_CREDITABLE', 400, text('errors:invoice.creditOnlyInvoices'));
    if (!invoice.issuedAt) throw new AppError('NOT_CREDITABLE', 400, text('errors:invoice.creditOnlyIssued'));
    if (invoice.cancelledById)
      throw new AppError(
        'NOT_CREDITABLE',
        409,
        text('errors:invoice.creditCancelled', { number: invoice.number }),
      );
    const data = invoice.data;
    const lines = input.lines.map((chosen) => {
      const line = data.lines.find((candidate) => candidate.uuid === chosen.uuid);
      if (!line) throw new AppError('VALIDATION', 400, text('errors:invoice.lineUnknown'));
      if (chosen.amount > line.amount)
        throw new AppError(
          'VALIDATION',
          400,
          text('errors:invoice.creditAmountExceeds', { title: line.title, amount: line.amount }),
        );
      return {
        ...line,
        uuid: randomUUID(),
        amount: -chosen.amount,
        ...(chosen.price !== undefined ? { price: chosen.price } : {}),
        source_line: line.uuid ?? null,
      };
    });
    const creditNote = await createInTransaction(
      tx,
      {
        type: 'credit_note',
        receiver: invoice.receiver,
        ...(invoice.customerId ? { customer_id: invoice.customerId } : {}),
        price_mode: data.price_mode,
        vat_exemption: data.vat_exemption,
        // The supply it corrects is the invoice's.
        delivery_date: data.service_from ? null : (data.delivery_date ?? invoice.date),
        service_from: data.service_from,
        service_to: data.service_to,
        advance: 0,
        lines,
        ...(input.reason ? { title: input.reason } : {}),
        issue: false,
      },
      actor,
      { sourceId: invoice.id, cancelsId: invoice.id, orderId: invoice.orderId },
    );
    const creditCents = -toCents(creditNote.totals.due);
    const leftCents = invoice.dueCents - invoice.creditedCents;
    if (creditCents <= 0 || creditCents > leftCents)
      throw new AppError(
        'CREDIT_EXCEEDS',
        400,
        text('errors:invoice.creditExceeds', {
          credit: formatEuro(Math.max(creditCents, 0)),
          left: formatEuro(leftCents),
          number: invoice.number,
        }),
      );
    const [row] = await tx.select().from(invoiceDocuments).where(eq(invoiceDocuments.id, creditNote._id));
    const issued = await issueInTransaction(tx, row!, actor);
    const creditedCents = invoice.creditedCents + creditCents;
    const paymentStatus = paymentStatusOf(invoice.dueCents - creditedCents, invoice.paidCents);
    await tx
      .update(invoiceDocuments)
      .set({ creditedCents, paymentStatus, updated: new Date() })
      .where(eq(invoiceDocuments.id, invoice.id));
    await logHistory(
      tx,
      invoice.id,
      actor,
      'credited',
      {
        credited: { from: fromCents(invoice.creditedCents), to: fromCents(creditedCents) },
        ...(paymentStatus !== invoice.paymentStatus
          ? { payment_status: { from: invoice.paymentStatus, to: paymentStatus } }
          : {}),
      },
      issued.number ?? '',
    );
    return toDocument(issued);
  });
}

import { randomUUID } from 'node:crypto';
import { formatEuro, fromCents, paymentStatusOf, toCents, viennaDay } from '@gartenwerk/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../core/db';
import { AppError, notFound } from '../../core/errors';
import { text } from '../../core/texts';
import type { InvoiceDocument, Payment, PaymentCorrection, PaymentInput, PaymentReversal } from './schemas';
import { INVOICE_TYPES, balanceOf, lockDocument, logHistory, toDocument, type Actor } from './service';
import { invoiceDocuments, type DocumentRow } from './table';

/** The payments that count: every one not reversed. */
const paidCentsOf = (payments: readonly Payment[]) =>
  payments.filter((payment) => !payment.reversed).reduce((sum, payment) => sum + toCents(payment.amount), 0);

const paymentLabel = (payment: Payment) => `${payment.amount.toFixed(2)} € ${payment.date}`;

async function payableDocument(tx: Database, id: string): Promise<DocumentRow> {
  const row = await lockDocument(tx, id);
  // A credit note lowers what its invoice owes; money is recorded on the invoice.
  if (!INVOICE_TYPES.has(row.type) || row.type === 'credit_note' || !row.issuedAt)
    throw new AppError('NOT_PAYABLE', 400, text('errors:invoice.paymentOnlyIssued'));
  return row;
}

function requireReason(reason: string): string {
  const trimmed = reason.trim();
  if (!trimmed) throw new AppError('REASON_REQUIRED', 400, text('errors:invoice.paymentReasonRequired'));
  return trimmed;
}

/** A payment of the invoice that is not reversed yet. */
function activePayment(row: DocumentRow, uuid: string): Payment {
  const payment = row.data.payments.find((candidate) => candidate.uuid === uuid);
  if (!payment) throw notFound('payment not found');
  if (payment.reversed) throw new AppError('PAYMENT_REVERSED', 409, text('errors:invoice.paymentReversed'));
  return payment;
}

/**
 * Stores the invoice's payments and what follows from them (paid, payment state), and records the
 * change. More money than is still open is refused unless the owner confirmed it: then the excess
 * is the customer's credit (Guthaben), shown on the invoice and in the overview.
 */
async function savePayments(
  tx: Database,
  row: DocumentRow,
  payments: Payment[],
  change: { payment: Payment; confirmOverpayment: boolean | undefined },
  history: { action: string; changes?: Record<string, { from: unknown; to: unknown }>; detail: string },
  actor: Actor,
): Promise<InvoiceDocument> {
  const paidCents = paidCentsOf(payments);
  const owedCents = row.dueCents - row.creditedCents;
  const creditCents = paidCents - Math.max(owedCents, 0);
  if (paidCents > row.paidCents && creditCents > 0 && !change.confirmOverpayment) {
    const others = paidCents - toCents(change.payment.amount);
    throw new AppError(
      'OVERPAYMENT',
      409,
      text('errors:invoice.overpayment', {
        amount: formatEuro(toCents(change.payment.amount)),
        open: formatEuro(Math.max(owedCents - others, 0)),
        credit: formatEuro(creditCents),
      }),
    );
  }
  const paymentStatus = paymentStatusOf(owedCents, paidCents);
  const [updated] = await tx
    .update(invoiceDocuments)
    .set({ paidCents, paymentStatus, data: { ...row.data, payments }, updated: new Date() })
    .where(eq(invoiceDocuments.id, row.id))
    .returning();
  const before = balanceOf(row);
  const after = balanceOf(updated!);
  await logHistory(
    tx,
    row.id,
    actor,
    history.action,
    {
      ...history.changes,
      paid: { from: fromCents(row.paidCents), to: fromCents(paidCents) },
      ...(row.paymentStatus !== paymentStatus
        ? { payment_status: { from: row.paymentStatus, to: paymentStatus } }
        : {}),
      ...(before.credit !== after.credit
        ? { credit: { from: fromCents(before.credit), to: fromCents(after.credit) } }
        : {}),
    },
    history.detail,
  );
  return toDocument(updated!);
}

/** Records money received on an issued invoice; its payment state follows (partially paid, paid). */
export async function recordPayment(
  db: Database,
  input: PaymentInput,
  actor: Actor,
): Promise<InvoiceDocument> {
  return db.transaction(async (tx) => {
    const row = await payableDocument(tx, input._id);
    const payment: Payment = {
      uuid: randomUUID(),
      amount: input.amount,
      date: input.date ?? viennaDay(new Date()),
      note: input.note ?? '',
    };
    return savePayments(
      tx,
      row,
      [...row.data.payments, payment],
      { payment, confirmOverpayment: input.confirm_overpayment },
      { action: 'payment', detail: paymentLabel(payment) },
      actor,
    );
  });
}

/** Corrects a payment's amount, day or note; the history keeps what it was and why it changed. */
export async function correctPayment(
  db: Database,
  input: PaymentCorrection,
  actor: Actor,
): Promise<InvoiceDocument> {
  const reason = requireReason(input.reason);
  return db.transaction(async (tx) => {
    const row = await payableDocument(tx, input._id);
    const before = activePayment(row, input.payment);
    const after: Payment = {
      ...before,
      amount: input.amount ?? before.amount,
      date: input.date ?? before.date,
      note: input.note ?? before.note,
    };
    const changes = Object.fromEntries(
      (['amount', 'date', 'note'] as const)
        .filter((field) => before[field] !== after[field])
        .map((field) => [`payment_${field}`, { from: before[field], to: after[field] }]),
    );
    return savePayments(
      tx,
      row,
      row.data.payments.map((payment) => (payment.uuid === before.uuid ? after : payment)),
      { payment: after, confirmOverpayment: input.confirm_overpayment },
      { action: 'payment_corrected', changes, detail: `${paymentLabel(before)}: ${reason}` },
      actor,
    );
  });
}

/** Reverses a payment: it stays on the invoice, marked with the day and reason, and counts no more. */
export async function reversePayment(
  db: Database,
  input: PaymentReversal,
  actor: Actor,
): Promise<InvoiceDocument> {
  const reason = requireReason(input.reason);
  return db.transaction(async (tx) => {
    const row = await payableDocument(tx, input._id);
    const payment = activePayment(row, input.payment);
    const reversed: Payment = { ...payment, reversed: { at: new Date().toISOString(), reason } };
    return savePayments(
      tx,
      row,
      row.data.payments.map((candidate) => (candidate.uuid === payment.uuid ? reversed : candidate)),
      { payment: reversed, confirmOverpayment: false },
      { action: 'payment_reversed', detail: `${paymentLabel(payment)}: ${reason}` },
      actor,
    );
  });
}

import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../core/db';
import { AppError } from '../../core/errors';
import { text } from '../../core/texts';
import type { ConvertInput, InvoiceDocument, Line } from './schemas';
import {
  createInTransaction,
  lockDocument,
  logHistory,
  orderProgress,
  progressStatus,
  refreshProgress,
  typeName,
  type Actor,
} from './service';
import { defaultTemplate } from './master';
import { conversionTargets, viennaDay } from '@gartenwerk/domain';
import { invoiceDocuments, type DocumentRow, type DocumentType } from './table';

/** Amounts compare in thousandths: fractions such as 2.5 m add up without float noise. */
export const EPSILON = 1e-9;
export const roundAmount = (value: number) => Math.round(value * 1000) / 1000;

/**
 * The lines and amounts asked for (absent: everything still open), each checked against what is
 * still open of it; lines with nothing asked are left out.
 */
export function pickOpenAmounts(
  lines: readonly Line[],
  open: Map<string, number>,
  wanted: readonly { uuid: string; amount: number }[] | undefined,
): { line: Line; amount: number }[] {
  const byUuid = new Map(lines.map((line) => [line.uuid!, line]));
  const asked = wanted ?? lines.map((line) => ({ uuid: line.uuid!, amount: open.get(line.uuid!) ?? 0 }));
  const picked: { line: Line; amount: number }[] = [];
  for (const { uuid, amount } of asked) {
    const line = byUuid.get(uuid);
    if (!line) throw new AppError('VALIDATION', 400, text('errors:invoice.lineUnknown'));
    const available = open.get(uuid) ?? 0;
    if (amount > available + EPSILON)
      throw new AppError(
        'AMOUNT_EXCEEDS_OPEN',
        400,
        text('errors:invoice.amountExceedsOpen', { title: line.title, open: String(Math.max(0, available)) }),
      );
    if (amount > EPSILON) picked.push({ line, amount });
  }
  return picked;
}

/** How much of each line of the source is still open for the target type. */
async function openAmounts(
  tx: Database,
  source: DocumentRow,
  to: DocumentType,
): Promise<Map<string, number>> {
  if (source.type === 'order') {
    const progress = await orderProgress(tx, source);
    return new Map(
      progress.map((line) => [
        line.uuid,
        roundAmount(line.amount - (to === 'delivery' ? line.delivered : line.invoiced)),
      ]),
    );
  }
  if (source.type === 'delivery') {
    // What invoices written from this delivery note (and not cancelled) already took.
    const invoices = await tx
      .select()
      .from(invoiceDocuments)
      .where(
        and(
          eq(invoiceDocuments.sourceId, source.id),
          eq(invoiceDocuments.type, 'invoice'),
          isNull(invoiceDocuments.cancelledById),
        ),
      );
    const taken = (uuid: string) =>
      invoices
        .flatMap((invoice) => invoice.data.lines)
        .filter((line) => line.source_line === uuid)
        .reduce((sum, line) => sum + line.amount, 0);
    return new Map(
      source.data.lines.map((line) => [line.uuid!, roundAmount(line.amount - taken(line.uuid!))]),
    );
  }
  return new Map(source.data.lines.map((line) => [line.uuid!, line.amount]));
}

/** The lines of the new document: the chosen amounts, or everything still open. */
function chosenLines(source: DocumentRow, open: Map<string, number>, input: ConvertInput): Line[] {
  const lines = pickOpenAmounts(source.data.lines, open, input.lines).map(({ line, amount }) => ({
    ...line,
    uuid: randomUUID(),
    amount,
    source_line: line.uuid ?? null,
    // Order lines are the reference the chain counts against.
    order_line: source.type === 'order' ? (line.uuid ?? null) : (line.order_line ?? null),
  }));
  if (lines.length === 0) throw new AppError('NOTHING_OPEN', 400, text('errors:invoice.nothingOpen'));
  return lines;
}

/**
 * The lines a final invoice deducts: when an invoice leaves nothing of its order to invoice, every
 * issued installment receipt of the order (not cancelled, not deducted before) comes off it, one line
 * per VAT rate at the receipt's price (amount −1), so the invoice asks only for the rest and its VAT is the
 * order's VAT less the VAT already invoiced (an Endrechnung as § 11 UStG wants it).
 */
async function installmentDeductions(tx: Database, orderId: string, lines: Line[]): Promise<Line[]> {
  const [order] = await tx.select().from(invoiceDocuments).where(eq(invoiceDocuments.id, orderId));
  if (!order || order.type !== 'order') return [];
  const invoicedNow = (uuid: string) =>
    lines.filter((line) => line.order_line === uuid).reduce((sum, line) => sum + line.amount, 0);
  const after = (await orderProgress(tx, order)).map((line) => ({
    ...line,
    invoiced: roundAmount(line.invoiced + invoicedNow(line.uuid)),
  }));
  if (progressStatus(after) !== 'complete') return [];
  const related = await tx
    .select()
    .from(invoiceDocuments)
    .where(
      and(
        eq(invoiceDocuments.orderId, orderId),
        isNull(invoiceDocuments.cancelledById),
        isNotNull(invoiceDocuments.issuedAt),
      ),
    );
  const deducted = new Set(
    related
      .filter((document) => document.type === 'invoice')
      .flatMap((document) => document.data.lines.map((line) => line.installment_line)),
  );
  return related
    .filter((document) => document.type === 'installment')
    .flatMap((receipt) =>
      receipt.data.lines
        .filter((line) => !deducted.has(line.uuid))
        .map((line) => ({
          uuid: randomUUID(),
          item_id: null,
          title: `abzüglich Anzahlung ${receipt.number} (${line.vat_rate} % USt.)`,
          description: '',
          // A negative amount, not a negative price: EN 16931 (BR-27) forbids negative item prices.
          amount: -1,
          unit: '',
          price: line.price,
          vat_rate: line.vat_rate,
          discount: 0,
          discount_amount: 0,
          factor: 1,
          installment_line: line.uuid ?? null,
        })),
    );
}

/**
 * Converts a document along the chain (POST /api/v1/invoice/convert): an offer into an order, an
 * order into a delivery note or an invoice, a delivery note into an invoice, in full or for some
 * lines and amounts. The source's status follows: an order goes open → partial → complete as its
 * lines are invoiced.
 */
export async function convertDocument(
  db: Database,
  input: ConvertInput,
  actor: Actor,
): Promise<InvoiceDocument> {
  return db.transaction(async (tx) => {
    const source = await lockDocument(tx, input._id);
    if (!conversionTargets(source.type).includes(input.to))
      throw new AppError(
        'CONVERT_NOT_ALLOWED',
        400,
        text('errors:invoice.convertNotAllowed', { from: typeName(source.type), to: typeName(input.to) }),
      );
    if (!source.issuedAt) throw new AppError('CONVERT_DRAFT', 400, text('errors:invoice.convertDraft'));
    const lines = chosenLines(source, await openAmounts(tx, source, input.to), input);
    const orderId = source.type === 'order' ? source.id : source.orderId;
    if (input.to === 'invoice' && orderId) lines.push(...(await installmentDeductions(tx, orderId, lines)));
    const template = await defaultTemplate(tx, input.to);
    const data = source.data;
    const created = await createInTransaction(
      tx,
      {
        type: input.to,
        receiver: source.receiver,
        ...(source.customerId ? { customer_id: source.customerId } : {}),
        ...(source.vendorId ? { vendor_id: source.vendorId } : {}),
        price_mode: data.price_mode,
        vat_exemption: data.vat_exemption,
        title: data.title,
        text_before: template?.textBefore ?? '',
        text_after: template?.textAfter ?? '',
        template_id: template?.id ?? null,
        delivery_date: input.to === 'delivery' ? viennaDay(new Date()) : data.delivery_date,
        service_from: data.service_from,
        service_to: data.service_to,
        payment_terms_days: data.payment_terms_days,
        tags: source.tags,
        lines,
        issue: input.issue === true,
      },
      actor,
      { sourceId: source.id, ...(source.orderId ? { orderId: source.orderId } : {}) },
    );
    await logHistory(tx, source.id, actor, 'converted', {}, `${input.to} ${created._id}`);
    if (source.type === 'offer') {
      await tx
        .update(invoiceDocuments)
        .set({ status: 'complete', updated: new Date() })
        .where(eq(invoiceDocuments.id, source.id));
      await logHistory(tx, source.id, actor, 'progress', { status: { from: source.status, to: 'complete' } });
    }
    if (source.type === 'delivery') {
      const left = [...(await openAmounts(tx, source, 'invoice')).values()].some(
        (amount) => amount > EPSILON,
      );
      const status = left ? 'partial' : 'complete';
      if (status !== source.status) {
        await tx
          .update(invoiceDocuments)
          .set({ status, updated: new Date() })
          .where(eq(invoiceDocuments.id, source.id));
        await logHistory(tx, source.id, actor, 'progress', { status: { from: source.status, to: status } });
      }
    }
    if (source.orderId) await refreshProgress(tx, source.orderId, actor);
    return created;
  });
}

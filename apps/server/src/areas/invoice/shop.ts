import { randomUUID } from 'node:crypto';
import { fromCents, splitByValue, toCents, viennaDay } from '@gartenwerk/domain';
import { partyName } from '@gartenwerk/domain/schemas';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../core/db';
import { AppError } from '../../core/errors';
import { text } from '../../core/texts';
import { itemDetails, itemTitle } from '../shop-order/notify';
import type { Order } from '../shop-order/schemas';
import type { InvoiceDocument, Line } from './schemas';
import { cancelDocument, createInTransaction, toDocument, type Actor } from './service';
import { invoiceCustomers, invoiceDocuments } from './table';

/** The accounting customer of a shop order: the one taken over from its user (or e-mail), else a new one. */
async function customerForOrder(tx: Database, order: Order): Promise<string> {
  const owner = order.perm.owner;
  const [existing] = owner
    ? await tx.select().from(invoiceCustomers).where(eq(invoiceCustomers.userId, owner))
    : await tx
        .select()
        .from(invoiceCustomers)
        .where(and(isNull(invoiceCustomers.userId), eq(invoiceCustomers.email, order.email)));
  if (existing) return existing.id;
  const { phone, ...address } = order.invoiceAddress;
  const [created] = await tx
    .insert(invoiceCustomers)
    .values({
      name: partyName(address),
      address: { ...address, ...(phone ? { phone } : {}) },
      email: order.email,
      userId: owner,
    })
    .returning();
  return created!.id;
}

const shopLine = (title: string, price: number, vatRate: number): Line => ({
  uuid: randomUUID(),
  item_id: null,
  title,
  description: '',
  amount: 1,
  unit: '',
  price,
  vat_rate: vatRate,
  discount: 0,
  discount_amount: 0,
  factor: 1,
});

/**
 * The lines of a shop order as the customer was charged: each item at its unit price with its
 * discount, and the shipping as one line per VAT rate it carries (the part of each rate's gross the
 * items do not explain), all gross — so the invoice's VAT rows are the order's. A shipping discount
 * shows as the order shows it: the shipping before it, and the discount as a line of its own, split
 * over the rates as the shipping is (over the goods' rates when it took all of the shipping).
 */
export function linesOfShopOrder(
  order: Order,
  shippingTitle: string,
  discountTitle = order.language === 'en' ? 'Shipping discount' : 'Versandrabatt',
): Line[] {
  const language = order.language ?? 'de';
  const english = language === 'en';
  const notTaxable = (item: Order['items'][number]) => item.voucher?.purpose === 'multi';
  const lines: Line[] = order.items.map((item) => {
    const { note, customization, set } = itemDetails(item, language);
    return {
      uuid: randomUUID(),
      item_id: null,
      title: itemTitle(item, language),
      description: [customization, set, note, voucherNote(item, english)].filter(Boolean).join('\n'),
      amount: item.amount,
      unit: 'Stk.',
      price: item.price,
      vat_rate: item.vat_rate,
      discount: 0,
      discount_amount: item.discount,
      factor: 1,
      ...(notTaxable(item) ? { not_taxable: true } : {}),
    };
  });
  // What a single-purpose voucher paid came off its rate's row (a row it paid whole is gone).
  const singlePurpose =
    order.totals.voucher_purpose === 'single' && typeof order.totals.voucher_vat_rate === 'number'
      ? { rate: order.totals.voucher_vat_rate, cents: toCents(order.totals.voucher_used) }
      : null;
  const rows = new Map(order.totals.vat.map((row) => [row.rate, toCents(row.gross)]));
  if (singlePurpose && !rows.has(singlePurpose.rate)) rows.set(singlePurpose.rate, 0);
  const rates = [...rows.keys()].sort((a, b) => a - b);
  const shippingByRate = new Map<number, number>();
  const goodsByRate = new Map<number, number>();
  for (const rate of rates) {
    const itemsCents = order.items
      .filter((item) => item.vat_rate === rate && !notTaxable(item))
      .reduce((sum, item) => sum + toCents(item.total) - toCents(item.discount), 0);
    goodsByRate.set(rate, itemsCents);
    const redeemed = singlePurpose?.rate === rate ? singlePurpose.cents : 0;
    const shippingCents = rows.get(rate)! + redeemed - itemsCents;
    if (shippingCents > 0) shippingByRate.set(rate, shippingCents);
  }
  const discountCents = toCents(order.totals.shipping_discount ?? 0);
  const discountByRate = new Map(
    splitByValue(discountCents, shippingByRate.size > 0 ? shippingByRate : goodsByRate).map((share) => [
      share.rate,
      share.cost,
    ]),
  );
  for (const rate of rates) {
    const charged = shippingByRate.get(rate) ?? 0;
    const discount = discountByRate.get(rate) ?? 0;
    if (charged + discount > 0) lines.push(shopLine(shippingTitle, fromCents(charged + discount), rate));
    if (discount > 0) lines.push(shopLine(discountTitle, -fromCents(discount), rate));
  }
  // A single-purpose voucher's VAT was charged when it was sold: what it pays lessens the taxable
  // amount of its rate (a multi-purpose voucher is a payment, taken off after the VAT: `advance`).
  if (singlePurpose && singlePurpose.cents > 0) {
    const code = order.voucher ?? '';
    const title = english ? `Single-purpose voucher ${code}` : `Einzweck-Gutschein ${code}`;
    lines.push(shopLine(title.trim(), -fromCents(singlePurpose.cents), singlePurpose.rate));
  }
  return lines;
}

/** What an invoice says of a sold voucher's VAT. */
function voucherNote(item: Order['items'][number], english: boolean): string {
  if (!item.voucher) return '';
  if (item.voucher.purpose === 'multi')
    return english ? 'not taxable (multi-purpose voucher)' : 'nicht steuerbar (Mehrzweck-Gutschein)';
  const country = (item.voucher.vat_country ?? '').toUpperCase();
  return english
    ? `single-purpose voucher, taxed at ${item.vat_rate} % (${country})`
    : `Einzweck-Gutschein, versteuert mit ${item.vat_rate} % (${country})`;
}

/**
 * The invoice of a paid shop order (createFromUserData), issued at once and marked paid, from the
 * order and the customer's shop data. Runs in the caller's transaction, which holds the shop order's
 * row lock; one invoice per order: asked again, it answers the invoice it wrote.
 */
export async function writeShopOrderInvoice(
  tx: Database,
  order: Order,
  actor: Actor,
): Promise<InvoiceDocument> {
  const [existing] = await tx
    .select()
    .from(invoiceDocuments)
    .where(and(eq(invoiceDocuments.shopOrderId, order._id), eq(invoiceDocuments.type, 'invoice')));
  if (existing) return toDocument(existing);
  if (!order.payed)
    throw new AppError('NOT_PAID', 400, text('errors:invoice.shopOrderNotPaid', { number: order.number }));
  const customerId = await customerForOrder(tx, order);
  const { phone, ...address } = order.invoiceAddress;
  const shippingTitle = order.language === 'en' ? 'Shipping' : 'Versand';
  // A multi-purpose voucher pays after the VAT; a single-purpose one is a line of its own.
  const voucherPays = order.totals.voucher_purpose === 'single' ? 0 : order.totals.voucher_used;
  const voucherLabel = order.voucher && voucherPays > 0 ? `Gutschein ${order.voucher}` : '';
  const suppliedOn = viennaDay(new Date(order.shippedAt ?? order.payedAt ?? order.created));
  const invoice = await createInTransaction(
    tx,
    {
      type: 'invoice',
      customer_id: customerId,
      receiver: {
        ...address,
        ...(phone ? { phone } : {}),
        kind: 'customer',
        id: customerId,
        email: order.email,
      },
      price_mode: 'gross',
      vat_exemption: order.totals.vat_exempt ? 'intra_eu' : null,
      title: `Bestellung ${order.number}`,
      delivery_date: suppliedOn,
      advance: voucherPays,
      advance_label: voucherLabel,
      payment_terms_days: 0,
      lines: linesOfShopOrder(order, shippingTitle),
      tags: ['shop'],
      issue: true,
    },
    actor,
    { shopOrderId: order._id },
  );
  // The customer paid the order: the invoice is paid the day the order was.
  const payment = {
    uuid: randomUUID(),
    amount: invoice.totals.due,
    date: viennaDay(new Date(order.payedAt ?? Date.now())),
    note: `Bestellung ${order.number}`,
  };
  const [paid] = await tx
    .update(invoiceDocuments)
    .set({
      paidCents: toCents(invoice.totals.due),
      paymentStatus: 'paid',
      data: { ...(await currentData(tx, invoice._id)), payments: [payment] },
    })
    .where(eq(invoiceDocuments.id, invoice._id))
    .returning();
  return toDocument(paid!);
}

/**
 * A paid shop order is invoiced once it is supplied, so that the invoice's day of supply is the
 * shipping day: goods when they are shipped, an order of vouchers alone when it is paid (its
 * vouchers are made then). Called in the transaction that marks it paid or shipped.
 */
export async function invoiceWhenSupplied(tx: Database, order: Order, actor: Actor): Promise<void> {
  const supplied = order.shipped || order.items.every((item) => item.type === 'voucher');
  if (order.payed && supplied) await writeShopOrderInvoice(tx, order, actor);
}

/** A withdrawn shop order's invoice is corrected by its cancellation (in the withdrawal's transaction). */
export async function cancelShopOrderInvoice(tx: Database, orderId: string, actor: Actor): Promise<void> {
  const [invoice] = await tx
    .select()
    .from(invoiceDocuments)
    .where(and(eq(invoiceDocuments.shopOrderId, orderId), eq(invoiceDocuments.type, 'invoice')));
  if (invoice && invoice.issuedAt && !invoice.cancelledById) await cancelDocument(tx, invoice.id, actor);
}

/**
 * The document a refund of a shop order calls for, in the refund's transaction: refunding the whole
 * order cancels its invoice (Stornorechnung); a part gets a credit note (Gutschrift) over the
 * refunded amount, split over the invoice's VAT rates in proportion to their gross. Nothing without
 * an issued, not yet cancelled invoice. Amounts in cents.
 */
export async function correctShopOrderInvoice(
  tx: Database,
  order: Order,
  refund: { cents: number; whole: boolean; reason: string },
  actor: Actor,
): Promise<InvoiceDocument | null> {
  const [invoice] = await tx
    .select()
    .from(invoiceDocuments)
    .where(and(eq(invoiceDocuments.shopOrderId, order._id), eq(invoiceDocuments.type, 'invoice')));
  if (!invoice?.issuedAt || invoice.cancelledById) return null;
  if (refund.whole) return cancelDocument(tx, invoice.id, actor);
  const grossByRate = new Map(order.totals.vat.map((row) => [row.rate, toCents(row.gross)]));
  const english = order.language === 'en';
  const title = english ? `Credit for invoice ${invoice.number}` : `Gutschrift zu Rechnung ${invoice.number}`;
  return createInTransaction(
    tx,
    {
      type: 'cancellation',
      receiver: invoice.receiver,
      ...(invoice.customerId ? { customer_id: invoice.customerId } : {}),
      price_mode: 'gross',
      vat_exemption: invoice.data.vat_exemption,
      delivery_date: invoice.data.delivery_date,
      title: english ? `Credit note, order ${order.number}` : `Gutschrift zur Bestellung ${order.number}`,
      advance: 0,
      lines: splitByValue(refund.cents, grossByRate).map((share) => ({
        uuid: randomUUID(),
        item_id: null,
        title,
        description: refund.reason,
        amount: -1,
        unit: '',
        price: fromCents(share.cost),
        vat_rate: share.rate,
        discount: 0,
        discount_amount: 0,
        factor: 1,
      })),
      tags: ['shop'],
      issue: true,
    },
    actor,
    { sourceId: invoice.id, cancelsId: invoice.id, orderId: invoice.orderId },
  );
}

async function currentData(tx: Database, id: string) {
  const [row] = await tx
    .select({ data: invoiceDocuments.data })
    .from(invoiceDocuments)
    .where(eq(invoiceDocuments.id, id));
  return row!.data;
}

/** The invoice written for a shop order, if any (the shop order view and the customer account link it). */
export async function invoiceOfShopOrder(db: Database, orderId: string) {
  const [row] = await db
    .select()
    .from(invoiceDocuments)
    .where(and(eq(invoiceDocuments.shopOrderId, orderId), eq(invoiceDocuments.type, 'invoice')));
  return row ? toDocument(row) : null;
}

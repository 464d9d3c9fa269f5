import {
  countryName,
  DEFAULT_LANGUAGE,
  formatDate,
  formatEuro,
  shippingBeforeDiscount,
  toCents,
  type Language,
} from '@gartenwerk/domain';
import { createI18n } from '@gartenwerk/i18n';
import { PDFDocument, rgb, type PDFFont } from 'pdf-lib';
import {
  A4Writer,
  A4_WIDTH,
  BLACK,
  embedFonts,
  GREY,
  PAGE_MARGIN,
  printable,
  RIGHT_EDGE,
  wrap,
} from '../../core/pdf';
import type { Company } from '../config/schemas';
import { itemDetails, itemTitle, pickupWindowText, plannedShipping, sellerLines } from './notify';
import type { Order, OrderAddress } from './schemas';

const GREEN = rgb(0.18, 0.36, 0.2);

/** Right edges of the amount columns and the left edge of the product column. */
const COLUMNS = {
  amount: PAGE_MARGIN + 30,
  product: PAGE_MARGIN + 42,
  unitPrice: 410,
  vat: 460,
  total: RIGHT_EDGE,
};

function addressLines(address: OrderAddress, language: Language): string[] {
  return [
    address.company ?? '',
    `${address.first_name} ${address.last_name}`.trim(),
    address.address,
    `${address.zip} ${address.city}`.trim(),
    countryName(address.country, language),
    address.uid ? `UID ${address.uid}` : '',
    address.phone ?? '',
  ].filter(Boolean);
}

/**
 * The order as a printable PDF, from what was stored when it was placed: number, date, addresses,
 * items with amounts, prices and VAT, and the totals; the seller in the top right corner.
 */
export async function renderOrderPdf(
  order: Order,
  company: Company,
  language: Language = DEFAULT_LANGUAGE,
): Promise<Buffer> {
  const t = createI18n(language).getFixedT(null, 'admin', 'shopOrders');
  const euro = (amount: number) => formatEuro(toCents(amount), language);
  const date = (iso: string) => formatDate(iso, language);

  const pdf = await PDFDocument.create();
  pdf.setTitle(t('pdf.title', { number: order.number }));
  pdf.setProducer('Gartenwerk');
  const { regular, bold } = await embedFonts(pdf);

  const writer = new A4Writer(pdf);

  // The seller, right-aligned above the title.
  sellerLines(company, language).forEach((line, index) => {
    writer.writeRight(line, RIGHT_EDGE, index === 0 ? bold : regular, 8, index === 0 ? BLACK : GREY);
    writer.top -= 10;
  });
  writer.top -= 22;
  writer.write(t('pdf.title', { number: order.number }), PAGE_MARGIN, bold, 20, GREEN);
  writer.top -= 18;
  writer.write(t('pdf.date', { date: date(order.created) }), PAGE_MARGIN, regular, 10, GREY);

  // Addresses side by side.
  writer.top -= 30;
  const half = PAGE_MARGIN + (A4_WIDTH - 2 * PAGE_MARGIN) / 2;
  writer.write(t('pdf.invoiceAddress'), PAGE_MARGIN, bold, 10);
  writer.write(t('pdf.shippingAddress'), half, bold, 10);
  const invoice = addressLines(order.invoiceAddress, language);
  const shipping =
    order.shippingMethod === 'pickup'
      ? [t('pdf.pickup'), ...(order.pickupWindow ? [pickupWindowText(order.pickupWindow, language)] : [])]
      : [
          ...(order.shippingAddress
            ? addressLines(order.shippingAddress, language)
            : [t('pdf.sameAsInvoice')]),
          ...(order.split_delivery ? [t('pdf.splitDelivery')] : []),
        ];
  for (let row = 0; row < Math.max(invoice.length, shipping.length); row++) {
    writer.top -= 13;
    if (invoice[row]) writer.write(invoice[row]!, PAGE_MARGIN, regular, 10);
    if (shipping[row]) writer.write(shipping[row]!, half, regular, 10);
  }
  writer.top -= 13;
  writer.write(order.email, PAGE_MARGIN, regular, 10, GREY);

  // Items.
  const header = () => {
    writer.top -= 30;
    writer.writeRight(t('pdf.amount'), COLUMNS.amount, bold, 9);
    writer.write(t('pdf.product'), COLUMNS.product, bold, 9);
    writer.writeRight(t('pdf.unitPrice'), COLUMNS.unitPrice, bold, 9);
    writer.writeRight(t('pdf.vatRate'), COLUMNS.vat, bold, 9);
    writer.writeRight(t('pdf.lineTotal'), COLUMNS.total, bold, 9);
    writer.top -= 5;
    writer.rule(PAGE_MARGIN);
  };
  header();
  const productWidth = COLUMNS.unitPrice - 70 - COLUMNS.product;
  for (const item of order.items) {
    const title = itemTitle(item, language);
    const lines = wrap(regular, printable(regular, title), 10, productWidth);
    if (writer.top - 14 * lines.length < PAGE_MARGIN) {
      writer.newPage();
      header();
    }
    writer.top -= 14;
    writer.writeRight(String(item.amount), COLUMNS.amount, regular, 10);
    writer.writeRight(euro(item.price), COLUMNS.unitPrice, regular, 10);
    writer.writeRight(`${item.vat_rate} %`, COLUMNS.vat, regular, 10);
    writer.writeRight(euro(item.total), COLUMNS.total, regular, 10);
    lines.forEach((line, index) => {
      if (index > 0) writer.top -= 12;
      writer.write(line, COLUMNS.product, regular, 10);
    });
    if (item.discount > 0) {
      writer.top -= 12;
      writer.write(`${t('pdf.discount')} −${euro(item.discount)}`, COLUMNS.product, regular, 8, GREY);
    }
    // The customer's additions in small print under the product, wrapped to its column.
    const { note, customization, set } = itemDetails(item, language);
    const extras = [
      plannedShipping(item, language),
      customization,
      set ? t('pdf.lineSet', { parts: set }) : '',
      note ? t('pdf.lineNote', { note }) : '',
      item.voucher?.purpose === 'multi' ? t('pdf.notTaxable') : '',
      item.voucher?.purpose === 'single'
        ? t('pdf.soldSingle', {
            rate: item.vat_rate,
            country: (item.voucher.vat_country ?? '').toUpperCase(),
          })
        : '',
    ].filter(Boolean);
    for (const extra of extras) {
      for (const part of wrap(regular, printable(regular, extra), 8, productWidth)) {
        writer.room(10);
        writer.top -= 10;
        writer.write(part, COLUMNS.product, regular, 8, GREY);
      }
    }
  }

  // Totals.
  const { totals } = order;
  const totalLines: [string, string, PDFFont][] = [[t('pdf.itemsTotal'), euro(totals.items), regular]];
  if (totals.discount > 0) totalLines.push([t('pdf.discount'), `−${euro(totals.discount)}`, regular]);
  const shippingDiscount = totals.shipping_discount ?? 0;
  totalLines.push([
    t('pdf.shipping'),
    totals.shipping_free ? t('pdf.shippingFree') : euro(shippingBeforeDiscount(totals)),
    regular,
  ]);
  if (shippingDiscount > 0)
    totalLines.push([t('pdf.shippingDiscount'), `−${euro(shippingDiscount)}`, regular]);
  // A single-purpose voucher lessens the taxed amount (its VAT was charged when it was sold); a
  // multi-purpose one is a payment, taken off after the VAT.
  const singlePurpose = totals.voucher_purpose === 'single';
  if (singlePurpose && totals.voucher_used > 0)
    totalLines.push([
      t('pdf.voucherSingle', { code: order.voucher ?? '' }),
      `−${euro(totals.voucher_used)}`,
      regular,
    ]);
  totalLines.push([t('pdf.net'), euro(totals.net), regular]);
  if (totals.vat_exempt) totalLines.push([t('pdf.vatExempt'), euro(0), regular]);
  // A 0 % line without tax (e.g. untaxed shipping) says nothing.
  for (const line of totals.vat.filter((vat) => vat.rate !== 0 || vat.vat !== 0))
    totalLines.push([t('pdf.vat', { rate: line.rate }), euro(line.vat), regular]);
  totalLines.push([t('pdf.gross'), euro(totals.gross), bold]);
  if ((totals.not_taxable ?? 0) > 0)
    totalLines.push([t('pdf.notTaxable'), euro(totals.not_taxable ?? 0), regular]);
  if (!singlePurpose && totals.voucher_used > 0) {
    totalLines.push([
      t('pdf.voucher', { code: order.voucher ?? '' }),
      `−${euro(totals.voucher_used)}`,
      regular,
    ]);
  }
  totalLines.push([t('pdf.total'), euro(order.total), bold]);

  writer.totals(totalLines);

  writer.top -= 16;
  if (order.selectedPayment) {
    const method = t(`paymentNames.${order.selectedPayment}`, { defaultValue: order.selectedPayment });
    writer.paragraph(t('pdf.paymentMethod', { method }), regular, 10);
  }
  if (order.payedAt) writer.paragraph(t('pdf.paid', { date: date(order.payedAt) }), regular, 10);
  if (order.shippedAt) writer.paragraph(t('pdf.shipped', { date: date(order.shippedAt) }), regular, 10);
  if (order.comment) writer.paragraph(t('pdf.comment', { comment: order.comment }), regular, 10, GREY);
  return Buffer.from(await pdf.save());
}

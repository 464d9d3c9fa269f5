import { countryName, DEFAULT_LANGUAGE, formatEuro, toCents, type Language } from '@gartenwerk/domain';
import { createI18n } from '@gartenwerk/i18n';
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { printable, wrap } from '../shop-voucher/pdf';
import type { Company } from '../config/schemas';
import { itemDetails, itemTitle, sellerLines } from './notify';
import type { Order, OrderAddress } from './schemas';

// A4 portrait, in points.
const WIDTH = 595;
const HEIGHT = 842;
const MARGIN = 48;
const GREEN = rgb(0.18, 0.36, 0.2);
const GREY = rgb(0.35, 0.35, 0.35);
const BLACK = rgb(0.1, 0.1, 0.1);

/** Right edges of the amount columns and the left edge of the product column. */
const COLUMNS = {
  amount: MARGIN + 30,
  product: MARGIN + 42,
  unitPrice: 410,
  vat: 460,
  total: WIDTH - MARGIN,
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
  const locale = language === 'de' ? 'de-AT' : 'en-GB';
  const euro = (amount: number) => formatEuro(toCents(amount), locale);
  const date = (iso: string) => new Date(iso).toLocaleDateString(locale);

  const pdf = await PDFDocument.create();
  pdf.setTitle(t('pdf.title', { number: order.number }));
  pdf.setProducer('Gartenwerk');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);

  let page: PDFPage = pdf.addPage([WIDTH, HEIGHT]);
  let top = HEIGHT - MARGIN;
  const room = (height: number) => {
    if (top - height >= MARGIN) return;
    page = pdf.addPage([WIDTH, HEIGHT]);
    top = HEIGHT - MARGIN;
  };
  const text = (value: string, x: number, font: PDFFont, size: number, color = BLACK) =>
    page.drawText(printable(font, value), { x, y: top, size, font, color });
  const rightAligned = (value: string, right: number, font: PDFFont, size: number, color = BLACK) => {
    const shown = printable(font, value);
    page.drawText(shown, { x: right - font.widthOfTextAtSize(shown, size), y: top, size, font, color });
  };
  const paragraph = (value: string, font: PDFFont, size: number, color = BLACK) => {
    for (const part of wrap(font, printable(font, value), size, WIDTH - 2 * MARGIN)) {
      room(size * 1.4);
      top -= size * 1.4;
      text(part, MARGIN, font, size, color);
    }
  };

  // The seller, right-aligned above the title.
  sellerLines(company, language).forEach((line, index) => {
    rightAligned(line, WIDTH - MARGIN, index === 0 ? bold : regular, 8, index === 0 ? BLACK : GREY);
    top -= 10;
  });
  top -= 22;
  text(t('pdf.title', { number: order.number }), MARGIN, bold, 20, GREEN);
  top -= 18;
  text(t('pdf.date', { date: date(order.created) }), MARGIN, regular, 10, GREY);

  // Addresses side by side.
  top -= 30;
  const half = MARGIN + (WIDTH - 2 * MARGIN) / 2;
  text(t('pdf.invoiceAddress'), MARGIN, bold, 10);
  text(t('pdf.shippingAddress'), half, bold, 10);
  const invoice = addressLines(order.invoiceAddress, language);
  const shipping =
    order.shippingMethod === 'pickup'
      ? [t('pdf.pickup')]
      : order.shippingAddress
        ? addressLines(order.shippingAddress, language)
        : [t('pdf.sameAsInvoice')];
  for (let row = 0; row < Math.max(invoice.length, shipping.length); row++) {
    top -= 13;
    if (invoice[row]) text(invoice[row]!, MARGIN, regular, 10);
    if (shipping[row]) text(shipping[row]!, half, regular, 10);
  }
  top -= 13;
  text(order.email, MARGIN, regular, 10, GREY);

  // Items.
  const header = () => {
    top -= 30;
    rightAligned(t('pdf.amount'), COLUMNS.amount, bold, 9);
    text(t('pdf.product'), COLUMNS.product, bold, 9);
    rightAligned(t('pdf.unitPrice'), COLUMNS.unitPrice, bold, 9);
    rightAligned(t('pdf.vatRate'), COLUMNS.vat, bold, 9);
    rightAligned(t('pdf.lineTotal'), COLUMNS.total, bold, 9);
    top -= 5;
    page.drawLine({
      start: { x: MARGIN, y: top },
      end: { x: WIDTH - MARGIN, y: top },
      thickness: 0.5,
      color: GREY,
    });
  };
  header();
  const productWidth = COLUMNS.unitPrice - 70 - COLUMNS.product;
  for (const item of order.items) {
    const title = itemTitle(item);
    const lines = wrap(regular, printable(regular, title), 10, productWidth);
    if (top - 14 * lines.length < MARGIN) {
      room(HEIGHT);
      header();
    }
    top -= 14;
    rightAligned(String(item.amount), COLUMNS.amount, regular, 10);
    rightAligned(euro(item.price), COLUMNS.unitPrice, regular, 10);
    rightAligned(`${item.vat_rate} %`, COLUMNS.vat, regular, 10);
    rightAligned(euro(item.total), COLUMNS.total, regular, 10);
    lines.forEach((line, index) => {
      if (index > 0) top -= 12;
      text(line, COLUMNS.product, regular, 10);
    });
    if (item.discount > 0) {
      top -= 12;
      text(`${t('pdf.discount')} −${euro(item.discount)}`, COLUMNS.product, regular, 8, GREY);
    }
    // The customer's additions in small print under the product, wrapped to its column.
    const { note, customization, set } = itemDetails(item, language);
    const extras = [
      customization,
      set ? t('pdf.lineSet', { parts: set }) : '',
      note ? t('pdf.lineNote', { note }) : '',
    ].filter(Boolean);
    for (const extra of extras) {
      for (const part of wrap(regular, printable(regular, extra), 8, productWidth)) {
        room(10);
        top -= 10;
        text(part, COLUMNS.product, regular, 8, GREY);
      }
    }
  }

  // Totals.
  const { totals } = order;
  const totalLines: [string, string, PDFFont][] = [[t('pdf.itemsTotal'), euro(totals.items), regular]];
  if (totals.discount > 0) totalLines.push([t('pdf.discount'), `−${euro(totals.discount)}`, regular]);
  totalLines.push([
    t('pdf.shipping'),
    totals.shipping_free ? t('pdf.shippingFree') : euro(totals.shipping),
    regular,
  ]);
  totalLines.push([t('pdf.net'), euro(totals.net), regular]);
  if (totals.vat_exempt) totalLines.push([t('pdf.vatExempt'), euro(0), regular]);
  // A 0 % line without tax (e.g. untaxed shipping) says nothing.
  for (const line of totals.vat.filter((vat) => vat.rate !== 0 || vat.vat !== 0))
    totalLines.push([t('pdf.vat', { rate: line.rate }), euro(line.vat), regular]);
  totalLines.push([t('pdf.gross'), euro(totals.gross), bold]);
  if (totals.voucher_used > 0) {
    totalLines.push([
      t('pdf.voucher', { code: order.voucher ?? '' }),
      `−${euro(totals.voucher_used)}`,
      regular,
    ]);
  }
  totalLines.push([t('pdf.total'), euro(order.total), bold]);

  room(20 + 14 * totalLines.length);
  top -= 8;
  page.drawLine({
    start: { x: 300, y: top },
    end: { x: WIDTH - MARGIN, y: top },
    thickness: 0.5,
    color: GREY,
  });
  for (const [label, value, font] of totalLines) {
    top -= 14;
    text(label, 300, font, 10);
    rightAligned(value, COLUMNS.total, font, 10);
  }

  top -= 16;
  if (order.selectedPayment) {
    const method = t(`paymentNames.${order.selectedPayment}`, { defaultValue: order.selectedPayment });
    paragraph(t('pdf.paymentMethod', { method }), regular, 10);
  }
  if (order.payedAt) paragraph(t('pdf.paid', { date: date(order.payedAt) }), regular, 10);
  if (order.shippedAt) paragraph(t('pdf.shipped', { date: date(order.shippedAt) }), regular, 10);
  if (order.comment) paragraph(t('pdf.comment', { comment: order.comment }), regular, 10, GREY);
  return Buffer.from(await pdf.save());
}

import {
  countryName,
  DEFAULT_LANGUAGE,
  formatDate,
  formatEuro,
  fromCents,
  toCents,
  type Language,
} from '@gartenwerk/domain';
import type { PrintableImage } from '../file/printable';
import { createI18n } from '@gartenwerk/i18n';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import {
  A4Writer,
  A4_HEIGHT,
  BLACK,
  embedFonts,
  GREY,
  PAGE_MARGIN,
  printable,
  RIGHT_EDGE,
  wrap,
} from '../../core/pdf';
import type { Company } from '../config/schemas';
import { epcPayload, groupedIban, qrModules, type PayeeAccount } from './bank';
import { sellerLines } from '../shop-order/notify';
import type { InvoiceDocument, Receiver } from './schemas';
import type { InvoiceSettings } from './settings';

const FOOTER_HEIGHT = 60;

/** Right edges of the number columns, left edge of the description. */
const COLUMNS = {
  position: PAGE_MARGIN + 18,
  amount: PAGE_MARGIN + 70,
  unit: PAGE_MARGIN + 76,
  text: PAGE_MARGIN + 122,
  price: 400,
  vat: 445,
  total: RIGHT_EDGE,
};

function hexColor(hex: string) {
  const value = Number.parseInt(hex.slice(1), 16);
  return rgb(((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255);
}

function receiverLines(receiver: Receiver, language: Language): string[] {
  return [
    receiver.company ?? '',
    [receiver.title, receiver.first_name, receiver.last_name].filter(Boolean).join(' '),
    receiver.address ?? '',
    `${receiver.zip ?? ''} ${receiver.city ?? ''}`.trim(),
    receiver.country ? countryName(receiver.country, language) : '',
  ].filter(Boolean);
}

/** Amounts as the documents write them: up to 3 decimals, no trailing zeros. */
const amountText = (amount: number, locale: string) =>
  amount.toLocaleString(locale, { maximumFractionDigits: 3, useGrouping: false });

export interface PdfContext {
  company: Company;
  settings: InvoiceSettings;
  /** The document an invoice was converted from or a cancellation cancels, for the reference line. */
  related?: Pick<InvoiceDocument, 'type' | 'number' | 'date'> | null;
  language?: Language;
  /** The logo of settings/pdf from the file library. */
  logo?: PrintableImage | null;
  /** The company's account, in the footer and, on an invoice still to be paid, as a payment code. */
  account?: PayeeAccount | null;
}

const QR_SIZE = 96;

/** A QR code as black squares (one rectangle per run of dark modules in a row), its top left at x, top. */
function drawQr(page: PDFPage, modules: boolean[][], x: number, top: number, size: number): void {
  const module = size / modules.length;
  modules.forEach((row, rowIndex) => {
    for (let start = 0; start < row.length; start++) {
      if (!row[start]) continue;
      let end = start;
      while (row[end + 1]) end++;
      page.drawRectangle({
        x: x + start * module,
        y: top - (rowIndex + 1) * module,
        width: (end - start + 1) * module,
        height: module,
        color: rgb(0, 0, 0),
      });
      start = end;
    }
  });
}

/**
 * A document as a PDF with what § 11 UStG (AT) and § 14 UStG (DE) ask of an invoice: seller and
 * buyer with address, the seller's UID and the buyer's where given, date, number, date of supply or
 * service period, quantity and description, net per rate, rate, VAT and gross, the exemption notice
 * for intra-Community supplies and reverse charge; the footer carries the bank data from settings/pdf.
 */
export async function renderDocumentPdf(document: InvoiceDocument, context: PdfContext): Promise<Buffer> {
  const language = context.language ?? DEFAULT_LANGUAGE;
  const t = createI18n(language).getFixedT(null, 'invoice');
  const locale = language === 'de' ? 'de-AT' : 'en-GB';
  const euro = (amount: number) => formatEuro(toCents(amount), language);
  const day = (date: string) => formatDate(date, language);
  const { company, settings } = context;
  const account = context.account ?? null;
  const pdfSettings = settings.pdf;
  const accent = hexColor(pdfSettings.color);
  const typeName = t(`types.${document.type}`);
  const title = `${typeName.charAt(0).toUpperCase()}${typeName.slice(1)} ${document.number ?? ''}`.trim();

  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setProducer('Gartenwerk');
  pdf.setCreator('Gartenwerk');
  const { regular, bold } = await embedFonts(pdf, pdfSettings.font);

  const writer = new A4Writer(pdf, PAGE_MARGIN + FOOTER_HEIGHT);

  // Letterhead: logo left, the seller right.
  if (context.logo) {
    const image =
      context.logo.kind === 'png'
        ? await pdf.embedPng(context.logo.bytes)
        : await pdf.embedJpg(context.logo.bytes);
    const scaled = image.scaleToFit(160, 60);
    writer.page.drawImage(image, {
      x: PAGE_MARGIN,
      y: writer.top - scaled.height + 8,
      width: scaled.width,
      height: scaled.height,
    });
  }
  const seller = sellerLines(company, language);
  seller.forEach((line, index) => {
    writer.writeRight(line, RIGHT_EDGE, index === 0 ? bold : regular, 8, index === 0 ? BLACK : GREY);
    writer.top -= 10;
  });
  for (const line of pdfSettings.letterhead.split('\n').filter(Boolean)) {
    writer.writeRight(line, RIGHT_EDGE, regular, 8, GREY);
    writer.top -= 10;
  }

  // The receiver's window, and the document's facts beside it.
  writer.top = Math.min(writer.top, A4_HEIGHT - PAGE_MARGIN - 90) - 20;
  const sender = [company.name, company.street, `${company.zip} ${company.city}`.trim()]
    .filter(Boolean)
    .join(' · ');
  writer.write(sender, PAGE_MARGIN, regular, 7, GREY);
  const factsTop = writer.top;
  for (const line of receiverLines(document.receiver, language)) {
    writer.top -= 13;
    writer.write(line, PAGE_MARGIN, regular, 10);
  }
  if (document.receiver.uid) {
    writer.top -= 13;
    writer.write(`${t('pdf.customerUid')}: ${document.receiver.uid}`, PAGE_MARGIN, regular, 10);
  }
  const receiverBottom = writer.top;
  writer.top = factsTop;
  const facts: [string, string][] = [
    [t('pdf.number'), document.number ?? t('pdf.draft')],
    [t('pdf.date'), day(document.date)],
  ];
  if (document.service_from && document.service_to)
    facts.push([t('pdf.servicePeriod'), `${day(document.service_from)} – ${day(document.service_to)}`]);
  else if (document.delivery_date)
    facts.push([
      // On an order to a vendor the date is when the goods should come, not a date of supply.
      t(document.type === 'vendor_order' ? 'pdf.requestedDelivery' : 'pdf.deliveryDate'),
      day(document.delivery_date),
    ]);
  else if (document.type === 'invoice' || document.type === 'installment' || document.type === 'cancellation')
    // Without its own date of supply, the supply is the invoice's date (§ 11 Abs. 1 Z 4 UStG).
    facts.push([t('pdf.deliveryDate'), day(document.date)]);
  // A paid invoice (a paid shop order's) is due no more.
  if (document.due_date && document.payment_status !== 'paid')
    facts.push([t('pdf.dueDate'), day(document.due_date)]);
  if (document.type === 'offer' && document.valid_until)
    facts.push([t('pdf.validUntil'), day(document.valid_until)]);
  for (const [label, value] of facts) {
    writer.top -= 13;
    writer.write(label, 360, regular, 9, GREY);
    writer.writeRight(value, RIGHT_EDGE, regular, 9);
  }
  writer.top = Math.min(writer.top, receiverBottom) - 30;

  writer.write(title, PAGE_MARGIN, bold, 18, accent);
  if (!document.issued) writer.writeRight(t('pdf.draft'), RIGHT_EDGE, bold, 18, GREY);
  if (document.title) {
    writer.top -= 16;
    writer.write(document.title, PAGE_MARGIN, regular, 10, GREY);
  }
  if (context.related?.number) {
    const key =
      document.type === 'cancellation'
        ? 'pdf.cancels'
        : document.type === 'credit_note'
          ? 'pdf.corrects'
          : 'pdf.source';
    writer.top -= 14;
    writer.write(
      t(key, {
        number: context.related.number,
        date: day(context.related.date),
        type: t(`types.${context.related.type}`),
      }),
      PAGE_MARGIN,
      regular,
      10,
    );
  }
  if (document.text_before) {
    writer.top -= 6;
    writer.paragraph(document.text_before, regular, 10);
  }

  // Lines.
  const priced = document.type !== 'delivery';
  const header = () => {
    writer.top -= 24;
    writer.writeRight(t('pdf.position'), COLUMNS.position, bold, 8);
    writer.writeRight(t('pdf.amount'), COLUMNS.amount, bold, 8);
    writer.write(t('pdf.unit'), COLUMNS.unit, bold, 8);
    writer.write(t('pdf.description'), COLUMNS.text, bold, 8);
    if (priced) {
      writer.writeRight(t('pdf.unitPrice'), COLUMNS.price, bold, 8);
      writer.writeRight(t('pdf.vatRate'), COLUMNS.vat, bold, 8);
      writer.writeRight(t('pdf.lineTotal'), COLUMNS.total, bold, 8);
    }
    writer.top -= 5;
    writer.rule(PAGE_MARGIN);
  };
  header();
  const textWidth = (priced ? COLUMNS.price - 60 : COLUMNS.total) - COLUMNS.text;
  document.lines.forEach((line, index) => {
    const titleLines = wrap(regular, printable(regular, line.title), 9, textWidth);
    const notes = [
      line.factor !== undefined && line.factor !== 1
        ? t('pdf.factor', { value: amountText(line.factor, locale) })
        : '',
      line.discount ? t('pdf.discount', { value: `${amountText(line.discount, locale)} %` }) : '',
      line.discount_amount ? t('pdf.discount', { value: euro(line.discount_amount) }) : '',
    ].filter(Boolean);
    const detailLines = [line.description ?? '', notes.join(' · ')]
      .filter(Boolean)
      .flatMap((detail) => wrap(regular, printable(regular, detail), 8, textWidth));
    if (writer.top - 12 * titleLines.length - 10 * detailLines.length < PAGE_MARGIN + FOOTER_HEIGHT) {
      writer.newPage();
      header();
    }
    writer.top -= 13;
    writer.writeRight(String(index + 1), COLUMNS.position, regular, 9);
    writer.writeRight(amountText(line.amount, locale), COLUMNS.amount, regular, 9);
    writer.write(line.unit ?? '', COLUMNS.unit, regular, 9);
    if (priced) {
      writer.writeRight(euro(line.price), COLUMNS.price, regular, 9);
      writer.writeRight(`${amountText(line.vat_rate, locale)} %`, COLUMNS.vat, regular, 9);
      writer.writeRight(euro(document.totals.lines[index] ?? 0), COLUMNS.total, regular, 9);
    }
    titleLines.forEach((part, partIndex) => {
      if (partIndex > 0) writer.top -= 11;
      writer.write(part, COLUMNS.text, regular, 9);
    });
    for (const detail of detailLines) {
      writer.top -= 10;
      writer.write(detail, COLUMNS.text, regular, 8, GREY);
    }
  });

  // Totals: net, then per rate its net and VAT, the gross, what was paid before and what is due.
  if (priced) {
    const { totals } = document;
    const rows: [string, string, PDFFont][] = [[t('pdf.net'), euro(totals.net), regular]];
    // The sale of multi-purpose vouchers is not taxable: a row of its own instead of "0 %".
    const notTaxable = document.lines.reduce(
      (sum, line, index) => (line.not_taxable ? sum + toCents(totals.lines[index] ?? 0) : sum),
      0,
    );
    for (const row of totals.vat) {
      const net = row.rate === 0 ? toCents(row.net) - notTaxable : toCents(row.net);
      if (row.rate === 0 && notTaxable !== 0)
        rows.push([t('pdf.notTaxable'), euro(fromCents(notTaxable)), regular]);
      if (row.rate === 0 && notTaxable !== 0 && net === 0) continue;
      rows.push([t('pdf.netAt', { rate: amountText(row.rate, locale) }), euro(fromCents(net)), regular]);
      rows.push([t('pdf.vatAt', { rate: amountText(row.rate, locale) }), euro(row.vat), regular]);
    }
    if (totals.vat.length > 1) rows.push([t('pdf.vatTotal'), euro(totals.vat_total), regular]);
    rows.push([t('pdf.gross'), euro(totals.gross), bold]);
    if (totals.advance !== 0) {
      const label = document.advance_label || t('pdf.advanceDefault');
      rows.push([t('pdf.advance', { label }), `-${euro(totals.advance)}`, regular]);
      rows.push([t('pdf.due'), euro(totals.due), bold]);
    }
    writer.totals(rows);
    writer.top -= 10;
    writer.paragraph(
      t(document.price_mode === 'net' ? 'pdf.pricesNet' : 'pdf.pricesGross'),
      regular,
      8,
      GREY,
    );
    if (document.vat_exemption === 'intra_eu') writer.paragraph(t('pdf.intraEu'), bold, 9);
    if (document.vat_exemption === 'reverse_charge') writer.paragraph(t('pdf.reverseCharge'), bold, 9);
    const toPay = toCents(document.totals.due - document.paid);
    if (
      (document.type === 'invoice' || document.type === 'installment') &&
      document.due_date &&
      document.payment_status !== 'paid'
    ) {
      const date = day(document.due_date);
      writer.paragraph(
        account
          ? t('pdf.paymentTermsAccount', { date, iban: groupedIban(account.iban) })
          : t('pdf.paymentTerms', { date }),
        regular,
        9,
      );
      if (account && document.number && toPay > 0) {
        // The EPC code beside what it holds, kept together on one page.
        writer.room(QR_SIZE + 40);
        writer.top -= 24;
        writer.write(t('pdf.payWithCode'), PAGE_MARGIN, bold, 10, accent);
        const codeTop = writer.top - 6;
        drawQr(
          writer.page,
          qrModules(epcPayload(account, toPay, document.number)),
          PAGE_MARGIN,
          codeTop,
          QR_SIZE,
        );
        const textLeft = PAGE_MARGIN + QR_SIZE + 16;
        writer.top = codeTop - 4;
        const rows: [string, string][] = [
          [t('pdf.payee'), account.holder],
          ['IBAN', groupedIban(account.iban)],
          ...(account.bic ? [['BIC', account.bic] as [string, string]] : []),
          [t('pdf.payAmount'), euro(fromCents(toPay))],
          [t('pdf.reference'), document.number],
        ];
        for (const [label, value] of rows) {
          writer.top -= 12;
          writer.write(label, textLeft, regular, 9, GREY);
          writer.write(value, textLeft + 100, regular, 9);
        }
        writer.top -= 16;
        writer.write(t('pdf.payWithCodeHint'), textLeft, regular, 8, GREY);
        writer.top = Math.min(writer.top, codeTop - QR_SIZE) - 4;
      }
    }
  }
  if (document.text_after) {
    writer.top -= 6;
    writer.paragraph(document.text_after, regular, 10);
  }

  // Footer on every page: the footer text, the seller's UID and bank, the page.
  const footer = [
    ...pdfSettings.footer.split('\n').filter(Boolean),
    [company.name, company.uid ? t('pdf.sellerUid', { uid: company.uid }) : '', company.register]
      .filter(Boolean)
      .join(' · '),
    account
      ? t('pdf.bank', {
          bank: account.bank || account.holder,
          iban: groupedIban(account.iban),
          bic: account.bic,
        })
      : '',
  ].filter(Boolean);
  writer.pages.forEach((footerPage, index) => {
    let y = PAGE_MARGIN + FOOTER_HEIGHT - 18;
    footerPage.drawLine({
      start: { x: PAGE_MARGIN, y: y + 12 },
      end: { x: RIGHT_EDGE, y: y + 12 },
      thickness: 0.5,
      color: GREY,
    });
    for (const line of footer) {
      footerPage.drawText(printable(regular, line), {
        x: PAGE_MARGIN,
        y,
        size: 7,
        font: regular,
        color: GREY,
      });
      y -= 9;
    }
    const pageText = printable(regular, t('pdf.page', { page: index + 1, pages: writer.pages.length }));
    footerPage.drawText(pageText, {
      x: RIGHT_EDGE - regular.widthOfTextAtSize(pageText, 7),
      y: PAGE_MARGIN - 12,
      size: 7,
      font: regular,
      color: GREY,
    });
  });
  return Buffer.from(await pdf.save());
}

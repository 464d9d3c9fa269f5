import { DEFAULT_LANGUAGE, formatDate, formatEuro, type Language } from '@gartenwerk/domain';
import { createI18n } from '@gartenwerk/i18n';
import { PDFDocument, rgb, type PDFFont } from 'pdf-lib';
import { embedFonts, printable, wrap } from '../../core/pdf';

/** What a voucher PDF shows. */
export interface VoucherPrint {
  code: string;
  valueCents: number;
  validUntil: Date | null;
  recipient: string;
  message: string;
  /** The template's text; {{code}}, {{value}} and {{valid_until}} are filled in. */
  text: string;
  /** The template's image as PNG or JPEG bytes. */
  image: { bytes: Uint8Array; kind: 'png' | 'jpg' } | null;
}

// A5 landscape, in points.
const WIDTH = 595;
const HEIGHT = 420;
const MARGIN = 36;
const GREEN = rgb(0.18, 0.36, 0.2);

/** Renders a voucher as a one-page PDF: image, value, recipient, message, code and validity. */
export async function renderVoucherPdf(voucher: VoucherPrint, language: Language = DEFAULT_LANGUAGE) {
  const t = createI18n(language).getFixedT(null, 'shop', 'voucherPdf');
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${t('title')} ${voucher.code}`);
  pdf.setProducer('Gartenwerk');
  const page = pdf.addPage([WIDTH, HEIGHT]);
  const { regular, bold } = await embedFonts(pdf);

  let top = HEIGHT - MARGIN;
  if (voucher.image) {
    const image =
      voucher.image.kind === 'png'
        ? await pdf.embedPng(voucher.image.bytes)
        : await pdf.embedJpg(voucher.image.bytes);
    const scaled = image.scaleToFit(WIDTH - 2 * MARGIN, 150);
    top -= scaled.height;
    page.drawImage(image, {
      x: (WIDTH - scaled.width) / 2,
      y: top,
      width: scaled.width,
      height: scaled.height,
    });
    top -= 16;
  }

  const value = formatEuro(voucher.valueCents, language);
  const validUntil = voucher.validUntil
    ? t('validUntil', {
        // The validity is stored as the UTC moment that ends the day entered.
        date: formatDate(voucher.validUntil.toISOString().slice(0, 10), language),
      })
    : t('validForever');
  const fill = (text: string) =>
    text
      .replaceAll('{{code}}', voucher.code)
      .replaceAll('{{value}}', value)
      .replaceAll('{{valid_until}}', validUntil);

  const line = (text: string, font: PDFFont, size: number, color = rgb(0.1, 0.1, 0.1)) => {
    for (const part of wrap(font, printable(font, text), size, WIDTH - 2 * MARGIN)) {
      top -= size * 1.3;
      page.drawText(part, { x: MARGIN, y: top, size, font, color });
    }
  };
  line(t('title'), bold, 26, GREEN);
  line(value, bold, 34, GREEN);
  if (voucher.recipient) line(t('recipient', { recipient: voucher.recipient }), regular, 14);
  if (voucher.message) line(voucher.message, regular, 12);
  if (voucher.text) line(fill(voucher.text), regular, 11);
  top -= 8;
  line(t('code', { code: voucher.code }), bold, 14);
  line(validUntil, regular, 11);
  line(t('redeem'), regular, 9, rgb(0.35, 0.35, 0.35));
  return Buffer.from(await pdf.save());
}

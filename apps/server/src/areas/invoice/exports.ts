import { toCents } from '@gartenwerk/domain';
import { partyName } from '@gartenwerk/domain/schemas';
import { zipSync } from 'fflate';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../core/errors';
import { text } from '../../core/texts';
import { periodDocuments, periodPayments, type Period } from './figures';
import { documentPdf } from './print';
import type { InvoiceDocument } from './schemas';
import { getInvoiceSettings, type Accounts } from './settings';

/**
 * The bookings files a tax adviser imports: a period's invoices (and corrections) and payments
 * as a DATEV Buchungsstapel (EXTF) or a BMD import file, each document split by VAT rate onto the
 * accounts of settings/accounts; and the period's documents as one ZIP of PDFs.
 */

/** One booking: `amount` (cents, signed) from the debit `account` to the credit `contra` account. */
interface Booking {
  amount: number;
  account: string;
  contra: string;
  /** The VAT rate of a revenue booking and its VAT (cents, signed); null for payments and tax-free ones. */
  rate: number | null;
  vat: number;
  day: string;
  number: string;
  text: string;
  kind: 'invoice' | 'payment';
}

/** The revenue account of a document's part at a rate: by the document's exemption, else by the rate. */
function revenueAccount(accounts: Accounts, document: InvoiceDocument, rate: number): string {
  if (document.vat_exemption === 'intra_eu') return accounts.intra_eu;
  if (document.vat_exemption === 'reverse_charge') return accounts.reverse_charge;
  const account = accounts.revenue.find((entry) => entry.rate === rate)?.account;
  if (!account)
    throw new AppError(
      'ACCOUNT_MISSING',
      400,
      text('errors:invoice.revenueAccountMissing', {
        rate: String(rate).replace('.', ','),
        number: document.number,
      }),
    );
  return account;
}

async function periodBookings(app: FastifyInstance, period: Period, accounts: Accounts): Promise<Booking[]> {
  const documents = await periodDocuments(app.db, period);
  const invoices = documents.flatMap((document) =>
    document.totals.vat
      .filter((row) => toCents(row.gross) !== 0)
      .map((row): Booking => ({
        amount: toCents(row.gross),
        account: accounts.debtor,
        contra: revenueAccount(accounts, document, row.rate),
        rate: document.vat_exemption ? null : row.rate,
        vat: document.vat_exemption ? 0 : toCents(row.vat),
        day: document.date,
        number: document.number ?? '',
        text: partyName(document.receiver),
        kind: 'invoice',
      })),
  );
  const payments = (await periodPayments(app.db, period)).map(({ document, amount, date }): Booking => ({
    amount: toCents(amount),
    account: accounts.bank,
    contra: accounts.debtor,
    rate: null,
    vat: 0,
    day: date,
    number: document.number ?? '',
    text: partyName(document.receiver),
    kind: 'payment',
  }));
  return [...invoices, ...payments];
}

/** An amount in cents as the files write it: decimal comma, two places, no thousands separator. */
const decimal = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

/** Windows-1252, the code page both programs read; a letter it lacks loses its accent (ř → r). */
const CP1252_EXTRA: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  ƒ: 0x83,
  '„': 0x84,
  '…': 0x85,
  '†': 0x86,
  '‡': 0x87,
  ˆ: 0x88,
  '‰': 0x89,
  Š: 0x8a,
  '‹': 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '˜': 0x98,
  '™': 0x99,
  š: 0x9a,
  '›': 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};
function windows1252(content: string): Buffer {
  const bytes: number[] = [];
  for (const char of content) {
    const code = char.codePointAt(0)!;
    if (code < 0x80 || (code >= 0xa0 && code <= 0xff)) bytes.push(code);
    else if (CP1252_EXTRA[char] !== undefined) bytes.push(CP1252_EXTRA[char]);
    else {
      const plain = char.normalize('NFD').replace(/\p{M}/gu, '');
      const first = plain.codePointAt(0) ?? 0x3f;
      bytes.push(plain.length > 0 && first < 0x80 ? first : 0x5f);
    }
  }
  return Buffer.from(bytes);
}

const compactDay = (day: string) => day.replaceAll('-', '');
/** DATEV's text fields: in quotes, quotes doubled, at most `length` characters. */
const quotedText = (value: string, length: number) => `"${value.slice(0, length).replaceAll('"', '""')}"`;

/** The 14 leading columns of DATEV's Buchungsstapel; the format's later columns may be left out. */
const DATEV_COLUMNS = [
  'Umsatz (ohne Soll/Haben-Kz)',
  'Soll/Haben-Kennzeichen',
  'WKZ Umsatz',
  'Kurs',
  'Basis-Umsatz',
  'WKZ Basis-Umsatz',
  'Konto',
  'Gegenkonto (ohne BU-Schlüssel)',
  'BU-Schlüssel',
  'Belegdatum',
  'Belegfeld 1',
  'Belegfeld 2',
  'Skonto',
  'Buchungstext',
];

/**
 * DATEV format, Buchungsstapel (category 21, format version 13): the EXTF header with the adviser's
 * and client's numbers, the column names, one line per booking. Revenue accounts are DATEV's
 * automatic accounts (their tax follows from the account), so the BU-Schlüssel stays empty.
 */
function datevFile(period: Period, accounts: Accounts, bookings: Booking[], now: Date): Buffer {
  const { consultant, client, account_length: accountLength } = accounts.datev;
  const created = now
    .toISOString()
    .replace(/[-:TZ.]/g, '')
    .slice(0, 17);
  const header = [
    '"EXTF"',
    '700',
    '21',
    '"Buchungsstapel"',
    '13',
    created,
    '',
    '"RE"',
    '""',
    '""',
    String(consultant ?? ''),
    String(client ?? ''),
    `${period.from.slice(0, 4)}0101`,
    String(accountLength),
    compactDay(period.from),
    compactDay(period.to),
    quotedText(`Rechnungen ${period.name}`, 30),
    '""',
    '1',
    '0',
    '0',
    '"EUR"',
    '',
    '""',
    '',
    '',
    '""',
    '',
    '',
    '""',
    '""',
  ];
  const rows = bookings.map((booking) =>
    [
      decimal(Math.abs(booking.amount)),
      booking.amount < 0 ? '"H"' : '"S"',
      '"EUR"',
      '',
      '',
      '',
      booking.account,
      booking.contra,
      '""',
      `${booking.day.slice(8, 10)}${booking.day.slice(5, 7)}`,
      quotedText(booking.number, 36),
      '""',
      '',
      quotedText(booking.text, 60),
    ].join(';'),
  );
  const lines = [header.join(';'), DATEV_COLUMNS.map((name) => quotedText(name, 100)).join(';'), ...rows];
  return windows1252(lines.join('\r\n') + '\r\n');
}

/** BMD's import fields; Buchungssymbol AR (outgoing invoices) and BK (bank), Buchungscode 1 (debit). */
const BMD_COLUMNS = [
  'satzart',
  'konto',
  'gkonto',
  'belegnr',
  'belegdatum',
  'buchsymbol',
  'buchcode',
  'prozent',
  'steuercode',
  'betrag',
  'steuer',
  'text',
];

/**
 * BMD (NTCS) import file: one line per booking, the gross amount on the debit account, the output
 * tax with the opposite sign (BMD's convention for outgoing invoices) and tax code 1 (Umsatzsteuer);
 * tax-free parts carry neither rate nor code, their revenue account says what they are.
 */
function bmdFile(bookings: Booking[]): Buffer {
  const day = (value: string) => `${value.slice(8, 10)}.${value.slice(5, 7)}.${value.slice(0, 4)}`;
  const cell = (value: string) => (/[";\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
  const rows = bookings.map((booking) =>
    [
      '0',
      booking.account,
      booking.contra,
      cell(booking.number),
      day(booking.day),
      booking.kind === 'invoice' ? 'AR' : 'BK',
      '1',
      booking.rate === null ? '0' : String(booking.rate).replace('.', ','),
      booking.rate === null ? '0' : '1',
      decimal(booking.amount),
      decimal(-booking.vat),
      cell(booking.text),
    ].join(';'),
  );
  return windows1252([BMD_COLUMNS.join(';'), ...rows].join('\r\n') + '\r\n');
}

/** The PDFs of the period's documents, named by their file names, in one ZIP. */
async function pdfArchive(app: FastifyInstance, period: Period): Promise<Buffer> {
  const files: Record<string, Uint8Array> = {};
  for (const document of await periodDocuments(app.db, period)) {
    const { pdf, filename } = await documentPdf(app, document);
    files[filename] = pdf;
  }
  // PDFs are compressed already: storing them keeps the archive as small and quicker to make.
  return Buffer.from(zipSync(files, { level: 0 }));
}

export const EXPORT_FORMATS = ['datev', 'bmd', 'pdf'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export interface ExportFile {
  content: Buffer;
  filename: string;
  contentType: string;
}

export async function periodExport(
  app: FastifyInstance,
  period: Period,
  format: ExportFormat,
  now = new Date(),
): Promise<ExportFile> {
  if (format === 'pdf')
    return {
      content: await pdfArchive(app, period),
      filename: `belege-${period.name}.zip`,
      contentType: 'application/zip',
    };
  const { accounts } = await getInvoiceSettings(app.db);
  if (format === 'datev' && (accounts.datev.consultant === null || accounts.datev.client === null))
    throw new AppError('DATEV_NUMBERS_MISSING', 400, text('errors:invoice.datevNumbersMissing'));
  const bookings = await periodBookings(app, period, accounts);
  return format === 'datev'
    ? {
        content: datevFile(period, accounts, bookings, now),
        filename: `EXTF_Buchungsstapel_${period.name}.csv`,
        contentType: 'text/csv; charset=windows-1252',
      }
    : {
        content: bmdFile(bookings),
        filename: `bmd-buchungen-${period.name}.csv`,
        contentType: 'text/csv; charset=windows-1252',
      };
}

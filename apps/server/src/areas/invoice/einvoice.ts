import { InvoiceService, type Invoice } from '@e-invoice-eu/core';
import { fromCents, netOfGross, toCents } from '@gartenwerk/domain';
import { partyName } from '@gartenwerk/domain/schemas';
import { AppError } from '../../core/errors';
import { text, translate } from '../../core/texts';
import type { Company } from '../config/schemas';
import { completePdfA3 } from './pdfa';
import { addDays } from './service';
import type { InvoiceDocument } from './schemas';
import type { PayeeAccount } from './bank';

/** The e-invoice formats the print call offers. */
export type EInvoiceFormat = 'zugferd' | 'xrechnung';

/** BT-24: the specification each format follows. */
const CUSTOMIZATION: Record<EInvoiceFormat, string> = {
  zugferd: 'urn:cen.eu:en16931:2017',
  xrechnung: 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0',
};

const LIBRARY_FORMAT: Record<EInvoiceFormat, string> = {
  // ZUGFeRD 2 / Factur-X, profile EN 16931 (Comfort): PDF/A-3 with the CII XML embedded.
  zugferd: 'Factur-X-EN16931',
  xrechnung: 'XRECHNUNG-CII',
};

/**
 * UNTDID 1001: commercial invoice, prepayment invoice, corrected invoice (a cancellation, with the
 * cancelled invoice as its preceding invoice reference, BG-3), credit note (with the invoice it
 * corrects as its reference, and its amounts positive: a credit note's sign is its type).
 */
const TYPE_CODES: Partial<Record<InvoiceDocument['type'], string>> = {
  invoice: '380',
  installment: '386',
  cancellation: '384',
  credit_note: '381',
};

/** A credit note's lines and totals as the e-invoice writes them: positive, what is credited. */
function creditedAmounts(document: InvoiceDocument): InvoiceDocument {
  const negate = (value: number) => (value === 0 ? 0 : -value);
  const { totals } = document;
  return {
    ...document,
    lines: document.lines.map((line) => ({ ...line, amount: negate(line.amount) })),
    totals: {
      ...totals,
      lines: totals.lines.map(negate),
      line_sum: negate(totals.line_sum),
      net: negate(totals.net),
      vat: totals.vat.map((row) => ({
        rate: row.rate,
        net: negate(row.net),
        vat: negate(row.vat),
        gross: negate(row.gross),
      })),
      vat_total: negate(totals.vat_total),
      gross: negate(totals.gross),
      due: negate(totals.due),
    },
  };
}

/** The note (BT-22) naming the invoice a cancellation or credit note corrects. */
const CORRECTION_NOTES: Partial<Record<InvoiceDocument['type'], string>> = {
  cancellation: 'Storno zu Rechnung',
  credit_note: 'Korrektur zu Rechnung',
};

/**
 * The invoice a cancellation corrects. It is named in a note (BT-22) in both formats and, in XRechnung,
 * also as the preceding invoice reference (BG-3): the library drops BG-3 when it writes CII, so it is
 * added to the XML afterwards.
 */
export type PrecedingInvoice = Pick<InvoiceDocument, 'number' | 'date'> | null;

/** UN/ECE Recommendation 20 unit codes for the units the nursery writes; anything else is a piece. */
const UNIT_CODES: Record<string, string> = {
  'stk.': 'H87',
  stk: 'H87',
  stück: 'H87',
  h: 'HUR',
  std: 'HUR',
  'std.': 'HUR',
  m: 'MTR',
  'm²': 'MTK',
  m2: 'MTK',
  'm³': 'MTQ',
  kg: 'KGM',
  l: 'LTR',
  pauschal: 'LS',
};

const amount = (cents: number) => fromCents(cents).toFixed(2);
const euro = (cents: number) => ({ value: amount(cents) });

/**
 * Each line's net in cents. Net-priced lines are their totals; gross-priced lines are split so that
 * the lines of a rate add up exactly to that rate's net (EN 16931 BR-S-08), the rounding difference
 * going to the rate's largest line.
 */
export function lineNets(document: InvoiceDocument): number[] {
  const totals = document.totals.lines.map(toCents);
  if (document.price_mode === 'net') return totals;
  const nets = document.lines.map((line, index) => netOfGross(totals[index]!, line.vat_rate));
  for (const row of document.totals.vat) {
    const indexes = document.lines.flatMap((line, index) => (line.vat_rate === row.rate ? [index] : []));
    const difference = toCents(row.net) - indexes.reduce((sum, index) => sum + nets[index]!, 0);
    if (difference === 0 || indexes.length === 0) continue;
    const largest = indexes.reduce((best, index) =>
      Math.abs(totals[index]!) > Math.abs(totals[best]!) ? index : best,
    );
    nets[largest]! += difference;
  }
  return nets;
}

/**
 * The net price of a line (BT-146, at most 2 decimals): the unit's net when the line's net divides
 * into whole cents, else the line's net for its whole quantity as the base quantity (BT-149), so
 * that quantity × price / base quantity is exactly the line's net (discounts and factor included).
 */
function priceOf(lineNet: number, quantity: number, unitCode: string) {
  const unitCents = lineNet / quantity;
  if (quantity !== 0 && Number.isInteger(unitCents))
    return { 'cbc:PriceAmount': amount(unitCents), 'cbc:PriceAmount@currencyID': 'EUR' };
  return {
    'cbc:PriceAmount': amount(lineNet),
    'cbc:PriceAmount@currencyID': 'EUR',
    'cbc:BaseQuantity': String(quantity),
    'cbc:BaseQuantity@unitCode': unitCode,
  };
}

/** What the e-invoice gives as the reason a not taxable line (a multi-purpose voucher's sale) has no VAT. */
export const NOT_TAXABLE_REASON = 'Mehrzweck-Gutschein, nicht steuerbar (§ 3 Abs. 15 UStG)';

/** A not taxable line (the sale of a multi-purpose voucher) is outside the VAT: exempt with its reason. */
const NOT_TAXABLE = { id: 'E', reason: undefined, reasonText: NOT_TAXABLE_REASON } as const;

function lineTaxCategory(document: InvoiceDocument, line: InvoiceDocument['lines'][number]) {
  return line.not_taxable ? NOT_TAXABLE : taxCategory(document, line.vat_rate);
}

/**
 * The VAT breakdown (BG-23) of the document's VAT rows; the 0 % row's not taxable lines make a
 * subtotal of their own, exempt (E) with its reason, beside what else is at 0 %.
 */
function taxSubtotals(document: InvoiceDocument, nets: number[]) {
  const notTaxableNet = document.lines.reduce(
    (sum, line, index) => (line.not_taxable ? sum + nets[index]! : sum),
    0,
  );
  const subtotal = (
    net: number,
    vat: number,
    rate: number,
    category: { id: string; reason?: string | undefined; reasonText?: string },
  ) => ({
    'cbc:TaxableAmount': amount(net),
    'cbc:TaxableAmount@currencyID': 'EUR',
    'cbc:TaxAmount': amount(vat),
    'cbc:TaxAmount@currencyID': 'EUR',
    'cac:TaxCategory': {
      'cbc:ID': category.id,
      'cbc:Percent': String(rate),
      ...(category.reason ? { 'cbc:TaxExemptionReasonCode': category.reason } : {}),
      ...(category.reasonText ? { 'cbc:TaxExemptionReason': category.reasonText } : {}),
      'cac:TaxScheme': { 'cbc:ID': 'VAT' },
    },
  });
  return document.totals.vat.flatMap((row) => {
    const net = toCents(row.net);
    if (row.rate !== 0 || notTaxableNet === 0)
      return [subtotal(net, toCents(row.vat), row.rate, taxCategory(document, row.rate))];
    const rest = net - notTaxableNet;
    return [
      subtotal(notTaxableNet, 0, 0, NOT_TAXABLE),
      ...(rest !== 0 ? [subtotal(rest, 0, 0, taxCategory(document, 0))] : []),
    ];
  });
}

function taxCategory(document: InvoiceDocument, rate: number) {
  if (document.vat_exemption === 'intra_eu') return { id: 'K', reason: 'VATEX-EU-IC' };
  if (document.vat_exemption === 'reverse_charge') return { id: 'AE', reason: 'VATEX-EU-AE' };
  return { id: rate === 0 ? 'Z' : 'S', reason: undefined };
}

function missingSellerFields(company: Company): string[] {
  const required: [keyof Company, string][] = [
    ['name', 'Name'],
    ['street', 'Straße'],
    ['zip', 'PLZ'],
    ['city', 'Ort'],
    ['uid', 'UID'],
    ['email', 'E-Mail'],
  ];
  return required.filter(([key]) => !company[key]).map(([, label]) => label);
}

/** The seller's country as ISO code; the company's country is entered as a name ("Österreich"). */
export function sellerCountry(company: Company): string {
  if (/^[a-z]{2}$/i.test(company.country)) return company.country.toUpperCase();
  return company.uid ? company.uid.slice(0, 2).toUpperCase() : 'AT';
}

/** The document in the library's internal format (UBL names, EN 16931 business terms). */
export function eInvoiceData(
  document: InvoiceDocument,
  company: Company,
  account: PayeeAccount | null,
  format: EInvoiceFormat,
  preceding: PrecedingInvoice = null,
): Invoice {
  const nets = lineNets(document);
  const receiver = document.receiver;
  const buyerName =
    receiver.company ||
    [receiver.first_name, receiver.last_name].filter(Boolean).join(' ') ||
    receiver.email ||
    '';
  const lineSum = nets.reduce((sum, net) => sum + net, 0);
  const net = toCents(document.totals.net);
  const vatTotal = toCents(document.totals.vat_total);
  const gross = toCents(document.totals.gross);
  const dueDate = document.due_date ?? addDays(document.date, 0);
  const data = {
    'ubl:Invoice': {
      'cbc:CustomizationID': CUSTOMIZATION[format],
      'cbc:ID': document.number ?? '',
      'cbc:IssueDate': document.date,
      'cbc:DueDate': dueDate,
      'cbc:InvoiceTypeCode': TYPE_CODES[document.type] ?? '380',
      'cbc:DocumentCurrencyCode': 'EUR',
      // BT-10: the buyer's reference (a Leitweg-ID); XRechnung needs one, 'n/a' says there is none.
      'cbc:BuyerReference': document.buyer_reference?.trim() || 'n/a',
      ...(CORRECTION_NOTES[document.type] && preceding?.number
        ? {
            'cbc:Note': `${CORRECTION_NOTES[document.type]} ${preceding.number} vom ${preceding.date.slice(0, 10)}`,
          }
        : {}),
      ...(document.service_from && document.service_to
        ? {
            'cac:InvoicePeriod': {
              'cbc:StartDate': document.service_from,
              'cbc:EndDate': document.service_to,
            },
          }
        : {}),
      'cac:AccountingSupplierParty': {
        'cac:Party': {
          'cbc:EndpointID': company.email,
          'cbc:EndpointID@schemeID': 'EM',
          'cac:PartyName': { 'cbc:Name': company.name },
          'cac:PostalAddress': {
            'cbc:StreetName': company.street,
            'cbc:CityName': company.city,
            'cbc:PostalZone': company.zip,
            'cac:Country': { 'cbc:IdentificationCode': sellerCountry(company) },
          },
          'cac:PartyTaxScheme': [{ 'cbc:CompanyID': company.uid, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } }],
          'cac:PartyLegalEntity': { 'cbc:RegistrationName': company.name },
          'cac:Contact': {
            'cbc:Name': company.name,
            'cbc:Telephone': company.phone || 'n/a',
            'cbc:ElectronicMail': company.email,
          },
        },
      },
      'cac:AccountingCustomerParty': {
        'cac:Party': {
          'cbc:EndpointID': receiver.email || company.email,
          'cbc:EndpointID@schemeID': 'EM',
          'cac:PartyName': { 'cbc:Name': buyerName },
          'cac:PostalAddress': {
            'cbc:StreetName': receiver.address ?? '',
            'cbc:CityName': receiver.city ?? '',
            'cbc:PostalZone': receiver.zip ?? '',
            'cac:Country': { 'cbc:IdentificationCode': (receiver.country ?? 'at').toUpperCase() },
          },
          ...(receiver.uid
            ? {
                'cac:PartyTaxScheme': { 'cbc:CompanyID': receiver.uid, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } },
              }
            : {}),
          'cac:PartyLegalEntity': { 'cbc:RegistrationName': buyerName },
        },
      },
      'cac:Delivery': { 'cbc:ActualDeliveryDate': document.delivery_date ?? document.date },
      'cac:PaymentMeans': [
        // A SEPA credit transfer to the company's account (BG-16, BG-17), the number as remittance.
        account
          ? {
              'cbc:PaymentMeansCode': '58',
              'cbc:PaymentID': document.number ?? '',
              'cac:PayeeFinancialAccount': {
                'cbc:ID': account.iban,
                'cbc:Name': account.holder,
                ...(account.bic ? { 'cac:FinancialInstitutionBranch': { 'cbc:ID': account.bic } } : {}),
              },
            }
          : { 'cbc:PaymentMeansCode': '1' },
      ],
      'cac:PaymentTerms': { 'cbc:Note': `Zahlbar bis ${dueDate}` },
      'cac:TaxTotal': [
        {
          'cbc:TaxAmount': amount(vatTotal),
          'cbc:TaxAmount@currencyID': 'EUR',
          'cac:TaxSubtotal': taxSubtotals(document, nets),
        },
      ],
      'cac:LegalMonetaryTotal': {
        'cbc:LineExtensionAmount': amount(lineSum),
        'cbc:LineExtensionAmount@currencyID': 'EUR',
        'cbc:TaxExclusiveAmount': amount(net),
        'cbc:TaxExclusiveAmount@currencyID': 'EUR',
        'cbc:TaxInclusiveAmount': amount(gross),
        'cbc:TaxInclusiveAmount@currencyID': 'EUR',
        ...(document.totals.advance !== 0
          ? {
              'cbc:PrepaidAmount': euro(toCents(document.totals.advance)).value,
              'cbc:PrepaidAmount@currencyID': 'EUR',
            }
          : {}),
        'cbc:PayableAmount': amount(toCents(document.totals.due)),
        'cbc:PayableAmount@currencyID': 'EUR',
      },
      'cac:InvoiceLine': document.lines.map((line, index) => {
        const category = lineTaxCategory(document, line);
        const lineNet = nets[index]!;
        const unitCode = UNIT_CODES[(line.unit ?? '').trim().toLowerCase()] ?? 'H87';
        return {
          'cbc:ID': String(index + 1),
          'cbc:InvoicedQuantity': String(line.amount),
          'cbc:InvoicedQuantity@unitCode': unitCode,
          'cbc:LineExtensionAmount': amount(lineNet),
          'cbc:LineExtensionAmount@currencyID': 'EUR',
          'cac:Item': {
            ...(line.description ? { 'cbc:Description': line.description } : {}),
            'cbc:Name': line.title,
            'cac:ClassifiedTaxCategory': {
              'cbc:ID': category.id,
              'cbc:Percent': String(line.vat_rate),
              'cac:TaxScheme': { 'cbc:ID': 'VAT' },
            },
          },
          'cac:Price': priceOf(lineNet, line.amount, unitCode),
        };
      }),
    },
  };
  return data as unknown as Invoice;
}

/**
 * The document as an e-invoice: ZUGFeRD/Factur-X (the PDF with the EN 16931 CII XML embedded, PDF/A-3)
 * or XRechnung (CII XML), written by @e-invoice-eu/core without any network.
 */
export async function renderEInvoice(
  document: InvoiceDocument,
  format: EInvoiceFormat,
  context: {
    company: Company;
    account: PayeeAccount | null;
    pdf: Buffer;
    filename: string;
    preceding?: PrecedingInvoice;
  },
): Promise<Buffer> {
  if (!TYPE_CODES[document.type] || !document.issued)
    throw new AppError('NOT_AN_INVOICE', 400, text('errors:invoice.eInvoiceOnlyInvoices'));
  const missing = missingSellerFields(context.company);
  if (missing.length > 0)
    throw new AppError(
      'SELLER_INCOMPLETE',
      400,
      text('errors:invoice.sellerIncomplete', { fields: missing.join(', ') }),
    );
  // The library reports its progress to a logger; the server keeps quiet about it.
  const quiet = { log: () => undefined, warn: () => undefined, error: () => undefined };
  const service = new InvoiceService(quiet);
  const written = document.type === 'credit_note' ? creditedAmounts(document) : document;
  const output = await service.generate(
    eInvoiceData(written, context.company, context.account, format, context.preceding),
    {
      format: LIBRARY_FORMAT[format],
      lang: 'de-de',
      ...(format === 'zugferd'
        ? {
            pdf: {
              buffer: new Uint8Array(context.pdf),
              filename: context.filename,
              mimetype: 'application/pdf',
            },
          }
        : {}),
    },
  );
  if (typeof output !== 'string') {
    const title = `${translate(text(`invoice:types.${document.type}`))} ${document.number}`;
    const buyer = partyName(document.receiver);
    return completePdfA3(output, {
      title,
      author: context.company.name,
      subject: buyer ? `${title} an ${buyer}` : title,
      keywords: [translate(text(`invoice:types.${document.type}`)), 'Factur-X', 'ZUGFeRD'],
      conformanceLevel: 'EN 16931',
      created: new Date(),
    });
  }
  const preceding = context.preceding;
  if (!CORRECTION_NOTES[document.type] || !preceding?.number) return Buffer.from(output, 'utf8');
  // CII order: the monetary summation, then the referenced invoice (BT-25, BT-26).
  const reference =
    `<ram:InvoiceReferencedDocument><ram:IssuerAssignedID>${escapeXml(preceding.number)}</ram:IssuerAssignedID>` +
    `<ram:FormattedIssueDateTime><qdt:DateTimeString format="102">${preceding.date.slice(0, 10).replaceAll('-', '')}` +
    `</qdt:DateTimeString></ram:FormattedIssueDateTime></ram:InvoiceReferencedDocument>`;
  const summation = '</ram:SpecifiedTradeSettlementHeaderMonetarySummation>';
  return Buffer.from(output.replace(summation, summation + reference), 'utf8');
}

const escapeXml = (value: string) => value.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

import type { Cents } from './types';
import { toCents } from './money';
import { netOfGross } from './vat';
import type { VatLine } from './totals';

/**
 * Totals of business documents (offers, orders, delivery notes, invoices, cancellations).
 *
 * A document states its prices either net (business customers, `price_mode: 'net'`) or gross
 * (consumers and the shop, `'gross'`). Each line is rounded once to cents; the VAT of a rate is then
 * worked out from the summed lines of that rate:
 * - net prices: VAT = the rate's net × rate / 100, rounded once; gross = net + VAT (§ 14 UStG);
 * - gross prices: net = the shop's `netOfGross` of the rate's gross; VAT = gross − net, exactly as
 *   the shop's cart breakdown, so an invoice of a shop order shows the VAT the customer was charged.
 */
export type PriceMode = 'net' | 'gross';

export interface DocumentLineInput {
  /** Quantity; fractions allowed (e.g. 2.5 m). */
  amount: number;
  /** Unit price in cents in the document's price mode. */
  price: Cents;
  /** VAT rate in percent. */
  vatRate: number;
  /** Percent taken off the line (0–100). */
  discountPercent?: number;
  /** A fixed amount in cents taken off the whole line, after the percent. */
  discountCents?: Cents;
  /** A multiplier of the line (e.g. a planting surcharge of 1.15); 1 when absent. */
  factor?: number;
}

export interface DocumentTotals {
  /** Each line's total in cents, in the document's price mode, in input order. */
  lines: Cents[];
  /** Sum of the lines as stated (net or gross, per the mode). */
  lineSum: Cents;
  net: Cents;
  vat: VatLine[];
  vatTotal: Cents;
  gross: Cents;
  /** Already paid before the document (a voucher, an installment receipt): taken off what is due. */
  advance: Cents;
  /** What the receiver still has to pay: gross − advance. */
  due: Cents;
}

/**
 * Rounds a cent amount computed with fractional factors, half away from zero, as written: a relative
 * nudge far above float noise lets 1.15 × 10 (11.499999…) round as 11.5 does.
 */
function roundComputedCents(value: number): Cents {
  const magnitude = Math.abs(value);
  const rounded = Math.round(magnitude + magnitude * 1e-12);
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}

/**
 * One line's total in cents: unit price × amount × factor, less its percent discount, rounded once,
 * then less its fixed discount (towards zero for negative amounts).
 */
export function documentLineTotal(line: DocumentLineInput): Cents {
  const factor = line.factor ?? 1;
  const percent = line.discountPercent ?? 0;
  const value = roundComputedCents((line.price * line.amount * factor * (100 - percent)) / 100);
  // A fixed discount lessens the line either way: a negated line (a cancellation) mirrors it exactly.
  const discount = line.discountCents ?? 0;
  return line.amount < 0 ? value + discount : value - discount;
}

/** Adds up a document: line totals, the VAT per rate, net, VAT, gross and what is due. */
export function documentTotals(
  lines: readonly DocumentLineInput[],
  mode: PriceMode,
  advance: Cents = 0,
): DocumentTotals {
  const lineTotals = lines.map(documentLineTotal);
  const byRate = new Map<number, Cents>();
  lines.forEach((line, index) => {
    byRate.set(line.vatRate, (byRate.get(line.vatRate) ?? 0) + lineTotals[index]!);
  });
  const vat: VatLine[] = [...byRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rate, sum]) => {
      if (mode === 'gross') {
        const net = netOfGross(sum, rate);
        return { rate, net, vat: sum - net, gross: sum };
      }
      const tax = roundComputedCents((sum * rate) / 100);
      return { rate, net: sum, vat: tax, gross: sum + tax };
    });
  const net = vat.reduce((sum, row) => sum + row.net, 0);
  const vatTotal = vat.reduce((sum, row) => sum + row.vat, 0);
  const gross = net + vatTotal;
  return {
    lines: lineTotals,
    lineSum: lineTotals.reduce((sum, value) => sum + value, 0),
    net,
    vat,
    vatTotal,
    gross,
    advance,
    due: gross - advance,
  };
}

/** The payment state of an invoice from what it is due and what was received. */
export function paymentStatusOf(due: Cents, paid: Cents): 'unpaid' | 'partial' | 'paid' {
  if (due <= 0 || paid >= due) return 'paid';
  return paid > 0 ? 'partial' : 'unpaid';
}

/** A document line as the API and the admin's line editor carry it: money in euros. */
export interface EuroDocumentLine {
  amount: number;
  /** Unit price in euros, net or gross per the document's price mode. */
  price: number;
  vat_rate: number;
  /** Percent off the line. */
  discount?: number;
  /** Euros off the whole line, after the percent. */
  discount_amount?: number;
  factor?: number;
}

/** The lines of the API in cents, as documentTotals adds them up. */
export function domainDocumentLines(lines: readonly EuroDocumentLine[]): DocumentLineInput[] {
  return lines.map((line) => ({
    amount: line.amount,
    price: toCents(line.price),
    vatRate: line.vat_rate,
    discountPercent: line.discount ?? 0,
    discountCents: toCents(line.discount_amount ?? 0),
    factor: line.factor ?? 1,
  }));
}

/**
 * The totals of euro lines, in cents: what the server stores with a document and what the admin's
 * line editor shows while a person types, from the same arithmetic.
 */
export function documentTotalsOfLines(
  lines: readonly EuroDocumentLine[],
  mode: PriceMode,
  advanceEuros = 0,
): DocumentTotals {
  return documentTotals(domainDocumentLines(lines), mode, toCents(advanceEuros));
}

/** A document that others are made from, and what it can become. */
export type ConvertibleDocumentType = 'offer' | 'order' | 'delivery';
export type ConversionTarget = 'order' | 'delivery' | 'invoice';

/**
 * The document chain, which document becomes which: offer → order → delivery note → invoice (an
 * order may be invoiced directly). Other documents become nothing.
 */
export const DOCUMENT_CHAIN: Readonly<Record<ConvertibleDocumentType, readonly ConversionTarget[]>> = {
  offer: ['order'],
  order: ['delivery', 'invoice'],
  delivery: ['invoice'],
};

/** What a document of the type can be converted into; nothing for documents outside the chain. */
export function conversionTargets(type: string): readonly ConversionTarget[] {
  return Object.hasOwn(DOCUMENT_CHAIN, type) ? DOCUMENT_CHAIN[type as ConvertibleDocumentType] : [];
}

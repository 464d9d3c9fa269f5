import type { InvoiceLine } from '@gartenwerk/api-client';
import {
  documentTotalsOfLines,
  formatDecimal,
  parseDecimal,
  type DecimalRules,
  type DocumentTotals,
  type PriceMode,
} from '@gartenwerk/domain';

/** A line while it is edited: numbers as typed (German decimal comma), links kept as they came. */
export interface LineDraft {
  /** Names the row for React and for drag and drop; the stored uuid stays in `uuid`. */
  key: string;
  /** The stored line: its links (conversions, installments) go back as they came. */
  origin?: InvoiceLine;
  uuid?: string;
  item_id: string | null;
  factor_id: string | null;
  source_line: string | null;
  order_line: string | null;
  title: string;
  description: string;
  amount: string;
  unit: string;
  price: string;
  vat_rate: string;
  discount: string;
  discount_amount: string;
  factor: string;
}

/** The typed cells of a line and how each is read. */
export const NUMBER_CELLS = {
  amount: { fractionDigits: 3 },
  price: { fractionDigits: 2 },
  vat_rate: { minimum: 0, fractionDigits: 2 },
  discount: { minimum: 0, fractionDigits: 2 },
  discount_amount: { minimum: 0, fractionDigits: 2 },
  factor: { minimum: 0, fractionDigits: 4 },
} as const satisfies Record<string, DecimalRules>;
export type NumberCell = keyof typeof NUMBER_CELLS;

/** The largest value a cell takes, as the server's line schema: a percent is at most 100. */
const CELL_MAXIMUM: Partial<Record<NumberCell, number>> = {
  amount: 1_000_000,
  price: 10_000_000,
  vat_rate: 100,
  discount: 100,
  discount_amount: 10_000_000,
  factor: 1000,
};

let counter = 0;
const nextKey = () => `line-${(counter += 1)}`;

export function lineDraftOf(line: InvoiceLine): LineDraft {
  return {
    key: nextKey(),
    origin: line,
    uuid: line.uuid,
    item_id: line.item_id ?? null,
    factor_id: line.factor_id ?? null,
    source_line: line.source_line ?? null,
    order_line: line.order_line ?? null,
    title: line.title,
    description: line.description ?? '',
    amount: formatDecimal(line.amount),
    unit: line.unit ?? '',
    price: formatDecimal(line.price, 2),
    vat_rate: formatDecimal(line.vat_rate),
    discount: line.discount ? formatDecimal(line.discount) : '',
    discount_amount: line.discount_amount ? formatDecimal(line.discount_amount, 2) : '',
    factor: line.factor !== undefined && line.factor !== 1 ? formatDecimal(line.factor) : '',
  };
}

/** What a new line starts with: the VAT rate and the unit of the accounting's settings. */
export interface LineDefaults {
  vatRate: number;
  unit: string;
}

/** A new line: one of the unit settings/ui names, at the default VAT rate. */
export function emptyLine({ vatRate, unit }: LineDefaults): LineDraft {
  return {
    key: nextKey(),
    item_id: null,
    factor_id: null,
    source_line: null,
    order_line: null,
    title: '',
    description: '',
    amount: '1',
    unit,
    price: '',
    vat_rate: formatDecimal(vatRate),
    discount: '',
    discount_amount: '',
    factor: '',
  };
}

/** A line nobody has typed into (the row Enter adds at the end): left out when saving. */
export const isBlank = (line: LineDraft) => line.title.trim() === '' && line.price.trim() === '';

/** The cells of a line that cannot be read, by name. */
export function lineProblems(line: LineDraft): Set<NumberCell | 'title'> {
  const problems = new Set<NumberCell | 'title'>();
  for (const [cell, rules] of Object.entries(NUMBER_CELLS) as [NumberCell, DecimalRules][]) {
    const read = parseDecimal(line[cell], rules);
    if (!read.ok) problems.add(cell);
    else if (read.value === null && (cell === 'amount' || cell === 'price' || cell === 'vat_rate'))
      problems.add(cell);
    else if (cell === 'factor' && read.value === 0) problems.add(cell);
    else if (read.value !== null && Math.abs(read.value) > (CELL_MAXIMUM[cell] ?? Infinity))
      problems.add(cell);
  }
  if (line.title.trim() === '') problems.add('title');
  return problems;
}

const numberOf = (text: string, rules: DecimalRules): number | null => {
  const read = parseDecimal(text, rules);
  return read.ok ? read.value : null;
};

/** A readable line as the API takes it, or null while a cell cannot be read. */
export function lineOf(line: LineDraft): InvoiceLine | null {
  if (lineProblems(line).size > 0) return null;
  const factor = numberOf(line.factor, NUMBER_CELLS.factor);
  return {
    ...line.origin,
    ...(line.uuid ? { uuid: line.uuid } : {}),
    item_id: line.item_id,
    factor_id: line.factor_id,
    source_line: line.source_line,
    order_line: line.order_line,
    title: line.title.trim(),
    description: line.description.trim(),
    amount: numberOf(line.amount, NUMBER_CELLS.amount)!,
    unit: line.unit.trim(),
    price: numberOf(line.price, NUMBER_CELLS.price)!,
    vat_rate: numberOf(line.vat_rate, NUMBER_CELLS.vat_rate)!,
    discount: numberOf(line.discount, NUMBER_CELLS.discount) ?? 0,
    discount_amount: numberOf(line.discount_amount, NUMBER_CELLS.discount_amount) ?? 0,
    factor: factor ?? 1,
  };
}

/**
 * The totals of what is readable now, by packages/domain (the arithmetic the server stores), with
 * each draft's line total in cents (null for a line that cannot be read yet).
 */
export function draftTotals(
  lines: readonly LineDraft[],
  mode: PriceMode,
): { totals: DocumentTotals; lineTotals: Array<number | null> } {
  const read = lines.map(lineOf);
  const readable = read.filter((line): line is InvoiceLine => line !== null);
  const totals = documentTotalsOfLines(readable, mode);
  let next = 0;
  return { totals, lineTotals: read.map((line) => (line ? totals.lines[next++]! : null)) };
}

/** Moves the entry at `from` to `to`. */
export function moved<T>(entries: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= entries.length || from === to) return [...entries];
  const next = [...entries];
  const [entry] = next.splice(from, 1);
  next.splice(to, 0, entry!);
  return next;
}

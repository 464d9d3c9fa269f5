/**
 * Numbers as a German-speaking owner types them: a decimal comma ("12,5"), dots between thousands
 * ("1.234,50"), a euro sign or spaces around it. A lone dot before other than three digits
 * ("12.50") is read as a decimal point, because that is what a pasted price means.
 */

export type DecimalProblem = 'number' | 'integer' | 'fraction' | 'minimum';

export type DecimalResult = { ok: true; value: number | null } | { ok: false; problem: DecimalProblem };

export interface DecimalRules {
  integer?: boolean;
  /** Most digits after the comma (2 for money). */
  fractionDigits?: number;
  minimum?: number;
}

const GERMAN_GROUPED = /^[-+]?\d{1,3}(\.\d{3})+(,\d*)?$/;
const GERMAN_PLAIN = /^[-+]?(\d+,?\d*|,\d+)$/;
const POINT_DECIMAL = /^[-+]?\d*\.\d+$/;

/** Reads typed text; empty text is null (no value), anything unreadable names its problem. */
export function parseDecimal(text: string, rules: DecimalRules = {}): DecimalResult {
  const compact = text.replace(/[\s\u00a0\u202f€]/g, '');
  if (compact === '') return { ok: true, value: null };
  let normal: string;
  if (GERMAN_GROUPED.test(compact)) normal = compact.replace(/\./g, '').replace(',', '.');
  else if (GERMAN_PLAIN.test(compact)) normal = compact.replace(',', '.');
  else if (POINT_DECIMAL.test(compact)) normal = compact;
  else return { ok: false, problem: 'number' };
  if (normal.endsWith('.')) normal = normal.slice(0, -1);
  const value = Number(normal);
  if (!Number.isFinite(value)) return { ok: false, problem: 'number' };
  const fraction = normal.split('.')[1] ?? '';
  if (rules.integer && fraction.replace(/0+$/, '') !== '') return { ok: false, problem: 'integer' };
  if (rules.fractionDigits !== undefined && fraction.replace(/0+$/, '').length > rules.fractionDigits)
    return { ok: false, problem: 'fraction' };
  if (rules.minimum !== undefined && value < rules.minimum) return { ok: false, problem: 'minimum' };
  return { ok: true, value: value === 0 ? 0 : value };
}

/** A number for editing: decimal comma, no thousands dots, `fractionDigits` fixed when given. */
export function formatDecimal(value: number | null | undefined, fractionDigits?: number): string {
  if (value === null || value === undefined) return '';
  return value.toLocaleString('de-DE', {
    useGrouping: false,
    minimumFractionDigits: fractionDigits ?? 0,
    maximumFractionDigits: fractionDigits ?? 20,
  });
}

import type { InvoiceDocumentType } from '@gartenwerk/api-client';
import { formatDecimal, formatEuro } from '@gartenwerk/domain';
import { PARTY_ADDRESS_KEYS } from '@gartenwerk/domain/schemas';
import type { TFunction } from 'i18next';
import { formatDay } from './format';

/**
 * The changes of a history entry as sentences a person reads: the field's German name, its old and
 * its new value (money as euros, days as dates, states by name), the lines compared line by line.
 */

type Change = { from: unknown; to: unknown };
type LineValue = Record<string, unknown>;

const MONEY_FIELDS = new Set(['gross', 'advance', 'paid', 'credit', 'credited', 'payment_amount']);
/** The fields that hold a day, in the order they stand on the document's form. */
const DAY_FIELD_NAMES = ['date', 'valid_until', 'delivery_date', 'service_from', 'service_to', 'due_date'];
const DAY_FIELDS = new Set([...DAY_FIELD_NAMES, 'payment_date']);

/** The label key (admin namespace) of each field the server records. */
const FIELD_LABELS: Record<string, string> = {
  date: 'documents.fields.date',
  valid_until: 'documents.fields.validUntil',
  delivery_date: 'documents.fields.deliveryDate',
  service_from: 'documents.fields.serviceFrom',
  service_to: 'documents.fields.serviceTo',
  payment_terms_days: 'documents.fields.paymentTerms',
  price_mode: 'documents.fields.priceMode',
  vat_exemption: 'documents.fields.vatExemption',
  title: 'documents.fields.title',
  template_id: 'documents.fields.template',
  text_before: 'documents.fields.textBefore',
  text_after: 'documents.fields.textAfter',
  notes: 'documents.fields.notes',
  tags: 'documents.fields.tags',
  due_date: 'documents.history.fields.due_date',
  status: 'documents.history.fields.status',
  gross: 'documents.history.fields.gross',
  advance: 'documents.history.fields.advance',
  advance_label: 'documents.history.fields.advance_label',
  number: 'documents.history.fields.number',
  receiver: 'documents.history.fields.receiver',
  paid: 'documents.history.fields.paid',
  payment_status: 'documents.history.fields.payment_status',
  payment_amount: 'documents.history.fields.payment_amount',
  payment_date: 'documents.history.fields.payment_date',
  payment_note: 'documents.history.fields.payment_note',
  credit: 'documents.history.fields.credit',
  credited: 'documents.history.fields.credited',
  lines: 'documents.lines.caption',
};

/** The order the sentences follow: the document's form from top to bottom (jsonb keeps its own order). */
const FIELD_ORDER = [
  'number',
  'status',
  'receiver',
  ...DAY_FIELD_NAMES,
  'payment_terms_days',
  'price_mode',
  'vat_exemption',
  'title',
  'template_id',
  'text_before',
  'lines',
  'gross',
  'advance',
  'advance_label',
  'text_after',
  'notes',
  'tags',
  'payment_amount',
  'payment_date',
  'payment_note',
  'credited',
  'paid',
  'payment_status',
  'credit',
];
const rank = (field: string) => {
  const index = FIELD_ORDER.indexOf(field);
  return index === -1 ? FIELD_ORDER.length : index;
};

/** The parts of a line a person reads, in the order of the line editor; links and uuids are left out. */
const LINE_FIELDS = [
  'title',
  'description',
  'amount',
  'unit',
  'price',
  'vat_rate',
  'discount',
  'discount_amount',
  'factor',
] as const;
type LineField = (typeof LINE_FIELDS)[number];

const RECEIVER_FIELDS = [...PARTY_ADDRESS_KEYS, 'email'] as const;

const isBlank = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

export function describeChanges(changes: Record<string, Change>, t: TFunction, language: string): string[] {
  const locale = language === 'en' ? 'en-GB' : 'de-AT';
  const empty = t('documents.history.empty');
  // The sign stays with its amount when a sentence wraps.
  const money = (value: unknown) =>
    typeof value === 'number' ? formatEuro(Math.round(value * 100), locale).replace(' ', '\u00a0') : empty;
  const quoted = (value: string) => t('documents.history.quoted', { value });
  const change = (field: string, from: string, to: string) =>
    t('documents.history.change', { field, from, to });

  function value(field: string, raw: unknown): string {
    if (isBlank(raw)) return empty;
    if (MONEY_FIELDS.has(field)) return money(raw);
    if (DAY_FIELDS.has(field) && typeof raw === 'string') return formatDay(raw, language);
    if (field === 'status') return t(`invoicing.statuses.${String(raw)}`, { defaultValue: String(raw) });
    if (field === 'payment_status')
      return t(`invoicing.payments.${String(raw)}`, { defaultValue: String(raw) });
    if (field === 'number') return String(raw);
    if (field === 'price_mode')
      return t(raw === 'gross' ? 'documents.fields.priceGross' : 'documents.fields.priceNet');
    if (field === 'vat_exemption')
      return t(raw === 'reverse_charge' ? 'documents.fields.reverseCharge' : 'documents.fields.intraEu');
    if (Array.isArray(raw)) return raw.map(String).join(', ');
    if (typeof raw === 'number') return formatDecimal(raw);
    if (typeof raw === 'string') return quoted(raw);
    return JSON.stringify(raw);
  }

  /** A line's value of a field, with what means "none" made alike (no discount is 0 or absent). */
  function lineValue(field: LineField, line: LineValue): string {
    const raw = line[field];
    if (isBlank(raw)) return empty;
    if ((field === 'discount' || field === 'discount_amount') && raw === 0) return empty;
    if (field === 'factor' && raw === 1) return empty;
    if (field === 'price' || field === 'discount_amount') return money(raw);
    if (field === 'vat_rate' || field === 'discount')
      return t('documents.history.percent', { value: formatDecimal(raw as number) });
    if (typeof raw === 'number') return formatDecimal(raw);
    return quoted(String(raw));
  }

  function lineSummary(line: LineValue): string {
    return t('documents.history.lineSummary', {
      title: String(line.title ?? ''),
      amount: typeof line.amount === 'number' ? formatDecimal(line.amount) : '',
      unit: String(line.unit ?? ''),
      price: money(line.price),
    }).replace(/ {2,}/g, ' ');
  }

  function lineChanges(from: unknown, to: unknown): string[] {
    const before = Array.isArray(from) ? (from as LineValue[]) : [];
    const after = Array.isArray(to) ? (to as LineValue[]) : [];
    const keyOf = (line: LineValue, index: number) =>
      typeof line.uuid === 'string' ? line.uuid : `#${index}`;
    const beforeByKey = new Map(before.map((line, index) => [keyOf(line, index), line]));
    const afterKeys = new Set(after.map(keyOf));
    const sentences: string[] = [];
    after.forEach((line, index) => {
      const old = beforeByKey.get(keyOf(line, index));
      if (!old) {
        sentences.push(t('documents.history.lineAdded', { line: lineSummary(line) }));
        return;
      }
      const differences = LINE_FIELDS.flatMap((field) => {
        const was = lineValue(field, old);
        const is = lineValue(field, line);
        return was === is ? [] : [change(t(`documents.lines.${field}`, { defaultValue: field }), was, is)];
      });
      if (differences.length > 0)
        sentences.push(
          t('documents.history.lineChanged', {
            title: String(line.title ?? old.title ?? ''),
            changes: differences.join('; '),
          }),
        );
    });
    before.forEach((line, index) => {
      if (!afterKeys.has(keyOf(line, index)))
        sentences.push(t('documents.history.lineRemoved', { line: lineSummary(line) }));
    });
    const order = (lines: LineValue[]) =>
      lines.map(keyOf).filter((key) => beforeByKey.has(key) && afterKeys.has(key));
    if (sentences.length === 0 && order(before).join() !== order(after).join())
      sentences.push(t('documents.history.linesReordered'));
    return sentences;
  }

  function receiverChanges(from: unknown, to: unknown): string[] {
    const before = (from ?? {}) as Record<string, unknown>;
    const after = (to ?? {}) as Record<string, unknown>;
    const receiver = t('documents.history.fields.receiver');
    return RECEIVER_FIELDS.flatMap((field) => {
      const was = isBlank(before[field]) ? empty : quoted(String(before[field]));
      const is = isBlank(after[field]) ? empty : quoted(String(after[field]));
      if (was === is) return [];
      const name =
        field === 'type'
          ? t('documents.history.fields.receiverType')
          : field === 'title'
            ? t('documents.history.fields.receiverTitle')
            : field === 'phone'
              ? t('documents.history.fields.phone')
              : t(`documents.receiver.${field}`);
      return [change(`${receiver}, ${name}`, was, is)];
    });
  }

  const fields = Object.entries(changes).sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b));
  return fields.flatMap(([field, { from, to }]) => {
    if (field === 'lines') return lineChanges(from, to);
    if (field === 'receiver') return receiverChanges(from, to);
    const label = FIELD_LABELS[field] ? t(FIELD_LABELS[field]) : field;
    if (field === 'template_id') return [t('documents.history.templateChanged', { field: label })];
    return [change(label, value(field, from), value(field, to))];
  });
}

const PRINT_FORMATS: Record<string, string> = { pdf: 'PDF', zugferd: 'ZUGFeRD', xrechnung: 'XRechnung' };

/** A document a history note names, to link to. */
export type NotedDocument = { _id: string; type: InvoiceDocumentType };

/**
 * An entry's note as the server keeps it (`253.99 € 2026-11-28`, `invoice <id>`, `zugferd`) in words
 * a person reads; a conversion also names the document it made, to link to.
 */
export function describeNote(
  action: string,
  detail: string,
  t: TFunction,
  language: string,
): { text: string; document?: NotedDocument } {
  // A payment, or one corrected or reversed: `100.00 € 2026-04-01`, then `: reason` after a change.
  const payment = action.startsWith('payment')
    ? /^(\d+(?:\.\d+)?) € (\d{4}-\d{2}-\d{2})(: .*)?$/.exec(detail)
    : null;
  if (payment) {
    const amount = formatEuro(Math.round(Number(payment[1]) * 100), language === 'en' ? 'en-GB' : 'de-AT');
    const note = t('documents.history.paymentNote', { amount, date: formatDay(payment[2]!, language) });
    return { text: `${note}${payment[3] ?? ''}` };
  }
  const made = action === 'converted' ? /^([a-z_]+) (\S+)$/.exec(detail) : null;
  if (made) {
    const type = made[1] as InvoiceDocumentType;
    return {
      text: t('documents.history.convertedTo', {
        type: t(`invoicing.types.${type}`, { defaultValue: type }),
      }),
      document: { _id: made[2]!, type },
    };
  }
  if (action === 'printed' && PRINT_FORMATS[detail])
    return { text: t('documents.history.printedAs', { format: PRINT_FORMATS[detail] }) };
  if (action === 'cancelled' && detail)
    return { text: t('documents.history.cancelledBy', { number: detail }) };
  // A goods receipt: its day first, then what came in and the note.
  const receipt =
    action === 'received' || action === 'receipt_reversed'
      ? /^(\d{4}-\d{2}-\d{2})( · .*)$/.exec(detail)
      : null;
  if (receipt) return { text: `${formatDay(receipt[1]!, language)}${receipt[2]}` };
  return { text: detail };
}

import type { ReactNode } from 'react';
import { parseDecimal, formatDecimal, type DecimalProblem, type DecimalRules } from '@gartenwerk/domain';

/** One choice of a select or multi-select. */
export interface Choice {
  value: string;
  label: string;
}

/** What a form holds while a person edits: typed text for numbers, ids for pictures, drafts for groups. */
export type Draft = Record<string, unknown>;

/** Texts a field may give instead of the kit's general ones. */
export interface FieldMessages {
  required?: string;
  /** Shown for any other refusal of the field's value (a pattern, a range, an unreadable number). */
  invalid?: string;
}

interface FieldBase {
  /** The property of the entity (and of the request body) the field edits. */
  name: string;
  /** The visible label; inside a repeatable group a function of the entry's number (1, 2, …). */
  label: string | ((number: number) => string);
  hint?: string;
  /** Marks the label; whether a value is needed is the schema's decision. */
  required?: boolean;
  messages?: FieldMessages;
  /** Shown only while this holds for the draft (e.g. slots only for a set). */
  when?: (draft: Draft) => boolean;
  /**
   * Checked like the others but kept out of the request body: a value the screen uses after the
   * save (e.g. the stock booked for a new product), handed to `onCreated`.
   */
  local?: boolean;
}

/** What an empty text or select becomes in the request: null, '' or left out. */
type Empty = 'null' | 'text' | 'omit';

export type Field =
  | (FieldBase & {
      kind: 'text';
      empty?: Empty;
      multiline?: boolean;
      type?: 'text' | 'email' | 'url';
      /** A form the server checks in its service, not in its schema (e.g. a slug): refused before sending. */
      pattern?: RegExp;
    })
  | (FieldBase & { kind: 'number'; integer?: boolean; minimum?: number; fractionDigits?: number })
  | (FieldBase & { kind: 'money' })
  | (FieldBase & {
      kind: 'date';
      /** A day (default), its first moment, or its last moment (a last valid day), both in UTC. */
      stored?: 'date' | 'datetime' | 'datetime-end';
    })
  | (FieldBase & { kind: 'select'; choices: readonly Choice[]; placeholder?: string; empty?: Empty })
  | (FieldBase & {
      kind: 'multiselect';
      choices: readonly Choice[];
      none?: string;
      /** Checkboxes (default), or a list box for long lists such as products. */
      display?: 'checks' | 'list';
    })
  | (FieldBase & { kind: 'tags' })
  | (FieldBase & { kind: 'files'; images?: boolean; upload?: boolean })
  | (FieldBase & { kind: 'richtext' })
  | (FieldBase & { kind: 'switch' })
  | (FieldBase & {
      kind: 'group';
      fields: readonly Field[];
      addLabel: string;
      removeLabel: (number: number) => string;
      /** The values of an entry added by the add button. */
      newEntry: () => Draft;
    })
  | (FieldBase & {
      kind: 'custom';
      render: (props: CustomFieldProps) => ReactNode;
      toDraft?: (value: unknown) => unknown;
      fromDraft?: (draft: unknown) => FieldResult;
    });

export interface CustomFieldProps {
  value: unknown;
  onChange: (value: unknown) => void;
  error?: string;
  label: string;
}

/** A field's value read from its draft, or the reason it cannot be read. */
export type FieldResult = { ok: true; value: unknown } | { ok: false; problem: FieldProblem };
export type FieldProblem = DecimalProblem | 'invalid';

/** Errors by field path: `title`, `variants.0.key`. */
export type FieldErrors = Record<string, string>;

export const labelOf = (field: Pick<Field, 'label'>, number = 0): string =>
  typeof field.label === 'function' ? field.label(number) : field.label;

/** Tags as typed: separated by commas, blanks and repeats dropped. */
export function parseTags(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
    ),
  ];
}

const numberRules = (field: Field): DecimalRules =>
  field.kind === 'money'
    ? { fractionDigits: 2, minimum: 0 }
    : field.kind === 'number'
      ? { integer: field.integer, minimum: field.minimum, fractionDigits: field.fractionDigits }
      : {};

function emptyAs(empty: Empty | undefined, fallback: Empty): unknown {
  const chosen = empty ?? fallback;
  return chosen === 'null' ? null : chosen === 'text' ? '' : undefined;
}

/** The draft of one field from the entity's value. */
export function toDraft(field: Field, value: unknown): unknown {
  switch (field.kind) {
    case 'text':
    case 'richtext':
    case 'select':
      return typeof value === 'string' ? value : '';
    case 'number':
      return formatDecimal(typeof value === 'number' ? value : null);
    case 'money':
      return formatDecimal(typeof value === 'number' ? value : null, 2);
    case 'date':
      return typeof value === 'string' ? value.slice(0, 10) : '';
    case 'multiselect':
    case 'files':
      return Array.isArray(value) ? [...(value as string[])] : [];
    case 'tags':
      return Array.isArray(value) ? value.join(', ') : '';
    case 'switch':
      return value === true;
    case 'group':
      return Array.isArray(value) ? value.map((entry) => draftOf(field.fields, entry as Draft)) : [];
    case 'custom':
      return field.toDraft ? field.toDraft(value) : value;
  }
}

/** The drafts of all fields from an entity (or of a new one when `item` is undefined). */
export function draftOf(fields: readonly Field[], item: Draft = {}): Draft {
  return Object.fromEntries(fields.map((field) => [field.name, toDraft(field, item[field.name])]));
}

/** One field's request value from its draft. */
export function fromDraft(field: Field, draft: unknown): FieldResult {
  switch (field.kind) {
    case 'text': {
      const text = String(draft ?? '').trim();
      if (text === '') return { ok: true, value: emptyAs(field.empty, 'text') };
      if (field.pattern && !field.pattern.test(text)) return { ok: false, problem: 'invalid' };
      return { ok: true, value: text };
    }
    case 'richtext':
      return { ok: true, value: String(draft ?? '') };
    case 'select':
      return { ok: true, value: draft === '' ? emptyAs(field.empty, 'null') : draft };
    case 'number':
    case 'money':
      return parseDecimal(String(draft ?? ''), numberRules(field));
    case 'date': {
      const date = String(draft ?? '');
      if (date === '') return { ok: true, value: null };
      if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return { ok: false, problem: 'invalid' };
      if (field.stored === 'datetime') return { ok: true, value: `${date}T00:00:00.000Z` };
      if (field.stored === 'datetime-end') return { ok: true, value: `${date}T23:59:59.999Z` };
      return { ok: true, value: date };
    }
    case 'tags':
      return { ok: true, value: parseTags(String(draft ?? '')) };
    case 'multiselect':
    case 'files':
    case 'switch':
      return { ok: true, value: draft };
    case 'group':
      // Entries are read field by field in inputOf, which knows their paths.
      return { ok: true, value: draft };
    case 'custom':
      return field.fromDraft ? field.fromDraft(draft) : { ok: true, value: draft };
  }
}

/**
 * The request body from the drafts: every shown field read, every unreadable one named in `problems`
 * by its path. Hidden fields (`when`) and values read as undefined are left out; `local` fields
 * are read into `local` instead of the body.
 */
export function inputOf(
  fields: readonly Field[],
  draft: Draft,
  path = '',
): { input: Draft; local: Draft; problems: Record<string, { field: Field; problem: FieldProblem }> } {
  const input: Draft = {};
  const local: Draft = {};
  let problems: Record<string, { field: Field; problem: FieldProblem }> = {};
  for (const field of fields) {
    if (field.when && !field.when(draft)) continue;
    const at = `${path}${field.name}`;
    if (field.kind === 'group') {
      const entries = (draft[field.name] as Draft[] | undefined) ?? [];
      input[field.name] = entries.map((entry, index) => {
        const read = inputOf(field.fields, entry, `${at}.${index}.`);
        problems = { ...problems, ...read.problems };
        return read.input;
      });
      continue;
    }
    const result = fromDraft(field, draft[field.name]);
    if (!result.ok) problems[at] = { field, problem: result.problem };
    else if (result.value !== undefined) (field.local ? local : input)[field.name] = result.value;
  }
  return { input, local, problems };
}

/** The field a path names (`variants.0.key` → the group's `key` field), if the form has it. */
export function fieldAt(fields: readonly Field[], path: string): Field | undefined {
  const [name, , ...rest] = path.split('.');
  const field = fields.find((candidate) => candidate.name === name);
  if (field?.kind === 'group' && rest.length > 0) return fieldAt(field.fields, rest.join('.'));
  return field;
}

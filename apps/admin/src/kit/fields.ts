import type { Static, TSchema } from '@sinclair/typebox';
import type { TFunction } from 'i18next';
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

/** A field that holds a value of the entity (every kind but a section). */
export type ValueField =
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
  | (FieldBase & {
      /**
       * A moment as a person reads it: day and time in the browser's zone (a datetime-local
       * input), sent as an ISO date-time in UTC, as the server's `format: 'date-time'` expects.
       */
      kind: 'datetime';
      empty?: Empty;
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
  | (FieldBase & {
      kind: 'files';
      images?: boolean;
      upload?: boolean;
      /**
       * What the value holds: the files' ids (default), or references with the file's JSON
       * (`{ _id, name, size, … }`), as page blocks keep them so the website needs no second read.
       */
      stored?: 'ids' | 'refs';
    })
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

/**
 * A heading over some fields of the form (a fieldset with its legend). Its fields' values stay
 * in the entity's own draft and body; `when` shows the whole section only for some drafts.
 */
export interface Section {
  kind: 'section';
  /** Names the section among the fields (its key); no property of the entity. */
  name: string;
  label: string;
  hint?: string;
  when?: (draft: Draft) => boolean;
  fields: readonly Field[];
}

/** One row of a field table: a value's field or a section of them. */
export type Field = ValueField | Section;

/** A row of an entity's field table whose names are the entity's (sections' fields too). */
export type NamedField<Name extends string> =
  (ValueField & { name: Name }) | (Omit<Section, 'fields'> & { fields: readonly NamedField<Name>[] });

/** The fields of the bodies a schema describes: what a field table of the entity may name. */
export type FieldName<S extends TSchema> = Extract<keyof Static<S>, string>;

/**
 * An entity's field table written against its schema (a name that is not one of its properties does
 * not compile), with labels, hints and messages given as keys of the admin's texts and translated here.
 */
export function schemaFields<S extends TSchema>(
  t: TFunction,
  _schema: S,
  fields: readonly NamedField<FieldName<S>>[],
): Field[] {
  const translated = (field: Field): Field => ({
    ...field,
    ...(typeof field.label === 'string' ? { label: t(field.label) } : {}),
    ...(field.hint ? { hint: t(field.hint) } : {}),
    ...('messages' in field && field.messages
      ? {
          messages: Object.fromEntries(
            Object.entries(field.messages).map(([problem, key]) => [problem, key && t(key as string)]),
          ),
        }
      : {}),
    ...(field.kind === 'section' ? { fields: field.fields.map(translated) } : {}),
  });
  return fields.map(translated);
}

/** The fields that hold values, sections opened up (in their order); a group's own fields stay in it. */
export function valueFields(fields: readonly Field[]): ValueField[] {
  return fields.flatMap((field) => (field.kind === 'section' ? valueFields(field.fields) : [field]));
}

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

/** `YYYY-MM-DDTHH:mm` of a moment in the browser's zone, as a datetime-local input shows it. */
export function toLocalDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const two = (number: number) => String(number).padStart(2, '0');
  return (
    `${String(date.getFullYear()).padStart(4, '0')}-${two(date.getMonth() + 1)}-${two(date.getDate())}` +
    `T${two(date.getHours())}:${two(date.getMinutes())}`
  );
}

/**
 * The ISO moment (UTC) of a datetime-local value read in the browser's zone; undefined for text
 * that is no such value or names no real day (31 February).
 */
export function fromLocalDateTime(text: string): string | undefined {
  const parts = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text);
  if (!parts) return undefined;
  const [year, month, day, hour, minute, second] = parts
    .slice(1)
    .map((part) => Number(part ?? 0)) as number[];
  const date = new Date(year!, month! - 1, day!, hour!, minute!, second!);
  if (date.getDate() !== day || date.getMonth() !== month! - 1 || hour! > 23 || minute! > 59)
    return undefined;
  return date.toISOString();
}

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

const numberRules = (field: ValueField): DecimalRules =>
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
export function toDraft(field: ValueField, value: unknown): unknown {
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
    case 'datetime':
      return typeof value === 'string' ? toLocalDateTime(value) : '';
    case 'multiselect':
    case 'files':
      return Array.isArray(value) ? [...(value as unknown[])] : [];
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
  return Object.fromEntries(
    valueFields(fields).map((field) => [field.name, toDraft(field, item[field.name])]),
  );
}

/** One field's request value from its draft. */
export function fromDraft(field: ValueField, draft: unknown): FieldResult {
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
    case 'datetime': {
      const text = String(draft ?? '');
      if (text === '') return { ok: true, value: emptyAs(field.empty, 'null') };
      const moment = fromLocalDateTime(text);
      return moment === undefined ? { ok: false, problem: 'invalid' } : { ok: true, value: moment };
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
): { input: Draft; local: Draft; problems: Record<string, { field: ValueField; problem: FieldProblem }> } {
  const input: Draft = {};
  const local: Draft = {};
  let problems: Record<string, { field: ValueField; problem: FieldProblem }> = {};
  for (const field of fields) {
    if (field.when && !field.when(draft)) continue;
    if (field.kind === 'section') {
      const read = inputOf(field.fields, draft, path);
      Object.assign(input, read.input);
      Object.assign(local, read.local);
      problems = { ...problems, ...read.problems };
      continue;
    }
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

/**
 * The field a path names and that field's own path: `variants.0.key` is the group's `key` field;
 * `data.3.props` lies inside the value of the field `data` (a block of the page's blocks).
 */
export function placeOf(
  fields: readonly Field[],
  path: string,
): { field: ValueField; path: string } | undefined {
  const [name = '', index, ...rest] = path.split('.');
  const field = valueFields(fields).find((candidate) => candidate.name === name);
  if (!field) return undefined;
  if (field.kind === 'group' && rest.length > 0) {
    const inner = placeOf(field.fields, rest.join('.'));
    return inner && { field: inner.field, path: `${name}.${index}.${inner.path}` };
  }
  return { field, path: name };
}

/** The field a path names (`variants.0.key` → the group's `key` field), if the form has it. */
export const fieldAt = (fields: readonly Field[], path: string): ValueField | undefined =>
  placeOf(fields, path)?.field;

import {
  BUG_PRIORITIES,
  BUG_REPRODUCE,
  BUG_SEVERITIES,
  bugReportSchemas,
  colorSchemas,
} from '@gartenwerk/domain/schemas';
import { Type } from '@sinclair/typebox';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { schemaFieldTable } from './schemaForm';

/** Texts show their key, so each field says which key it was given. */
const t = ((key: string) => `«${key}»`) as unknown as TFunction;
const existing =
  (...keys: string[]) =>
  (key: string) =>
    keys.includes(key);
const named = (texts: string, values: readonly string[]) =>
  values.map((value) => ({ value, label: `«${texts}.${value}»` }));

describe('schemaFieldTable', () => {
  it('leaves the id of an update schema out of the form', () => {
    const update = Type.Object({ _id: Type.Optional(Type.String()), name: Type.Optional(Type.String()) });
    const fields = schemaFieldTable(t, existing(), update, { texts: 'booking' });
    expect(fields).toEqual([{ name: 'name', kind: 'text', label: '«booking.fields.name»' }]);
  });

  it("derives the bug report's form from its create schema: kinds, labels, hint, required mark and message", () => {
    const fields = schemaFieldTable(
      t,
      existing('bugTracker.fields.descriptionHint', 'bugTracker.errors.title'),
      bugReportSchemas.create,
      {
        texts: 'bugTracker',
        overrides: {
          description: { multiline: true },
          developer: {
            kind: 'select',
            choices: [{ value: 'user-3', label: 'Clara' }],
            placeholder: 'bugTracker.nobody',
          },
        },
      },
    );
    expect(fields).toEqual([
      {
        name: 'title',
        kind: 'text',
        label: '«bugTracker.fields.title»',
        required: true,
        messages: { required: '«bugTracker.errors.title»' },
      },
      {
        name: 'description',
        kind: 'text',
        multiline: true,
        label: '«bugTracker.fields.description»',
        hint: '«bugTracker.fields.descriptionHint»',
      },
      {
        name: 'reproduce',
        kind: 'select',
        label: '«bugTracker.fields.reproduce»',
        choices: named('bugTracker.reproduce', BUG_REPRODUCE),
      },
      {
        name: 'severity',
        kind: 'select',
        label: '«bugTracker.fields.severity»',
        choices: named('bugTracker.severity', BUG_SEVERITIES),
      },
      {
        name: 'priority',
        kind: 'select',
        label: '«bugTracker.fields.priority»',
        choices: named('bugTracker.priority', BUG_PRIORITIES),
      },
      {
        name: 'developer',
        kind: 'select',
        label: '«bugTracker.fields.developer»',
        empty: 'null',
        choices: [{ value: 'user-3', label: 'Clara' }],
        placeholder: '«bugTracker.nobody»',
      },
      {
        name: 'status',
        kind: 'select',
        label: '«bugTracker.fields.status»',
        choices: named('bugTracker.status', ['new', 'confirmed', 'in_progress', 'fixed', 'closed']),
      },
      // A list of file ids: the screen overrides it with the file library's picker.
      { name: 'screenshots', kind: 'tags', label: '«bugTracker.fields.screenshots»' },
      { name: 'page', kind: 'text', label: '«bugTracker.fields.page»', empty: 'null' },
      { name: 'browser', kind: 'text', label: '«bugTracker.fields.browser»', empty: 'null' },
      { name: 'appVersion', kind: 'text', label: '«bugTracker.fields.appVersion»', empty: 'null' },
    ]);
  });

  it("takes the colours' order, text groups and overrides: tags from a list of texts, pictures as files", () => {
    const fields = schemaFieldTable(t, existing('shopCatalogue.fields.tagsHint'), colorSchemas.create, {
      texts: 'shopCatalogue.colors',
      fields: 'shopCatalogue.fields',
      order: ['title', 'code', 'tags', 'media'],
      overrides: { media: { kind: 'files', upload: true } },
    });
    expect(fields.map((field) => [field.name, field.kind])).toEqual([
      ['title', 'text'],
      ['code', 'text'],
      ['tags', 'tags'],
      ['media', 'files'],
    ]);
    expect(fields[1]).toMatchObject({ empty: 'null', label: '«shopCatalogue.fields.code»' });
    expect(fields[1]).not.toHaveProperty('hint');
    expect(fields[2]).toMatchObject({ hint: '«shopCatalogue.fields.tagsHint»' });
    expect(fields[0]).toMatchObject({ required: true });
    expect(fields[0]).not.toHaveProperty('messages');
  });

  it('makes a switch of a boolean, a number field of a number, a day of a date and a moment of a date-time', () => {
    const schema = Type.Object({
      public: Type.Boolean(),
      stock: Type.Integer({ minimum: 0 }),
      price: Type.Number(),
      from: Type.String({ format: 'date' }),
      at: Type.String({ format: 'date-time' }),
    });
    const kinds = schemaFieldTable(t, existing(), schema, { texts: 'x' });
    expect(kinds).toEqual([
      { name: 'public', kind: 'switch', label: '«x.fields.public»', required: true },
      { name: 'stock', kind: 'number', integer: true, minimum: 0, label: '«x.fields.stock»', required: true },
      { name: 'price', kind: 'number', integer: false, label: '«x.fields.price»', required: true },
      { name: 'from', kind: 'date', label: '«x.fields.from»', required: true },
      { name: 'at', kind: 'datetime', label: '«x.fields.at»', required: true },
    ]);
  });

  it('refuses a property whose kind the schema does not tell, unless an override gives it', () => {
    const schema = Type.Object({ content: Type.Object({ text: Type.String() }) });
    expect(() => schemaFieldTable(t, existing(), schema, { texts: 'x' })).toThrow(
      'schemaFieldTable: no field kind for content',
    );
    const fields = schemaFieldTable(t, existing(), schema, {
      texts: 'x',
      overrides: { content: { kind: 'custom', render: () => null } },
    });
    expect(fields[0]).toMatchObject({ name: 'content', kind: 'custom' });
  });
});

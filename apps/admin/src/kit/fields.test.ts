import { NullableString } from '@gartenwerk/domain/schemas';
import { Type } from '@sinclair/typebox';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { draftOf, inputOf, schemaFields, type Field } from './fields';
import { validateDraft } from './validate';

const variant: Field[] = [
  { name: 'key', kind: 'text', label: (number) => `Schlüssel ${number}` },
  { name: 'price', kind: 'money', label: (number) => `Preis ${number}` },
];
const fields: Field[] = [
  { name: 'title', kind: 'text', label: 'Titel', messages: { required: 'Bitte einen Titel angeben.' } },
  { name: 'price', kind: 'money', label: 'Preis' },
  { name: 'order', kind: 'number', label: 'Reihenfolge', integer: true },
  { name: 'tags', kind: 'tags', label: 'Tags' },
  { name: 'offline', kind: 'switch', label: 'Offline' },
  { name: 'start', kind: 'date', label: 'Beginn', stored: 'datetime' },
  { name: 'type', kind: 'select', label: 'Art', choices: [{ value: 'set', label: 'Set' }] },
  { name: 'slots', kind: 'multiselect', label: 'Slots', choices: [], when: (draft) => draft.type === 'set' },
  {
    name: 'variants',
    kind: 'group',
    label: 'Varianten',
    fields: variant,
    addLabel: 'Variante hinzufügen',
    removeLabel: (number) => `Variante ${number} entfernen`,
    newEntry: () => ({}),
  },
];

const schema = Type.Object({
  title: Type.String({ minLength: 1, maxLength: 20 }),
  price: Type.Union([Type.Number({ minimum: 0 }), Type.Null()]),
  order: Type.Union([Type.Integer(), Type.Null()]),
  tags: Type.Array(Type.String()),
  offline: Type.Boolean(),
  start: Type.Union([Type.String(), Type.Null()]),
  type: Type.Union([Type.Literal('set'), Type.Literal('product'), Type.Null()]),
  slots: Type.Optional(Type.Array(Type.String())),
  variants: Type.Array(
    Type.Object({ key: Type.String({ minLength: 1 }), price: Type.Union([Type.Number(), Type.Null()]) }),
  ),
});

// The German texts by key, as the admin's de namespace has them; the test names them by hand.
const texts: Record<string, string> = {
  'editor.errors.required': 'Bitte ausfüllen.',
  'editor.errors.fraction': 'Höchstens 2 Stellen nach dem Komma.',
  'editor.errors.integer': 'Bitte eine ganze Zahl angeben.',
  'editor.errors.number': 'Bitte eine Zahl angeben, z. B. 12,5.',
  'editor.errors.maxLength': 'Höchstens 20 Zeichen.',
};
const t = ((key: string) => texts[key] ?? key) as unknown as TFunction;

describe('the field table', () => {
  it('drafts a stored item the way a person reads it', () => {
    expect(
      draftOf(fields, {
        title: 'Rose',
        price: 12.9,
        order: 3,
        tags: ['rot', 'duftend'],
        offline: false,
        start: '2026-06-01T00:00:00.000Z',
        type: null,
        variants: [{ key: '40-60', price: 1234.5 }],
      }),
    ).toEqual({
      title: 'Rose',
      price: '12,90',
      order: '3',
      tags: 'rot, duftend',
      offline: false,
      start: '2026-06-01',
      type: '',
      slots: [],
      variants: [{ key: '40-60', price: '1234,50' }],
    });
  });

  it('reads the drafts into the request body, leaving out hidden fields', () => {
    const draft = {
      title: ' Rose ',
      price: '1.234,50',
      order: '',
      tags: 'rot, , rot',
      offline: true,
      start: '2026-06-01',
      type: '',
      slots: ['x'],
      variants: [{ key: 'a', price: '' }],
    };
    expect(inputOf(fields, draft)).toEqual({
      input: {
        title: 'Rose',
        price: 1234.5,
        order: null,
        tags: ['rot'],
        offline: true,
        start: '2026-06-01T00:00:00.000Z',
        type: null,
        variants: [{ key: 'a', price: null }],
      },
      local: {},
      problems: {},
    });
  });

  it('names each refused field by its path, from the number reading and from the schema', () => {
    const draft = {
      ...draftOf(fields),
      title: '',
      price: '9,999',
      order: '2,5',
      variants: [
        { key: 'a', price: '1' },
        { key: '', price: 'zwölf' },
      ],
    };
    expect(validateDraft(fields, draft, schema, t).errors).toEqual({
      title: 'Bitte einen Titel angeben.',
      price: 'Höchstens 2 Stellen nach dem Komma.',
      order: 'Bitte eine ganze Zahl angeben.',
      'variants.1.key': 'Bitte ausfüllen.',
      'variants.1.price': 'Bitte eine Zahl angeben, z. B. 12,5.',
    });
    expect(validateDraft(fields, { ...draftOf(fields), title: 'x'.repeat(21) }, schema, t).errors).toEqual({
      title: 'Höchstens 20 Zeichen.',
    });
  });

  it('refuses a text of the wrong form before sending, and leaves an empty one to the server', () => {
    const slug: Field[] = [
      {
        name: 'slug',
        kind: 'text',
        label: 'Kurzname',
        empty: 'omit',
        pattern: /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
        messages: { invalid: 'Nur Kleinbuchstaben, Ziffern und Bindestriche.' },
      },
    ];
    const open = Type.Object({ slug: Type.Optional(Type.String()) });
    expect(validateDraft(slug, { slug: 'Hecken Pflanzen' }, open, t)).toEqual({
      input: {},
      local: {},
      errors: { slug: 'Nur Kleinbuchstaben, Ziffern und Bindestriche.' },
    });
    expect(validateDraft(slug, { slug: ' hecken ' }, open, t)).toEqual({
      input: { slug: 'hecken' },
      local: {},
      errors: {},
    });
    expect(validateDraft(slug, { slug: '' }, open, t)).toEqual({ input: {}, local: {}, errors: {} });
  });

  it('checks a local field like the others but keeps it out of the request body', () => {
    const stock: Field[] = [
      { name: 'title', kind: 'text', label: 'Titel' },
      {
        name: 'initialStock',
        kind: 'number',
        integer: true,
        minimum: 0,
        local: true,
        label: 'Anfangsbestand',
      },
    ];
    const closed = Type.Object({ title: Type.String() }, { additionalProperties: false });
    expect(validateDraft(stock, { title: 'Lavendel', initialStock: '12' }, closed, t)).toEqual({
      input: { title: 'Lavendel' },
      local: { initialStock: 12 },
      errors: {},
    });
    expect(validateDraft(stock, { title: 'Lavendel', initialStock: '2,5' }, closed, t).errors).toEqual({
      initialStock: 'Bitte eine ganze Zahl angeben.',
    });
  });

  it('stores a last valid day as its last moment, which the shared date-time schema accepts', () => {
    const days: Field[] = [
      { name: 'valid_from', kind: 'date', label: 'Gültig ab', stored: 'datetime' },
      { name: 'valid_until', kind: 'date', label: 'Gültig bis', stored: 'datetime-end' },
    ];
    const period = Type.Object({
      valid_from: NullableString({ format: 'date-time' }),
      valid_until: NullableString({ format: 'date-time' }),
    });
    expect(validateDraft(days, { valid_from: '2026-05-01', valid_until: '2026-05-31' }, period, t)).toEqual({
      input: { valid_from: '2026-05-01T00:00:00.000Z', valid_until: '2026-05-31T23:59:59.999Z' },
      local: {},
      errors: {},
    });
    expect(validateDraft(days, { valid_from: '', valid_until: '' }, period, t).input).toEqual({
      valid_from: null,
      valid_until: null,
    });
    expect(validateDraft(days, { valid_from: '2026-13-45', valid_until: '' }, period, t).errors).toEqual({
      valid_from: 'editor.errors.invalid',
    });
  });
});

describe('schemaFields', () => {
  const schema = Type.Object({ title: Type.String(), code: NullableString() });
  const t = ((key: string) => `«${key}»`) as unknown as TFunction;

  it('translates labels, hints and messages, in sections too', () => {
    const table = schemaFields(t, schema, [
      { name: 'title', kind: 'text', label: 'fields.title', messages: { required: 'errors.title' } },
      {
        kind: 'section',
        name: 'look',
        label: 'sections.look',
        fields: [{ name: 'code', kind: 'text', label: 'fields.code', hint: 'fields.codeHint' }],
      },
    ]);
    expect(table).toEqual([
      { name: 'title', kind: 'text', label: '«fields.title»', messages: { required: '«errors.title»' } },
      {
        kind: 'section',
        name: 'look',
        label: '«sections.look»',
        fields: [{ name: 'code', kind: 'text', label: '«fields.code»', hint: '«fields.codeHint»' }],
      },
    ]);
  });

  it('names only properties of the schema', () => {
    // @ts-expect-error -- 'colour' is no property of the schema: the table does not compile.
    schemaFields(t, schema, [{ name: 'colour', kind: 'text', label: 'fields.code' }]);
  });
});

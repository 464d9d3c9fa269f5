import { EntryFieldsSchema } from '@gartenwerk/domain/schemas';
import { Type } from '@sinclair/typebox';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { FieldInputs } from './EntityForm';
import { draftOf, fieldAt, inputOf, type Field } from './fields';
import { validateDraft } from './validate';
import { createAdminI18n } from '../i18n/createAdminI18n';

// Local times are read in Vienna: an hour ahead of UTC in winter, two in summer.
process.env.TZ = 'Europe/Vienna';

const t = ((key: string) =>
  ({ 'editor.errors.required': 'Bitte ausfüllen.', 'editor.errors.invalid': 'Dieser Wert ist ungültig.' })[
    key
  ] ?? key) as unknown as TFunction;

const page: Field[] = [
  {
    kind: 'section',
    name: 'general',
    label: 'Allgemein',
    fields: [
      { name: 'title', kind: 'text', label: 'Titel' },
      { name: 'publish_date', kind: 'datetime', label: 'Veröffentlichungsdatum' },
    ],
  },
  {
    kind: 'section',
    name: 'meta',
    label: 'Suchmaschinen',
    hint: 'Nur für Seiten',
    when: (draft) => draft.type === 'page',
    fields: [{ name: 'meta_keywords', kind: 'text', label: 'Meta-Keywords' }],
  },
  { name: 'type', kind: 'select', label: 'Typ', choices: [{ value: 'page', label: 'Seite' }] },
  { name: 'images', kind: 'files', label: 'Bilder', stored: 'refs' },
];

describe('a field table with sections', () => {
  it('runs in the zone the expectations are written for', () => {
    expect(new Date(2026, 0, 15).getTimezoneOffset()).toBe(-60);
    expect(new Date(2026, 6, 15).getTimezoneOffset()).toBe(-120);
  });

  it('keeps the values of its sections in the one draft and body, as if there were none', () => {
    const draft = draftOf(page, {
      title: 'Team',
      publish_date: '2026-03-01T08:00:00.000Z',
      meta_keywords: 'hecken',
      type: 'page',
      images: [{ _id: 'file-1', name: 'thuja-hecke.jpg' }],
    });
    expect(draft).toEqual({
      title: 'Team',
      publish_date: '2026-03-01T09:00',
      meta_keywords: 'hecken',
      type: 'page',
      images: [{ _id: 'file-1', name: 'thuja-hecke.jpg' }],
    });
    expect(inputOf(page, draft).input).toEqual({
      title: 'Team',
      publish_date: '2026-03-01T08:00:00.000Z',
      meta_keywords: 'hecken',
      type: 'page',
      images: [{ _id: 'file-1', name: 'thuja-hecke.jpg' }],
    });
    // A hidden section sends none of its fields.
    expect(inputOf(page, { ...draft, type: 'news' }).input).toEqual({
      title: 'Team',
      publish_date: '2026-03-01T08:00:00.000Z',
      type: 'news',
      images: [{ _id: 'file-1', name: 'thuja-hecke.jpg' }],
    });
    expect(fieldAt(page, 'meta_keywords')?.label).toBe('Meta-Keywords');
    expect(fieldAt(page, 'general')).toBeUndefined();
  });

  it('names a refused field inside a section by its own name', () => {
    const draft = { ...draftOf(page), title: '', publish_date: '2026-03-01T09:00', type: 'page' };
    expect(validateDraft(page, draft, EntryFieldsSchema, t).errors).toEqual({ title: 'Bitte ausfüllen.' });
  });
});

describe('errors inside a value', () => {
  it('shows a refusal deep inside a custom field at the field, and one inside a group at its entry', () => {
    const form: Field[] = [
      {
        kind: 'section',
        name: 'blocks',
        label: 'Blöcke',
        fields: [{ name: 'data', kind: 'custom', label: 'Blöcke', render: () => null }],
      },
      {
        name: 'variants',
        kind: 'group',
        label: 'Varianten',
        fields: [{ name: 'key', kind: 'text', label: 'Schlüssel' }],
        addLabel: 'Variante hinzufügen',
        removeLabel: () => 'Variante entfernen',
        newEntry: () => ({}),
      },
    ];
    const schema = Type.Object({
      data: Type.Array(Type.Object({ height: Type.Integer({ maximum: 1000 }) })),
      variants: Type.Array(Type.Object({ key: Type.String({ minLength: 1 }) })),
    });
    const draft = { data: [{ height: 10 }, { height: 5000 }], variants: [{ key: 'a' }, { key: '' }] };
    expect(validateDraft(form, draft, schema, t).errors).toEqual({
      data: 'Dieser Wert ist ungültig.',
      'variants.1.key': 'Bitte ausfüllen.',
    });
  });
});

describe('a local date-time field', () => {
  const moment: Field[] = [{ name: 'publish_date', kind: 'datetime', label: 'Veröffentlichungsdatum' }];
  const schema = Type.Object({ publish_date: Type.Optional(Type.String({ format: 'date-time' })) });

  it('shows a stored moment in local time, summer time included', () => {
    expect(draftOf(moment, { publish_date: '2026-01-10T23:30:00.000Z' })).toEqual({
      publish_date: '2026-01-11T00:30',
    });
    expect(draftOf(moment, { publish_date: '2026-07-01T10:05:00+00:00' })).toEqual({
      publish_date: '2026-07-01T12:05',
    });
    expect(draftOf(moment, {})).toEqual({ publish_date: '' });
    expect(draftOf(moment, { publish_date: 'gestern' })).toEqual({ publish_date: '' });
  });

  it('sends the local time as a UTC date-time the server schema accepts', () => {
    expect(validateDraft(moment, { publish_date: '2026-03-01T09:00' }, schema, t)).toEqual({
      input: { publish_date: '2026-03-01T08:00:00.000Z' },
      local: {},
      errors: {},
    });
    expect(validateDraft(moment, { publish_date: '2026-07-01T00:15' }, schema, t).input).toEqual({
      publish_date: '2026-06-30T22:15:00.000Z',
    });
    // Some browsers add the seconds.
    expect(validateDraft(moment, { publish_date: '2026-07-01T00:15:30' }, schema, t).input).toEqual({
      publish_date: '2026-06-30T22:15:30.000Z',
    });
  });

  it('refuses a day that does not exist and asks for an emptied one the schema needs', () => {
    expect(validateDraft(moment, { publish_date: '2026-02-30T10:00' }, schema, t).errors).toEqual({
      publish_date: 'Dieser Wert ist ungültig.',
    });
    expect(validateDraft(moment, { publish_date: '1.3.2026 10:00' }, schema, t).errors).toEqual({
      publish_date: 'Dieser Wert ist ungültig.',
    });
    expect(validateDraft(moment, { publish_date: '' }, schema, t)).toEqual({
      input: { publish_date: null },
      local: {},
      errors: { publish_date: 'Bitte ausfüllen.' },
    });
    const optional: Field[] = [{ ...moment[0]!, kind: 'datetime', empty: 'omit' } as Field];
    expect(validateDraft(optional, { publish_date: '' }, schema, t)).toEqual({
      input: {},
      local: {},
      errors: {},
    });
  });
});

describe('the form of a field table with sections', () => {
  const inGerman = (form: ReactNode) =>
    render(<I18nextProvider i18n={createAdminI18n('de')}>{form}</I18nextProvider>);

  it('shows each section as a group with its heading, and a moment in a date-time input', () => {
    const onChange = vi.fn();
    inGerman(
      <FieldInputs
        fields={page.slice(0, 3)}
        draft={{ title: 'Team', publish_date: '2026-03-01T09:00', meta_keywords: '', type: 'page' }}
        onChange={onChange}
        errors={{ publish_date: 'Bitte ausfüllen.' }}
      />,
    );
    const general = screen.getByRole('group', { name: 'Allgemein' });
    expect(within(general).getByRole('heading', { level: 2, name: 'Allgemein' })).toBeTruthy();
    expect((within(general).getByRole('textbox', { name: 'Titel' }) as HTMLInputElement).value).toBe('Team');
    const date = within(general).getByLabelText(/Veröffentlichungsdatum/) as HTMLInputElement;
    expect(date.type).toBe('datetime-local');
    expect(date.value).toBe('2026-03-01T09:00');
    expect(within(general).getByText('Bitte ausfüllen.')).toBeTruthy();
    const meta = screen.getByRole('group', { name: 'Suchmaschinen' });
    expect(within(meta).getByText('Nur für Seiten')).toBeTruthy();
    expect(within(meta).getByRole('textbox', { name: 'Meta-Keywords' })).toBeTruthy();

    fireEvent.change(date, { target: { value: '2026-03-02T10:30' } });
    expect(onChange).toHaveBeenCalledWith('publish_date', '2026-03-02T10:30');
  });

  it('leaves out a section whose condition does not hold', () => {
    inGerman(
      <FieldInputs
        fields={page.slice(0, 3)}
        draft={{ title: 'Neu', publish_date: '', meta_keywords: '', type: 'news' }}
        onChange={() => undefined}
        errors={{}}
      />,
    );
    expect(screen.getByRole('group', { name: 'Allgemein' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Suchmaschinen' })).toBeNull();
  });
});

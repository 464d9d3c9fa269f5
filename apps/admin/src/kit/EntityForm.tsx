import { FieldError } from './FieldError';
import { Button, Checkbox, Select, TextInput } from '@gartenwerk/ui';
import { lazy, Suspense, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../i18n/createAdminI18n';
import { Checklist } from './Checklist';
import { draftOf, labelOf, type Draft, type Field, type FieldErrors, type ValueField } from './fields';
import { FileRefsField, MediaField, type FileRef } from './MediaField';
import type { EntityEditor } from './useEntityEditor';

// TipTap is large: only forms with a rich text field load it.
const RichTextEditor = lazy(() =>
  import('../screens/pages/RichTextEditor').then((module) => ({ default: module.RichTextEditor })),
);

interface FieldsProps {
  fields: readonly Field[];
  draft: Draft;
  onChange: (name: string, value: unknown) => void;
  errors: FieldErrors;
  /** Path of the entry these fields belong to (`variants.0.`) and its number, inside a group. */
  path?: string;
  number?: number;
}

/**
 * The inputs of a field table over one draft: a section becomes a fieldset with its heading over
 * the same draft; a group renders its entries with its own table.
 */
export function FieldInputs({ fields, draft, onChange, errors, path = '', number = 0 }: FieldsProps) {
  return (
    <>
      {fields
        .filter((field) => !field.when || field.when(draft))
        .map((field) =>
          field.kind === 'section' ? (
            <fieldset key={field.name} className="admin-form__section">
              <legend>
                <h2 className="admin-form__heading">{field.label}</h2>
              </legend>
              {field.hint ? <p className="gw-field__hint">{field.hint}</p> : null}
              <FieldInputs
                fields={field.fields}
                draft={draft}
                onChange={onChange}
                errors={errors}
                path={path}
                number={number}
              />
            </fieldset>
          ) : (
            <FieldInput
              key={field.name}
              field={field}
              value={draft[field.name]}
              onChange={(value) => onChange(field.name, value)}
              errors={errors}
              path={`${path}${field.name}`}
              number={number}
            />
          ),
        )}
    </>
  );
}

function FieldInput({
  field,
  value,
  onChange,
  errors,
  path,
  number,
}: {
  field: ValueField;
  value: unknown;
  onChange: (value: unknown) => void;
  errors: FieldErrors;
  path: string;
  number: number;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const hintId = useId();
  const label = labelOf(field, number);
  const error = errors[path];
  const text = (props: { inputMode?: 'decimal' | 'numeric'; type?: string } = {}) => (
    <TextInput
      label={label}
      hint={field.hint}
      required={field.required}
      error={error}
      value={String(value ?? '')}
      onChange={(event) => onChange(event.target.value)}
      {...props}
    />
  );
  switch (field.kind) {
    case 'text':
      return field.multiline ? (
        <>
          <label className="admin-form__area gw-field">
            <span className="gw-field__label">{label}</span>
            <textarea
              className="gw-field__control"
              rows={4}
              value={String(value ?? '')}
              onChange={(event) => onChange(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={field.hint ? hintId : undefined}
            />
            <FieldError message={error} />
          </label>
          {field.hint ? (
            <p id={hintId} className="gw-field__hint">
              {field.hint}
            </p>
          ) : null}
        </>
      ) : (
        text({ type: field.type ?? 'text' })
      );
    case 'number':
      return text({ inputMode: field.integer ? 'numeric' : 'decimal' });
    case 'money':
      return text({ inputMode: 'decimal' });
    case 'date':
      return text({ type: 'date' });
    case 'datetime':
      return text({ type: 'datetime-local' });
    case 'tags':
      return text({ type: 'text' });
    case 'select':
      return (
        <Select
          label={label}
          hint={field.hint}
          error={error}
          required={field.required}
          options={field.choices}
          placeholder={field.placeholder}
          value={String(value ?? '')}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    case 'multiselect':
      return field.display === 'list' ? (
        <label className="admin-form__area">
          {label}
          <select
            multiple
            size={Math.min(6, Math.max(2, field.choices.length))}
            value={(value as string[]) ?? []}
            onChange={(event) => onChange([...event.target.selectedOptions].map((option) => option.value))}
            aria-invalid={error ? true : undefined}
          >
            {field.choices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
          <FieldError message={error} />
        </label>
      ) : (
        <Checklist
          legend={label}
          choices={field.choices}
          value={(value as string[]) ?? []}
          onChange={onChange}
          none={field.none}
          hint={field.hint}
          error={error}
        />
      );
    case 'files': {
      const picker = { legend: label, images: field.images, upload: field.upload, error };
      return field.stored === 'refs' ? (
        <FileRefsField {...picker} value={(value as FileRef[]) ?? []} onChange={onChange} />
      ) : (
        <MediaField {...picker} value={(value as string[]) ?? []} onChange={onChange} />
      );
    }
    case 'richtext':
      return (
        <Suspense fallback={<p role="status">{t('editor.loadingEditor')}</p>}>
          <RichTextEditor label={label} value={String(value ?? '')} onChange={onChange} />
          <FieldError message={error} />
        </Suspense>
      );
    case 'switch':
      return (
        <Checkbox
          label={label}
          hint={field.hint}
          error={error}
          checked={value === true}
          onChange={(event) => onChange(event.target.checked)}
        />
      );
    case 'group': {
      const entries = (value as Draft[] | undefined) ?? [];
      const change = (index: number, name: string, next: unknown) =>
        onChange(entries.map((entry, at) => (at === index ? { ...entry, [name]: next } : entry)));
      return (
        <fieldset aria-invalid={error ? true : undefined}>
          <legend>{label}</legend>
          {entries.map((entry, index) => (
            <div key={index} className="admin-form__row">
              <FieldInputs
                fields={field.fields}
                draft={entry}
                onChange={(name, next) => change(index, name, next)}
                errors={errors}
                path={`${path}.${index}.`}
                number={index + 1}
              />
              <Button
                variant="secondary"
                onClick={() => onChange(entries.filter((_entry, at) => at !== index))}
              >
                {field.removeLabel(index + 1)}
              </Button>
            </div>
          ))}
          <FieldError message={error} />
          <div>
            <Button
              variant="secondary"
              onClick={() => onChange([...entries, draftOf(field.fields, field.newEntry())])}
            >
              {field.addLabel}
            </Button>
          </div>
        </fieldset>
      );
    }
    case 'custom':
      return field.render({ value, onChange, error, label });
  }
}

/** Words of the form's own buttons instead of the kit's ("Anlegen", "Benutzer löschen"). */
export interface FormLabels {
  /** The save button of a new item. */
  create?: string;
  remove?: string;
}

/**
 * The form of an edit screen: its fields from the table, errors the form has no field for, then
 * save and (for a stored item) delete; `actions` adds buttons of the screen's own.
 */
export function EntityForm({
  editor,
  label,
  actions,
  labels = {},
  wide = false,
}: {
  editor: EntityEditor;
  /** The form's accessible name (e.g. "Farbe"). */
  label: string;
  actions?: ReactNode;
  labels?: FormLabels;
  wide?: boolean;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const general = editor.errors[''];
  return (
    <form
      className={wide ? 'admin-form admin-form--wide' : 'admin-form'}
      noValidate
      aria-label={label}
      onSubmit={(event) => void editor.save(event)}
    >
      <FieldInputs
        fields={editor.fields}
        draft={editor.draft}
        onChange={editor.setValue}
        errors={editor.errors}
      />
      <FieldError message={general} />
      <div className="admin-form__actions">
        <Button type="submit" disabled={editor.saving}>
          {(editor.isNew ? labels.create : undefined) ?? t('editor.save')}
        </Button>
        {editor.canRemove ? (
          <Button variant="danger" onClick={editor.askRemove} disabled={editor.removing}>
            {labels.remove ?? t('editor.delete')}
          </Button>
        ) : null}
        {actions}
      </div>
    </form>
  );
}

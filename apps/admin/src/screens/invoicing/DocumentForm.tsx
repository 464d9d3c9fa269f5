import type { InvoiceDocument } from '@gartenwerk/api-client';
import { Button } from '@gartenwerk/ui';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { FieldInputs, type EntityEditor } from '../../kit';
import { FieldError } from '../../kit/FieldError';
import { screenTypeOf } from './documentPaths';
import { isBlank, type LineDraft } from './lines';

const HEAD = ['receiver'];
const DATES = [
  'date',
  'valid_until',
  'delivery_date',
  'service_from',
  'service_to',
  'payment_terms_days',
  'buyer_reference',
  'price_mode',
  'vat_exemption',
  'title',
  'template_id',
];
const INTERNAL = ['status', 'notes', 'tags'];

/** The form of a draft (or of an issued document's state, notes and tags) in the screen's parts. */
export function DocumentForm({
  editor,
  type,
  issued,
  label,
}: {
  editor: EntityEditor;
  type: InvoiceDocument['type'];
  issued: boolean;
  label: string;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const part = (names: readonly string[]) => (
    <FieldInputs
      fields={editor.fields.filter((field) => names.includes(field.name))}
      draft={editor.draft}
      onChange={editor.setValue}
      errors={editor.errors}
    />
  );
  const rest = editor.fields
    .map((field) => field.name)
    .filter((name) => ![...HEAD, ...DATES, ...INTERNAL].includes(name));
  const draftLines = (editor.draft.lines as LineDraft[] | undefined) ?? [];
  const lineCount = draftLines.filter((line) => !isBlank(line)).length;
  return (
    <form
      className="admin-form admin-doc__form"
      noValidate
      aria-label={label}
      onSubmit={(event: FormEvent<HTMLFormElement>) => void editor.save(event)}
    >
      {!issued ? (
        <div className="admin-doc__head">
          <fieldset>
            <legend>{t('invoicing.receiver')}</legend>
            {part(HEAD)}
          </fieldset>
          <fieldset className="admin-doc__dates">
            <legend>{t(`documents.data.${screenTypeOf(type)}`)}</legend>
            {part(DATES)}
          </fieldset>
        </div>
      ) : null}
      {!issued ? part(rest) : null}
      <fieldset>
        <legend>{t('documents.internal')}</legend>
        {part(INTERNAL)}
      </fieldset>
      <FieldError message={editor.errors['']} />
      <div className="admin-form__actions admin-doc__save">
        <Button type="submit" disabled={editor.saving}>
          {t('editor.save')}
        </Button>
        {editor.canRemove && !issued ? (
          <Button variant="danger" onClick={editor.askRemove} disabled={editor.removing}>
            {t('documents.delete')}
          </Button>
        ) : null}
        {!issued ? (
          <span className="admin-lines__hint">{t('documents.lineCount', { count: lineCount })}</span>
        ) : null}
      </div>
    </form>
  );
}

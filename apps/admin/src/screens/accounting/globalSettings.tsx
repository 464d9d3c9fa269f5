import { INVOICE_DOCUMENT_TYPES, type AccountingSettings, type NumberFormat } from '@gartenwerk/api-client';
import { parseDecimal } from '@gartenwerk/domain';
import { Checkbox, TextInput } from '@gartenwerk/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { FormActions } from '../../kit';
import type { AdminRoute } from '../../routes/adminRoutes';
import { SettingsScreen, useSaveSettings, useNumbers, DAY_RULES } from './settings';

/** The number a format gives, e.g. RE-2026-00001. */
export function numberExample(format: NumberFormat, year: number, counter = 1): string {
  const digits = String(counter).padStart(format.digits, '0');
  return format.year ? `${format.prefix}${year}${format.separator}${digits}` : `${format.prefix}${digits}`;
}

/** accounting/settings/global: number formats per document type and the payment terms. */
export function GlobalSettings({ route }: { route: AdminRoute }) {
  return <SettingsScreen route={route}>{(settings) => <GlobalForm settings={settings} />}</SettingsScreen>;
}

function GlobalForm({ settings }: { settings: AccountingSettings }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { save, saving } = useSaveSettings();
  const [formats, setFormats] = useState(settings.number_formats);
  const [digitTexts, setDigitTexts] = useState(() =>
    Object.fromEntries(
      INVOICE_DOCUMENT_TYPES.map((type) => [type, String(settings.number_formats[type].digits)]),
    ),
  );
  const numbers = useNumbers({
    payment_terms_days: settings.payment_terms_days,
    offer_validity_days: settings.offer_validity_days,
  });
  const [showErrors, setShowErrors] = useState(false);
  const year = new Date().getFullYear();
  const digitsOf = (type: string) => {
    const result = parseDecimal(digitTexts[type] ?? '', { integer: true, minimum: 1 });
    return result.ok && result.value !== null && result.value <= 10 ? result.value : undefined;
  };
  const terms = numbers.read('payment_terms_days', DAY_RULES);
  const validity = numbers.read('offer_validity_days', DAY_RULES);
  const valid =
    terms !== undefined &&
    validity !== undefined &&
    INVOICE_DOCUMENT_TYPES.every((type) => digitsOf(type) !== undefined);

  function change(type: (typeof INVOICE_DOCUMENT_TYPES)[number], changes: Partial<NumberFormat>) {
    setFormats((current) => ({ ...current, [type]: { ...current[type], ...changes } }));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!valid) {
      setShowErrors(true);
      return;
    }
    const number_formats = Object.fromEntries(
      INVOICE_DOCUMENT_TYPES.map((type) => [type, { ...formats[type], digits: digitsOf(type)! }]),
    ) as AccountingSettings['number_formats'];
    void save({ number_formats, payment_terms_days: terms, offer_validity_days: validity });
  }

  return (
    <form
      className="admin-form admin-form--wide"
      noValidate
      aria-label={t('accounting.settings.globalForm')}
      onSubmit={submit}
    >
      <fieldset>
        <legend>{t('accounting.settings.numberFormats')}</legend>
        <p>{t('accounting.settings.numberFormatsHint')}</p>
        {INVOICE_DOCUMENT_TYPES.map((type) => {
          const format = formats[type];
          const digits = digitsOf(type);
          const typeName = t(`invoicing.types.${type}`);
          return (
            <fieldset key={type} className="accounting-number-format">
              <legend>{typeName}</legend>
              <TextInput
                label={t('accounting.settings.prefix')}
                aria-label={t('accounting.settings.prefixOf', { type: typeName })}
                value={format.prefix}
                maxLength={20}
                onChange={(event) => change(type, { prefix: event.target.value })}
              />
              <Checkbox
                label={t('accounting.settings.withYear')}
                aria-label={t('accounting.settings.withYearOf', { type: typeName })}
                checked={format.year}
                onChange={(event) => change(type, { year: event.target.checked })}
              />
              <TextInput
                label={t('accounting.settings.separator')}
                aria-label={t('accounting.settings.separatorOf', { type: typeName })}
                value={format.separator}
                maxLength={3}
                disabled={!format.year}
                onChange={(event) => change(type, { separator: event.target.value })}
              />
              <TextInput
                label={t('accounting.settings.digits')}
                aria-label={t('accounting.settings.digitsOf', { type: typeName })}
                inputMode="numeric"
                value={digitTexts[type] ?? ''}
                error={
                  showErrors && digits === undefined ? t('accounting.settings.digitsInvalid') : undefined
                }
                onChange={(event) => setDigitTexts((current) => ({ ...current, [type]: event.target.value }))}
              />
              <p className="accounting-number-format__example" aria-live="polite">
                {t('accounting.settings.example', {
                  number: numberExample({ ...format, digits: digits ?? format.digits }, year),
                })}
              </p>
            </fieldset>
          );
        })}
      </fieldset>
      <fieldset>
        <legend>{t('accounting.settings.terms')}</legend>
        <TextInput
          label={t('accounting.settings.payment_terms_days')}
          hint={t('accounting.settings.paymentTermsHint')}
          inputMode="numeric"
          value={numbers.texts.payment_terms_days}
          error={showErrors && terms === undefined ? t('accounting.settings.daysInvalid') : undefined}
          onChange={(event) => numbers.set('payment_terms_days', event.target.value)}
        />
        <TextInput
          label={t('accounting.settings.offer_validity_days')}
          inputMode="numeric"
          value={numbers.texts.offer_validity_days}
          error={showErrors && validity === undefined ? t('accounting.settings.daysInvalid') : undefined}
          onChange={(event) => numbers.set('offer_validity_days', event.target.value)}
        />
      </fieldset>
      <FormActions submitLabel={t('editor.save')} disabled={saving} />
    </form>
  );
}

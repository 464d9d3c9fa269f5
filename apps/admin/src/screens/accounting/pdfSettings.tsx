import type { AccountingSettings } from '@gartenwerk/api-client';
import { Select, TextInput } from '@gartenwerk/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { FormActions, MediaField } from '../../kit';
import type { AdminRoute } from '../../routes/adminRoutes';
import { SettingsScreen, useSaveSettings } from './settings';

/** A text of several lines printed on the PDF (letterhead, footer), with the server's length limit. */
function PdfText({
  label,
  rows,
  value,
  onChange,
}: {
  label: string;
  rows: number;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <label className="admin-form__area">
      {label}
      <textarea
        rows={rows}
        value={value}
        maxLength={2000}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}

const FONTS = ['Helvetica', 'Times-Roman', 'Courier'] as const;
const COLOR = /^#[0-9a-fA-F]{6}$/;

/** accounting/settings/pdf: logo from the file library, letterhead, colour, font and footer (the bank account is the company's). */
export function PdfSettings({ route }: { route: AdminRoute }) {
  return <SettingsScreen route={route}>{(settings) => <PdfForm settings={settings} />}</SettingsScreen>;
}

function PdfForm({ settings }: { settings: AccountingSettings }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { save, saving } = useSaveSettings();
  const [pdf, setPdf] = useState(settings.pdf);
  const [showErrors, setShowErrors] = useState(false);
  const colorValid = COLOR.test(pdf.color);
  const set = (changes: Partial<AccountingSettings['pdf']>) =>
    setPdf((current) => ({ ...current, ...changes }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!colorValid) {
      setShowErrors(true);
      return;
    }
    void save({ pdf });
  }

  return (
    <form className="admin-form" noValidate aria-label={t('accounting.settings.pdfForm')} onSubmit={submit}>
      <MediaField
        legend={t('accounting.settings.logo')}
        value={pdf.logo ? [pdf.logo] : []}
        // One logo: the last one chosen replaces the one before.
        onChange={(ids) => set({ logo: ids.at(-1) ?? null })}
        upload
      />
      <PdfText
        label={t('accounting.settings.letterhead')}
        rows={4}
        value={pdf.letterhead}
        onChange={(letterhead) => set({ letterhead })}
      />
      <div className="accounting-color">
        <TextInput
          label={t('accounting.settings.color')}
          hint={t('accounting.settings.colorHint')}
          value={pdf.color}
          error={showErrors && !colorValid ? t('accounting.settings.colorInvalid') : undefined}
          onChange={(event) => set({ color: event.target.value })}
        />
        <input
          type="color"
          aria-label={t('accounting.settings.colorPicker')}
          value={colorValid ? pdf.color : '#000000'}
          onChange={(event) => set({ color: event.target.value })}
        />
      </div>
      <Select
        label={t('accounting.settings.font')}
        options={FONTS.map((font) => ({ value: font, label: font }))}
        value={pdf.font}
        onChange={(event) => set({ font: event.target.value as AccountingSettings['pdf']['font'] })}
      />
      <PdfText
        label={t('accounting.settings.footer')}
        rows={3}
        value={pdf.footer}
        onChange={(footer) => set({ footer })}
      />
      <p>{t('accounting.settings.bankHint')}</p>
      <FormActions submitLabel={t('editor.save')} disabled={saving} />
    </form>
  );
}

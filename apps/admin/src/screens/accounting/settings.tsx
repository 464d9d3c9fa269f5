import {
  INVOICE_DOCUMENT_TYPES,
  useGetAccountingSettingsQuery,
  useUpdateAccountingSettingsMutation,
  type AccountingSettings,
  type NumberFormat,
} from '@gartenwerk/api-client';
import { parseDecimal } from '@gartenwerk/domain';
import { Button, Checkbox, Select, TextInput } from '@gartenwerk/ui';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { formatDecimal, FormActions, MediaField } from '../../kit';
import type { AdminRoute } from '../../routes/adminRoutes';
import { useFeedback } from '../feedback';
import { LoadedScreen } from '../LoadedScreen';

/** A settings screen of the accounting: its title, then its form once the settings have loaded. */
export function SettingsScreen({
  route,
  children,
}: {
  route: AdminRoute;
  children: (settings: AccountingSettings) => ReactNode;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <LoadedScreen<AccountingSettings>
      route={route}
      query={useGetAccountingSettingsQuery()}
      texts={{
        loading: t('settings.loading'),
        loadFailed: (message) => t('settings.loadFailed', { message }),
      }}
    >
      {children}
    </LoadedScreen>
  );
}

/** Saves the sections a form changed; the server replaces those and keeps the rest. */
export function useSaveSettings() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const feedback = useFeedback();
  const [update, { isLoading }] = useUpdateAccountingSettingsMutation();
  async function save(sections: Partial<AccountingSettings>) {
    await feedback.reportSave(update(sections).unwrap(), t('settings.saveFailed'));
  }
  return { save, saving: isLoading };
}

/** A number as a person types it, read with the domain's parser; an error names the rule. */
function useNumbers<Name extends string>(initial: Record<Name, number>) {
  const [texts, setTexts] = useState(
    () =>
      Object.fromEntries(
        Object.entries(initial).map(([name, value]) => [name, formatDecimal(value as number)]),
      ) as Record<Name, string>,
  );
  const read = (name: Name, rules: { integer?: boolean; minimum?: number; maximum?: number }) => {
    const result = parseDecimal(texts[name], rules);
    if (!result.ok || result.value === null) return undefined;
    if (rules.maximum !== undefined && result.value > rules.maximum) return undefined;
    return result.value;
  };
  return {
    texts,
    set: (name: Name, text: string) => setTexts((current) => ({ ...current, [name]: text })),
    read,
  };
}

/** The number a format gives, e.g. RE-2026-00001. */
export function numberExample(format: NumberFormat, year: number, counter = 1): string {
  const digits = String(counter).padStart(format.digits, '0');
  return format.year ? `${format.prefix}${year}${format.separator}${digits}` : `${format.prefix}${digits}`;
}

const DAY_RULES = { integer: true, minimum: 0, maximum: 365 };

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

/** accounting/settings/system: VAT default, the small-amount limit and the notice days. */
export function SystemSettings({ route }: { route: AdminRoute }) {
  return <SettingsScreen route={route}>{(settings) => <SystemForm settings={settings} />}</SettingsScreen>;
}

function SystemForm({ settings }: { settings: AccountingSettings }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { save, saving } = useSaveSettings();
  const numbers = useNumbers({
    default_vat_rate: settings.default_vat_rate,
    small_amount_limit: settings.small_amount_limit,
    notice_days: settings.notice_days,
  });
  const [showErrors, setShowErrors] = useState(false);
  const vat = numbers.read('default_vat_rate', { minimum: 0, maximum: 100 });
  const limit = numbers.read('small_amount_limit', { minimum: 0, maximum: 10_000 });
  const notice = numbers.read('notice_days', { integer: true, minimum: 0, maximum: 90 });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (vat === undefined || limit === undefined || notice === undefined) {
      setShowErrors(true);
      return;
    }
    void save({ default_vat_rate: vat, small_amount_limit: limit, notice_days: notice });
  }

  const field = (
    name: 'default_vat_rate' | 'small_amount_limit' | 'notice_days',
    value: number | undefined,
  ) => (
    <TextInput
      label={t(`accounting.settings.${name}`)}
      hint={t(`accounting.settings.${name}Hint`)}
      inputMode="decimal"
      value={numbers.texts[name]}
      error={showErrors && value === undefined ? t(`accounting.settings.${name}Invalid`) : undefined}
      onChange={(event) => numbers.set(name, event.target.value)}
    />
  );

  return (
    <form
      className="admin-form"
      noValidate
      aria-label={t('accounting.settings.systemForm')}
      onSubmit={submit}
    >
      {field('default_vat_rate', vat)}
      {field('small_amount_limit', limit)}
      {field('notice_days', notice)}
      <FormActions submitLabel={t('editor.save')} disabled={saving} />
    </form>
  );
}

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

/**
 * accounting/settings/ui: what the forms of a new document start with: prices net or gross, and the
 * unit of a new line.
 */
export function UiSettings({ route }: { route: AdminRoute }) {
  return <SettingsScreen route={route}>{(settings) => <UiForm settings={settings} />}</SettingsScreen>;
}

const UNIT_MAX_LENGTH = 20;

function UiForm({ settings }: { settings: AccountingSettings }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { save, saving } = useSaveSettings();
  const [ui, setUi] = useState(settings.ui);
  const unitValid = ui.unit.trim().length <= UNIT_MAX_LENGTH;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (unitValid) void save({ ui: { ...ui, unit: ui.unit.trim() } });
  }

  return (
    <form className="admin-form" noValidate aria-label={t('accounting.settings.uiForm')} onSubmit={submit}>
      <Select
        label={t('accounting.settings.priceMode')}
        hint={t('accounting.settings.priceModeHint')}
        options={(['net', 'gross'] as const).map((mode) => ({
          value: mode,
          label: t(`accounting.settings.priceModes.${mode}`),
        }))}
        value={ui.price_mode}
        onChange={(event) =>
          setUi({ ...ui, price_mode: event.target.value as AccountingSettings['ui']['price_mode'] })
        }
      />
      <TextInput
        label={t('accounting.settings.unit')}
        hint={t('accounting.settings.unitHint')}
        value={ui.unit}
        error={unitValid ? undefined : t('accounting.settings.unitInvalid')}
        onChange={(event) => setUi({ ...ui, unit: event.target.value })}
      />
      <FormActions submitLabel={t('editor.save')} disabled={saving || !unitValid} />
    </form>
  );
}

const ACCOUNT = /^[0-9]{1,9}$/;
const SINGLE_ACCOUNTS = ['intra_eu', 'reverse_charge', 'debtor', 'bank'] as const;

/**
 * accounting/settings/accounts: the accounts the DATEV and BMD exports book to (revenue per VAT
 * rate, tax-free revenue, debtors, bank) and DATEV's adviser and client numbers.
 */
export function AccountsSettings({ route }: { route: AdminRoute }) {
  return <SettingsScreen route={route}>{(settings) => <AccountsForm settings={settings} />}</SettingsScreen>;
}

function AccountsForm({ settings }: { settings: AccountingSettings }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { save, saving } = useSaveSettings();
  const { accounts } = settings;
  const [revenue, setRevenue] = useState(() =>
    accounts.revenue.map((entry) => ({ rate: formatDecimal(entry.rate), account: entry.account })),
  );
  const [single, setSingle] = useState(
    () =>
      Object.fromEntries(SINGLE_ACCOUNTS.map((name) => [name, accounts[name]])) as Record<
        (typeof SINGLE_ACCOUNTS)[number],
        string
      >,
  );
  const [datev, setDatev] = useState({
    consultant: accounts.datev.consultant === null ? '' : String(accounts.datev.consultant),
    client: accounts.datev.client === null ? '' : String(accounts.datev.client),
    account_length: String(accounts.datev.account_length),
  });
  const [showErrors, setShowErrors] = useState(false);

  const rateOf = (text: string) => {
    const result = parseDecimal(text, { minimum: 0 });
    return result.ok && result.value !== null && result.value <= 100 ? result.value : undefined;
  };
  const rates = revenue.map((entry) => rateOf(entry.rate));
  const rateValid = (index: number) => rates[index] !== undefined && rates.indexOf(rates[index]) === index;
  /** An optional whole number in a range: null when empty, undefined when wrong. */
  const wholeOf = (text: string, minimum: number, maximum: number, optional: boolean) => {
    if (optional && text.trim() === '') return null;
    const result = parseDecimal(text, { integer: true, minimum });
    return result.ok && result.value !== null && result.value <= maximum ? result.value : undefined;
  };
  const consultant = wholeOf(datev.consultant, 1001, 9_999_999, true);
  const client = wholeOf(datev.client, 1, 99_999, true);
  const accountLength = wholeOf(datev.account_length, 4, 8, false);
  const valid =
    revenue.every((entry, index) => rateValid(index) && ACCOUNT.test(entry.account)) &&
    SINGLE_ACCOUNTS.every((name) => ACCOUNT.test(single[name])) &&
    consultant !== undefined &&
    client !== undefined &&
    typeof accountLength === 'number';

  const changeRow = (index: number, changes: Partial<(typeof revenue)[number]>) =>
    setRevenue((current) => current.map((entry, at) => (at === index ? { ...entry, ...changes } : entry)));
  const error = (wrong: boolean, key: string) =>
    showErrors && wrong ? t(`accounting.settings.${key}`) : undefined;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!valid) {
      setShowErrors(true);
      return;
    }
    void save({
      accounts: {
        revenue: revenue.map((entry, index) => ({ rate: rates[index]!, account: entry.account })),
        ...single,
        datev: { consultant, client, account_length: accountLength },
      },
    });
  }

  return (
    <form
      className="admin-form admin-form--wide"
      noValidate
      aria-label={t('accounting.settings.accountsForm')}
      onSubmit={submit}
    >
      <p>{t('accounting.settings.accountsHint')}</p>
      <fieldset>
        <legend>{t('accounting.settings.revenue')}</legend>
        {revenue.map((entry, index) => (
          <div key={index} className="accounting-account-row">
            <TextInput
              label={t('accounting.settings.revenueRate')}
              aria-label={t('accounting.settings.revenueRateOf', { row: index + 1 })}
              inputMode="decimal"
              value={entry.rate}
              error={error(!rateValid(index), 'rateInvalid')}
              onChange={(event) => changeRow(index, { rate: event.target.value })}
            />
            <TextInput
              label={t('accounting.settings.revenueAccount')}
              aria-label={t('accounting.settings.revenueAccountOf', { row: index + 1 })}
              inputMode="numeric"
              value={entry.account}
              error={error(!ACCOUNT.test(entry.account), 'accountInvalid')}
              onChange={(event) => changeRow(index, { account: event.target.value })}
            />
            <Button
              variant="secondary"
              aria-label={t('accounting.settings.revenueRemove', { row: index + 1 })}
              onClick={() => setRevenue((current) => current.filter((_, at) => at !== index))}
            >
              ×
            </Button>
          </div>
        ))}
        <Button
          variant="secondary"
          onClick={() => setRevenue((current) => [...current, { rate: '', account: '' }])}
        >
          {t('accounting.settings.revenueAdd')}
        </Button>
      </fieldset>
      <fieldset>
        <legend>{t('accounting.settings.otherAccounts')}</legend>
        {SINGLE_ACCOUNTS.map((name) => (
          <TextInput
            key={name}
            label={t(`accounting.settings.${name === 'bank' ? 'bankAccount' : name}`)}
            inputMode="numeric"
            value={single[name]}
            error={error(!ACCOUNT.test(single[name]), 'accountInvalid')}
            onChange={(event) => setSingle((current) => ({ ...current, [name]: event.target.value }))}
          />
        ))}
      </fieldset>
      <fieldset>
        <legend>{t('accounting.settings.datev')}</legend>
        <TextInput
          label={t('accounting.settings.consultant')}
          inputMode="numeric"
          value={datev.consultant}
          error={error(consultant === undefined, 'consultantInvalid')}
          onChange={(event) => setDatev((current) => ({ ...current, consultant: event.target.value }))}
        />
        <TextInput
          label={t('accounting.settings.client')}
          inputMode="numeric"
          value={datev.client}
          error={error(client === undefined, 'clientInvalid')}
          onChange={(event) => setDatev((current) => ({ ...current, client: event.target.value }))}
        />
        <TextInput
          label={t('accounting.settings.account_length')}
          inputMode="numeric"
          value={datev.account_length}
          error={error(typeof accountLength !== 'number', 'accountLengthInvalid')}
          onChange={(event) => setDatev((current) => ({ ...current, account_length: event.target.value }))}
        />
      </fieldset>
      <FormActions submitLabel={t('editor.save')} disabled={saving} />
    </form>
  );
}

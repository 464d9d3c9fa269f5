import type { AccountingSettings } from '@gartenwerk/api-client';
import { parseDecimal } from '@gartenwerk/domain';
import { Button, TextInput } from '@gartenwerk/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { formatDecimal, FormActions } from '../../kit';
import type { AdminRoute } from '../../routes/adminRoutes';
import { SettingsScreen, useSaveSettings } from './settings';

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

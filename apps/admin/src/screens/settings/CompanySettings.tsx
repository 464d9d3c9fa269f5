import type { BankDetails, SiteConfig } from '@gartenwerk/api-client';
import { BANK_DETAILS_MAX_LENGTHS, COMPANY_FIELD_MAX_LENGTHS } from '@gartenwerk/domain';
import { TextInput } from '@gartenwerk/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { FormActions } from '../../kit';
import type { AdminRoute } from '../../routes/adminRoutes';
import { ConfigScreen, useSaveConfig } from './ConfigScreen';

type CompanyField = keyof typeof COMPANY_FIELD_MAX_LENGTHS;
type BankField = keyof typeof BANK_DETAILS_MAX_LENGTHS;
const COMPANY_FIELDS = Object.keys(COMPANY_FIELD_MAX_LENGTHS) as CompanyField[];
const BANK_FIELDS = Object.keys(BANK_DETAILS_MAX_LENGTHS) as BankField[];
const NO_BANK: BankDetails = { account_holder: '', iban: '', bic: '', bank: '' };

/**
 * settings/company: the seller's identity (configuration `company`) and the bank account of the shop
 * settings that prepayments go to, as a form instead of the configuration's JSON.
 */
export function CompanySettings({ route }: { route: AdminRoute }) {
  return (
    <ConfigScreen route={route}>{(config) => <CompanyForm key={config._id} config={config} />}</ConfigScreen>
  );
}

function CompanyForm({ config }: { config: SiteConfig }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { save: saveConfig, saving } = useSaveConfig();
  const [company, setCompany] = useState(config.company);
  const [bank, setBank] = useState<BankDetails>(config.components.shop.bank_details ?? NO_BANK);
  const [showErrors, setShowErrors] = useState(false);

  // The server's limits, checked here first so that each field says what is wrong.
  const tooLong = (value: string, max: number) =>
    showErrors && value.trim().length > max ? t('settings.company.tooLong', { max }) : undefined;
  const valid =
    COMPANY_FIELDS.every((field) => company[field].trim().length <= COMPANY_FIELD_MAX_LENGTHS[field]) &&
    BANK_FIELDS.every((field) => bank[field].trim().length <= BANK_DETAILS_MAX_LENGTHS[field]);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!valid) {
      setShowErrors(true);
      return;
    }
    const trim = <T extends object>(values: T) =>
      Object.fromEntries(
        Object.entries(values as Record<string, string>).map(([key, value]) => [key, value.trim()]),
      ) as T;
    const bankDetails = trim(bank);
    // The server replaces whole sections, so the other components go back unchanged.
    const components = {
      ...config.components,
      shop: {
        ...config.components.shop,
        bank_details: BANK_FIELDS.some((field) => bankDetails[field] !== '') ? bankDetails : null,
      },
    };
    await saveConfig({ company: trim(company), components });
  }

  return (
    <form className="admin-form" noValidate onSubmit={(event) => void save(event)}>
      <p>{t('settings.company.hint')}</p>
      <fieldset>
        <legend>{t('settings.company.seller')}</legend>
        {COMPANY_FIELDS.map((field) => (
          <TextInput
            key={field}
            label={t(`settings.company.fields.${field}`)}
            type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
            value={company[field]}
            error={tooLong(company[field], COMPANY_FIELD_MAX_LENGTHS[field])}
            onChange={(e) => setCompany((current) => ({ ...current, [field]: e.target.value }))}
          />
        ))}
      </fieldset>
      <fieldset>
        <legend>{t('settings.company.bank')}</legend>
        <p>{t('settings.company.bankHint')}</p>
        {BANK_FIELDS.map((field) => (
          <TextInput
            key={field}
            label={t(`settings.company.fields.${field}`)}
            value={bank[field]}
            error={tooLong(bank[field], BANK_DETAILS_MAX_LENGTHS[field])}
            onChange={(e) => setBank((current) => ({ ...current, [field]: e.target.value }))}
          />
        ))}
      </fieldset>
      <FormActions submitLabel={t('settings.save')} disabled={saving} />
    </form>
  );
}

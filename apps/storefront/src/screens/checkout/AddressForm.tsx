import { useId } from 'react';
import { useTranslation } from '../../i18n/translation';
import { useGetShopCountriesQuery, type ShopAddress } from '@gartenwerk/api-client';
import { TextInput } from '@gartenwerk/ui';

/** Country options, de first, then at (the server's order); the two as fallback before it answers. */
export function CountrySelect({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange(code: string): void;
  label: string;
}) {
  const { i18n } = useTranslation();
  const id = useId();
  const countries = useGetShopCountriesQuery().data?.items ?? [
    { _id: 'de', code: 'de', name: 'Deutschland', name_en: 'Germany' },
    { _id: 'at', code: 'at', name: 'Österreich', name_en: 'Austria' },
  ];
  return (
    <div className="gw-text-input">
      <label className="gw-text-input__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="gw-text-input__field"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="country"
      >
        {countries.map((country) => (
          <option key={country.code} value={country.code}>
            {i18n.language === 'en' ? country.name_en : country.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The fields of an address: type person or company (with company name and UID), name, street, place, country. */
export function AddressForm({
  legend,
  value,
  onChange,
  autoCompleteSection,
}: {
  legend: string;
  value: ShopAddress;
  onChange(address: ShopAddress): void;
  /** Lets the browser fill invoice and shipping address separately. */
  autoCompleteSection: string;
}) {
  const { t } = useTranslation('checkout');
  const set = (field: keyof ShopAddress) => (event: { target: { value: string } }) =>
    onChange({ ...value, [field]: event.target.value });
  const auto = (token: string) => `section-${autoCompleteSection} ${token}`;
  return (
    <fieldset className="address-form">
      <legend>{legend}</legend>
      <div role="radiogroup" aria-label={t('address.type')}>
        {(['person', 'company'] as const).map((type) => (
          <label key={type}>
            <input
              type="radio"
              name={`${autoCompleteSection}-type`}
              value={type}
              checked={value.type === type}
              onChange={() => onChange({ ...value, type })}
            />{' '}
            {t(`address.${type}`)}
          </label>
        ))}
      </div>
      {value.type === 'company' && (
        <>
          <TextInput
            label={t('address.company_name')}
            value={value.company ?? ''}
            onChange={set('company')}
            autoComplete={auto('organization')}
          />
          <TextInput
            label={t('address.uid')}
            hint={t('address.uidHint')}
            value={value.uid ?? ''}
            onChange={set('uid')}
          />
        </>
      )}
      <TextInput
        label={t('address.title')}
        value={value.title ?? ''}
        onChange={set('title')}
        autoComplete={auto('honorific-prefix')}
      />
      <TextInput
        required
        label={t('address.first_name')}
        value={value.first_name}
        onChange={set('first_name')}
        autoComplete={auto('given-name')}
      />
      <TextInput
        required
        label={t('address.last_name')}
        value={value.last_name}
        onChange={set('last_name')}
        autoComplete={auto('family-name')}
      />
      <TextInput
        required
        label={t('address.address')}
        value={value.address}
        onChange={set('address')}
        autoComplete={auto('street-address')}
      />
      <TextInput
        required
        label={t('address.zip')}
        value={value.zip}
        onChange={set('zip')}
        autoComplete={auto('postal-code')}
      />
      <TextInput
        required
        label={t('address.city')}
        value={value.city}
        onChange={set('city')}
        autoComplete={auto('address-level2')}
      />
      <CountrySelect
        label={t('address.country')}
        value={value.country}
        onChange={(country) => onChange({ ...value, country })}
      />
      <TextInput
        type="tel"
        label={t('address.phone')}
        value={value.phone ?? ''}
        onChange={set('phone')}
        autoComplete={auto('tel')}
      />
    </fieldset>
  );
}

/** The address without empty optional fields and without company fields for a person. */
export function cleanAddress(address: ShopAddress): ShopAddress {
  const { company, uid, title, phone, ...required } = address;
  return {
    ...required,
    ...(title?.trim() ? { title: title.trim() } : {}),
    ...(phone?.trim() ? { phone: phone.trim() } : {}),
    ...(address.type === 'company' && company?.trim() ? { company: company.trim() } : {}),
    ...(address.type === 'company' && uid?.trim() ? { uid: uid.trim() } : {}),
  };
}

import { useId } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { ShopAddress } from '@gartenwerk/api-client';
import { addressErrors, countryName, ZIP_DIGITS } from '@gartenwerk/domain';
import { useShippingCountries } from '../../app/country';
import { TextInput } from '@gartenwerk/ui';

/** The countries the shop delivers to, in the page's language. */
export function CountrySelect({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange(code: string): void;
  label: string;
}) {
  const id = useId();
  const countries = useShippingCountries();
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
            {country.name}
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
  showErrors = false,
}: {
  legend: string;
  value: ShopAddress;
  onChange(address: ShopAddress): void;
  /** Lets the browser fill invoice and shipping address separately. */
  autoCompleteSection: string;
  /** After a try to go on: each field that is not accepted says why (the domain's address rules). */
  showErrors?: boolean;
}) {
  const { t } = useTranslation('checkout');
  const countryName = useShippingCountries().find((country) => country.code === value.country)?.name ?? '';
  const errors = showErrors ? addressErrors(value) : {};
  const error = (field: keyof ShopAddress): string | undefined => {
    const code = errors[field];
    if (code === 'zip')
      return t('address.zipFormat', { digits: ZIP_DIGITS[value.country] ?? '', country: countryName });
    return code ? t(`address.errors.${code}`) : undefined;
  };
  const set = (field: keyof ShopAddress) => (event: { target: { value: string } }) =>
    onChange({ ...value, [field]: event.target.value });
  const auto = (token: string) => `section-${autoCompleteSection} ${token}`;
  return (
    <fieldset className="address-form">
      <legend>{legend}</legend>
      <p className="required-note">{t('address.requiredNote')}</p>
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
            required
            label={t('address.company_name')}
            value={value.company ?? ''}
            onChange={set('company')}
            autoComplete={auto('organization')}
            error={error('company')}
          />
          <TextInput
            label={t('address.uid')}
            hint={t('address.uidHint')}
            value={value.uid ?? ''}
            onChange={set('uid')}
            error={error('uid')}
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
        error={error('first_name')}
      />
      <TextInput
        required
        label={t('address.last_name')}
        value={value.last_name}
        onChange={set('last_name')}
        autoComplete={auto('family-name')}
        error={error('last_name')}
      />
      <TextInput
        required
        label={t('address.address')}
        value={value.address}
        onChange={set('address')}
        // street-address is for a multi-line field; a one-line street field is address-line1.
        autoComplete={auto('address-line1')}
        error={error('address')}
      />
      <TextInput
        required
        label={t('address.zip')}
        value={value.zip}
        onChange={set('zip')}
        inputMode={value.country in ZIP_DIGITS ? 'numeric' : undefined}
        autoComplete={auto('postal-code')}
        error={error('zip')}
      />
      <TextInput
        required
        label={t('address.city')}
        value={value.city}
        onChange={set('city')}
        autoComplete={auto('address-level2')}
        error={error('city')}
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

/** An address as the review shows it: company, name, street, postcode and place, country by name. */
export function AddressSummary({ address }: { address: ShopAddress }) {
  const { t, i18n } = useTranslation('checkout');
  const country =
    useShippingCountries().find((each) => each.code === address.country)?.name ??
    countryName(address.country, i18n.language === 'en' ? 'en' : 'de');
  const name = [address.title, address.first_name, address.last_name].filter(Boolean).join(' ');
  return (
    <address className="address-summary">
      {address.type === 'company' && address.company ? (
        <>
          {address.company}
          <br />
        </>
      ) : null}
      {name}
      <br />
      {address.address}
      <br />
      {address.zip} {address.city}
      <br />
      {country}
      {address.type === 'company' && address.uid ? (
        <>
          <br />
          {t('address.uid')}: {address.uid}
        </>
      ) : null}
    </address>
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

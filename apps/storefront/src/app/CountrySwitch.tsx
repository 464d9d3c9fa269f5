import { useId } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { useDeliveryCountry, useDeliveryCountryChoice, useShippingCountries } from './country';

/** The delivery country prices are shown for (Österreich, Deutschland, … as the shop ships); kept for the session. */
export function CountrySwitch() {
  const { t } = useTranslation();
  const id = useId();
  const countries = useShippingCountries();
  const country = useDeliveryCountry();
  const { choose } = useDeliveryCountryChoice();
  if (countries.length < 2) return null;
  return (
    <div className="country-switch">
      <label htmlFor={id}>{t('deliveryCountry')}</label>
      <select id={id} value={country} onChange={(event) => choose(event.target.value)}>
        {countries.map((each) => (
          <option key={each.code} value={each.code}>
            {each.name}
          </option>
        ))}
      </select>
    </div>
  );
}

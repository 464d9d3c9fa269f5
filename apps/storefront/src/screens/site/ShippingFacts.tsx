import {
  useGetConfigQuery,
  type ShippingCountry,
  type ShippingGroup,
  type SiteConfig,
} from '@gartenwerk/api-client';
import { countryName, isPlaceholderCompanyValue } from '@gartenwerk/domain';
import { useTranslation } from '../../i18n/useTranslation';
import { OpeningWeek } from '../../app/footer/SiteFooter';
import { formatPrice } from '../checkout/price';

type ShopSettings = SiteConfig['components']['shop'];

const positive = (value: number | null | undefined): value is number => value != null && value > 0;

/** The countries the shop delivers to: those a shipping group has a cost for, the home country first. */
export function deliveryCountries(shop: ShopSettings): string[] {
  const codes = new Set<string>();
  for (const group of shop.shipping_groups ?? [])
    for (const step of group.unit)
      for (const [code, cost] of Object.entries(step.costs)) if (cost != null) codes.add(code);
  return [...codes].sort((a, b) =>
    a === shop.home_country ? -1 : b === shop.home_country ? 1 : a.localeCompare(b),
  );
}

const zipRange = (range: { start: string | number; end: string | number }) =>
  String(range.start) === String(range.end) ? String(range.start) : `${range.start}–${range.end}`;

/** One shipping group: its steps by country, the postcode zones' rates and its own free-shipping threshold. */
function ShippingGroupTable({ group, countries }: { group: ShippingGroup; countries: string[] }) {
  const { t, i18n } = useTranslation('legal');
  const language = i18n.language === 'en' ? 'en' : 'de';
  const money = (euros: number | null | undefined) =>
    euros == null ? t('shopFacts.notDelivered') : formatPrice(euros, language);
  const unit = group.type === 'count' ? 'pieces' : 'kg';
  const steps = group.unit.filter((step) => step.max > 0).sort((a, b) => a.max - b.max);
  const largest = steps.at(-1);
  const thresholds = group.shipping_free_amount_treshhold ?? {};
  const zones = steps.flatMap((step) => (step.zips ?? []).map((zone) => ({ step, zone })));
  return (
    <div className="shop-facts__table">
      <table>
        <caption>{group.name ?? t('shopFacts.shippingGroup')}</caption>
        <thead>
          <tr>
            <th scope="col">{t(`shopFacts.stepHead.${unit}`)}</th>
            {countries.map((code) => (
              <th key={code} scope="col">
                {countryName(code, language)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {steps.map((step) => (
            <tr key={step.max}>
              <th scope="row">
                {t(`shopFacts.stepUpTo.${unit}`, { max: step.max.toLocaleString(language) })}
              </th>
              {countries.map((code) => (
                <td key={code}>{money(step.costs[code])}</td>
              ))}
            </tr>
          ))}
          {countries.some((code) => positive(thresholds[code])) ? (
            <tr>
              <th scope="row">{t('shopFacts.groupFree')}</th>
              {countries.map((code) => (
                <td key={code}>
                  {positive(thresholds[code]) ? formatPrice(thresholds[code], language) : '–'}
                </td>
              ))}
            </tr>
          ) : null}
        </tbody>
      </table>
      {largest ? (
        <p>{t(`shopFacts.beyondLargest.${unit}`, { max: largest.max.toLocaleString(language) })}</p>
      ) : null}
      {zones.length > 0 ? (
        <ul>
          {zones.map(({ step, zone }, index) => (
            <li key={index}>
              {t('shopFacts.zoneRate', {
                zone: [zone.country ? countryName(zone.country, language) : null, zipRange(zone)]
                  .filter(Boolean)
                  .join(' '),
                step: t(`shopFacts.stepUpTo.${unit}`, { max: step.max.toLocaleString(language) }),
                cost: formatPrice(zone.costs, language),
              })}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** Per country: from which goods value the whole order ships free, and the postcodes that differ. */
function CountryRules({ shop, countries }: { shop: ShopSettings; countries: string[] }) {
  const { t, i18n } = useTranslation('legal');
  const language = i18n.language === 'en' ? 'en' : 'de';
  const byCode = new Map<string, ShippingCountry>(
    (shop.shipping_countries ?? []).map((country) => [country.code, country]),
  );
  return (
    <ul className="shop-facts" aria-label={t('shopFacts.freeShipping')}>
      {countries.map((code) => {
        const country = byCode.get(code);
        const threshold = positive(country?.shipping_free_amount_treshhold)
          ? country.shipping_free_amount_treshhold
          : shop.shipping_free_amount_treshhold;
        const zones = (country?.zips ?? []).flatMap((zone) => [
          ...(positive(zone.costs)
            ? [t('shopFacts.surcharge', { zips: zipRange(zone), cost: formatPrice(zone.costs, language) })]
            : []),
          ...(positive(zone.threshold)
            ? [
                t('shopFacts.zoneFree', {
                  zips: zipRange(zone),
                  amount: formatPrice(zone.threshold, language),
                }),
              ]
            : []),
        ]);
        return (
          <li key={code}>
            <strong>{countryName(code, language)}</strong>:{' '}
            {positive(threshold)
              ? t('shopFacts.countryFree', { amount: formatPrice(threshold, language) })
              : t('shopFacts.countryNotFree')}
            {zones.length > 0 ? `; ${zones.join('; ')}.` : ''}
          </li>
        );
      })}
    </ul>
  );
}

/** The shipping rules of the settings: delivery countries, each group's steps and zones, free shipping. */
export function ShippingFacts() {
  const { t, i18n } = useTranslation('legal');
  const shop = useGetConfigQuery().data?.components.shop;
  if (!shop) return null;
  const language = i18n.language === 'en' ? 'en' : 'de';
  const countries = deliveryCountries(shop);
  if (countries.length === 0) return <p>{t('shopFacts.noShipping')}</p>;
  return (
    <div className="shop-facts shop-facts--shipping" data-facts="shipping">
      <p>
        {t('shopFacts.deliveryCountries', {
          countries: countries.map((code) => countryName(code, language)).join(', '),
        })}
      </p>
      {(shop.shipping_groups ?? []).map((group) => (
        <ShippingGroupTable key={group.uuid} group={group} countries={countries} />
      ))}
      <CountryRules shop={shop} countries={countries} />
      <p>{shop.pickup?.enabled !== false ? t('shopFacts.pickupFree') : t('shopFacts.noPickup')}</p>
    </div>
  );
}

/** Where and when orders are collected: the pickup place, the company's address and the opening hours. */
export function PickupFacts() {
  const { t } = useTranslation('legal');
  const config = useGetConfigQuery().data;
  if (!config) return null;
  const pickup = config.components.shop.pickup;
  if (pickup?.enabled === false) return <p>{t('shopFacts.noPickup')}</p>;
  return <PickupDetails config={config} />;
}

/** The pickup place and hours from the one source the footer reads too (company and opening hours). */
export function PickupDetails({ config }: { config: SiteConfig }) {
  const { t } = useTranslation('legal');
  const { company } = config;
  const location = config.components.shop.pickup?.location?.trim();
  return (
    <div className="pickup-details" data-facts="pickup">
      <address>
        {location ? (
          <>
            {location}
            <br />
          </>
        ) : null}
        {company.name}
        <br />
        {company.street}
        <br />
        {`${company.zip} ${company.city}`}
      </address>
      <p>{t('shopFacts.pickupHours')}</p>
      <OpeningWeek />
    </div>
  );
}

/** The imprint's company details as the settings hold them; what is not filled in is left out. */
export function ImprintFacts() {
  const { t } = useTranslation('legal');
  const company = useGetConfigQuery().data?.company;
  if (!company) return null;
  const filled = (value: string) => (isPlaceholderCompanyValue(value) ? null : value);
  const phone = filled(company.phone);
  const email = filled(company.email);
  const details: Array<[string, string | null]> = [
    [t('shopFacts.imprint.uid'), filled(company.uid)],
    [t('shopFacts.imprint.register'), filled(company.register)],
    [t('shopFacts.imprint.authority'), filled(company.authority)],
  ];
  return (
    <div className="shop-facts" data-facts="imprint">
      <address>
        <strong>{company.name}</strong>
        <br />
        {company.street}
        <br />
        {`${company.zip} ${company.city}`}
        <br />
        {company.country}
        {phone ? (
          <>
            <br />
            {t('shopFacts.imprint.phone')}: <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
          </>
        ) : null}
        {email ? (
          <>
            <br />
            {t('shopFacts.imprint.email')}: <a href={`mailto:${email}`}>{email}</a>
          </>
        ) : null}
      </address>
      {details.some(([, value]) => value) ? (
        <p>
          {details
            .filter((detail): detail is [string, string] => detail[1] !== null)
            .map(([label, value], index) => (
              <span key={label}>
                {index > 0 ? <br /> : null}
                {label}: {value}
              </span>
            ))}
        </p>
      ) : null}
    </div>
  );
}

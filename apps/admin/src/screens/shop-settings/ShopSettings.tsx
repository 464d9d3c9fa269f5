import { useGetOpeningHoursQuery, type ShopSettingsConfig, type SiteConfig } from '@gartenwerk/api-client';
import { SHOP_URL_DEFAULTS, type ShopUrlKey } from '@gartenwerk/domain';
import { Button, TextInput } from '@gartenwerk/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import type { AdminRoute } from '../../routes/adminRoutes';
import { ConfigScreen } from '../settings/ConfigScreen';
import { CheckBox, NumberInput, SaveBar, SelectField, useCountryOptions, useSaveShop } from './fields';
import { TransitDays } from './TransitDays';
import { PICKUP_LEAD_DAYS, PICKUP_WINDOW_CAPACITY, PICKUP_WINDOW_MINUTES } from '@gartenwerk/domain';

const URL_KEYS = Object.keys(SHOP_URL_DEFAULTS) as ShopUrlKey[];

/** shop/settings: country, VAT mode, prices, thresholds, pickup, conditions and URLs (payment methods: PaymentMethods). */
export function ShopSettings({ route }: { route: AdminRoute }) {
  return (
    <ConfigScreen route={route}>
      {(config) => <ShopSettingsForm key={config._id} config={config} />}
    </ConfigScreen>
  );
}

function ShopSettingsForm({ config }: { config: SiteConfig }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const countries = useCountryOptions();
  const { save, saving, problem } = useSaveShop(config);
  const [shop, setShop] = useState<ShopSettingsConfig>(() => ({
    pickup: { enabled: true, location: '' },
    additional_conditions: { enabled: false, text: '' },
    ...structuredClone(config.components.shop),
  }));
  const change = (update: Partial<ShopSettingsConfig>) => setShop((current) => ({ ...current, ...update }));
  const pickup = shop.pickup ?? { enabled: true, location: '' };
  const conditions = shop.additional_conditions ?? { enabled: false, text: '' };
  const locations = useGetOpeningHoursQuery().data?.locations ?? [];

  return (
    <form className="admin-form admin-form--wide" noValidate onSubmit={(event) => void save(shop, event)}>
      <fieldset>
        <legend>{t('shopSettings.general')}</legend>
        <SelectField
          label={t('shopSettings.homeCountry')}
          value={shop.home_country}
          options={
            countries.length > 0 ? countries : [{ value: shop.home_country, label: shop.home_country }]
          }
          onChange={(home_country) => change({ home_country })}
        />
        <SelectField
          label={t('shopSettings.vatType')}
          value={shop.vat_type}
          options={[
            { value: 'inclusive', label: t('shopSettings.vatInclusive') },
            { value: 'exclusive', label: t('shopSettings.vatExclusive') },
          ]}
          onChange={(vat_type) => change({ vat_type: vat_type as ShopSettingsConfig['vat_type'] })}
        />
        <CheckBox
          label={t('shopSettings.showSoldOut')}
          checked={shop.show_sold_out}
          onChange={(show_sold_out) => change({ show_sold_out })}
        />
        <CheckBox
          label={t('shopSettings.fixedPrice')}
          checked={shop.fixed_price === true}
          onChange={(fixed_price) => change({ fixed_price })}
        />
        <NumberInput
          label={t('shopSettings.freeShippingFrom')}
          value={shop.shipping_free_amount_treshhold}
          onChange={(shipping_free_amount_treshhold) => change({ shipping_free_amount_treshhold })}
        />
        <CheckBox
          label={t('shopSettings.splitDeliveries')}
          hint={t('shopSettings.splitDeliveriesHint')}
          checked={shop.split_deliveries === true}
          onChange={(split_deliveries) => change({ split_deliveries })}
        />
      </fieldset>

      <TransitDays value={shop.transit_days} onChange={(transit_days) => change({ transit_days })} />

      <p>
        <Link to="/shop/settings/payment-methods">{t('shopSettings.paymentMethods.link')}</Link>
        {' · '}
        <Link to="/shop/settings/frost-stop">{t('frostStop.link')}</Link>
      </p>

      <fieldset>
        <legend>{t('shopSettings.pickup')}</legend>
        <CheckBox
          label={t('shopSettings.pickupEnabled')}
          checked={pickup.enabled}
          onChange={(enabled) => change({ pickup: { ...pickup, enabled } })}
        />
        <TextInput
          label={t('shopSettings.pickupLocation')}
          value={pickup.location}
          onChange={(event) => change({ pickup: { ...pickup, location: event.target.value } })}
        />
        {locations.length > 1 ? (
          <SelectField
            label={t('shopSettings.pickupOpeningLocation')}
            value={pickup.opening_location ?? locations[0]!.id}
            options={locations.map((location) => ({ value: location.id, label: location.name }))}
            onChange={(opening_location) => change({ pickup: { ...pickup, opening_location } })}
          />
        ) : null}
        {(['window_minutes', 'window_capacity', 'lead_days'] as const).map((key) => (
          <NumberInput
            key={key}
            label={t(`shopSettings.pickupWindow.${key}`, {
              fallback: {
                window_minutes: PICKUP_WINDOW_MINUTES,
                window_capacity: PICKUP_WINDOW_CAPACITY,
                lead_days: PICKUP_LEAD_DAYS,
              }[key],
            })}
            step="1"
            value={pickup[key]}
            onChange={(value) => {
              // Empty: the default applies (the server takes no null here).
              const next = { ...pickup };
              if (value === null) delete next[key];
              else next[key] = value;
              change({ pickup: next });
            }}
          />
        ))}
      </fieldset>

      <fieldset>
        <legend>{t('shopSettings.conditions')}</legend>
        <CheckBox
          label={t('shopSettings.conditionsEnabled')}
          checked={conditions.enabled}
          onChange={(enabled) => change({ additional_conditions: { ...conditions, enabled } })}
        />
        <label className="admin-filters__select">
          {t('shopSettings.conditionsText')}
          <textarea
            rows={4}
            value={conditions.text}
            onChange={(event) =>
              change({ additional_conditions: { ...conditions, text: event.target.value } })
            }
          />
        </label>
      </fieldset>

      <fieldset>
        <legend>{t('shopSettings.urls')}</legend>
        {URL_KEYS.map((key) => (
          <TextInput
            key={key}
            label={t(`shopSettings.urlNames.${key}`)}
            hint={
              SHOP_URL_DEFAULTS[key]
                ? t('shopSettings.urlDefault', { url: SHOP_URL_DEFAULTS[key] })
                : undefined
            }
            value={shop.urls[key] ?? ''}
            onChange={(event) => change({ urls: { ...shop.urls, [key]: event.target.value } })}
          />
        ))}
        <div>
          <Button variant="secondary" onClick={() => change({ urls: { ...SHOP_URL_DEFAULTS } })}>
            {t('shopSettings.urlsReset')}
          </Button>
        </div>
      </fieldset>

      <SaveBar saving={saving} problem={problem} />
    </form>
  );
}

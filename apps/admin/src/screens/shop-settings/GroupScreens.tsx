import type {
  DiscountGroup,
  ShippingCountry,
  ShippingGroup,
  ShippingStep,
  VatGroup,
} from '@gartenwerk/api-client';
import { HOME_COUNTRY, type DeliveryDays } from '@gartenwerk/domain';
import { Button, TextInput } from '@gartenwerk/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import type { AdminRoute } from '../../routes/adminRoutes';
import { GroupsEditor } from './GroupsEditor';
import {
  CheckBox,
  CountryValues,
  newUuid,
  NumberInput,
  SelectField,
  useCountryOptions,
  ZipRanges,
} from './fields';

/** shop/vat/groups: VAT rates in percent per country. */
export function VatGroups({ route }: { route: AdminRoute }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <GroupsEditor
      route={route}
      field="vat_groups"
      texts="shopSettings.vat"
      newGroup={(): VatGroup => ({ uuid: newUuid(), name: '', rates: { at: 20, de: 19 } })}
    >
      {(group, update) => (
        <CountryValues
          legend={t('shopSettings.vat.rates')}
          valueLabel={t('shopSettings.vat.rate')}
          values={group.rates}
          onChange={(rates) =>
            update({
              rates: Object.fromEntries(Object.entries(rates).map(([code, rate]) => [code, rate ?? 0])),
            })
          }
        />
      )}
    </GroupsEditor>
  );
}

/** shop/discount/groups: percent or flat tiers from a goods value, for some roles ('alle' = everyone). */
export function DiscountGroups({ route }: { route: AdminRoute }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <GroupsEditor
      route={route}
      field="discount_groups"
      texts="shopSettings.discount"
      newGroup={(): DiscountGroup => ({
        uuid: newUuid(),
        name: '',
        type: 'percent',
        items: [{ from: 0, discount: 10 }],
        // Discounts add up unless a group says otherwise (the spec sums them; the domain reads absent as additive).
        additiv: true,
        roles: ['alle'],
      })}
    >
      {(group, update) => {
        const setTier = (index: number, change: Partial<DiscountGroup['items'][number]>) =>
          update({
            items: group.items.map((tier, position) => (position === index ? { ...tier, ...change } : tier)),
          });
        return (
          <>
            <SelectField
              label={t('shopSettings.discount.type')}
              value={group.type}
              options={[
                { value: 'percent', label: t('shopSettings.discount.percent') },
                { value: 'flat', label: t('shopSettings.discount.flat') },
              ]}
              onChange={(type) => update({ type: type as DiscountGroup['type'] })}
            />
            <TextInput
              label={t('shopSettings.discount.roles')}
              hint={t('shopSettings.discount.rolesHint')}
              value={(group.roles ?? []).join(', ')}
              onChange={(event) =>
                update({
                  roles: event.target.value
                    .split(',')
                    .map((role) => role.trim())
                    .filter(Boolean),
                })
              }
            />
            <CheckBox
              label={t('shopSettings.discount.global')}
              checked={group.global === true}
              onChange={(global) => update({ global })}
            />
            <CheckBox
              label={t('shopSettings.discount.additiv')}
              checked={group.additiv !== false}
              onChange={(additiv) => update({ additiv })}
            />
            <fieldset>
              <legend>{t('shopSettings.discount.tiers')}</legend>
              {group.items.map((tier, index) => (
                <div key={index} className="admin-row">
                  <NumberInput
                    label={t('shopSettings.discount.from')}
                    value={tier.from}
                    onChange={(from) => setTier(index, { from: from ?? 0 })}
                  />
                  <NumberInput
                    label={t(
                      group.type === 'percent'
                        ? 'shopSettings.discount.percentValue'
                        : 'shopSettings.discount.flatValue',
                    )}
                    value={tier.discount}
                    onChange={(discount) => setTier(index, { discount: discount ?? 0 })}
                  />
                  <Button
                    variant="secondary"
                    aria-label={t('shopSettings.discount.removeTier')}
                    onClick={() =>
                      update({ items: group.items.filter((_tier, position) => position !== index) })
                    }
                  >
                    ✕
                  </Button>
                </div>
              ))}
              <div>
                <Button
                  variant="secondary"
                  onClick={() => update({ items: [...group.items, { from: 0, discount: 0 }] })}
                >
                  {t('shopSettings.discount.addTier')}
                </Button>
              </div>
            </fieldset>
          </>
        );
      }}
    </GroupsEditor>
  );
}

/** shop/shipping/groups: steps by weight or count, with costs per country and zip ranges. */
export function ShippingGroups({ route }: { route: AdminRoute }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const countries = useCountryOptions();
  return (
    <GroupsEditor
      route={route}
      field="shipping_groups"
      texts="shopSettings.shipping"
      newGroup={(): ShippingGroup => ({
        uuid: newUuid(),
        name: '',
        type: 'weight',
        unit: [{ max: 5, costs: { at: null, de: null } }],
      })}
    >
      {(group, update) => {
        const unitLabel = t(
          group.type === 'count' ? 'shopSettings.shipping.maxCount' : 'shopSettings.shipping.maxWeight',
        );
        const setStep = (index: number, change: Partial<ShippingStep>) =>
          update({
            unit: group.unit.map((step, position) => (position === index ? { ...step, ...change } : step)),
          });
        return (
          <>
            <SelectField
              label={t('shopSettings.shipping.type')}
              value={group.type ?? 'weight'}
              options={[
                { value: 'weight', label: t('shopSettings.shipping.byWeight') },
                { value: 'count', label: t('shopSettings.shipping.byCount') },
              ]}
              onChange={(type) => update({ type: type as ShippingGroup['type'] })}
            />
            {group.unit.map((step, index) => (
              <fieldset key={index} aria-label={t('shopSettings.shipping.step', { number: index + 1 })}>
                <legend>{t('shopSettings.shipping.step', { number: index + 1 })}</legend>
                <div className="admin-row">
                  <NumberInput
                    label={unitLabel}
                    value={step.max}
                    onChange={(max) => setStep(index, { max: max ?? 0 })}
                  />
                  <Button
                    variant="secondary"
                    onClick={() =>
                      update({ unit: group.unit.filter((_step, position) => position !== index) })
                    }
                  >
                    {t('shopSettings.shipping.removeStep')}
                  </Button>
                </div>
                <CountryValues
                  legend={t('shopSettings.shipping.costs')}
                  valueLabel={t('shopSettings.shipping.cost')}
                  values={step.costs}
                  onChange={(costs) => setStep(index, { costs })}
                />
                <ZipRanges
                  legend={t('shopSettings.shipping.zips')}
                  ranges={step.zips ?? []}
                  newRange={() => ({ country: HOME_COUNTRY, start: '', end: '', costs: 0 })}
                  onChange={(zips) => setStep(index, { zips })}
                  extra={(range, change) => (
                    <>
                      <SelectField
                        label={t('shopSettings.country')}
                        value={range.country ?? ''}
                        options={[{ value: '', label: t('shopSettings.anyCountry') }, ...countries]}
                        onChange={(country) => change({ country: country || undefined })}
                      />
                      <NumberInput
                        label={t('shopSettings.shipping.cost')}
                        value={range.costs}
                        onChange={(costs) => change({ costs: costs ?? 0 })}
                      />
                    </>
                  )}
                />
              </fieldset>
            ))}
            <div>
              <Button
                variant="secondary"
                onClick={() => {
                  const largest = Math.max(0, ...group.unit.map((step) => step.max));
                  update({ unit: [...group.unit, { max: largest + 1, costs: { at: null, de: null } }] });
                }}
              >
                {t('shopSettings.shipping.addStep')}
              </Button>
            </div>
            <CountryValues
              legend={t('shopSettings.shipping.freeFrom')}
              valueLabel={t('shopSettings.threshold')}
              values={group.shipping_free_amount_treshhold ?? {}}
              onChange={(shipping_free_amount_treshhold) => update({ shipping_free_amount_treshhold })}
            />
            <DeliveryDaysEditor
              countries={[...new Set(group.unit.flatMap((step) => Object.keys(step.costs)))]}
              value={group.delivery_days ?? {}}
              onChange={(delivery_days) => update({ delivery_days })}
            />
          </>
        );
      }}
    </GroupsEditor>
  );
}

/** shop/shipping/countries: where the shop delivers, its free-shipping threshold and zip surcharges. */
export function ShippingCountries({ route }: { route: AdminRoute }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const countries = useCountryOptions();
  return (
    <GroupsEditor
      route={route}
      field="shipping_countries"
      texts="shopSettings.countries"
      named={false}
      newGroup={(current): ShippingCountry => ({
        code:
          countries.find((country) => !current.some((used) => used.code === country.value))?.value ??
          HOME_COUNTRY,
        zips: [],
      })}
    >
      {(country, update) => (
        <>
          <SelectField
            label={t('shopSettings.country')}
            value={country.code}
            options={countries}
            onChange={(code) => update({ code })}
          />
          <NumberInput
            label={t('shopSettings.threshold')}
            value={country.shipping_free_amount_treshhold}
            onChange={(shipping_free_amount_treshhold) => update({ shipping_free_amount_treshhold })}
          />
          <ZipRanges
            legend={t('shopSettings.shipping.zips')}
            ranges={country.zips ?? []}
            newRange={() => ({ start: '', end: '', costs: null, threshold: null })}
            onChange={(zips) => update({ zips })}
            extra={(range, change) => (
              <>
                <NumberInput
                  label={t('shopSettings.countries.surcharge')}
                  value={range.costs}
                  onChange={(costs) => change({ costs })}
                />
                <NumberInput
                  label={t('shopSettings.threshold')}
                  value={range.threshold}
                  onChange={(threshold) => change({ threshold })}
                />
              </>
            )}
          />
        </>
      )}
    </GroupsEditor>
  );
}

/**
 * The working days a parcel of the group takes to each country it ships to (from / to): the shop
 * adds them to a product's days until sending for the delivery time it states before the order.
 */
function DeliveryDaysEditor({
  countries,
  value,
  onChange,
}: {
  countries: string[];
  value: Record<string, DeliveryDays>;
  onChange: (value: Record<string, DeliveryDays>) => void;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  // Half-typed ranges stay here until both ends are there; only whole ranges are saved.
  const [typed, setTyped] = useState<Record<string, { min: number | null; max: number | null }>>(() =>
    structuredClone(value),
  );
  const set = (code: string, end: 'min' | 'max', days: number | null) => {
    const next = {
      ...typed,
      [code]: { min: typed[code]?.min ?? null, max: typed[code]?.max ?? null, [end]: days },
    };
    setTyped(next);
    onChange(
      Object.fromEntries(
        Object.entries(next).flatMap(([country, range]) =>
          range.min !== null && range.max !== null ? [[country, { min: range.min, max: range.max }]] : [],
        ),
      ),
    );
  };
  if (countries.length === 0) return null;
  return (
    <fieldset>
      <legend>{t('shopSettings.shipping.deliveryDays')}</legend>
      <p>{t('shopSettings.shipping.deliveryDaysHint')}</p>
      {countries.map((code) => (
        <div key={code} className="admin-row">
          <NumberInput
            label={t('shopSettings.shipping.deliveryDaysFrom', { code: code.toUpperCase() })}
            step="1"
            value={typed[code]?.min}
            onChange={(days) => set(code, 'min', days)}
          />
          <NumberInput
            label={t('shopSettings.shipping.deliveryDaysTo', { code: code.toUpperCase() })}
            step="1"
            value={typed[code]?.max}
            onChange={(days) => set(code, 'max', days)}
          />
        </div>
      ))}
    </fieldset>
  );
}

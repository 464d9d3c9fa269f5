import {
  useGetPaymentSettingsQuery,
  type PaymentSource,
  type ShopSettingsConfig,
  type SiteConfig,
} from '@gartenwerk/api-client';
import {
  enabledPaymentMethods,
  isOnlinePaymentMethod,
  PAYMENT_AUDIENCES,
  PAYMENT_METHODS,
  paymentAudience,
  type PaymentAudience,
} from '@gartenwerk/domain';
import { Button, TextInput } from '@gartenwerk/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import type { AdminRoute } from '../../routes/adminRoutes';
import { ConfigScreen } from '../settings/ConfigScreen';
import { CheckBox, NumberInput, SaveBar, SelectField, useSaveShop } from './fields';

const OFF: PaymentSource = { enabled: false, min: null, max: null };

/** Every method the shop supports, the ones switched on first in their order, then the others. */
function methodsInOrder(sources: Record<string, PaymentSource>): string[] {
  const on = enabledPaymentMethods(sources);
  return [...on, ...PAYMENT_METHODS.filter((method) => !on.includes(method))];
}

/** Country codes as typed ("AT, de") in lower case; an empty field is every country. */
const countryCodes = (typed: string) =>
  typed
    .split(/[\s,;]+/)
    .map((code) => code.trim().toLowerCase())
    .filter(Boolean);

/** shop/settings/payment-methods: which methods the checkout offers, in which order, where and to whom. */
export function PaymentMethods({ route }: { route: AdminRoute }) {
  return (
    <ConfigScreen route={route}>
      {(config) => <PaymentMethodsForm key={config._id} config={config} />}
    </ConfigScreen>
  );
}

function PaymentMethodsForm({ config }: { config: SiteConfig }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { save, saving, problem } = useSaveShop(config);
  const stored = config.components.shop;
  const [order, setOrder] = useState(() => methodsInOrder(stored.paymentsources));
  const [sources, setSources] = useState<Record<string, PaymentSource>>(() => ({ ...stored.paymentsources }));
  // Countries as typed, kept apart so that a half-typed list is not rewritten under the cursor.
  const [countries, setCountries] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      Object.entries(stored.paymentsources).map(([method, source]) => [
        method,
        (source.countries ?? []).join(', '),
      ]),
    ),
  );
  const keys = useGetPaymentSettingsQuery().data;
  const mode = stored.stripe.live_mode ? 'live' : 'test';
  const verified = keys?.[mode].verified === true;

  const set = (method: string, change: Partial<PaymentSource>) =>
    setSources((current) => ({ ...current, [method]: { ...(current[method] ?? OFF), ...change } }));
  const move = (index: number, by: -1 | 1) =>
    setOrder((current) => {
      const next = [...current];
      [next[index], next[index + by]] = [next[index + by]!, next[index]!];
      return next;
    });

  const submit = (event: React.FormEvent) => {
    const paymentsources = Object.fromEntries(
      order.map((method, index) => {
        const source = sources[method] ?? OFF;
        const chosen = countryCodes(countries[method] ?? '');
        const { countries: _previous, ...rest } = source;
        return [method, { ...rest, order: index, ...(chosen.length > 0 ? { countries: chosen } : {}) }];
      }),
    );
    void save({ ...stored, paymentsources } as ShopSettingsConfig, event);
  };

  return (
    <form className="admin-form" noValidate onSubmit={submit}>
      <p>{t('shopSettings.paymentMethods.hint')}</p>
      <p>
        {t(
          verified ? 'shopSettings.paymentMethods.keysVerified' : 'shopSettings.paymentMethods.keysMissing',
          {
            mode: t(`shopSettings.paymentMethods.mode.${mode}`),
          },
        )}{' '}
        <Link to="/shop/payments">{t('shopSettings.paymentMethods.toKeys')}</Link>
      </p>
      {order.map((method, index) => {
        const source = sources[method] ?? OFF;
        const name = t(`shopSettings.paymentNames.${method}`);
        const online = isOnlinePaymentMethod(method);
        // Switching on needs tested keys; switching off never does.
        const locked = online && !verified && !source.enabled;
        return (
          <fieldset key={method} aria-label={name} className="payment-method">
            <legend>
              {index + 1}. {name}
              {online ? ` · ${t('shopSettings.paymentMethods.online')}` : ''}
            </legend>
            <CheckBox
              label={t('shopSettings.enabledNamed', { name })}
              checked={source.enabled}
              disabled={locked}
              onChange={(enabled) => set(method, { enabled })}
            />
            <div className="admin-row">
              <NumberInput
                label={t('shopSettings.minNamed', { name })}
                value={source.min}
                onChange={(min) => set(method, { min })}
              />
              <NumberInput
                label={t('shopSettings.maxNamed', { name })}
                value={source.max}
                onChange={(max) => set(method, { max })}
              />
            </div>
            <TextInput
              label={t('shopSettings.paymentMethods.countries', { name })}
              hint={t('shopSettings.paymentMethods.countriesHint')}
              value={countries[method] ?? ''}
              onChange={(event) => setCountries((current) => ({ ...current, [method]: event.target.value }))}
            />
            {method === 'invoice' ? (
              <SelectField
                label={t('shopSettings.paymentMethods.audience', { name })}
                value={paymentAudience(method, source)}
                options={PAYMENT_AUDIENCES.map((audience) => ({
                  value: audience,
                  label: t(`shopSettings.paymentMethods.audiences.${audience}`),
                }))}
                onChange={(audience) => set(method, { audience: audience as PaymentAudience })}
              />
            ) : null}
            <div className="admin-row">
              <Button variant="secondary" disabled={index === 0} onClick={() => move(index, -1)}>
                {t('shopSettings.paymentMethods.moveUp', { name })}
              </Button>
              <Button
                variant="secondary"
                disabled={index === order.length - 1}
                onClick={() => move(index, 1)}
              >
                {t('shopSettings.paymentMethods.moveDown', { name })}
              </Button>
            </div>
          </fieldset>
        );
      })}
      <SaveBar saving={saving} problem={problem} />
    </form>
  );
}

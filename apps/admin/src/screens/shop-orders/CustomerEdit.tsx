import {
  useGetConfigQuery,
  useGetOrdersQuery,
  useGetUserQuery,
  useUpdateUserMutation,
  type CustomerShopData,
  type ManagedUser,
} from '@gartenwerk/api-client';
import { TextInput } from '@gartenwerk/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import type { AdminRoute } from '../../routes/adminRoutes';
import { useFeedback } from '../feedback';
import { FormSection } from '../FormSection';
import { LoadedList } from '../LoadedList';
import { LoadedScreen } from '../LoadedScreen';
import { LinkedPersons } from '../person/PersonLinks';
import { OrderTable } from './OrderTable';
import { amountOrNull, shopDataOf } from './shopData';

/** shop/customers/:id: a customer's shop terms and orders. */
export function CustomerEdit({ route }: { route: AdminRoute }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { id = '' } = useParams();
  const orders = useGetOrdersQuery({ owner: id, limit: 100 });
  return (
    <LoadedScreen<ManagedUser>
      route={route}
      query={useGetUserQuery(id)}
      title={(user) => user.name || user.handle}
      texts={{
        loading: t('shopOrders.customerList.loading'),
        notFound: t('shopOrders.customerNotFound'),
        loadFailed: (message) => t('shopOrders.customerList.loadFailed', { message }),
      }}
      back={{ to: '/shop/customers', label: t('shopOrders.toCustomers') }}
    >
      {(user) => (
        <>
          <p>{user.handle}</p>
          <ShopDataForm key={user._id} user={user} />
          <LinkedPersons kind="customer" target={user._id} />
          <section aria-labelledby="customer-orders">
            <h2 id="customer-orders">{t('shopOrders.customerOrders')}</h2>
            <LoadedList
              texts="shopOrders"
              error={orders.error}
              isLoading={orders.isLoading}
              data={orders.data}
              isEmpty={(list) => list.items.length === 0}
            >
              {(list) => <OrderTable orders={list.items} labelledBy="customer-orders" />}
            </LoadedList>
          </section>
        </>
      )}
    </LoadedScreen>
  );
}

type LimitDraft = { enabled: boolean; min: string; max: string };

const text = (value: number | string | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

function ShopDataForm({ user }: { user: ManagedUser }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const feedback = useFeedback();
  const { data: config } = useGetConfigQuery();
  const [updateUser, { isLoading: saving }] = useUpdateUserMutation();
  const shopConfig = config?.components.shop as
    | { paymentsources?: Record<string, unknown>; discount_groups?: { uuid: string; name?: string }[] }
    | undefined;
  const methods = Object.keys(shopConfig?.paymentsources ?? {});
  const groups = shopConfig?.discount_groups ?? [];
  const stored = shopDataOf(user) ?? {};

  const [discount, setDiscount] = useState(text(stored.discount));
  const [discountGroups, setDiscountGroups] = useState<string[]>([...(stored.discount_groups ?? [])]);
  const [shippingFree, setShippingFree] = useState(stored.shipping_free === true);
  const [threshold, setThreshold] = useState(text(stored.shipping_free_amount_treshhold));
  const [limits, setLimits] = useState<Record<string, LimitDraft>>(() =>
    Object.fromEntries(
      Object.entries(stored.paymentsources ?? {}).map(([method, limit]) => [
        method,
        { enabled: limit.enabled !== false, min: text(limit.min), max: text(limit.max) },
      ]),
    ),
  );
  const limitOf = (method: string): LimitDraft => limits[method] ?? { enabled: true, min: '', max: '' };
  const changeLimit = (method: string, change: Partial<LimitDraft>) =>
    setLimits((current) => ({ ...current, [method]: { ...limitOf(method), ...change } }));

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const shop: CustomerShopData = {
      discount: amountOrNull(discount),
      discount_groups: discountGroups,
      shipping_free: shippingFree,
      shipping_free_amount_treshhold: amountOrNull(threshold),
      paymentsources: Object.fromEntries(
        Object.entries(limits).map(([method, limit]) => [
          method,
          { enabled: limit.enabled, min: amountOrNull(limit.min), max: amountOrNull(limit.max) },
        ]),
      ),
    };
    try {
      await updateUser({ _id: user._id, userData: { ...user.userData, shop } }).unwrap();
      feedback.succeeded(t('shopOrders.saved'));
    } catch (error) {
      feedback.failed(t('shopOrders.saveFailed'), error);
    }
  }

  return (
    <FormSection
      id="customer-shop"
      title={t('shopOrders.shopData')}
      onSubmit={save}
      submitLabel={t('shopOrders.save')}
      busy={saving}
      noValidate
    >
      <TextInput
        type="number"
        min={0}
        max={100}
        step="any"
        label={t('shopOrders.individualDiscount')}
        value={discount}
        onChange={(event) => setDiscount(event.target.value)}
      />
      <fieldset className="admin-form__roles">
        <legend>{t('shopOrders.discountGroups')}</legend>
        {groups.length === 0 && <p>{t('shopOrders.noDiscountGroups')}</p>}
        {groups.map((group) => (
          <label key={group.uuid} className="admin-form__check">
            <input
              type="checkbox"
              checked={discountGroups.includes(group.uuid)}
              onChange={(event) =>
                setDiscountGroups(
                  event.target.checked
                    ? [...discountGroups, group.uuid]
                    : discountGroups.filter((other) => other !== group.uuid),
                )
              }
            />
            {group.name || group.uuid}
          </label>
        ))}
      </fieldset>
      <label className="admin-form__check">
        <input
          type="checkbox"
          checked={shippingFree}
          onChange={(event) => setShippingFree(event.target.checked)}
        />
        {t('shopOrders.shippingFreeLabel')}
      </label>
      <TextInput
        type="number"
        min={0}
        step="any"
        label={t('shopOrders.threshold')}
        hint={t('shopOrders.thresholdHint')}
        value={threshold}
        onChange={(event) => setThreshold(event.target.value)}
      />
      <fieldset className="admin-form__roles">
        <legend>{t('shopOrders.paymentLimits')}</legend>
        {methods.map((method) => {
          const name = t(`shopOrders.paymentNames.${method}`, { defaultValue: method });
          const limit = limitOf(method);
          return (
            <fieldset key={method} aria-label={name}>
              <legend>{name}</legend>
              <label className="admin-form__check">
                <input
                  type="checkbox"
                  checked={limit.enabled}
                  onChange={(event) => changeLimit(method, { enabled: event.target.checked })}
                />
                {t('shopOrders.enabled')}
              </label>
              <TextInput
                type="number"
                min={0}
                step="any"
                label={t('shopOrders.min')}
                value={limit.min}
                onChange={(event) => changeLimit(method, { min: event.target.value })}
              />
              <TextInput
                type="number"
                min={0}
                step="any"
                label={t('shopOrders.max')}
                value={limit.max}
                onChange={(event) => changeLimit(method, { max: event.target.value })}
              />
            </fieldset>
          );
        })}
      </fieldset>
    </FormSection>
  );
}

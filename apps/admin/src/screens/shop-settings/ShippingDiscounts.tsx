import { formatEuros } from '@gartenwerk/domain';
import {
  useCreateShippingDiscountMutation,
  useGetCatalogueGroupsQuery,
  useGetConfigQuery,
  useGetShippingDiscountQuery,
  useGetShippingDiscountsQuery,
  useRemoveShippingDiscountMutation,
  useUpdateShippingDiscountMutation,
  type ShippingDiscountRule,
} from '@gartenwerk/api-client';
import { ShippingDiscountCreateSchema, ShippingDiscountUpdateSchema } from '@gartenwerk/domain/schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { EditScreen, NEW_ID, useEntityEditor, type Field } from '../../kit';
import { ListScreen, loadedPages, useListSearchParams, linkColumn } from '../../list';
import type { AdminRoute } from '../../routes/adminRoutes';
import { assignableRoles } from '../users/roles';
import { useCountryOptions } from './fields';

const LIST = '/shop/shipping/discounts';
const rulePath = (id: string) => `${LIST}/${encodeURIComponent(id)}`;

/** What a rule takes off, as the list says it: "kostenlos", "50 %", "€ 2,50". */
function useReduction() {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  return (rule: ShippingDiscountRule) =>
    rule.type === 'free'
      ? t('shippingDiscounts.free')
      : rule.type === 'percent'
        ? `${rule.value.toLocaleString(i18n.language)} %`
        : formatEuros(rule.value, i18n.language);
}

/** shop/shipping/discounts: the rules that reduce or waive shipping. */
export function ShippingDiscountBrowse({ route }: { route: AdminRoute }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const list = useListSearchParams();
  const result = useGetShippingDiscountsQuery();
  const reduction = useReduction();
  const all = t('shippingDiscounts.all');
  return (
    <ListScreen<ShippingDiscountRule>
      route={route}
      list={list}
      result={result}
      sortMode="client"
      columns={[
        linkColumn(
          'title',
          t('shippingDiscounts.title'),
          (rule) => rule.title,
          (rule) => rulePath(rule._id),
        ),
        { id: 'reduction', header: t('shippingDiscounts.reduction'), value: reduction },
        {
          id: 'min',
          header: t('shippingDiscounts.minCartValue'),
          value: (rule) => rule.min_cart_value,
          cell: (rule) => formatEuros(rule.min_cart_value, i18n.language),
          align: 'end',
          sortable: true,
        },
        {
          id: 'countries',
          header: t('shippingDiscounts.countries'),
          value: (rule) => rule.countries.map((code) => code.toUpperCase()).join(', ') || all,
        },
        {
          id: 'active',
          header: t('shippingDiscounts.active'),
          value: (rule) => (rule.active ? t('affiliates.yes') : t('affiliates.no')),
        },
      ]}
      rowId={(rule) => rule._id}
      texts="shippingDiscounts"
      actions={<Link to={rulePath(NEW_ID)}>{t('shippingDiscounts.add')}</Link>}
      csv={{ fileName: 'versandrabatte.csv', fetchPage: loadedPages(result.currentData?.items ?? []) }}
    />
  );
}

/** shop/shipping/discounts/:id ('new' for a new one): the reduction and when it applies. */
export function ShippingDiscountEdit({ route }: { route: AdminRoute }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const config = useGetConfigQuery().data;
  const countryNames = new Map(useCountryOptions().map((option) => [option.value, option.label]));
  const shipping = config?.components.shop.shipping_countries ?? [];
  const countries = shipping.map((country) => ({
    value: country.code.toLowerCase(),
    label: countryNames.get(country.code.toLowerCase()) ?? country.name ?? country.code.toUpperCase(),
  }));
  const groups = (useGetCatalogueGroupsQuery().data?.items ?? []).map((group) => ({
    value: group._id,
    label: group.title,
  }));
  const roles = ['alle', ...assignableRoles(config?.components.auth.availableRoles)].map((role) => ({
    value: role,
    label: role === 'alle' ? t('shippingDiscounts.everyone') : t(`users.roleNames.${role}`),
  }));
  const fields: Field[] = [
    {
      name: 'title',
      kind: 'text',
      label: t('shippingDiscounts.title'),
      required: true,
      messages: { required: t('shippingDiscounts.errors.title') },
    },
    { name: 'active', kind: 'switch', label: t('shippingDiscounts.active') },
    {
      name: 'type',
      kind: 'select',
      label: t('shippingDiscounts.type'),
      choices: [
        { value: 'free', label: t('shippingDiscounts.types.free') },
        { value: 'percent', label: t('shippingDiscounts.types.percent') },
        { value: 'flat', label: t('shippingDiscounts.types.flat') },
      ],
    },
    {
      name: 'value',
      kind: 'number',
      label: t('shippingDiscounts.value'),
      hint: t('shippingDiscounts.valueHint'),
      minimum: 0,
      fractionDigits: 2,
      when: (draft) => draft.type !== 'free',
      messages: { invalid: t('shippingDiscounts.errors.value') },
    },
    {
      name: 'min_cart_value',
      kind: 'money',
      label: t('shippingDiscounts.minCartValue'),
      hint: t('shippingDiscounts.minCartValueHint'),
      messages: { invalid: t('shippingDiscounts.errors.value') },
    },
    {
      name: 'countries',
      kind: 'multiselect',
      label: t('shippingDiscounts.countries'),
      choices: countries,
      none: t('shippingDiscounts.all'),
    },
    {
      name: 'product_groups',
      kind: 'multiselect',
      label: t('shippingDiscounts.productGroups'),
      hint: t('shippingDiscounts.productGroupsHint'),
      choices: groups,
      none: t('shippingDiscounts.allGoods'),
    },
    {
      name: 'roles',
      kind: 'multiselect',
      label: t('shippingDiscounts.roles'),
      choices: roles,
      none: t('shippingDiscounts.everyone'),
    },
  ];
  const editor = useEntityEditor({
    fields,
    schemas: { create: ShippingDiscountCreateSchema, update: ShippingDiscountUpdateSchema },
    useGet: useGetShippingDiscountQuery,
    useCreate: useCreateShippingDiscountMutation,
    useUpdate: useUpdateShippingDiscountMutation,
    useRemove: useRemoveShippingDiscountMutation,
    initial: {
      active: true,
      type: 'free',
      value: 0,
      min_cart_value: 0,
      countries: [],
      product_groups: [],
      roles: [],
    },
    listPath: LIST,
    editPath: rulePath,
  });
  return (
    <EditScreen
      route={route}
      editor={editor}
      newTitle={t('shippingDiscounts.add')}
      back={{ to: LIST, label: t('shippingDiscounts.toList') }}
      formLabel={t('shippingDiscounts.form')}
      name={String(editor.draft.title ?? '')}
    />
  );
}

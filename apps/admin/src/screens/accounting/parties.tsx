import {
  accountingApi,
  useCreateAccountingCustomerMutation,
  useCreateAccountingVendorMutation,
  useGetAccountingCustomerQuery,
  useGetAccountingCustomersQuery,
  useGetAccountingVendorQuery,
  useGetAccountingVendorsQuery,
  useGetUsersQuery,
  useRemoveAccountingCustomerMutation,
  useRemoveAccountingVendorMutation,
  useUpdateAccountingCustomerMutation,
  useUpdateAccountingVendorMutation,
  type AccountingParty,
  type ManagedUser,
} from '@gartenwerk/api-client';
import { viennaDay, type Address } from '@gartenwerk/domain';
import {
  CustomerInputSchema,
  CustomerUpdateSchema,
  PartyInputSchema,
  PartyUpdateSchema,
} from '@gartenwerk/domain/schemas';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { EditScreen, useEntityEditor, type Draft, type Field } from '../../kit';
import type { AdminRoute } from '../../routes/adminRoutes';
import { MasterBrowse } from './MasterBrowse';
import { TakeOverSearch } from './TakeOverSearch';
import { LinkedPersons } from '../person/PersonLinks';

type PartyKind = 'customer' | 'vendor';

/** The countries an address is chosen from: the home country and its neighbours first. */
const COUNTRIES = [
  'at',
  'de',
  'ch',
  'li',
  'it',
  'si',
  'hu',
  'sk',
  'cz',
  'nl',
  'be',
  'fr',
  'lu',
  'pl',
] as const;

export const partyPath = (kind: PartyKind, id: string) =>
  `/accounting/${kind}/edit/${encodeURIComponent(id)}`;

function partyColumns(t: TFunction, kind: PartyKind) {
  return [
    {
      id: 'name',
      header: t('accounting.party.name'),
      value: (party: AccountingParty) => party.name,
      cell: (party: AccountingParty) => <Link to={partyPath(kind, party._id)}>{party.name || '—'}</Link>,
      sortable: true,
      hideable: false,
    },
    {
      id: 'city',
      header: t('accounting.party.place'),
      value: (party: AccountingParty) => [party.zip, party.city].filter(Boolean).join(' '),
    },
    {
      id: 'email',
      header: t('accounting.party.email'),
      value: (party: AccountingParty) => party.email,
      sortable: true,
    },
    { id: 'uid', header: t('accounting.party.uid'), value: (party: AccountingParty) => party.uid ?? '' },
    {
      id: 'payment_terms_days',
      header: t('accounting.party.terms'),
      value: (party: AccountingParty) => party.payment_terms_days ?? '',
      align: 'end' as const,
    },
    {
      id: 'created',
      header: t('accounting.created'),
      value: (party: AccountingParty) => viennaDay(party.created),
      sortable: true,
      hiddenByDefault: true,
    },
  ];
}

export function CustomerBrowse({ route }: { route: AdminRoute }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [fetchPage] = accountingApi.endpoints.getAccountingCustomers.useLazyQuery();
  const [remove] = useRemoveAccountingCustomerMutation();
  return (
    <MasterBrowse
      route={route}
      texts="customers"
      columns={partyColumns(t, 'customer')}
      rowLabel={(party) => party.name}
      useList={useGetAccountingCustomersQuery}
      fetchPage={(query) => fetchPage(query).unwrap()}
      remove={(id) => remove(id).unwrap()}
      addPath="/accounting/customer/add"
      fileName="kunden.csv"
    />
  );
}

export function VendorBrowse({ route }: { route: AdminRoute }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [fetchPage] = accountingApi.endpoints.getAccountingVendors.useLazyQuery();
  const [remove] = useRemoveAccountingVendorMutation();
  return (
    <MasterBrowse
      route={route}
      texts="vendors"
      columns={partyColumns(t, 'vendor')}
      rowLabel={(party) => party.name}
      useList={useGetAccountingVendorsQuery}
      fetchPage={(query) => fetchPage(query).unwrap()}
      remove={(id) => remove(id).unwrap()}
      addPath="/accounting/vendor/add"
      fileName="lieferanten.csv"
    />
  );
}

function partyFields(t: TFunction): Field[] {
  const text = (name: string, extra: Partial<Field> = {}): Field =>
    ({ name, kind: 'text', label: t(`accounting.party.${name}`), ...extra }) as Field;
  return [
    {
      name: 'type',
      kind: 'select',
      label: t('accounting.party.type'),
      choices: [
        { value: 'person', label: t('accounting.party.types.person') },
        { value: 'company', label: t('accounting.party.types.company') },
      ],
      empty: 'omit',
    },
    text('company', { hint: t('accounting.party.nameHint') }),
    text('title'),
    text('first_name'),
    text('last_name'),
    text('address'),
    text('zip'),
    text('city'),
    {
      name: 'country',
      kind: 'select',
      label: t('accounting.party.country'),
      choices: COUNTRIES.map((code) => ({ value: code, label: t(`accounting.countries.${code}`) })),
      empty: 'omit',
    },
    text('uid', { hint: t('accounting.party.uidHint') }),
    text('phone'),
    text('email', { type: 'email', messages: { invalid: t('accounting.party.emailInvalid') } }),
    {
      name: 'payment_terms_days',
      kind: 'number',
      integer: true,
      minimum: 0,
      label: t('accounting.party.payment_terms_days'),
      hint: t('accounting.party.termsHint'),
    },
    { name: 'notes', kind: 'text', multiline: true, label: t('accounting.party.notes') },
    { name: 'tags', kind: 'tags', label: t('accounting.party.tags'), hint: t('accounting.tagsHint') },
  ];
}

/** A shop customer's address for the accounting: the default invoice address, else the first one. */
export function partyFromUser(user: ManagedUser): Draft {
  const data = (user.userData ?? {}) as {
    first_name?: string;
    last_name?: string;
    company?: string;
    addresses?: Address[];
    shop?: { default_invoice_address?: string };
  };
  const addresses = data.addresses ?? [];
  const address =
    addresses.find((entry) => entry.uuid && entry.uuid === data.shop?.default_invoice_address) ??
    addresses[0] ??
    {};
  return {
    type: address.type === 'company' ? 'company' : 'person',
    company: address.company ?? data.company ?? '',
    title: address.title ?? '',
    first_name: address.first_name ?? data.first_name ?? '',
    last_name: address.last_name ?? data.last_name ?? '',
    address: address.address ?? '',
    zip: address.zip === undefined ? '' : String(address.zip),
    city: address.city ?? '',
    country: address.country ?? 'at',
    uid: address.uid ?? '',
    phone: address.phone ?? '',
    email: user.handle,
  };
}

/** Finds shop customers by name or e-mail; the chosen one's address fills the form. */
function ShopCustomerPicker({ onPick }: { onPick: (user: ManagedUser) => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <TakeOverSearch
      legend={t('accounting.customers.takeOver')}
      searchLabel={t('accounting.customers.shopSearch')}
      pickLabel={t('accounting.customers.takeOverButton')}
      none={t('accounting.customers.noShopCustomer')}
      useHits={useShopCustomerHits}
      describe={(user) => (
        <>
          {user.name || user.handle} <small>{user.handle}</small>
        </>
      )}
      onPick={onPick}
    />
  );
}

function useShopCustomerHits(search: string) {
  return useGetUsersQuery({ search, limit: 5 }, { skip: search === '' }).currentData?.items;
}

function PartyEdit({ route, kind }: { route: AdminRoute; kind: PartyKind }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const base: Field[] = partyFields(t);
  const fields: Field[] =
    kind === 'customer'
      ? [
          {
            name: 'user_id',
            kind: 'custom',
            label: t('accounting.customers.shopCustomer'),
            render: ({ value }) =>
              value ? (
                <p className="accounting-linked">
                  {t('accounting.customers.linked')}{' '}
                  <Link to={`/shop/customers/${encodeURIComponent(String(value))}`}>
                    {t('accounting.customers.openShopCustomer')}
                  </Link>
                </p>
              ) : (
                <ShopCustomerPicker
                  onPick={(user) => {
                    for (const [name, entry] of Object.entries(partyFromUser(user)))
                      editor.setValue(name, entry);
                    editor.setValue('user_id', user._id);
                  }}
                />
              ),
            toDraft: (value) => (typeof value === 'string' ? value : null),
          },
          ...base,
          {
            name: 'buyer_reference',
            kind: 'text',
            label: t('accounting.customers.buyerReference'),
            hint: t('accounting.customers.buyerReferenceHint'),
          },
        ]
      : base;
  const customer = {
    useGet: useGetAccountingCustomerQuery,
    useCreate: useCreateAccountingCustomerMutation,
    useUpdate: useUpdateAccountingCustomerMutation,
    useRemove: useRemoveAccountingCustomerMutation,
  };
  const vendor = {
    useGet: useGetAccountingVendorQuery,
    useCreate: useCreateAccountingVendorMutation,
    useUpdate: useUpdateAccountingVendorMutation,
    useRemove: useRemoveAccountingVendorMutation,
  };
  const editor = useEntityEditor({
    fields,
    schemas:
      kind === 'customer'
        ? { create: CustomerInputSchema, update: CustomerUpdateSchema }
        : { create: PartyInputSchema, update: PartyUpdateSchema },
    ...(kind === 'customer' ? customer : vendor),
    listPath: `/accounting/${kind}/browse`,
    editPath: (id) => partyPath(kind, id),
    initial: { type: 'person', country: 'at' },
  });
  const group = kind === 'customer' ? 'customers' : 'vendors';
  return (
    <EditScreen
      route={route}
      editor={editor}
      newTitle={t(`accounting.${group}.new`)}
      back={{ to: `/accounting/${kind}/browse`, label: t(`accounting.${group}.toList`) }}
      formLabel={t(`accounting.${group}.form`)}
      name={[editor.draft.company, editor.draft.last_name].filter(Boolean).join(', ')}
    >
      {editor.item && (
        <LinkedPersons kind={kind === 'vendor' ? 'vendor' : 'accounting_customer'} target={editor.item._id} />
      )}
    </EditScreen>
  );
}

export const CustomerEdit = ({ route }: { route: AdminRoute }) => <PartyEdit route={route} kind="customer" />;
export const VendorEdit = ({ route }: { route: AdminRoute }) => <PartyEdit route={route} kind="vendor" />;

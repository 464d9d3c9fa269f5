import { formatEuros } from '@gartenwerk/domain';
import {
  accountingApi,
  useCreateAccountingItemMutation,
  useGetAccountingItemQuery,
  useGetAccountingItemsQuery,
  useGetCatalogueProductQuery,
  useGetCatalogueProductsQuery,
  useRemoveAccountingItemMutation,
  useUpdateAccountingItemMutation,
  type AccountingItem,
  type CatalogueProduct,
} from '@gartenwerk/api-client';
import { ItemInputSchema, ItemUpdateSchema } from '@gartenwerk/domain/schemas';
import { Button, Select } from '@gartenwerk/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { EditScreen, formatDecimal, useEntityEditor, type Field } from '../../kit';
import { linkColumn } from '../../list';
import type { AdminRoute } from '../../routes/adminRoutes';
import { MasterBrowse } from './MasterBrowse';
import { TakeOverSearch } from './TakeOverSearch';

const itemPath = (id: string) => `/accounting/item/edit/${encodeURIComponent(id)}`;

/** accounting/item/browse: the items (Artikel) lines are taken from. */
export function ItemBrowse({ route }: { route: AdminRoute }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const [fetchPage] = accountingApi.endpoints.getAccountingItems.useLazyQuery();
  const [remove] = useRemoveAccountingItemMutation();
  return (
    <MasterBrowse<AccountingItem>
      route={route}
      texts="items"
      columns={[
        linkColumn(
          'title',
          t('accounting.item.title'),
          (item) => item.title,
          (item) => itemPath(item._id),
        ),
        { id: 'sku', header: t('accounting.item.sku'), value: (item) => item.sku, sortable: true },
        { id: 'unit', header: t('accounting.item.unit'), value: (item) => item.unit },
        {
          id: 'price',
          header: t('accounting.item.price'),
          value: (item) =>
            `${formatEuros(item.price, i18n.language)} ${t(`accounting.item.modes.${item.price_mode}`)}`,
          sortable: true,
          align: 'end',
        },
        {
          id: 'vat_rate',
          header: t('accounting.item.vat_rate'),
          value: (item) => `${formatDecimal(item.vat_rate)} %`,
          sortable: true,
          align: 'end',
        },
        {
          id: 'product',
          header: t('accounting.item.product'),
          value: (item) => (item.product_id ? t('accounting.item.fromShop') : ''),
        },
      ]}
      rowLabel={(item) => item.title}
      useList={useGetAccountingItemsQuery}
      fetchPage={(query) => fetchPage(query).unwrap()}
      remove={(id) => remove(id).unwrap()}
      addPath={itemPath('new')}
      fileName="artikel.csv"
    />
  );
}

/** The shop product an item stands for: its name, or a search to choose one. */
function ProductPicker({
  value,
  onChange,
  onPick,
  label,
}: {
  value: unknown;
  onChange: (value: unknown) => void;
  onPick: (product: CatalogueProduct) => void;
  label: string;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const id = typeof value === 'string' ? value : '';
  const chosen = useGetCatalogueProductQuery(id, { skip: id === '' });
  if (id)
    return (
      <fieldset className="admin-form__group accounting-takeover">
        <legend>{label}</legend>
        <p className="accounting-linked">
          <Link to={`/shop/products/${encodeURIComponent(id)}`}>{chosen.data?.title ?? id}</Link>{' '}
          <Button type="button" size="sm" variant="secondary" onClick={() => onChange(null)}>
            {t('accounting.item.unlink')}
          </Button>
        </p>
      </fieldset>
    );
  return (
    <TakeOverSearch
      legend={label}
      searchLabel={t('accounting.item.productSearch')}
      pickLabel={t('accounting.item.useProduct')}
      none={t('accounting.item.noProduct')}
      useHits={useProductHits}
      describe={(product) => product.title}
      onPick={onPick}
    />
  );
}

/** The variant of the item's shop product a goods receipt raises; only for products with variants. */
function VariantPicker({
  productId,
  value,
  onChange,
  label,
}: {
  productId: unknown;
  value: unknown;
  onChange: (value: unknown) => void;
  label: string;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const id = typeof productId === 'string' ? productId : '';
  const product = useGetCatalogueProductQuery(id, { skip: id === '' }).data;
  const variants = id && product?._id === id ? product.variants : [];
  if (variants.length === 0) return null;
  return (
    <Select
      label={label}
      hint={t('accounting.item.variantHint')}
      value={typeof value === 'string' ? value : ''}
      options={[
        { value: '', label: t('accounting.item.variantWhole') },
        ...variants.map((variant) => ({ value: variant.key, label: variant.value })),
      ]}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

function useProductHits(search: string) {
  return useGetCatalogueProductsQuery({ search, limit: 5 }, { skip: search === '' }).currentData?.items;
}

/** accounting/item/edit/:id? (none or `new` for a new one): an item, optionally a shop product. */
export function ItemEdit({ route }: { route: AdminRoute }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const fields: Field[] = [
    {
      name: 'product_id',
      kind: 'custom',
      label: t('accounting.item.product'),
      render: ({ value, onChange, label }) => (
        <ProductPicker
          value={value}
          onChange={(next) => {
            // Another product's variants are not this one's.
            editor.setValue('product_variant', '');
            onChange(next);
          }}
          label={label}
          onPick={(product) => {
            // Shop prices include VAT: the item takes the price as gross.
            editor.setValue('title', product.title);
            if (product.price !== null) {
              editor.setValue('price', formatDecimal(product.price, 2));
              editor.setValue('price_mode', 'gross');
            }
            editor.setValue('product_variant', '');
            onChange(product._id);
          }}
        />
      ),
      toDraft: (value) => (typeof value === 'string' ? value : null),
    },
    {
      name: 'product_variant',
      kind: 'custom',
      label: t('accounting.item.variant'),
      render: ({ value, onChange, label }) => (
        <VariantPicker productId={editor.draft.product_id} value={value} onChange={onChange} label={label} />
      ),
      toDraft: (value) => (typeof value === 'string' ? value : ''),
    },
    {
      name: 'title',
      kind: 'text',
      label: t('accounting.item.title'),
      required: true,
      messages: { required: t('accounting.item.titleRequired') },
    },
    { name: 'sku', kind: 'text', label: t('accounting.item.sku') },
    { name: 'description', kind: 'text', multiline: true, label: t('accounting.item.description') },
    { name: 'unit', kind: 'text', label: t('accounting.item.unit'), hint: t('accounting.item.unitHint') },
    { name: 'price', kind: 'money', label: t('accounting.item.price'), required: true },
    {
      name: 'price_mode',
      kind: 'select',
      label: t('accounting.item.price_mode'),
      choices: [
        { value: 'net', label: t('accounting.item.modes.net') },
        { value: 'gross', label: t('accounting.item.modes.gross') },
      ],
      empty: 'omit',
    },
    {
      name: 'vat_rate',
      kind: 'number',
      minimum: 0,
      fractionDigits: 2,
      label: t('accounting.item.vat_rate'),
      required: true,
    },
    { name: 'tags', kind: 'tags', label: t('accounting.party.tags'), hint: t('accounting.tagsHint') },
  ];
  const editor = useEntityEditor({
    fields,
    schemas: { create: ItemInputSchema, update: ItemUpdateSchema },
    useGet: useGetAccountingItemQuery,
    useCreate: useCreateAccountingItemMutation,
    useUpdate: useUpdateAccountingItemMutation,
    useRemove: useRemoveAccountingItemMutation,
    listPath: '/accounting/item/browse',
    editPath: itemPath,
    initial: { unit: 'Stk.', price_mode: 'net', vat_rate: 20 },
  });
  return (
    <EditScreen
      route={route}
      editor={editor}
      newTitle={t('accounting.items.new')}
      back={{ to: '/accounting/item/browse', label: t('accounting.items.toList') }}
      formLabel={t('accounting.items.form')}
      name={String(editor.draft.title ?? '')}
    />
  );
}

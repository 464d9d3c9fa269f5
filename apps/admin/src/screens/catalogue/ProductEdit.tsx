import {
  CATALOGUE_PRODUCT_TYPES,
  shopGroupChoices,
  useAdjustStockMutation,
  useCreateCatalogueProductMutation,
  useGetCatalogueColorsQuery,
  useGetCatalogueGroupsQuery,
  useGetCatalogueProductQuery,
  useGetCatalogueProductsQuery,
  useListVoucherTemplatesQuery,
  useGetConfigQuery,
  useRemoveCatalogueProductMutation,
  useUpdateCatalogueProductMutation,
  type CatalogueProduct,
  type CatalogueProductInput,
} from '@gartenwerk/api-client';
import { CONTENT_UNITS, parseDecimal, type ContentUnit } from '@gartenwerk/domain';
import { ProductCreateSchema, ProductUpdateSchema } from '@gartenwerk/domain/schemas';
import { Button, Select, TextInput } from '@gartenwerk/ui';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import {
  draftOf,
  EditScreen,
  FieldInputs,
  inputOf,
  useEntityEditor,
  type Choice,
  type Draft,
  type Field,
} from '../../kit';
import type { AdminRoute } from '../../routes/adminRoutes';
import { useFeedback } from '../feedback';
import {
  orderField,
  settingsChoices,
  slugField,
  specialOffersField,
  tagsField,
  titleField,
} from './catalogueFields';
import { seasonSection } from './seasonFields';
import { ProductStock } from './ProductStock';
import { ShareOnFacebook } from '../social/ShareOnFacebook';

const productPath = (id: string) => `/shop/products/${encodeURIComponent(id)}`;

/** What one unit contains, typed as a quantity and a unit; no quantity: no price per unit. */
interface ContentDraft {
  quantity: string;
  unit: ContentUnit;
}

function contentField(t: TFunction): Field {
  return {
    name: 'content',
    kind: 'custom',
    label: t('shopCatalogue.fields.contentQuantity'),
    messages: { invalid: t('shopCatalogue.errors.content') },
    toDraft: (value) => {
      const content = value as CatalogueProduct['content'] | undefined;
      return {
        quantity: content ? String(content.quantity).replace('.', ',') : '',
        unit: content?.unit ?? 'kg',
      };
    },
    fromDraft: (draft) => {
      const { quantity, unit } = draft as ContentDraft;
      const read = parseDecimal(quantity, { minimum: 0 });
      if (!read.ok || read.value === 0) return { ok: false, problem: 'invalid' };
      return { ok: true, value: read.value === null ? null : { quantity: read.value, unit } };
    },
    render: ({ value, onChange, error, label }) => {
      const content = value as ContentDraft;
      return (
        <>
          <TextInput
            label={label}
            hint={t('shopCatalogue.fields.contentHint')}
            inputMode="decimal"
            value={content.quantity}
            error={error}
            onChange={(event) => onChange({ ...content, quantity: event.target.value })}
          />
          <Select
            label={t('shopCatalogue.fields.contentUnit')}
            options={CONTENT_UNITS.map((unit) => ({ value: unit, label: unit }))}
            value={content.unit}
            onChange={(event) => onChange({ ...content, unit: event.target.value })}
          />
        </>
      );
    },
  };
}

/** The shipping weight in kg, the only shipping datum a product has; empty: none. */
function weightField(t: TFunction): Field {
  return {
    name: 'shipping_data',
    kind: 'custom',
    label: t('shopCatalogue.fields.weight'),
    messages: { invalid: t('shopCatalogue.errors.weight') },
    toDraft: (value) => {
      const weight = (value as CatalogueProduct['shipping_data'] | undefined)?.weight;
      return weight === undefined ? '' : String(weight).replace('.', ',');
    },
    fromDraft: (draft) => {
      const read = parseDecimal(String(draft ?? ''), { minimum: 0 });
      if (!read.ok) return { ok: false, problem: read.problem };
      return { ok: true, value: read.value === null ? {} : { weight: read.value } };
    },
    render: ({ value, onChange, error, label }) => (
      <TextInput
        label={label}
        inputMode="decimal"
        value={String(value ?? '')}
        error={error}
        onChange={(event) => onChange(event.target.value)}
      />
    ),
  };
}

/** The products filling a set's slots, chosen from a list like the children. */
function slotsField(t: TFunction, products: readonly Choice[]): Field {
  const list: Field = {
    name: 'slots',
    kind: 'multiselect',
    display: 'list',
    label: t('shopCatalogue.fields.slots'),
    choices: products,
  };
  return {
    name: 'slots',
    kind: 'custom',
    label: list.label,
    toDraft: (value) => ((value as CatalogueProduct['slots'] | undefined) ?? []).map((slot) => slot.product),
    fromDraft: (draft) => ({ ok: true, value: (draft as string[]).map((product) => ({ product })) }),
    render: ({ value, onChange, error }) => (
      <FieldInputs
        fields={[list]}
        draft={{ slots: value }}
        onChange={(_name, next) => onChange(next)}
        errors={error ? { slots: error } : {}}
      />
    ),
  };
}

/** An empty German name is the title's, on every save (a changed title changes it too). */
const withName = (input: Draft): CatalogueProductInput & { title: string } =>
  ({ ...input, name_de: input.name_de || input.title }) as CatalogueProductInput & { title: string };

/** shop/products/:id ('new' for a new one): every field of a product, and its stock. */
export function ProductEdit({ route }: { route: AdminRoute }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { id } = useParams();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const { data: config } = useGetConfigQuery();
  const settingsGroups = shopGroupChoices(config);
  const { data: groups } = useGetCatalogueGroupsQuery();
  const { data: colors } = useGetCatalogueColorsQuery();
  const { data: products } = useGetCatalogueProductsQuery({ limit: 1000 });
  const { data: voucherTemplates } = useListVoucherTemplatesQuery();
  const [adjustStock] = useAdjustStockMutation();
  const [createCopy, { isLoading: copying }] = useCreateCatalogueProductMutation();
  const otherProducts = (products?.items ?? [])
    .filter((other) => other._id !== id)
    .map((other) => ({ value: other._id, label: other.title }));
  const choices = (items: ReadonlyArray<{ _id: string; title: string }> = []) =>
    items.map((item) => ({ value: item._id, label: item.title }));
  const settings = (name: string, label: string, list: Parameters<typeof settingsChoices>[0]): Field => ({
    name,
    kind: 'multiselect',
    label,
    choices: settingsChoices(list),
    none: t('shopCatalogue.noSettingsGroups'),
  });
  const fields: Field[] = [
    titleField(t),
    slugField(t),
    {
      name: 'name_de',
      kind: 'text',
      label: t('shopCatalogue.fields.nameDe'),
      hint: t('shopCatalogue.fields.nameDeHint'),
    },
    {
      name: 'name_en',
      kind: 'text',
      label: t('shopCatalogue.fields.nameEn'),
      hint: t('shopCatalogue.fields.englishHint'),
    },
    { name: 'description', kind: 'text', multiline: true, label: t('shopCatalogue.fields.description') },
    {
      name: 'description_en',
      kind: 'text',
      multiline: true,
      label: t('shopCatalogue.fields.descriptionEn'),
      hint: t('shopCatalogue.fields.englishHint'),
    },
    {
      name: 'price',
      kind: 'money',
      label: t('shopCatalogue.fields.price'),
      hint: t('shopCatalogue.fields.priceHint'),
      messages: { invalid: t('shopCatalogue.errors.price') },
    },
    contentField(t),
    {
      name: 'type',
      kind: 'select',
      label: t('shopCatalogue.fields.type'),
      choices: CATALOGUE_PRODUCT_TYPES.map((type) => ({
        value: type,
        label: t(`shopCatalogue.types.${type}`),
      })),
    },
    orderField(t),
    tagsField(t),
    { name: 'offline', kind: 'switch', label: t('shopCatalogue.fields.offline') },
    { name: 'available', kind: 'switch', label: t('shopCatalogue.fields.available') },
    { name: 'sale', kind: 'switch', label: t('shopCatalogue.fields.sale') },
    { name: 'new', kind: 'switch', label: t('shopCatalogue.fields.new') },
    {
      name: 'variants',
      kind: 'group',
      label: t('shopCatalogue.fields.variants'),
      addLabel: t('shopCatalogue.variants.add'),
      removeLabel: (number) => t('shopCatalogue.variants.remove', { number }),
      newEntry: () => ({ key: '', value: '', value_en: '', price: null, weight: null }),
      fields: [
        {
          name: 'key',
          kind: 'text',
          label: (number) => t('shopCatalogue.variants.key', { number }),
          messages: { required: t('shopCatalogue.errors.variantKey') },
        },
        { name: 'value', kind: 'text', label: (number) => t('shopCatalogue.variants.value', { number }) },
        {
          name: 'value_en',
          kind: 'text',
          label: (number) => t('shopCatalogue.variants.valueEn', { number }),
          hint: t('shopCatalogue.fields.englishHint'),
        },
        {
          name: 'price',
          kind: 'money',
          label: (number) => t('shopCatalogue.variants.price', { number }),
          hint: t('shopCatalogue.variants.ownHint'),
          messages: { invalid: t('shopCatalogue.errors.variantNumbers') },
        },
        {
          name: 'weight',
          kind: 'number',
          minimum: 0,
          label: (number) => t('shopCatalogue.variants.weight', { number }),
          hint: t('shopCatalogue.variants.ownHint'),
          messages: { invalid: t('shopCatalogue.errors.variantNumbers') },
        },
      ],
    },
    { name: 'media', kind: 'files', label: t('shopCatalogue.fields.media'), upload: true },
    { name: 'downloads', kind: 'files', label: t('shopCatalogue.fields.downloads'), images: false },
    {
      name: 'product_groups',
      kind: 'multiselect',
      label: t('shopCatalogue.fields.productGroups'),
      choices: choices(groups?.items),
    },
    {
      name: 'colors',
      kind: 'multiselect',
      label: t('shopCatalogue.fields.colors'),
      choices: choices(colors?.items),
    },
    {
      ...settings('vat_groups', t('shopCatalogue.fields.vatGroups'), settingsGroups.vat_groups),
      hint: t('shopCatalogue.fields.vatGroupsHint'),
    },
    settings('shipping_groups', t('shopCatalogue.fields.shippingGroups'), settingsGroups.shipping_groups),
    settings('discount_groups', t('shopCatalogue.fields.discountGroups'), settingsGroups.discount_groups),
    specialOffersField(t, settingsGroups.discount_groups),
    weightField(t),
    seasonSection(t, 'product'),
    {
      name: 'voucher_template',
      kind: 'select',
      label: t('shopCatalogue.fields.voucherTemplate'),
      hint: t('shopCatalogue.fields.voucherTemplateHint'),
      placeholder: t('shopCatalogue.products.noVoucherTemplate'),
      choices: choices(voucherTemplates?.items),
    },
    {
      name: 'expected_days_until_shipping',
      kind: 'number',
      integer: true,
      minimum: 0,
      label: t('shopCatalogue.fields.expectedDays'),
      messages: { invalid: t('shopCatalogue.errors.days') },
    },
    {
      name: 'parent',
      kind: 'select',
      label: t('shopCatalogue.fields.parent'),
      placeholder: t('shopCatalogue.products.noParent'),
      choices: otherProducts,
    },
    {
      name: 'children',
      kind: 'multiselect',
      display: 'list',
      label: t('shopCatalogue.fields.children'),
      choices: otherProducts,
    },
    slotsField(t, otherProducts),
    {
      name: 'initialStock',
      kind: 'number',
      integer: true,
      minimum: 0,
      local: true,
      label: t('shopCatalogue.products.initialStock'),
      hint: t('shopCatalogue.products.initialStockHint'),
      when: () => !editor.item,
    },
  ];
  const editor = useEntityEditor({
    fields,
    schemas: { create: ProductCreateSchema, update: ProductUpdateSchema },
    useGet: useGetCatalogueProductQuery,
    useCreate: useCreateCatalogueProductMutation,
    useUpdate: useUpdateCatalogueProductMutation,
    useRemove: useRemoveCatalogueProductMutation,
    listPath: '/shop/products',
    editPath: productPath,
    initial: { available: true, offline: true, order: 0, type: 'product' },
    // A German name equal to the title shows as empty: it follows the title.
    valuesOf: (product: CatalogueProduct) => ({
      ...product,
      name_de: product.name_de === product.title ? '' : product.name_de,
    }),
    toCreate: withName,
    toUpdate: (input, product) => ({ ...withName(input), _id: product._id }),
    onCreated: async (product, local) => {
      if (typeof local.initialStock !== 'number') return;
      try {
        await adjustStock({
          product: product._id,
          quantity: local.initialStock,
          reason: t('shopCatalogue.products.initialStockReason'),
        }).unwrap();
      } catch (failure) {
        feedback.failed(t('shopCatalogue.products.initialStockFailed'), failure);
      }
    },
  });

  /** A copy of the stored product, offline until it is checked, with its own address made by the server. */
  async function duplicate(original: CatalogueProduct) {
    const { input } = inputOf(fields, draftOf(fields, original as unknown as Draft));
    const { slug: _ownAddress, ...copy } = withName(input);
    const title = t('shopCatalogue.products.copyTitle', { title: original.title });
    try {
      const created = await createCopy({
        ...copy,
        title,
        name_de: copy.name_de === original.title ? title : copy.name_de,
        offline: true,
      }).unwrap();
      feedback.succeeded(t('shopCatalogue.products.duplicated'));
      void navigate(productPath(created._id));
    } catch (failure) {
      feedback.failed(t('shopCatalogue.products.duplicateFailed'), failure);
    }
  }

  const product = editor.item as CatalogueProduct | undefined;
  return (
    <EditScreen
      route={route}
      editor={editor}
      newTitle={t('shopCatalogue.products.add')}
      back={{ to: '/shop/products', label: t('shopCatalogue.products.toList') }}
      formLabel={t('shopCatalogue.products.form')}
      name={String(editor.draft.title ?? '')}
      wide
      actions={
        product ? (
          <Button variant="secondary" disabled={copying} onClick={() => void duplicate(product)}>
            {t('shopCatalogue.products.duplicate')}
          </Button>
        ) : null
      }
    >
      {product && !product.offline ? <ShareOnFacebook kind="product" id={product._id} /> : null}
      {product ? <ProductStock product={product} /> : null}
    </EditScreen>
  );
}

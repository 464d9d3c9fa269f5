import {
  CATALOGUE_PRODUCT_TYPES,
  useAdjustStockMutation,
  shopGroupChoices,
  useCreateCatalogueProductMutation,
  useGetCatalogueColorsQuery,
  useGetCatalogueGroupsQuery,
  useGetCatalogueProductQuery,
  useGetCatalogueProductsQuery,
  useGetConfigQuery,
  useRemoveCatalogueProductMutation,
  useUpdateCatalogueProductMutation,
  type CatalogueProduct,
  type CatalogueProductInput,
  type CatalogueProductType,
  type CatalogueSpecialOffer,
} from '@gartenwerk/api-client';
import { CONTENT_UNITS, parseDecimal, SLUG_PATTERN, type ContentUnit } from '@gartenwerk/domain';
import { Button, TextInput } from '@gartenwerk/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import type { AdminRoute } from '../../routes/adminRoutes';
import { messageOf, useFeedback } from '../feedback';
import { useDocumentTitle } from '../useDocumentTitle';
import { Checklist, ConfirmRemove, groupChoices, parseNumber, SpecialOffersEditor } from './catalogueForm';
import { MediaField, NEW_ID, parseTags } from '../../kit';
import { ProductStock } from './ProductStock';

/** shop/products/:id ('new' for a new one): every field of a product, and its stock. */
export function ProductEdit({ route }: { route: AdminRoute }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  useDocumentTitle(route.label);
  const { id = NEW_ID } = useParams();
  const isNew = id === NEW_ID;
  const { data: product, error, isLoading } = useGetCatalogueProductQuery(id, { skip: isNew });

  return (
    <section className="admin-screen" aria-labelledby="admin-screen-title">
      <h1 id="admin-screen-title">{isNew ? t('shopCatalogue.products.add') : route.label}</h1>
      <p>
        <Link to="/shop/products">{t('shopCatalogue.products.toList')}</Link>
      </p>
      {isNew ? (
        <ProductEditor key={NEW_ID} />
      ) : product ? (
        <>
          <ProductEditor key={product._id} product={product} />
          <ProductStock product={product} />
        </>
      ) : isLoading ? (
        <p role="status">{t('shopCatalogue.loading')}</p>
      ) : (
        <p role="alert">
          {error && 'status' in error && error.status === 404
            ? t('shopCatalogue.products.notFound')
            : t('shopCatalogue.loadFailed', { message: messageOf(error, '') })}
        </p>
      )}
    </section>
  );
}

/** The form's own state: numbers stay text until they are checked on save. */
interface Draft {
  title: string;
  slug: string;
  name_de: string;
  description: string;
  price: string;
  available: boolean;
  offline: boolean;
  order: string;
  tags: string;
  type: CatalogueProductType;
  parent: string;
  children: string[];
  product_groups: string[];
  variants: Array<{ key: string; value: string; price: string; weight: string }>;
  contentQuantity: string;
  contentUnit: ContentUnit;
  media: string[];
  downloads: string[];
  colors: string[];
  slots: string[];
  shipping_groups: string[];
  vat_groups: string[];
  discount_groups: string[];
  special_offers: CatalogueSpecialOffer[];
  weight: string;
  expected_days_until_shipping: string;
  sale: boolean;
  new: boolean;
}

function draftOf(product?: CatalogueProduct): Draft {
  return {
    title: product?.title ?? '',
    slug: product?.slug ?? '',
    name_de: product && product.name_de !== product.title ? product.name_de : '',
    description: product?.description ?? '',
    price: product?.price === null || product?.price === undefined ? '' : String(product.price),
    available: product?.available ?? true,
    offline: product?.offline ?? true,
    order: String(product?.order ?? 0),
    tags: (product?.tags ?? []).join(', '),
    type: (product?.type as CatalogueProductType | undefined) ?? 'product',
    parent: product?.parent ?? '',
    children: product?.children ?? [],
    product_groups: product?.product_groups ?? [],
    variants: (product?.variants ?? []).map((variant) => ({
      key: variant.key,
      value: variant.value,
      price: variant.price == null ? '' : String(variant.price),
      weight: variant.weight == null ? '' : String(variant.weight),
    })),
    contentQuantity: product?.content ? String(product.content.quantity) : '',
    contentUnit: product?.content?.unit ?? 'kg',
    media: product?.media ?? [],
    downloads: product?.downloads ?? [],
    colors: product?.colors ?? [],
    slots: (product?.slots ?? []).map((slot) => slot.product),
    shipping_groups: product?.shipping_groups ?? [],
    vat_groups: product?.vat_groups ?? [],
    discount_groups: product?.discount_groups ?? [],
    special_offers: product?.special_offers ?? [],
    weight: product?.shipping_data.weight === undefined ? '' : String(product.shipping_data.weight),
    expected_days_until_shipping:
      product?.expected_days_until_shipping === null || product?.expected_days_until_shipping === undefined
        ? ''
        : String(product.expected_days_until_shipping),
    sale: product?.sale ?? false,
    new: product?.new ?? false,
  };
}

type Errors = Partial<
  Record<'title' | 'slug' | 'price' | 'order' | 'weight' | 'days' | 'variants' | 'content', string>
>;

/** Checks the draft; the input to send, or the messages of what is wrong. */
function validate(
  draft: Draft,
  t: (key: string) => string,
): { input?: CatalogueProductInput & { title: string }; errors: Errors } {
  const errors: Errors = {};
  const price = parseNumber(draft.price);
  const order = parseNumber(draft.order, { min: -1_000_000, integer: true });
  const weight = parseNumber(draft.weight);
  const days = parseNumber(draft.expected_days_until_shipping, { integer: true });
  if (!draft.title.trim()) errors.title = t('shopCatalogue.errors.title');
  const slug = draft.slug.trim();
  if (slug && !SLUG_PATTERN.test(slug)) errors.slug = t('shopCatalogue.errors.slug');
  if (price === undefined) errors.price = t('shopCatalogue.errors.price');
  if (order === undefined) errors.order = t('shopCatalogue.errors.order');
  if (weight === undefined) errors.weight = t('shopCatalogue.errors.weight');
  if (days === undefined) errors.days = t('shopCatalogue.errors.days');
  const keys = draft.variants.map((variant) => variant.key.trim());
  if (keys.some((key) => key === '')) errors.variants = t('shopCatalogue.errors.variantKey');
  else if (new Set(keys).size !== keys.length) errors.variants = t('shopCatalogue.errors.variantTwice');
  const variants = draft.variants.map((variant) => ({
    key: variant.key.trim(),
    value: variant.value,
    price: parseNumber(variant.price),
    weight: parseNumber(variant.weight),
  }));
  if (variants.some((variant) => variant.price === undefined || variant.weight === undefined))
    errors.variants = t('shopCatalogue.errors.variantNumbers');
  const contentQuantity = parseNumber(draft.contentQuantity);
  if (contentQuantity === undefined || contentQuantity === 0)
    errors.content = t('shopCatalogue.errors.content');
  if (Object.keys(errors).length > 0) return { errors };
  return {
    errors,
    input: {
      title: draft.title.trim(),
      // Empty: the server makes it from the title (a new product) or keeps the one it has.
      ...(slug ? { slug } : {}),
      name_de: draft.name_de.trim() || draft.title.trim(),
      description: draft.description,
      price: price ?? null,
      available: draft.available,
      offline: draft.offline,
      order: order ?? 0,
      tags: parseTags(draft.tags),
      type: draft.type,
      parent: draft.parent || null,
      children: draft.children,
      product_groups: draft.product_groups,
      variants: variants.map(({ key, value, price: own, weight: ownWeight }) => ({
        key,
        value,
        price: own ?? null,
        weight: ownWeight ?? null,
      })),
      content: contentQuantity ? { quantity: contentQuantity, unit: draft.contentUnit } : null,
      media: draft.media,
      downloads: draft.downloads,
      colors: draft.colors,
      slots: draft.slots.map((product) => ({ product })),
      shipping_groups: draft.shipping_groups,
      vat_groups: draft.vat_groups,
      discount_groups: draft.discount_groups,
      special_offers: draft.special_offers,
      shipping_data: weight === null || weight === undefined ? {} : { weight },
      expected_days_until_shipping: days ?? null,
      sale: draft.sale,
      new: draft.new,
    },
  };
}

function ProductEditor({ product }: { product?: CatalogueProduct }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { t: tCommon } = useTranslation('common');
  const navigate = useNavigate();
  const feedback = useFeedback();
  const { data: config } = useGetConfigQuery();
  const settingsGroups = shopGroupChoices(config);
  const { data: groups } = useGetCatalogueGroupsQuery();
  const { data: colors } = useGetCatalogueColorsQuery();
  const { data: products } = useGetCatalogueProductsQuery({ limit: 1000 });
  const [createProduct, { isLoading: creating }] = useCreateCatalogueProductMutation();
  const [updateProduct, { isLoading: updating }] = useUpdateCatalogueProductMutation();
  const [removeProduct] = useRemoveCatalogueProductMutation();
  const [draft, setDraft] = useState(() => draftOf(product));
  const [errors, setErrors] = useState<Errors>({});
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [adjustStock] = useAdjustStockMutation();
  const [initialStock, setInitialStock] = useState('');
  const [stockError, setStockError] = useState<string>();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const otherProducts = (products?.items ?? [])
    .filter((other) => other._id !== product?._id)
    .map((other) => ({ id: other._id, label: other.title }));

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { input, errors: found } = validate(draft, t);
    setErrors(found);
    const stock = parseDecimal(initialStock, { integer: true, minimum: 0 });
    setStockError(stock.ok ? undefined : t('editor.errors.integer'));
    if (!input || !stock.ok) {
      feedback.failed(t('shopCatalogue.saveFailed'), { message: t('shopCatalogue.errors.check') });
      return;
    }
    try {
      if (product) {
        await updateProduct({ ...input, _id: product._id }).unwrap();
        feedback.succeeded(tCommon('saved'));
      } else {
        const created = await createProduct(input).unwrap();
        feedback.succeeded(tCommon('saved'));
        if (stock.value !== null) await bookInitialStock(created._id, stock.value);
        void navigate(`/shop/products/${encodeURIComponent(created._id)}`);
      }
    } catch (failure) {
      feedback.failed(t('shopCatalogue.saveFailed'), failure);
    }
  }

  async function bookInitialStock(id: string, quantity: number) {
    try {
      await adjustStock({
        product: id,
        quantity,
        reason: t('shopCatalogue.products.initialStockReason'),
      }).unwrap();
    } catch (failure) {
      feedback.failed(t('shopCatalogue.products.initialStockFailed'), failure);
    }
  }

  /** A copy of the stored product, offline until it is checked, with its own address made by the server. */
  async function duplicate(original: CatalogueProduct) {
    const { input } = validate(draftOf(original), t);
    if (!input) return;
    const { slug: _ownAddress, ...copy } = input;
    const title = t('shopCatalogue.products.copyTitle', { title: original.title });
    try {
      const created = await createProduct({
        ...copy,
        title,
        name_de: copy.name_de === original.title ? title : copy.name_de,
        offline: true,
      }).unwrap();
      feedback.succeeded(t('shopCatalogue.products.duplicated'));
      void navigate(`/shop/products/${encodeURIComponent(created._id)}`);
    } catch (failure) {
      feedback.failed(t('shopCatalogue.products.duplicateFailed'), failure);
    }
  }

  async function remove() {
    setConfirmingDelete(false);
    if (!product) return;
    try {
      await removeProduct(product._id).unwrap();
      feedback.succeeded(tCommon('deleted'));
      void navigate('/shop/products');
    } catch (failure) {
      feedback.failed(t('shopCatalogue.deleteFailed'), failure);
    }
  }

  const check = (key: 'available' | 'offline' | 'sale' | 'new', label: string) => (
    <label className="admin-form__check">
      <input type="checkbox" checked={draft[key]} onChange={(event) => set(key, event.target.checked)} />
      {label}
    </label>
  );

  return (
    <>
      <form
        className="admin-form admin-form--wide"
        noValidate
        aria-label={t('shopCatalogue.products.form')}
        onSubmit={(event) => void save(event)}
      >
        <fieldset>
          <legend>{t('shopCatalogue.products.basics')}</legend>
          <TextInput
            label={t('shopCatalogue.fields.title')}
            value={draft.title}
            error={errors.title}
            onChange={(event) => set('title', event.target.value)}
          />
          <TextInput
            label={t('shopCatalogue.fields.slug')}
            hint={t('shopCatalogue.fields.slugHint')}
            value={draft.slug}
            error={errors.slug}
            onChange={(event) => set('slug', event.target.value)}
          />
          <TextInput
            label={t('shopCatalogue.fields.nameDe')}
            hint={t('shopCatalogue.fields.nameDeHint')}
            value={draft.name_de}
            onChange={(event) => set('name_de', event.target.value)}
          />
          <label className="admin-filters__select">
            {t('shopCatalogue.fields.description')}
            <textarea
              rows={4}
              value={draft.description}
              onChange={(event) => set('description', event.target.value)}
            />
          </label>
          <TextInput
            label={t('shopCatalogue.fields.price')}
            hint={t('shopCatalogue.fields.priceHint')}
            inputMode="decimal"
            value={draft.price}
            error={errors.price}
            onChange={(event) => set('price', event.target.value)}
          />
          <TextInput
            label={t('shopCatalogue.fields.contentQuantity')}
            hint={t('shopCatalogue.fields.contentHint')}
            inputMode="decimal"
            value={draft.contentQuantity}
            error={errors.content}
            onChange={(event) => set('contentQuantity', event.target.value)}
          />
          <label className="admin-filters__select">
            {t('shopCatalogue.fields.contentUnit')}
            <select
              value={draft.contentUnit}
              onChange={(event) => set('contentUnit', event.target.value as ContentUnit)}
            >
              {CONTENT_UNITS.map((unit) => (
                <option key={unit} value={unit}>
                  {unit}
                </option>
              ))}
            </select>
          </label>
          <label className="admin-filters__select">
            {t('shopCatalogue.fields.type')}
            <select
              value={draft.type}
              onChange={(event) => set('type', event.target.value as CatalogueProductType)}
            >
              {CATALOGUE_PRODUCT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`shopCatalogue.types.${type}`)}
                </option>
              ))}
            </select>
          </label>
          <TextInput
            label={t('shopCatalogue.fields.order')}
            inputMode="numeric"
            value={draft.order}
            error={errors.order}
            onChange={(event) => set('order', event.target.value)}
          />
          <TextInput
            label={t('shopCatalogue.fields.tags')}
            hint={t('shopCatalogue.fields.tagsHint')}
            value={draft.tags}
            onChange={(event) => set('tags', event.target.value)}
          />
          <div className="admin-form__roles">
            {check('offline', t('shopCatalogue.fields.offline'))}
            {check('available', t('shopCatalogue.fields.available'))}
            {check('sale', t('shopCatalogue.fields.sale'))}
            {check('new', t('shopCatalogue.fields.new'))}
          </div>
        </fieldset>

        <fieldset>
          <legend>{t('shopCatalogue.fields.variants')}</legend>
          {errors.variants ? <p role="alert">{errors.variants}</p> : null}
          {draft.variants.map((variant, index) => (
            <div key={index} className="admin-form__row">
              <TextInput
                label={t('shopCatalogue.variants.key', { number: index + 1 })}
                value={variant.key}
                onChange={(event) =>
                  set(
                    'variants',
                    draft.variants.map((row, at) =>
                      at === index ? { ...row, key: event.target.value } : row,
                    ),
                  )
                }
              />
              <TextInput
                label={t('shopCatalogue.variants.value', { number: index + 1 })}
                value={variant.value}
                onChange={(event) =>
                  set(
                    'variants',
                    draft.variants.map((row, at) =>
                      at === index ? { ...row, value: event.target.value } : row,
                    ),
                  )
                }
              />
              <TextInput
                label={t('shopCatalogue.variants.price', { number: index + 1 })}
                hint={t('shopCatalogue.variants.ownHint')}
                inputMode="decimal"
                value={variant.price}
                onChange={(event) =>
                  set(
                    'variants',
                    draft.variants.map((row, at) =>
                      at === index ? { ...row, price: event.target.value } : row,
                    ),
                  )
                }
              />
              <TextInput
                label={t('shopCatalogue.variants.weight', { number: index + 1 })}
                hint={t('shopCatalogue.variants.ownHint')}
                inputMode="decimal"
                value={variant.weight}
                onChange={(event) =>
                  set(
                    'variants',
                    draft.variants.map((row, at) =>
                      at === index ? { ...row, weight: event.target.value } : row,
                    ),
                  )
                }
              />
              <Button
                variant="secondary"
                onClick={() =>
                  set(
                    'variants',
                    draft.variants.filter((_row, at) => at !== index),
                  )
                }
              >
                {t('shopCatalogue.variants.remove', { number: index + 1 })}
              </Button>
            </div>
          ))}
          <div>
            <Button
              variant="secondary"
              onClick={() =>
                set('variants', [...draft.variants, { key: '', value: '', price: '', weight: '' }])
              }
            >
              {t('shopCatalogue.variants.add')}
            </Button>
          </div>
        </fieldset>

        <MediaField
          legend={t('shopCatalogue.fields.media')}
          upload
          value={draft.media}
          onChange={(ids) => set('media', ids)}
        />
        <MediaField
          legend={t('shopCatalogue.fields.downloads')}
          images={false}
          value={draft.downloads}
          onChange={(ids) => set('downloads', ids)}
        />

        <Checklist
          legend={t('shopCatalogue.fields.productGroups')}
          choices={(groups?.items ?? []).map((group) => ({ id: group._id, label: group.title }))}
          value={draft.product_groups}
          onChange={(ids) => set('product_groups', ids)}
        />
        <Checklist
          legend={t('shopCatalogue.fields.colors')}
          choices={(colors?.items ?? []).map((color) => ({ id: color._id, label: color.title }))}
          value={draft.colors}
          onChange={(ids) => set('colors', ids)}
        />
        <Checklist
          legend={t('shopCatalogue.fields.vatGroups')}
          choices={groupChoices(settingsGroups.vat_groups)}
          value={draft.vat_groups}
          onChange={(ids) => set('vat_groups', ids)}
          empty={t('shopCatalogue.noSettingsGroups')}
        />
        <Checklist
          legend={t('shopCatalogue.fields.shippingGroups')}
          choices={groupChoices(settingsGroups.shipping_groups)}
          value={draft.shipping_groups}
          onChange={(ids) => set('shipping_groups', ids)}
          empty={t('shopCatalogue.noSettingsGroups')}
        />
        <Checklist
          legend={t('shopCatalogue.fields.discountGroups')}
          choices={groupChoices(settingsGroups.discount_groups)}
          value={draft.discount_groups}
          onChange={(ids) => set('discount_groups', ids)}
          empty={t('shopCatalogue.noSettingsGroups')}
        />
        <SpecialOffersEditor
          value={draft.special_offers}
          onChange={(offers) => set('special_offers', offers)}
          discountGroups={groupChoices(settingsGroups.discount_groups)}
        />

        <fieldset>
          <legend>{t('shopCatalogue.products.shipping')}</legend>
          <TextInput
            label={t('shopCatalogue.fields.weight')}
            inputMode="decimal"
            value={draft.weight}
            error={errors.weight}
            onChange={(event) => set('weight', event.target.value)}
          />
          <TextInput
            label={t('shopCatalogue.fields.expectedDays')}
            inputMode="numeric"
            value={draft.expected_days_until_shipping}
            error={errors.days}
            onChange={(event) => set('expected_days_until_shipping', event.target.value)}
          />
        </fieldset>

        <fieldset>
          <legend>{t('shopCatalogue.products.related')}</legend>
          <label className="admin-filters__select">
            {t('shopCatalogue.fields.parent')}
            <select value={draft.parent} onChange={(event) => set('parent', event.target.value)}>
              <option value="">{t('shopCatalogue.products.noParent')}</option>
              {otherProducts.map((other) => (
                <option key={other.id} value={other.id}>
                  {other.label}
                </option>
              ))}
            </select>
          </label>
          <ProductMultiSelect
            label={t('shopCatalogue.fields.children')}
            choices={otherProducts}
            value={draft.children}
            onChange={(ids) => set('children', ids)}
          />
          <ProductMultiSelect
            label={t('shopCatalogue.fields.slots')}
            choices={otherProducts}
            value={draft.slots}
            onChange={(ids) => set('slots', ids)}
          />
        </fieldset>

        {product ? null : (
          <TextInput
            label={t('shopCatalogue.products.initialStock')}
            hint={t('shopCatalogue.products.initialStockHint')}
            inputMode="numeric"
            value={initialStock}
            error={stockError}
            onChange={(event) => setInitialStock(event.target.value)}
          />
        )}
        <div className="admin-form__actions">
          <Button type="submit" disabled={creating || updating}>
            {t('shopCatalogue.save')}
          </Button>
          {product ? (
            <>
              <Button variant="danger" onClick={() => setConfirmingDelete(true)}>
                {t('shopCatalogue.delete')}
              </Button>
              <Button variant="secondary" disabled={creating} onClick={() => void duplicate(product)}>
                {t('shopCatalogue.products.duplicate')}
              </Button>
            </>
          ) : null}
        </div>
      </form>
      <ConfirmRemove
        open={confirmingDelete}
        name={product?.title ?? ''}
        onConfirm={() => void remove()}
        onCancel={() => setConfirmingDelete(false)}
      />
    </>
  );
}

function ProductMultiSelect({
  label,
  choices,
  value,
  onChange,
}: {
  label: string;
  choices: ReadonlyArray<{ id: string; label: string }>;
  value: readonly string[];
  onChange: (ids: string[]) => void;
}) {
  return (
    <label className="admin-filters__select">
      {label}
      <select
        multiple
        size={Math.min(6, Math.max(2, choices.length))}
        value={[...value]}
        onChange={(event) => onChange([...event.target.selectedOptions].map((option) => option.value))}
      >
        {choices.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.label}
          </option>
        ))}
      </select>
    </label>
  );
}

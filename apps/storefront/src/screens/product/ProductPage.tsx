import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Link, useParams } from 'react-router-dom';
import {
  useGetAvailableStockQuery,
  useGetColorsQuery,
  useGetFilesByIdsQuery,
  useGetProductGroupsQuery,
  useGetProductQuery,
  type FileRef,
  type Product,
} from '@gartenwerk/api-client';
import { LOW_STOCK_NOTICE, parseAmount } from '@gartenwerk/domain';
import {
  Breadcrumbs,
  Button,
  Icon,
  QuantityStepper,
  SwatchGroup,
  ToastProvider,
  useToast,
} from '@gartenwerk/ui';
import { useCart } from '../cart/useCart';
import { PriceTag } from '../shop/PriceTag';
import { Badges } from '../shop/ProductCard';
import { useShopPaths } from '../../app/shop-paths';
import { markNames } from '../../app/MarkedText';
import { ShopArea } from '../shop/ShopArea';
import { useGroupPath } from '../shop/paths';
import {
  colorTitle as colorName,
  groupTitle,
  productDescription,
  productName,
  useLanguage,
  variantName,
} from '../../app/localized';
import { canBuy, useShopPricing, type ShopPricing } from '../shop/pricing';
import { Gallery } from './Gallery';
import { ProductData } from './ProductData';
import { NotifyMeForm } from './NotifyMe';
import { RelatedProducts } from './RelatedProducts';
import { plantFacts } from './facts';
import { ADD_TO_CART_TOAST_MS, productGroupKey } from './related';
import { orderableInSeason, SeasonNotice } from '../shop/SeasonNotice';
import { DeliveryTimeNotice } from '../shop/DeliveryTime';
import './product-page.css';

/** A breadcrumb of a localized text: its language marked when it is not the page's. */
const crumb = (text: { text: string; lang: 'de' | undefined }) => ({
  label: text.text,
  ...(text.lang ? { lang: text.lang } : {}),
});

/** Sizes or forms as a row of choosable pills (native radios, so arrow keys and forms work as usual). */
function VariantChoice({
  product,
  value,
  onChange,
}: {
  product: Product;
  value: string;
  onChange: (key: string) => void;
}) {
  const { t } = useTranslation('shop');
  const language = useLanguage();
  return (
    <fieldset className="variant-choice">
      <legend>{t('product.variant')}</legend>
      <div className="variant-choice__options">
        {(product.variants ?? []).map((variant) => {
          const label = variantName(variant, language);
          return (
            <label key={variant.key} className="variant-choice__option">
              <input
                type="radio"
                name="variant"
                value={variant.key}
                checked={value === variant.key}
                onChange={() => onChange(variant.key)}
              />
              <span lang={label.lang}>{label.text}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** The product's facts (Lieferhöhe of the chosen variant, Standort, …) as a list of terms, when its data names any. */
function PlantFacts({ product, variant }: { product: Product; variant: string }) {
  const { t } = useTranslation('shop');
  const facts = plantFacts(product, variant);
  if (facts.length === 0) return null;
  return (
    <section aria-labelledby="product-facts" className="product-facts">
      <h2 id="product-facts">{t('product.facts')}</h2>
      <dl>
        {facts.map((fact) => (
          <div key={fact.key}>
            <dt>{t(`product.fact.${fact.key}`)}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The purchase part of the page: variant, colour, amount, availability and the carts. */
function Purchase({
  product,
  variant: chosenVariant,
  onVariantChange,
}: {
  product: Product;
  /** The chosen variant's key ('' for a product without variants). */
  variant: string;
  onVariantChange: (key: string) => void;
}) {
  const { t } = useTranslation('shop');
  const language = useLanguage();
  const localizedName = productName(product, language);
  const name = localizedName.text;
  const toast = useToast();
  const cartUrl = useShopPaths().checkout;
  const colors = (useGetColorsQuery(undefined, { skip: !product.colors?.length }).data?.items ?? []).filter(
    (color) => product.colors?.includes(color._id),
  );
  const pricing = useShopPricing();
  const cart = useCart('cart');
  const favorites = useCart('favorites');
  const requests = useCart('pricerequest');
  const [chosenColor, setColor] = useState('');
  // A product in one colour has it chosen; with more the customer chooses (the cart needs one).
  const color = chosenColor || (colors.length === 1 ? colors[0]!._id : '');
  const [colorMissing, setColorMissing] = useState(false);
  const [amount, setAmount] = useState(1);
  const stock = useGetAvailableStockQuery(product._id).data?.items;

  const variants = product.variants ?? [];
  const chosenVariantEntry = variants.find((each) => each.key === chosenVariant);
  const variantText = chosenVariantEntry ? variantName(chosenVariantEntry, language) : undefined;
  const variantTitle = variantText?.text;
  const chosenColorEntry = colors.find((each) => each._id === color);
  const colorText = chosenColorEntry ? colorName(chosenColorEntry, language) : undefined;
  const colorTitle = colorText?.text;
  const inStock = stock?.find((level) => level.variant === chosenVariant)?.quantity;
  const buyable = canBuy(pricing, product) && orderableInSeason(product);
  const outOfSeason = !orderableInSeason(product);
  // A pre-order or a frost stop says when it ships instead of the usual delivery time.
  const preorder = product.availability?.state === 'preorder' || product.availability?.state === 'frost_stop';
  const favoriteIndex = favorites.lines.findIndex((line) => line.item._id === product._id);
  const amountMessages = {
    whole: t('amountErrors.whole'),
    min: () => t('amountErrors.min'),
    max: (max: number) => t('amountErrors.max', { max }),
  };

  /**
   * The amount typed, read from the form: while the field shows a wrong amount (the stepper says
   * why at the field) the stepper still holds its last valid one, which must not be ordered.
   */
  const typedAmount = (form: HTMLFormElement): number | null => {
    if (colors.length > 0 && !color) {
      setColorMissing(true);
      form.querySelector<HTMLInputElement>('input[name="color"]')?.focus();
      return null;
    }
    const parsed = parseAmount(String(new FormData(form).get('amount') ?? ''));
    return 'error' in parsed ? null : parsed.amount;
  };
  const line = (count: number) => ({
    item: product._id,
    amount: count,
    ...(chosenVariant ? { variant: chosenVariant } : {}),
    ...(color ? { customization: { color } } : {}),
  });

  const addToCart = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const count = typedAmount(event.currentTarget);
    if (count === null) return;
    const [capped] = await cart.add(line(count));
    if (capped) {
      toast.notify({
        type: 'warning',
        title: t(capped.available > 0 ? 'cart.capped' : 'cart.soldOut', capped),
        group: 'add-to-cart',
      });
      return;
    }
    const details = [variantTitle, colorTitle ? `${t('product.color')}: ${colorTitle}` : undefined]
      .filter(Boolean)
      .join(', ');
    const title = details
      ? t('product.addedWithDetails', { amount: count, title: name, details })
      : t('product.added', { amount: count, title: name });
    toast.notify({
      type: 'success',
      group: 'add-to-cart',
      timeToLive: ADD_TO_CART_TOAST_MS,
      title,
      display: markNames(title, [localizedName, variantText, colorText]),
      content: <Link to={cartUrl}>{t('product.toCart')}</Link>,
    });
  };
  const addToRequest = async (form: HTMLFormElement | null) => {
    const count = form ? typedAmount(form) : amount;
    if (count === null) return;
    await requests.add(line(count));
    const title = t('product.requestAdded', { title: name });
    toast.notify({
      type: 'success',
      group: 'add-to-cart',
      title,
      display: markNames(title, [localizedName]),
    });
  };
  const toggleFavorite = () =>
    favoriteIndex >= 0 ? favorites.remove(favoriteIndex) : favorites.add({ item: product._id, amount: 1 });

  // Not to be had now (out of its season, switched off, or its kept stock empty): the visitor can ask
  // to be told when it can be ordered.
  const unavailable =
    typeof product.price === 'number' &&
    (outOfSeason ||
      !buyable ||
      (stock !== undefined && stock.length > 0 && stock.every((level) => level.quantity <= 0)));

  return (
    <>
      <form className="add-to-cart" onSubmit={addToCart} noValidate>
        {variants.length > 0 ? (
          <VariantChoice product={product} value={chosenVariant} onChange={onVariantChange} />
        ) : null}
        {colors.length > 0 ? (
          <SwatchGroup
            label={t('product.color')}
            name="color"
            value={color}
            onChange={(value) => {
              setColor(value);
              setColorMissing(false);
            }}
            required
            error={colorMissing ? t('product.colorRequired') : undefined}
            options={colors.map((option) => ({
              value: option._id,
              label: colorName(option, language).text,
              lang: colorName(option, language).lang,
              color: option.code ?? 'transparent',
            }))}
          />
        ) : null}
        <div className="add-to-cart__amount">
          <QuantityStepper
            label={t('product.amount')}
            name="amount"
            value={amount}
            onChange={setAmount}
            messages={amountMessages}
            decreaseLabel={t('product.decrease')}
            increaseLabel={t('product.increase')}
          />
        </div>
        <div className="product-availability" aria-label={t('product.availability')} role="group">
          {buyable && !preorder ? <DeliveryTimeNotice product={product} /> : null}
          {preorder ? <SeasonNotice product={product} className="product-availability__state" /> : null}
          {product.availability?.state === 'frost_stop' && product.availability.text ? (
            <p className="product-availability__note" data-testid="frost-note">
              {product.availability.text}
            </p>
          ) : null}
          {inStock !== undefined && inStock > 0 && inStock <= LOW_STOCK_NOTICE ? (
            <p className="low-stock">{t('product.lowStock', { count: inStock })}</p>
          ) : null}
        </div>
        <div className="add-to-cart__actions">
          {buyable ? (
            <Button type="submit" size="lg" block>
              <Icon name="cart" /> {t('product.addToCart')}
            </Button>
          ) : outOfSeason ? (
            <div className="sold-out" role="status">
              <SeasonNotice product={product} />
            </div>
          ) : (
            <p className="sold-out" role="status">
              {typeof product.price === 'number' ? t('product.notBuyable') : t('product.onRequestOnly')}
            </p>
          )}
          <Button variant="secondary" block onClick={(event) => void addToRequest(event.currentTarget.form)}>
            {t('product.addToRequest')}
          </Button>
          <Button
            variant="ghost"
            block
            aria-pressed={favoriteIndex >= 0}
            onClick={() => void toggleFavorite()}
          >
            <Icon name="heart" /> {favoriteIndex >= 0 ? t('product.unfavorite') : t('product.favorite')}
          </Button>
        </div>
      </form>
      {unavailable ? <NotifyMeForm product={product._id} /> : null}
    </>
  );
}

/** /p/:id and /shop/:group/:id (slugs, or ids of old links): one product with its pictures, choices, price, facts and relatives. */
export function ProductPage() {
  const { t } = useTranslation('shop');
  const language = useLanguage();
  const params = useParams();
  const product = useGetProductQuery(params.id ?? '').data;
  const groups = useGetProductGroupsQuery().data?.items ?? [];
  const media = product?.media ?? [];
  const files = useGetFilesByIdsQuery(media, { skip: media.length === 0 }).data?.items ?? [];
  const images = media.flatMap((fileId) => files.filter((file) => file._id === fileId)) as FileRef[];
  const pricing = useShopPricing();
  const paths = useShopPaths();
  const groupPath = useGroupPath();
  if (!product) return null;
  const groupKey = productGroupKey(product, params.group);
  const group = groups.find((candidate) => candidate._id === groupKey || candidate.slug === groupKey);
  const name = productName(product, language);

  return (
    <ShopArea>
      <ToastProvider
        closeLabel={t('product.close')}
        regionLabel={t('product.toasts')}
        typeLabels={{
          success: t('product.toastTypes.success'),
          warning: t('product.toastTypes.warning'),
          error: t('product.toastTypes.error'),
          notification: t('product.toastTypes.notification'),
        }}
      >
        <Breadcrumbs
          label={t('breadcrumbs')}
          items={[
            { label: t('title'), href: paths.shop },
            ...(group ? [{ ...crumb(groupTitle(group, language)), href: groupPath(group) }] : []),
            crumb(name),
          ]}
        />
        <article className="product-page">
          <ProductData product={product} imageId={media[0]} pricing={pricing} />
          <Gallery images={images} title={name.text} />
          <div className="product-details">
            <div className="product-badges">
              <Badges product={product} />
            </div>
            <h1 lang={name.lang}>{name.text}</h1>
            <ChosenPrice product={product} pricing={pricing} />
          </div>
        </article>
        {groupKey ? (
          <RelatedProducts
            product={product}
            groupKey={groupKey}
            linkGroup={group?.slug ?? groupKey}
            groupTitle={group ? groupTitle(group, language) : undefined}
          />
        ) : null}
      </ToastProvider>
    </ShopArea>
  );
}

/** Price, purchase, text and facts: the price follows the chosen variant. */
function ChosenPrice({ product, pricing }: { product: Product; pricing: ShopPricing }) {
  const { t } = useTranslation('shop');
  const description = productDescription(product, useLanguage());
  const [variant, setVariant] = useState('');
  const chosen = variant || product.variants?.[0]?.key || '';
  return (
    <>
      <PriceTag product={product} pricing={pricing} variant={chosen} size="lg" />
      <Purchase product={product} variant={chosen} onVariantChange={setVariant} />
      {description.text ? (
        <section aria-labelledby="product-description" className="product-description">
          <h2 id="product-description">{t('product.description')}</h2>
          <p lang={description.lang}>{description.text}</p>
        </section>
      ) : null}
      <PlantFacts product={product} variant={chosen} />
    </>
  );
}

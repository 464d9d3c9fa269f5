import { useTranslation } from '../../i18n/useTranslation';
import { useGetFilesByIdsQuery, type FileRef, type Product } from '@gartenwerk/api-client';
import { Badge, Card, Icon } from '@gartenwerk/ui';
import { productName, useLanguage } from '../../app/localized';
import { Picture, type PicturePriority } from '../site/Picture';
import { firstImageIds } from './first-images';
import { useProductPath } from './paths';
import { PriceTag } from './PriceTag';
import { SeasonNotice } from './SeasonNotice';
import { useShopPricing, type ShopPricing } from './pricing';

/** The first image of each product (or group), read in one batch. */
export function useFirstImages(products: ReadonlyArray<{ media?: string[] }>): Map<string, FileRef> {
  const ids = firstImageIds(products);
  const files = useGetFilesByIdsQuery(ids, { skip: ids.length === 0 }).data?.items ?? [];
  return new Map(files.map((file) => [file._id, file]));
}

/** Sale, new and sold-out badges of a product; nothing when it has none. */
export function Badges({ product }: { product: Product }) {
  const { t } = useTranslation('shop');
  if (!product.sale && !product.new && product.available !== false) return null;
  return (
    <p className="badges">
      {product.sale ? (
        <Badge tone="sale" emphasis="solid">
          {t('badge.sale')}
        </Badge>
      ) : null}
      {product.new ? (
        <Badge tone="brand" emphasis="solid">
          {t('badge.new')}
        </Badge>
      ) : null}
      {product.available === false ? <Badge tone="neutral">{t('badge.soldOut')}</Badge> : null}
    </p>
  );
}

export interface ProductCardProps {
  product: Product;
  /** The visitor's pricing (useShopPricing), one for all cards of a list. */
  pricing: ShopPricing;
  /** The product's first picture (see useFirstImages); a leaf on a green ground without one. */
  image?: FileRef;
  /** The product page's address. */
  to: string;
  /** Heading level of the product's name within the page (h3 under a section's h2). */
  titleAs?: 'h2' | 'h3' | 'h4';
  /** `eager` for cards in the first screenful, so their pictures do not wait for the scroll. */
  imagePriority?: PicturePriority;
}

/**
 * A product in a list (group pages, search, specials, the home page): picture, badges, name and
 * price. The whole card is one link named by the product, the price's shipping link stays its own.
 */
export function ProductCard({
  product,
  pricing,
  image,
  to,
  titleAs = 'h3',
  imagePriority = 'lazy',
}: ProductCardProps) {
  const name = productName(product, useLanguage());
  return (
    <li className="product-card">
      <Card
        href={to}
        title={name.lang ? <span lang={name.lang}>{name.text}</span> : name.text}
        titleAs={titleAs}
        media={
          image ? (
            <Picture
              file={image}
              alt=""
              sizes="(min-width: 1024px) 18rem, (min-width: 600px) 33vw, 50vw"
              priority={imagePriority}
            />
          ) : (
            <span className="product-card__no-picture">
              <Icon name="leaf" size="2.5rem" />
            </span>
          )
        }
        badges={<Badges product={product} />}
      >
        <PriceTag product={product} pricing={pricing} size="sm" testId="card-price" />
        <SeasonNotice product={product} />
      </Card>
    </li>
  );
}

/** Products as cards in a responsive grid (two columns on phones); `linkTo` gives each product's page. */
export function ProductList({
  products,
  labelledBy,
  linkTo,
  titleAs,
  eagerImages = 0,
}: {
  products: readonly Product[];
  labelledBy: string;
  linkTo?: (product: Product) => string;
  titleAs?: ProductCardProps['titleAs'];
  /**
   * How many of the first cards load their picture at once (those above the fold); the first of
   * them is the page's main image, fetched before the scripts (a group page's Largest Contentful Paint).
   */
  eagerImages?: number;
}) {
  const images = useFirstImages(products);
  const pricing = useShopPricing();
  const productPath = useProductPath();
  return (
    <ul className="product-list" aria-labelledby={labelledBy}>
      {products.map((product, index) => (
        <ProductCard
          key={product._id}
          product={product}
          pricing={pricing}
          to={(linkTo ?? productPath)(product)}
          image={product.media?.[0] ? images.get(product.media[0]) : undefined}
          titleAs={titleAs}
          imagePriority={index >= eagerImages ? 'lazy' : index === 0 ? 'lcp' : 'eager'}
        />
      ))}
    </ul>
  );
}

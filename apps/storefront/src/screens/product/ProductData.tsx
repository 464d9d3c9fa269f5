import { useLocation } from 'react-router-dom';
import { useGetSeoMetaQuery, type Product } from '@gartenwerk/api-client';
import type { ProductAvailability } from '@gartenwerk/domain';
import { canBuy, unitPrice, type ShopPricing } from '../shop/pricing';
import { productDescription, productName, useLanguage } from '../../app/localized';

/**
 * The schema.org availability of an offer: a pre-order ships from its season's first day, a product
 * held by a frost stop is a back order (shipped from the stop's end, when that is known), a product out
 * of season or sold out is out of stock (until its season opens, when that is known).
 */
export function offerAvailability(
  availability: ProductAvailability | undefined,
  buyable: boolean,
): { availability: string; availabilityStarts?: string } {
  if (availability?.state === 'not_orderable')
    return {
      availability: 'https://schema.org/OutOfStock',
      ...(availability.orderable_from ? { availabilityStarts: availability.orderable_from } : {}),
    };
  if (!buyable) return { availability: 'https://schema.org/OutOfStock' };
  if (availability?.state === 'preorder')
    return { availability: 'https://schema.org/PreOrder', availabilityStarts: availability.ship_from };
  if (availability?.state === 'frost_stop')
    return {
      availability: 'https://schema.org/BackOrder',
      ...(availability.ship_from ? { availabilityStarts: availability.ship_from } : {}),
    };
  return { availability: 'https://schema.org/InStock' };
}

/**
 * The product as schema.org Product with its Offer (JSON-LD), so search engines show name, price and
 * availability. Addresses are absolute, from the page's canonical address; the price is the one the
 * page shows. A data block, not a script: the browser does not run it.
 */
export function ProductData({
  product,
  imageId,
  pricing,
}: {
  product: Product;
  imageId?: string;
  pricing: ShopPricing;
}) {
  const pageUrl = useGetSeoMetaQuery(useLocation().pathname).data?.og.url;
  const language = useLanguage();
  if (!pageUrl) return null;
  const name = productName(product, language);
  const description = productDescription(product, language);
  const price = unitPrice(pricing, product);
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: name.text,
    sku: product._id,
    url: pageUrl,
    ...(description.text ? { description: description.text } : {}),
    ...(imageId ? { image: new URL(`/api/v0/download/${imageId}/g800`, pageUrl).href } : {}),
    ...(price
      ? {
          offers: {
            '@type': 'Offer',
            price: (price.gross / 100).toFixed(2),
            priceCurrency: 'EUR',
            ...offerAvailability(product.availability, canBuy(pricing, product)),
            url: pageUrl,
          },
        }
      : {}),
  };
  // "<" escaped so no text of the product can end the element early.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

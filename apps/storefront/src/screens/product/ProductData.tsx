import { useLocation } from 'react-router-dom';
import { useGetSeoMetaQuery, type Product } from '@gartenwerk/api-client';
import { canBuy, unitPrice, type ShopPricing } from '../shop/pricing';
import { productDescription, productName, useLanguage } from '../../app/localized';

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
            availability: `https://schema.org/${canBuy(pricing, product) ? 'InStock' : 'OutOfStock'}`,
            url: pageUrl,
          },
        }
      : {}),
  };
  // "<" escaped so no text of the product can end the element early.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

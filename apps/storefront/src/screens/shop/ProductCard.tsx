import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useGetFilesBatchQuery, type FileRef, type Product } from '@gartenwerk/api-client';
import { Picture } from '../site/Picture';
import { useProductPath } from './paths';
import { PriceTag } from './PriceTag';

/** The first image of each product, read in one batch. */
export function useFirstImages(products: readonly Product[]): Map<string, FileRef> {
  const ids = [...new Set(products.flatMap((product) => product.media?.slice(0, 1) ?? []))];
  const files = useGetFilesBatchQuery(ids, { skip: ids.length === 0 }).data?.items ?? [];
  return new Map(files.map((file) => [file._id, file]));
}

/** Sale, new and sold-out badges of a product. */
export function Badges({ product }: { product: Product }) {
  const { t } = useTranslation('shop');
  return (
    <p className="badges">
      {product.sale ? <span className="badge badge-sale">{t('badge.sale')}</span> : null}
      {product.new ? <span className="badge badge-new">{t('badge.new')}</span> : null}
      {product.available === false ? <span className="badge badge-soldout">{t('badge.soldOut')}</span> : null}
    </p>
  );
}

/** A product in a list: image, title, badges and price, linking to its page. */
export function ProductCard({ product, image, to }: { product: Product; image?: FileRef; to: string }) {
  return (
    <li className="product-card">
      <Link to={to}>
        {image ? <Picture file={image} alt="" sizes="(min-width: 768px) 33vw, 100vw" /> : null}
        <h3>{product.title}</h3>
      </Link>
      <Badges product={product} />
      <PriceTag product={product} />
    </li>
  );
}

/** Products as cards; `linkTo` gives each product's page. */
export function ProductList({
  products,
  labelledBy,
  linkTo,
}: {
  products: readonly Product[];
  labelledBy: string;
  linkTo?: (product: Product) => string;
}) {
  const images = useFirstImages(products);
  const productPath = useProductPath();
  return (
    <ul className="product-list" aria-labelledby={labelledBy}>
      {products.map((product) => (
        <ProductCard
          key={product._id}
          product={product}
          to={(linkTo ?? productPath)(product)}
          image={product.media?.[0] ? images.get(product.media[0]) : undefined}
        />
      ))}
    </ul>
  );
}

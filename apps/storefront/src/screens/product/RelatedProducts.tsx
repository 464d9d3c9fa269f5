import { useTranslation } from '../../i18n/useTranslation';
import { useGetProductsQuery, type Product } from '@gartenwerk/api-client';
import { shopProductPath, type LocalizedText } from '@gartenwerk/domain';
import { markNames } from '../../app/MarkedText';
import { useShopPaths } from '../../app/shop-paths';
import { ProductList } from '../shop/ProductCard';
import { relatedProducts } from './related';

/** Other products of the group the product is seen in, as cards under the product. */
export function RelatedProducts({
  product,
  groupKey,
  linkGroup,
  groupTitle,
}: {
  product: Product;
  /** The group as the product list is asked for it (the loader asks the same). */
  groupKey: string;
  /** The group's slug for the products' addresses. */
  linkGroup: string;
  groupTitle: LocalizedText | undefined;
}) {
  const { t } = useTranslation('shop');
  const paths = useShopPaths();
  const others = relatedProducts(
    product,
    useGetProductsQuery({ product_groups: groupKey }).data?.items ?? [],
  );
  if (others.length === 0 || !groupTitle) return null;
  return (
    <section aria-labelledby="related-products" className="related-products">
      <h2 id="related-products">
        {markNames(t('product.related', { group: groupTitle.text }), [groupTitle])}
      </h2>
      <ProductList
        products={others}
        labelledBy="related-products"
        linkTo={(other) => shopProductPath(other.slug ?? other._id, linkGroup, paths.shop)}
      />
    </section>
  );
}

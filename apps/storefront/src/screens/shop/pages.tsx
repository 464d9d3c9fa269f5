import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import {
  useGetProductGroupQuery,
  useGetProductGroupsQuery,
  useGetProductsQuery,
  type Product,
} from '@gartenwerk/api-client';
import { formatPrice } from './format-price';
import { ProductGroupList } from './ProductGroupList';

export function ShopPage() {
  const { t } = useTranslation('shop');
  const { data } = useGetProductGroupsQuery();
  return (
    <>
      <h1>{t('title')}</h1>
      <section aria-labelledby="shop-groups">
        <h2 id="shop-groups">{t('groupsHeading')}</h2>
        {data && data.items.length > 0 ? (
          <ProductGroupList groups={data.items} labelledBy="shop-groups" />
        ) : (
          <p>{t('noGroups')}</p>
        )}
      </section>
    </>
  );
}

function ProductCard({ product }: { product: Product }) {
  const { t } = useTranslation('shop');
  return (
    <li className="product-card">
      <h3>{product.title}</h3>
      <p className="price">
        <span className="visually-hidden">{t('price')}: </span>
        {typeof product.price === 'number' ? formatPrice(product.price) : t('priceOnRequest')}
      </p>
    </li>
  );
}

export function GroupPage() {
  const { t } = useTranslation('shop');
  const groupId = useParams().group ?? '';
  const group = useGetProductGroupQuery(groupId).data;
  const products = useGetProductsQuery({ product_groups: groupId }).data;
  if (!group) return null;
  return (
    <>
      <h1>{group.title}</h1>
      <section aria-labelledby="group-products">
        <h2 id="group-products">{t('productsHeading')}</h2>
        {products && products.items.length > 0 ? (
          <ul className="product-list" aria-labelledby="group-products">
            {products.items.map((product) => (
              <ProductCard key={product._id} product={product} />
            ))}
          </ul>
        ) : (
          <p>{t('noProducts')}</p>
        )}
      </section>
    </>
  );
}

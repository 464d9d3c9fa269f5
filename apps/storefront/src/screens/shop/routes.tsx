import { useTranslation } from 'react-i18next';
import { useParams, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import {
  coreApi,
  useGetProductGroupQuery,
  useGetProductGroupsQuery,
  useGetProductsQuery,
  type AppStore,
  type Product,
} from '@gartenwerk/api-client';
import { notFound } from '../../app/errors';
import { prefetch } from '../../app/prefetch';
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

/** The shop screens with their data-preloading steps. */
export function shopRoutes(store: AppStore): RouteObject[] {
  return [
    {
      path: 'shop',
      loader: async () => {
        await prefetch(store, (dispatch) => dispatch(coreApi.endpoints.getProductGroups.initiate()));
        return null;
      },
      Component: ShopPage,
    },
    {
      path: 'shop/:group',
      loader: async ({ params }: LoaderFunctionArgs) => {
        const groupId = params.group;
        if (!groupId) notFound();
        await Promise.all([
          prefetch(store, (dispatch) => dispatch(coreApi.endpoints.getProductGroup.initiate(groupId))),
          prefetch(store, (dispatch) =>
            dispatch(coreApi.endpoints.getProducts.initiate({ product_groups: groupId })),
          ),
        ]);
        return null;
      },
      Component: GroupPage,
    },
  ];
}

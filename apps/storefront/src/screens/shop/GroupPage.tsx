import { useTranslation } from '../../i18n/useTranslation';
import { useParams, useSearchParams } from 'react-router-dom';
import {
  useGetProductGroupQuery,
  useGetProductGroupsQuery,
  useGetProductsQuery,
} from '@gartenwerk/api-client';
import { shopProductPath } from '@gartenwerk/domain';
import { Breadcrumbs } from '@gartenwerk/ui';
import { ProductGroupList } from './ProductGroupList';
import { ProductBrowser } from './ProductBrowser';
import { useShopPaths } from '../../app/shop-paths';
import { groupTitle, useLanguage } from '../../app/localized';
import { ShopArea } from './ShopArea';
import { filtersFromSearch, groupProductQuery, NO_FILTERS } from './filters';

/**
 * A group (/shop/:group, by slug): its sub-groups, and its products with filters and sorting, which
 * the product API applies.
 */
export function GroupPage() {
  const { t } = useTranslation('shop');
  // The group's slug, or its id in an answer without one.
  const groupKey = useParams().group ?? '';
  const [searchParams] = useSearchParams();
  const filters = filtersFromSearch(searchParams);
  const paths = useShopPaths();
  const language = useLanguage();
  const group = useGetProductGroupQuery(groupKey).data;
  const children = (useGetProductGroupsQuery().data?.items ?? []).filter(
    (candidate) => group && (candidate.product_groups ?? []).includes(group._id),
  );
  const all = useGetProductsQuery(groupProductQuery(groupKey, NO_FILTERS)).data?.items ?? [];
  const shown = useGetProductsQuery(groupProductQuery(groupKey, filters)).data;
  if (!group) return null;
  const title = groupTitle(group, language);

  return (
    <ShopArea>
      <Breadcrumbs
        label={t('breadcrumbs')}
        items={[
          { label: t('title'), href: paths.shop },
          { label: title.text, ...(title.lang ? { lang: title.lang } : {}) },
        ]}
      />
      <h1 lang={title.lang}>{title.text}</h1>
      {children.length > 0 ? (
        <section aria-labelledby="group-children">
          <h2 id="group-children">{t('subgroupsHeading')}</h2>
          <ProductGroupList groups={children} labelledBy="group-children" />
        </section>
      ) : null}
      <ProductBrowser
        heading={t('productsHeading')}
        headingId="group-products"
        all={all}
        shown={shown}
        emptyText={t('noProducts')}
        linkTo={(product) => shopProductPath(product.slug ?? product._id, groupKey, paths.shop)}
      />
    </ShopArea>
  );
}

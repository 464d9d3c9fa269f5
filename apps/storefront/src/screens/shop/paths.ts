import { useGetProductGroupsQuery, type Product, type ProductGroup } from '@gartenwerk/api-client';
import { shopGroupPath, shopProductPath } from '@gartenwerk/domain';
import { useShopPaths } from '../../app/shop-paths';

/** Builds a group's page address: its slug (the id of an answer without one) below the shop's base path. */
export function useGroupPath(): (group: ProductGroup) => string {
  const base = useShopPaths().shop;
  return (group) => shopGroupPath(group.slug ?? group._id, base);
}

/**
 * Builds a product's address: <shop base>/<group slug>/<product slug> under its first group the
 * visitor sees (the groups every page loads), /p/<slug> in none.
 */
export function useProductPath(): (product: Product) => string {
  const base = useShopPaths().shop;
  const groups = useGetProductGroupsQuery().data?.items ?? [];
  const slugs = new Map(groups.map((group) => [group._id, group.slug ?? group._id]));
  return (product) =>
    shopProductPath(
      product.slug ?? product._id,
      (product.product_groups ?? []).map((id) => slugs.get(id)).find((slug) => slug !== undefined),
      base,
    );
}

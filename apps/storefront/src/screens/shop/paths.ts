import { useGetProductGroupsQuery, type Product, type ProductGroup } from '@gartenwerk/api-client';
import { shopGroupPath, shopProductPath } from '@gartenwerk/domain';

/** A group's page by its slug (the id of an answer without one). */
export const groupPath = (group: ProductGroup) => shopGroupPath(group.slug ?? group._id);

/**
 * Builds a product's address: /shop/<group slug>/<product slug> under its first group the visitor
 * sees (the groups every page loads), /p/<slug> in none.
 */
export function useProductPath(): (product: Product) => string {
  const groups = useGetProductGroupsQuery().data?.items ?? [];
  const slugs = new Map(groups.map((group) => [group._id, group.slug ?? group._id]));
  return (product) =>
    shopProductPath(
      product.slug ?? product._id,
      (product.product_groups ?? []).map((id) => slugs.get(id)).find((slug) => slug !== undefined),
    );
}

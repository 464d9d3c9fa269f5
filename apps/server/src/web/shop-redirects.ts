import { shopGroupPath, shopProductPath } from '@gartenwerk/domain';
import { inArray } from 'drizzle-orm';
import type { Database } from '../core/db';
import { findProduct } from '../areas/shop-product/service';
import type { ProductRow } from '../areas/shop-product/table';
import { findProductGroup, type Visibility } from '../areas/shop-productgroup/service';
import { shopProductGroups, type ProductGroupRow } from '../areas/shop-productgroup/table';

/** What ids look like (newId); only such a segment can be an old link, so slugs cost no lookup. */
const ID = /^[0-9a-f]{24}$/;
const VISIBLE: Visibility = { includeOffline: false };

function decode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** The first of the product's groups that visitors see, in the product's order. */
async function homeGroup(db: Database, product: ProductRow): Promise<ProductGroupRow | undefined> {
  if (product.productGroups.length === 0) return undefined;
  const rows = await db
    .select()
    .from(shopProductGroups)
    .where(inArray(shopProductGroups.id, product.productGroups));
  return product.productGroups
    .map((id) => rows.find((row) => row.id === id))
    .find((row) => row !== undefined && !row.offline);
}

async function productPath(db: Database, idOrSlug: string, groupIdOrSlug?: string) {
  const product = await findProduct(db, idOrSlug, VISIBLE);
  if (!product) return undefined;
  const named = groupIdOrSlug ? await findProductGroup(db, groupIdOrSlug, VISIBLE) : undefined;
  const group = named ?? (await homeGroup(db, product));
  return shopProductPath(product.slug, group?.slug);
}

/**
 * Where an old shop link moved: /shop/<group id>, /shop/<group id>/<product id> and /p/<id> answer
 * with the slug address (/shop/heckenpflanzen/eibe-taxus-baccata), as does /p/<slug> of a product in
 * a group. Undefined for every other address, for offline and unknown ones (the page says 404).
 */
export async function movedShopUrl(db: Database, url: string): Promise<string | undefined> {
  const queryStart = url.indexOf('?');
  const pathname = queryStart < 0 ? url : url.slice(0, queryStart);
  const query = queryStart < 0 ? '' : url.slice(queryStart);
  const segments = pathname.replace(/\/$/, '').split('/').slice(1).map(decode);
  if (segments.some((segment) => !segment)) return undefined;
  const [area, first, second, ...rest] = segments as string[];
  if (rest.length > 0 || first === undefined) return undefined;

  let target: string | undefined;
  if (area === 'p' && second === undefined) {
    target = await productPath(db, first);
  } else if (area === 'shop' && second === undefined) {
    if (!ID.test(first)) return undefined;
    const group = await findProductGroup(db, first, VISIBLE);
    target = group ? shopGroupPath(group.slug) : undefined;
  } else if (area === 'shop' && second !== undefined) {
    if (!ID.test(first) && !ID.test(second)) return undefined;
    target = await productPath(db, second, first);
  }
  return target && target !== pathname ? `${target}${query}` : undefined;
}

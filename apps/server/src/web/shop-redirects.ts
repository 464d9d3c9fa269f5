import { shopGroupPath, shopProductPath } from '@gartenwerk/domain';
import type { Database } from '../core/db';
import { memoizeByPublicData } from '../core/data-memo';
import { currentShopPaths, itemOfOldSlug, movedPagePath } from '../areas/shop-paths/service';
import { findProduct, type ProductRow } from '../areas/shop-product/service';
import {
  findProductGroup,
  productGroupRowsByIds,
  type ProductGroupRow,
  type Visibility,
} from '../areas/shop-productgroup/service';

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
  const rows = await productGroupRowsByIds(db, product.productGroups);
  return product.productGroups
    .map((id) => rows.find((row) => row.id === id))
    .find((row) => row !== undefined && !row.offline);
}

/** The visible product an id, a slug or a former slug names. */
async function productNamed(db: Database, name: string): Promise<ProductRow | undefined> {
  const product = await findProduct(db, name, VISIBLE);
  if (product) return product;
  const id = await itemOfOldSlug(db, 'product', name);
  return id ? findProduct(db, id, VISIBLE) : undefined;
}

/** The visible group an id, a slug or a former slug names. */
async function groupNamed(db: Database, name: string): Promise<ProductGroupRow | undefined> {
  const group = await findProductGroup(db, name, VISIBLE);
  if (group) return group;
  const id = await itemOfOldSlug(db, 'group', name);
  return id ? findProductGroup(db, id, VISIBLE) : undefined;
}

async function productPath(db: Database, shopBase: string, productName: string, groupName?: string) {
  const product = await productNamed(db, productName);
  if (!product) return undefined;
  const named = groupName ? await groupNamed(db, groupName) : undefined;
  const group = named ?? (await homeGroup(db, product));
  return shopProductPath(product.slug, group?.slug, shopBase);
}

/**
 * Where a shop address moved for good (301):
 * - a shop page the configuration moved (components.shop.urls), and the addresses below it;
 * - old shop links: <shop>/<group id>, <shop>/<group id>/<product id> and /p/<id> answer with the
 *   slug address (/shop/heckenpflanzen/eibe-taxus-baccata), as does /p/<slug> of a product in a group;
 * - a group's or product's former slug leads to its current one.
 * Undefined for every other address, for offline and unknown items (the page says 404).
 */
export async function movedShopUrl(db: Database, url: string): Promise<string | undefined> {
  const queryStart = url.indexOf('?');
  const pathname = (queryStart < 0 ? url : url.slice(0, queryStart)).replace(/(.)\/$/, '$1');
  const query = queryStart < 0 ? '' : url.slice(queryStart);
  const target = await rememberedTarget(db, pathname);
  return target ? `${target}${query}` : undefined;
}

/** Most addresses whose answer is remembered; past it the memo starts anew (a crawler's odd addresses). */
const REMEMBERED_ADDRESSES = 2000;

/**
 * Every page that is not in the page cache asks whether it moved: the answers per address, kept
 * while the public data (shop addresses, slugs, offline items) stays as it is.
 */
const targetsByAddress = memoizeByPublicData(async () => new Map<string, Promise<string | undefined>>());

async function rememberedTarget(db: Database, pathname: string): Promise<string | undefined> {
  const targets = await targetsByAddress(db);
  let target = targets.get(pathname);
  if (!target) {
    if (targets.size >= REMEMBERED_ADDRESSES) targets.clear();
    target = movedTarget(db, pathname);
    targets.set(pathname, target);
    target.catch(() => targets.delete(pathname));
  }
  return target;
}

async function movedTarget(db: Database, pathname: string): Promise<string | undefined> {
  const paths = await currentShopPaths(db);
  // One redirect, also for an old link below a page that moved.
  const movedPage = await movedPagePath(db, pathname, paths);
  const current = movedPage ?? pathname;
  const target = (await itemAddress(db, paths.shop, current)) ?? movedPage;
  return target && target !== pathname ? target : undefined;
}

/** The current address of the group or product a shop address names by id or by a former slug. */
async function itemAddress(db: Database, base: string, pathname: string): Promise<string | undefined> {
  const inShop = pathname.toLowerCase().startsWith(`${base.toLowerCase()}/`);
  const tail = inShop ? pathname.slice(base.length) : pathname.startsWith('/p/') ? pathname.slice(2) : '';
  const segments = tail.split('/').slice(1).map(decode);
  if (segments.length === 0 || segments.length > 2 || segments.some((segment) => !segment)) return undefined;
  const [first, second] = segments as [string, string | undefined];
  if (!inShop) return second === undefined ? productPath(db, base, first) : undefined;
  if (second !== undefined) return productPath(db, base, second, first);
  const group = await groupNamed(db, first);
  return group ? shopGroupPath(group.slug, base) : undefined;
}

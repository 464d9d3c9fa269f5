import { customizationColor, type LineSet } from '@gartenwerk/domain';
import { and, eq, inArray, like, lt, sql } from 'drizzle-orm';
import type { Database } from '../../core/db';
import { AppError } from '../../core/errors';
import { preparedPerDatabase } from '../../core/prepared';
import { text } from '../../core/texts';
import { colorTitlesInBoth } from '../shop-color/service';
import { outOfSeasonError, withAvailability } from '../shop-product/availability';
import { toProduct } from '../shop-product/service';
import { productRowsWithStock, stockKey } from '../shop-stock/service';
import { CART_KINDS, CART_MAX_AMOUNT, type CartAnswer, type CartKind, type CartLineInput } from './schemas';
import { shopCarts, type StoredCartLine } from './table';

/** Whose cart: a signed-in user or the anonymous cart id of a guest's `gw_cart` cookie. */
export type CartHolder = { user: string } | { guest: string };

const DAY_MS = 24 * 60 * 60 * 1000;

function holderKey(holder: CartHolder): string {
  return 'user' in holder ? `user:${holder.user}` : `guest:${holder.guest}`;
}

/** The line with only the fields it carries; lines without a positive amount are dropped. */
function cleanLines(lines: readonly CartLineInput[]): StoredCartLine[] {
  return lines.flatMap((line) => {
    if (!(line.amount > 0)) return [];
    const clean: StoredCartLine = { item: line.item, amount: Math.min(line.amount, CART_MAX_AMOUNT) };
    if (line.variant) clean.variant = line.variant;
    if (line.order_desc !== undefined) clean.order_desc = line.order_desc;
    if (line.customization !== undefined) clean.customization = line.customization;
    if (line.set !== undefined) clean.set = line.set;
    return [clean];
  });
}

/** The product ids a line's set names. */
export function setProductIds(set: LineSet | undefined): string[] {
  if (!set) return [];
  return [...new Set([...Object.keys(set.order ?? {}), ...Object.keys(set.customization ?? {})])];
}

export const SET_NOT_OF_PRODUCT = (title: string) => text('errors:order.setNotOfProduct', { title });
export const COLOR_MISSING = (title: string) => text('errors:order.colorMissing', { title });

/**
 * The titles of the products a line's set names, when each is a slot of the line's product and known;
 * null when one is not (orders and price requests refuse such a set, carts drop the entry).
 */
export function setTitlesOf(
  set: LineSet | undefined,
  slots: ReadonlyArray<{ product: string }> | undefined,
  titles: ReadonlyMap<string, { title: string }>,
): Record<string, string> | null {
  const allowed = new Set((slots ?? []).map((slot) => slot.product));
  const ids = setProductIds(set);
  if (ids.some((id) => !allowed.has(id) || !titles.has(id))) return null;
  return Object.fromEntries(ids.map((id) => [id, titles.get(id)!.title]));
}

/** The set with only the entries of the given products; undefined when none is left. */
function setOfProducts(set: LineSet, products: ReadonlySet<string>): LineSet | undefined {
  const pick = <V>(map: Record<string, V> | undefined) =>
    map ? Object.fromEntries(Object.entries(map).filter(([id]) => products.has(id))) : undefined;
  const order = pick(set.order);
  const customization = pick(set.customization);
  const kept: LineSet = {};
  if (order && Object.keys(order).length > 0) kept.order = order;
  if (customization && Object.keys(customization).length > 0) kept.customization = customization;
  return kept.order || kept.customization ? kept : undefined;
}

/**
 * Looks the lines' products up: lines of unknown or offline products and of unknown variants go to
 * `removed`, the others come back with the public product. A set keeps only the entries of the
 * product's slots and comes with their titles. `refuseColorless`: a cart line of a product with
 * colours that names none is refused (as its order would be), and so is one of a product out of
 * its season (409).
 */
async function resolve(
  db: Database,
  lines: readonly StoredCartLine[],
  kind: CartKind,
  refuseColorless = false,
): Promise<{ kept: StoredCartLine[]; answer: CartAnswer }> {
  const ids = [...new Set(lines.flatMap((line) => [line.item, ...setProductIds(line.set)]))];
  const { rows, stock: inStock } = await productRowsWithStock(db, ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  // Whether each product can be ordered now, by its seasons (pre-orders can).
  const products = new Map(
    (await withAvailability(db, rows.map(toProduct))).map((product) => [product._id, product]),
  );
  // What the cart asks of each product and variant may not exceed what is in stock.
  const stock = kind === 'cart' ? inStock : new Map<string, number>();
  const colorIds = lines.flatMap((line) => customizationColor(line.customization) ?? []);
  const { de: colors, en: englishColors } = await colorTitlesInBoth(db, colorIds);
  const kept: StoredCartLine[] = [];
  const answer: CartAnswer = { lines: [], removed: [], capped: [] };
  for (const sentLine of lines) {
    const row = byId.get(sentLine.item);
    const variantKnown =
      !sentLine.variant || (row?.data.variants ?? []).some((variant) => variant.key === sentLine.variant);
    const key = stockKey(sentLine.item, sentLine.variant);
    const available = stock.get(key);
    if (!row || row.offline || !variantKnown) {
      answer.removed.push(row ? { item: sentLine.item, title: row.title } : { item: sentLine.item });
      continue;
    }
    const product = products.get(row.id)!;
    if (kind === 'cart' && product.availability.state === 'not_orderable') {
      if (refuseColorless) throw outOfSeasonError(row.title, product.availability);
      answer.removed.push({ item: sentLine.item, title: row.title });
      continue;
    }
    if (refuseColorless && row.colors.length && customizationColor(sentLine.customization) === undefined) {
      throw new AppError('VALIDATION', 400, COLOR_MISSING(row.title));
    }
    let line = sentLine;
    if (available !== undefined) {
      if (line.amount > available) {
        line = { ...line, amount: available };
        answer.capped.push({ item: line.item, title: row.title, variant: line.variant ?? '', available });
      }
      stock.set(key, available - line.amount);
      // Sold out: the line goes (named in `capped` with 0 available).
      if (line.amount === 0) continue;
    }
    const { set: sent, ...rest } = line;
    const slots = new Set((row.data.slots ?? []).map((slot) => slot.product));
    const set = sent ? setOfProducts(sent, slots) : undefined;
    const keptLine: StoredCartLine = set ? { ...rest, set } : rest;
    kept.push(keptLine);
    const titles = Object.fromEntries(
      setProductIds(set).flatMap((id) => {
        const title = byId.get(id)?.title;
        return title === undefined ? [] : [[id, title]];
      }),
    );
    const colorTitle = colors.get(customizationColor(keptLine.customization) ?? '');
    const englishColor = englishColors.get(customizationColor(keptLine.customization) ?? '');
    answer.lines.push({
      ...keptLine,
      item: product,
      ...(colorTitle !== undefined ? { color_title: colorTitle } : {}),
      ...(englishColor !== undefined && englishColor !== colorTitle ? { color_title_en: englishColor } : {}),
      ...(set ? { set_titles: titles } : {}),
    });
  }
  return { kept, answer };
}

async function storedCart(
  db: Database,
  key: string,
  kind: CartKind,
): Promise<{ lines: StoredCartLine[]; updated: Date } | undefined> {
  const [row] = await db
    .select({ lines: shopCarts.lines, updated: shopCarts.updated })
    .from(shopCarts)
    .where(and(eq(shopCarts.holder, key), eq(shopCarts.kind, kind)))
    .limit(1);
  return row;
}

async function storedLines(db: Database, key: string, kind: CartKind): Promise<StoredCartLine[]> {
  return (await storedCart(db, key, kind))?.lines ?? [];
}

const storeQuery = preparedPerDatabase((db) =>
  db
    .insert(shopCarts)
    .values({
      holder: sql.placeholder('holder'),
      kind: sql.placeholder('kind'),
      lines: sql.placeholder('lines'),
      updated: sql.placeholder('updated'),
    })
    .onConflictDoUpdate({
      target: [shopCarts.holder, shopCarts.kind],
      set: { lines: sql`excluded.lines`, updated: sql`excluded.updated` },
    })
    .prepare('store_cart'),
);

async function store(db: Database, key: string, kind: CartKind, lines: StoredCartLine[]): Promise<void> {
  await storeQuery(db).execute({ holder: key, kind, lines, updated: new Date() });
}

/** The cart with its products; lines whose product went away meanwhile are dropped (and named once). */
export async function readCart(db: Database, holder: CartHolder, kind: CartKind): Promise<CartAnswer> {
  const key = holderKey(holder);
  const stored = await storedCart(db, key, kind);
  const { kept, answer } = await resolve(db, stored?.lines ?? [], kind);
  if (answer.removed.length > 0 || answer.capped.length > 0) await store(db, key, kind, kept);
  else if (stored && 'guest' in holder && Date.now() - stored.updated.getTime() > DAY_MS) {
    // A guest who keeps coming back keeps the cart: reading counts as a touch (at most daily).
    await db
      .update(shopCarts)
      .set({ updated: new Date() })
      .where(and(eq(shopCarts.holder, key), eq(shopCarts.kind, kind)));
  }
  return answer;
}

/** Replaces the cart with the lines sent, without the ones that cannot be kept. */
export async function writeCart(
  db: Database,
  holder: CartHolder,
  kind: CartKind,
  lines: readonly CartLineInput[],
): Promise<CartAnswer> {
  const { kept, answer } = await resolve(db, cleanLines(lines), kind, kind === 'cart');
  await store(db, holderKey(holder), kind, kept);
  return answer;
}

/** Guest carts neither read nor changed for this long are removed. */
export const GUEST_CART_MAX_IDLE_DAYS = 60;

/**
 * Removes the anonymous guest carts untouched for GUEST_CART_MAX_IDLE_DAYS before `now`; users'
 * carts stay. Answers how many carts went.
 */
export async function removeStaleGuestCarts(db: Database, now: Date = new Date()): Promise<number> {
  const before = new Date(now.getTime() - GUEST_CART_MAX_IDLE_DAYS * DAY_MS);
  const removed = await db
    .delete(shopCarts)
    .where(and(like(shopCarts.holder, 'guest:%'), lt(shopCarts.updated, before)))
    .returning({ holder: shopCarts.holder });
  return removed.length;
}

const sameProduct = (a: StoredCartLine, b: StoredCartLine) =>
  a.item === b.item &&
  (a.variant ?? '') === (b.variant ?? '') &&
  (customizationColor(a.customization) ?? '') === (customizationColor(b.customization) ?? '');

/**
 * Moves a guest's carts into the user's after login: amounts of the same product, variant and colour
 * add up (the user's line keeps its other fields), new lines are appended, the guest carts are emptied.
 */
export async function mergeGuestCarts(db: Database, guest: string, user: string): Promise<void> {
  const guestKey = holderKey({ guest });
  const userKey = holderKey({ user });
  await db.transaction(async (tx) => {
    const guestRows = await tx
      .select()
      .from(shopCarts)
      .where(and(eq(shopCarts.holder, guestKey), inArray(shopCarts.kind, [...CART_KINDS])));
    for (const guestRow of guestRows) {
      if (guestRow.lines.length === 0) continue;
      const kind = guestRow.kind as CartKind;
      const merged = (await storedLines(tx, userKey, kind)).map((line) => ({ ...line }));
      for (const line of guestRow.lines) {
        const existing = merged.find((candidate) => sameProduct(candidate, line));
        if (existing) existing.amount = Math.min(existing.amount + line.amount, CART_MAX_AMOUNT);
        else merged.push(line);
      }
      await store(tx, userKey, kind, merged);
    }
    await tx.delete(shopCarts).where(eq(shopCarts.holder, guestKey));
  });
}

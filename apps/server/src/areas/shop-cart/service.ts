import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../core/db';
import { toProduct } from '../shop-product/service';
import { productColumns, shopProducts } from '../shop-product/table';
import { CART_KINDS, CART_MAX_AMOUNT, type CartAnswer, type CartKind, type CartLineInput } from './schemas';
import { shopCarts, type StoredCartLine } from './table';

/** Whose cart: a signed-in user or the anonymous cart id of a guest's `gw_cart` cookie. */
export type CartHolder = { user: string } | { guest: string };

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

/**
 * Looks the lines' products up: lines of unknown or offline products and of unknown variants go to
 * `removed`, the others come back with the public product.
 */
async function resolve(
  db: Database,
  lines: readonly StoredCartLine[],
): Promise<{ kept: StoredCartLine[]; answer: CartAnswer }> {
  const ids = [...new Set(lines.map((line) => line.item))];
  const rows = ids.length
    ? await db.select(productColumns).from(shopProducts).where(inArray(shopProducts.id, ids))
    : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const kept: StoredCartLine[] = [];
  const answer: CartAnswer = { lines: [], removed: [] };
  for (const line of lines) {
    const row = byId.get(line.item);
    const variantKnown =
      !line.variant || (row?.data.variants ?? []).some((variant) => variant.key === line.variant);
    if (!row || row.offline || !variantKnown) {
      answer.removed.push(row ? { item: line.item, title: row.title } : { item: line.item });
      continue;
    }
    kept.push(line);
    answer.lines.push({ ...line, item: toProduct(row) });
  }
  return { kept, answer };
}

async function storedLines(db: Database, key: string, kind: CartKind): Promise<StoredCartLine[]> {
  const [row] = await db
    .select({ lines: shopCarts.lines })
    .from(shopCarts)
    .where(and(eq(shopCarts.holder, key), eq(shopCarts.kind, kind)))
    .limit(1);
  return row?.lines ?? [];
}

async function store(db: Database, key: string, kind: CartKind, lines: StoredCartLine[]): Promise<void> {
  await db
    .insert(shopCarts)
    .values({ holder: key, kind, lines })
    .onConflictDoUpdate({ target: [shopCarts.holder, shopCarts.kind], set: { lines, updated: new Date() } });
}

/** The cart with its products; lines whose product went away meanwhile are dropped (and named once). */
export async function readCart(db: Database, holder: CartHolder, kind: CartKind): Promise<CartAnswer> {
  const key = holderKey(holder);
  const { kept, answer } = await resolve(db, await storedLines(db, key, kind));
  if (answer.removed.length > 0) await store(db, key, kind, kept);
  return answer;
}

/** Replaces the cart with the lines sent, without the ones that cannot be kept. */
export async function writeCart(
  db: Database,
  holder: CartHolder,
  kind: CartKind,
  lines: readonly CartLineInput[],
): Promise<CartAnswer> {
  const { kept, answer } = await resolve(db, cleanLines(lines));
  await store(db, holderKey(holder), kind, kept);
  return answer;
}

const sameProduct = (a: StoredCartLine, b: StoredCartLine) =>
  a.item === b.item && (a.variant ?? '') === (b.variant ?? '');

/**
 * Moves a guest's carts into the user's after login: amounts of the same product and variant add
 * up (the user's line keeps its other fields), new lines are appended, the guest carts are emptied.
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

import { roundCents } from './money';
import type { CartLine, CartProduct, Cents, EuroAmount, ProductContent } from './types';

/** The product fields sellability reads. */
export interface SellableProduct {
  price?: EuroAmount;
  offline?: boolean | null;
  available?: boolean | null;
}

/** Whether a price is numeric: a finite number or a numeric string. */
export function isNumericPrice(price: unknown): boolean {
  if (typeof price === 'number') return Number.isFinite(price);
  return typeof price === 'string' && price.trim() !== '' && Number.isFinite(Number(price));
}

/**
 * A product is sellable when its price is numeric, it is not offline, and it is available or the
 * shop shows sold-out products (`show_sold_out`).
 */
export function isSellable(product: SellableProduct, showSoldOut = false): boolean {
  return (
    isNumericPrice(product.price) && product.offline !== true && (product.available === true || showSoldOut)
  );
}

/**
 * The price per kg, l, m, m² or piece (Grundpreis, § 4 PAngV) of a unit price: the unit price
 * divided by the content quantity, in cents; null without a content.
 */
export function basePrice(unitPrice: Cents, content: ProductContent | null | undefined): Cents | null {
  if (!content || !(content.quantity > 0)) return null;
  return roundCents(unitPrice / content.quantity);
}

function itemKey(item: unknown): string {
  if (item && typeof item === 'object' && '_id' in item) return String((item as { _id: unknown })._id);
  return String(item);
}

/** JSON with object keys sorted, so equal customizations give equal keys. */
function stableKey(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(stableKey).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, entry]) => entry !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${stableKey(entry)}`).join(',')}}`;
}

/**
 * Normalises cart lines: lines whose amount is zero or less (or not a number) are dropped; lines
 * of the same item with the same customization are merged into the first, amounts added.
 * The input is not changed.
 */
export function normalizeCartLines<L extends CartLine<P>, P extends CartProduct = CartProduct>(
  lines: readonly L[],
): L[] {
  const merged = new Map<string, L>();
  for (const line of lines) {
    if (!(typeof line.amount === 'number' && line.amount > 0)) continue;
    const key = `${itemKey(line.item)}\u0000${stableKey(line.customization)}`;
    const existing = merged.get(key);
    if (existing) merged.set(key, { ...existing, amount: existing.amount + line.amount });
    else merged.set(key, { ...line });
  }
  return [...merged.values()];
}

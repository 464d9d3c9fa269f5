import { DISCOUNT_ROLE_EVERYONE } from './constants';
import { toCents } from './money';
import type { Cents, DateInput, DiscountGroup, DiscountTier, SpecialOffer } from './types';

/**
 * Discount rules.
 *
 * - A group's tier applies when the unit price reaches its `from` value; of several, the tier with
 *   the highest `from` counts.
 * - A group applies only when the user's roles include one of its roles, or it lists 'alle'.
 * - Percent discounts are summed, flat discounts are summed; the percent is applied first, then
 *   the flat amount (per unit). A line never drops below 0.
 * - Groups with `additiv: false` do not add up: of those, only the largest discount of each type counts.
 * - The user's own discount percent adds to the percent sum; the sum is capped at 100.
 */

/** The summed discount of a unit price: percent first, then flat euros per unit (as cents). */
export interface LineDiscount {
  percent: number;
  flatCents: Cents;
}

/** Whether a user with these roles may use the group (its roles include one of them, or 'alle'). */
export function discountGroupAppliesToRoles(
  group: Pick<DiscountGroup, 'roles'>,
  roles: readonly string[],
): boolean {
  const groupRoles = group.roles;
  if (!groupRoles || groupRoles.length === 0) return false;
  for (const role of groupRoles) {
    if (role === DISCOUNT_ROLE_EVERYONE || roles.includes(role)) return true;
  }
  return false;
}

/** The tier of a group that applies to a unit price in cents, or `undefined` below every tier. */
export function applicableTier(
  items: readonly DiscountTier[],
  unitPriceCents: Cents,
): DiscountTier | undefined {
  let best: DiscountTier | undefined;
  for (const tier of items) {
    if (unitPriceCents >= toCents(tier.from) && (!best || tier.from > best.from)) best = tier;
  }
  return best;
}

/** Converts any date input to epoch milliseconds (NaN when unreadable). */
export function toEpochMs(value: DateInput): number {
  return value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
}

// Offers are read again for every cart priced; parse their dates once per offer object.
const offerBounds = new WeakMap<SpecialOffer, { start: number; end: number }>();

function boundsOf(offer: SpecialOffer): { start: number; end: number } {
  let bounds = offerBounds.get(offer);
  if (!bounds) {
    bounds = {
      start: offer.start == null ? Number.NEGATIVE_INFINITY : toEpochMs(offer.start),
      end: offer.end == null ? Number.POSITIVE_INFINITY : toEpochMs(offer.end),
    };
    offerBounds.set(offer, bounds);
  }
  return bounds;
}

/**
 * Whether a special offer is running at `now` (start and end inclusive; a missing bound is open).
 * Offers are treated as immutable: their parsed dates are cached per offer object.
 */
export function isSpecialOfferActive(offer: SpecialOffer, now: DateInput): boolean {
  const at = toEpochMs(now);
  const { start, end } = boundsOf(offer);
  return start <= at && at <= end;
}

/**
 * Sums the discounts of the given groups for one unit price: percent summed, flat summed, with
 * non-additive groups contributing only their largest discount per type.
 *
 * @param groups the groups that may apply (already filtered to the product, offers and user)
 * @param roles the user's roles
 * @param unitPriceCents the unit price the tiers compare against
 * @param userPercent the user's own discount percent
 */
export function sumDiscounts(
  groups: Iterable<DiscountGroup>,
  roles: readonly string[],
  unitPriceCents: Cents,
  userPercent = 0,
): LineDiscount {
  let percent = 0;
  let flat = 0;
  let bestExclusivePercent = 0;
  let bestExclusiveFlat = 0;
  for (const group of groups) {
    if (!discountGroupAppliesToRoles(group, roles)) continue;
    const tier = applicableTier(group.items, unitPriceCents);
    if (!tier || !(tier.discount > 0)) continue;
    const additive = group.additiv !== false;
    if (group.type === 'percent') {
      if (additive) percent += tier.discount;
      else bestExclusivePercent = Math.max(bestExclusivePercent, tier.discount);
    } else {
      const cents = toCents(tier.discount);
      if (additive) flat += cents;
      else bestExclusiveFlat = Math.max(bestExclusiveFlat, cents);
    }
  }
  const total = percent + bestExclusivePercent + (userPercent > 0 ? userPercent : 0);
  return { percent: Math.min(100, total), flatCents: flat + bestExclusiveFlat };
}

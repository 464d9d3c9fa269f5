import { parseEuroAmount, positiveAmountOrNull, toCents } from './money';
import type {
  Cents,
  CountryCode,
  CustomerShopData,
  ShippingCountry,
  ShippingDiscount,
  ShippingGroup,
  ShippingStep,
  ShopSettings,
  ZipRange,
} from './types';

/**
 * Shipping rules.
 *
 * - Each shipping group charges by unit steps: the summed weight (`shipping_data.weight` × amount)
 *   or the item count of its lines. Units above the largest step are charged as whole largest steps
 *   first; the rest is charged at the smallest step whose `max` holds it.
 * - A step's cost is the country's cost, or the cost of a matching zip range of the step.
 * - A shipping country's zip range may add a surcharge (`costs`) and carry its own threshold.
 * - Free shipping: pickup; users flagged `shipping_free`; goods value at or above the user's own
 *   threshold, the zip range's, the country's or the shop's threshold (whole cart free), or the
 *   group's threshold for the country (that group free). 0, empty or null thresholds are not set.
 * - Goods value = the discounted gross of the lines.
 */

/** Why shipping is free, or `null` when it is charged. */
export type ShippingFreeReason =
  'pickup' | 'user' | 'user_threshold' | 'zip_threshold' | 'country_threshold' | 'shop_threshold';

/** A zip as a number when it is all digits (compared numerically), else upper-cased text. */
function zipKey(value: string | number): number | string {
  if (typeof value === 'number') return value;
  const text = value.trim();
  // A char loop instead of a regular expression: this runs for every line of every priced cart.
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 48 || code > 57) return text.toUpperCase();
  }
  return text === '' ? text : Number(text);
}

/** Whether a zip lies within a range (inclusive); numeric zips compare as numbers. */
export function zipInRange(zip: string | number | null | undefined, range: ZipRange): boolean {
  if (zip == null || String(zip).trim() === '') return false;
  const value = zipKey(zip);
  const start = zipKey(range.start);
  const end = zipKey(range.end);
  if (typeof value === 'number' && typeof start === 'number' && typeof end === 'number') {
    return value >= start && value <= end;
  }
  const text = String(value);
  return text >= String(start) && text <= String(end);
}

/** The cost of one step for a country and zip in cents, or `null` when the step has no cost there. */
export function shippingStepCost(
  step: ShippingStep,
  country: CountryCode,
  zip?: string | number | null,
): Cents | null {
  if (step.zips) {
    for (const range of step.zips) {
      if ((!range.country || range.country === country) && zipInRange(zip, range))
        return toCents(range.costs);
    }
  }
  const costs = step.costs[country];
  return costs == null ? null : toCents(costs);
}

/** The steps of a group ordered by `max`, ascending; steps without a positive max are ignored. */
export function sortedSteps(group: Pick<ShippingGroup, 'unit'>): ShippingStep[] {
  return group.unit.filter((step) => step.max > 0).sort((a, b) => a.max - b.max);
}

/**
 * The shipping cost in cents of `units` (weight or count) in one group, largest step first.
 * Returns `null` when the group cannot ship to the country.
 *
 * @param steps the group's steps, sorted ascending by max (see {@link sortedSteps})
 */
export function shippingCostForUnits(
  steps: readonly ShippingStep[],
  units: number,
  country: CountryCode,
  zip?: string | number | null,
): Cents | null {
  const largest = steps[steps.length - 1];
  if (!largest) return null;
  let remaining = Math.max(0, units);
  let cost = 0;
  if (remaining > largest.max) {
    const largestCost = shippingStepCost(largest, country, zip);
    if (largestCost === null) return null;
    const fullSteps = Math.ceil(remaining / largest.max) - 1;
    cost += fullSteps * largestCost;
    remaining -= fullSteps * largest.max;
  }
  for (const step of steps) {
    if (step.max >= remaining) {
      const stepCost = shippingStepCost(step, country, zip);
      return stepCost === null ? null : cost + stepCost;
    }
  }
  return null;
}

/** The units a line adds to its group: its count, or its weight times its amount. */
export function lineShippingUnits(
  type: ShippingGroup['type'],
  amount: number,
  weight: number | null | undefined,
): number {
  return type === 'count' ? amount : (weight ?? 0) * amount;
}

/** Goods value and units of one shipping group in a cart. */
export interface ShippingGroupLoad {
  group: ShippingGroup;
  steps: readonly ShippingStep[];
  units: number;
  goodsCents: Cents;
}

/** What shipping decisions need to know about the destination and the customer. */
export interface ShippingContext {
  country: CountryCode;
  zip?: string | number | null;
  pickup: boolean;
  customer?: CustomerShopData | null;
  shippingCountry?: ShippingCountry;
  shopThreshold?: ShopSettings['shipping_free_amount_treshhold'];
}

/** The charge of one shipping group. */
export interface ShippingGroupCharge {
  uuid: string;
  units: number;
  goods: Cents;
  cost: Cents;
  /** The group's own threshold for the country was reached. */
  free: boolean;
  /** The group has no cost for the destination. */
  unavailable: boolean;
}

/** The shipping of a cart, in cents. */
export interface ShippingResult {
  cost: Cents;
  free: boolean;
  freeReason: ShippingFreeReason | null;
  /** Surcharge of the shipping country's zip range included in `cost`. */
  surcharge: Cents;
  groups: ShippingGroupCharge[];
  /** False when a group has no cost for the destination country. */
  shippable: boolean;
}

/** The zip range of a shipping country a zip lies in. */
export function matchingCountryZip(
  country: ShippingCountry | undefined,
  zip: string | number | null | undefined,
) {
  if (!country?.zips) return undefined;
  return country.zips.find((range) => zipInRange(zip, range));
}

/**
 * Why the whole cart ships free, or `null`. Thresholds compare goods value `>=` threshold.
 */
export function shippingFreeReason(goodsCents: Cents, context: ShippingContext): ShippingFreeReason | null {
  if (context.pickup) return 'pickup';
  const customer = context.customer;
  if (customer?.shipping_free) return 'user';
  const reached = (threshold: Cents | null) => threshold !== null && goodsCents >= threshold;
  if (reached(positiveAmountOrNull(customer?.shipping_free_amount_treshhold))) return 'user_threshold';
  const zipRange = matchingCountryZip(context.shippingCountry, context.zip);
  if (zipRange && reached(positiveAmountOrNull(zipRange.threshold))) return 'zip_threshold';
  if (reached(positiveAmountOrNull(context.shippingCountry?.shipping_free_amount_treshhold)))
    return 'country_threshold';
  if (reached(positiveAmountOrNull(context.shopThreshold))) return 'shop_threshold';
  return null;
}

/**
 * Computes the shipping of a cart from the loads of its shipping groups.
 */
export function computeShipping(
  loads: Iterable<ShippingGroupLoad>,
  goodsCents: Cents,
  context: ShippingContext,
): ShippingResult {
  const groups: ShippingGroupCharge[] = [];
  const freeReason = shippingFreeReason(goodsCents, context);
  let cost = 0;
  let shippable = true;
  for (const load of loads) {
    const groupThreshold = positiveAmountOrNull(load.group.shipping_free_amount_treshhold?.[context.country]);
    const groupFree = groupThreshold !== null && load.goodsCents >= groupThreshold;
    const groupCost = shippingCostForUnits(load.steps, load.units, context.country, context.zip);
    const unavailable = groupCost === null && !context.pickup;
    if (unavailable) shippable = false;
    const charged = freeReason || groupFree || groupCost === null ? 0 : groupCost;
    cost += charged;
    groups.push({
      uuid: load.group.uuid,
      units: load.units,
      goods: load.goodsCents,
      cost: charged,
      free: groupFree,
      unavailable,
    });
  }
  let surcharge = 0;
  if (!freeReason && cost > 0) {
    surcharge = parseEuroAmount(matchingCountryZip(context.shippingCountry, context.zip)?.costs) ?? 0;
    cost += surcharge;
  }
  return { cost, free: freeReason !== null, freeReason, surcharge, groups, shippable };
}

/** The shipping of a delivery in one or two shipments: their costs and group charges added up. */
export function joinShipments(shipments: ShippingResult[]): ShippingResult {
  const [first, second] = shipments as [ShippingResult, ShippingResult | undefined];
  if (!second) return first;
  const groups = new Map(first.groups.map((group) => [group.uuid, { ...group }]));
  for (const group of second.groups) {
    const known = groups.get(group.uuid);
    if (!known) groups.set(group.uuid, { ...group });
    else {
      known.units += group.units;
      known.cost += group.cost;
      known.unavailable ||= group.unavailable;
    }
  }
  return {
    ...first,
    cost: first.cost + second.cost,
    surcharge: first.surcharge + second.surcharge,
    groups: [...groups.values()],
    shippable: first.shippable && second.shippable,
  };
}

/** What a cart offers a shipping discount rule to decide on. */
export interface ShippingDiscountContext {
  country: CountryCode;
  roles: readonly string[];
  /** Discounted gross of all goods, in cents. */
  goodsCents: Cents;
  /** Discounted gross of the goods of each product group, in cents (a line counts for each of its groups). */
  goodsByProductGroup: ReadonlyMap<string, Cents>;
}

/** Whether a rule applies to a cart. */
export function shippingDiscountApplies(rule: ShippingDiscount, context: ShippingDiscountContext): boolean {
  if (rule.active === false) return false;
  if (rule.countries?.length && !rule.countries.some((code) => code.toLowerCase() === context.country))
    return false;
  if (
    rule.roles?.length &&
    !rule.roles.includes('alle') &&
    !rule.roles.some((role) => context.roles.includes(role))
  )
    return false;
  const groups = rule.product_groups ?? [];
  const goods =
    groups.length === 0
      ? context.goodsCents
      : groups.reduce((sum, group) => sum + (context.goodsByProductGroup.get(group) ?? 0), 0);
  if (groups.length > 0 && goods === 0) return false;
  return goods >= (parseEuroAmount(rule.min_cart_value) ?? 0);
}

/** The cents a rule takes off a shipping cost (never more than the cost). */
export function shippingDiscountAmount(rule: ShippingDiscount, cost: Cents): Cents {
  const value = Math.max(0, rule.value ?? 0);
  const off =
    rule.type === 'free'
      ? cost
      : rule.type === 'percent'
        ? Math.round((cost * Math.min(value, 100)) / 100)
        : toCents(value);
  return Math.min(cost, off);
}

/**
 * The best applicable shipping discount for a shipping cost: rules do not add up, the one taking
 * off the most wins (the first of equals). `null` when none applies or nothing is charged.
 */
export function bestShippingDiscount(
  rules: readonly ShippingDiscount[],
  cost: Cents,
  context: ShippingDiscountContext,
): { rule: ShippingDiscount; amount: Cents } | null {
  if (cost <= 0) return null;
  let best: { rule: ShippingDiscount; amount: Cents } | null = null;
  for (const rule of rules) {
    if (!shippingDiscountApplies(rule, context)) continue;
    const amount = shippingDiscountAmount(rule, cost);
    if (amount > 0 && (!best || amount > best.amount)) best = { rule, amount };
  }
  return best;
}

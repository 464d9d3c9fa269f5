import { viennaDay } from './date';
import { addDays } from './opening-hours';
import type { ProductAvailability } from './season';
import type { CountryCode, DeliveryDays, ShippingGroup } from './types';
import { DEFAULT_TRANSIT_DAYS } from './withdrawal';

/**
 * The delivery time a customer is told before ordering (Austrian and German consumer law want it
 * before the order button), for the delivery country and method:
 * - `working_days`: sent as usual; the product's days until it is sent plus the slowest of its
 *   shipping groups' days to the country (the owner's default per group; without one, 1 to the
 *   country's transit days);
 * - `ships_from`: a pre-order, sent from the season's first day;
 * - `after_frost`: held by a frost stop, sent from the day after it (null while open-ended);
 * - `pickup_from`: collected at the nursery from that day: the first day with a free pickup window
 *   (opening hours, places), or the pickup lead days after today while that is not known.
 * Null when the product cannot be ordered now, or collected when no pickup window is free.
 */
export type DeliveryTime =
  | { kind: 'working_days'; min: number; max: number }
  | { kind: 'ships_from'; date: string }
  | { kind: 'after_frost'; date: string | null }
  | { kind: 'pickup_from'; date: string; days: number };

export interface DeliveryTimeInput {
  availability: ProductAvailability | undefined;
  /** The product's days until it is sent (`expected_days_until_shipping`). */
  dispatchDays: number | null | undefined;
  /** The product's shipping group uuids. */
  shippingGroups: readonly string[] | undefined;
  /** The shop's shipping groups and transit days. */
  settings: {
    shipping_groups?: readonly ShippingGroup[];
    transit_days?: Readonly<Record<string, number>>;
  };
  country: CountryCode;
  method: 'shipping' | 'pickup';
  /** Days between ordering and the first pickup day. */
  pickupLeadDays: number;
  /**
   * The first day with a free pickup window (`YYYY-MM-DD`; the shop's pickup windows, which follow
   * the opening hours, the lead days and the places left); null: none free in the days ahead;
   * absent: not known, the lead days count.
   */
  firstPickupDay?: string | null;
  now: Date;
}

/** The working days a parcel of the group takes to the country. */
export function groupDeliveryDays(
  group: ShippingGroup | undefined,
  country: CountryCode,
  transitDays: Readonly<Record<string, number>> | undefined,
): DeliveryDays {
  const own = group?.delivery_days?.[country];
  if (own) return own;
  const transit = transitDays?.[country] ?? DEFAULT_TRANSIT_DAYS[country] ?? 5;
  return { min: Math.min(1, transit), max: transit };
}

export function deliveryTime(input: DeliveryTimeInput): DeliveryTime | null {
  const { availability } = input;
  if (availability?.state === 'not_orderable') return null;
  if (input.method === 'pickup') {
    if (availability?.state !== 'preorder' && input.firstPickupDay === null) return null;
    const date =
      availability?.state === 'preorder'
        ? availability.ship_from
        : (input.firstPickupDay ?? addDays(viennaDay(input.now), input.pickupLeadDays));
    const days = Math.round(
      (Date.parse(`${date}T00:00:00Z`) - Date.parse(`${viennaDay(input.now)}T00:00:00Z`)) / 86_400_000,
    );
    return { kind: 'pickup_from', date, days };
  }
  if (availability?.state === 'preorder') return { kind: 'ships_from', date: availability.ship_from };
  if (availability?.state === 'frost_stop') return { kind: 'after_frost', date: availability.ship_from };
  const dispatch = Math.max(0, input.dispatchDays ?? 0);
  const groups = input.settings.shipping_groups ?? [];
  const ranges = (input.shippingGroups?.length ? input.shippingGroups : [undefined]).map((uuid) =>
    groupDeliveryDays(
      groups.find((group) => group.uuid === uuid),
      input.country,
      input.settings.transit_days,
    ),
  );
  return {
    kind: 'working_days',
    min: dispatch + Math.max(...ranges.map((range) => range.min)),
    max: dispatch + Math.max(...ranges.map((range) => range.max)),
  };
}

/**
 * The delivery time of a whole cart: the working-day ranges of the lines sent now, joined to the
 * slowest; the other kinds once each, the latest day of each kind. Ordered: working days, after the
 * frost, pre-orders, pickup.
 */
export function cartDeliveryTimes(times: ReadonlyArray<DeliveryTime | null>): DeliveryTime[] {
  const known = times.filter((time): time is DeliveryTime => time !== null);
  const latest = <K extends DeliveryTime['kind']>(kind: K) =>
    known
      .filter((time): time is Extract<DeliveryTime, { kind: K }> => time.kind === kind)
      .reduce<Extract<DeliveryTime, { kind: K }> | null>(
        (slowest, time) => (slowest === null || laterThan(time, slowest) ? time : slowest),
        null,
      );
  return [latest('working_days'), latest('after_frost'), latest('ships_from'), latest('pickup_from')].filter(
    (time): time is DeliveryTime => time !== null,
  );
}

function laterThan(time: DeliveryTime, other: DeliveryTime): boolean {
  if (time.kind === 'working_days' && other.kind === 'working_days') return time.max > other.max;
  const day = 'date' in time ? time.date : null;
  const otherDay = 'date' in other ? other.date : null;
  // An open-ended frost stop is later than any known day.
  if (day === null) return otherDay !== null;
  return otherDay !== null && day > otherDay;
}

/**
 * How a delivery time is said, as a text key and its values (`formatDayMonth` days):
 * "Lieferzeit 3–5 Werktage", "Versand ab 13.10.", "Versand nach Frostende", "Abholung ab morgen".
 */
export function deliveryTimeWords(
  time: DeliveryTime,
  formatDay: (day: string) => string,
): { key: string; values: Record<string, string | number> } {
  switch (time.kind) {
    case 'working_days':
      return time.min === time.max
        ? { key: 'delivery.workingDaysExact', values: { count: time.max } }
        : { key: 'delivery.workingDays', values: { min: time.min, max: time.max } };
    case 'ships_from':
      return { key: 'delivery.shipsFrom', values: { date: formatDay(time.date) } };
    case 'after_frost':
      return time.date
        ? { key: 'delivery.afterFrostFrom', values: { date: formatDay(time.date) } }
        : { key: 'delivery.afterFrost', values: {} };
    case 'pickup_from':
      if (time.days === 0) return { key: 'delivery.pickupToday', values: {} };
      if (time.days === 1) return { key: 'delivery.pickupTomorrow', values: {} };
      return { key: 'delivery.pickupFrom', values: { date: formatDay(time.date) } };
  }
}

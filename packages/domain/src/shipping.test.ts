import { describe, expect, it } from 'vitest';
import {
  computeShipping,
  lineShippingUnits,
  shippingCostForUnits,
  shippingFreeReason,
  sortedSteps,
  zipInRange,
} from './shipping';
import type { ShippingContext } from './shipping';
import type { ShippingGroup } from './types';

const parcel: ShippingGroup = {
  uuid: 'parcel',
  unit: [
    { max: 31.5, costs: { at: 9.9, de: 14.9 } },
    { max: 10, costs: { at: 5.9, de: 9.9 }, zips: [{ country: 'at', start: 6700, end: 6999, costs: 7.9 }] },
  ],
  shipping_free_amount_treshhold: { at: 300 },
};
const steps = sortedSteps(parcel);
const atContext = (overrides: Partial<ShippingContext> = {}): ShippingContext => ({
  country: 'at',
  zip: '1010',
  pickup: false,
  ...overrides,
});

describe('shipping', () => {
  it('charges the smallest step that holds the units', () => {
    expect(shippingCostForUnits(steps, 5, 'at')).toBe(590);
    expect(shippingCostForUnits(steps, 10, 'at')).toBe(590);
    expect(shippingCostForUnits(steps, 10.01, 'at')).toBe(990);
    expect(shippingCostForUnits(steps, 0, 'at')).toBe(590);
  });

  it('charges the largest step first when the units exceed it', () => {
    // 40 kg: one 31.5 kg step (9.90) plus 8.5 kg in the 10 kg step (5.90)
    expect(shippingCostForUnits(steps, 40, 'at')).toBe(1580);
    expect(shippingCostForUnits(steps, 63, 'at')).toBe(1980);
    expect(shippingCostForUnits(steps, 70, 'de')).toBe(2 * 1490 + 990);
  });

  it('uses a step’s zip range cost and refuses countries without a cost', () => {
    expect(shippingCostForUnits(steps, 5, 'at', '6850')).toBe(790);
    expect(shippingCostForUnits(steps, 5, 'de', '6850')).toBe(990);
    expect(shippingCostForUnits(steps, 5, 'ch')).toBeNull();
  });

  it('counts weight times amount, or items for count groups', () => {
    expect(lineShippingUnits('weight', 3, 2.5)).toBe(7.5);
    expect(lineShippingUnits(undefined, 3, null)).toBe(0);
    expect(lineShippingUnits('count', 3, 2.5)).toBe(3);
  });

  it('compares zips as numbers when numeric', () => {
    expect(zipInRange('1010', { start: 1000, end: 1200 })).toBe(true);
    expect(zipInRange(999, { start: '1000', end: '1200' })).toBe(false);
    expect(zipInRange('', { start: 0, end: 9 })).toBe(false);
  });

  it('ships free for pickup and for users flagged shipping_free', () => {
    expect(shippingFreeReason(100, atContext({ pickup: true }))).toBe('pickup');
    expect(shippingFreeReason(100, atContext({ customer: { shipping_free: true } }))).toBe('user');
  });

  it('ships free at the user’s own threshold, exactly at the boundary', () => {
    const context = atContext({ customer: { shipping_free_amount_treshhold: 50 } });
    expect(shippingFreeReason(4999, context)).toBeNull();
    expect(shippingFreeReason(5000, context)).toBe('user_threshold');
  });

  it('ships free above the zip range, country and shop thresholds', () => {
    const country = {
      code: 'at',
      shipping_free_amount_treshhold: 150,
      zips: [{ start: 6700, end: 6999, threshold: 80, costs: 4 }],
    };
    expect(shippingFreeReason(8000, atContext({ shippingCountry: country, zip: 6800 }))).toBe(
      'zip_threshold',
    );
    expect(shippingFreeReason(8000, atContext({ shippingCountry: country }))).toBeNull();
    expect(shippingFreeReason(15000, atContext({ shippingCountry: country }))).toBe('country_threshold');
    expect(shippingFreeReason(20000, atContext({ shopThreshold: 200 }))).toBe('shop_threshold');
    expect(shippingFreeReason(19999, atContext({ shopThreshold: 200 }))).toBeNull();
    expect(shippingFreeReason(19999, atContext({ shopThreshold: 0 }))).toBeNull();
  });

  it('ships a group free above its threshold for the country', () => {
    const load = (goodsCents: number) => [{ group: parcel, steps, units: 4, goodsCents }];
    expect(computeShipping(load(29999), 29999, atContext()).cost).toBe(590);
    const free = computeShipping(load(30000), 30000, atContext());
    expect(free.cost).toBe(0);
    expect(free.groups[0]?.free).toBe(true);
    expect(computeShipping(load(30000), 30000, atContext({ country: 'de' })).cost).toBe(990);
  });

  it('adds the surcharge of the shipping country’s zip range', () => {
    const country = { code: 'at', zips: [{ start: 6700, end: 6999, costs: 4 }] };
    const result = computeShipping(
      [{ group: parcel, steps, units: 4, goodsCents: 1000 }],
      1000,
      atContext({ shippingCountry: country, zip: 6900 }),
    );
    expect(result).toMatchObject({ cost: 790 + 400, surcharge: 400, free: false, shippable: true });
  });

  it('marks a cart unshippable when a group has no cost for the country', () => {
    const result = computeShipping(
      [{ group: parcel, steps, units: 4, goodsCents: 1000 }],
      1000,
      atContext({ country: 'ch' }),
    );
    expect(result.shippable).toBe(false);
    expect(result.cost).toBe(0);
  });
});

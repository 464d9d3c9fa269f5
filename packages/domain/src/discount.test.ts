import { describe, expect, it } from 'vitest';
import { DISCOUNT_ROLE_EVERYONE } from './constants';
import { applicableTier, discountGroupAppliesToRoles, isSpecialOfferActive, sumDiscounts } from './discount';
import type { DiscountGroup } from './types';

const percent = (uuid: string, discount: number, extra: Partial<DiscountGroup> = {}): DiscountGroup => ({
  uuid,
  type: 'percent',
  items: [{ from: 0, discount }],
  roles: ['alle'],
  ...extra,
});
const flat = (uuid: string, discount: number, extra: Partial<DiscountGroup> = {}): DiscountGroup => ({
  uuid,
  type: 'flat',
  items: [{ from: 0, discount }],
  roles: ['alle'],
  ...extra,
});

describe('discounts', () => {
  it('applies a tier only when the price is at least its from value', () => {
    const items = [
      { from: 50, discount: 5 },
      { from: 100, discount: 10 },
    ];
    expect(applicableTier(items, 4999)).toBeUndefined();
    expect(applicableTier(items, 5000)).toEqual({ from: 50, discount: 5 });
    expect(applicableTier(items, 9999)?.discount).toBe(5);
    expect(applicableTier(items, 10000)?.discount).toBe(10);
  });

  it('applies a group only to users with one of its roles, or to everyone when it lists alle', () => {
    expect(DISCOUNT_ROLE_EVERYONE).toBe('alle');
    expect(discountGroupAppliesToRoles({ roles: ['alle'] }, [])).toBe(true);
    expect(discountGroupAppliesToRoles({ roles: ['admin'] }, ['user'])).toBe(false);
    expect(discountGroupAppliesToRoles({ roles: ['admin', 'user'] }, ['user'])).toBe(true);
    expect(discountGroupAppliesToRoles({ roles: [] }, ['user'])).toBe(false);
    expect(sumDiscounts([percent('a', 10, { roles: ['admin'] })], ['user'], 10000).percent).toBe(0);
  });

  it('sums percent discounts and sums flat discounts', () => {
    const result = sumDiscounts(
      [percent('a', 10), percent('b', 5), flat('c', 2), flat('d', 3)],
      ['user'],
      10000,
    );
    expect(result).toEqual({ percent: 15, flatCents: 500 });
  });

  it('caps the summed percent at 100', () => {
    expect(sumDiscounts([percent('a', 80), percent('b', 70)], [], 100).percent).toBe(100);
  });

  it('adds the user’s own discount percent', () => {
    expect(sumDiscounts([percent('a', 10)], ['user'], 10000, 3).percent).toBe(13);
  });

  it('counts only the largest of non-additive groups', () => {
    const groups = [
      percent('a', 10, { additiv: false }),
      percent('b', 20, { additiv: false }),
      percent('c', 5),
    ];
    expect(sumDiscounts(groups, [], 10000).percent).toBe(25);
  });

  it('runs special offers between start and end', () => {
    const offer = { start: '2026-05-01T00:00:00Z', end: '2026-05-31T23:59:59Z', discount_groups: ['spring'] };
    expect(isSpecialOfferActive(offer, '2026-05-15T12:00:00Z')).toBe(true);
    expect(isSpecialOfferActive(offer, '2026-05-01T00:00:00Z')).toBe(true);
    expect(isSpecialOfferActive(offer, '2026-04-30T23:59:59Z')).toBe(false);
    expect(isSpecialOfferActive(offer, new Date('2026-06-01T00:00:00Z'))).toBe(false);
    expect(isSpecialOfferActive({ start: null, end: null }, Date.now())).toBe(true);
  });
});

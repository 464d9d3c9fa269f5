import { describe, expect, it } from 'vitest';
import { basePrice, isNumericPrice, isSellable, normalizeCartLines } from './product';

describe('basePrice', () => {
  it('divides the unit price by the content quantity', () => {
    // 9,90 for 40 l: 0,2475 → 0,25 per l
    expect(basePrice(990, { quantity: 40, unit: 'l' })).toBe(25);
    // 11,90 for 2,5 kg: 4,76 per kg
    expect(basePrice(1190, { quantity: 2.5, unit: 'kg' })).toBe(476);
    expect(basePrice(990, null)).toBeNull();
    expect(basePrice(990, { quantity: 0, unit: 'kg' })).toBeNull();
  });
});

describe('product rules', () => {
  it('sells products with a numeric price, not offline, available or with sold-out shown', () => {
    expect(isSellable({ price: 12.5, available: true })).toBe(true);
    expect(isSellable({ price: '12.50', available: true })).toBe(true);
    expect(isSellable({ price: null, available: true })).toBe(false);
    expect(isSellable({ price: 'auf Anfrage', available: true })).toBe(false);
    expect(isSellable({ price: 12.5, available: true, offline: true })).toBe(false);
    expect(isSellable({ price: 12.5, available: false })).toBe(false);
    expect(isSellable({ price: 12.5, available: false }, true)).toBe(true);
    expect(isNumericPrice(Number.NaN)).toBe(false);
  });

  it('drops lines whose amount is zero or less and merges the same item and customization', () => {
    const thuja = { _id: 'thuja', price: 12 };
    const rose = { _id: 'rose', price: 8 };
    const lines = [
      { item: thuja, amount: 2, customization: { height: 120, pot: 'C5' } },
      { item: rose, amount: 0 },
      { item: { _id: 'thuja', price: 12 }, amount: 3, customization: { pot: 'C5', height: 120 } },
      { item: thuja, amount: 1, customization: { height: 150 } },
      { item: rose, amount: -2 },
      { item: rose, amount: 4 },
    ];
    const normalized = normalizeCartLines(lines);
    expect(normalized.map((entry) => [entry.item._id, entry.amount])).toEqual([
      ['thuja', 5],
      ['thuja', 1],
      ['rose', 4],
    ]);
    expect(lines[0]?.amount).toBe(2);
  });
});

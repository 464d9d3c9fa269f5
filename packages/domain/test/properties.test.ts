import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyDiscount, applyVoucher, priceCart, shippingCostForUnits, shippingFreeReason, sortedSteps, toCents } from '../src';
import type { CartLine, ShippingGroup, ShopSettings } from '../src';
import { hedgePlant, shopSettings } from './fixtures';

const euros = fc.integer({ min: 0, max: 500_000 }).map((cents) => cents / 100);

const cartLine: fc.Arbitrary<CartLine> = fc
  .record({
    price: euros,
    amount: fc.integer({ min: -2, max: 20 }),
    weight: fc.double({ min: 0, max: 80, noNaN: true }),
    vat: fc.constantFrom(['standard'], ['reduced'], []),
    discount: fc.constantFrom(['spring'], ['flat5'], ['spring', 'flat5'], []),
  })
  .map(({ price, amount, weight, vat, discount }) => ({
    item: hedgePlant({ price, vat_groups: vat, discount_groups: discount, shipping_data: { weight } }),
    amount,
  }));

const settings: fc.Arbitrary<ShopSettings> = fc
  .record({
    vatType: fc.constantFrom('inclusive' as const, 'exclusive' as const),
    fixedPrice: fc.boolean(),
    threshold: fc.option(euros, { nil: null }),
  })
  .map(({ vatType, fixedPrice, threshold }) => {
    const base = shopSettings();
    return shopSettings({
      vat_type: vatType,
      fixed_price: fixedPrice,
      shipping_free_amount_treshhold: threshold,
      discount_groups: [
        ...(base.discount_groups ?? []),
        { uuid: 'flat5', type: 'flat', items: [{ from: 10, discount: 5 }], roles: ['alle'] },
      ],
    });
  });

const address = fc.constantFrom(
  { type: 'person', country: 'at', zip: '1010' },
  { type: 'person', country: 'de', zip: '80331' },
  { type: 'company', country: 'de', zip: '80331', uid: 'DE123456789' },
);

const cartInput = fc.record({
  lines: fc.array(cartLine, { maxLength: 8 }),
  settings,
  invoiceAddress: address,
  voucher: fc.option(euros, { nil: undefined }),
  shippingMethod: fc.constantFrom('shipping' as const, 'pickup' as const),
  customer: fc.record({ roles: fc.constant(['user']), shop: fc.record({ discount: fc.integer({ min: 0, max: 30 }) }) }),
});

/** Shipping groups whose step costs do not fall as the steps grow (sane shop data). */
const shippingGroup: fc.Arbitrary<ShippingGroup> = fc
  .array(fc.record({ max: fc.integer({ min: 1, max: 100 }), cost: fc.integer({ min: 0, max: 5000 }) }), { minLength: 1, maxLength: 5 })
  .map((steps) => {
    const maxes = [...new Set(steps.map((step) => step.max))].sort((a, b) => a - b);
    const costs = steps.map((step) => step.cost).sort((a, b) => a - b);
    return {
      uuid: 'g',
      unit: maxes.map((max, index) => ({ max, costs: { at: (costs[index] ?? costs[costs.length - 1] ?? 0) / 100 } })),
    };
  });

describe('pricing invariants', () => {
  it('a total is never negative', () => {
    fc.assert(
      fc.property(cartInput, (input) => {
        const result = priceCart(input);
        expect(result.total).toBeGreaterThanOrEqual(0);
        expect(result.total).toBe(result.items - result.voucherUsed + result.shipping - result.discount);
      }),
    );
  });

  it('voucher used + voucher remaining = voucher value', () => {
    fc.assert(
      fc.property(cartInput, euros, (input, voucher) => {
        const result = priceCart({ ...input, voucher });
        expect(result.voucherUsed + result.voucherRemaining).toBe(toCents(voucher));
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000_000 }), (value, payable) => {
        const use = applyVoucher(value, payable);
        expect(use.used + use.remaining).toBe(Math.max(0, value));
        expect(use.used).toBeLessThanOrEqual(payable);
      }),
    );
  });

  it('rounding is stable: pricing twice gives the same cents, all of them integers', () => {
    fc.assert(
      fc.property(cartInput, (input) => {
        const first = priceCart(input);
        expect(priceCart(input)).toEqual(first);
        for (const value of [first.items, first.discount, first.net, first.vatTotal, first.gross, first.shipping, first.total]) {
          expect(Number.isInteger(value)).toBe(true);
        }
        expect(first.net + first.vatTotal).toBe(first.gross);
      }),
    );
  });

  it('the percent is applied before the flat amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 10_000 }),
        (unit, amount, percent, flatCents) => {
          const line = unit * amount;
          const expected = Math.max(0, line - Math.round((line * percent) / 100) - flatCents * amount);
          expect(applyDiscount(line, amount, { percent, flatCents })).toBe(expected);
        },
      ),
    );
  });

  it('shipping cost never decreases as weight or count grows within one group', () => {
    fc.assert(
      fc.property(shippingGroup, fc.double({ min: 0, max: 1000, noNaN: true }), fc.double({ min: 0, max: 1000, noNaN: true }), (group, a, b) => {
        const steps = sortedSteps(group);
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(shippingCostForUnits(steps, high, 'at')!).toBeGreaterThanOrEqual(shippingCostForUnits(steps, low, 'at')!);
      }),
    );
  });

  it('free-shipping thresholds are respected at the exact boundary', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.constantFrom('shop', 'country', 'user'), (thresholdCents, kind) => {
        const threshold = thresholdCents / 100;
        const context = {
          country: 'at',
          pickup: false,
          shopThreshold: kind === 'shop' ? threshold : null,
          shippingCountry: kind === 'country' ? { code: 'at', shipping_free_amount_treshhold: threshold } : undefined,
          customer: kind === 'user' ? { shipping_free_amount_treshhold: threshold } : null,
        };
        expect(shippingFreeReason(thresholdCents, context)).not.toBeNull();
        expect(shippingFreeReason(thresholdCents - 1, context)).toBeNull();
      }),
    );
  });
});

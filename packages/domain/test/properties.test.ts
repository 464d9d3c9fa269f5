import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyVoucher,
  fromCents,
  isVatExempt,
  priceCart,
  priceUnit,
  shippingCostForUnits,
  shippingFreeReason,
  sortedSteps,
  toCents,
} from '../src';
import type { CartLine, ShippingGroup, ShopSettings, VatContext } from '../src';
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
  {
    type: 'company',
    company: 'Baumschule Wachau',
    country: 'at',
    zip: '3500',
    uid: 'ATU12345678',
    uid_confirmed: true,
  },
  {
    type: 'company',
    company: 'Gärtnerei Blum KG',
    country: 'de',
    zip: '80331',
    uid: 'DE123456789',
    uid_confirmed: true,
  },
  {
    type: 'company',
    company: 'Gärtnerei Blum KG',
    country: 'de',
    zip: '80331',
    uid: 'DE123456789',
    uid_confirmed: false,
  },
);

const cartInput = fc.record({
  lines: fc.array(cartLine, { maxLength: 8 }),
  settings,
  invoiceAddress: address,
  voucher: fc.option(euros, { nil: undefined }),
  shippingMethod: fc.constantFrom('shipping' as const, 'pickup' as const),
  customer: fc.record({
    roles: fc.constantFrom(['user'], ['user', 'reseller'], []),
    shop: fc.record({ discount: fc.integer({ min: 0, max: 30 }) }),
  }),
});

/** Rates as VAT groups carry them: home and destination, whole and fractional. */
const rate = fc.constantFrom(0, 5.5, 7, 10, 13, 19, 20, 27);

const vatContext = (overrides: Partial<VatContext> = {}): VatContext => ({
  vatType: 'inclusive',
  homeCountry: 'at',
  country: 'at',
  exempt: false,
  fixedPrice: false,
  ...overrides,
});

/** Shipping groups whose step costs do not fall as the steps grow (sane shop data). */
const shippingGroup: fc.Arbitrary<ShippingGroup> = fc
  .array(fc.record({ max: fc.integer({ min: 1, max: 100 }), cost: fc.integer({ min: 0, max: 5000 }) }), {
    minLength: 1,
    maxLength: 5,
  })
  .map((steps) => {
    const maxes = [...new Set(steps.map((step) => step.max))].sort((a, b) => a - b);
    const costs = steps.map((step) => step.cost).sort((a, b) => a - b);
    return {
      uuid: 'g',
      unit: maxes.map((max, index) => ({
        max,
        costs: { at: (costs[index] ?? costs[costs.length - 1] ?? 0) / 100 },
      })),
    };
  });

describe('pricing invariants', () => {
  it('the home country pays exactly the entered price in inclusive mode', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), rate, (entered, homeRate) => {
        expect(priceUnit(entered, homeRate, homeRate, vatContext()).price).toBe(entered);
      }),
    );
  });

  it('the net is exactly the entered price in exclusive mode', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        rate,
        rate,
        (entered, homeRate, destinationRate) => {
          const context = vatContext({ vatType: 'exclusive', country: 'de' });
          expect(priceUnit(entered, homeRate, destinationRate, context).net).toBe(entered);
        },
      ),
    );
  });

  it('the fixed-price rule never lowers a price', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        rate,
        rate,
        fc.constantFrom('inclusive' as const, 'exclusive' as const),
        (entered, homeRate, destinationRate, vatType) => {
          const free = priceUnit(entered, homeRate, destinationRate, vatContext({ vatType, country: 'de' }));
          const fixed = priceUnit(
            entered,
            homeRate,
            destinationRate,
            vatContext({ vatType, country: 'de', fixedPrice: true }),
          );
          expect(fixed.price).toBeGreaterThanOrEqual(free.price);
        },
      ),
    );
  });

  it('a larger discount never gives a higher price, and a flat discount comes off the home price in full', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        rate,
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 10_000 }),
        (entered, homeRate, a, b, flatCents) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          const context = vatContext({ country: 'de' });
          expect(
            priceUnit(entered, homeRate, 7, context, { percent: high, flatCents }).price,
          ).toBeLessThanOrEqual(priceUnit(entered, homeRate, 7, context, { percent: low, flatCents }).price);
          expect(priceUnit(entered, homeRate, homeRate, vatContext(), { percent: 0, flatCents }).price).toBe(
            Math.max(0, entered - flatCents),
          );
        },
      ),
    );
  });

  it('unit price × amount = line, before and after discounts; 0 ≤ discount ≤ items', () => {
    fc.assert(
      fc.property(cartInput, (input) => {
        const result = priceCart(input);
        for (const line of result.lines) {
          expect(line.unitPrice * line.amount).toBe(line.gross);
          expect(line.unitPriceBefore * line.amount).toBe(line.grossBeforeDiscount);
          expect(line.discount).toBe(line.grossBeforeDiscount - line.gross);
          expect(line.unitPrice).toBeGreaterThanOrEqual(0);
          expect(line.unitPrice).toBeLessThanOrEqual(line.unitPriceBefore);
        }
        expect(result.items).toBe(result.lines.reduce((sum, line) => sum + line.grossBeforeDiscount, 0));
        expect(result.discount).toBeGreaterThanOrEqual(0);
        expect(result.discount).toBeLessThanOrEqual(result.items);
      }),
    );
  });

  it('lines + shipping − voucher = total; shipping shares add up to the shipping', () => {
    fc.assert(
      fc.property(cartInput, (input) => {
        const result = priceCart(input);
        const lines = result.lines.reduce((sum, line) => sum + line.gross, 0);
        expect(lines + result.shipping - result.voucherUsed).toBe(result.total);
        expect(result.shippingDetails.shares.reduce((sum, share) => sum + share.cost, 0)).toBe(
          result.shipping,
        );
      }),
    );
  });

  it('the VAT rows add up to net, VAT and gross of the cart', () => {
    fc.assert(
      fc.property(cartInput, (input) => {
        const result = priceCart(input);
        for (const row of result.vat) expect(row.net + row.vat).toBe(row.gross);
        expect(result.vat.reduce((sum, row) => sum + row.gross, 0)).toBe(result.gross);
        expect(result.vat.reduce((sum, row) => sum + row.net, 0)).toBe(result.net);
        expect(result.vat.reduce((sum, row) => sum + row.vat, 0)).toBe(result.vatTotal);
        expect(new Set(result.vat.map((row) => row.rate)).size).toBe(result.vat.length);
      }),
    );
  });

  it('an exempt cart pays no VAT; an Austrian company is never exempt', () => {
    fc.assert(
      fc.property(cartInput, (input) => {
        const result = priceCart(input);
        const { type, country, uid_confirmed } = input.invoiceAddress;
        expect(result.vatExempt).toBe(type === 'company' && country === 'de' && uid_confirmed === true);
        if (result.vatExempt) {
          expect(result.vatTotal).toBe(0);
          expect(result.vat.every((row) => row.rate === 0)).toBe(true);
        }
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^ATU\d{8}$/), (uid) => {
        expect(
          isVatExempt({
            type: 'company',
            company: 'Baumschule Wachau',
            country: 'at',
            uid,
            uid_confirmed: true,
          }),
        ).toBe(false);
      }),
    );
  });

  it('euros and cents convert both ways without loss', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }), (cents) => {
        expect(toCents(fromCents(cents))).toBe(cents);
        expect(fromCents(toCents(cents / 100))).toBe(cents / 100);
      }),
    );
  });

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
      fc.property(
        fc.integer({ min: -1000, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (value, payable) => {
          const use = applyVoucher(value, payable);
          expect(use.used + use.remaining).toBe(Math.max(0, value));
          expect(use.used).toBeLessThanOrEqual(payable);
        },
      ),
    );
  });

  it('rounding is stable: pricing twice gives the same cents, all of them integers', () => {
    fc.assert(
      fc.property(cartInput, (input) => {
        const first = priceCart(input);
        expect(priceCart(input)).toEqual(first);
        for (const value of [
          first.items,
          first.discount,
          first.net,
          first.vatTotal,
          first.gross,
          first.shipping,
          first.total,
        ]) {
          expect(Number.isInteger(value)).toBe(true);
        }
        expect(first.net + first.vatTotal).toBe(first.gross);
      }),
    );
  });

  it('shipping cost never decreases as weight or count grows within one group', () => {
    fc.assert(
      fc.property(
        shippingGroup,
        fc.double({ min: 0, max: 1000, noNaN: true }),
        fc.double({ min: 0, max: 1000, noNaN: true }),
        (group, a, b) => {
          const steps = sortedSteps(group);
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(shippingCostForUnits(steps, high, 'at')!).toBeGreaterThanOrEqual(
            shippingCostForUnits(steps, low, 'at')!,
          );
        },
      ),
    );
  });

  it('free-shipping thresholds are respected at the exact boundary', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.constantFrom('shop', 'country', 'user'),
        (thresholdCents, kind) => {
          const threshold = thresholdCents / 100;
          const context = {
            country: 'at',
            pickup: false,
            shopThreshold: kind === 'shop' ? threshold : null,
            shippingCountry:
              kind === 'country' ? { code: 'at', shipping_free_amount_treshhold: threshold } : undefined,
            customer: kind === 'user' ? { shipping_free_amount_treshhold: threshold } : null,
          };
          expect(shippingFreeReason(thresholdCents, context)).not.toBeNull();
          expect(shippingFreeReason(thresholdCents - 1, context)).toBeNull();
        },
      ),
    );
  });
});

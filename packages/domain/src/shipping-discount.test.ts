import { describe, expect, it } from 'vitest';
import { hedgePlant, line, shopSettings } from '../test/fixtures';
import type { CartProduct, ShippingDiscount } from './types';
import { priceCart } from './totals';

const vienna = { type: 'person', country: 'at', zip: '1010' };
const munich = { type: 'person', country: 'de', zip: '80331' };
/** A rose: 20 € incl. VAT, reduced VAT, 1 kg, no discount, not in the hedge group. */
const rose: CartProduct = {
  _id: 'rose',
  price: 20,
  vat_groups: ['reduced'],
  shipping_groups: ['parcel'],
  shipping_data: { weight: 1 },
};
const hedgeInGroup = hedgePlant({ product_groups: ['hecken'] });

function price(
  rules: ShippingDiscount[],
  options: {
    lines?: Parameters<typeof priceCart>[0]['lines'];
    roles?: string[];
    address?: typeof vienna;
  } = {},
) {
  return priceCart({
    lines: options.lines ?? [line(hedgePlant(), 2)],
    settings: shopSettings(),
    customer: { roles: options.roles ?? ['user'] },
    invoiceAddress: options.address ?? vienna,
    shippingDiscounts: rules,
    date: '2026-05-15',
  });
}

describe('shipping discounts', () => {
  const waiveFrom150: ShippingDiscount = {
    _id: 'ab150',
    type: 'free',
    min_cart_value: 150,
    countries: ['at'],
  };

  it('waives shipping from a cart value, in the same totals and VAT rows', () => {
    // 2 × 108,00 = 216,00 ≥ 150: the 5,90 shipping is waived
    const result = price([waiveFrom150]);
    expect(result.shipping).toBe(0);
    expect(result.shippingDetails).toMatchObject({
      cost: 0,
      discount: 590,
      discountRule: 'ab150',
      shares: [],
    });
    expect(result.total).toBe(21600);
    expect(result.vat).toEqual([{ rate: 20, net: 18000, vat: 3600, gross: 21600 }]);
  });

  it('does not apply below the cart value, nor for another country', () => {
    // 1 × 108,00 < 150
    const small = price([waiveFrom150], { lines: [line(hedgePlant(), 1)] });
    expect(small.shippingDetails).toMatchObject({ cost: 590, discount: 0, discountRule: null });
    expect(small.total).toBe(11390);
    // Germany: 9,90 shipping stays
    expect(price([waiveFrom150], { address: munich }).shipping).toBe(990);
  });

  it('takes a percentage off the shipping of one country', () => {
    const half: ShippingDiscount = { _id: 'de-half', type: 'percent', value: 50, countries: ['de'] };
    // 2 × 2 kg to Germany: 9,90, half is 4,95
    const result = price([half], { address: munich });
    expect(result.shipping).toBe(495);
    expect(result.shippingDetails.discount).toBe(495);
    expect(result.total).toBe(result.items - result.discount + 495);
    expect(price([half]).shipping).toBe(590);
  });

  it('counts only the goods of the rule’s product groups', () => {
    const hedges: ShippingDiscount = {
      _id: 'hecken',
      type: 'flat',
      value: 3,
      min_cart_value: 100,
      product_groups: ['hecken'],
    };
    // 5 roses are 100,00, but none is in the group
    expect(price([hedges], { lines: [line(rose, 5)] }).shipping).toBe(590);
    // one hedge of the group (108,00) with a rose: 5,90 − 3,00
    const mixed = price([hedges], { lines: [line(hedgeInGroup, 1), line(rose, 1)] });
    expect(mixed.shipping).toBe(290);
    // 108,00 + 20,00 + 2,90; the shipping split by value over 20 % and 10 %
    expect(mixed.total).toBe(13090);
    expect(mixed.shippingDetails.shares).toEqual([
      { rate: 20, cost: 245 },
      { rate: 10, cost: 45 },
    ]);
  });

  it('applies to the customer groups it names', () => {
    const dealers: ShippingDiscount = { _id: 'handel', type: 'free', roles: ['haendler'] };
    expect(price([dealers]).shipping).toBe(590);
    expect(price([dealers], { roles: ['user', 'haendler'] }).shipping).toBe(0);
    expect(price([{ ...dealers, roles: ['alle'] }]).shipping).toBe(0);
  });

  it('uses the best rule instead of adding them up, and ignores inactive ones', () => {
    const rules: ShippingDiscount[] = [
      { _id: 'pct', type: 'percent', value: 50 },
      { _id: 'flat', type: 'flat', value: 4 },
      { _id: 'off', type: 'free', active: false },
    ];
    // 50 % of 5,90 is 2,95; 4,00 takes more: 1,90 left
    const result = price(rules);
    expect(result.shipping).toBe(190);
    expect(result.shippingDetails.discountRule).toBe('flat');
    // a flat amount above the charge waives it, never more
    expect(price([{ _id: 'big', type: 'flat', value: 20 }]).shipping).toBe(0);
    expect(price([{ _id: 'big', type: 'flat', value: 20 }]).total).toBe(21600);
  });

  it('leaves pickup alone', () => {
    const result = priceCart({
      lines: [line(hedgePlant(), 2)],
      settings: shopSettings(),
      invoiceAddress: vienna,
      shippingMethod: 'pickup',
      shippingDiscounts: [waiveFrom150],
      date: '2026-05-15',
    });
    expect(result.shippingDetails).toMatchObject({ cost: 0, discount: 0, discountRule: null });
  });
});

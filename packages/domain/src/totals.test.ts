import { describe, expect, it } from 'vitest';
import { hedgePlant, line, shopSettings } from '../test/fixtures';
import { priceCart } from './totals';

const viennaConsumer = { type: 'person', country: 'at', zip: '1010' };
const munichConsumer = { type: 'person', country: 'de', zip: '80331' };
const munichCompany = {
  type: 'company',
  company: 'Gärtnerei Blum KG',
  country: 'de',
  zip: '80331',
  uid: 'DE123456789',
  uid_confirmed: true,
};
const customer = { roles: ['user'] };

describe('priceCart', () => {
  it('prices an Austrian consumer’s cart: discount, VAT, shipping, voucher, total', () => {
    const result = priceCart({
      lines: [line(hedgePlant(), 2)],
      settings: shopSettings(),
      customer,
      invoiceAddress: viennaConsumer,
      voucher: 50,
      date: '2026-05-15',
    });
    expect(result.lines[0]).toMatchObject({
      unitPrice: 12000,
      discountPercent: 10,
      grossBeforeDiscount: 24000,
      discount: 2400,
      net: 18000,
      vat: 3600,
      vatRate: 20,
      gross: 21600,
      shippingGroup: 'parcel',
    });
    expect(result).toMatchObject({
      items: 24000,
      discount: 2400,
      shipping: 590,
      net: 18000 + 492,
      vatTotal: 3600 + 98,
      gross: 22190,
      voucherUsed: 5000,
      voucherRemaining: 0,
      total: 17190,
      vatCountry: 'at',
      vatExempt: false,
    });
    expect(result.vat).toEqual([{ rate: 20, net: 18492, vat: 3698, gross: 22190 }]);
    // total = items − voucher + shipping − discount
    expect(result.total).toBe(result.items - result.voucherUsed + result.shipping - result.discount);
  });

  it('carries the rest of a voucher larger than items plus shipping forward', () => {
    const result = priceCart({
      lines: [line(hedgePlant(), 2)],
      settings: shopSettings(),
      customer,
      invoiceAddress: viennaConsumer,
      voucher: 300,
    });
    expect(result).toMatchObject({ voucherUsed: 22190, voucherRemaining: 7810, total: 0 });
  });

  it('taxes a German consumer with the German rate and ships at the German cost', () => {
    const result = priceCart({
      lines: [line(hedgePlant(), 2)],
      settings: shopSettings(),
      customer,
      invoiceAddress: munichConsumer,
    });
    expect(result.lines[0]).toMatchObject({
      grossBeforeDiscount: 23800,
      gross: 21420,
      net: 18000,
      vat: 3420,
      vatRate: 19,
    });
    expect(result.shippingDetails).toMatchObject({ cost: 990, net: 832, vat: 158, vatRate: 19 });
    expect(result.total).toBe(21420 + 990);
  });

  it('keeps the home price for a German consumer with fixed_price', () => {
    const result = priceCart({
      lines: [line(hedgePlant(), 1)],
      settings: shopSettings({ fixed_price: true, discount_groups: [] }),
      invoiceAddress: munichConsumer,
    });
    expect(result.lines[0]).toMatchObject({ gross: 12000, vatRate: 19, vat: 1916, net: 10084 });
  });

  it('charges a German company with a uid the net price, without VAT', () => {
    const result = priceCart({
      lines: [line(hedgePlant(), 2)],
      settings: shopSettings(),
      customer,
      invoiceAddress: munichCompany,
    });
    expect(result.vatExempt).toBe(true);
    expect(result.lines[0]).toMatchObject({ grossBeforeDiscount: 20000, gross: 18000, vat: 0, vatRate: 0 });
    expect(result.vat).toEqual([{ rate: 0, net: 18990, vat: 0, gross: 18990 }]);
    expect(result.total).toBe(18990);
  });

  it('in exclusive mode prices entered net amounts', () => {
    const result = priceCart({
      lines: [line(hedgePlant({ price: 100 }), 1)],
      settings: shopSettings({ vat_type: 'exclusive', discount_groups: [] }),
      invoiceAddress: viennaConsumer,
    });
    expect(result.lines[0]).toMatchObject({ net: 10000, vat: 2000, gross: 12000 });
  });

  it('uses the fallback price 999 for a product without price', () => {
    const result = priceCart({
      lines: [line(hedgePlant({ price: null, discount_groups: [] }), 1)],
      settings: shopSettings(),
      invoiceAddress: viennaConsumer,
    });
    expect(result.lines[0]?.unitPrice).toBe(99900);
  });

  it('applies special offers only while they run, and the user’s own discount groups and percent', () => {
    const settings = shopSettings({
      discount_groups: [
        { uuid: 'may', type: 'flat', items: [{ from: 0, discount: 5 }], roles: ['alle'] },
        { uuid: 'gardeners', type: 'percent', items: [{ from: 0, discount: 5 }], roles: ['user'] },
      ],
    });
    const plant = hedgePlant({
      discount_groups: [],
      special_offers: [{ start: '2026-05-01', end: '2026-05-31', discount_groups: ['may'] }],
    });
    const priced = (date: string) =>
      priceCart({
        lines: [line(plant, 1)],
        settings,
        customer: { roles: ['user'], shop: { discount: 3, discount_groups: ['gardeners'] } },
        invoiceAddress: viennaConsumer,
        date,
      }).lines[0];
    // 120 € less 8 % = 110.40 €, less 5 € = 105.40 €
    expect(priced('2026-05-10')).toMatchObject({
      discountPercent: 8,
      discountFlatPerUnit: 500,
      gross: 10540,
    });
    expect(priced('2026-06-10')).toMatchObject({ discountPercent: 8, discountFlatPerUnit: 0, gross: 11040 });
  });

  it('ships free for pickup, for flagged users and at the shop threshold', () => {
    const base = { lines: [line(hedgePlant({ discount_groups: [] }), 1)], invoiceAddress: viennaConsumer };
    expect(
      priceCart({ ...base, settings: shopSettings(), shippingMethod: 'pickup' }).shippingDetails,
    ).toMatchObject({ cost: 0, freeReason: 'pickup' });
    expect(
      priceCart({ ...base, settings: shopSettings(), customer: { shop: { shipping_free: true } } }).shipping,
    ).toBe(0);
    expect(
      priceCart({ ...base, settings: shopSettings({ shipping_free_amount_treshhold: 120 }) }).shippingDetails
        .freeReason,
    ).toBe('shop_threshold');
    expect(
      priceCart({ ...base, settings: shopSettings({ shipping_free_amount_treshhold: 120.01 }) }).shipping,
    ).toBe(590);
  });

  it('ships to the alternate shipping address', () => {
    const result = priceCart({
      lines: [line(hedgePlant({ discount_groups: [] }), 1)],
      settings: shopSettings(),
      invoiceAddress: viennaConsumer,
      shippingAddress: munichConsumer,
    });
    expect(result).toMatchObject({ vatCountry: 'de', shipping: 990 });
  });

  it('skips lines without a positive amount', () => {
    const result = priceCart({
      lines: [line(hedgePlant(), 0), line(hedgePlant(), -1)],
      settings: shopSettings(),
      invoiceAddress: viennaConsumer,
    });
    expect(result).toMatchObject({ lines: [], items: 0, shipping: 0, total: 0 });
  });
});

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
      enteredPrice: 12000,
      unitPriceBefore: 12000,
      unitPrice: 10800,
      unitNet: 9000,
      discountPercent: 10,
      grossBeforeDiscount: 24000,
      discount: 2400,
      vatRate: 20,
      gross: 21600,
      shippingGroup: 'parcel',
    });
    // VAT out of 216.00 + 5.90 = 221.90 at 20 %: 221.90 / 1.2 = 184.9166… → 184.92
    expect(result).toMatchObject({
      items: 24000,
      discount: 2400,
      shipping: 590,
      net: 18492,
      vatTotal: 3698,
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

  it('taxes a product that names no VAT group, or only one the shop does not know, at the shop’s first (standard) group', () => {
    for (const vat_groups of [[], ['gone']]) {
      const vienna = priceCart({
        lines: [line(hedgePlant({ vat_groups, discount_groups: [] }), 1)],
        settings: shopSettings(),
        invoiceAddress: viennaConsumer,
      });
      expect(vienna.lines[0], String(vat_groups)).toMatchObject({
        unitPrice: 12000,
        unitNet: 10000,
        vatRate: 20,
      });
      // 120.00 + 5.90 shipping = 125.90 at 20 %: net 104.92, VAT 20.98
      expect(vienna.vat).toEqual([{ rate: 20, net: 10492, vat: 2098, gross: 12590 }]);
      const munich = priceCart({
        lines: [line(hedgePlant({ vat_groups, discount_groups: [] }), 1)],
        settings: shopSettings(),
        invoiceAddress: munichConsumer,
      });
      // 120 / 1.2 × 1.19 = 119.00
      expect(munich.lines[0]).toMatchObject({ unitPrice: 11900, vatRate: 19 });
    }
    // A shop without VAT groups has no rate to apply.
    const untaxed = priceCart({
      lines: [line(hedgePlant({ vat_groups: [], discount_groups: [] }), 1)],
      settings: shopSettings({ vat_groups: [] }),
      invoiceAddress: viennaConsumer,
    });
    expect(untaxed.lines[0]).toMatchObject({ unitPrice: 12000, vatRate: 0 });
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
    // 120 / 1.2 × 1.19 = 119.00; less 10 % = 107.10
    expect(result.lines[0]).toMatchObject({
      unitPriceBefore: 11900,
      unitPrice: 10710,
      grossBeforeDiscount: 23800,
      gross: 21420,
      vatRate: 19,
    });
    expect(result.shippingDetails).toMatchObject({ cost: 990, shares: [{ rate: 19, cost: 990 }] });
    // 224.10 / 1.19 = 188.3193… → 188.32
    expect(result.vat).toEqual([{ rate: 19, net: 18832, vat: 3578, gross: 22410 }]);
    expect(result.total).toBe(22410);
  });

  it('keeps the home price for a German consumer with fixed_price', () => {
    const result = priceCart({
      lines: [line(hedgePlant(), 1)],
      settings: shopSettings({ fixed_price: true, discount_groups: [] }),
      invoiceAddress: munichConsumer,
    });
    expect(result.lines[0]).toMatchObject({ unitPrice: 12000, gross: 12000, vatRate: 19 });
    // 129.90 / 1.19 = 109.1596… → 109.16
    expect(result.vat).toEqual([{ rate: 19, net: 10916, vat: 2074, gross: 12990 }]);
  });

  it('charges a German company with a uid the net price and net shipping, without VAT', () => {
    const result = priceCart({
      lines: [line(hedgePlant(), 2)],
      settings: shopSettings(),
      customer,
      invoiceAddress: munichCompany,
    });
    expect(result.vatExempt).toBe(true);
    expect(result.lines[0]).toMatchObject({
      unitPrice: 9000,
      grossBeforeDiscount: 20000,
      gross: 18000,
      vatRate: 0,
    });
    // shipping 9.90 / 1.19 = 8.3193… → 8.32
    expect(result.shippingDetails).toMatchObject({ cost: 832, shares: [{ rate: 0, cost: 832 }] });
    expect(result.vat).toEqual([{ rate: 0, net: 18832, vat: 0, gross: 18832 }]);
    expect(result.total).toBe(18832);
  });

  it('in exclusive mode prices entered net amounts', () => {
    const result = priceCart({
      lines: [line(hedgePlant({ price: 100 }), 1)],
      settings: shopSettings({ vat_type: 'exclusive', discount_groups: [] }),
      invoiceAddress: viennaConsumer,
    });
    expect(result.lines[0]).toMatchObject({ unitNet: 10000, unitPrice: 12000, gross: 12000 });
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

  it('splits shipping over mixed rates by the goods’ values', () => {
    const result = priceCart({
      lines: [
        line(hedgePlant({ price: 30, vat_groups: ['reduced'], discount_groups: [] }), 2),
        line(hedgePlant({ _id: 'spade', price: 25, discount_groups: [] }), 1),
      ],
      settings: shopSettings(),
      invoiceAddress: viennaConsumer,
    });
    // 5.90 × 60/85 = 4.1647 → 4.16; 5.90 × 25/85 = 1.7352 → 1.74 (the larger remainder takes the cent)
    expect(result.shippingDetails.shares).toEqual([
      { rate: 20, cost: 174 },
      { rate: 10, cost: 416 },
    ]);
    // 64.16 / 1.1 = 58.327… → 58.33; 26.74 / 1.2 = 22.283… → 22.28
    expect(result.vat).toEqual([
      { rate: 10, net: 5833, vat: 583, gross: 6416 },
      { rate: 20, net: 2228, vat: 446, gross: 2674 },
    ]);
    expect(result).toMatchObject({ net: 8061, vatTotal: 1029, gross: 9090, total: 9090 });
  });

  it('applies the special offers of the product’s groups', () => {
    const settings = shopSettings({
      discount_groups: [
        { uuid: 'autumn', type: 'percent', items: [{ from: 0, discount: 10 }], roles: ['alle'] },
      ],
    });
    const offer = { start: '2026-09-01', end: '2026-11-30', discount_groups: ['autumn'] };
    const plant = hedgePlant({ price: 29.9, discount_groups: [], product_groups: ['hedges'] });
    const priced = (productGroups: { _id: string; special_offers?: (typeof offer)[] }[]) =>
      priceCart({
        lines: [line(plant, 1)],
        settings,
        invoiceAddress: viennaConsumer,
        productGroups,
        date: '2026-10-01',
      }).lines[0];
    // 29.90 less 10 % = 26.91
    expect(priced([{ _id: 'hedges', special_offers: [offer] }])).toMatchObject({
      unitPrice: 2691,
      discount: 299,
    });
    expect(priced([{ _id: 'roses', special_offers: [offer] }])?.unitPrice).toBe(2990);
    expect(priced([{ _id: 'hedges' }])?.unitPrice).toBe(2990);
  });

  it('prices and weighs a variant with its own price and weight, the others as the product', () => {
    const apple = hedgePlant({
      price: 34.9,
      vat_groups: ['reduced'],
      discount_groups: [],
      variants: [
        { key: 'busch', value: 'Buschbaum' },
        { key: 'hoch', value: 'Hochstamm', price: 59.9, weight: 12 },
      ],
    });
    const priced = (variant: string) =>
      priceCart({
        lines: [{ item: apple, amount: 1, variant }],
        settings: shopSettings(),
        invoiceAddress: viennaConsumer,
      });
    expect(priced('hoch')).toMatchObject({ lines: [{ variant: 'hoch', unitPrice: 5990 }], shipping: 990 });
    expect(priced('busch')).toMatchObject({ lines: [{ variant: 'busch', unitPrice: 3490 }], shipping: 590 });
  });

  it('skips lines without a positive amount', () => {
    const result = priceCart({
      lines: [line(hedgePlant(), 0), line(hedgePlant(), -1)],
      settings: shopSettings(),
      invoiceAddress: viennaConsumer,
    });
    expect(result).toMatchObject({ lines: [], items: 0, shipping: 0, total: 0 });
  });

  describe('a split delivery', () => {
    // 2 thuja at 108 € (4 kg) ship now; 25 bare-root hornbeams at 8 € (0.5 kg each, 12.5 kg) later.
    const hornbeam = hedgePlant({
      _id: 'hainbuche',
      price: 8,
      vat_groups: ['reduced'],
      discount_groups: [],
      shipping_data: { weight: 0.5 },
    });
    const cart = [line(hedgePlant(), 2), line(hornbeam, 25)];
    const later = new Set([1]);

    it('charges each shipment by its own weight', () => {
      const one = priceCart({ lines: cart, settings: shopSettings(), invoiceAddress: viennaConsumer });
      // 16.5 kg in one parcel: the 31.5 kg step, 9.90 €.
      expect(one).toMatchObject({ shipping: 990, total: 42590 });
      const two = priceCart({
        lines: cart,
        settings: shopSettings(),
        invoiceAddress: viennaConsumer,
        secondShipment: later,
      });
      // 4 kg now (5.90 €) and 12.5 kg later (9.90 €).
      // Items before the thuja’s 10 % discount: 240 € + 200 €.
      expect(two).toMatchObject({ items: 44000, discount: 2400, shipping: 1580, total: 43180 });
      expect(two.shippingDetails.groups).toEqual([
        { uuid: 'parcel', units: 16.5, goods: 41600, cost: 1580, free: false, unavailable: false },
      ]);
      // 15.80 € over 216 € at 20 % and 200 € at 10 %: 8.20 € and 7.60 €.
      expect(two.shippingDetails.shares).toEqual([
        { rate: 20, cost: 820 },
        { rate: 10, cost: 760 },
      ]);
    });

    it('ships both free when the whole order reaches a threshold, though neither shipment does', () => {
      const shop = priceCart({
        lines: cart,
        settings: shopSettings({ shipping_free_amount_treshhold: 300 }),
        invoiceAddress: viennaConsumer,
        secondShipment: later,
      });
      expect(shop).toMatchObject({ shipping: 0, total: 41600 });
      const group = priceCart({
        lines: cart,
        settings: shopSettings({
          shipping_groups: [
            { ...shopSettings().shipping_groups![0]!, shipping_free_amount_treshhold: { at: 400 } },
          ],
        }),
        invoiceAddress: viennaConsumer,
        secondShipment: later,
      });
      expect(group).toMatchObject({ shipping: 0, total: 41600 });
    });

    it('adds the zip range surcharge to each shipment', () => {
      const result = priceCart({
        lines: cart,
        settings: shopSettings({
          shipping_countries: [
            { code: 'at', zips: [{ start: '6000', end: '6999', costs: 3 }] },
            { code: 'de' },
          ],
        }),
        invoiceAddress: { ...viennaConsumer, zip: '6020' },
        secondShipment: later,
      });
      // (5.90 + 3) + (9.90 + 3)
      expect(result).toMatchObject({ shipping: 2180, total: 43780 });
      expect(result.shippingDetails.surcharge).toBe(600);
    });

    it('is one shipment when nothing ships later, and charges pickup nothing', () => {
      const none = priceCart({
        lines: cart,
        settings: shopSettings(),
        invoiceAddress: viennaConsumer,
        secondShipment: new Set(),
      });
      expect(none.shipping).toBe(990);
      const pickup = priceCart({
        lines: cart,
        settings: shopSettings(),
        invoiceAddress: viennaConsumer,
        shippingMethod: 'pickup',
        secondShipment: later,
      });
      expect(pickup.shipping).toBe(0);
    });
  });
});

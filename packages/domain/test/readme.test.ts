import { describe, expect, it } from 'vitest';
import { fromCents, normalizeCartLines, offeredPaymentMethods, priceCart } from '../src';

// The README's example, kept compiling and correct.
describe('README example', () => {
  it('prices the cart as the README shows', () => {
    const settings = {
      home_country: 'at',
      vat_type: 'inclusive', // prices are entered incl. the home country's VAT
      fixed_price: false,
      shipping_free_amount_treshhold: 300, // the spec's spelling
      vat_groups: [{ uuid: 'standard', rates: { at: 20, de: 19 } }],
      discount_groups: [
        { uuid: 'spring', type: 'percent', items: [{ from: 100, discount: 10 }], roles: ['alle'] },
      ],
      shipping_groups: [
        {
          uuid: 'parcel',
          type: 'weight',
          unit: [
            { max: 10, costs: { at: 5.9, de: 9.9 } },
            { max: 31.5, costs: { at: 9.9, de: 14.9 } },
          ],
        },
      ],
      shipping_countries: [{ code: 'at' }, { code: 'de' }],
      paymentsources: { prepayment: { enabled: true }, klarna: { enabled: true, min: 10, max: 1000 } },
    } as const;

    const thuja = {
      _id: 'thuja',
      price: 120,
      vat_groups: ['standard'],
      discount_groups: ['spring'],
      shipping_groups: ['parcel'],
      shipping_data: { weight: 2 },
    };

    const breakdown = priceCart({
      lines: normalizeCartLines([{ item: thuja, amount: 2 }]),
      settings,
      customer: { roles: ['user'], shop: { discount: 0 } },
      invoiceAddress: { type: 'person', country: 'at', zip: '1010' },
      shippingMethod: 'shipping', // or 'pickup'
      voucher: 50, // euros left on the voucher
      date: new Date(), // special offers are checked against this
    });

    expect(breakdown).toMatchObject({
      items: 24000,
      discount: 2400,
      shipping: 590,
      voucherUsed: 5000,
      voucherRemaining: 0,
      total: 17190,
    });
    expect(breakdown.vat).toEqual([{ rate: 20, net: 18492, vat: 3698, gross: 22190 }]);
    expect(fromCents(breakdown.total)).toBe(171.9);
    expect(
      offeredPaymentMethods({
        paymentsources: settings.paymentsources,
        customer: null,
        totalCents: breakdown.total,
        country: 'at',
      }),
    ).toEqual(['prepayment', 'klarna']);
  });
});

import type { CartLine, CartProduct, ShopSettings } from '../src';

/** Shop settings of the examples: Austria, prices incl. VAT, Germany and Austria shipped. */
export function shopSettings(overrides: Partial<ShopSettings> = {}): ShopSettings {
  return {
    home_country: 'at',
    vat_type: 'inclusive',
    fixed_price: false,
    show_sold_out: false,
    shipping_free_amount_treshhold: null,
    vat_groups: [
      { uuid: 'standard', rates: { at: 20, de: 19 } },
      { uuid: 'reduced', rates: { at: 10, de: 7 } },
    ],
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
    paymentsources: {
      prepayment: { enabled: true },
      klarna: { enabled: true, min: 10, max: 1000 },
      eps: { enabled: true },
    },
    ...overrides,
  };
}

/** A hedge plant: 120 € incl. VAT, standard VAT, 2 kg, in the spring discount. */
export function hedgePlant(overrides: Partial<CartProduct> = {}): CartProduct {
  return {
    _id: 'thuja',
    price: 120,
    vat_groups: ['standard'],
    discount_groups: ['spring'],
    shipping_groups: ['parcel'],
    shipping_data: { weight: 2 },
    ...overrides,
  };
}

/** A cart line of a product. */
export function line(item: CartProduct, amount = 1, customization?: unknown): CartLine {
  return customization === undefined ? { item, amount } : { item, amount, customization };
}

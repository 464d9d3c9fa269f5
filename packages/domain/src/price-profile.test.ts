import { describe, expect, it } from 'vitest';
import { priceProfileOf, rolesThatChangePrices } from './price-profile';
import { priceCart } from './totals';
import type { Customer, DiscountGroup, ShopSettings } from './types';

const group = (uuid: string, roles: string[], discount = 10): DiscountGroup => ({
  uuid,
  type: 'percent',
  items: [{ from: 0, discount }],
  roles,
});

const settings: ShopSettings = {
  home_country: 'at',
  vat_groups: [{ uuid: 'normal', name: 'Normal', rates: { at: 20, de: 19 } }],
  discount_groups: [group('kunden', ['user'], 5), group('alle', ['alle']), group('niemand', [])],
};

describe('rolesThatChangePrices', () => {
  it('names the roles of the discount groups and of the active shipping discount rules, not everyone', () => {
    expect(
      rolesThatChangePrices(settings, [
        { roles: ['guest', 'alle'], active: true },
        { roles: ['internal'], active: false },
        {},
      ]),
    ).toEqual(['guest', 'user']);
    expect(rolesThatChangePrices({}, [])).toEqual([]);
  });
});

describe('priceProfileOf', () => {
  const roles = rolesThatChangePrices(settings, []);

  it('keeps only the roles that change prices and the terms pricing reads', () => {
    expect(
      priceProfileOf(
        {
          roles: ['user', 'admin', 'user'],
          shop: {
            discount: 20,
            discount_groups: ['niemand', 'unbekannt', 'kunden', 'kunden'],
            shipping_free: false,
            shipping_free_amount_treshhold: '500',
            paymentsources: { invoice: { enabled: true } },
          },
        },
        settings,
        roles,
      ),
    ).toEqual({
      roles: ['user'],
      shop: { discount: 20, discount_groups: ['kunden', 'niemand'], shipping_free_amount_treshhold: 500 },
    });
  });

  it('gives customers without such roles or terms the profile of nobody', () => {
    const nobody = priceProfileOf(null, settings, roles);
    expect(nobody).toEqual({ roles: [], shop: null });
    expect(
      priceProfileOf({ roles: ['admin'], shop: { discount: 0, discount_groups: [] } }, settings, roles),
    ).toEqual(nobody);
    expect(priceProfileOf({ roles: ['user'] }, settings, [])).toEqual(nobody);
  });

  it('prices every product alike for a customer and their profile', () => {
    const product = { _id: 'p', price: 49.9, vat_groups: ['normal'], discount_groups: ['alle'] };
    const customers: Customer[] = [
      { roles: ['user', 'admin'], shop: { discount: 20, discount_groups: ['kunden', 'x'] } },
      { roles: ['user'], shop: { shipping_free: true, paymentsources: {} } },
      { roles: ['guest'], shop: null },
    ];
    for (const customer of customers) {
      const price = (who: Customer) =>
        priceCart({
          lines: [{ item: product, amount: 3 }],
          settings,
          customer: who,
          invoiceAddress: { country: 'de' },
        });
      expect(price(priceProfileOf(customer, settings, roles))).toEqual(price(customer));
    }
  });
});

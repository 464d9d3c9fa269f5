import { enteredPriceOf, priceCart, toCents, type PricingAddress } from '@gartenwerk/domain';
import { databaseKinds } from '@gartenwerk/test-helpers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD } from '../../test/support';
import { getConfig } from '../areas/config/service';
import type { Product } from '../areas/shop-product/schemas';
import { toProduct } from '../areas/shop-product/service';
import { offeringGroups } from '../areas/shop-productgroup/service';
import { productColumns, shopProducts } from '../areas/shop-product/table';
import type { ProductGroup } from '../areas/shop-productgroup/schemas';
import type { DatabaseHandle } from '../core/db';
import { runInitialSeed } from './seed';
import { DEMO_VAT_GROUPS, seedDemoShop } from './shop';

const person = (country: string): PricingAddress => ({
  type: 'person',
  country,
  zip: country === 'de' ? '80331' : '3500',
});
const company = (country: string): PricingAddress => ({
  type: 'company',
  company: 'Gärtnerei Blum KG',
  country,
  zip: country === 'de' ? '80331' : '3500',
  uid: country === 'de' ? 'DE123456789' : 'ATU12345678',
  uid_confirmed: true,
});
const customers = {
  guest: null,
  customer: { roles: ['user'], shop: null },
  reseller: { roles: ['user'], shop: { discount_groups: ['wiederverkauf'] } },
};

// Every seeded product and variant, both countries, person and company, every kind of customer.
describe.each(await databaseKinds())('prices of the demo shop on %s', (kind) => {
  let database: DatabaseHandle;
  let products: Product[];
  let productGroups: ProductGroup[];
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await runInitialSeed(database.db, { adminEmail: TEST_ADMIN_EMAIL, adminPassword: TEST_ADMIN_PASSWORD });
    await seedDemoShop(database.db);
    products = (await database.db.select(productColumns).from(shopProducts)).map(toProduct);
    productGroups = await offeringGroups(database.db);
  });
  afterAll(() => database.close());

  it('add up for every product and variant, country, address type and customer', async () => {
    const settings = (await getConfig(database.db)).components.shop;
    expect(settings.vat_groups).toEqual(DEMO_VAT_GROUPS);
    let carts = 0;
    for (const product of products.filter((candidate) => typeof candidate.price === 'number')) {
      for (const variant of ['', ...product.variants.map((entry) => entry.key)]) {
        for (const country of ['at', 'de']) {
          for (const address of [person(country), company(country)]) {
            for (const [name, customer] of Object.entries(customers)) {
              const label = `${product.title} ${variant} ${country} ${address.type} ${name}`;
              const result = priceCart({
                lines: [{ item: product, amount: 3, variant }],
                settings,
                customer,
                invoiceAddress: address,
                productGroups,
                voucher: 10,
              });
              const [line] = result.lines;
              carts++;
              // In Austria a consumer pays the entered price before discounts, exactly.
              if (country === 'at') {
                expect(line!.unitPriceBefore, label).toBe(enteredPriceOf(product, variant));
              }
              expect(line!.unitPrice * 3, label).toBe(line!.gross);
              expect(line!.unitPriceBefore * 3, label).toBe(line!.grossBeforeDiscount);
              expect(line!.gross + result.shipping - result.voucherUsed, label).toBe(result.total);
              expect(result.discount, label).toBeGreaterThanOrEqual(0);
              expect(result.discount, label).toBeLessThanOrEqual(result.items);
              for (const row of result.vat) expect(row.net + row.vat, label).toBe(row.gross);
              expect(
                result.vat.reduce((sum, row) => sum + row.gross, 0),
                label,
              ).toBe(result.gross);
              expect(
                result.vat.reduce((sum, row) => sum + row.vat, 0),
                label,
              ).toBe(result.vatTotal);
              // Only a confirmed company abroad is exempt, and it pays no VAT.
              expect(result.vatExempt, label).toBe(address.type === 'company' && country === 'de');
              if (result.vatExempt) expect(result.vatTotal, label).toBe(0);
            }
          }
        }
      }
    }
    expect(carts).toBeGreaterThan(600);
  });

  it('prices the apple’s Halbstamm and Hochstamm with their own prices, the Buschbaum with the apple’s', () => {
    const apple = products.find((product) => product.title === "Apfel 'Elstar'")!;
    expect(enteredPriceOf(apple, 'hochstamm')).toBe(toCents(59.9));
    expect(enteredPriceOf(apple, 'halbstamm')).toBe(toCents(44.9));
    expect(enteredPriceOf(apple, 'busch')).toBe(toCents(34.9));
  });
});

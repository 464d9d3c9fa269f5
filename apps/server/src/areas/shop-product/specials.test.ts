import { databaseKinds } from '@gartenwerk/test-helpers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminCalls,
  call,
  configureShop,
  createProduct,
  startTestServer,
  type TestServer,
} from '../../../test/support';
import type { ProductGroup } from '../shop-productgroup/schemas';
import type { Product } from './schemas';

const DAY = 24 * 60 * 60 * 1000;
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString();

describe.each(await databaseKinds())('specials on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
    await configureShop(server, (shop) => {
      shop.discount_groups = [
        { uuid: 'aktion', type: 'percent', items: [{ from: 0, discount: 10 }], roles: ['alle'] },
      ];
    });

    const running = [{ start: iso(-1), end: iso(1), discount_groups: ['aktion'] }];
    const over = [{ start: iso(-10), end: iso(-1), discount_groups: ['aktion'] }];
    const onSale = await group({ title: 'Rosen im Angebot', special_offers: running });
    const past = await group({ title: 'Stauden', special_offers: over });
    const hiddenGroup = await group({ title: 'Versteckt', offline: true, special_offers: running });
    await product({
      title: 'Buchs ohne Ende',
      special_offers: [{ start: iso(-1), discount_groups: ['aktion'] }],
    });
    await product({ title: 'Buchs vorbei', special_offers: over });
    await product({ title: 'Buchs offline', offline: true, special_offers: running });
    await product({ title: 'Rose Gloria Dei', product_groups: [onSale._id] });
    await product({ title: 'Staude Phlox', product_groups: [past._id] });
    await product({ title: 'Rose versteckt', product_groups: [hiddenGroup._id] });
  });
  afterAll(() => server.close());

  const admin = adminCalls(() => server);
  const group = (payload: object) =>
    admin('POST', '/api/v0/shop_productgroup/', payload).then((response) => response.json<ProductGroup>());
  const product = (fields: Record<string, unknown>) => createProduct(server, { price: 9.9, ...fields });

  it('lists the products with a running offer of their own, then those of groups on offer', async () => {
    const response = await call(server, 'GET', '/api/v0/shop/specials');
    expect(response.statusCode).toBe(200);
    const { items, total } = response.json<{ items: Product[]; total: number }>();
    expect(items.map((item) => item.title)).toEqual(['Buchs ohne Ende', 'Rose Gloria Dei']);
    expect(total).toBe(2);
  });

  it('answers the groups and the products with running offers for the specials page', async () => {
    const response = await call(server, 'GET', '/api/v0/shop/getpagespecials');
    const { groups, products } = response.json<{ groups: ProductGroup[]; products: Product[] }>();
    expect(groups.map((item) => item.title)).toEqual(['Rosen im Angebot']);
    expect(products.map((item) => item.title)).toEqual(['Buchs ohne Ende']);
  });
});

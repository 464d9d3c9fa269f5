import { setupContractServer } from '@gartenwerk/test-helpers/msw-contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  CATALOGUE_COLOR_IN_USE_MESSAGE,
  CATALOGUE_GROUP_IN_USE_MESSAGE,
  createShopAdminCatalogueHandlers,
  demoConfig,
} from './msw';
import { shopAdminCatalogueApi, shopGroupChoices } from './shop-admin-catalogue';
import { shopColorApi } from './shop-color';
import { createStore } from './store';

const baseUrl = 'http://shop.test';
const server = setupContractServer();
const requests: Array<{ method: string; url: string; body?: unknown }> = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
  requests.length = 0;
});
afterAll(() => server.close());

function start() {
  server.use(...createShopAdminCatalogueHandlers());
  server.events.on('request:start', async ({ request }) => {
    const text = await request.clone().text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    requests.push({ method: request.method, url: request.url, body });
  });
  return createStore({ baseUrl });
}

const { endpoints } = shopAdminCatalogueApi;

describe('admin catalogue endpoints', () => {
  it('sends the product filters as query parameters, leaving out empty ones', async () => {
    const store = start();
    const result = await store.dispatch(
      endpoints.getCatalogueProducts.initiate({
        search: '',
        offline: true,
        type: 'voucher',
        limit: 20,
        skip: 0,
      }),
    );
    expect(requests.at(-1)?.url).toBe(
      `${baseUrl}/api/v0/shop_product/?offline=true&type=voucher&limit=20&skip=0`,
    );
    expect(result.data?.items.map((product) => product.title)).toEqual(['Gutschein 50 €']);
  });

  it('takes products offline in one PUT and refetches the list', async () => {
    const store = start();
    const list = store.dispatch(endpoints.getCatalogueProducts.initiate({ offline: false }));
    expect((await list).data?.total).toBe(2);
    await store
      .dispatch(endpoints.setProductsOffline.initiate({ ids: ['product-thuja'], offline: true }))
      .unwrap();
    expect(requests.find((request) => request.method === 'PUT')).toEqual({
      method: 'PUT',
      url: `${baseUrl}/api/v0/shop_product/offline`,
      body: { ids: ['product-thuja'], offline: true },
    });
    // The invalidated list is fetched again.
    await expect
      .poll(
        async () =>
          (await store.dispatch(endpoints.getCatalogueProducts.initiate({ offline: false }))).data?.total,
      )
      .toBe(1);
    list.unsubscribe();
  });

  it('changes a product with PUT /:id and passes the server message of a refused delete on', async () => {
    const store = start();
    const changed = await store
      .dispatch(endpoints.updateCatalogueProduct.initiate({ _id: 'product-rose', price: 15 }))
      .unwrap();
    expect(changed.price).toBe(15);
    expect(requests.at(-1)).toMatchObject({
      method: 'PUT',
      url: `${baseUrl}/api/v0/shop_product/product-rose`,
      body: { price: 15 },
    });
    await expect(
      store.dispatch(endpoints.removeCatalogueGroup.initiate('group-hedges')).unwrap(),
    ).rejects.toMatchObject({
      status: 409,
      message: CATALOGUE_GROUP_IN_USE_MESSAGE,
    });
    await expect(
      store.dispatch(shopColorApi.endpoints.removeCatalogueColor.initiate('color-green')).unwrap(),
    ).rejects.toMatchObject({
      status: 409,
      message: CATALOGUE_COLOR_IN_USE_MESSAGE,
    });
  });

  it('adjusts stock and reads levels below a limit', async () => {
    const store = start();
    const movement = await store
      .dispatch(
        endpoints.adjustStock.initiate({ product: 'product-rose', delta: -38, reason: 'Verkauf im Laden' }),
      )
      .unwrap();
    expect(movement).toMatchObject({ delta: -38, quantity: 2, reason: 'Verkauf im Laden' });
    const low = await store.dispatch(endpoints.getStockLevels.initiate({ below: 5 }));
    expect(requests.at(-1)?.url).toBe(`${baseUrl}/api/v0/shop_stock/?below=5`);
    expect(low.data?.items.map((level) => [level.title, level.quantity])).toEqual([
      ['Rose Gloria Dei', 2],
      ["Thuja 'Smaragd'", 3],
    ]);
  });

  it('reads the VAT, shipping and discount groups of the shop settings', () => {
    expect(shopGroupChoices(demoConfig)).toEqual({
      vat_groups: [],
      shipping_groups: [],
      discount_groups: [],
    });
    const config = {
      ...demoConfig,
      components: {
        ...demoConfig.components,
        shop: {
          ...demoConfig.components.shop,
          vat_groups: [{ uuid: 'pflanzen', name: 'Pflanzen', rates: {} }],
        },
      },
    };
    expect(shopGroupChoices(config).vat_groups).toEqual([{ uuid: 'pflanzen', name: 'Pflanzen', rates: {} }]);
  });
});

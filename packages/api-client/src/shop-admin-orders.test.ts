import { setupContractServer } from '@gartenwerk/test-helpers/msw-contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createShopAdminOrdersHandlers, type SentShopMail } from './msw';
import { orderPdfUrl, shopAdminOrdersApi } from './shop-admin-orders';
import { createStore } from './store';

const baseUrl = 'http://shop.test';
const server = setupContractServer();
const urls: URL[] = [];

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', ({ request }) => {
    urls.push(new URL(request.url));
  });
});
afterEach(() => {
  server.resetHandlers();
  urls.length = 0;
});
afterAll(() => server.close());

describe('shop admin orders endpoints', () => {
  it('turns page and limit into skip and limit and leaves an empty search out', async () => {
    server.use(...createShopAdminOrdersHandlers());
    const store = createStore({ baseUrl });
    const second = await store.dispatch(
      shopAdminOrdersApi.endpoints.getOrders.initiate({ page: 2, limit: 2, search: '' }),
    );
    expect(urls.at(-1)?.search).toBe('?limit=2&skip=2');
    expect(second.data?.total).toBe(3);
    expect(second.data?.items.map((order) => order._id)).toEqual(['order-1001']);
    const byOwner = await store.dispatch(
      shopAdminOrdersApi.endpoints.getOrders.initiate({ owner: 'user-1', status: 'open' }),
    );
    expect(byOwner.data?.items.map((order) => order._id)).toEqual(['order-1003']);
  });

  it('marks an order shipped and refetches the lists that show it', async () => {
    const sent: SentShopMail[] = [];
    server.use(...createShopAdminOrdersHandlers({ sent }));
    const store = createStore({ baseUrl });
    const list = store.dispatch(shopAdminOrdersApi.endpoints.getOrders.initiate({ status: 'open' }));
    expect((await list).data?.total).toBe(1);

    const shipped = await store
      .dispatch(shopAdminOrdersApi.endpoints.markOrderShipped.initiate('order-1003'))
      .unwrap();
    expect(shipped).toMatchObject({ shipped: true, status: 'partial' });
    expect(urls.some((url) => url.pathname === '/api/v0/shop/markShipped/')).toBe(true);
    expect(sent).toEqual([{ to: 'anna.berger@example.at', template: 'orderShipped' }]);
    // The invalidated list refetches for its subscriber.
    const openOrders = shopAdminOrdersApi.endpoints.getOrders.select({ status: 'open' });
    await expect.poll(() => openOrders(store.getState() as never).data?.total).toBe(0);
    list.unsubscribe();
  });

  it('answers a price request and passes the server’s refusal on', async () => {
    server.use(...createShopAdminOrdersHandlers());
    const store = createStore({ baseUrl });
    const answered = await store
      .dispatch(
        shopAdminOrdersApi.endpoints.updatePriceRequest.initiate({ _id: 'request-2', answer: 'Angebot' }),
      )
      .unwrap();
    expect(answered.status).toBe('answered');
    await expect(
      store.dispatch(shopAdminOrdersApi.endpoints.getOrder.initiate('gibtsnicht')).unwrap(),
    ).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it('names the PDF of an order', () => {
    expect(orderPdfUrl('a/b')).toBe('/api/v0/shop_order/a%2Fb/pdf');
  });
});

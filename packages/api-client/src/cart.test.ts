import { setupContractServer } from '@gartenwerk/test-helpers/msw-contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cartApi, type CartLineInput } from './cart';
import { createCartHandlers, demoProducts } from './msw';
import { createStore } from './store';

const baseUrl = 'http://shop.test';
const server = setupContractServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('cart endpoints', () => {
  it('puts a cart with PUT and keeps the answer as the cached cart of that kind', async () => {
    const carts: Partial<Record<'cart' | 'favorites', CartLineInput[]>> = {};
    server.use(...createCartHandlers({ products: demoProducts, carts }));
    const store = createStore({ baseUrl });
    const put = await store.dispatch(
      cartApi.endpoints.putCart.initiate({
        kind: 'favorites',
        lines: [
          { item: 'product-thuja', amount: 2, order_desc: 'Hecke' },
          { item: 'product-gone', amount: 1 },
          { item: 'product-apple', amount: 0 },
        ],
      }),
    );
    expect(put.data?.lines.map((line) => [line.item.title, line.amount])).toEqual([
      ['Lebensbaum Smaragd', 2],
    ]);
    expect(put.data?.removed).toEqual([{ item: 'product-gone' }]);
    expect(carts.favorites).toEqual([{ item: 'product-thuja', amount: 2, order_desc: 'Hecke' }]);
    await vi.waitFor(() => {
      const cached = cartApi.endpoints.getCart.select('favorites')(store.getState());
      expect(cached.data?.lines[0]?.item._id).toBe('product-thuja');
    });
    expect(carts.cart).toBeUndefined();
  });
});

import { setupContractServer } from '@gartenwerk/test-helpers/msw-contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createShopAdminSettingsHandlers,
  createShopVoucherHandlers,
  demoConfig,
  demoShopCountries,
  demoVoucherTemplates,
  demoVouchers,
} from './msw';
import { ApiRequestError } from './request';
import { shopAdminSettingsApi } from './shop-admin-settings';
import { fetchVoucherPreview, shopVoucherApi } from './shop-voucher';
import { createStore } from './store';

const baseUrl = 'http://shop.test';
const server = setupContractServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function start() {
  const mock = createShopAdminSettingsHandlers({ config: demoConfig, countries: demoShopCountries });
  const vouchers = createShopVoucherHandlers({ vouchers: demoVouchers, templates: demoVoucherTemplates });
  server.use(...mock.handlers, ...vouchers.handlers);
  return { store: createStore({ baseUrl }), data: mock.data };
}

describe('shop admin settings endpoints', () => {
  it('replaces components.shop and sends the other components back unchanged', async () => {
    const { store, data } = start();
    let body: unknown;
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'PUT') body = await request.clone().json();
    });
    const shop = {
      ...demoConfig.components.shop,
      vat_groups: [{ uuid: 'normal', name: 'Normal', rates: { at: 20 } }],
    };
    const result = await store.dispatch(
      shopAdminSettingsApi.endpoints.updateShopSettings.initiate({ components: demoConfig.components, shop }),
    );
    expect(result.data?.components.shop.vat_groups).toEqual(shop.vat_groups);
    expect(body).toEqual({ components: { ...demoConfig.components, shop } });
    expect(data.config.components.auth).toEqual(demoConfig.components.auth);
  });

  it('asks for the vouchers of a calendar range and changes one by its id', async () => {
    const { store } = start();
    const urls: string[] = [];
    server.events.on('request:start', ({ request }) => void urls.push(`${request.method} ${request.url}`));
    const spring = await store.dispatch(
      shopVoucherApi.endpoints.listVouchers.initiate({
        from: '2026-04-01T00:00:00.000Z',
        until: '2026-04-30T23:59:59.999Z',
      }),
    );
    expect(spring.data?.items.map((voucher) => voucher.code)).toEqual(['GW-WILL-KOMM', 'GW-FRUE-HLNG']);
    const changed = await store.dispatch(
      shopVoucherApi.endpoints.updateVoucher.initiate({ _id: 'voucher-2', remaining: 5 }),
    );
    expect(changed.data).toMatchObject({ code: 'GW-FRUE-HLNG', remaining: 5 });
    expect(urls).toContain(`PUT ${baseUrl}/api/v0/shop_voucher/voucher-2`);
  });

  it('fetches the preview as a PDF blob and rejects with the server message', async () => {
    start();
    const blob = await fetchVoucherPreview({ template: 'template-classic', value: 50 }, { baseUrl });
    expect(blob.type).toBe('application/pdf');
    expect((await blob.text()).startsWith('%PDF-')).toBe(true);
    const failure = await fetchVoucherPreview({ template: 'gibt-es-nicht' }, { baseUrl }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect(failure).toMatchObject({ status: 404, message: 'voucher template not found' });
  });
});

import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useShopInBrowser } from './browser';
import { apiLogin, callApi, type RunningShop } from './server';

// Screenshots go next to the test results, for a person to look at; the assertions do not read them.
const SHOTS = join(import.meta.dirname, '..', '.screenshots', 'admin');

describe('a goods receipt on the stock screen', () => {
  let shop: RunningShop;
  let page: Page;
  let orderId: string;
  let orderNumber: string;
  useShopInBrowser((opened) => ({ shop, page } = opened), {
    page: { viewport: { width: 390, height: 844 } },
    adminAt: '/admincenter/dashboard',
  });

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    const token = await apiLogin(shop.baseUrl);
    const api = <T>(method: string, path: string, body?: unknown) =>
      callApi<T>(shop.baseUrl, token, method, path, body);
    const vendor = await api<{ _id: string }>('POST', '/api/v1/invoice/vendor/', {
      company: 'Baumschule Lorenz GmbH',
      address: 'Gewerbepark 4',
      zip: '3430',
      city: 'Tulln',
    });
    const product = await api<{ _id: string }>('POST', '/api/v0/shop_product/', {
      title: 'Thuja Brabant',
      price: 29.9,
      variants: [{ key: '150', value: '125–150 cm' }],
    });
    const item = await api<{ _id: string }>('POST', '/api/v0/invoice/item/', {
      title: 'Thuja Brabant 125–150 cm',
      price: 12,
      vat_rate: 13,
      product_id: product._id,
      product_variant: '150',
    });
    const order = await api<{ _id: string; number: string }>('POST', '/api/v0/invoice/', {
      type: 'vendor_order',
      vendor_id: vendor._id,
      issue: true,
      lines: [
        {
          title: 'Thuja Brabant 125–150 cm',
          amount: 25,
          unit: 'Stk.',
          price: 12,
          vat_rate: 13,
          item_id: item._id,
        },
      ],
    });
    ({ _id: orderId, number: orderNumber } = order);
    await api('POST', '/api/v1/invoice/receive', { _id: orderId });
  });

  it.each([390, 1440])(
    'lists the receipt at %i px, linking its vendor order, without scrolling sideways',
    async (width) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${shop.baseUrl}/admincenter/shop/stock`);
      const movements = page.getByRole('table', { name: 'Letzte Bewegungen' });
      const link = movements.getByRole('link', { name: `Wareneingang ${orderNumber}` });
      await link.waitFor();
      const row = movements.getByRole('row').filter({ hasText: `Wareneingang ${orderNumber}` });
      expect(await row.getByRole('cell').allInnerTexts()).toEqual([
        expect.any(String),
        'Thuja Brabant',
        '125–150 cm',
        '+25',
        '25',
        `Wareneingang ${orderNumber}`,
      ]);
      expect(await link.getAttribute('href')).toBe(`/admincenter/accounting/vendor_order/edit/${orderId}`);
      await page.waitForLoadState('networkidle');
      const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scroll).toBeLessThanOrEqual(width);
      await page.screenshot({ path: join(SHOTS, `stock-goods-receipt-${width}.png`), fullPage: true });
      await page
        .locator('section[aria-labelledby="stock-latest-movements"]')
        .screenshot({ path: join(SHOTS, `stock-goods-receipt-movements-${width}.png`) });
    },
  );
});

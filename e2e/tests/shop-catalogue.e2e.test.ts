import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '@gartenwerk/test-helpers';
import { fillLogin, waitForHydration } from './browser';
import { ADMIN, startShop, type RunningShop } from './server';

const CUSTOMER = { handle: 'kundin.huber@example.at', password: 'Feldahorn-Hecke-2026!' };

interface ProductJson {
  _id: string;
  title: string;
  variants: Array<{ key: string; value: string }>;
  colors: string[];
}

describe('shop catalogue and carts in the browser', () => {
  let shop: RunningShop;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let adminToken = '';
  let products: ProductJson[] = [];

  const url = (path: string) => `${shop.baseUrl}${path}`;
  async function api<T>(method: string, path: string, body?: unknown, token = adminToken): Promise<T> {
    const response = await fetch(url(path), {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  }
  const login = async (handle: string, password: string) =>
    (await api<{ token: string }>('POST', '/api/v0/auth/login', { handle, password })).token;
  const product = (title: string) => products.find((candidate) => candidate.title === title)!;

  beforeAll(async () => {
    shop = await startShop();
    adminToken = await login(ADMIN.handle, ADMIN.password);
    products = (await api<{ items: ProductJson[] }>('GET', '/api/v0/shop_product/')).items;
    // A customer with an individual discount of 10 %, who already has a line in the cart.
    const customer = await api<{ _id: string }>('POST', '/api/v0/auth/', {
      handle: CUSTOMER.handle,
      name: 'Kundin Huber',
      roles: ['user'],
      password: CUSTOMER.password,
    });
    await api('PUT', '/api/v0/auth/', { _id: customer._id, userData: { shop: { discount: 10 } } });
    const maple = product('Feldahorn (Acer campestre)');
    await api(
      'PUT',
      '/api/v0/shop/cart/',
      [{ item: maple._id, amount: 2, variant: maple.variants[0]!.key }],
      await login(CUSTOMER.handle, CUSTOMER.password),
    );
    // The yew is sold out.
    await api('PUT', `/api/v0/shop_product/${product('Eibe (Taxus baccata)')._id}`, { available: false });

    browser = await launchChromium();
    context = await browser.newContext({ locale: 'de-AT' });
    page = await context.newPage();
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await shop?.stop();
  });

  const cartRow = (title: string) => page.getByRole('article', { name: title });
  /** The cart page's lines: product title and amount. */
  const cartLines = () =>
    page.evaluate(() =>
      Array.from(document.querySelectorAll('.cart-line')).map((line) => [
        line.querySelector('h2 a')?.textContent ?? '',
        // The value shown, not the attribute, which a client render need not write.
        line.querySelector<HTMLInputElement>('input[role="spinbutton"]')?.value ?? '',
      ]),
    );

  it('lets a guest browse a group, open a product and put three into the cart, kept over a reload', async () => {
    await page.goto(url('/shop'));
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Heckenpflanzen' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Heckenpflanzen' }).waitFor();
    await page.getByRole('link', { name: "Glanzmispel 'Red Robin'" }).click();
    await page.getByRole('heading', { level: 1, name: "Glanzmispel 'Red Robin'" }).waitFor();
    expect(page.url()).toMatch(/\/shop\/[^/]+\/[^/]+$/);
    await page.getByText('Neu', { exact: true }).waitFor();
    await page.getByText('inkl. 13 % USt.').first().waitFor();
    await page.getByRole('radio', { name: '80–100 cm' }).check();
    await page.getByLabel('Menge', { exact: true }).fill('3');
    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    await page.getByText("3 × „Glanzmispel 'Red Robin'“ (80–100 cm) liegt im Warenkorb.").waitFor();
    await page.getByRole('link', { name: 'Warenkorb (3)' }).waitFor();
    await page.screenshot({ path: '/tmp/storefront-catalogue-product.png', fullPage: true });

    await page.goto(url('/checkout'));
    await page.reload();
    const row = cartRow("Glanzmispel 'Red Robin'");
    await expect.poll(() => row.getByLabel(/^Menge von/).inputValue()).toBe('3');
    expect(await row.textContent()).toContain('80–100 cm');
    // 3 × 19,90 € and shipping by the shop's shipping groups, priced by the domain package.
    expect(await page.getByTestId('total-items').textContent()).toBe('€ 59,70');
    expect(await page.getByRole('link', { name: 'Zur Kasse' }).getAttribute('href')).toBe(
      '/shop/cart/checkout/2',
    );
  });

  it('names the chosen colour in the cart by its title, never by its id', async () => {
    const rose = product("Strauchrose 'Westerland'");
    await page.goto(url(`/p/${rose._id}`));
    await waitForHydration(page);
    await page.getByRole('radio', { name: 'Rot' }).check();
    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    await page.getByText("1 × „Strauchrose 'Westerland'“ (Farbe: Rot) liegt im Warenkorb.").waitFor();
    await page.goto(url('/checkout'));
    const row = cartRow("Strauchrose 'Westerland'");
    await row.getByText('Farbe: Rot').waitFor();
    expect(await row.textContent()).not.toContain(rose.colors[0]!);
    // The later tests count on the cart as it was.
    await row.getByRole('button', { name: "Strauchrose 'Westerland' entfernen" }).click();
    await expect.poll(() => cartRow("Strauchrose 'Westerland'").count()).toBe(0);
  });

  it('offers no way into the cart for a sold-out product', async () => {
    await page.goto(url(`/p/${product('Eibe (Taxus baccata)')._id}`));
    await page.getByText('Ausverkauft – derzeit nicht bestellbar.').waitFor();
    expect(await page.getByRole('button', { name: 'In den Warenkorb' }).count()).toBe(0);
  });

  it('keeps a favourite and sends a price request that the server stores', async () => {
    const robin = product("Glanzmispel 'Red Robin'");
    await page.goto(url(`/p/${robin._id}`));
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Auf die Merkliste' }).click();
    await page.getByRole('button', { name: 'Von der Merkliste nehmen' }).waitFor();
    await page.getByLabel('Menge', { exact: true }).fill('40');
    await page.getByRole('button', { name: 'Zur Preisanfrage' }).click();
    await page.getByText("„Glanzmispel 'Red Robin'“ liegt in der Preisanfrage.").waitFor();

    await page.getByRole('link', { name: 'Merkliste (1)' }).click();
    await page.getByRole('heading', { level: 1, name: 'Merkliste' }).waitFor();
    await page.getByRole('heading', { level: 2, name: "Glanzmispel 'Red Robin'" }).waitFor();

    await page.getByRole('link', { name: 'Preisanfrage (1)' }).click();
    const request = page.getByRole('main');
    await request.getByLabel('Name').fill('Jonas Bauer');
    await request.getByLabel('E-Mail').fill('bauherr@example.de');
    await page.getByRole('button', { name: 'Preisanfrage senden' }).click();
    await page
      .getByText('Danke! Ihre Preisanfrage ist bei uns eingegangen, wir melden uns in Kürze.')
      .waitFor();
    const stored = await api<{
      items: Array<{ email: string; items: Array<{ title: string; amount: number }> }>;
    }>('GET', '/api/v0/shop_pricerequest/');
    expect(stored.items).toEqual([
      expect.objectContaining({
        email: 'bauherr@example.de',
        items: [expect.objectContaining({ title: "Glanzmispel 'Red Robin'", amount: 40 })],
      }),
    ]);
  });

  it('merges the guest cart into the customer’s at login, and shows the customer discounted prices', async () => {
    await page.goto(url('/login?redirect=/checkout'));
    await waitForHydration(page);
    await fillLogin(page, CUSTOMER.handle, CUSTOMER.password);
    await page.waitForURL(url('/checkout'));
    const merged = [
      ['Feldahorn (Acer campestre)', '2'],
      ["Glanzmispel 'Red Robin'", '3'],
    ];
    await expect.poll(cartLines, { timeout: 10_000 }).toEqual(merged);
    await page.reload();
    await expect.poll(cartLines, { timeout: 10_000 }).toEqual(merged);
    await page.screenshot({ path: '/tmp/storefront-catalogue-cart.png', fullPage: true });

    await page.goto(url(`/p/${product('Feldahorn (Acer campestre)')._id}`));
    await expect.poll(() => page.getByTestId('price').textContent()).toBe('€ 3,15');
    expect(await page.getByTestId('price-before').textContent()).toBe('statt € 3,50');
  });
});

import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { useShopInBrowser, waitForHydration } from './browser';
import type { RunningShop } from './server';

interface PreloadedState {
  config: { components: { admincenter: { url: string }; shop: { urls: Record<string, string> } } };
}

function preloadedState(html: string): PreloadedState {
  const match = /window\.__PRELOADED_STATE__\s*=\s*(.+?);?<\/script>/s.exec(html);
  if (!match?.[1]) throw new Error('the page carries no preloaded state');
  return JSON.parse(match[1]) as PreloadedState;
}

describe('walking skeleton: the built server with storefront and admin centre', () => {
  let shop: RunningShop;
  let browser: Browser;
  useShopInBrowser((opened) => ({ shop, browser } = opened));

  it('serves the API: health, docs and the service worker', async () => {
    const health = await fetch(`${shop.baseUrl}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', database: 'reachable' });

    const docs = await fetch(`${shop.baseUrl}/api/docs`, { redirect: 'follow' });
    expect(docs.status).toBe(200);
    expect(await docs.text()).toContain('swagger');

    const worker = await fetch(`${shop.baseUrl}/service-worker.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toContain('javascript');
  });

  it('shows the API docs in the browser under their Content-Security-Policy', async () => {
    const page = await browser.newPage();
    await page.goto(`${shop.baseUrl}/api/docs`);
    // Swagger UI renders the operations with its own scripts; the policy lets them run (a violation
    // fails the file when the browser closes).
    await expect.poll(() => page.getByText('/api/v0/shop_product/{id}').count()).toBeGreaterThan(0);
    await page.close();
  });

  it('renders / on the server in German with the config section in the state', async () => {
    const response = await fetch(`${shop.baseUrl}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toMatch(/<html[^>]*lang="de"/);
    const state = preloadedState(html);
    expect(state.config.components.admincenter.url).toBe('/admincenter');
    expect(state.config.components.shop.urls.terms).toBe('/Agb');
    // The seeded start page and product groups are in the markup before any script runs.
    expect(html).toContain('Heckenpflanzen');
  });

  it('hydrates without console errors and runs the progress bar to its end on a client navigation', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('response', (response) => {
      if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
    });

    await page.goto(`${shop.baseUrl}/`, { waitUntil: 'load' });
    await waitForHydration(page);

    // Record every value the progress bar shows; a full page load would lose the marker.
    await page.evaluate(() => {
      const seen: number[] = [];
      Object.assign(window, { __progressSeen: seen, __sameDocument: true });
      new MutationObserver(() => {
        const bar = document.querySelector('[role="progressbar"]');
        const value = Number(bar?.getAttribute('aria-valuenow'));
        if (bar && Number.isFinite(value)) seen.push(value);
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });

    // A slow network: the products are held back until the bar has advanced on its own.
    let releaseProducts!: () => void;
    const productsHeld = new Promise<void>((resolve) => (releaseProducts = resolve));
    await page.route('**/api/v0/shop_product/**', async (route) => {
      await productsHeld;
      await route.continue();
    });
    const seenValues = () =>
      page.evaluate(() => (window as unknown as { __progressSeen: number[] }).__progressSeen);
    await page.getByRole('link', { name: 'Heckenpflanzen' }).first().click();
    await expect.poll(async () => (await seenValues()).some((value) => value > 0 && value < 100)).toBe(true);
    expect(await seenValues()).not.toContain(100);
    releaseProducts();
    await page.waitForURL(/\/shop\/.+/);
    await page.getByRole('heading', { level: 1, name: 'Heckenpflanzen' }).waitFor();

    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);
    await expect.poll(seenValues).toContain(100);
    // After finishing, the bar hides again.
    await expect
      .poll(
        () =>
          page
            .locator('[role="progressbar"]')
            .isVisible()
            .catch(() => false),
        { timeout: 5_000 },
      )
      .toBe(false);

    expect(errors, errors.join('\n')).toEqual([]);
    await page.close();
  });

  it('switches a hydrated page to English, loading the English texts only then', async () => {
    // A German browser: the server picks the page language from Accept-Language.
    const page = await browser.newPage({ locale: 'de-AT' });
    // Module preloads count as requests of their own type, so every request is kept.
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(new URL(request.url()).pathname));
    await page.goto(`${shop.baseUrl}/shop`, { waitUntil: 'load' });
    await waitForHydration(page);
    expect(scripts.some((path) => /\/texts-de-/.test(path))).toBe(true);
    expect(scripts.some((path) => /\/texts-en-/.test(path))).toBe(false);

    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { level: 2, name: 'Product groups' }).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(scripts.some((path) => /\/texts-en-/.test(path))).toBe(true);

    // The lang cookie makes the next server render English too.
    await page.reload({ waitUntil: 'load' });
    await page.getByRole('heading', { level: 2, name: 'Product groups' }).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await page.close();
  });

  it('sends an anonymous visitor of /admincenter to the login route', async () => {
    const page = await browser.newPage();
    await page.goto(`${shop.baseUrl}/admincenter`);
    await page.waitForURL(/\/login\?redirect=%2Fadmincenter/, { timeout: 15_000 });
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.close();
  });
});

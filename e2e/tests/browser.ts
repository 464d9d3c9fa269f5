import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { launchChromium } from '@gartenwerk/test-helpers';
import { ADMIN, startShop, type RunningShop } from './server';

/**
 * Whether the storefront has taken over the server-rendered markup: it marks `<html>` with
 * `data-hydrated` once header, main and footer have hydrated. React's own mark on the root comes
 * earlier, while the parts still hydrate one by one, and a click on a part not yet hydrated can be lost.
 */
export function isHydrated(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'));
}

/**
 * Waits until the client has taken over the page. It starts after the main picture's paint, or after
 * 3 s when none is reported, so a loaded two-core machine may need several seconds more.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), null, {
    timeout: 20_000,
  });
}

/** Fills the login view the page shows and sends it. */
export async function fillLogin(page: Page, handle: string, password: string): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(handle);
  await page.getByLabel('Passwort', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
}

/** Logs the first admin in through the login view and waits for the start page it leads to. */
export async function logInAsAdmin(page: Page): Promise<void> {
  await page.goto('/login');
  await fillLogin(page, ADMIN.handle, ADMIN.password);
  await page.waitForURL((url) => url.pathname === '/');
}

/**
 * Opens an admin centre address as a guest, logs the first admin in on the login view it is sent to,
 * and waits to be back at the address.
 */
export async function logInAsAdminAt(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForURL(/\/login\?redirect=/);
  await fillLogin(page, ADMIN.handle, ADMIN.password);
  await page.waitForURL(url);
}

/** Where a failed test's page is photographed. */
const FAILED_SHOTS = join(import.meta.dirname, '..', '.screenshots', 'failed');

/** A started shop, the browser and a page on the shop. */
export interface ShopInBrowser {
  shop: RunningShop;
  browser: Browser;
  page: Page;
}

/**
 * For the tests of the describe block it is called in: a fresh shop, Chromium, and a page on the shop
 * in the nursery's own language (German screens, German texts to assert), handed to `opened` before
 * the first test and closed after the last. `env` is read when the shop starts, so it may name
 * stand-ins that an earlier beforeAll of the block started.
 */
export function useShopInBrowser(
  opened: (running: ShopInBrowser) => void,
  options: {
    env?: () => NodeJS.ProcessEnv;
    page?: BrowserContextOptions;
    /** An admin centre address to log the first admin in at on the page (as logInAsAdminAt does). */
    adminAt?: string;
  } = {},
): void {
  let shop: RunningShop | undefined;
  let browser: Browser | undefined;
  let page: Page | undefined;
  // What the page reported while the current test ran, printed with a screenshot should it fail.
  let pageErrors: string[] = [];
  beforeAll(async () => {
    shop = await startShop(options.env?.());
    browser = await launchChromium();
    page = await browser.newPage({ baseURL: shop.baseUrl, locale: 'de-AT', ...options.page });
    page.on('pageerror', (error) => pageErrors.push(`uncaught: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') pageErrors.push(`console: ${message.text()}`);
    });
    if (options.adminAt) await logInAsAdminAt(page, `${shop.baseUrl}${options.adminAt}`);
    opened({ shop, browser, page });
  });
  beforeEach(({ task, onTestFailed }) => {
    pageErrors = [];
    onTestFailed(async () => {
      const path = join(
        FAILED_SHOTS,
        `${task.file.projectName ?? ''}-${task.name.replace(/[^\w-]+/g, '-').slice(0, 80)}.png`,
      );
      // A hung tab cannot take a screenshot; the time limit keeps the report from hanging with it.
      const shot = await page?.screenshot({ path, fullPage: true, timeout: 5000 }).then(
        () => path,
        (error: Error) => `none (${error.message.split('\n')[0]})`,
      );
      console.error([`page at ${page?.url()}; screenshot: ${shot}`, ...pageErrors].join('\n  '));
    });
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });
}

/** The page's schema.org Product block (JSON-LD), once it is there. */
export async function productData(page: Page): Promise<Record<string, unknown> | undefined> {
  const blocks = await page.locator('script[type="application/ld+json"]').allInnerTexts();
  return blocks.map((block) => JSON.parse(block)).find((block) => block['@type'] === 'Product');
}

import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '@gartenwerk/test-helpers';
import { fillLogin } from './browser';
import { ADMIN, apiLogin, plainOrderableProducts, startShop, type RunningShop } from './server';

/** The widths every public page must fit without scrolling sideways. */
const WIDTHS = [360, 390, 768, 1024, 1440] as const;
/** Screenshots of the main pages for review (git-ignored). */
const REVIEW_DIR = new URL('../review/', import.meta.url).pathname;
const MAIN_PAGES = [
  '/',
  '/shop',
  'group',
  'product',
  '/checkout',
  '/shop/cart/checkout/2',
  '/login',
  '/account',
];
const CUSTOMER = { handle: 'breite@gartenwerk.test', password: 'Breite-Pruefung-2026!' };
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/** The W3C Nu HTML Checker, as the vnu-jar package ships it (runs on Java). */
const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

interface VnuMessage {
  type: string;
  url?: string;
  lastLine?: number;
  message: string;
}

/** The Nu checker's errors in the files (one Java start for all): its JSON report on stderr. */
function nuErrors(files: string[]): Promise<VnuMessage[]> {
  return new Promise((resolve, reject) => {
    execFile(
      'java',
      ['-jar', VNU_JAR, '--errors-only', '--format', 'json', ...files],
      { maxBuffer: 64 * 1024 * 1024 },
      (failure, _stdout, stderr) => {
        try {
          resolve((JSON.parse(stderr) as { messages: VnuMessage[] }).messages);
        } catch {
          reject(failure ?? new Error(`vnu answered no report: ${stderr}`));
        }
      },
    );
  });
}

/** Waits for the page's hydration mark. */
const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated]', { state: 'attached' });

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[] }>;
}

describe('every public page at every width, and accessible', () => {
  let shop: RunningShop;
  let browser: Browser;
  let guest: BrowserContext;
  let customer: BrowserContext;
  let guestRoutes: string[] = [];
  let customerRoutes: string[] = [];
  const named = new Map<string, string>();

  const api = async (method: string, path: string, body: unknown, token: string) => {
    const answer = await fetch(`${shop.baseUrl}${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    if (answer.status >= 400) throw new Error(`${method} ${path}: ${answer.status} ${await answer.text()}`);
    return answer.json() as Promise<{ _id: string }>;
  };

  beforeAll(async () => {
    shop = await startShop();
    const adminToken = await apiLogin(shop.baseUrl, ADMIN);
    const [product] = await plainOrderableProducts(shop.baseUrl, adminToken);
    await api('POST', '/api/v0/auth/', { ...CUSTOMER, name: 'Kundin Breit', roles: ['user'] }, adminToken);
    const customerToken = await apiLogin(shop.baseUrl, CUSTOMER);
    await api('PUT', '/api/v0/shop/cart/', [{ item: product!._id, amount: 2 }], customerToken);

    // The route table's pages: the sitemap's (content pages, news, groups, products: one of each
    // kind of shop item and news item) and the screens the sitemap leaves out.
    const sitemap = await (await fetch(`${shop.baseUrl}/sitemap.xml`)).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    const group = listed.find((path) => /^\/shop\/[^/]+$/.test(path))!;
    const item = listed.find((path) => /^\/shop\/[^/]+\/[^/]+$/.test(path))!;
    const news = listed.find((path) => /^\/Aktuelles\/[^/]+$/.test(path));
    named.set('group', decodeURI(group));
    named.set('product', decodeURI(item));
    const pages = listed.filter((path) => !/^\/(shop|p|Aktuelles)\/./.test(path));
    guestRoutes = [
      ...new Set([
        ...pages,
        group,
        item,
        ...(news ? [news] : []),
        '/Aktuelles',
        '/Projekte',
        '/Kontakt',
        '/Jobs',
      ]),
      '/shop',
      '/search?q=ahorn',
      '/specials',
      '/shipping',
      '/widerrufen',
      '/login',
      '/signup',
      '/reset2FA',
      '/resetPassword',
    ].map(decodeURI);
    customerRoutes = [
      '/checkout',
      '/shop/cart/checkout/2',
      '/checkout/2',
      '/checkout/3',
      '/favorites',
      '/pricerequest',
      '/account',
      '/account/addresses',
      '/account/addresses/add',
      '/account/orders',
    ];

    browser = await launchChromium();
    guest = await browser.newContext({ baseURL: shop.baseUrl, locale: 'de-AT' });
    customer = await browser.newContext({ baseURL: shop.baseUrl, locale: 'de-AT' });
    // The customer goes through the checkout once, so that its later steps open.
    const page = await customer.newPage();
    await page.goto('/login');
    await fillLogin(page, CUSTOMER.handle, CUSTOMER.password);
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/checkout');
    await hydrated(page);
    await page.getByRole('link', { name: 'Zur Kasse' }).click();
    await page.waitForURL((url) => url.pathname === '/shop/cart/checkout/2');
    await hydrated(page);
    const invoice = page.getByRole('group', { name: 'Rechnungsadresse' });
    for (const [label, value] of Object.entries({
      Vorname: 'Berta',
      Nachname: 'Breit',
      'Straße und Hausnummer': 'Weite Gasse 3',
      PLZ: '3500',
      Ort: 'Krems',
    }))
      await invoice.getByLabel(label, { exact: true }).fill(value);
    await page.getByRole('button', { name: 'Weiter' }).click();
    await page.waitForURL((url) => url.pathname === '/checkout/2');
    await page.getByRole('radio', { name: 'Vorkasse (Überweisung)' }).check();
    await page.getByRole('button', { name: 'Weiter' }).click();
    await page.waitForURL((url) => url.pathname === '/checkout/3');
    await page.close();
    mkdirSync(REVIEW_DIR, { recursive: true });
  });

  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  async function open(page: Page, route: string) {
    const answer = await page.goto(route);
    expect(answer?.status(), route).toBeLessThan(400);
    await hydrated(page);
  }

  const overflow = (page: Page) =>
    page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
      widest: Array.from(document.querySelectorAll('body *'))
        .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
        // Content a scrolling box holds does not widen the page.
        .filter((element) => !element.parentElement?.closest('table, [style*="overflow"]'))
        .slice(0, 3)
        .map((element) => `${element.tagName.toLowerCase()}.${Array.from(element.classList).join('.')}`),
    }));

  const screenshotName = (route: string) =>
    [...named].find(([, path]) => path === route)?.[0] ??
    (route === '/' ? 'home' : route.slice(1).replace(/[^a-zA-Z0-9]+/g, '-'));

  it.each(WIDTHS)('scrolls no page sideways at %i px', async (width) => {
    const problems: string[] = [];
    for (const [context, routes] of [
      [guest, guestRoutes],
      [customer, customerRoutes],
    ] as const) {
      const page = await context.newPage();
      await page.setViewportSize({ width, height: 900 });
      for (const route of routes) {
        await open(page, route);
        const measured = await overflow(page);
        if (measured.scrollWidth > measured.innerWidth)
          problems.push(
            `${route}: ${measured.scrollWidth} > ${measured.innerWidth} (${measured.widest.join(', ')})`,
          );
        const main = MAIN_PAGES.includes(route) || [...named.values()].includes(route);
        if (main && (width === 390 || width === 1440))
          await page.screenshot({
            path: `${REVIEW_DIR}${screenshotName(route)}-${width}.png`,
            fullPage: true,
          });
      }
      await page.close();
    }
    expect(problems).toEqual([]);
  });

  // One test per visitor: the pages of both together take longer than a test's limit on a busy machine.
  it.each(['guest', 'customer'] as const)(
    'has no serious or critical axe violation on any page a %s sees',
    async (visitor) => {
      const problems: string[] = [];
      const [context, routes] = visitor === 'guest' ? [guest, guestRoutes] : [customer, customerRoutes];
      const page = await context.newPage();
      await page.setViewportSize({ width: 390, height: 900 });
      for (const route of routes) {
        await open(page, route);
        await page.evaluate(axeSource);
        const violations = await page.evaluate(async () => {
          const axe = (window as unknown as { axe: { run(): Promise<{ violations: AxeViolation[] }> } }).axe;
          return (await axe.run()).violations;
        });
        for (const violation of violations.filter((each) =>
          ['serious', 'critical'].includes(each.impact ?? ''),
        ))
          problems.push(
            `${route}: ${violation.id} (${violation.help}) at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
          );
      }
      await page.close();
      expect(problems).toEqual([]);
    },
  );

  it('serves markup the W3C Nu HTML Checker finds no error in, on every public page', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gartenwerk-vnu-'));
    const routeOf = new Map<string, string>();
    try {
      // The pages as the server renders them, the customer's with the session's cookie.
      for (const [context, routes] of [
        [guest, guestRoutes],
        [customer, customerRoutes],
      ] as const)
        for (const route of routes) {
          const answer = await context.request.get(route);
          expect(answer.status(), route).toBe(200);
          const file = join(dir, `page-${routeOf.size}.html`);
          writeFileSync(file, await answer.text());
          routeOf.set(basename(file), route);
        }
      // A page with a known error shows that the checker reads the files it is given.
      const control = join(dir, 'control.html');
      writeFileSync(
        control,
        '<!doctype html><html lang="de"><head><title>Probe</title></head>' +
          '<body><input type="search" role="combobox" aria-label="Suche"></body></html>',
      );
      const messages = await nuErrors([control, ...[...routeOf.keys()].map((file) => join(dir, file))]);
      const where = (message: VnuMessage) => basename(message.url ?? '');
      expect(messages.filter((message) => where(message) === 'control.html')).not.toEqual([]);
      expect(
        messages
          .filter((message) => where(message) !== 'control.html')
          .map(
            (message) =>
              `${routeOf.get(where(message)) ?? where(message)}:${message.lastLine}: ${message.message}`,
          ),
      ).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 300_000);
});

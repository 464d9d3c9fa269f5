import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { launchChromium } from '@gartenwerk/test-helpers';
import { isHydrated, waitForHydration } from './browser';
import { ADMIN, startShop, type RunningShop } from './server';

interface ProductJson {
  _id: string;
  title: string;
  media?: string[];
}

interface FileJson {
  _id: string;
  gridrefs?: unknown[];
}

/** The <head> of a served page. */
function headOf(html: string): string {
  return html.slice(0, html.indexOf('</head>'));
}

/** The attributes of a tag as a map; names in lower case, as HTML reads them. */
function attributesOf(tag: string): Map<string, string> {
  return new Map(
    [...tag.matchAll(/([\w-]+)(?:="([^"]*)")?/g)]
      .slice(1)
      .map((match) => [match[1]!.toLowerCase(), match[2] ?? '']),
  );
}

/** Whether the page has painted any content yet (the browser's own first-contentful-paint entry). */
function hasPainted(page: Page): Promise<boolean> {
  return page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length > 0);
}

describe('the document head: first paint without waiting for scripts or stylesheets', () => {
  let shop: RunningShop;
  let browser: Browser;
  let context: BrowserContext;
  let pictured: ProductJson;

  beforeAll(async () => {
    shop = await startShop();
    const products = (await (await fetch(`${shop.baseUrl}/api/v0/shop_product/`)).json()) as {
      items: ProductJson[];
    };
    // The seed gives some products an image; its variants are made in the background.
    const found = products.items.find((product) => (product.media?.length ?? 0) > 0);
    if (!found) throw new Error('the seed has no product with an image');
    pictured = found;
    browser = await launchChromium();
    // Without the service worker, whose cache would answer the held-back requests.
    context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      locale: 'de-AT',
      serviceWorkers: 'block',
    });
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await shop?.stop();
  });

  it('inlines the stylesheet and only names the scripts in the head', async () => {
    const html = await (await fetch(`${shop.baseUrl}/`)).text();
    const head = headOf(html);
    const style = /<style data-href="\/assets\/[^"]+\.css">([\s\S]*?)<\/style>/.exec(head);
    expect(style?.[1]?.length ?? 0).toBeGreaterThan(1000);
    expect(style![1]).toContain('.site-header');
    // Route stylesheets are inlined too; their links are disabled (fetched by nobody, named for Vite).
    expect(head).not.toMatch(/<link rel="stylesheet"(?![^>]*\bdisabled>)/);
    // No script the parser waits for or that competes with the main picture: the head only names
    // the entry and the route's modules, for the start script at the end of the body.
    expect([...head.matchAll(/<script\b[^>]*\bsrc=/g)]).toEqual([]);
    expect(head).not.toContain('modulepreload');
    const scripts = JSON.parse(
      /<script type="application\/json" id="client-scripts">(.*?)<\/script>/.exec(head)![1]!,
    ) as { entry: string; preloads: string[] };
    expect(scripts.entry).toMatch(/^\/assets\/entry-client-[\w-]+\.js$/);
    expect(scripts.preloads.length).toBeGreaterThan(0);
    expect(html).toMatch(/getElementById\('client-scripts'\)[^<]*<\/script>\s*<\/body>/);
  });

  it("starts the client only once the page's main picture has loaded, then hydrates", async () => {
    const html = await (await fetch(`${shop.baseUrl}/`)).text();
    const heroFile = /<img [^>]*src="\/api\/v0\/download\/([^/"]+)\/[^>]*fetchPriority="high"/i.exec(
      html,
    )?.[1];
    expect(heroFile, 'the home page has a main picture').toBeTruthy();
    const page = await context.newPage();
    let releasePicture = () => {};
    const pictureHeld = new Promise<void>((resolve) => (releasePicture = resolve));
    let pictureAsked = false;
    const scriptRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/.*\.js$/.test(request.url())) scriptRequests.push(request.url());
    });
    await page.route(`**/api/v0/download/${heroFile}/**`, async (route: Route) => {
      pictureAsked = true;
      await pictureHeld;
      await route.continue();
    });
    await page.goto(`${shop.baseUrl}/`, { waitUntil: 'domcontentloaded' });
    await expect.poll(() => pictureAsked).toBe(true);
    await expect.poll(() => hasPainted(page), { timeout: 20_000 }).toBe(true);
    // Half a second with the picture held: not one script asked for.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(scriptRequests).toEqual([]);

    releasePicture();
    await expect.poll(() => scriptRequests.some((url) => /entry-client-/.test(url))).toBe(true);
    await waitForHydration(page);
    await page.close();
  });

  it('paints the styled page while the stylesheet file and the entry script are still held back', async () => {
    const page = await context.newPage();
    let releaseScript = () => {};
    const scriptHeld = new Promise<void>((resolve) => (releaseScript = resolve));
    const heldScripts: string[] = [];
    const stylesheetRequests: string[] = [];
    await page.route('**/assets/*.css', (route: Route) => {
      stylesheetRequests.push(route.request().url());
      return route.abort();
    });
    await page.route('**/assets/entry-client-*.js', async (route: Route) => {
      heldScripts.push(route.request().url());
      await scriptHeld;
      await route.continue();
    });
    await page.goto(`${shop.baseUrl}/`, { waitUntil: 'commit' });
    await expect.poll(() => hasPainted(page), { timeout: 20_000 }).toBe(true);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // The entry script has been asked for (once the main picture is in) but not answered, so the
    // paint did not wait for it.
    await expect.poll(() => heldScripts.length).toBe(1);
    expect(await isHydrated(page)).toBe(false);
    // Styled by the inline stylesheet alone: the header is laid out as a flex row by styles.css.
    expect(await page.locator('.site-header').evaluate((header) => getComputedStyle(header).display)).toBe(
      'flex',
    );
    expect(stylesheetRequests).toEqual([]);

    releaseScript();
    await waitForHydration(page);
    await page.close();
  });

  it('keeps a login sent before hydration out of the URL, and the hydrated page logs in with what was typed', async () => {
    const page = await context.newPage();
    let releaseScript = () => {};
    const scriptHeld = new Promise<void>((resolve) => (releaseScript = resolve));
    await page.route('**/assets/entry-client-*.js', async (route: Route) => {
      await scriptHeld;
      await route.continue();
    });
    // Whether each submission's native default (loading /login?…password=…) was held back, seen last.
    await page.addInitScript(() => {
      const held: boolean[] = [];
      Object.assign(window, { __submitsHeld: held });
      addEventListener('submit', (event) => held.push(event.defaultPrevented));
    });
    const submitsHeld = () =>
      page.evaluate(() => (window as unknown as { __submitsHeld: boolean[] }).__submitsHeld);
    await page.goto(`${shop.baseUrl}/login`, { waitUntil: 'commit' });
    await page.getByLabel('Email', { exact: true }).fill(ADMIN.handle);
    await page.getByLabel('Passwort', { exact: true }).fill(ADMIN.password);
    await page.getByLabel('Passwort', { exact: true }).press('Enter');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect.poll(submitsHeld).toEqual([true, true]);
    expect(page.url()).toBe(`${shop.baseUrl}/login`);
    expect(await isHydrated(page)).toBe(false);

    releaseScript();
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.waitForURL((url) => url.pathname !== '/login');
    expect(page.url()).not.toContain(encodeURIComponent(ADMIN.password));
    await page.close();
  });

  it("puts the product's main image into the server's HTML, fetched first, and loads it without scripts", async () => {
    const imageId = pictured.media![0]!;
    await expect
      .poll(
        async () => {
          const file = (await (await fetch(`${shop.baseUrl}/api/v0/file/${imageId}`)).json()) as FileJson;
          return file.gridrefs?.length ?? 0;
        },
        { timeout: 45_000 },
      )
      .toBeGreaterThan(0);
    const path = `/p/${pictured._id}`;
    const html = await (await fetch(`${shop.baseUrl}${path}`)).text();
    const gallery = /<div class="product-gallery">([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '';
    const images = [...gallery.matchAll(/<img [^>]*>/g)].map((match) => attributesOf(match[0]));
    expect(images.length).toBeGreaterThan(0);
    const main = images[0]!;
    expect(main.get('src')).toContain(`/api/v0/download/${pictured.media![0]}`);
    expect(main.get('srcset')).toMatch(/ \d+w/);
    expect(main.get('fetchpriority')).toBe('high');
    expect(main.get('loading')).toBe('eager');

    // Without the client bundle at all the image still shows: it comes from the server's markup.
    const page = await context.newPage();
    await page.route('**/assets/*.js', (route: Route) => route.abort());
    await page.goto(`${shop.baseUrl}${path}`, { waitUntil: 'load' });
    const image = page.locator('.product-gallery img').first();
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
      .toBe(true);
    expect(
      await image.evaluate((element: HTMLImageElement) => [
        element.fetchPriority,
        element.loading,
        element.alt,
      ]),
    ).toEqual(['high', 'eager', pictured.title]);
    expect(await isHydrated(page)).toBe(false);
    await page.close();
  });
  it("puts a group page's first product pictures into the server's HTML, the first one fetched first", async () => {
    const groups = (await (await fetch(`${shop.baseUrl}/api/v0/shop_productgroup/`)).json()) as {
      items: Array<{ _id: string; slug: string }>;
    };
    const group = groups.items.find((candidate) => candidate.slug === 'heckenpflanzen');
    if (!group) throw new Error('the seed has no group „Heckenpflanzen“');
    const html = await (await fetch(`${shop.baseUrl}/shop/${group.slug}`)).text();
    const list = /<ul class="product-list"[^>]*>([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? '';
    const images = [...list.matchAll(/<img [^>]*>/g)].map((match) => attributesOf(match[0]));
    // Every seeded hedge has a picture: the first loads at once and first of all, the rest when near.
    expect(images.length).toBeGreaterThanOrEqual(5);
    expect(images.map((image) => image.get('loading'))).toEqual([
      'eager',
      ...images.slice(1).map(() => 'lazy'),
    ]);
    expect(images.map((image) => image.get('fetchpriority') ?? null)).toEqual([
      'high',
      ...images.slice(1).map(() => null),
    ]);
  });
});

import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '@gartenwerk/test-helpers';
import { waitForHydration } from './browser';
import { apiLogin, callApi, startShop, type RunningShop } from './server';

/** Screenshots of the shop screens at each width, for review. */
const SHOTS = join(import.meta.dirname, '..', '.screenshots', 'shop');

/** Euros as written on the page ("€ 1.234,50") in cents. */
const cents = (text: string | null) =>
  Math.round(Number((text ?? '').replace(/[^\d,]/g, '').replace(',', '.')) * 100);

const ROSE = "Kletterrose 'Rosanna'";

describe('the shop screens on a phone and a desktop', () => {
  let shop: RunningShop;
  let browser: Browser;
  let token = '';
  const colorIds: Record<string, string> = {};

  const api = <T>(method: string, path: string, body?: unknown) =>
    callApi<T>(shop.baseUrl, token, method, path, body);
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    shop = await startShop();
    token = await apiLogin(shop.baseUrl);
    const { items: colors } = await api<{ items: Array<{ _id: string; title: string }> }>(
      'GET',
      '/api/v0/shop_color/',
    );
    for (const color of colors) colorIds[color.title] = color._id;
    const { items: groups } = await api<{ items: Array<{ _id: string; slug: string }> }>(
      'GET',
      '/api/v0/shop_productgroup/',
    );
    const { items: seeded } = await api<{ items: Array<{ title: string; media: string[] }> }>(
      'GET',
      '/api/v0/shop_product/?limit=100',
    );
    const picturesOf = (title: string) => seeded.find((product) => product.title === title)!.media;
    // A rose in two colours and two pot sizes, the larger one dearer, with two pictures.
    await api('POST', '/api/v0/shop_product/', {
      media: [...picturesOf("Strauchrose 'Schneewittchen'"), ...picturesOf("Strauchrose 'Westerland'")],
      title: ROSE,
      price: 29.9,
      product_groups: [groups.find((group) => group.slug === 'rosen')!._id],
      colors: [colorIds['Weiß'], colorIds['Rot']],
      variants: [
        { key: 'topf-3', value: 'Topf 3 l' },
        { key: 'topf-7', value: 'Topf 7 l', price: 39.9 },
      ],
      tags: ['rose', 'halbschatten'],
      vat_groups: ['pflanzen'],
      shipping_groups: ['paket'],
      shipping_data: { weight: 3 },
    });
    browser = await launchChromium();
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  describe.each([390, 1440])('at %i px', (width) => {
    let page: Page;
    beforeAll(async () => {
      // A visitor of their own at each width: their own cart.
      page = await (
        await browser.newContext({ locale: 'de-AT', viewport: { width, height: 900 } })
      ).newPage();
    });
    afterAll(() => page.context().close());
    const shoot = (name: string) =>
      page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: true });
    /** Elements reaching past the right edge (none when nothing scrolls sideways), named by tag and class. */
    const noSidewaysScroll = async () => {
      const wider = await page.evaluate(() =>
        document.documentElement.scrollWidth <= window.innerWidth
          ? []
          : Array.from(document.querySelectorAll('body *'))
              .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
              .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
      );
      expect(wider).toEqual([]);
      return true;
    };
    const cardTitles = () =>
      page.getByRole('list', { name: 'Produkte' }).getByRole('heading', { level: 3 }).allTextContents();

    it('scrolls a shop screen to the shop area, its navigation in full view below the stuck header', async () => {
      await page.goto(`${shop.baseUrl}/shop`);
      await waitForHydration(page);
      await page.waitForFunction(() => window.scrollY > 0);
      const nav = page.getByRole('navigation', { name: 'Shop' });
      await nav.getByRole('link', { name: 'Sortiment' }).waitFor();
      const { navTop, headerBottom } = await page.evaluate(() => ({
        navTop: document.querySelector('.shop-area')!.getBoundingClientRect().top,
        headerBottom: document.querySelector('.site-header')!.getBoundingClientRect().bottom,
      }));
      // The spec's 100 px at least; the stuck header is taller at both widths (115 and 123 px).
      expect(navTop).toBeGreaterThanOrEqual(100);
      expect(navTop).toBeGreaterThanOrEqual(Math.floor(headerBottom));
      expect(headerBottom).toBeGreaterThan(100);
      await shoot('shop-area');
    });

    it('renders a group filtered and sorted as its address says, and the controls change the address', async () => {
      await page.goto(`${shop.baseUrl}/shop/rosen?colors=${colorIds['Rosa']}&sort=price`);
      await page.getByRole('heading', { level: 1, name: 'Rosen' }).waitFor();
      // Server-rendered from the address, before any script ran.
      expect(await cardTitles()).toEqual([
        "Bodendeckerrose 'The Fairy'",
        "Beetrose 'Bonica 82'",
        "Kletterrose 'New Dawn'",
      ]);
      await waitForHydration(page);
      expect(await noSidewaysScroll()).toBe(true);

      if (width < 1024) await page.getByRole('button', { name: 'Filter', exact: true }).click();
      // Checked once the address, and with it the list, has changed.
      await page.getByRole('checkbox', { name: /^Gelb/ }).click();
      await page.waitForURL(/colors=.*%2C|colors=.*,/);
      await expect.poll(() => page.getByRole('checkbox', { name: /^Gelb/ }).isChecked()).toBe(true);
      await expect
        .poll(cardTitles)
        .toEqual([
          "Bodendeckerrose 'The Fairy'",
          "Beetrose 'Bonica 82'",
          "Edelrose 'Gloria Dei'",
          "Kletterrose 'New Dawn'",
          "Ramblerrose 'Ghislaine de Féligonde'",
        ]);
      await page.getByLabel('bis (€)').fill('15');
      await page.getByRole('button', { name: 'Preis anwenden' }).click();
      await expect
        .poll(cardTitles)
        .toEqual(["Bodendeckerrose 'The Fairy'", "Beetrose 'Bonica 82'", "Edelrose 'Gloria Dei'"]);
      await page
        .getByRole('combobox', { name: 'Sortieren nach' })
        .selectOption({ label: 'Preis absteigend' });
      await expect
        .poll(cardTitles)
        .toEqual(["Edelrose 'Gloria Dei'", "Beetrose 'Bonica 82'", "Bodendeckerrose 'The Fairy'"]);
      const search = new URL(page.url()).searchParams;
      expect([...search.keys()]).toEqual(['colors', 'price_max', 'sort']);
      expect(search.get('colors')!.split(',').sort()).toEqual([colorIds['Gelb'], colorIds['Rosa']].sort());
      expect(search.get('price_max')).toBe('15');
      expect(search.get('sort')).toBe('-price');
      await page.getByText('3 von 8 Produkten').waitFor();
      expect(await noSidewaysScroll()).toBe(true);
      await shoot('group-filtered');

      // Reloaded, the address gives the same page.
      await page.reload();
      expect(await cardTitles()).toEqual([
        "Edelrose 'Gloria Dei'",
        "Beetrose 'Bonica 82'",
        "Bodendeckerrose 'The Fairy'",
      ]);
    });

    it('opens a product, zooms its picture, and puts the chosen size and colour into the cart with a toast', async () => {
      await page.goto(`${shop.baseUrl}/shop/rosen`);
      await waitForHydration(page);
      await page.getByRole('link', { name: ROSE }).click();
      await page.getByRole('heading', { level: 1, name: ROSE }).waitFor();
      expect(await page.getByTestId('price').first().textContent()).toBe('€ 29,90');
      const facts = page.getByRole('region', { name: 'Pflanzendaten' });
      expect(await facts.getByRole('definition').allTextContents()).toEqual(['Halbschatten']);

      await page.getByRole('button', { name: 'Bild 1 vergrößern' }).click();
      const lightbox = page.getByRole('dialog', { name: `${ROSE} – Bild 1 von 2` });
      await lightbox.waitFor();
      await lightbox.getByRole('button', { name: 'Nächstes Bild' }).click();
      await page.getByRole('dialog', { name: `${ROSE} – Bild 2 von 2` }).waitFor();
      await shoot('product-lightbox');
      await page.keyboard.press('Escape');
      await lightbox.waitFor({ state: 'detached' });

      await page.getByRole('radio', { name: 'Topf 7 l' }).check();
      await expect.poll(() => page.getByTestId('price').first().textContent()).toBe('€ 39,90');
      const colours = page.getByRole('radiogroup', { name: 'Farbe' });
      expect(await colours.getByRole('radio').count()).toBe(2);
      // Each colour is painted large enough to see and to tap.
      for (const swatch of await colours.locator('.gw-swatch__color').all()) {
        const box = (await swatch.boundingBox())!;
        expect(box.width).toBeGreaterThanOrEqual(24);
        expect(box.height).toBeGreaterThanOrEqual(24);
      }
      await colours.screenshot({ path: join(SHOTS, `product-colours-${width}.png`) });
      // Two colours: the cart needs one chosen.
      await page.getByRole('button', { name: 'In den Warenkorb' }).click();
      await colours.getByText('Bitte wählen Sie eine Farbe.').waitFor();
      await page.getByRole('radio', { name: 'Weiß' }).check();
      expect(await colours.getByText('Bitte wählen Sie eine Farbe.').count()).toBe(0);
      await page.getByRole('button', { name: 'Eins mehr' }).click();
      expect(await page.getByLabel('Menge', { exact: true }).inputValue()).toBe('2');
      await page.getByRole('button', { name: 'In den Warenkorb' }).click();
      const toast = page.getByRole('listitem').filter({
        hasText: `2 × „${ROSE}“ (Topf 7 l, Farbe: Weiß) liegt im Warenkorb.`,
      });
      await toast.waitFor();
      expect(await noSidewaysScroll()).toBe(true);
      await shoot('product-added');
      await toast.getByRole('link', { name: 'Zum Warenkorb' }).click();
      await page.getByRole('heading', { level: 1, name: 'Warenkorb' }).waitFor();
    });

    it('shows the cart lines as cards whose money adds up, and the checkout with its progress and summary', async () => {
      const line = page.getByRole('article', { name: ROSE });
      await line.getByText('Topf 7 l').waitFor();
      await line.getByText('Farbe: Weiß').waitFor();
      expect(await line.getByTestId('line-total').textContent()).toBe('€ 79,80');
      expect(await page.getByTestId('total-items').textContent()).toBe('€ 79,80');
      const shipping = await page.getByTestId('total-shipping').textContent();
      const total = await page.getByTestId('total').textContent();
      expect(cents(total)).toBe(7980 + (shipping === 'versandkostenfrei' ? 0 : cents(shipping)));
      // No wide table: the card fits the screen.
      await shoot('cart');
      const box = (await line.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      expect(await noSidewaysScroll()).toBe(true);
      const progress = page.getByRole('navigation', { name: 'Fortschritt Ihrer Bestellung' });
      expect(await progress.locator('[aria-current="step"]').textContent()).toBe('Warenkorb');

      await page.getByRole('link', { name: 'Zur Kasse' }).click();
      await page.waitForURL(/\/shop\/cart\/checkout\/2$/);
      // The router moves the address first and shows the new page once its code and texts are in.
      await expect.poll(() => progress.locator('[aria-current="step"]').textContent()).toBe('Adressen');
      expect(await progress.getByRole('link', { name: 'Warenkorb' }).getAttribute('href')).toBe('/checkout');
      const summary = page.getByRole('complementary', { name: 'Ihre Bestellung' });
      expect(await summary.getByRole('listitem').textContent()).toBe(
        `2 × ${ROSE} (Topf 7 l, Farbe: Weiß)€ 79,80`,
      );
      expect(await summary.getByTestId('summary-subtotal').textContent()).toBe('€ 79,80');
      // Beside the form and staying in view on a desktop, below it on a phone.
      expect(await summary.evaluate((element) => getComputedStyle(element).position)).toBe(
        width >= 1024 ? 'sticky' : 'static',
      );
      expect(await noSidewaysScroll()).toBe(true);
      await shoot('checkout-address');
    });

    it('keeps the same size in another colour as a line of its own, named by its colour', async () => {
      await page.goto(`${shop.baseUrl}/shop/rosen`);
      await waitForHydration(page);
      await page.getByRole('link', { name: ROSE }).click();
      await page.getByRole('heading', { level: 1, name: ROSE }).waitFor();
      await page.getByRole('radio', { name: 'Topf 7 l' }).check();
      await page.getByRole('radio', { name: 'Rot' }).check();
      await page.getByRole('button', { name: 'In den Warenkorb' }).click();
      const toast = page.getByRole('listitem').filter({
        hasText: `1 × „${ROSE}“ (Topf 7 l, Farbe: Rot) liegt im Warenkorb.`,
      });
      await toast.waitFor();
      await toast.getByRole('link', { name: 'Zum Warenkorb' }).click();
      const lines = page.getByRole('article', { name: ROSE });
      await expect.poll(() => lines.count()).toBe(2);
      await lines.nth(0).getByText('Farbe: Weiß').waitFor();
      expect(await lines.nth(0).getByTestId('line-total').textContent()).toBe('€ 79,80');
      await lines.nth(1).getByText('Farbe: Rot').waitFor();
      expect(await lines.nth(1).getByTestId('line-total').textContent()).toBe('€ 39,90');
    });
  });
});

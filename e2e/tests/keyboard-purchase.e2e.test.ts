import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '@gartenwerk/test-helpers';
import { waitForHydration } from './browser';
import { ADMIN, apiLogin, plainOrderableProducts, startShop, type RunningShop } from './server';

/** What the focused element is: its role-ish kind and its name, and whether a focus ring shows. */
interface Focused {
  tag: string;
  type: string;
  name: string;
  checked: boolean;
  ring: boolean;
}

/**
 * The focused element, read in the page. Its name is its label, aria-label or text. A ring shows when
 * the element, or for a visually hidden input (pills, checkboxes) its label, has an outline or a box
 * shadow; the element's ring counts only while it is focused, so a card's shadow at rest is no ring.
 */
const focused = (page: Page): Promise<Focused | null> =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const input = element as HTMLInputElement;
    // The label's words without its decoration (aria-hidden marks).
    const labelElement = input.labels?.[0]?.cloneNode(true) as HTMLElement | undefined;
    labelElement?.querySelectorAll('[aria-hidden="true"]').forEach((node) => node.remove());
    const label = labelElement?.textContent ?? '';
    const name = (element.getAttribute('aria-label') ?? (label || element.textContent) ?? '')
      .replace(/\s+/g, ' ')
      .trim();
    const ringOf = (candidate: Element | null | undefined) => {
      if (!candidate) return false;
      const style = getComputedStyle(candidate);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      return outline || style.boxShadow !== 'none';
    };
    const box = element.getBoundingClientRect();
    const hidden = box.width <= 1 || box.height <= 1 || getComputedStyle(element).opacity === '0';
    const ring = hidden
      ? [input.labels?.[0], element.nextElementSibling, element.parentElement].some(ringOf)
      : ringOf(element) || ringOf(element.closest('.search-box__field'));
    return {
      tag: element.tagName.toLowerCase(),
      type: input.type ?? '',
      name,
      checked: Boolean(input.checked),
      ring,
    };
  });

describe('a purchase with the keyboard only, from the home page to the placed order', () => {
  let shop: RunningShop;
  let browser: Browser;
  let page: Page;
  let token: string;
  let product: { _id: string; title: string };
  /** Focused controls without a visible focus ring, by page and name. */
  const ringless: string[] = [];

  beforeAll(async () => {
    shop = await startShop();
    token = await apiLogin(shop.baseUrl, ADMIN);
    const [first] = await plainOrderableProducts(shop.baseUrl, token);
    if (!first) throw new Error('the seed has no product to order as it is');
    product = first;
    browser = await launchChromium();
    page = await browser.newPage({ locale: 'de-AT', viewport: { width: 1440, height: 900 } });
  });

  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  /**
   * Presses Tab (or Shift+Tab) until the focused element matches, noting every focused control
   * without a visible ring on the way; fails after `limit` presses.
   */
  async function tabTo(matches: (element: Focused) => boolean, { back = false, limit = 120 } = {}) {
    for (let press = 0; press < limit; press += 1) {
      await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
      const element = await focused(page);
      if (!element) continue;
      if (!element.ring) ringless.push(`${new URL(page.url()).pathname}: ${element.tag} „${element.name}“`);
      if (matches(element)) return element;
    }
    throw new Error(`no focusable element matched within ${limit} presses on ${page.url()}`);
  }
  const named =
    (name: string, tag?: string) =>
    (element: Focused): boolean =>
      element.name === name && (!tag || element.tag === tag);

  it('finds a product with the header search, puts it into the cart and orders it', async () => {
    await page.goto(`${shop.baseUrl}/`);
    await waitForHydration(page);

    // The header's search: the title typed, the first suggestion marked with ↓ and opened with Enter.
    await tabTo((element) => element.name === 'Pflanzen und Produkte suchen');
    await page.keyboard.type(product.title);
    // The product's suggestion comes first, before the one for all hits.
    const suggestion = page.getByRole('option', { name: product.title }).first();
    await suggestion.waitFor();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => suggestion.getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: product.title }).waitFor();
    await waitForHydration(page);

    // Two of it: the stepper's "one more" button pressed with Space, then the cart button with Enter.
    await tabTo(named('Eins mehr', 'button'));
    await page.keyboard.press('Space');
    await expect.poll(() => page.getByLabel('Menge', { exact: true }).inputValue()).toBe('2');
    await tabTo(named('In den Warenkorb', 'button'));
    await page.keyboard.press('Enter');
    await page.getByText(`2 × „${product.title}“ liegt im Warenkorb.`).waitFor();

    // Back up to the shop's navigation and on to the cart.
    await tabTo((element) => element.tag === 'a' && element.name.startsWith('Warenkorb'), { back: true });
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Warenkorb' }).waitFor();
    await tabTo(named('Zur Kasse', 'a'));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/shop/cart/checkout/2');
    await page.getByRole('heading', { level: 2, name: /^Adressen/ }).waitFor();
    await waitForHydration(page);

    // The address step: each field reached with Tab and typed into; the type of address with the arrows.
    await tabTo(named('E-Mail', 'input'));
    await page.keyboard.type('tasten@example.at');
    await tabTo((element) => element.type === 'radio' && element.name === 'Privatperson');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.getByRole('radio', { name: 'Firma' }).first().isChecked()).toBe(true);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => page.getByRole('radio', { name: 'Privatperson' }).first().isChecked()).toBe(true);
    for (const [label, value] of [
      ['Vorname', 'Tamara'],
      ['Nachname', 'Taste'],
      ['Straße und Hausnummer', 'Tabulatorgasse 9'],
      ['PLZ', '3500'],
      ['Ort', 'Krems'],
    ] as const) {
      await tabTo(named(label, 'input'));
      await page.keyboard.type(value);
    }
    await tabTo(named('Weiter', 'button'));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/checkout/2');

    // Shipping and payment: the payment chosen among its radios with the arrows.
    const prepayment = page.getByRole('radio', { name: 'Vorkasse (Überweisung)' });
    await prepayment.waitFor();
    // Past the shipping methods (shipping is chosen already) to the payment methods.
    let radio = await tabTo(
      (element) => element.type === 'radio' && !/^(Versand|Abholung)/.test(element.name),
    );
    for (let press = 0; radio.name !== 'Vorkasse (Überweisung)' && press < 10; press += 1) {
      await page.keyboard.press('ArrowDown');
      radio = (await focused(page))!;
    }
    await page.keyboard.press('Space');
    await expect.poll(() => prepayment.isChecked()).toBe(true);
    await tabTo(named('Weiter', 'button'));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/checkout/3');

    // The review: the terms ticked with Space, the order placed with Enter.
    await page.getByTestId('order-total').waitFor();
    await tabTo((element) => element.type === 'checkbox' && element.name.includes('AGB'));
    await page.keyboard.press('Space');
    await expect.poll(() => page.getByRole('checkbox', { name: /AGB/ }).isChecked()).toBe(true);
    await tabTo(named('Zahlungspflichtig bestellen', 'button'));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/checkout/done');
    await page.getByRole('heading', { name: 'Vielen Dank für Ihre Bestellung!' }).waitFor();

    const answer = await fetch(`${shop.baseUrl}/api/v0/shop_order/?search=tasten@example.at`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const { items } = (await answer.json()) as {
      items: Array<{
        email: string;
        selectedPayment: string;
        items: Array<{ item: string; amount: number }>;
      }>;
    };
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      selectedPayment: 'prepayment',
      items: [{ item: product._id, amount: 2 }],
    });
    // Every control the keyboard reached showed where the focus was.
    expect(ringless).toEqual([]);
  }, 240_000);
});

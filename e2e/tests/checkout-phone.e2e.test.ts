import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useShopInBrowser, waitForHydration } from './browser';
import { apiLogin, plainOrderableProducts, type RunningShop } from './server';

/** The checkout on a phone: each step opens at its heading, and a reload keeps what was entered. */
describe('the checkout on a phone', () => {
  let shop: RunningShop;
  let page: Page;
  let product: { _id: string; title: string };
  useShopInBrowser(
    (running) => {
      shop = running.shop;
      page = running.page;
    },
    { page: { viewport: { width: 390, height: 800 } } },
  );
  beforeAll(async () => {
    const [first] = await plainOrderableProducts(shop.baseUrl, await apiLogin(shop.baseUrl));
    if (!first) throw new Error('the demo data has no plain orderable product');
    product = first;
  });

  /** The focused element's text and whether its top is on screen below the sticky header. */
  const focusedHeading = () =>
    page.evaluate(() => {
      const focused = document.activeElement as HTMLElement;
      const top = focused.getBoundingClientRect().top;
      return {
        tag: focused.tagName,
        text: focused.firstChild?.textContent?.trim(),
        onScreen: top >= 0 && top < 400,
      };
    });

  it('keeps the address through a reload and opens each next step at its heading, focused', async () => {
    await page.goto(`/p/${product._id}`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'In den Warenkorb', exact: true }).click();
    await page.getByText(`1 × „${product.title}“ liegt im Warenkorb.`).waitFor();
    await page.goto('/shop/cart/checkout/2');
    await waitForHydration(page);
    await page.getByLabel('E-Mail', { exact: true }).fill('handy@example.at');
    const invoice = page.getByRole('group', { name: 'Rechnungsadresse' });
    await invoice.getByLabel('Vorname', { exact: true }).fill('Hanna');
    await invoice.getByLabel('Nachname', { exact: true }).fill('Handy');
    await invoice.getByLabel('Straße und Hausnummer', { exact: true }).fill('Gartenweg 4');
    await invoice.getByLabel('PLZ', { exact: true }).fill('3500');
    await invoice.getByLabel('Ort', { exact: true }).fill('Krems');

    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => invoice.getByLabel('Nachname', { exact: true }).inputValue()).toBe('Handy');
    expect(await page.getByLabel('E-Mail', { exact: true }).inputValue()).toBe('handy@example.at');
    expect(await invoice.getByLabel('Straße und Hausnummer', { exact: true }).inputValue()).toBe(
      'Gartenweg 4',
    );
    expect(await invoice.getByLabel('PLZ', { exact: true }).inputValue()).toBe('3500');

    // "Weiter" sits at the bottom of the long address form.
    await page.getByRole('button', { name: 'Weiter' }).click();
    await page.waitForURL((address) => address.pathname === '/checkout/2');
    await expect.poll(focusedHeading).toEqual({ tag: 'H2', text: 'Versand und Zahlung', onScreen: true });

    await page.getByRole('radio', { name: 'Vorkasse (Überweisung)' }).check();
    await page.getByRole('button', { name: 'Weiter' }).click();
    await page.waitForURL((address) => address.pathname === '/checkout/3');
    await expect.poll(focusedHeading).toEqual({ tag: 'H2', text: 'Bestellübersicht', onScreen: true });

    // Reloaded, the review still has the address and the payment.
    await page.reload();
    await waitForHydration(page);
    const review = page.getByRole('region', { name: 'Rechnungsadresse' });
    await review.getByText('Gartenweg 4').waitFor();
    expect(new URL(page.url()).pathname).toBe('/checkout/3');

    await page.getByRole('button', { name: 'Zurück' }).click();
    await page.waitForURL((address) => address.pathname === '/checkout/2');
    await expect.poll(focusedHeading).toEqual({ tag: 'H2', text: 'Versand und Zahlung', onScreen: true });
    expect(await page.getByRole('radio', { name: 'Vorkasse (Überweisung)' }).isChecked()).toBe(true);
  });
});

import type { Page } from 'playwright-core';

/**
 * Whether the storefront has taken over the server-rendered markup: it marks `<html>` with
 * `data-hydrated` once header, main and footer have hydrated. React's own mark on the root comes
 * earlier, while the parts still hydrate one by one, and a click on a part not yet hydrated can be lost.
 */
export function isHydrated(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'));
}

/** Fills the login view the page shows and sends it. */
export async function fillLogin(page: Page, handle: string, password: string): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(handle);
  await page.getByLabel('Passwort', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
}

import type { Page } from 'playwright-core';

/**
 * Whether the client has taken over the server-rendered markup: the storefront marks `<html>` with
 * `data-hydrated` once every part of the page has hydrated; React's hydrateRoot marks its container
 * with `__reactContainer$…` (the admin centre).
 */
export function isHydrated(page: Page): Promise<boolean> {
  return page.evaluate(
    () =>
      document.documentElement.hasAttribute('data-hydrated') ||
      Array.from(document.querySelectorAll('body, body *')).some((element) =>
        Object.keys(element).some((key) => key.startsWith('__reactContainer')),
      ),
  );
}

/** Fills the login view the page shows and sends it. */
export async function fillLogin(page: Page, handle: string, password: string): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(handle);
  await page.getByLabel('Passwort', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
}

import type { Page } from 'playwright-core';

/**
 * Whether the client has taken over the server-rendered markup: React's hydrateRoot marks its
 * container with `__reactContainer$…` (the admin centre), Preact's hydrate with `__k` (the storefront).
 */
export function isHydrated(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('body, body *')).some((element) =>
      Object.keys(element).some((key) => key.startsWith('__reactContainer') || key === '__k'),
    ),
  );
}

/** Fills the login view the page shows and sends it. */
export async function fillLogin(page: Page, handle: string, password: string): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(handle);
  await page.getByLabel('Passwort', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
}

import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useShopInBrowser } from './browser';
import type { RunningShop } from './server';

/** Chunks no screen of the shell or the dashboard needs: the editor, the charts, the calendars. */
const HEAVY = /\/(RichTextEditor|ChartCanvas|BookingCalendar|PlanCalendar|VoucherCalendar)-[\w-]+\.js$/;

describe('the admin centre loads each screen and language when it is needed', () => {
  let shop: RunningShop;
  let page: Page;
  useShopInBrowser((opened) => ({ shop, page } = opened), { adminAt: '/admincenter/dashboard' });

  it('starts the dashboard without the heavy screens, loads a screen on its first visit and English on the switch', async () => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.endsWith('.js')) scripts.push(path);
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto(`${shop.baseUrl}/admincenter/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(scripts.filter((path) => HEAVY.test(path))).toEqual([]);
    // Of the admin texts, the shell's part only: a screen's parts come with the screen.
    const adminTexts = scripts.filter((path) => /\/texts-de-admin-/.test(path));
    expect(new Set(adminTexts.map((path) => /texts-de-admin-(\w+)-/.exec(path)?.[1]))).toEqual(
      new Set(['shell']),
    );
    expect(scripts.some((path) => /\/texts-en-/.test(path))).toBe(false);
    expect(scripts.some((path) => /\/UserBrowse-/.test(path))).toBe(false);

    await page
      .getByRole('navigation', { name: 'Admin-Navigation' })
      .getByRole('link', { name: 'Benutzer', exact: true })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Benutzer' }).waitFor();
    expect(scripts.some((path) => /\/UserBrowse-/.test(path))).toBe(true);
    expect(scripts.some((path) => /\/texts-de-admin-kit-/.test(path))).toBe(true);
    expect(scripts.some((path) => /\/texts-de-admin-users-/.test(path))).toBe(true);
    expect(await page.getByRole('main').textContent()).not.toMatch(/\b(list|users|paginator)\.\w+/);

    await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Back to the site' }).waitFor();
    expect(scripts.some((path) => /\/texts-en-admin-shell-/.test(path))).toBe(true);
    // The open screen gets its parts in English too.
    await page.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
    expect(scripts.some((path) => /\/texts-en-admin-kit-/.test(path))).toBe(true);
    expect(await page.getByRole('main').textContent()).not.toMatch(/\b(list|users|paginator)\.\w+/);

    // The choice is remembered: the next load starts in English with the English texts.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
    expect(errors).toEqual([]);
  });
});

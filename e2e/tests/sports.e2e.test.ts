import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useShopInBrowser } from './browser';
import { apiLogin, callApi, type RunningShop } from './server';

const SHOTS = join(import.meta.dirname, '..', '.screenshots');
const WIDTHS = [390, 1440] as const;

describe('sports: add a club with a team, and the public sponsoring page', () => {
  let shop: RunningShop;
  let page: Page;
  let token: string;
  useShopInBrowser((opened) => ({ shop, page } = opened), { adminAt: '/admincenter/dashboard' });

  it('adds a club and a team of it in the admin centre', async () => {
    token = await apiLogin(shop.baseUrl);
    const [config] = await callApi<{ enabled_components: string[] }[]>(
      shop.baseUrl,
      token,
      'GET',
      '/api/v0/config/',
    );
    await callApi(shop.baseUrl, token, 'PUT', '/api/v0/config/', {
      enabled_components: [...config!.enabled_components, 'sports'],
    });
    await page.goto(`${shop.baseUrl}/admincenter/sports/clubs/add`);
    const club = page.getByRole('form', { name: 'Verein' });
    await club.getByRole('textbox', { name: /^Name/ }).fill('SV Tulln');
    await club.getByRole('textbox', { name: 'Ort' }).fill('Tulln');
    await club.getByRole('button', { name: 'Speichern' }).click();
    await page.waitForURL(/\/admincenter\/sports\/clubs\/edit\/[^/]+$/);
    const clubId = page.url().split('/').at(-1)!;
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/admin/sports-club-edit-${width}.png`, fullPage: true });
    }

    await page.getByRole('link', { name: 'Mannschaft anlegen' }).click();
    await page.waitForURL(`**/admincenter/sports/teams/add/${clubId}`);
    const team = page.getByRole('form', { name: 'Mannschaft' });
    await team.getByRole('textbox', { name: /^Name/ }).fill('U12');
    await team.getByRole('textbox', { name: /^Saison/ }).fill('2026/27');
    await team.getByRole('textbox', { name: 'Liga' }).fill('1. Klasse Mitte');
    await team.getByRole('button', { name: 'Speichern' }).click();
    await page.waitForURL(/\/admincenter\/sports\/teams\/edit\/[^/]+$/);

    const { items } = await callApi<{ items: { club: string; name: string; season: string }[] }>(
      shop.baseUrl,
      token,
      'GET',
      '/api/v0/sports_team/',
    );
    expect(items).toEqual([expect.objectContaining({ club: clubId, name: 'U12', season: '2026/27' })]);

    await page.goto(`${shop.baseUrl}/admincenter/sports/teams/browse`);
    await page.getByRole('link', { name: 'U12' }).waitFor();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/admin/sports-teams-${width}.png`, fullPage: true });
    }

    // The club's logo from the file library (a seeded picture), for the public page.
    const files = await callApi<{ items: { _id: string; ext: string }[] }>(
      shop.baseUrl,
      token,
      'GET',
      '/api/v0/file/?limit=1000',
    );
    const picture = files.items.find((file) =>
      ['jpg', 'jpeg', 'png', 'webp'].includes(file.ext.toLowerCase()),
    );
    await callApi(shop.baseUrl, token, 'PUT', `/api/v0/sports_club/${clubId}`, { logo: [picture!._id] });
  });

  it('lists the sponsored club with its team and logo on /Sponsoring', async () => {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${shop.baseUrl}/Sponsoring`);
      await page.getByRole('heading', { level: 1, name: 'Sponsoring' }).waitFor();
      await page.getByRole('heading', { level: 2, name: 'SV Tulln' }).waitFor();
      await page.getByText('U12 · 2026/27 · 1. Klasse Mitte').waitFor();
      const logo = page.getByRole('img', { name: 'Logo von SV Tulln' });
      await logo.waitFor();
      expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      await page.screenshot({ path: `${SHOTS}/sponsoring-${width}.png`, fullPage: true });
    }
    await page.getByRole('contentinfo').getByRole('link', { name: 'Sponsoring' }).waitFor();
  });

  it('has no page, no footer link and no API while the component is off', async () => {
    const [config] = await callApi<{ enabled_components: string[] }[]>(
      shop.baseUrl,
      token,
      'GET',
      '/api/v0/config/',
    );
    await callApi(shop.baseUrl, token, 'PUT', '/api/v0/config/', {
      enabled_components: config!.enabled_components.filter((name) => name !== 'sports'),
    });
    expect((await fetch(`${shop.baseUrl}/api/v0/sports/sponsoring`)).status).toBe(404);
    await page.goto(`${shop.baseUrl}/Sponsoring`);
    await page.getByRole('contentinfo').waitFor();
    expect(await page.getByRole('heading', { level: 1, name: 'Sponsoring' }).count()).toBe(0);
    expect(await page.getByRole('contentinfo').getByRole('link', { name: 'Sponsoring' }).count()).toBe(0);
  });
});

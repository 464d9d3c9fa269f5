import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { startSmtpSink, type SmtpSink } from '@gartenwerk/test-helpers';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useShopInBrowser } from './browser';
import { apiLogin, callApi, type RunningShop } from './server';

// Screenshots for a person to look at; the assertions do not read them.
const SHOTS = join(import.meta.dirname, '..', '.screenshots', 'newsletter-stats');
const READER = 'hanna@beispiel.test';
const SUBJECT = 'Rosen im Juni';

const unescapeHtml = (text: string) => text.replace(/&amp;/g, '&').replace(/&#39;/g, "'");

describe('the owner reads a sending’s statistics', () => {
  let smtp: SmtpSink;
  let shop: RunningShop;
  let page: Page;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    mkdirSync(SHOTS, { recursive: true });
  });
  afterAll(async () => {
    await smtp?.close();
  });
  useShopInBrowser((opened) => ({ shop, page } = opened), {
    env: () => ({ SMTP_URL: smtp.url }),
    adminAt: '/admincenter/stats/browse',
  });

  it('counts the opening and the click of a mailed newsletter', async () => {
    const token = await apiLogin(shop.baseUrl);
    const call = <T>(method: string, path: string, body?: unknown) =>
      callApi<T>(shop.baseUrl, token, method, path, body);
    const list = await call<{ _id: string }>('POST', '/api/v0/newsletter_list/', { name: 'Rosenfreunde' });
    await call('POST', '/api/v0/newsletter/subscribe', {
      email: READER,
      consent: 'Ja, ich möchte den Newsletter erhalten.',
      lists: [list._id],
    });
    await expect.poll(() => smtp.lastTo(READER)?.raw.includes('/newsletter/verify/') ?? false).toBe(true);
    const verifyToken = /\/newsletter\/verify\/([A-Za-z0-9_-]+)/.exec(smtp.lastTo(READER)!.raw)![1]!;
    await call('POST', '/api/v0/newsletter/verify', { token: verifyToken });
    const template = await call<{ _id: string }>('POST', '/api/v0/newsletter_template/', {
      name: 'Juni',
      subject: SUBJECT,
      modules: [
        { type: 'text', props: { text: 'Die Rosen blühen.' } },
        { type: 'button', props: { label: 'Zu den Rosen', url: 'https://rosen.example/juni' } },
      ],
    });
    await call('POST', '/api/v0/newsletter_sending/', {
      template: template._id,
      lists: [list._id],
      subject: SUBJECT,
      send: true,
    });
    await expect
      .poll(() => smtp.lastTo(READER)?.raw.includes('Die Rosen blühen.') ?? false, {
        timeout: 30_000,
      })
      .toBe(true);
    const mail = smtp.lastTo(READER)!.raw;

    // The reader's mail program loads the pixel, the reader clicks the button.
    const pixel = /"[^"]*(\/newsletter\/open\/[^"]+)"/.exec(mail)![1]!;
    const opened = await fetch(`${shop.baseUrl}${unescapeHtml(pixel)}`);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('content-type')).toBe('image/gif');
    const link = /"[^"]*(\/newsletter\/click\/[^"]+)"/.exec(mail)![1]!;
    const clicked = await fetch(`${shop.baseUrl}${unescapeHtml(link)}`, { redirect: 'manual' });
    expect(clicked.status).toBe(302);
    expect(clicked.headers.get('location')).toBe('https://rosen.example/juni');

    await page.goto(`${shop.baseUrl}/admincenter/stats/browse`);
    const row = page.getByRole('row').filter({ hasText: SUBJECT });
    await row.waitFor();
    // Opened and clicked: one of one delivered.
    await expect
      .poll(async () =>
        (await row.getByRole('cell').allTextContents()).map((text) => text.replace(/\u00a0/g, ' ')),
      )
      .toEqual(expect.arrayContaining(['1 (100 %)']));
    const cells = (await row.getByRole('cell').allTextContents()).map((text) => text.replace(/\u00a0/g, ' '));
    expect(cells.filter((text) => text === '1 (100 %)')).toHaveLength(2);
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: join(SHOTS, `browse-${width}.png`), fullPage: true });
    }

    await row.getByRole('link', { name: SUBJECT }).click();
    await page.getByRole('heading', { level: 2, name: SUBJECT }).waitFor();
    const figures = page.getByRole('region', { name: 'Kennzahlen' });
    const figure = (name: string) =>
      figures
        .locator('div')
        .filter({ has: page.getByText(name, { exact: true }) })
        .locator('dd strong');
    await expect.poll(() => figure('Geöffnet').textContent()).toBe('1');
    expect(await figure('Geklickt').textContent()).toBe('1');
    expect(await figure('Zugestellt').textContent()).toBe('1');
    const links = page.getByRole('table', { name: 'Links' });
    expect((await links.getByRole('row').nth(1).textContent())?.replace(/\u00a0/g, ' ')).toBe(
      'https://rosen.example/juni11 (100 %)',
    );
    await page
      .getByRole('img', { name: `Öffnungen, Klicks und Abmeldungen von „${SUBJECT}“ im Verlauf` })
      .waitFor();
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      // The chart follows the new width (its canvas within its box) before the picture is taken.
      await expect
        .poll(() =>
          page
            .locator('.admin-chart__canvas canvas')
            .evaluate((canvas) => canvas.getBoundingClientRect().width <= canvas.parentElement!.clientWidth),
        )
        .toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: join(SHOTS, `detail-${width}.png`), fullPage: true });
    }
  }, 180_000);
});

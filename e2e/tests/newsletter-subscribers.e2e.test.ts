import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useShopInBrowser, waitForHydration } from './browser';
import type { RunningShop } from './server';

// Screenshots for a person to look at; the assertions do not read them.
const SHOTS = join(import.meta.dirname, '..', '.screenshots', 'newsletter');

describe('newsletter settings, the subscribers’ import and the recommend page on a phone and a desktop', () => {
  let shop: RunningShop;
  let page: Page;
  useShopInBrowser((opened) => ({ shop, page } = opened), {
    page: { viewport: { width: 390, height: 844 } },
    adminAt: '/admincenter/dashboard',
  });
  beforeAll(() => {
    mkdirSync(SHOTS, { recursive: true });
  });

  async function shoot(name: string) {
    const { scroll, inner } = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      inner: window.innerWidth,
    }));
    expect(scroll, `${name} scrolls sideways at ${inner} px`).toBeLessThanOrEqual(inner);
    await page.screenshot({ path: join(SHOTS, `${name}-${inner}.png`), fullPage: true });
  }

  it('saves the settings', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${shop.baseUrl}/admincenter/newsletter/settings`);
    const sender = page.getByRole('textbox', { name: 'Name des Absenders' });
    await expect.poll(() => sender.inputValue()).toBe('Gartenwerk');
    await shoot('settings');
    await sender.fill('Baumschule Gartenwerk');
    await page.getByRole('button', { name: 'Einstellungen speichern' }).click();
    await page.getByText('gespeichert').first().waitFor();
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.reload();
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Name des Absenders' }).inputValue())
      .toBe('Baumschule Gartenwerk');
    await shoot('settings');
  });

  it('imports a CSV with a preview, a progress bar and a report per row', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${shop.baseUrl}/admincenter/newsletter/subscriber/import`);
    const csv =
      '\uFEFFE-Mail;Name;Schlagworte\r\nanna@beispiel.test;"Gruber; Anna";obst\r\nkein-at;Falsch;\r\n' +
      'ANNA@beispiel.test;Doppelt;\r\nbert@beispiel.test;Bert;rosen\r\n';
    await page.getByLabel('CSV-Datei wählen').setInputFiles({
      name: 'messe.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv, 'utf8'),
    });
    await page.getByText('messe.csv: 4 Zeilen').waitFor();
    await page.getByRole('checkbox', { name: /Adressen mit bestehender Einwilligung/ }).check();
    await page.getByRole('textbox', { name: /Quelle der Einwilligung/ }).fill('Messe Tulln 2025');
    await shoot('import');
    await page.getByRole('button', { name: '4 Zeilen importieren' }).click();
    await page.getByText('2 importiert, 1 doppelt, 1 ungültig').waitFor();
    expect(await page.getByRole('table', { name: 'Ergebnis' }).innerText()).toContain(
      'Doppelt in der Datei (schon in Zeile 2)',
    );
    await shoot('import-report');
    await page.setViewportSize({ width: 1440, height: 900 });
    await shoot('import-report');
  });

  it('filters subscribers by tag and offers the export', async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${shop.baseUrl}/admincenter/subscriber/browse`);
    await page.getByRole('combobox', { name: 'Schlagworte' }).selectOption('rosen');
    await page.getByRole('link', { name: 'bert@beispiel.test' }).waitFor();
    await expect.poll(() => page.getByRole('link', { name: 'anna@beispiel.test' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Als CSV exportieren' }).getAttribute('href')).toBe(
      '/api/v0/newsletter_subscriber/export?tag=rosen',
    );
    await shoot('subscribers');
    await page.setViewportSize({ width: 390, height: 844 });
    await shoot('subscribers');
  });

  it('shows the recommend page of a sending', async () => {
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${shop.baseUrl}/newsletter/recommend/0123456789abcdef01234567`);
      await waitForHydration(page);
      await page.getByRole('heading', { level: 1, name: 'Newsletter weiterempfehlen' }).waitFor();
      await page.getByRole('img', { name: /Rechenaufgabe/ }).waitFor();
      await shoot('recommend');
    }
  });
});

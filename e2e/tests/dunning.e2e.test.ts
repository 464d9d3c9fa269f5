import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useShopInBrowser } from './browser';
import { apiLogin, callApi, type RunningShop } from './server';

// Screenshots go next to the test results, for a person to look at; the assertions do not read them.
const SHOTS = join(import.meta.dirname, '..', '.screenshots', 'admin');

/** A day so many days from today in Vienna (YYYY-MM-DD). */
function day(offset: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vienna' }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

describe('the dunning of overdue invoices in the admin centre', () => {
  let shop: RunningShop;
  let page: Page;
  let number = '';
  useShopInBrowser((opened) => ({ shop, page } = opened), {
    page: { viewport: { width: 1440, height: 900 } },
    adminAt: '/admincenter/accounting/invoice/dunning',
  });

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    const token = await apiLogin(shop.baseUrl);
    const api = <T>(method: string, path: string, body?: unknown) =>
      callApi<T>(shop.baseUrl, token, method, path, body);
    const customer = await api<{ _id: string }>('POST', '/api/v1/invoice/customer/', {
      type: 'company',
      company: 'Gärtnerei Lindenhof OG',
      address: 'Lindenallee 4',
      zip: '3500',
      city: 'Krems an der Donau',
      country: 'at',
      email: 'buero@lindenhof.example',
    });
    // Dated 40 days ago with 14 days' terms: 26 days overdue.
    const invoice = await api<{ number: string }>('POST', '/api/v0/invoice/', {
      type: 'invoice',
      customer_id: customer._id,
      date: day(-40),
      payment_terms_days: 14,
      lines: [{ title: 'Hainbuchenhecke', amount: 1, unit: 'Stk.', price: 1000, vat_rate: 20 }],
      issue: true,
    });
    number = invoice.number;
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Mahnwesen' }).waitFor();
  });

  it('lists the overdue invoice, sends the Zahlungserinnerung and then offers the 1. Mahnung', async () => {
    const table = page.getByRole('table', { name: 'Mahnwesen' });
    const row = table.getByRole('row').filter({ hasText: number });
    await row.waitFor();
    expect(await row.textContent()).toContain('€ 1.200,00');
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/dunning-${width}.png`, fullPage: true });
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(sideways, `the dunning list at ${width} px scrolls sideways`).toBe(false);
    }
    await page.setViewportSize({ width: 1440, height: 900 });
    await row.getByRole('button', { name: 'Zahlungserinnerung senden' }).click();
    await page.getByText(`Zahlungserinnerung zu ${number} versendet.`).waitFor();
    // Due 26 days ago: the 1. Mahnung (from 14 days, 5 € fee) may follow at once.
    await row.getByRole('button', { name: /^1\. Mahnung \(\+ € 5,00\) senden$/ }).waitFor();
    expect(await row.textContent()).toContain('Zahlungserinnerung am');
    await page.screenshot({ path: `${SHOTS}/dunning-sent-1440.png`, fullPage: true });
  }, 120_000);
});

import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startSmtpSink, type SmtpSink } from '@gartenwerk/test-helpers';
import { logInAsAdminAt, useShopInBrowser, waitForHydration } from './browser';
import { dragToDay } from './calendar';
import { apiLogin, callApi, type RunningShop } from './server';

// Screenshots go next to the test results, for a person to look at; the assertions do not read them.
const SHOTS = join(import.meta.dirname, '..', '.screenshots', 'admin');

const VISITOR = 'maria.gaertner@example.at';

/** The first day from `from` on (two days ahead at least) the nursery is open in any season: Wednesday to Friday, no holiday. */
function bookableDay(from: Date): string {
  const day = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate() + 2));
  const closed = [
    '01-01',
    '01-06',
    '05-01',
    '08-15',
    '10-26',
    '11-01',
    '12-08',
    '12-24',
    '12-25',
    '12-26',
    '12-31',
  ];
  while (![3, 4, 5].includes(day.getUTCDay()) || closed.includes(day.toISOString().slice(5, 10))) {
    day.setUTCDate(day.getUTCDate() + 1);
  }
  return day.toISOString().slice(0, 10);
}

/** Day and time of a moment on the nursery's clock, as the booking mails write them. */
function viennaWhen(start: string, end: string): string {
  const time = (iso: string) =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Vienna',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(iso));
  const day = new Intl.DateTimeFormat('de-AT', {
    timeZone: 'Europe/Vienna',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(start));
  return `${day}, ${time(start)} – ${time(end)} Uhr`;
}

/** The body of the mail's `termin.ics` part, base64 decoded. */
function icsOf(raw: string): string {
  const start = raw.indexOf('filename=termin.ics');
  if (start < 0) throw new Error('no termin.ics in the mail');
  const body = raw.slice(raw.indexOf('\r\n\r\n', start) + 4);
  // Base64 has no '-': the part ends where the boundary begins (the sink's decoding may join the lines).
  const encoded = body.slice(0, body.indexOf('-')).replace(/[\s=]+/g, '');
  return Buffer.from(encoded, 'base64').toString('utf8');
}

describe('bookings and opening hours in the browser', () => {
  let smtp: SmtpSink;
  let shop: RunningShop;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    smtp = await startSmtpSink();
  });
  afterAll(async () => {
    await smtp?.close();
  });
  useShopInBrowser((opened) => ({ shop, browser, page } = opened), { env: () => ({ SMTP_URL: smtp.url }) });

  it('a visitor books a consultation in a free slot and gets the confirmation with the .ics file', async () => {
    await page.goto(`${shop.baseUrl}/Termin`);
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'Termin buchen' });
    await form.getByLabel('Terminart').selectOption('beratung');
    const day = bookableDay(new Date());
    await form.getByLabel('Tag').fill(day);
    const firstSlot = form.getByRole('radio').first();
    await firstSlot.waitFor();
    const time = (await firstSlot.locator('..').innerText()).trim();
    await firstSlot.check();
    await form.getByLabel('Name *').fill('Maria Gärtner');
    await form.getByLabel('E-Mail *').fill(VISITOR);
    await form.getByRole('button', { name: 'Verbindlich buchen' }).click();
    await expect
      .poll(() => page.getByRole('status').first().innerText(), { timeout: 15_000 })
      .toContain(
        `Ihr Termin ist gebucht: Pflanzberatung am ${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}, ${time}`,
      );

    await expect.poll(() => smtp.lastTo(VISITOR)?.raw ?? '', { timeout: 15_000 }).toContain('termin.ics');
    const mail = smtp.lastTo(VISITOR)!.raw;
    expect(mail).toContain('vielen Dank für Ihre Buchung. Wir erwarten Sie:');
    expect(mail).toMatch(/\/Termin\/absagen\?token=/);
    const ics = icsOf(mail);
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain('SUMMARY:Pflanzberatung – Gartenwerk Baumschule GmbH');
    expect(ics).toMatch(/DTSTART:\d{8}T\d{6}Z/);

    // The slot is taken now: the page offers it no more.
    await page.reload();
    await waitForHydration(page);
    await page.getByLabel('Tag').fill(day);
    await page.getByRole('radio').first().waitFor();
    const offered = await page
      .getByRole('radio')
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).parentElement!.textContent));
    expect(offered).not.toContain(time);
  });

  it('the opening hours page says open or closed for a frozen clock', async () => {
    const context = await browser.newContext({ baseURL: shop.baseUrl, locale: 'de-AT' });
    const visitor = await context.newPage();
    const errors: string[] = [];
    visitor.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    visitor.on('pageerror', (error) => errors.push(error.message));
    // The page comes with the state of the server's moment; once hydrated it tells the browser's.
    const stateAt = async (moment: string, expected: string) => {
      await visitor.clock.setFixedTime(new Date(moment));
      await visitor.goto('/Oeffnungszeiten');
      await waitForHydration(visitor);
      const nursery = visitor.locator('[data-location="baumschule"] .open-now');
      await expect.poll(() => nursery.innerText()).toBe(expected);
    };
    try {
      // Wednesday 9 December 2026, 10:00 in Vienna: winter hours 9 to 16.
      await stateAt('2026-12-09T10:00:00+01:00', 'jetzt geöffnet · bis 16:00 Uhr');
      // 7:30 the same day: opens at 9.
      await stateAt('2026-12-09T07:30:00+01:00', 'geschlossen, öffnet um 9:00 Uhr');
      // Monday 7 December: closed on winter Mondays, Tuesday is Mariä Empfängnis.
      await stateAt('2026-12-07T10:00:00+01:00', 'geschlossen, öffnet am Mittwoch, 09.12. um 9:00 Uhr');
      const data = visitor.locator('script[type="application/ld+json"]');
      await expect
        .poll(async () => (await data.allInnerTexts()).join(''))
        .toContain('"validFrom":"2026-12-08","validThrough":"2026-12-08","opens":"00:00","closes":"00:00"');
      // The footer says it too.
      await expect.poll(() => visitor.locator('footer .open-now').innerText()).toContain('geschlossen');
      // The server's page hydrates as it is (no mismatch of the state it was rendered with).
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the owner moves a booking in the edit form and the customer gets the "moved" mail', async () => {
    const customer = 'jakob.reiter@example.at';
    const day = bookableDay(new Date(Date.now() + 7 * 86_400_000));
    const slots = (await (
      await fetch(`${shop.baseUrl}/api/v0/booking/slots?type=beratung&date=${day}`)
    ).json()) as Array<{ start: string; end: string }>;
    expect(slots.length).toBeGreaterThan(1);
    const [first, later] = [slots[0]!, slots.at(-1)!];
    const booked = await fetch(`${shop.baseUrl}/api/v0/booking/book`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'beratung', start: first.start, name: 'Jakob Reiter', email: customer }),
    });
    expect(booked.status).toBe(201);
    const { _id: id } = (await booked.json()) as { _id: string };

    // The owner's browser on the nursery's clock: the form shows and reads Vienna times.
    const context = await browser.newContext({
      baseURL: shop.baseUrl,
      locale: 'de-AT',
      timezoneId: 'Europe/Vienna',
    });
    const owner = await context.newPage();
    try {
      await logInAsAdminAt(owner, `${shop.baseUrl}/admincenter/booking/edit/${id}`);
      const startField = owner.getByLabel('Beginn');
      await expect.poll(() => startField.inputValue(), { timeout: 15_000 }).not.toBe('');
      const local = new Intl.DateTimeFormat('sv-SE', {
        timeZone: 'Europe/Vienna',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
      })
        .format(new Date(later.start))
        .replace(' ', 'T');
      await startField.fill(local);
      await owner.getByRole('button', { name: 'Speichern' }).click();
      await owner
        .getByRole('region', { name: 'Benachrichtigungen' })
        .getByText('gespeichert')
        .first()
        .waitFor({ timeout: 15_000 });

      await expect
        .poll(() => smtp.lastTo(customer)?.raw ?? '', { timeout: 15_000 })
        .toContain('wir mussten Ihren Termin verschieben.');
      const mail = smtp.lastTo(customer)!;
      expect(mail.raw).toContain(
        `Pflanzberatung\n${viennaWhen(later.start, later.end)}`.replace('\n', '\r\n'),
      );
      const ics = icsOf(mail.raw);
      expect(ics).toContain('SEQUENCE:1');
      expect(ics).toContain(`DTSTART:${later.start.replace(/[-:]/g, '').replace(/\.\d{3}/, '')}`);
    } finally {
      await context.close();
    }
  });
  it('the owner drags a booking to the day before in the calendar, and the customer gets the "moved" mail', async () => {
    const customer = 'lisa.berger@example.at';
    const day = bookableDay(new Date(Date.now() + 14 * 86_400_000));
    const [slot] = (await (
      await fetch(`${shop.baseUrl}/api/v0/booking/slots?type=beratung&date=${day}`)
    ).json()) as Array<{ start: string; end: string }>;
    const booked = await fetch(`${shop.baseUrl}/api/v0/booking/book`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'beratung', start: slot!.start, name: 'Lisa Berger', email: customer }),
    });
    expect(booked.status).toBe(201);
    const { _id: id } = (await booked.json()) as { _id: string };
    // Wednesday to Friday: the day before lies in the same week and the same clock time.
    const dayBefore = new Date(Date.parse(`${day}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const movedStart = new Date(Date.parse(slot!.start) - 86_400_000);

    const context = await browser.newContext({
      baseURL: shop.baseUrl,
      locale: 'de-AT',
      timezoneId: 'Europe/Vienna',
      viewport: { width: 1440, height: 1000 },
    });
    const owner = await context.newPage();
    try {
      await logInAsAdminAt(owner, `${shop.baseUrl}/admincenter/booking/calendar`);
      const column = owner.locator(`.fc-timegrid-col[data-date="${day}"]`);
      await owner.locator('.fc-timegrid').waitFor();
      for (let week = 0; week < 4 && (await column.count()) === 0; week++) {
        await owner.locator('.fc-next-button').click();
        await owner.locator('.fc-toolbar-title').waitFor();
      }
      const event = column.locator('.fc-event').filter({ hasText: 'Lisa Berger' });
      await event.waitFor();
      await dragToDay(owner, event, dayBefore);
      await owner
        .getByRole('status')
        .filter({ hasText: 'Termin verschoben, der Kunde bekommt eine E-Mail.' })
        .waitFor();
      mkdirSync(SHOTS, { recursive: true });
      await owner.screenshot({ path: join(SHOTS, 'booking-calendar-1440.png') });
      const token = await apiLogin(shop.baseUrl);
      const stored = await callApi<{ start: string }>(shop.baseUrl, token, 'GET', `/api/v0/booking/${id}`);
      expect(stored.start).toBe(movedStart.toISOString());

      await expect
        .poll(() => smtp.lastTo(customer)?.raw ?? '', { timeout: 15_000 })
        .toContain('wir mussten Ihren Termin verschieben.');
      const ics = icsOf(smtp.lastTo(customer)!.raw);
      expect(ics).toContain(
        `DTSTART:${movedStart
          .toISOString()
          .replace(/[-:]/g, '')
          .replace(/\.\d{3}/, '')}`,
      );
      expect(
        await owner
          .locator(`.fc-timegrid-col[data-date="${dayBefore}"] .fc-event`)
          .filter({ hasText: 'Lisa Berger' })
          .count(),
      ).toBe(1);
    } finally {
      await context.close();
    }
  });
});

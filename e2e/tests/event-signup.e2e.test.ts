import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startSmtpSink, type SmtpSink } from '@gartenwerk/test-helpers';
import { useShopInBrowser, waitForHydration } from './browser';
import { apiLogin, callApi, type RunningShop } from './server';

/** Where the sign-up's screens are photographed. */
const SHOTS = process.env.SCREENSHOT_DIR ?? '/tmp/eventsignup-shots';
const WIDTHS = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } } as const;

/** A moment `days` from now at 09:00 UTC (10:00 or 11:00 in Vienna). */
const inDays = (days: number, hour = 9) => {
  const day = new Date(Date.now() + days * 86_400_000);
  day.setUTCHours(hour, 0, 0, 0);
  return day.toISOString();
};

interface CreatedEvent {
  _id: string;
  title: string;
  start: string;
}

describe('signing up for an event in the browser', () => {
  let smtp: SmtpSink;
  let shop: RunningShop;
  let browser: Browser;
  let token: string;
  let course: CreatedEvent;
  let full: CreatedEvent;
  let lastPlace: CreatedEvent;

  beforeAll(async () => {
    smtp = await startSmtpSink();
  });
  afterAll(async () => {
    await smtp?.close();
  });
  useShopInBrowser((opened) => ({ shop, browser } = opened), { env: () => ({ SMTP_URL: smtp.url }) });

  const signUpByApi = (event: CreatedEvent, name: string) =>
    fetch(`${shop.baseUrl}/api/v0/events/${event._id}/book`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name, email: `${name.toLowerCase()}@example.at`, consent: true }),
    });

  async function visitor(size: keyof typeof WIDTHS, locale = 'de-AT'): Promise<Page> {
    const context = await browser.newContext({ baseURL: shop.baseUrl, locale, viewport: WIDTHS[size] });
    return context.newPage();
  }

  async function photograph(page: Page, name: string) {
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  }

  it('has events with places to sign up for', async () => {
    token = await apiLogin(shop.baseUrl);
    const [config] = await callApi<Array<{ enabled_components: string[] }>>(
      shop.baseUrl,
      token,
      'GET',
      '/api/v0/config/',
    );
    await callApi(shop.baseUrl, token, 'PUT', '/api/v0/config/', {
      enabled_components: [...config!.enabled_components, 'events'],
    });
    const create = (body: object) =>
      callApi<CreatedEvent>(shop.baseUrl, token, 'POST', '/api/v0/event/', body);
    course = await create({
      title: 'Rosenschnittkurs',
      start: inDays(10),
      end: inDays(10, 12),
      place: 'Rosengarten der Gärtnerei',
      capacity: 5,
    });
    full = await create({ title: 'Kräuterkurs', start: inDays(12), capacity: 1 });
    lastPlace = await create({ title: 'Obstbaumschnitt', start: inDays(14), capacity: 2 });
    expect((await signUpByApi(full, 'Erika')).status).toBe(201);
    expect((await signUpByApi(lastPlace, 'Franz')).status).toBe(201);
  });

  for (const size of ['phone', 'desktop'] as const) {
    it(`signs a visitor up on a ${WIDTHS[size].width} px screen: confirmation on screen and by mail`, async () => {
      const email = `maria.${size}@example.at`;
      const page = await visitor(size);
      try {
        await page.goto('/Veranstaltungen');
        await waitForHydration(page);
        const card = page.getByRole('article', { name: 'Rosenschnittkurs' });
        const before = size === 'phone' ? 5 : 3;
        await expect.poll(() => card.innerText()).toContain(`Noch ${before} freie Plätze`);
        await photograph(page, `events-${size}`);
        await card.getByRole('link', { name: 'Details und Anmeldung: Rosenschnittkurs' }).click();
        await page.getByRole('heading', { level: 1, name: 'Rosenschnittkurs' }).waitFor();
        const form = page.getByRole('region', { name: 'Anmeldung' });
        await form.getByRole('textbox', { name: /^Name/ }).fill('Maria Gärtner');
        await form.getByRole('textbox', { name: /^E-Mail/ }).fill(email);
        await form.getByRole('spinbutton', { name: /^Anzahl der Plätze/ }).fill('2');
        await form.getByRole('button', { name: 'Verbindlich anmelden' }).click();
        // Without the consent nothing is sent.
        await form
          .getByText('Bitte stimmen Sie der Verarbeitung Ihrer Angaben für die Anmeldung zu.')
          .waitFor();
        await form.getByRole('checkbox').check();
        await photograph(page, `event-form-${size}`);
        await form.getByRole('button', { name: 'Verbindlich anmelden' }).click();
        await expect
          .poll(() => form.getByRole('status').innerText(), { timeout: 15_000 })
          .toContain('Vielen Dank, Maria Gärtner! Sie sind für „Rosenschnittkurs“ am');
        expect(await form.getByRole('status').innerText()).toContain(
          `angemeldet (2 Plätze). Die Bestätigung ist unterwegs an ${email}.`,
        );
        await expect
          .poll(() => page.locator('.event-card__places').innerText())
          .toBe(`Noch ${before - 2} ${before - 2 === 1 ? 'freier Platz' : 'freie Plätze'}`);
        await photograph(page, `event-done-${size}`);

        await expect
          .poll(() => smtp.lastTo(email)?.raw ?? '', { timeout: 15_000 })
          .toContain('vielen Dank für Ihre Anmeldung');
        const mail = smtp.lastTo(email)!.raw;
        expect(mail).toContain('Rosengarten der Gärtnerei');
        expect(mail).toContain('2 Plätze');
        expect(mail).toContain('veranstaltung.ics');
      } finally {
        await page.context().close();
      }
    });

    it(`refuses a full event on a ${WIDTHS[size].width} px screen`, async () => {
      const page = await visitor(size);
      try {
        await page.goto(`/Veranstaltungen/${full._id}`);
        await waitForHydration(page);
        await expect
          .poll(() => page.getByRole('region', { name: 'Anmeldung' }).getByRole('alert').innerText())
          .toBe('Alle Plätze sind vergeben, eine Anmeldung ist nicht mehr möglich.');
        expect(await page.locator('.event-card__places').innerText()).toBe('Ausgebucht');
        expect(await page.getByRole('button', { name: 'Verbindlich anmelden' }).count()).toBe(0);
        await photograph(page, `event-full-${size}`);
      } finally {
        await page.context().close();
      }
    });
  }

  it('shows the server’s refusal when the last place goes while the visitor fills in the form', async () => {
    const page = await visitor('phone');
    try {
      await page.goto(`/Veranstaltungen/${lastPlace._id}`);
      await waitForHydration(page);
      const form = page.getByRole('region', { name: 'Anmeldung' });
      await expect.poll(() => page.locator('.event-card__places').innerText()).toBe('Noch 1 freier Platz');
      await form.getByRole('textbox', { name: /^Name/ }).fill('Gerda Berger');
      await form.getByRole('textbox', { name: /^E-Mail/ }).fill('gerda@example.at');
      await form.getByRole('checkbox').check();
      expect((await signUpByApi(lastPlace, 'Hans')).status).toBe(201);
      await form.getByRole('button', { name: 'Verbindlich anmelden' }).click();
      await expect
        .poll(() => form.getByRole('alert').innerText(), { timeout: 15_000 })
        .toBe('Diese Veranstaltung ist leider ausgebucht.');
      await expect.poll(() => page.locator('.event-card__places').innerText()).toBe('Ausgebucht');
      expect(smtp.lastTo('gerda@example.at')).toBeUndefined();
    } finally {
      await page.context().close();
    }
  });

  it('signs an English visitor up in English, with the mail in English', async () => {
    const page = await visitor('desktop', 'en-GB');
    try {
      await page.goto(`/Veranstaltungen/${course._id}`);
      await waitForHydration(page);
      const form = page.getByRole('region', { name: 'Sign-up' });
      await form.getByRole('textbox', { name: /^Name/ }).fill('George Miller');
      await form.getByRole('textbox', { name: /^E-mail/ }).fill('george@example.co.uk');
      await form.getByRole('checkbox').check();
      await form.getByRole('button', { name: 'Sign up' }).click();
      await expect
        .poll(() => form.getByRole('status').innerText(), { timeout: 15_000 })
        .toContain('Thank you, George Miller! You are signed up for “Rosenschnittkurs” on');
      await expect
        .poll(() => smtp.lastTo('george@example.co.uk')?.raw ?? '', { timeout: 15_000 })
        .toContain('thank you for signing up');
      expect(smtp.lastTo('george@example.co.uk')!.raw).toMatch(/Rosengarten der Gärtnerei\r?\n1 place/);
    } finally {
      await page.context().close();
    }
  });
  it('describes the event for search engines and lists it on the start page', async () => {
    const page = await visitor('desktop');
    try {
      await page.goto(`/Veranstaltungen/${course._id}`);
      await page.getByRole('heading', { level: 1, name: 'Rosenschnittkurs' }).waitFor();
      const events = async () =>
        (await page.locator('script[type="application/ld+json"]').allInnerTexts())
          .flatMap((block) => [JSON.parse(block)].flat() as Array<Record<string, unknown>>)
          .filter((data) => data['@type'] === 'Event');
      await expect.poll(events).toEqual([
        expect.objectContaining({
          name: 'Rosenschnittkurs',
          startDate: course.start,
          location: {
            '@type': 'Place',
            name: 'Rosengarten der Gärtnerei',
            address: 'Rosengarten der Gärtnerei',
          },
          maximumAttendeeCapacity: 5,
        }),
      ]);
      await page.goto('/');
      await waitForHydration(page);
      const upcoming = page.getByRole('region', { name: 'Nächste Veranstaltungen' });
      await upcoming.getByText('Rosenschnittkurs').first().waitFor();
    } finally {
      await page.context().close();
    }
  });

  it('cancels a sign-up by the link of its mail: the page speaks of the sign-up, and the places come back', async () => {
    const email = 'maria.phone@example.at';
    const raw = smtp
      .lastTo(email)!
      .raw.replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    const token = /\/Termin\/absagen\?token=([A-Za-z0-9_-]+)/.exec(raw)?.[1];
    expect(token).toBeTruthy();
    const placesLeft = async () =>
      ((await (await fetch(`${shop.baseUrl}/api/v0/events/${course._id}/places`)).json()) as { left: number })
        .left;
    const before = await placesLeft();
    const page = await visitor('phone');
    try {
      await page.goto(`/Termin/absagen?token=${token}`);
      await waitForHydration(page);
      await page.getByRole('heading', { level: 1, name: 'Anmeldung absagen' }).waitFor();
      await page.getByText('Möchten Sie Ihre Anmeldung zu „Rosenschnittkurs“ am', { exact: false }).waitFor();
      await page.getByRole('button', { name: 'Anmeldung absagen' }).click();
      await page.getByRole('status').filter({ hasText: 'Ihre Anmeldung ist abgesagt.' }).waitFor();
      await photograph(page, 'event-cancelled-phone');
    } finally {
      await page.context().close();
    }
    // Maria had two places.
    expect(await placesLeft()).toBe(before + 2);
    await expect
      .poll(() => smtp.lastTo(email)?.raw ?? '', { timeout: 15_000 })
      .toContain('Ihre Anmeldung zu');
  });
});

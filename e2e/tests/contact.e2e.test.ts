import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Response } from 'playwright-core';
import pg from 'pg';
import { createPostgresDatabase, launchChromium, type TemporaryDatabase } from '@gartenwerk/test-helpers';
import { fillLogin } from './browser';
import { ADMIN, startShop, type RunningShop } from './server';

/**
 * The visitor reads the task from the image; the test cannot, so it finds the answer whose hash the
 * server stored for the task (the tasks are sums and differences of single digits).
 */
async function solveCaptcha(databaseUrl: string, id: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ answer_hash: string }>(
      'select answer_hash from captchas where id = $1',
      [id],
    );
    const stored = rows[0]?.answer_hash;
    for (let answer = -20; answer <= 40; answer++) {
      if (createHash('sha256').update(`${id}:${answer}`).digest('hex') === stored) return String(answer);
    }
  } finally {
    await client.end();
  }
  throw new Error(`no answer found for the captcha ${id}`);
}

const isCaptcha = (response: Response) => new URL(response.url()).pathname.startsWith('/api/v0/captcha');

describe('contact form to the inbox', () => {
  let database: TemporaryDatabase;
  let shop: RunningShop;
  let browser: Browser;

  beforeAll(async () => {
    // On PostgreSQL, so the test can read the stored task while the server runs.
    database = await createPostgresDatabase();
    shop = await startShop({ DATABASE_URL: database.url });
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
    await database?.drop();
  });

  it('a visitor sends the contact form and the admin reads it in the inbox', async () => {
    const visitor: Page = await browser.newPage({ locale: 'de-AT' });
    const captchaAnswer = visitor.waitForResponse(isCaptcha);
    await visitor.goto(`${shop.baseUrl}/Kontakt`);
    const { id } = (await (await captchaAnswer).json()) as { id: string };
    const form = visitor.getByRole('form', { name: 'Kontaktformular' });
    await form.getByRole('img', { name: 'Rechenaufgabe der Sicherheitsabfrage' }).waitFor();

    await form.getByLabel('Name *').fill('Maria Gärtner');
    await form.getByLabel('E-Mail *').fill('maria@example.at');
    await form.getByLabel('Nachricht *').fill('Bitte um ein Angebot für 40 m Thujenhecke.');
    await form
      .getByLabel('Sicherheitsabfrage: Ergebnis der Rechenaufgabe *')
      .fill(await solveCaptcha(database.url, id));
    await form.getByRole('button', { name: 'Nachricht senden' }).click();
    await visitor.getByText('Vielen Dank! Ihre Nachricht ist bei uns angekommen.').waitFor();
    await visitor.close();

    const admin = await browser.newPage({ locale: 'de-AT' });
    await admin.goto(`${shop.baseUrl}/admincenter/messages/inbox`);
    await admin.waitForURL(/\/login\?redirect=/);
    await fillLogin(admin, ADMIN.handle, ADMIN.password);
    await admin.waitForURL(`${shop.baseUrl}/admincenter/messages/inbox`);
    await admin.getByText('Maria Gärtner').first().click();
    await admin.getByText('Bitte um ein Angebot für 40 m Thujenhecke.').waitFor();
    expect(admin.url()).toMatch(/\/admincenter\/messages\/inbox\/.+/);
    await admin.close();
  });
});

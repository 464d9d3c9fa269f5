import { databaseKinds } from '@gartenwerk/test-helpers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestServer, type TestServer } from '../../test/support';
import type { Product } from '../areas/shop-product/schemas';
import { inProcessFetch } from '../web/in-process-fetch';

/** The same request in German (the default) and in English, by cookie or by the browser's header. */
const GERMAN = {};
const ENGLISH_COOKIE = { cookie: 'lang=en' };
const ENGLISH_BROWSER = { 'accept-language': 'en-GB,en;q=0.9,de;q=0.5' };

const address = {
  type: 'person',
  first_name: 'Anna',
  last_name: 'Gruber',
  address: 'Hauptstraße 5',
  zip: '3500',
  city: 'Krems',
  country: 'at',
};

describe.each(await databaseKinds())('messages in the request’s language on %s', (kind) => {
  let server: TestServer;
  let scarce: Product;
  beforeAll(async () => {
    server = await startTestServer(kind, {
      areaOptions: { 'shop-voucher-actions': { rateLimits: { lookups: { max: 1 } } } },
    });
    scarce = (
      await server.app.inject({
        method: 'POST',
        url: '/api/v0/shop_product/',
        payload: { title: 'Blutbuche 150 cm', price: 159 },
        headers: bearer(server.adminToken),
      })
    ).json<Product>();
    await server.app.inject({
      method: 'POST',
      url: '/api/v0/shop_stock/adjust',
      payload: { product: scarce._id, quantity: 2, reason: 'Inventur' },
      headers: bearer(server.adminToken),
    });
  });
  afterAll(() => server.close());

  let address_ = 0;
  /** Each call from its own client address, so that no rate limit but the one tested counts. */
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'POST', url, payload, headers, remoteAddress: `10.9.0.${++address_}` });
  /** Code and message of the answer: the code is the same in every language, the message is not. */
  const refusal = async (answer: Promise<{ json: () => { code: unknown; message: unknown } }>) => {
    const { code, message } = (await answer).json();
    return { code, message };
  };

  it('validation: an e-mail address that is no address', async () => {
    const body = { handle: 'kein-at', password: 'Hecke-2026-Thuja', password2: 'Hecke-2026-Thuja' };
    expect(await refusal(post('/api/v0/auth/signup', body, GERMAN))).toEqual({
      code: 'VALIDATION',
      message: 'Bitte geben Sie eine gültige E-Mail-Adresse an.',
    });
    expect(await refusal(post('/api/v0/auth/signup', body, ENGLISH_COOKIE))).toEqual({
      code: 'VALIDATION',
      message: 'E-mail must be valid',
    });
  });

  it('checkout refusals: no e-mail address, terms not accepted', async () => {
    const order = {
      items: [{ item: scarce._id, amount: 1 }],
      email: 'anna@example.at',
      invoiceAddress: address,
      selectedPayment: 'prepayment',
      termsAccepted: true,
    };
    const place = (body: object, headers: Record<string, string>) =>
      refusal(post('/api/v0/shop_order/', body, { 'idempotency-key': `language-${++address_}`, ...headers }));
    expect(await place({ ...order, email: '' }, GERMAN)).toEqual({
      code: 'CHECKOUT',
      message: 'Bitte geben Sie Ihre E-Mail-Adresse an.',
    });
    expect(await place({ ...order, email: '' }, ENGLISH_BROWSER)).toEqual({
      code: 'CHECKOUT',
      message: 'E-mail is required',
    });
    expect(await place({ ...order, termsAccepted: false }, GERMAN)).toEqual({
      code: 'CHECKOUT',
      message: 'Sie müssen den AGB zustimmen um fortzufahren',
    });
    expect(await place({ ...order, termsAccepted: false }, ENGLISH_COOKIE)).toEqual({
      code: 'CHECKOUT',
      message: 'You must accept the terms and conditions to continue',
    });
  });

  it('auth: a wrong password', async () => {
    const body = { handle: 'niemand@example.test', password: 'falsch-falsch' };
    expect(await refusal(post('/api/v0/auth/login', body, GERMAN))).toEqual({
      code: 'LOGIN_FAILED',
      message: 'Benutzer oder Passwort ist falsch.',
    });
    expect(await refusal(post('/api/v0/auth/login', body, ENGLISH_BROWSER))).toEqual({
      code: 'LOGIN_FAILED',
      message: 'wrong user or password',
    });
  });

  it('auth: a used or unknown token has expired', async () => {
    const body = { token: 'gibt-es-nicht-0123456789' };
    expect(await refusal(post('/api/v0/auth/reset2FA', body, GERMAN))).toEqual({
      code: 'TOKEN_EXPIRED',
      message: 'Dieser Link ist abgelaufen.',
    });
    expect(await refusal(post('/api/v0/auth/reset2FA', body, ENGLISH_COOKIE))).toEqual({
      code: 'TOKEN_EXPIRED',
      message: 'This token has expired.',
    });
  });

  it('password strength: the label stays, its text follows the language', async () => {
    const strength = (password: string, headers: Record<string, string>) =>
      post('/api/v0/auth/checkPasswordStrength', { password }, headers).then((answer) => answer.json());
    expect(await strength('abcd', GERMAN)).toEqual({ score: 0, label: 'risky', text: 'riskant' });
    expect(await strength('abcd', ENGLISH_COOKIE)).toEqual({ score: 0, label: 'risky', text: 'risky' });
    expect(await strength('Abcde1!xy', GERMAN)).toEqual({ score: 4, label: 'secure', text: 'sehr sicher' });
    expect(await strength('Abcde1!xy', ENGLISH_BROWSER)).toEqual({
      score: 4,
      label: 'secure',
      text: 'secure',
    });
  });

  it('vouchers: an unknown code', async () => {
    const body = { code: 'GIBT-ES-NICHT' };
    expect(await refusal(post('/api/v0/shop/voucher/verify', body, GERMAN))).toEqual({
      code: 'VOUCHER_UNKNOWN',
      message: 'Der Gutscheincode ist uns nicht bekannt.',
    });
    expect(await refusal(post('/api/v0/shop/voucher/verify', body, ENGLISH_COOKIE))).toEqual({
      code: 'VOUCHER_UNKNOWN',
      message: 'We do not know this voucher code.',
    });
  });

  it('rate limit: too many lookups from one address', async () => {
    const tooMany = async (headers: Record<string, string>, remoteAddress: string) => {
      const verify = () =>
        server.app.inject({
          method: 'POST',
          url: '/api/v0/shop/voucher/verify',
          payload: { code: 'RATEN' },
          headers,
          remoteAddress,
        });
      expect((await verify()).statusCode).toBe(404);
      return refusal(verify());
    };
    expect(await tooMany(GERMAN, '10.8.0.1')).toEqual({
      code: 'RATE_LIMITED',
      message: 'Zu viele Anfragen in kurzer Zeit. Bitte versuchen Sie es in einer Minute erneut.',
    });
    expect(await tooMany(ENGLISH_BROWSER, '10.8.0.2')).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many requests in a short time. Please try again in a minute.',
    });
  });

  it('stock: more than is in stock', async () => {
    const order = {
      items: [{ item: scarce._id, amount: 3 }],
      email: 'anna@example.at',
      invoiceAddress: address,
      selectedPayment: 'prepayment',
      termsAccepted: true,
    };
    const place = (headers: Record<string, string>) =>
      refusal(
        post('/api/v0/shop_order/', order, { 'idempotency-key': `language-${++address_}`, ...headers }),
      );
    expect(await place(GERMAN)).toEqual({
      code: 'OUT_OF_STOCK',
      message: 'Nicht genügend Lagerbestand für „Blutbuche 150 cm“.',
    });
    expect(await place(ENGLISH_COOKIE)).toEqual({
      code: 'OUT_OF_STOCK',
      message: 'Not enough in stock for “Blutbuche 150 cm”.',
    });
  });

  describe('addresses', () => {
    const save = (body: object, headers: Record<string, string>) =>
      refusal(
        server.app.inject({
          method: 'POST',
          url: '/api/v0/shop/addresses/',
          payload: body,
          headers: { ...bearer(server.userToken), ...headers },
        }),
      );

    it('postcode: four digits in Austria, five in Germany', async () => {
      expect(await save({ ...address, zip: '12' }, GERMAN)).toEqual({
        code: 'VALIDATION',
        message: 'Die Postleitzahl hat in Österreich 4 Ziffern.',
      });
      expect(await save({ ...address, zip: '12' }, ENGLISH_COOKIE)).toEqual({
        code: 'VALIDATION',
        message: 'Postcodes in Austria have 4 digits.',
      });
      expect(await save({ ...address, country: 'de', zip: '1234' }, ENGLISH_BROWSER)).toEqual({
        code: 'VALIDATION',
        message: 'Postcodes in Germany have 5 digits.',
      });
    });

    it('UID: one of the address’s country', async () => {
      const company = { ...address, type: 'company', company: 'Gärtnerei Blum KG', uid: 'DE123456789' };
      expect(await save(company, GERMAN)).toEqual({
        code: 'VALIDATION',
        message:
          'Die UID muss eine gültige UID des Landes der Adresse sein (z. B. DE123456789 für Deutschland).',
      });
      expect(await save(company, ENGLISH_COOKIE)).toEqual({
        code: 'VALIDATION',
        message: 'The VAT id must be a valid VAT id of the address’s country (e.g. DE123456789 for Germany).',
      });
    });

    it('missing fields by their labels', async () => {
      expect(await save({ ...address, city: ' ', last_name: ' ' }, GERMAN)).toEqual({
        code: 'VALIDATION',
        message: 'Bitte füllen Sie alle Pflichtfelder der Adresse aus: Nachname, Ort',
      });
      expect(await save({ ...address, city: ' ', last_name: ' ' }, ENGLISH_COOKIE)).toEqual({
        code: 'VALIDATION',
        message: 'Please fill in all required fields of the address: Last name, City',
      });
    });
  });

  it('withdrawal: a malformed order number, an order that does not exist', async () => {
    const check = (body: object, headers: Record<string, string>) =>
      refusal(post('/api/v0/shop/withdrawal/check', body, headers));
    const malformed = { number: '42', email: 'anna@example.at' };
    expect(await check(malformed, GERMAN)).toEqual({
      code: 'VALIDATION',
      message:
        'Bitte geben Sie die Bestellnummer so an, wie sie in der Bestätigung steht (z. B. 2026-00042).',
    });
    expect(await check(malformed, ENGLISH_COOKIE)).toEqual({
      code: 'VALIDATION',
      message: 'Please enter the order number as shown in the confirmation (e.g. 2026-00042).',
    });
    const unknown = { number: '2026-99999', email: 'anna@example.at' };
    expect(await check(unknown, GERMAN)).toEqual({
      code: 'NOT_FOUND',
      message: 'Zu dieser Bestellnummer und E-Mail-Adresse finden wir keine Bestellung.',
    });
    expect(await check(unknown, ENGLISH_BROWSER)).toEqual({
      code: 'NOT_FOUND',
      message: 'We find no order with this order number and e-mail address.',
    });
  });

  it('no permission', async () => {
    const list = (headers: Record<string, string>) =>
      refusal(server.app.inject({ method: 'GET', url: '/api/v0/shop_order/', headers }));
    expect(await list(GERMAN)).toEqual({ code: 'C100', message: 'Dafür fehlt Ihnen die Berechtigung.' });
    expect(await list(ENGLISH_COOKIE)).toEqual({ code: 'C100', message: 'no permission' });
  });

  it('an API call: the page language the client sends outweighs the cookie; then the cookie; then German', async () => {
    const body = { code: 'GIBT-ES-NICHT' };
    const message = async (headers: Record<string, string>) =>
      (await refusal(post('/api/v0/shop/voucher/verify', body, headers))).message;
    // The admin centre (German) beside an English shop cookie, and the other way round.
    expect(await message({ cookie: 'lang=en', 'accept-language': 'de' })).toBe(
      'Der Gutscheincode ist uns nicht bekannt.',
    );
    expect(await message({ cookie: 'lang=de', 'accept-language': 'en' })).toBe(
      'We do not know this voucher code.',
    );
    // A header naming no language of the shop (node's fetch sends `*`) leaves the choice to the cookie.
    expect(await message({ cookie: 'lang=en', 'accept-language': '*' })).toBe(
      'We do not know this voucher code.',
    );
    expect(await message({ 'accept-language': 'fr-FR,fr;q=0.9' })).toBe(
      'Der Gutscheincode ist uns nicht bekannt.',
    );
  });

  it('API calls made while a page renders ask in the page’s language', async () => {
    const english = inProcessFetch(server.app, 'http://shop.test', { 'accept-language': 'en' });
    const answer = await english('http://shop.test/api/v0/shop/voucher/verify', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code: 'GIBT-ES-NICHT' }),
    });
    expect(((await answer.json()) as { message: string }).message).toBe('We do not know this voucher code.');
  });
});

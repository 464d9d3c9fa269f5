import { randomBytes } from 'node:crypto';
import { databaseKinds } from '@gartenwerk/test-helpers';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfFonts } from '../../../test/pdf-text';
import { bearer, call, startTestServer, type CallMethod, type TestServer } from '../../../test/support';
import type { Order } from '../shop-order/schemas';
import type { Product } from '../shop-product/schemas';
import type { Voucher, VoucherTemplate } from './schemas';
import { shopVouchers } from './table';

const DAY = 24 * 60 * 60 * 1000;

describe.each(await databaseKinds())('vouchers on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  const admin = (method: CallMethod, url: string, payload?: unknown) =>
    call(server, method, url, payload, server.adminToken);
  const verify = (code: string) => call(server, 'POST', '/api/v0/shop/voucher/verify', { code });
  const verifyInEnglish = (code: string) =>
    call(server, 'POST', '/api/v0/shop/voucher/verify', { code }, undefined, { cookie: 'lang=en' });

  it('creates vouchers with unique codes, generated when none is given', async () => {
    const created = await admin('POST', '/api/v0/shop_voucher/', {
      code: 'sommer-2026',
      value: 25,
      valid_until: new Date(Date.now() + 30 * DAY).toISOString(),
      recipient: 'Maria',
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      code: 'SOMMER-2026',
      value: 25,
      remaining: 25,
      recipient: 'Maria',
    });
    const again = await admin('POST', '/api/v0/shop_voucher/', { code: 'Sommer-2026', value: 10 });
    expect(again.json()).toEqual({
      statusCode: 409,
      code: 11000,
      message: 'Diesen Gutscheincode gibt es bereits.',
    });
    const generated = (await admin('POST', '/api/v0/shop_voucher/', { value: 10 })).json<Voucher>();
    expect(generated.code).toMatch(/^GW-[A-Z2-9]{4}-[A-Z2-9]{4}$/);

    expect((await admin('POST', '/api/v0/shop_voucher/', { value: 0 })).statusCode).toBe(400);
    expect((await admin('POST', '/api/v0/shop_voucher/', { value: 10, code: 'a b' })).statusCode).toBe(400);
    const above = await admin('POST', '/api/v0/shop_voucher/', { value: 10, remaining: 20 });
    expect(above.json()).toMatchObject({
      statusCode: 400,
      message: 'Der Restwert darf den Gutscheinwert nicht übersteigen.',
    });
    const changed = await admin('PUT', '/api/v0/shop_voucher/', { _id: generated._id, remaining: 4.5 });
    expect(changed.json()).toMatchObject({ value: 10, remaining: 4.5 });

    const reversed = await admin('POST', '/api/v0/shop_voucher/', {
      value: 10,
      valid_from: '2026-12-31T00:00:00.000Z',
      valid_until: '2026-12-01T00:00:00.000Z',
    });
    expect(reversed.json()).toEqual({
      statusCode: 400,
      code: 'VALIDATION',
      message: 'Der Gutschein muss gültig werden, bevor er abläuft.',
    });
    const endBeforeStart = await admin('PUT', `/api/v0/shop_voucher/${generated._id}`, {
      valid_from: '2027-02-01T00:00:00.000Z',
    });
    expect(endBeforeStart.statusCode).toBe(200);
    const movedEnd = await admin('PUT', `/api/v0/shop_voucher/${generated._id}`, {
      valid_until: '2027-01-01T00:00:00.000Z',
    });
    expect(movedEnd.json()).toMatchObject({
      statusCode: 400,
      message: 'Der Gutschein muss gültig werden, bevor er abläuft.',
    });
    const cleared = await admin('PUT', `/api/v0/shop_voucher/${generated._id}`, { valid_from: null });
    expect(cleared.json()).toMatchObject({ valid_from: null });
  });

  it('answers verify with the remaining value, or says why the code cannot pay', async () => {
    expect((await verify('sommer-2026')).json()).toEqual({ price: 25 });
    const unknown = await verify('GIBT-ES-NICHT');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      statusCode: 404,
      code: 'VOUCHER_UNKNOWN',
      message: 'Der Gutscheincode ist uns nicht bekannt.',
    });

    await admin('POST', '/api/v0/shop_voucher/', { code: 'LEER-0001', value: 20, remaining: 0 });
    expect((await verify('LEER-0001')).json()).toEqual({
      statusCode: 409,
      code: 'VOUCHER_USED_UP',
      message: 'Der Gutschein ist bereits aufgebraucht.',
    });

    await admin('POST', '/api/v0/shop_voucher/', {
      code: 'ALT-0001',
      value: 20,
      valid_until: new Date(Date.now() - DAY).toISOString(),
    });
    expect((await verify('alt-0001')).json()).toEqual({
      statusCode: 410,
      code: 'VOUCHER_EXPIRED',
      message: 'Der Gutschein ist abgelaufen.',
    });

    await admin('POST', '/api/v0/shop_voucher/', {
      code: 'BALD-0001',
      value: 20,
      valid_from: new Date(Date.now() + DAY).toISOString(),
    });
    expect((await verify('BALD-0001')).json()).toMatchObject({
      statusCode: 409,
      message: 'Der Gutschein ist noch nicht gültig.',
    });
    expect((await call(server, 'POST', '/api/v0/shop/voucher/verify', {})).statusCode).toBe(400);
  });

  it('says why a code cannot pay in the language of the request, with the same codes', async () => {
    expect((await verifyInEnglish('GIBT-ES-NICHT')).json()).toEqual({
      statusCode: 404,
      code: 'VOUCHER_UNKNOWN',
      message: 'We do not know this voucher code.',
    });
    await admin('POST', '/api/v0/shop_voucher/', { code: 'LEER-0002', value: 20, remaining: 0 });
    expect((await verifyInEnglish('LEER-0002')).json()).toEqual({
      statusCode: 409,
      code: 'VOUCHER_USED_UP',
      message: 'The voucher has been used up.',
    });
    await admin('POST', '/api/v0/shop_voucher/', {
      code: 'ALT-0002',
      value: 20,
      valid_until: new Date(Date.now() - DAY).toISOString(),
    });
    expect((await verifyInEnglish('ALT-0002')).json()).toEqual({
      statusCode: 410,
      code: 'VOUCHER_EXPIRED',
      message: 'The voucher has expired.',
    });
    await admin('POST', '/api/v0/shop_voucher/', {
      code: 'BALD-0002',
      value: 20,
      valid_from: new Date(Date.now() + DAY).toISOString(),
    });
    expect((await verifyInEnglish('BALD-0002')).json()).toEqual({
      statusCode: 409,
      code: 'VOUCHER_NOT_YET_VALID',
      message: 'The voucher is not valid yet.',
    });
    // German is the default, and the choice of the browser's Accept-Language counts without a cookie.
    const german = await server.app.inject({
      method: 'POST',
      url: '/api/v0/shop/voucher/verify',
      payload: { code: 'GIBT-ES-NICHT' },
      headers: { 'accept-language': 'de-AT,de;q=0.9,en;q=0.8' },
    });
    expect(german.json().message).toBe('Der Gutscheincode ist uns nicht bekannt.');
    const englishBrowser = await server.app.inject({
      method: 'POST',
      url: '/api/v0/shop/voucher/verify',
      payload: { code: 'GIBT-ES-NICHT' },
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(englishBrowser.json().message).toBe('We do not know this voucher code.');
  });

  it('pays an order with a voucher and carries the remainder forward', async () => {
    const product = (
      await admin('POST', '/api/v0/shop_product/', { title: 'Rosenschere', price: 19.9 })
    ).json<Product>();
    const placed = await admin('POST', '/api/v0/shop_order/', {
      items: [{ item: product._id, amount: 1 }],
      email: 'kunde@example.at',
      invoiceAddress: {
        type: 'person',
        first_name: 'Eva',
        last_name: 'Berger',
        address: 'Gasse 1',
        zip: '1010',
        city: 'Wien',
        country: 'at',
      },
      selectedPayment: 'prepayment',
      termsAccepted: true,
      voucher: 'Sommer-2026',
    });
    expect(placed.statusCode).toBe(200);
    expect(placed.json<Order>()).toMatchObject({
      voucher: 'SOMMER-2026',
      totals: { voucher_used: 19.9, total: 0 },
    });
    expect((await verify('SOMMER-2026')).json()).toEqual({ price: 5.1 });
    const [row] = await server.database.db
      .select()
      .from(shopVouchers)
      .where(eq(shopVouchers.code, 'SOMMER-2026'));
    expect(row).toMatchObject({ valueCents: 2500, remainingCents: 510 });

    const expired = await admin('POST', '/api/v0/shop_order/', {
      items: [{ item: product._id, amount: 1 }],
      email: 'kunde@example.at',
      invoiceAddress: {
        type: 'person',
        first_name: 'Eva',
        last_name: 'Berger',
        address: 'Gasse 1',
        zip: '1010',
        city: 'Wien',
        country: 'at',
      },
      selectedPayment: 'prepayment',
      termsAccepted: true,
      voucher: 'ALT-0001',
    });
    expect(expired.json()).toMatchObject({ statusCode: 410, message: 'Der Gutschein ist abgelaufen.' });
  });

  it('lets 20 orders racing for one voucher spend exactly its value, never more', async () => {
    const product = (
      await admin('POST', '/api/v0/shop_product/', { title: 'Gartenschlauch 25 m', price: 46.8 })
    ).json<Product>();
    expect(
      (await admin('POST', '/api/v0/shop_voucher/', { code: 'WETTLAUF-100', value: 100 })).statusCode,
    ).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        admin('POST', '/api/v0/shop_order/', {
          items: [{ item: product._id, amount: 1 }],
          email: `kunde-${index}@example.at`,
          invoiceAddress: {
            type: 'person',
            first_name: 'Eva',
            last_name: 'Berger',
            address: 'Gasse 1',
            zip: '1010',
            city: 'Wien',
            country: 'at',
          },
          selectedPayment: 'prepayment',
          termsAccepted: true,
          voucher: 'WETTLAUF-100',
        }),
      ),
    );
    const placed = answers
      .filter((answer) => answer.statusCode === 200)
      .map((answer) => answer.json<Order>());
    const refused = answers.filter((answer) => answer.statusCode !== 200);
    // 46,80 + 46,80 + the remaining 6,40 (that order pays 40,40 itself); then the voucher is used up.
    expect(placed.map((order) => order.totals.voucher_used).sort((a, b) => a - b)).toEqual([6.4, 46.8, 46.8]);
    expect(refused).toHaveLength(17);
    for (const answer of refused)
      expect(answer.json()).toMatchObject({
        statusCode: 409,
        message: 'Der Gutschein ist bereits aufgebraucht.',
      });
    const [row] = await server.database.db
      .select()
      .from(shopVouchers)
      .where(eq(shopVouchers.code, 'WETTLAUF-100'));
    expect(row).toMatchObject({ valueCents: 10000, remainingCents: 0 });
  });

  it('keeps templates with an image and renders a one-page PDF preview from them', async () => {
    // Noise does not compress, so the image's share of the PDF is plain to see.
    const png = await sharp(randomBytes(300 * 100 * 3), { raw: { width: 300, height: 100, channels: 3 } })
      .png()
      .toBuffer();
    const boundary = '----gartenwerkvoucher';
    const upload = await server.app.inject({
      method: 'POST',
      url: '/api/v0/upload',
      headers: { ...bearer(server.adminToken), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="hecke.png"; filename="hecke.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(upload.statusCode).toBe(200);
    const [file] = upload.json<Array<{ _id: string }>>();

    const template = (
      await admin('POST', '/api/v0/shop_voucher_template/', {
        title: 'Hecke grün',
        image: file!._id,
        text: 'Wert {{value}}, Code {{code}}. Frohes Gärtnern!',
      })
    ).json<VoucherTemplate>();
    expect(template).toMatchObject({ title: 'Hecke grün', image: file!._id });
    expect((await call(server, 'GET', '/api/v0/shop_voucher_template/')).json()).toMatchObject({ total: 1 });
    expect(
      (await admin('POST', '/api/v0/shop_voucher_template/', { title: 'X', image: 'fehlt' })).statusCode,
    ).toBe(400);

    const preview = await admin('POST', '/api/v0/shop/voucher/preview', {
      template: template._id,
      value: 75,
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('application/pdf');
    expect(preview.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await PDFDocument.load(preview.rawPayload);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe('Gutschein GW-MUST-ER26');
    // Regular and bold, their glyphs embedded.
    expect(await pdfFonts(preview.rawPayload)).toEqual([
      { name: expect.stringMatching(/^DejaVuSans-Bold-\d+$/), embedded: true },
      { name: expect.stringMatching(/^DejaVuSans-\d+$/), embedded: true },
    ]);
    // The template image is embedded: a PDF without it is much smaller.
    const plain = await admin('POST', '/api/v0/shop/voucher/preview', { value: 75 });
    expect(preview.rawPayload.length).toBeGreaterThan(plain.rawPayload.length + 50_000);

    const voucher = (
      await admin('POST', '/api/v0/shop_voucher/', { value: 30, template: template._id })
    ).json<Voucher>();
    // A code is what a voucher may carry: no control character reaches the PDF or its file name.
    const controlled = await admin('POST', '/api/v0/shop/voucher/preview', {
      code: 'GW-\u0007\n-26',
      value: 5,
    });
    expect(controlled.statusCode).toBe(400);
    expect(controlled.json()).toEqual({
      statusCode: 400,
      code: 'VALIDATION',
      message: 'body/code must match pattern "^[A-Za-z0-9-]{4,32}$"',
    });
    const ofVoucher = await admin('POST', '/api/v0/shop/voucher/preview', { _id: voucher._id });
    expect((await PDFDocument.load(ofVoucher.rawPayload)).getTitle()).toBe(`Gutschein ${voucher.code}`);

    const inUse = await admin('DELETE', `/api/v0/shop_voucher_template/${template._id}`);
    expect(inUse.json()).toMatchObject({ statusCode: 409, code: 'IN_USE' });
    expect((await admin('DELETE', `/api/v0/shop_voucher/${voucher._id}`)).statusCode).toBe(200);
    expect((await admin('DELETE', `/api/v0/shop_voucher_template/${template._id}`)).statusCode).toBe(200);
  });

  it('keeps vouchers and their writes for admins', async () => {
    for (const [method, url, body] of [
      ['GET', '/api/v0/shop_voucher/', undefined],
      ['POST', '/api/v0/shop_voucher/', { value: 5 }],
      ['PUT', '/api/v0/shop_voucher/', { _id: 'x', value: 5 }],
      ['DELETE', '/api/v0/shop_voucher/x', undefined],
      ['POST', '/api/v0/shop_voucher_template/', { title: 'X' }],
      ['DELETE', '/api/v0/shop_voucher_template/x', undefined],
      ['POST', '/api/v0/shop/voucher/preview', {}],
    ] as const) {
      const response = await call(server, method, url, body, server.userToken);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toMatchObject({ code: 'C100' });
    }
  });

  it('lists the vouchers valid in a range, for the calendar', async () => {
    const from = new Date(Date.now() + 2 * DAY).toISOString();
    const until = new Date(Date.now() + 3 * DAY).toISOString();
    const codes = (await admin('GET', `/api/v0/shop_voucher/?from=${from}&until=${until}`))
      .json<{ items: Voucher[] }>()
      .items.map((voucher) => voucher.code);
    expect(codes).toContain('SOMMER-2026');
    expect(codes).toContain('BALD-0001');
    expect(codes).not.toContain('ALT-0001');
  });
});

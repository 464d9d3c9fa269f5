import { databaseKinds } from '@gartenwerk/test-helpers';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blum, line, mueller } from '../../../test/invoice-fixtures';
import { adminCalls, bearer, startTestServer, type TestServer } from '../../../test/support';
import type { InvoiceDocument } from './schemas';

const year = Number(
  new Intl.DateTimeFormat('en', { timeZone: 'Europe/Vienna', year: 'numeric' }).format(new Date()),
);
/** Today in Vienna: a cancellation is dated the day it is issued. */
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vienna' }).format(new Date());
const number = (counter: number, prefix = 'RE') => `${prefix}-${year}-${String(counter).padStart(5, '0')}`;

const dvorak = {
  kind: 'customer' as const,
  type: 'company' as const,
  company: 'Zahradnictví Jiří Dvořák s.r.o.',
  address: 'Náměstí Svobody 1',
  zip: '60200',
  city: 'Brno',
  country: 'cz',
  uid: 'CZ12345678',
};

describe.each(await databaseKinds())('figures for the tax adviser on %s', (kind) => {
  let server: TestServer;
  const call = adminCalls(() => server);
  const ok = async <T = InvoiceDocument>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => {
    const answer = await call(method, url, payload);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<T>();
  };
  const ids: Record<string, string> = {};

  /**
   * March 2025, net prices, invoices numbered 1–7 in this order:
   * A 05.03. 3 × 24,90 at 13 % (74,70 + 9,71) and 10 × 4,99 at 20 % (49,90 + 9,98)
   * B 20.03. 2 × 150,00 at 20 % (300,00 + 60,00) and 5 × 8,00 at 10 % (40,00 + 4,00), cancelled later
   * C 31.03. 500,00 intra-community supply to Brno
   * D 12.03. 1000,00 reverse charge
   * E 15.03. 100,49 at 19 % (German VAT, + 19,09) to a consumer in Berlin
   * F 01.04. and G 28.02. outside the month; a draft dated 10.03. is no invoice.
   */
  beforeAll(async () => {
    server = await startTestServer(kind);
    const customer = await ok<{ _id: string }>('POST', '/api/v1/invoice/customer/', blum);
    const invoice = async (name: string, fields: Record<string, unknown>, issue = true) => {
      ids[name] = (
        await ok('POST', '/api/v0/invoice/', { type: 'invoice', price_mode: 'net', issue, ...fields })
      )._id;
    };
    await invoice('A', {
      customer_id: customer._id,
      date: '2025-03-05',
      lines: [line('Thuja Smaragd', 3, 24.9, 13), line('Rosendünger 1 kg', 10, 4.99, 20)],
    });
    await invoice('B', {
      customer_id: customer._id,
      date: '2025-03-20',
      lines: [line('Pflanzarbeit', 2, 150, 20), line('Blumenerde 40 l', 5, 8, 10)],
    });
    await invoice('C', {
      receiver: dvorak,
      date: '2025-03-31',
      vat_exemption: 'intra_eu',
      lines: [line('Jungpflanzen', 1, 500, 0)],
    });
    await invoice('D', {
      customer_id: customer._id,
      date: '2025-03-12',
      vat_exemption: 'reverse_charge',
      lines: [line('Grünanlage Bauprojekt', 1, 1000, 0)],
    });
    await invoice('E', { receiver: mueller, date: '2025-03-15', lines: [line('Hochstamm', 1, 100.49, 19)] });
    await invoice('F', { customer_id: customer._id, date: '2025-04-01', lines: [line('April', 1, 999, 20)] });
    await invoice('G', {
      customer_id: customer._id,
      date: '2025-02-28',
      lines: [line('Februar', 1, 50, 20)],
    });
    await invoice(
      'H',
      { customer_id: customer._id, date: '2025-03-10', lines: [line('Entwurf', 1, 77, 20)] },
      false,
    );
    await ok('POST', '/api/v1/invoice/payment', { _id: ids.A, amount: 144.29, date: '2025-04-02' });
    await ok('POST', '/api/v1/invoice/payment', { _id: ids.C, amount: 500, date: '2025-03-31' });
    await ok('POST', '/api/v1/invoice/payment', { _id: ids.G, amount: 60, date: '2025-03-03' });
  });
  afterAll(() => server.close());

  it('refuses the figures to guests and plain users, and a period or format it does not know', async () => {
    for (const url of [
      '/api/v1/invoice/figures/vat?period=2025-03',
      '/api/v1/invoice/figures/export?period=2025-03&format=bmd',
    ]) {
      for (const headers of [{}, bearer(server.userToken)]) {
        const answer = await call('GET', url, undefined, headers);
        expect(answer.statusCode, url).toBe(403);
        expect(answer.json()).toMatchObject({ code: 'C100' });
      }
    }
    for (const url of [
      '/api/v1/invoice/figures/vat?period=2025-13',
      '/api/v1/invoice/figures/vat?period=2025-Q5',
      '/api/v1/invoice/figures/vat?period=2025-03&country=fr',
      '/api/v1/invoice/figures/export?period=2025-03&format=xlsx',
    ]) {
      const answer = await call('GET', url);
      expect(answer.statusCode, url).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'VALIDATION' });
    }
  });

  it('adds up the U 30 Kennzahlen of a hand-computed month', async () => {
    expect(await ok('GET', '/api/v1/invoice/figures/vat?period=2025-03&country=at')).toEqual({
      period: '2025-03',
      from: '2025-03-01',
      to: '2025-03-31',
      country: 'at',
      form: 'U30',
      fields: [
        { code: '000', rate: null, base: 1964.6, vat: null },
        { code: '022', rate: 20, base: 349.9, vat: 69.98 },
        { code: '029', rate: 10, base: 40, vat: 4 },
        { code: '006', rate: 13, base: 74.7, vat: 9.71 },
        { code: '017', rate: null, base: 500, vat: null },
        { code: '021', rate: null, base: 1000, vat: null },
      ],
      other: [{ rate: 19, base: 100.49, vat: 19.09 }],
      vat_total: 83.69,
      documents: 5,
    });
  });

  it('gives the German return’s lines with whole-euro bases, and the quarter holds the month and February', async () => {
    expect(await ok('GET', '/api/v1/invoice/figures/vat?period=2025-03&country=de')).toMatchObject({
      form: 'UStVA',
      fields: [
        { code: '81', rate: 19, base: 100, vat: 19.09 },
        { code: '86', rate: 7, base: 0, vat: 0 },
        { code: '41', rate: null, base: 500, vat: null },
        { code: '60', rate: null, base: 1000, vat: null },
      ],
      other: [
        { rate: 20, base: 349.9, vat: 69.98 },
        { rate: 13, base: 74.7, vat: 9.71 },
        { rate: 10, base: 40, vat: 4 },
      ],
      vat_total: 19.09,
    });
    const quarter = await ok<{
      from: string;
      to: string;
      fields: { code: string; base: number }[];
      documents: number;
    }>('GET', '/api/v1/invoice/figures/vat?period=2025-Q1');
    expect(quarter).toMatchObject({ from: '2025-01-01', to: '2025-03-31', documents: 6 });
    // The company has no German UID: the Austrian form, with G's 50,00 at 20 % added.
    expect(quarter.fields.slice(0, 2)).toEqual([
      { code: '000', rate: null, base: 2014.6, vat: null },
      { code: '022', rate: 20, base: 399.9, vat: 79.98 },
    ]);
  });

  it('subtracts a cancellation in the month it is issued and leaves the cancelled invoice’s month alone', async () => {
    await ok('POST', '/api/v1/invoice/cancel', { _id: ids.B });
    const month = today.slice(0, 7);
    const current = await ok<{ fields: unknown[]; vat_total: number; documents: number }>(
      'GET',
      `/api/v1/invoice/figures/vat?period=${month}&country=at`,
    );
    expect(current.fields).toEqual([
      { code: '000', rate: null, base: -340, vat: null },
      { code: '022', rate: 20, base: -300, vat: -60 },
      { code: '029', rate: 10, base: -40, vat: -4 },
      { code: '006', rate: 13, base: 0, vat: 0 },
      { code: '017', rate: null, base: 0, vat: null },
      { code: '021', rate: null, base: 0, vat: null },
    ]);
    expect(current).toMatchObject({ vat_total: -64, documents: 1 });
    expect(await ok('GET', '/api/v1/invoice/figures/vat?period=2025-03&country=at')).toMatchObject({
      vat_total: 83.69,
      documents: 5,
    });
  });

  const exportOf = (format: string, period = '2025-03') =>
    call('GET', `/api/v1/invoice/figures/export?period=${period}&format=${format}`);
  const cp1252 = (body: Buffer) => new TextDecoder('windows-1252').decode(body).split('\r\n');

  it('names what the bookings exports miss: DATEV’s numbers and an account for a rate', async () => {
    const datev = await exportOf('datev');
    expect(datev.statusCode).toBe(400);
    expect(datev.json()).toMatchObject({
      code: 'DATEV_NUMBERS_MISSING',
      message:
        'Für den DATEV-Export fehlen Berater- und Mandantennummer. Bitte tragen Sie sie in den Einstellungen der Buchhaltung unter „Konten“ ein.',
    });
    const bmd = await exportOf('bmd');
    expect(bmd.statusCode).toBe(400);
    expect(bmd.json()).toMatchObject({
      code: 'ACCOUNT_MISSING',
      message: `Für 19 % ist kein Erlöskonto eingestellt (Rechnung ${number(5)}). Bitte ergänzen Sie es in den Einstellungen der Buchhaltung unter „Konten“.`,
    });
    const settings = await ok<{ accounts: { revenue: unknown[] } }>('GET', '/api/v1/invoice/settings');
    expect(settings.accounts).toEqual({
      revenue: [
        { rate: 20, account: '4000' },
        { rate: 13, account: '4030' },
        { rate: 10, account: '4010' },
      ],
      intra_eu: '4100',
      reverse_charge: '4150',
      debtor: '2000',
      bank: '2800',
      datev: { consultant: null, client: null, account_length: 4 },
    });
    await ok('PUT', '/api/v1/invoice/settings', {
      accounts: {
        ...settings.accounts,
        revenue: [...settings.accounts.revenue, { rate: 19, account: '4019' }],
        datev: { consultant: 29098, client: 55003, account_length: 4 },
      },
    });
  });

  it('writes the month as a DATEV Buchungsstapel: EXTF header, columns, a booking per rate and payment', async () => {
    const answer = await exportOf('datev');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=windows-1252');
    expect(answer.headers['content-disposition']).toBe(
      'attachment; filename="EXTF_Buchungsstapel_2025-03.csv"',
    );
    const [header, columns, ...rows] = cp1252(answer.rawPayload);
    const fields = header!.split(';');
    expect(fields).toHaveLength(31);
    expect(fields[5]).toMatch(/^\d{17}$/);
    expect([...fields.slice(0, 5), ...fields.slice(6)].join(';')).toBe(
      '"EXTF";700;21;"Buchungsstapel";13;;"RE";"";"";29098;55003;20250101;4;20250301;20250331;"Rechnungen 2025-03";"";1;0;0;"EUR";;"";;;"";;;"";""',
    );
    expect(columns).toBe(
      '"Umsatz (ohne Soll/Haben-Kz)";"Soll/Haben-Kennzeichen";"WKZ Umsatz";"Kurs";"Basis-Umsatz";"WKZ Basis-Umsatz";"Konto";"Gegenkonto (ohne BU-Schlüssel)";"BU-Schlüssel";"Belegdatum";"Belegfeld 1";"Belegfeld 2";"Skonto";"Buchungstext"',
    );
    expect(rows).toEqual([
      `84,41;"S";"EUR";;;;2000;4030;"";0503;"${number(1)}";"";;"Gärtnerei Blum KG"`,
      `59,88;"S";"EUR";;;;2000;4000;"";0503;"${number(1)}";"";;"Gärtnerei Blum KG"`,
      `1000,00;"S";"EUR";;;;2000;4150;"";1203;"${number(4)}";"";;"Gärtnerei Blum KG"`,
      `119,58;"S";"EUR";;;;2000;4019;"";1503;"${number(5)}";"";;"Max Müller"`,
      `44,00;"S";"EUR";;;;2000;4010;"";2003;"${number(2)}";"";;"Gärtnerei Blum KG"`,
      `360,00;"S";"EUR";;;;2000;4000;"";2003;"${number(2)}";"";;"Gärtnerei Blum KG"`,
      // Windows-1252 has í and á but no ř.
      `500,00;"S";"EUR";;;;2000;4100;"";3103;"${number(3)}";"";;"Zahradnictví Jirí Dvorák s.r.o."`,
      `60,00;"S";"EUR";;;;2800;2000;"";0303;"${number(7)}";"";;"Gärtnerei Blum KG"`,
      `500,00;"S";"EUR";;;;2800;2000;"";3103;"${number(3)}";"";;"Zahradnictví Jirí Dvorák s.r.o."`,
      '',
    ]);
  });

  it('books a cancellation on the credit side in DATEV and with negative amounts in BMD', async () => {
    const month = today.slice(0, 7);
    const day = `${today.slice(8, 10)}${today.slice(5, 7)}`;
    const datev = await exportOf('datev', month);
    expect(cp1252(datev.rawPayload).slice(2)).toEqual([
      `44,00;"H";"EUR";;;;2000;4010;"";${day};"${number(1, 'ST')}";"";;"Gärtnerei Blum KG"`,
      `360,00;"H";"EUR";;;;2000;4000;"";${day};"${number(1, 'ST')}";"";;"Gärtnerei Blum KG"`,
      '',
    ]);
    const bmd = await exportOf('bmd', month);
    const date = `${today.slice(8, 10)}.${today.slice(5, 7)}.${today.slice(0, 4)}`;
    expect(cp1252(bmd.rawPayload).slice(1)).toEqual([
      `0;2000;4010;${number(1, 'ST')};${date};AR;1;10;1;-44,00;4,00;Gärtnerei Blum KG`,
      `0;2000;4000;${number(1, 'ST')};${date};AR;1;20;1;-360,00;60,00;Gärtnerei Blum KG`,
      '',
    ]);
  });

  it('subtracts a credit note in its month and books it like a cancellation', async () => {
    // One of A's 3 Thuja at 24,90 net, 13 %: VAT 3,237 → 3,24, gross 28,14.
    const invoiceA = await ok('POST', '/api/v0/invoice/getData/', { _id: ids.A });
    const credit = await ok('POST', '/api/v1/invoice/credit', {
      _id: ids.A,
      lines: [{ uuid: invoiceA.lines[0]!.uuid, amount: 1 }],
      reason: 'Frostschaden',
    });
    expect(credit).toMatchObject({ type: 'credit_note', number: number(1, 'GS') });
    const month = today.slice(0, 7);
    const current = await ok<{ fields: unknown[]; vat_total: number; documents: number }>(
      'GET',
      `/api/v1/invoice/figures/vat?period=${month}&country=at`,
    );
    // B's cancellation (−300,00 at 20 %, −40,00 at 10 %) and the credit note (−24,90 at 13 %).
    expect(current.fields).toEqual([
      { code: '000', rate: null, base: -364.9, vat: null },
      { code: '022', rate: 20, base: -300, vat: -60 },
      { code: '029', rate: 10, base: -40, vat: -4 },
      { code: '006', rate: 13, base: -24.9, vat: -3.24 },
      { code: '017', rate: null, base: 0, vat: null },
      { code: '021', rate: null, base: 0, vat: null },
    ]);
    expect(current).toMatchObject({ vat_total: -67.24, documents: 2 });
    // March, when A was issued, stays as it was.
    expect(await ok('GET', '/api/v1/invoice/figures/vat?period=2025-03&country=at')).toMatchObject({
      vat_total: 83.69,
      documents: 5,
    });
    const day = `${today.slice(8, 10)}${today.slice(5, 7)}`;
    const datev = cp1252((await exportOf('datev', month)).rawPayload).slice(2);
    expect(datev).toContain(
      `28,14;"H";"EUR";;;;2000;4030;"";${day};"${number(1, 'GS')}";"";;"Gärtnerei Blum KG"`,
    );
    expect(datev).toHaveLength(4);
    const date = `${today.slice(8, 10)}.${today.slice(5, 7)}.${today.slice(0, 4)}`;
    const bmd = cp1252((await exportOf('bmd', month)).rawPayload).slice(1);
    expect(bmd).toContain(`0;2000;4030;${number(1, 'GS')};${date};AR;1;13;1;-28,14;3,24;Gärtnerei Blum KG`);
    expect(bmd).toHaveLength(4);
  });

  it('writes the month as a BMD import file with the output tax against the gross amount', async () => {
    const answer = await exportOf('bmd');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-disposition']).toBe('attachment; filename="bmd-buchungen-2025-03.csv"');
    expect(cp1252(answer.rawPayload)).toEqual([
      'satzart;konto;gkonto;belegnr;belegdatum;buchsymbol;buchcode;prozent;steuercode;betrag;steuer;text',
      `0;2000;4030;${number(1)};05.03.2025;AR;1;13;1;84,41;-9,71;Gärtnerei Blum KG`,
      `0;2000;4000;${number(1)};05.03.2025;AR;1;20;1;59,88;-9,98;Gärtnerei Blum KG`,
      `0;2000;4150;${number(4)};12.03.2025;AR;1;0;0;1000,00;0,00;Gärtnerei Blum KG`,
      `0;2000;4019;${number(5)};15.03.2025;AR;1;19;1;119,58;-19,09;Max Müller`,
      `0;2000;4010;${number(2)};20.03.2025;AR;1;10;1;44,00;-4,00;Gärtnerei Blum KG`,
      `0;2000;4000;${number(2)};20.03.2025;AR;1;20;1;360,00;-60,00;Gärtnerei Blum KG`,
      `0;2000;4100;${number(3)};31.03.2025;AR;1;0;0;500,00;0,00;Zahradnictví Jirí Dvorák s.r.o.`,
      `0;2800;2000;${number(7)};03.03.2025;BK;1;0;0;60,00;0,00;Gärtnerei Blum KG`,
      `0;2800;2000;${number(3)};31.03.2025;BK;1;0;0;500,00;0,00;Zahradnictví Jirí Dvorák s.r.o.`,
      '',
    ]);
  });

  it('packs the month’s documents as PDFs into one ZIP', async () => {
    const answer = await exportOf('pdf');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/zip');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="belege-2025-03.zip"');
    const files = unzipSync(new Uint8Array(answer.rawPayload));
    expect(Object.keys(files)).toEqual([1, 4, 5, 2, 3].map((counter) => `Rechnung-${number(counter)}.pdf`));
    for (const content of Object.values(files))
      expect(Buffer.from(content.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
  });
});

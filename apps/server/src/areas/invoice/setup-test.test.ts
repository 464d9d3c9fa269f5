import { databaseKinds } from '@gartenwerk/test-helpers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCalls, bearer, startTestServer, type TestServer } from '../../../test/support';
import { invoiceSettings } from './table';
import type { SetupTest } from './setup-test';

const year = Number(
  new Intl.DateTimeFormat('en', { timeZone: 'Europe/Vienna', year: 'numeric' }).format(new Date()),
);
const company = {
  name: 'Gartenwerk Baumschule GmbH',
  street: 'Baumschulweg 1',
  zip: '3500',
  city: 'Krems an der Donau',
  country: 'Österreich',
  email: 'office@gartenwerk.example',
  phone: '+43 2732 12345',
  uid: 'ATU12345678',
  register: 'FN 123456a, Landesgericht Krems',
  authority: 'Bezirkshauptmannschaft Krems',
};

describe.each(await databaseKinds())('the accounting test on %s', (kind) => {
  let server: TestServer;
  const call = adminCalls(() => server);
  const ok = async <T>(method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) => {
    const answer = await call(method, url, payload);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<T>();
  };
  const setCompany = (fields: Partial<typeof company>) =>
    ok('PUT', '/api/v0/config/', { company: { ...company, ...fields } });

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('is for admins only', async () => {
    for (const headers of [{}, bearer(server.userToken)]) {
      expect((await call('GET', '/api/v1/invoice/test', undefined, headers)).statusCode).toBe(403);
      expect((await call('GET', '/api/v1/invoice/test/sample.pdf', undefined, headers)).statusCode).toBe(403);
    }
  });

  it('passes a complete setup, with a sample of every number format and a rendered sample PDF', async () => {
    await setCompany({});
    const test = await ok<SetupTest>('GET', '/api/v1/invoice/test');
    expect(test.checks).toEqual([
      { id: 'number_formats', ok: true, problems: [] },
      { id: 'pdf', ok: true, problems: [] },
      { id: 'mail_templates', ok: true, problems: [] },
      { id: 'company', ok: true, problems: [] },
    ]);
    expect(test.ok).toBe(true);
    expect(test.samples.invoice).toBe(`RE-${year}-00001`);
    expect(test.samples.credit_note).toBe(`GS-${year}-00001`);
    const pdf = await call('GET', '/api/v1/invoice/test/sample.pdf');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('names each problem with the settings screen that fixes it', async () => {
    await setCompany({ uid: 'ATU00000000', street: '  ' });
    const settings = await ok<{ number_formats: Record<string, object> }>('GET', '/api/v1/invoice/settings');
    await ok('PUT', '/api/v1/invoice/settings', {
      number_formats: {
        ...settings.number_formats,
        order: { prefix: '', year: false, separator: '', digits: 6 },
        credit_note: { prefix: 'RE-', year: true, separator: '-', digits: 5 },
      },
    });
    // A template stored before placeholders were checked.
    await server.app.db
      .insert(invoiceSettings)
      .values({
        id: 'mail_templates',
        data: {
          items: [
            {
              _id: 'old-template',
              name: 'Alte Rechnungsmail',
              kind: 'document',
              subject: 'Ihre {{type}} {{nummer}}',
              body: 'Guten Tag {{kunde}}, anbei {{type}} {{number}}.',
              is_default: true,
            },
          ],
        },
      })
      .onConflictDoUpdate({
        target: invoiceSettings.id,
        set: {
          data: {
            items: [
              {
                _id: 'old-template',
                name: 'Alte Rechnungsmail',
                kind: 'document',
                subject: 'Ihre {{type}} {{nummer}}',
                body: 'Guten Tag {{kunde}}, anbei {{type}} {{number}}.',
                is_default: true,
              },
            ],
          },
        },
      });
    const test = await ok<SetupTest>('GET', '/api/v1/invoice/test');
    expect(test.ok).toBe(false);
    expect(test.checks).toEqual([
      {
        id: 'number_formats',
        ok: false,
        problems: [
          {
            code: 'number_format_no_prefix',
            subject: 'order',
            detail: '000001',
            fix: '/accounting/settings/global',
          },
          {
            code: 'number_format_same',
            subject: 'credit_note',
            detail: 'invoice',
            fix: '/accounting/settings/global',
          },
        ],
      },
      { id: 'pdf', ok: true, problems: [] },
      {
        id: 'mail_templates',
        ok: false,
        problems: [
          {
            code: 'unknown_placeholder',
            subject: 'Alte Rechnungsmail',
            detail: '{{nummer}}, {{kunde}}',
            fix: '/accounting/settings/notifications/templates/old-template',
          },
        ],
      },
      {
        id: 'company',
        ok: false,
        problems: [
          { code: 'company_missing', subject: 'street', detail: '', fix: '/settings/company' },
          { code: 'company_missing', subject: 'uid', detail: '', fix: '/settings/company' },
        ],
      },
    ]);
  });
});

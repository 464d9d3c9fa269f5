import { databaseKinds } from '@gartenwerk/test-helpers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCalls, bearer, startTestServer, type TestServer } from '../../../test/support';
import type { InvoiceDocument } from './schemas';

/** Today in Vienna, and a day so many days away as YYYY-MM-DD and as printed (DD.MM.YYYY). */
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vienna' }).format(new Date());
const year = Number(today.slice(0, 4));
const day = (offset: number) => {
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
};
const printed = (offset: number) => day(offset).split('-').reverse().join('.');
const number = (counter: number) => `RE-${year}-${String(counter).padStart(5, '0')}`;

interface Overdue {
  _id: string;
  number: string;
  due_date: string;
  days_overdue: number;
  open: number;
  level: number;
  next_level: number | null;
  next_from: string | null;
  next_fee: number;
  next_interest: number;
}

describe.each(await databaseKinds())('dunning on %s', (kind) => {
  let server: TestServer;
  const call = adminCalls(() => server);
  const ok = async <T = InvoiceDocument>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => {
    const answer = await call(method, url, payload);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<T>();
  };
  const refusal = async (url: string, payload: unknown) => {
    const answer = await call('POST', url, payload);
    expect(answer.statusCode, answer.body).toBe(400);
    return answer.json<{ message: string }>().message;
  };
  const lastMail = async () =>
    (await ok<{ items: { subject: string; text: string; template: string }[] }>('GET', '/api/v0/mail/outbox'))
      .items[0]!;
  let customerId: string;
  /** An issued invoice over 1000 € net at 20 % (1200 € gross), dated `offset` days from today, 14 days' terms. */
  const invoiceDated = async (offset: number) =>
    ok('POST', '/api/v0/invoice/', {
      type: 'invoice',
      customer_id: customerId,
      date: day(offset),
      payment_terms_days: 14,
      lines: [{ title: 'Hainbuchenhecke 120 m', amount: 1, unit: 'Stk.', price: 1000, vat_rate: 20 }],
      issue: true,
    });

  beforeAll(async () => {
    server = await startTestServer(kind);
    customerId = (
      await ok<{ _id: string }>('POST', '/api/v1/invoice/customer/', {
        type: 'company',
        company: 'Gärtnerei Lindenhof OG',
        address: 'Lindenallee 4',
        zip: '3500',
        city: 'Krems an der Donau',
        country: 'at',
        email: 'buero@lindenhof.example',
      })
    )._id;
  });
  afterAll(() => server.close());

  it('keeps the levels’ days and fees and the default interest in the accounting settings', async () => {
    const defaults = await ok<{ dunning: unknown }>('GET', '/api/v1/invoice/settings');
    expect(defaults.dunning).toEqual({
      levels: [
        { days: 1, fee: 0 },
        { days: 14, fee: 5 },
        { days: 28, fee: 10 },
      ],
      interest: { enabled: false, rate: 4 },
    });
    const falling = await call('PUT', '/api/v1/invoice/settings', {
      dunning: {
        levels: [
          { days: 10, fee: 0 },
          { days: 5, fee: 5 },
          { days: 28, fee: 10 },
        ],
        interest: { enabled: false, rate: 4 },
      },
    });
    expect(falling.statusCode).toBe(400);
    expect(falling.json().message).toBe('Jede Mahnstufe braucht mehr Tage nach Fälligkeit als die vorige.');
    const dunning = {
      levels: [
        { days: 1, fee: 0 },
        { days: 14, fee: 5 },
        { days: 28, fee: 12.5 },
      ],
      interest: { enabled: true, rate: 7.3 },
    };
    expect((await ok<{ dunning: unknown }>('PUT', '/api/v1/invoice/settings', { dunning })).dunning).toEqual(
      dunning,
    );
  });

  it('refuses a reminder before the due date and lists only overdue invoices', async () => {
    const current = await invoiceDated(0);
    expect(current.number).toBe(number(1));
    expect(await refusal('/api/v1/invoice/dunning/send', { _id: current._id })).toBe(
      `Die Rechnung ${number(1)} ist erst am ${printed(14)} fällig; eine Zahlungserinnerung ist ab dem ${printed(15)} möglich.`,
    );
    // On the due date itself it is not overdue yet.
    const dueToday = await invoiceDated(-14);
    expect(await refusal('/api/v0/invoice/sendMail', { _id: dueToday._id, reminder: true })).toBe(
      `Die Rechnung ${number(2)} ist erst am ${printed(0)} fällig; eine Zahlungserinnerung ist ab dem ${printed(1)} möglich.`,
    );
    expect((await ok<{ items: Overdue[] }>('GET', '/api/v1/invoice/dunning')).items).toEqual([]);
  });

  it('sends the levels in turn with fee and interest, from each level’s template, recorded in the history', async () => {
    // Dated 40 days ago with 14 days' terms: due 26 days ago.
    const invoice = await invoiceDated(-40);
    // 1200 € × 7.3 % × 26 / 365 = 6.24 €
    expect((await ok<{ items: Overdue[] }>('GET', '/api/v1/invoice/dunning')).items).toEqual([
      {
        _id: invoice._id,
        number: number(3),
        receiver: 'Gärtnerei Lindenhof OG',
        email: 'buero@lindenhof.example',
        date: day(-40),
        due_date: day(-26),
        days_overdue: 26,
        open: 1200,
        level: 0,
        last_sent: null,
        next_level: 1,
        next_from: day(-25),
        next_fee: 0,
        next_interest: 6.24,
      },
    ]);

    const first = await ok('POST', '/api/v1/invoice/dunning/send', { _id: invoice._id });
    expect(first.reminders).toMatchObject([{ level: 1, fee: 0, interest: 6.24 }]);
    const reminderMail = await lastMail();
    expect(reminderMail.subject).toBe(`Zahlungserinnerung zu Rechnung ${number(3)}`);
    expect(reminderMail.template).toBe('invoiceReminder');
    expect(reminderMail.text).toContain(
      'Offener Rechnungsbetrag: € 1.200,00\nVerzugszinsen (7,3 % p. a. für 26 Tage): € 6,24\nZu zahlen: € 1.206,24',
    );

    // The 1. Mahnung from its own template: 1200 € + 5 € fee + 6.24 € interest.
    await ok('POST', '/api/v0/system_templates/', {
      name: '1. Mahnung',
      kind: 'dunning_1',
      subject: '{{level}} zu {{number}}',
      body: 'Guten Tag {{name}},\nseit {{days}} Tagen offen: {{open}}; Mahngebühr {{fee}}, Zinsen {{interest}}, gesamt {{amount}}.',
      is_default: true,
    });
    const second = await ok('POST', '/api/v0/invoice/sendMail', { _id: invoice._id, reminder: true });
    expect(second.reminders).toMatchObject([
      { level: 1, fee: 0, interest: 6.24 },
      { level: 2, fee: 5, interest: 6.24 },
    ]);
    const dunningMail = await lastMail();
    expect(dunningMail.subject).toBe(`1. Mahnung zu ${number(3)}`);
    expect(dunningMail.text).toContain(
      'Guten Tag Gärtnerei Lindenhof OG,\nseit 26 Tagen offen: € 1.200,00; Mahngebühr € 5,00, Zinsen € 6,24, gesamt € 1.211,24.\n\n' +
        'Offener Rechnungsbetrag: € 1.200,00\nMahngebühr: € 5,00\nVerzugszinsen (7,3 % p. a. für 26 Tage): € 6,24\nZu zahlen: € 1.211,24',
    );

    // The 2. Mahnung only from 28 days after the due date.
    expect(await refusal('/api/v1/invoice/dunning/send', { _id: invoice._id })).toBe(
      `Die 2. Mahnung ist ab dem ${printed(2)} möglich (28 Tage nach Fälligkeit).`,
    );
    const listed = (await ok<{ items: Overdue[] }>('GET', '/api/v1/invoice/dunning')).items;
    expect(listed).toMatchObject([
      { number: number(3), level: 2, next_level: 3, next_from: day(2), next_fee: 12.5 },
    ]);

    const history = (await ok('POST', '/api/v0/invoice/getData/', { _id: invoice._id })).history!;
    const reminders = history.filter((entry) => entry.action === 'reminder');
    expect(reminders).toMatchObject([
      {
        changes: { dunning_level: { from: 0, to: 1 } },
        detail: `Zahlungserinnerung – buero@lindenhof.example: Zahlungserinnerung zu Rechnung ${number(3)}`,
      },
      {
        changes: { dunning_level: { from: 1, to: 2 } },
        detail: `1. Mahnung – buero@lindenhof.example: 1. Mahnung zu ${number(3)}`,
      },
    ]);
  });

  it('sends no level after the 2. Mahnung, and none once the invoice is paid', async () => {
    const invoice = await invoiceDated(-60);
    for (const level of [1, 2, 3]) {
      const sent = await ok('POST', '/api/v1/invoice/dunning/send', { _id: invoice._id });
      expect(sent.reminders.at(-1)!.level).toBe(level);
    }
    const third = await lastMail();
    expect(third.subject).toBe(`2. Mahnung zu Rechnung ${number(4)}`);
    // Due 46 days ago: 1200 € × 7.3 % × 46 / 365 = 11.04 €, with the 12.50 € fee.
    expect(third.text).toContain(
      'Mahngebühr: € 12,50\nVerzugszinsen (7,3 % p. a. für 46 Tage): € 11,04\nZu zahlen: € 1.223,54',
    );
    expect(await refusal('/api/v1/invoice/dunning/send', { _id: invoice._id })).toBe(
      'Zu dieser Rechnung sind alle Mahnstufen versendet; die 2. Mahnung ist die letzte.',
    );
    expect(
      (await ok<{ items: Overdue[] }>('GET', '/api/v1/invoice/dunning')).items.map((item) => item.level),
    ).toEqual([3, 2]);

    await ok('POST', '/api/v1/invoice/payment', { _id: invoice._id, amount: 1200 });
    expect(await refusal('/api/v1/invoice/dunning/send', { _id: invoice._id })).toBe(
      'Mahnungen gibt es nur für ausgestellte, nicht bezahlte Rechnungen.',
    );
    expect(
      (await ok<{ items: Overdue[] }>('GET', '/api/v1/invoice/dunning')).items.map((item) => item.number),
    ).toEqual([number(3)]);
  });

  it('lets only admins see and send dunning levels', async () => {
    for (const headers of [{}, bearer(server.userToken)]) {
      expect((await call('GET', '/api/v1/invoice/dunning', undefined, headers)).statusCode).toBe(403);
      expect((await call('POST', '/api/v1/invoice/dunning/send', { _id: 'x' }, headers)).statusCode).toBe(
        403,
      );
    }
  });
});

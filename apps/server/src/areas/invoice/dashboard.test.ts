import { databaseKinds } from '@gartenwerk/test-helpers';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { blum, line, mueller } from '../../../test/invoice-fixtures';
import { adminCalls, bearer, startTestServer, type TestServer } from '../../../test/support';
import { calcDashboard, previousPeriod } from './dashboard';
import type { Dashboard } from './dashboard';
import type { InvoiceDocument } from './schemas';

/**
 * The dashboard's clock: 20 November 2026, 10:00 in Vienna. The fixtures lie in January, February
 * and March of its year and the year before; a cancellation is dated the day it is issued, so it
 * falls into November, away from the months of its invoice, whatever day the test runs on.
 */
const NOW = new Date('2026-11-20T09:00:00Z');
const today = '2026-11-20';
const year = 2026;
const thisMonth = '2026-11';

describe('the period before a range', () => {
  it('is as many whole months before whole months, else as many days', () => {
    expect(previousPeriod('2026-01-01', '2026-12-31')).toEqual({ from: '2025-01-01', to: '2025-12-31' });
    expect(previousPeriod('2024-01-01', '2024-12-31')).toEqual({ from: '2023-01-01', to: '2023-12-31' });
    expect(previousPeriod('2026-03-01', '2026-03-31')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(previousPeriod('2026-03-01', '2026-04-30')).toEqual({ from: '2026-01-01', to: '2026-02-28' });
    expect(previousPeriod('2026-03-10', '2026-03-19')).toEqual({ from: '2026-02-28', to: '2026-03-09' });
    expect(previousPeriod('2026-03-01', '2026-03-07')).toEqual({ from: '2026-02-22', to: '2026-02-28' });
  });
});

describe.each(await databaseKinds())('the accounting dashboard on %s', (kind) => {
  let server: TestServer;
  const call = adminCalls(() => server);
  const ok = async <T = InvoiceDocument>(method: 'GET' | 'POST', url: string, payload?: unknown) => {
    const answer = await call(method, url, payload);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<T>();
  };

  /**
   * This year, net prices unless said:
   * A 15.01. Blum: 3 × 24,90 at 13 % (74,70 + 9,71) and 10 × 4,99 at 20 % (49,90 + 9,98), paid
   * B 10.02. Blum: 2 × 150,00 at 20 % (300,00 + 60,00) and 5 × 8,00 at 10 % (40,00 + 4,00),
   *   cancelled today (−340,00 − 64,00)
   * E 20.02. Müller, gross prices: 1 × 119,00 at 19 % (100,00 + 19,00), unpaid and overdue
   * G today, Blum: 1 × 50,00 at 20 % (50,00 + 10,00), unpaid, not yet due
   * a draft of 01.03. (no invoice); offers 10.01. (became an order) and 01.02. (did not)
   * Last year: F 01.06. Blum 1 × 999,00 at 20 % (999,00 + 199,80), paid; an offer that became an order.
   */
  beforeAll(async () => {
    // Only the date is the test's: timers run as they do, and the clock moves on from NOW.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true, now: NOW });
    server = await startTestServer(kind);
    const customer = await ok<{ _id: string }>('POST', '/api/v1/invoice/customer/', blum);
    const invoice = async (fields: Record<string, unknown>, issue = true) =>
      ok('POST', '/api/v0/invoice/', {
        type: 'invoice',
        price_mode: 'net',
        issue,
        customer_id: customer._id,
        ...fields,
      });
    const a = await invoice({
      date: `${year}-01-15`,
      lines: [line('Thuja Smaragd', 3, 24.9, 13), line('Rosendünger 1 kg', 10, 4.99, 20)],
    });
    await ok('POST', '/api/v1/invoice/payment', { _id: a._id, amount: 144.29, date: `${year}-01-20` });
    const b = await invoice({
      date: `${year}-02-10`,
      lines: [line('Pflanzarbeit', 2, 150, 20), line('Blumenerde 40 l', 5, 8, 10)],
    });
    await ok('POST', '/api/v1/invoice/cancel', { _id: b._id });
    await invoice({
      customer_id: null,
      receiver: mueller,
      price_mode: 'gross',
      date: `${year}-02-20`,
      lines: [line('Hochstamm', 1, 119, 19)],
    });
    await invoice({ date: today, lines: [line('Kirschbaum', 1, 50, 20)] });
    await invoice({ date: `${year}-03-01`, lines: [line('Entwurf', 1, 77, 20)] }, false);
    const f = await invoice({ date: `${year - 1}-06-01`, lines: [line('Vorjahr', 1, 999, 20)] });
    await ok('POST', '/api/v1/invoice/payment', { _id: f._id, amount: 1198.8, date: `${year - 1}-06-02` });

    const offer = async (date: string, issue = true) =>
      ok('POST', '/api/v0/invoice/', {
        type: 'offer',
        issue,
        customer_id: customer._id,
        date,
        lines: [line('Hecke', 10, 20, 20)],
      });
    const won = await offer(`${year}-01-10`);
    await ok('POST', '/api/v1/invoice/convert', { _id: won._id, to: 'order' });
    await offer(`${year}-02-01`);
    await offer(`${year}-02-02`, false);
    const wonBefore = await offer(`${year - 1}-03-01`);
    await ok('POST', '/api/v1/invoice/convert', { _id: wonBefore._id, to: 'order' });
  });
  afterAll(async () => {
    await server.close();
    vi.useRealTimers();
  });

  it('is for admins only and refuses a range that ends before it starts', async () => {
    for (const headers of [{}, bearer(server.userToken)]) {
      expect((await call('GET', '/api/v0/invoice/dashboard', undefined, headers)).statusCode).toBe(403);
      expect((await call('POST', '/api/v1/invoice/calcDashboard', {}, headers)).statusCode).toBe(403);
    }
    const backwards = await call('POST', '/api/v1/invoice/calcDashboard', {
      from: '2026-03-02',
      to: '2026-03-01',
    });
    expect(backwards.statusCode).toBe(400);
    expect((await call('GET', '/api/v0/invoice/dashboard?from=2026-3-1')).statusCode).toBe(400);
  });

  it('adds up this year’s turnover by rate, month and year with the cancellation taken off', async () => {
    const dashboard = await ok<Dashboard>('GET', '/api/v0/invoice/dashboard?top=4');
    const { current } = dashboard;
    expect(dashboard.today).toBe(today);
    expect([current.from, current.to]).toEqual([`${year}-01-01`, `${year}-12-31`]);
    expect(current.turnover).toEqual({
      net: 274.6,
      vat: 48.69,
      gross: 323.29,
      documents: 5,
      by_rate: [
        { rate: 20, net: 99.9, vat: 19.98, gross: 119.88 },
        { rate: 19, net: 100, vat: 19, gross: 119 },
        { rate: 13, net: 74.7, vat: 9.71, gross: 84.41 },
        { rate: 10, net: 0, vat: 0, gross: 0 },
      ],
    });
    expect(current.months).toHaveLength(12);
    const month = (name: string) => current.months.find((entry) => entry.month === name)!;
    expect(month(`${year}-01`)).toMatchObject({ net: 124.6, vat: 19.69, gross: 144.29 });
    // Written in November: the cancellation and G fall into this month, away from January and February.
    expect(month(`${year}-02`)).toMatchObject({ net: 440, vat: 83, gross: 523 });
    expect(month(thisMonth)).toMatchObject({ net: -290, vat: -54, gross: -344 });
    expect(month(`${year}-03`)).toMatchObject({ net: 0, vat: 0, gross: 0, by_rate: [] });
    expect(current.years).toEqual([
      { year, net: 274.6, vat: 48.69, gross: 323.29, by_rate: current.turnover.by_rate },
    ]);
    expect(current.offers).toEqual({ offers: 2, converted: 1, rate: 0.5 });
    expect(current.top_customers).toEqual([
      { customer_id: expect.any(String), name: 'Gärtnerei Blum KG', net: 174.6, vat: 29.69, gross: 204.29 },
      { customer_id: null, name: 'Max Müller', net: 100, vat: 19, gross: 119 },
    ]);
    expect(current.top_items).toEqual([
      { item_id: null, title: 'Hochstamm', amount: 1, net: 100 },
      { item_id: null, title: 'Thuja Smaragd', amount: 3, net: 74.7 },
      { item_id: null, title: 'Kirschbaum', amount: 1, net: 50 },
      { item_id: null, title: 'Rosendünger 1 kg', amount: 10, net: 49.9 },
    ]);
  });

  it('compares with the year before and lists what is open and overdue today', async () => {
    const dashboard = await ok<Dashboard>('POST', '/api/v1/invoice/calcDashboard', {});
    const { previous } = dashboard;
    expect([previous.from, previous.to]).toEqual([`${year - 1}-01-01`, `${year - 1}-12-31`]);
    expect(previous.turnover).toEqual({
      net: 999,
      vat: 199.8,
      gross: 1198.8,
      documents: 1,
      by_rate: [{ rate: 20, net: 999, vat: 199.8, gross: 1198.8 }],
    });
    expect(previous.offers).toEqual({ offers: 1, converted: 1, rate: 1 });
    expect(dashboard.open).toMatchObject({ count: 2, amount: 179, overdue_count: 1, overdue_amount: 119 });
    expect(
      dashboard.open.invoices.map(({ receiver, open, overdue }) => ({ receiver, open, overdue })),
    ).toEqual([
      { receiver: 'Max Müller', open: 119, overdue: true },
      { receiver: 'Gärtnerei Blum KG', open: 60, overdue: false },
    ]);
  });

  it('takes a range of its own, and the days before it of the same length', async () => {
    const dashboard = await ok<Dashboard>('POST', '/api/v1/invoice/calcDashboard', {
      from: `${year}-02-01`,
      to: `${year}-02-15`,
    });
    expect(dashboard.current.turnover).toMatchObject({ net: 340, vat: 64, gross: 404, documents: 1 });
    expect(dashboard.current.months.map((entry) => entry.month)).toEqual([`${year}-02`]);
    expect(dashboard.current.offers).toEqual({ offers: 1, converted: 0, rate: 0 });
    expect([dashboard.previous.from, dashboard.previous.to]).toEqual([`${year}-01-17`, `${year}-01-31`]);
    expect(dashboard.previous.turnover).toMatchObject({ net: 0, gross: 0, documents: 0 });
    expect(dashboard.previous.offers).toEqual({ offers: 0, converted: 0, rate: null });
  });
  it('counts a January day’s year from its first day, with the year of the fixtures before it', async () => {
    const january = await calcDashboard(server.app.db, {}, '2027-01-15');
    expect([january.current.from, january.current.to]).toEqual(['2027-01-01', '2027-12-31']);
    expect(january.current.turnover).toMatchObject({ net: 0, gross: 0, documents: 0 });
    expect(january.previous.turnover).toMatchObject({ net: 274.6, vat: 48.69, gross: 323.29, documents: 5 });
    expect(january.open).toMatchObject({ count: 2, amount: 179 });
  });
});

import type {
  PlanEvent,
  PlanStageInput,
  ProductionPlan,
  Resource,
  ResourceEvents,
} from '@gartenwerk/domain/schemas';
import { databaseKinds } from '@gartenwerk/test-helpers';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCalls, startTestServer, type TestServer } from '../../../test/support';
import { productionStages } from './plan-table';

const stage = (uuid: string, change: Partial<PlanStageInput>): PlanStageInput => ({
  uuid,
  name: 'Liefern',
  // Tuesday 14 April 2026, 08:00–10:00 in Vienna (summer time).
  start: '2026-04-14T06:00:00.000Z',
  end: '2026-04-14T08:00:00.000Z',
  resources: [],
  status: 'open',
  ...change,
});

describe.each(await databaseKinds())('production plans of shop orders, and removed orders, on %s', (kind) => {
  let server: TestServer;
  let truck: Resource;
  let team: Resource;
  let shopOrder: string;
  let shopNumber: string;
  let invoiceOrder: string;
  const call = adminCalls(() => server);
  async function ok<T>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
  ): Promise<T> {
    const answer = await call(method, url, payload);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<T>();
  }
  const save = (order: string, stages: PlanStageInput[]) =>
    call('PUT', '/api/v1/invoice/production_plan', { _id: order, production_plan: stages });
  const events = async (resource?: string) =>
    (
      await ok<{ events: PlanEvent[] }>('POST', '/api/v0/invoice/getCalendarRange', {
        start: '2026-04-13',
        end: '2026-04-20',
        ...(resource ? { resource } : {}),
      })
    ).events;
  const stageRows = (orderId: string) =>
    server.app.db.select().from(productionStages).where(eq(productionStages.orderId, orderId));

  /** A shop order placed in the shop, of a customer who wants her hedge delivered and planted. */
  async function placeShopOrder() {
    const product = await ok<{ _id: string }>('POST', '/api/v0/shop_product/', {
      title: 'Hainbuche 125–150 cm',
      price: 16.9,
    });
    await ok('POST', '/api/v0/shop_stock/adjust', { product: product._id, quantity: 30, reason: 'Inventur' });
    return ok<{ _id: string; number: string }>('POST', '/api/v0/shop_order/', {
      items: [{ item: product._id, amount: 20 }],
      email: 'eva.huber@example.at',
      invoiceAddress: {
        type: 'person',
        first_name: 'Eva',
        last_name: 'Huber',
        address: 'Kellergasse 3',
        zip: '3550',
        city: 'Langenlois',
        country: 'at',
      },
      selectedPayment: 'prepayment',
      termsAccepted: true,
    });
  }

  beforeAll(async () => {
    server = await startTestServer(kind);
    const customer = await ok<{ _id: string }>('POST', '/api/v1/invoice/customer/', {
      company: 'Gärtnerei Blum KG',
      address: 'Hauptstraße 12',
      zip: '3100',
      city: 'St. Pölten',
    });
    invoiceOrder = (
      await ok<{ _id: string }>('POST', '/api/v0/invoice/', {
        type: 'order',
        customer_id: customer._id,
        lines: [{ title: 'Hainbuche 125–150 cm', amount: 30, unit: 'Stk.', price: 16, vat_rate: 13 }],
      })
    )._id;
    ({ _id: shopOrder, number: shopNumber } = await placeShopOrder());
    truck = await ok<Resource>('POST', '/api/v0/invoice_resource/', { name: 'LKW Iveco', kind: 'vehicle' });
    team = await ok<Resource>('POST', '/api/v0/invoice_resource/', { name: 'Pflanztrupp', kind: 'person' });
  });
  afterAll(() => server.close());

  it('plans a shop order’s delivery and planting, rolls their status up and shows them on both calendars', async () => {
    const deliver = stage('deliver', { resources: [truck._id] });
    const plant = stage('plant', {
      name: 'Pflanzen',
      start: '2026-04-14T08:00:00.000Z',
      end: '2026-04-14T12:00:00.000Z',
      resources: [team._id],
    });
    const saved = await save(shopOrder, [deliver, plant]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<ProductionPlan>()).toMatchObject({ _id: shopOrder, plan_status: 'open' });

    const shown = await events();
    expect(
      shown.map(({ title, start, end, order, resources }) => ({ title, start, end, order, resources })),
    ).toEqual([
      {
        title: `Liefern · ${shopNumber}`,
        start: '2026-04-14T06:00:00.000Z',
        end: '2026-04-14T08:00:00.000Z',
        order: {
          _id: shopOrder,
          kind: 'shop',
          number: shopNumber,
          receiverName: 'Eva Huber',
          status: 'open',
        },
        resources: ['LKW Iveco'],
      },
      {
        title: `Pflanzen · ${shopNumber}`,
        start: '2026-04-14T08:00:00.000Z',
        end: '2026-04-14T12:00:00.000Z',
        order: {
          _id: shopOrder,
          kind: 'shop',
          number: shopNumber,
          receiverName: 'Eva Huber',
          status: 'open',
        },
        resources: ['Pflanztrupp'],
      },
    ]);
    const byResource = await ok<ResourceEvents>('POST', '/api/v0/invoice/ordersByResource', {
      start: '2026-04-13',
      end: '2026-04-20',
    });
    expect(
      byResource.resources.map((resource) => [
        resource.name,
        resource.events.map((event) => event.stage.name),
      ]),
    ).toEqual([
      ['LKW Iveco', ['Liefern']],
      ['Pflanztrupp', ['Pflanzen']],
    ]);

    const delivered = await save(shopOrder, [{ ...deliver, status: 'complete' }, plant]);
    expect(delivered.json<ProductionPlan>().plan_status).toBe('partial');
    expect((await events()).map((event) => event.order.status)).toEqual(['partial', 'partial']);
    const done = await save(shopOrder, [
      { ...deliver, status: 'complete' },
      { ...plant, status: 'complete' },
    ]);
    expect(done.json<ProductionPlan>().plan_status).toBe('complete');
    // A complete plan leaves the calendar.
    expect(await events()).toEqual([]);
    const read = await ok<ProductionPlan>('POST', '/api/v1/invoice/production_plan', { _id: shopOrder });
    expect(read.production_plan.map((each) => [each.name, each.status])).toEqual([
      ['Liefern', 'complete'],
      ['Pflanzen', 'complete'],
    ]);
    await save(shopOrder, [deliver, plant]);
  });

  it('refuses the truck for an invoicing order while a shop order has it, naming the shop order', async () => {
    const clash = await save(invoiceOrder, [
      stage('load', { name: 'Laden', start: '2026-04-14T07:00:00.000Z', resources: [truck._id] }),
    ]);
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({
      code: 'PLAN_CONFLICT',
      message: expect.stringContaining(`„Liefern, ${shopNumber} Eva Huber“`),
    });
    expect(clash.json().message).toContain('LKW Iveco');
  });

  it('removes a shop order’s stages with the order, and the truck is free again', async () => {
    const other = (await placeShopOrder())._id;
    const planned = await save(other, [
      stage('other', {
        name: 'Ausgraben',
        start: '2026-04-15T06:00:00.000Z',
        end: '2026-04-15T08:00:00.000Z',
        resources: [team._id],
      }),
    ]);
    expect(planned.statusCode, planned.body).toBe(200);
    expect(await stageRows(shopOrder)).toHaveLength(2);
    await ok('DELETE', `/api/v0/shop_order/${shopOrder}`);
    expect(await stageRows(shopOrder)).toEqual([]);
    // The other order's plan stays.
    expect((await stageRows(other)).map((row) => row.name)).toEqual(['Ausgraben']);
    expect((await events()).map((event) => event.order._id)).toEqual([other]);
    const free = await save(invoiceOrder, [
      stage('load', { name: 'Laden', start: '2026-04-14T07:00:00.000Z', resources: [truck._id] }),
    ]);
    expect(free.statusCode, free.body).toBe(200);
    expect((await call('POST', '/api/v1/invoice/production_plan', { _id: shopOrder })).statusCode).toBe(404);
  });

  it('removes an invoicing order’s stages with the deleted draft', async () => {
    expect(await stageRows(invoiceOrder)).toHaveLength(1);
    await ok('DELETE', `/api/v0/invoice/${invoiceOrder}`);
    expect(await stageRows(invoiceOrder)).toEqual([]);
    expect((await events(truck._id)).map((event) => event.stage.name)).toEqual([]);
  });

  it('refuses a plan for a document that is no order', async () => {
    const invoice = await ok<{ _id: string }>('POST', '/api/v0/invoice/', {
      type: 'invoice',
      receiver: { kind: 'customer', type: 'person', first_name: 'Max', last_name: 'Müller' },
      lines: [{ title: 'Kirschbaum', amount: 1, unit: 'Stk.', price: 50, vat_rate: 20 }],
    });
    expect((await save(invoice._id, [stage('x', {})])).statusCode).toBe(400);
  });
  it('gives the stages of Vienna days across the October change and the turn of the month', async () => {
    const order = (await placeShopOrder())._id;
    const at = (name: string, start: string, end: string) =>
      stage(name, { name, start, end, resources: [team._id] });
    const saved = await save(order, [
      // Saturday 24 October, 23:30–23:45 summer time: the day before.
      at('before', '2026-10-24T21:30:00.000Z', '2026-10-24T21:45:00.000Z'),
      // Sunday 25 October, 00:30 summer time to 02:30 winter time, across the change.
      at('across', '2026-10-24T22:30:00.000Z', '2026-10-25T01:30:00.000Z'),
      // Sunday 25 October, 23:30–23:45 winter time: still the 25-hour Sunday.
      at('late', '2026-10-25T22:30:00.000Z', '2026-10-25T22:45:00.000Z'),
      // Sunday 1 November, 08:00–10:00.
      at('november', '2026-11-01T07:00:00.000Z', '2026-11-01T09:00:00.000Z'),
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    const uuids = async (start: string, end: string) =>
      (await ok<{ events: PlanEvent[] }>('POST', '/api/v0/invoice/getCalendarRange', { start, end })).events
        .filter((event) => event.order._id === order)
        .map((event) => event.stage.uuid);
    expect(await uuids('2026-10-25', '2026-10-26')).toEqual(['across', 'late']);
    // Saturday ends at midnight summer time, before the stage across the change starts.
    expect(await uuids('2026-10-24', '2026-10-25')).toEqual(['before']);
    expect(await uuids('2026-10-26', '2026-11-02')).toEqual(['november']);
    expect(await uuids('2026-10-01', '2026-11-01')).toEqual(['before', 'across', 'late']);
    // A week of the calendar sent as date-times with their zone, Monday 19 to Monday 26 October.
    expect(await uuids('2026-10-19T00:00:00+02:00', '2026-10-26T00:00:00+01:00')).toEqual([
      'before',
      'across',
      'late',
    ]);
  });
});

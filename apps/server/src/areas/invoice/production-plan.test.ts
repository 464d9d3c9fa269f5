import type {
  PlanEvent,
  PlanStageInput,
  ProductionPlan,
  Resource,
  ResourceEvents,
} from '@gartenwerk/domain/schemas';
import { databaseKinds } from '@gartenwerk/test-helpers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfLayoutText as pdftotext } from '../../../test/pdf-text';
import { adminCalls, bearer, startTestServer, type TestServer } from '../../../test/support';

const weekly = (weekday: number, from: string, to: string) => ({
  weekday,
  date: null,
  from,
  to,
  absent: false,
  reason: '',
});
const workdays = [1, 2, 3, 4, 5].map((day) => weekly(day, '07:00', '16:00'));

const stage = (uuid: string, change: Partial<PlanStageInput>): PlanStageInput => ({
  uuid,
  name: 'Ausgraben',
  start: '2026-03-27T06:00:00.000Z',
  end: '2026-03-27T08:00:00.000Z',
  resources: [],
  status: 'open',
  ...change,
});

describe.each(await databaseKinds())('production plan on %s', (kind) => {
  let server: TestServer;
  let anna: Resource;
  let truck: Resource;
  let greenhouse: Resource;
  let firstOrder: string;
  let secondOrder: string;
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
  const events = async (start: string, end: string, resource?: string) =>
    (
      await ok<{ events: PlanEvent[] }>('POST', '/api/v0/invoice/getCalendarRange', {
        start,
        end,
        ...(resource ? { resource } : {}),
      })
    ).events;

  beforeAll(async () => {
    server = await startTestServer(kind);
    const customer = await ok<{ _id: string }>('POST', '/api/v1/invoice/customer/', {
      company: 'Gärtnerei Blum KG',
      address: 'Hauptstraße 12',
      zip: '3100',
      city: 'St. Pölten',
    });
    const order = async () =>
      (
        await ok<{ _id: string }>('POST', '/api/v0/invoice/', {
          type: 'order',
          customer_id: customer._id,
          lines: [{ title: 'Thuja Smaragd 80–100 cm', amount: 40, unit: 'Stk.', price: 12.5, vat_rate: 13 }],
        })
      )._id;
    firstOrder = await order();
    secondOrder = await order();
    anna = await ok<Resource>('POST', '/api/v0/invoice_resource/', {
      name: 'Anna Gruber',
      kind: 'person',
      color: '#1565c0',
      order: 1,
      availableDates: [
        ...workdays,
        { weekday: null, date: '2026-03-31', from: '', to: '', absent: true, reason: 'Urlaub' },
      ],
    });
    truck = await ok<Resource>('POST', '/api/v0/invoice_resource/', {
      name: 'LKW Iveco',
      kind: 'vehicle',
      order: 2,
      availableDates: workdays,
    });
    greenhouse = await ok<Resource>('POST', '/api/v0/invoice_resource/', {
      name: 'Glashaus 2',
      kind: 'greenhouse',
      order: 3,
    });
  });
  afterAll(() => server.close());

  it('keeps a resource with its kind, colours, order and available dates', async () => {
    expect(anna).toMatchObject({
      name: 'Anna Gruber',
      kind: 'person',
      color: '#1565c0',
      font_color: '#ffffff',
    });
    expect(anna.availableDates).toHaveLength(6);
    const list = await ok<{ items: Resource[]; total: number }>(
      'GET',
      '/api/v0/invoice_resource/?kind=vehicle',
    );
    expect(list.items.map((item) => item.name)).toEqual(['LKW Iveco']);
    const bad = await call('POST', '/api/v0/invoice_resource/', {
      name: 'X',
      availableDates: [{ weekday: 8, date: null, from: '07:00', to: '16:00', absent: false, reason: '' }],
    });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses the plan calls to guests and plain users with C100', async () => {
    for (const headers of [{}, bearer(server.userToken)]) {
      for (const [method, url, payload] of [
        ['POST', '/api/v0/invoice/getCalendarData', { start: '2026-03-01', end: '2026-04-01' }],
        ['POST', '/api/v0/invoice/printProductionPlan', { date: '2026-03-27' }],
        ['PUT', '/api/v1/invoice/production_plan', { _id: firstOrder, production_plan: [] }],
        ['GET', '/api/v0/invoice_resource/', undefined],
      ] as const) {
        const answer = await call(method, url, payload, headers);
        expect(answer.statusCode, url).toBe(403);
        expect(answer.json()).toMatchObject({ code: 'C100' });
      }
    }
  });

  it('saves the stages of an order and rolls their status up', async () => {
    // Friday 27 March 2026 (winter time): 07:00–09:00 and 09:00–12:00 Vienna.
    const digging = stage('s-dig', { resources: [anna._id, greenhouse._id] });
    const delivery = stage('s-deliver', {
      name: 'Liefern',
      start: '2026-03-27T08:00:00.000Z',
      end: '2026-03-27T11:00:00.000Z',
      resources: [anna._id, truck._id],
    });
    const answer = await save(firstOrder, [digging, delivery]);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<ProductionPlan>()).toMatchObject({
      _id: firstOrder,
      plan_status: 'open',
      production_plan: [
        { uuid: 's-dig', name: 'Ausgraben' },
        { uuid: 's-deliver', name: 'Liefern' },
      ],
    });
    const started = await save(firstOrder, [{ ...digging, status: 'complete' }, delivery]);
    expect(started.json<ProductionPlan>().plan_status).toBe('partial');
    const read = await ok<ProductionPlan>('POST', '/api/v1/invoice/production_plan', { _id: firstOrder });
    expect(read.production_plan.map((each) => each.status)).toEqual(['complete', 'open']);
  });

  it('refuses a stage that ends before it starts, and an unknown resource', async () => {
    const backwards = await save(secondOrder, [
      stage('b', { name: 'Topfen', start: '2026-03-27T08:00:00.000Z', end: '2026-03-27T07:00:00.000Z' }),
    ]);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe('Die Stufe „Topfen“ muss nach ihrem Beginn enden.');
    const unknown = await save(secondOrder, [stage('u', { resources: ['nobody'] })]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Die Ressource „nobody“ gibt es nicht.');
  });

  it('refuses a resource booked by another order at an overlapping time, naming resource and time', async () => {
    // 10:30–11:30 Vienna overlaps the delivery of the first order (09:00–12:00) with the truck.
    const clash = await save(secondOrder, [
      stage('c', {
        name: 'Pflanzen',
        start: '2026-03-27T09:30:00.000Z',
        end: '2026-03-27T10:30:00.000Z',
        resources: [truck._id],
      }),
    ]);
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({
      code: 'PLAN_CONFLICT',
      message:
        'Die Ressource „LKW Iveco“ ist am 27.03.2026 von 10:30 bis 11:30 schon für „Liefern, Gärtnerei Blum KG“ eingeplant.',
    });
    const english = await call(
      'PUT',
      '/api/v1/invoice/production_plan',
      {
        _id: secondOrder,
        production_plan: [
          stage('c', {
            start: '2026-03-27T09:30:00.000Z',
            end: '2026-03-27T10:30:00.000Z',
            resources: [truck._id],
          }),
        ],
      },
      { ...bearer(server.adminToken), 'accept-language': 'en' },
    );
    expect(english.json().message).toBe(
      'The resource “LKW Iveco” is already planned for “Liefern, Gärtnerei Blum KG” on 27.03.2026 from 10:30 to 11:30.',
    );
    // Nothing was saved.
    const read = await ok<ProductionPlan>('POST', '/api/v1/invoice/production_plan', { _id: secondOrder });
    expect(read.production_plan).toEqual([]);
    // One stage after the other is no clash: 12:00–13:00 Vienna.
    const after = await save(secondOrder, [
      stage('c', {
        start: '2026-03-27T11:00:00.000Z',
        end: '2026-03-27T12:00:00.000Z',
        resources: [truck._id],
      }),
    ]);
    expect(after.statusCode, after.body).toBe(200);
  });

  it('refuses a resource booked twice within one plan', async () => {
    const twice = await save(secondOrder, [
      stage('x', {
        name: 'Topfen',
        resources: [greenhouse._id],
        start: '2026-04-02T06:00:00.000Z',
        end: '2026-04-02T08:00:00.000Z',
      }),
      stage('y', {
        name: 'Gießen',
        resources: [greenhouse._id],
        start: '2026-04-02T07:00:00.000Z',
        end: '2026-04-02T09:00:00.000Z',
      }),
    ]);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(
      'Die Ressource „Glashaus 2“ ist am 02.04.2026 von 08:00 bis 10:00 schon für „Gießen“ eingeplant.',
    );
  });

  it('refuses a stage outside its resource’s hours and on its day of absence, in summer time', async () => {
    // Monday 30 March (summer time): 06:00–08:00 Vienna begins before Anna's 07:00.
    const early = await save(secondOrder, [
      stage('e', {
        resources: [anna._id],
        start: '2026-03-30T04:00:00.000Z',
        end: '2026-03-30T06:00:00.000Z',
      }),
    ]);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      'Die Ressource „Anna Gruber“ ist am 30.03.2026 von 06:00 bis 08:00 nicht verfügbar.',
    );
    // 07:00–09:00 Vienna is within them (05:00 UTC after the change).
    const inTime = await save(secondOrder, [
      stage('e', {
        resources: [anna._id],
        start: '2026-03-30T05:00:00.000Z',
        end: '2026-03-30T07:00:00.000Z',
      }),
    ]);
    expect(inTime.statusCode, inTime.body).toBe(200);
    // Tuesday 31 March: on holiday.
    const absent = await call('PUT', '/api/v1/invoice/production_plan/stage', {
      _id: secondOrder,
      uuid: 'e',
      start: '2026-03-31T05:00:00.000Z',
      end: '2026-03-31T07:00:00.000Z',
    });
    expect(absent.statusCode).toBe(409);
    expect(absent.json().message).toBe(
      'Die Ressource „Anna Gruber“ ist am 31.03.2026 von 07:00 bis 09:00 nicht verfügbar.',
    );
    // Moved to Wednesday instead.
    const moved = await ok<ProductionPlan>('PUT', '/api/v1/invoice/production_plan/stage', {
      _id: secondOrder,
      uuid: 'e',
      start: '2026-04-01T05:00:00.000Z',
      end: '2026-04-01T07:00:00.000Z',
    });
    expect(moved.production_plan[0]).toMatchObject({
      start: '2026-04-01T05:00:00.000Z',
      resources: [anna._id],
    });
  });

  it('gives the stages of open and partial plans in a range of Vienna days across months and the March change', async () => {
    // 23 March to 5 April Vienna: the first order's two stages (27 March) and the second's (1 April).
    const shown = await events('2026-03-23', '2026-04-06');
    expect(shown.map((event) => [event.stage.name, event.start, event.order._id])).toEqual([
      ['Ausgraben', '2026-03-27T06:00:00.000Z', firstOrder],
      ['Liefern', '2026-03-27T08:00:00.000Z', firstOrder],
      ['Ausgraben', '2026-04-01T05:00:00.000Z', secondOrder],
    ]);
    expect(shown[1]).toMatchObject({
      resources: ['Anna Gruber', 'LKW Iveco'],
      color: '#1565c0',
      order: { status: 'partial' },
    });
    // The range ends at midnight Vienna (22:00 UTC in summer): 1 April is outside a range ending on it.
    expect((await events('2026-03-28', '2026-04-01')).map((event) => event.stage.uuid)).toEqual([]);
    // A range of date-times with their zone, as the calendar sends it.
    expect(
      (await events('2026-04-01T00:00:00+02:00', '2026-04-02T00:00:00+02:00')).map(
        (event) => event.stage.uuid,
      ),
    ).toEqual(['e']);
    // getCalendarData answers the same.
    const data = await ok<{ events: PlanEvent[] }>('POST', '/api/v0/invoice/getCalendarData', {
      start: '2026-03-01',
      end: '2026-05-01',
    });
    expect(data.events).toHaveLength(3);
  });

  it('leaves out a plan whose stages are all complete', async () => {
    const plan = await ok<ProductionPlan>('POST', '/api/v1/invoice/production_plan', { _id: secondOrder });
    await ok('PUT', '/api/v1/invoice/production_plan', {
      _id: secondOrder,
      production_plan: plan.production_plan.map((each) => ({ ...each, status: 'complete' })),
    });
    const shown = await events('2026-03-01', '2026-05-01');
    expect(shown.map((event) => event.order._id)).toEqual([firstOrder, firstOrder]);
    await ok('PUT', '/api/v1/invoice/production_plan', {
      _id: secondOrder,
      production_plan: plan.production_plan,
    });
  });

  it('gives each resource its events (ordersByResource) and refuses to remove a planned one', async () => {
    const answer = await ok<ResourceEvents>('POST', '/api/v0/invoice/ordersByResource', {
      start: '2026-03-23',
      end: '2026-04-06',
    });
    expect(
      answer.resources.map((resource) => [resource.name, resource.events.map((event) => event.stage.name)]),
    ).toEqual([
      ['Anna Gruber', ['Ausgraben', 'Liefern', 'Ausgraben']],
      ['LKW Iveco', ['Liefern']],
      ['Glashaus 2', ['Ausgraben']],
    ]);
    const removed = await call('DELETE', `/api/v0/invoice_resource/${truck._id}`);
    expect(removed.statusCode).toBe(409);
    expect(removed.json().message).toBe(
      'Die Ressource ist noch im Produktionsplan eines Auftrags eingeplant und kann nicht gelöscht werden.',
    );
  });

  it('prints a day’s and a week’s plan per resource as PDF', async () => {
    const day = await call('POST', '/api/v0/invoice/printProductionPlan', { date: '2026-03-27' });
    expect(day.statusCode).toBe(200);
    expect(day.headers['content-type']).toBe('application/pdf');
    const dayText = await pdftotext(day.rawPayload);
    expect(dayText).toContain('Produktionsplan 27.03.2026');
    expect(dayText).toMatch(/Anna Gruber\s+07:00 – 09:00\s+Ausgraben/);
    expect(dayText).toMatch(/09:00 – 12:00\s+Liefern/);
    expect(dayText).toMatch(/LKW Iveco\s+09:00 – 12:00\s+Liefern/);
    expect(dayText).toContain('Auftrag Gärtnerei Blum KG · erledigt');
    // The week of Wednesday 1 April: Monday 30 March to Sunday 5 April.
    const week = await call('POST', '/api/v0/invoice/printProductionPlan', {
      date: '2026-04-01',
      span: 'week',
    });
    const weekText = await pdftotext(week.rawPayload);
    expect(weekText).toContain('Produktionsplan 30.03.2026 – 05.04.2026');
    expect(weekText).toMatch(/01\.04\.2026 07:00 – 09:00\s+Ausgraben/);
    expect(weekText).toMatch(/LKW Iveco\s+Nichts eingeplant\./);
  });
});

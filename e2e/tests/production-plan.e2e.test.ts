import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useShopInBrowser } from './browser';
import { dragToDay } from './calendar';
import { apiLogin, callApi, type RunningShop } from './server';

// Screenshots go next to the test results, for a person to look at; the assertions do not read them.
const SHOTS = join(import.meta.dirname, '..', '.screenshots', 'admin');

const workdays = [1, 2, 3, 4, 5].map((weekday) => ({
  weekday,
  date: null,
  from: '07:00',
  to: '16:00',
  absent: false,
  reason: '',
}));

describe('the production plan on the calendar', () => {
  let shop: RunningShop;
  let page: Page;
  let orderId: string;
  let shopOrderId: string;
  let api: <T>(method: string, path: string, body?: unknown) => Promise<T>;
  useShopInBrowser((opened) => ({ shop, page } = opened), {
    page: { viewport: { width: 1440, height: 1000 }, timezoneId: 'Europe/Vienna', acceptDownloads: true },
    adminAt: '/admincenter/dashboard',
  });

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    const token = await apiLogin(shop.baseUrl);
    api = <T>(method: string, path: string, body?: unknown) =>
      callApi<T>(shop.baseUrl, token, method, path, body);
    const anna = await api<{ _id: string }>('POST', '/api/v0/invoice_resource/', {
      name: 'Anna Gruber',
      color: '#1565c0',
      order: 1,
      // Away on Wednesday 9 December 2026.
      availableDates: [
        ...workdays,
        { weekday: null, date: '2026-12-09', from: '', to: '', absent: true, reason: 'Urlaub' },
      ],
    });
    const truck = await api<{ _id: string }>('POST', '/api/v0/invoice_resource/', {
      name: 'LKW Iveco',
      kind: 'vehicle',
      color: '#e65100',
      order: 2,
      availableDates: workdays,
    });
    const customer = await api<{ _id: string }>('POST', '/api/v1/invoice/customer/', {
      company: 'Gärtnerei Blum KG',
      address: 'Hauptstraße 12',
      zip: '3100',
      city: 'St. Pölten',
    });
    orderId = (
      await api<{ _id: string }>('POST', '/api/v0/invoice/', {
        type: 'order',
        customer_id: customer._id,
        lines: [{ title: 'Thuja Smaragd 80–100 cm', amount: 40, unit: 'Stk.', price: 12.5, vat_rate: 13 }],
      })
    )._id;
    // Monday 7 December 2026, Vienna winter time: digging 08:00–10:00, delivery 10:00–12:00.
    await api('PUT', '/api/v1/invoice/production_plan', {
      _id: orderId,
      production_plan: [
        {
          uuid: 'dig',
          name: 'Ausgraben',
          start: '2026-12-07T07:00:00.000Z',
          end: '2026-12-07T09:00:00.000Z',
          resources: [anna._id],
          status: 'open',
        },
        {
          uuid: 'deliver',
          name: 'Liefern',
          start: '2026-12-07T09:00:00.000Z',
          end: '2026-12-07T11:00:00.000Z',
          resources: [truck._id],
          status: 'open',
        },
      ],
    });
  });

  it('moves a stage to another day, refuses the day its resource is away, and prints the week', async () => {
    await page.goto(
      `${shop.baseUrl}/admincenter/accounting/invoice/calendar?view=timeGridWeek&date=2026-12-07`,
    );
    const calendar = page.getByLabel('Produktionsplan', { exact: true });
    const digging = calendar.locator('.fc-event').filter({ hasText: 'Ausgraben' });
    await digging.waitFor();
    await expect.poll(() => calendar.locator('.fc-event').count()).toBe(2);
    await page.screenshot({ path: join(SHOTS, 'production-plan-1440.png'), fullPage: true });

    // To Tuesday: Anna is there.
    await dragToDay(page, digging, '2026-12-08');
    await page.getByText('Die Stufe wurde verschoben.').waitFor();
    type Plan = { production_plan: Array<{ uuid: string; start: string; end: string }> };
    await expect
      .poll(
        async () =>
          (await api<Plan>('POST', '/api/v1/invoice/production_plan', { _id: orderId })).production_plan[0],
      )
      .toMatchObject({ uuid: 'dig', start: '2026-12-08T07:00:00.000Z', end: '2026-12-08T09:00:00.000Z' });

    // To Wednesday: Anna is away; the stage goes back and the server's words are shown.
    await dragToDay(page, digging, '2026-12-09');
    const refusal = page.locator('.admin-plan__refusal');
    await refusal.waitFor();
    expect(await refusal.innerText()).toBe(
      'Nicht verschoben: Die Ressource „Anna Gruber“ ist am 09.12.2026 von 08:00 bis 10:00 nicht verfügbar.',
    );
    const plan = await api<Plan>('POST', '/api/v1/invoice/production_plan', { _id: orderId });
    expect(plan.production_plan[0]).toMatchObject({ start: '2026-12-08T07:00:00.000Z' });
    await expect
      .poll(async () => (await digging.boundingBox())!.x)
      .toBeLessThan((await page.locator('.fc-timegrid-col[data-date="2026-12-09"]').boundingBox())!.x);

    // The week's plan as PDF.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Woche drucken' }).click(),
    ]);
    const text = execFileSync('pdftotext', ['-layout', (await download.path())!, '-'], { encoding: 'utf8' });
    expect(text).toContain('Produktionsplan 07.12.2026 – 13.12.2026');
    expect(text).toMatch(/Anna Gruber\s+08\.12\.2026 08:00 – 10:00\s+Ausgraben/);
    expect(text).toMatch(/LKW Iveco\s+07\.12\.2026 10:00 – 12:00\s+Liefern/);
  });

  it('plans a shop order’s delivery and planting on its screen, refuses the truck booked twice, and shows them on the calendar', async () => {
    const product = await api<{ _id: string }>('POST', '/api/v0/shop_product/', {
      title: 'Hainbuche 125–150 cm',
      price: 16.9,
    });
    await api('POST', '/api/v0/shop_stock/adjust', {
      product: product._id,
      quantity: 30,
      reason: 'Inventur',
    });
    const order = await api<{ _id: string; number: string }>('POST', '/api/v0/shop_order/', {
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
    shopOrderId = order._id;
    await page.goto(`${shop.baseUrl}/admincenter/shop/orders/${order._id}`);
    const plan = page.getByRole('region', { name: 'Produktionsplan' });
    await plan.getByText('Noch keine Stufen.').waitFor();
    const fill = async (number: number, name: string, start: string, end: string, resources: string[]) => {
      await plan.getByRole('button', { name: 'Stufe hinzufügen' }).click();
      const stage = plan.getByRole('group', { name: `Stufe ${number}`, exact: true });
      await stage.getByRole('textbox', { name: `Stufe ${number}` }).fill(name);
      await stage.getByLabel('Beginn').fill(start);
      await stage.getByLabel('Ende').fill(end);
      for (const resource of resources) await stage.getByRole('checkbox', { name: resource }).check();
      return stage;
    };
    // Monday 7 December 10:30 the truck is out with the invoicing order's delivery.
    const delivery = await fill(1, 'Liefern', '2026-12-07T10:30', '2026-12-07T11:30', ['LKW Iveco']);
    await plan.getByRole('button', { name: 'Plan speichern' }).click();
    const refusal = plan.locator('.admin-plan__refusal');
    await refusal.waitFor();
    expect(await refusal.innerText()).toMatch(
      /^Die Ressource „LKW Iveco“ ist am 07\.12\.2026 von 10:30 bis 11:30 schon für „Liefern, .*Gärtnerei Blum KG“ eingeplant\.$/,
    );
    expect(
      (
        await api<{ production_plan: unknown[] }>('POST', '/api/v1/invoice/production_plan', {
          _id: order._id,
        })
      ).production_plan,
    ).toEqual([]);
    // Thursday 10 December instead, then planting with Anna and the truck.
    await delivery.getByLabel('Beginn').fill('2026-12-10T08:00');
    await delivery.getByLabel('Ende').fill('2026-12-10T10:00');
    await fill(2, 'Pflanzen', '2026-12-10T10:00', '2026-12-10T13:00', ['Anna Gruber']);
    await plan.getByRole('button', { name: 'Plan speichern' }).click();
    await page.getByText('Der Produktionsplan wurde gespeichert.').waitFor();
    await plan.getByText('Status des Plans: Offen').waitFor();
    type Plan = { production_plan: Array<{ name: string; start: string; end: string; resources: string[] }> };
    const saved = await api<Plan>('POST', '/api/v1/invoice/production_plan', { _id: order._id });
    expect(saved.production_plan.map(({ name, start, end }) => ({ name, start, end }))).toEqual([
      { name: 'Liefern', start: '2026-12-10T07:00:00.000Z', end: '2026-12-10T09:00:00.000Z' },
      { name: 'Pflanzen', start: '2026-12-10T09:00:00.000Z', end: '2026-12-10T12:00:00.000Z' },
    ]);
    await plan.screenshot({ path: join(SHOTS, 'shop-order-stages-1440.png') });

    await page.goto(
      `${shop.baseUrl}/admincenter/accounting/invoice/calendar?view=timeGridWeek&date=2026-12-07`,
    );
    const calendar = page.getByLabel('Produktionsplan', { exact: true });
    await expect.poll(() => calendar.locator('.fc-event').count()).toBe(4);
    const planting = calendar.locator('.fc-event').filter({ hasText: `Pflanzen · ${order.number}` });
    await planting.click();
    await page.waitForURL(`${shop.baseUrl}/admincenter/shop/orders/${order._id}`);

    // The resource calendar shows the shop order's stages under both resources.
    await page.goto(
      `${shop.baseUrl}/admincenter/accounting/resource/calendar?view=timeGridDay&date=2026-12-10`,
    );
    await page.getByText(`LKW Iveco: Liefern · ${order.number}`).first().waitFor();
    await page.getByText(`Anna Gruber: Pflanzen · ${order.number}`).first().waitFor();
  });

  it('shows the calendar at 390 px without scrolling sideways', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(
      `${shop.baseUrl}/admincenter/accounting/invoice/calendar?view=timeGridDay&date=2026-12-07`,
    );
    await page.getByLabel('Produktionsplan', { exact: true }).locator('.fc-event').first().waitFor();
    await page.screenshot({ path: join(SHOTS, 'production-plan-390.png'), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.goto(
      `${shop.baseUrl}/admincenter/accounting/resource/calendar?view=timeGridDay&date=2026-12-07`,
    );
    await page.getByText('LKW Iveco: Liefern', { exact: false }).first().waitFor();
    await page.screenshot({ path: join(SHOTS, 'resource-calendar-390.png'), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.goto(`${shop.baseUrl}/admincenter/accounting/resource/edit`);
    await page.getByRole('form', { name: 'Ressource' }).waitFor();
    await page.getByRole('button', { name: 'Zeit oder Ausnahme hinzufügen' }).click();
    await page.screenshot({ path: join(SHOTS, 'resource-edit-390.png'), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.goto(`${shop.baseUrl}/admincenter/accounting/order/edit/${orderId}`);
    await page.getByRole('button', { name: 'Plan speichern' }).waitFor();
    await page.screenshot({ path: join(SHOTS, 'order-stages-390.png'), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.goto(`${shop.baseUrl}/admincenter/shop/orders/${shopOrderId}`);
    await page.getByRole('button', { name: 'Plan speichern' }).waitFor();
    await page
      .getByRole('region', { name: 'Produktionsplan' })
      .getByText('Status des Plans: Offen')
      .waitFor();
    await page.screenshot({ path: join(SHOTS, 'shop-order-stages-390.png'), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

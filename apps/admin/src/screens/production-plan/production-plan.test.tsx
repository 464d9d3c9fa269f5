import {
  createPlanHandlers,
  demoInvoiceDocument,
  type PlanHandlersOptions,
} from '@gartenwerk/api-client/msw';
import { http, HttpResponse } from 'msw';
import type { ProductionPlanSave } from '@gartenwerk/domain/schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { cellTexts, listRows, recordRequests, toastText } from '../../test/queries';
import { adminUser, renderAdmin } from '../../test/renderAdmin';

describe('accounting/resource/browse and edit', () => {
  it('lists the resources in their order with kind and colour, and filters by kind', async () => {
    const user = userEvent.setup();
    renderAdmin('/admincenter/accounting/resource/browse', adminUser, { handlers: createPlanHandlers() });
    const rows = await listRows('Ressourcen');
    expect(rows.map((row) => cellTexts(row).slice(0, 4))).toEqual([
      ['Anna Gruber', 'Person', '#1565c0', '1'],
      ['LKW Iveco', 'Fahrzeug', '#e65100', '2'],
    ]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Art' }), 'Fahrzeug');
    await waitFor(async () => expect(await listRows('Ressourcen')).toHaveLength(1));
  });

  it('adds a resource with its weekly hours and an absent day', async () => {
    const user = userEvent.setup();
    const writes = recordRequests('POST', '/api/v0/invoice_resource/');
    renderAdmin('/admincenter/accounting/resource/edit', adminUser, {
      handlers: [writes.spy, ...createPlanHandlers()],
    });
    const form = await screen.findByRole('form', { name: 'Ressource' });
    await user.type(within(form).getByRole('textbox', { name: /^Name/ }), 'Topfmaschine');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Art' }), 'Maschine');
    await user.click(within(form).getByRole('button', { name: 'Zeit oder Ausnahme hinzufügen' }));
    await user.click(within(form).getByRole('button', { name: 'Zeit oder Ausnahme hinzufügen' }));
    await user.selectOptions(
      within(form).getByRole('combobox', { name: 'Wochentag (Eintrag 2)' }),
      'Keiner (Ausnahme)',
    );
    await user.type(within(form).getByLabelText('Datum der Ausnahme (Eintrag 2)'), '2026-03-31');
    await user.click(within(form).getByRole('checkbox', { name: 'Abwesend (Eintrag 2)' }));
    await user.type(within(form).getByRole('textbox', { name: 'Grund (Eintrag 2)' }), 'Wartung');
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    expect(await toastText()).toContain('gespeichert');
    expect(writes.bodies).toEqual([
      {
        name: 'Topfmaschine',
        kind: 'machine',
        color: '#2e7d32',
        font_color: '#ffffff',
        order: 0,
        availableDates: [
          { weekday: 1, date: null, from: '07:00', to: '16:00', absent: false, reason: '' },
          { weekday: null, date: '2026-03-31', from: '07:00', to: '16:00', absent: true, reason: 'Wartung' },
        ],
      },
    ]);
  });
});

describe('accounting/invoice/calendar and resource/calendar', () => {
  it('shows the stages of the week in 5-minute slots and asks the server for the range', async () => {
    const reads = recordRequests('POST', '/api/v0/invoice/getCalendarRange');
    renderAdmin('/admincenter/accounting/invoice/calendar?view=timeGridWeek&date=2026-03-23', adminUser, {
      handlers: [reads.spy, ...createPlanHandlers()],
    });
    const calendar = await screen.findByLabelText('Produktionsplan');
    expect(await within(calendar).findByText('Ausgraben · AU-2026-0001')).toBeTruthy();
    expect(within(calendar).getByText('Liefern · AU-2026-0001')).toBeTruthy();
    // Twelve slots an hour.
    expect(calendar.querySelectorAll('.fc-timegrid-slot-lane[data-time^="07:"]')).toHaveLength(12);
    const range = reads.bodies.at(-1) as { start: string; end: string };
    expect(new Date(range.end).getTime() - new Date(range.start).getTime()).toBeGreaterThanOrEqual(
      7 * 24 * 60 * 60 * 1000 - 60 * 60 * 1000,
    );
    expect(screen.getByRole('button', { name: 'Tag drucken' })).toBeTruthy();
  });

  it('lists the pickup orders of the day shown beside the stages', async () => {
    renderAdmin('/admincenter/accounting/invoice/calendar?view=timeGridDay&date=2026-03-23', adminUser, {
      handlers: createPlanHandlers({
        pickups: {
          // 09:00–10:00 in Vienna (winter time).
          '2026-03-23': [
            {
              _id: 'order-7',
              number: '2026-00011',
              name: 'Eva Huber',
              start: '2026-03-23T08:00:00.000Z',
              end: '2026-03-23T09:00:00.000Z',
              shipped: false,
            },
          ],
        },
      }),
    });
    const pickups = await screen.findByRole('region', { name: 'Abholungen am 23.03.2026' });
    const link = await within(pickups).findByRole('link', { name: '09:00–10:00 Uhr: 2026-00011, Eva Huber' });
    expect(link.getAttribute('href')).toBe('/admincenter/shop/orders/order-7');
  });

  it('shows the stages in the month view too, asking for its weeks across the month’s edges', async () => {
    const reads = recordRequests('POST', '/api/v0/invoice/getCalendarRange');
    renderAdmin('/admincenter/accounting/invoice/calendar?view=dayGridMonth&date=2026-03-23', adminUser, {
      handlers: [reads.spy, ...createPlanHandlers()],
    });
    const calendar = await screen.findByLabelText('Produktionsplan');
    expect(await within(calendar).findByText('Ausgraben · AU-2026-0001')).toBeTruthy();
    const range = reads.bodies.at(-1) as { start: string; end: string };
    // From the week of 1 March (winter time) into April (summer time).
    expect(Date.parse(range.start)).toBeLessThanOrEqual(Date.parse('2026-03-01T00:00:00+01:00'));
    expect(Date.parse(range.end)).toBeGreaterThanOrEqual(Date.parse('2026-04-01T00:00:00+02:00'));
  });

  it('shows each resource’s stages on the resource calendar, one resource when chosen', async () => {
    const user = userEvent.setup();
    const reads = recordRequests('POST', '/api/v0/invoice/ordersByResource');
    renderAdmin('/admincenter/accounting/resource/calendar?view=timeGridDay&date=2026-03-27', adminUser, {
      handlers: [reads.spy, ...createPlanHandlers()],
    });
    const calendar = await screen.findByLabelText('Produktionsplan je Ressource');
    expect(await within(calendar).findByText('LKW Iveco: Liefern · AU-2026-0001')).toBeTruthy();
    expect(within(calendar).getByText('Anna Gruber: Liefern · AU-2026-0001')).toBeTruthy();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Ressource' }), 'LKW Iveco');
    await waitFor(() => expect((reads.bodies.at(-1) as { resource?: string }).resource).toBe('res-truck'));
    await waitFor(() => expect(within(calendar).getAllByText('Liefern · AU-2026-0001')).toHaveLength(1));
    expect(within(calendar).queryByText('Ausgraben · AU-2026-0001')).toBeNull();
  });
});

const order = demoInvoiceDocument({ _id: 'order-1', type: 'order', number: 'AU-2026-0001' });
const orderRead = http.post('*/api/v0/invoice/getData/', () => HttpResponse.json(order));
const orderEditData = http.post('*/api/pageData/invoice/order/edit/', () =>
  HttpResponse.json({
    document: order,
    settings: {
      payment_terms_days: 14,
      offer_validity_days: 30,
      default_vat_rate: 20,
      ui: { price_mode: 'net', unit: '' },
    },
    templates: [],
    factors: [],
  }),
);

describe('the order’s stages editor', () => {
  it('adds a stage with its resources and saves the plan; a conflict is shown with the server’s message', async () => {
    const user = userEvent.setup();
    const sent: NonNullable<PlanHandlersOptions['sent']> = [];
    const refusal =
      'Die Ressource „LKW Iveco“ ist am 30.03.2026 von 07:00 bis 09:00 schon für „Liefern“ eingeplant.';
    renderAdmin('/admincenter/accounting/order/edit/order-1', adminUser, {
      handlers: [
        orderRead,
        orderEditData,
        ...createPlanHandlers({
          sent,
          refuse: (plan: ProductionPlanSave) =>
            plan.production_plan.some((stage) => stage.name === 'Pflanzen') ? refusal : undefined,
        }),
      ],
    });
    const editor = await screen.findByRole('region', { name: 'Produktionsplan' });
    expect(await within(editor).findByDisplayValue('Ausgraben')).toBeTruthy();
    expect(within(editor).getByText('Status des Plans: Offen')).toBeTruthy();
    await user.click(within(editor).getByRole('button', { name: 'Stufe hinzufügen' }));
    const third = within(editor).getAllByRole('group', { name: 'Stufe 3' })[0]!;
    await user.type(within(third).getByRole('textbox', { name: 'Stufe 3' }), 'Topfen');
    fireEvent.change(within(third).getByLabelText('Beginn'), { target: { value: '2026-03-30T07:00' } });
    fireEvent.change(within(third).getByLabelText('Ende'), { target: { value: '2026-03-30T09:00' } });
    await user.click(within(third).getByRole('checkbox', { name: 'LKW Iveco' }));
    await user.selectOptions(within(third).getByRole('combobox', { name: 'Status' }), 'Begonnen');
    await user.click(within(editor).getByRole('button', { name: 'Plan speichern' }));
    expect(await toastText()).toContain('Der Produktionsplan wurde gespeichert.');
    const saved = sent.at(-1) as ProductionPlanSave;
    expect(saved._id).toBe('order-1');
    expect(saved.production_plan.map((stage) => stage.name)).toEqual(['Ausgraben', 'Liefern', 'Topfen']);
    expect(saved.production_plan[2]).toMatchObject({
      start: new Date('2026-03-30T07:00').toISOString(),
      end: new Date('2026-03-30T09:00').toISOString(),
      resources: ['res-truck'],
      status: 'partial',
    });
    await waitFor(() => expect(within(editor).getByText('Status des Plans: Begonnen')).toBeTruthy());

    await user.clear(within(third).getByRole('textbox', { name: 'Stufe 3' }));
    await user.type(within(third).getByRole('textbox', { name: 'Stufe 3' }), 'Pflanzen');
    await user.click(within(editor).getByRole('button', { name: 'Plan speichern' }));
    expect((await within(editor).findByRole('alert')).textContent).toBe(refusal);
  });
});

import {
  createPersonHandlers,
  createPersonLinkHandlers,
  createPlanHandlers,
  createShopAdminOrdersHandlers,
  demoConfig,
  demoOrders,
  type SentShopMail,
} from '@gartenwerk/api-client/msw';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { viennaDay } from '@gartenwerk/domain';
import { describe, expect, it, vi } from 'vitest';
import { recordRequests, toastText } from '../../test/queries';
import { adminUser, renderAdmin } from '../../test/renderAdmin';

function render(
  path: string,
  options: { sent?: SentShopMail[]; handlers?: Parameters<typeof renderAdmin>[2] } = {},
) {
  const config = structuredClone(demoConfig);
  Object.assign(config.components.shop, {
    paymentsources: {
      prepayment: { enabled: true, min: null, max: null },
      invoice: { enabled: true, min: null, max: null },
    },
    discount_groups: [{ uuid: 'wiederverkauf', name: 'Wiederverkäufer', type: 'percent', items: [] }],
  });
  return renderAdmin(path, adminUser, {
    handlers: [
      ...(options.handlers?.handlers ?? []),
      http.get('*/api/v0/config/', () => HttpResponse.json([config])),
      ...createShopAdminOrdersHandlers({ sent: options.sent ?? [] }),
      // An order's view shows its production plan (stages and resources); a customer's, the persons
      // linked to it.
      ...createPlanHandlers(),
      ...createPersonHandlers(),
      ...createPersonLinkHandlers(),
    ],
  });
}

/** The body rows of a table, once it has loaded (a list table's footer of totals left out). */
async function rows(name: string) {
  const table = await screen.findByRole('table', { name });
  await waitFor(() => expect(table.parentElement?.getAttribute('aria-busy')).not.toBe('true'));
  return within(within(table).getAllByRole('rowgroup')[1]!).getAllByRole('row');
}

/** The texts of a list row's cells, its selection box left out. */
const listCells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .filter((cell) => !within(cell).queryByRole('checkbox'))
    .map((cell) => cell.textContent);

describe('shop/orders', () => {
  it('sorts by a column through the address and the API, and sums the shown totals', async () => {
    const user = userEvent.setup();
    const { spy, urls } = recordRequests('GET', '/api/v0/shop_order/');
    render('/admincenter/shop/orders', { handlers: { handlers: [spy] } });
    await rows('Bestellungen');
    await user.click(screen.getByRole('button', { name: /^Summe/ }));
    await waitFor(() => expect(urls.at(-1)?.searchParams.get('sort')).toBe('total'));
    const totals = (await rows('Bestellungen')).map((row) => listCells(row)[3]);
    // 3 × 14,90, 2 × 39,00 and 25 × 12,90, each plus 6,90 shipping.
    expect(totals).toEqual(['€ 51,60', '€ 84,90', '€ 329,40']);
    // 51,60 + 84,90 + 329,40
    const footer = within(screen.getByRole('table', { name: 'Bestellungen' })).getAllByRole('rowgroup')[2]!;
    expect(within(footer).getByText('€ 465,90')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /^Summe/ }).getAttribute('aria-sort')).toBe('ascending');
  });

  it('marks the selected unpaid orders paid after asking, one call each', async () => {
    const user = userEvent.setup();
    const sent: SentShopMail[] = [];
    const { spy, bodies } = recordRequests('PUT', '/api/v0/shop/markPayed/');
    render('/admincenter/shop/orders', { sent, handlers: { handlers: [spy] } });
    await rows('Bestellungen');
    await user.click(screen.getByRole('checkbox', { name: '2026-01003 auswählen' }));
    await user.click(screen.getByRole('checkbox', { name: '2026-01002 auswählen' }));
    expect(screen.getByText('2 ausgewählt')).toBeTruthy();
    // 2026-01002 is paid already: only 2026-01003 is asked about.
    await user.click(screen.getByRole('button', { name: 'Als bezahlt markieren' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: '1 Bestellung als bezahlt markieren? Der Kunde wird per E-Mail benachrichtigt.',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Als bezahlt markieren' }));
    expect(await toastText()).toContain('1 Bestellung als bezahlt markiert');
    expect(bodies).toEqual([{ _id: 'order-1003' }]);
    expect(sent).toEqual([{ to: expect.any(String), template: 'orderPaid' }]);
    expect(screen.queryByText('2 ausgewählt')).toBeNull();
  });

  it('lists the orders newest first, filters by status and searches by name', async () => {
    const user = userEvent.setup();
    const { spy, urls } = recordRequests('GET', '/api/v0/shop_order/');
    render('/admincenter/shop/orders', { handlers: { handlers: [spy] } });

    expect(await screen.findByText('Bestellungen: 3')).toBeTruthy();
    const cells = (await rows('Bestellungen')).map(listCells);
    expect(cells.map((row) => row[0])).toEqual(['2026-01003', '2026-01002', '2026-01001']);
    // 25 × 12,90 + 6,90 shipping, with the domain's money format.
    expect(cells[0]![3]).toBe('€ 329,40');
    expect(cells.map((row) => row[4])).toEqual(['offen', 'teilweise erledigt', 'erledigt']);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'partial');
    expect(await screen.findByText('Bestellungen: 1')).toBeTruthy();
    expect(urls.at(-1)?.searchParams.get('status')).toBe('partial');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), '');
    await user.type(screen.getByRole('searchbox', { name: 'Suche' }), 'anna berger');
    await user.click(screen.getByRole('button', { name: 'Suchen' }));
    expect(await screen.findByText('Bestellungen: 2')).toBeTruthy();
    expect(urls.at(-1)?.searchParams.get('search')).toBe('anna berger');
    expect(urls.at(-1)?.searchParams.get('skip')).toBe('0');
    expect(screen.getByRole('link', { name: '2026-01003' }).getAttribute('href')).toBe(
      '/admincenter/shop/orders/order-1003',
    );
  });

  it('filters by the shipping week and by what is due today, and shows each order’s week', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-11T10:00:00Z') });
    try {
      const user = userEvent.setup();
      const { spy, urls } = recordRequests('GET', '/api/v0/shop_order/');
      render('/admincenter/shop/orders', { handlers: { handlers: [spy] } });
      expect(await screen.findByText('Bestellungen: 3')).toBeTruthy();
      const cells = (await rows('Bestellungen')).map(listCells);
      expect(cells.map((row) => row[5])).toEqual(['KW 11 · 12.03.', 'KW 11 · 10.03.', 'KW 9 · 01.03.']);

      const ship = screen.getByRole('combobox', { name: 'Versand' });
      const options = within(ship)
        .getAllByRole('option')
        .map((option) => option.textContent);
      expect(options.slice(0, 4)).toEqual([
        'Alle Termine',
        'Heute fällig',
        'KW 11 (09.03.–15.03.)',
        'KW 12 (16.03.–22.03.)',
      ]);
      await user.selectOptions(ship, '2026-W11');
      expect(await screen.findByText('Bestellungen: 2')).toBeTruthy();
      expect(urls.at(-1)?.searchParams.get('ship')).toBe('2026-W11');
      // Due today: placed by today and not yet sent (the complete one went out).
      await user.selectOptions(ship, 'due');
      expect(await screen.findByText('Bestellungen: 1')).toBeTruthy();
      expect((await rows('Bestellungen')).map(listCells)[0]![0]).toBe('2026-01002');
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows an order as stored and marks it shipped and paid, telling the customer', async () => {
    const user = userEvent.setup();
    const sent: SentShopMail[] = [];
    render('/admincenter/shop/orders/order-1003', { sent });

    expect(await screen.findByRole('heading', { name: 'Bestellung 2026-01003', level: 1 })).toBeTruthy();
    const items = await rows('Positionen');
    expect(
      within(items[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['25', "Thuja 'Smaragd' 80–100 cm", '€ 12,90', '13 %', '€ 322,50']);
    expect(screen.getByTestId('order-total').textContent).toBe('€ 329,40');
    expect(screen.getByText('Vorkasse')).toBeTruthy();
    expect(screen.getByText('wie Rechnungsadresse')).toBeTruthy();
    expect(screen.getAllByText('Hauptstraße 5')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'PDF drucken' }).getAttribute('href')).toBe(
      '/api/v0/shop_order/order-1003/pdf',
    );
    expect(screen.getByTestId('order-status').textContent).toBe('offen');

    await user.click(screen.getByRole('button', { name: 'Als versendet markieren' }));
    const confirmShipped = screen.getByRole('alertdialog', {
      name: 'Bestellung 2026-01003 als versendet markieren?',
    });
    expect(
      within(confirmShipped).getByText(
        'Der Kunde erhält sofort eine E-Mail darüber. Das lässt sich nicht rückgängig machen.',
      ),
    ).toBeTruthy();
    expect(sent).toEqual([]);
    await user.click(within(confirmShipped).getByRole('button', { name: 'Als versendet markieren' }));
    expect(await toastText()).toContain('Als versendet markiert; der Kunde wurde benachrichtigt.');
    await waitFor(() => expect(screen.getByTestId('order-status').textContent).toBe('teilweise erledigt'));
    expect(screen.getByTestId('order-shipped').textContent).toMatch(/^versendet am \d\d\.\d\d\.\d{4}/);
    expect(screen.queryByRole('button', { name: 'Als versendet markieren' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Als bezahlt markieren' }));
    const confirmPaid = screen.getByRole('alertdialog', {
      name: 'Bestellung 2026-01003 als bezahlt markieren?',
    });
    await user.click(within(confirmPaid).getByRole('button', { name: 'Als bezahlt markieren' }));
    await waitFor(() => expect(screen.getByTestId('order-status').textContent).toBe('erledigt'));
    expect(sent).toEqual([
      { to: 'anna.berger@example.at', template: 'orderShipped' },
      { to: 'anna.berger@example.at', template: 'orderPaid' },
    ]);
    // Paid, the order links the invoice the server wrote for it.
    const invoice = await screen.findByRole('link', { name: 'Rechnung RE-2026-01003 (PDF)' });
    expect(invoice.getAttribute('href')).toBe('/api/v0/shop_order/order-1003/invoice/pdf');
  });

  it('marks nothing when the confirmation is cancelled', async () => {
    const user = userEvent.setup();
    const sent: SentShopMail[] = [];
    render('/admincenter/shop/orders/order-1003', { sent });
    await user.click(await screen.findByRole('button', { name: 'Als bezahlt markieren' }));

    await user.click(
      within(
        screen.getByRole('alertdialog', { name: 'Bestellung 2026-01003 als bezahlt markieren?' }),
      ).getByRole('button', { name: 'Abbrechen' }),
    );

    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByTestId('order-paid').textContent).toBe('nicht bezahlt');
    expect(screen.getByRole('button', { name: 'Als bezahlt markieren' })).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('shows a shipping discount as a line under the shipping, the shipping before it', async () => {
    const [stored] = structuredClone(demoOrders);
    const order = { ...stored!, totals: { ...stored!.totals, shipping: 4.4, shipping_discount: 2.5 } };
    render(`/admincenter/shop/orders/${order._id}`, {
      handlers: { handlers: createShopAdminOrdersHandlers({ orders: [order] }) },
    });
    const label = await screen.findByText('Versandrabatt');
    expect(label.tagName).toBe('DT');
    expect(label.nextElementSibling?.textContent).toBe('−€ 2,50');
    expect(label.previousElementSibling?.textContent).toBe('€ 6,90');
    expect(label.previousElementSibling?.previousElementSibling?.textContent).toBe('Versand');
  });

  it('writes the last day of the withdrawal period with two-digit day and month', async () => {
    const [stored] = structuredClone(demoOrders);
    const order = { ...stored!, delivered: '2026-02-15', withdrawal_until: '2026-03-01' };
    render(`/admincenter/shop/orders/${order._id}`, {
      handlers: { handlers: createShopAdminOrdersHandlers({ orders: [order] }) },
    });
    expect((await screen.findByTestId('order-withdrawal-until')).textContent).toBe(
      'Widerruf möglich bis 01.03.2026',
    );
  });

  it('marks a pickup order as picked up ("abgeholt"), not shipped', async () => {
    const user = userEvent.setup();
    const sent: SentShopMail[] = [];
    const [stored] = structuredClone(demoOrders);
    const order = {
      ...stored!,
      shippingMethod: 'pickup',
      // Thursday 11 June 2026, 8:00–9:00 in Vienna (summer time).
      pickupWindow: { start: '2026-06-11T06:00:00.000Z', end: '2026-06-11T07:00:00.000Z' },
    };
    render(`/admincenter/shop/orders/${order._id}`, {
      handlers: { handlers: createShopAdminOrdersHandlers({ orders: [order], sent }) },
    });
    expect((await screen.findByTestId('order-shipped')).textContent).toBe('nicht abgeholt');
    expect(screen.getByText('Abholung am 11.06.2026, 08:00–09:00 Uhr')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Als versendet markieren' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Als abgeholt markieren' }));
    const confirm = screen.getByRole('alertdialog', {
      name: `Bestellung ${order.number} als abgeholt markieren?`,
    });
    await user.click(within(confirm).getByRole('button', { name: 'Als abgeholt markieren' }));

    expect(await toastText()).toContain('Als abgeholt markiert.');
    await waitFor(() =>
      expect(screen.getByTestId('order-shipped').textContent).toMatch(/^abgeholt am \d\d\.\d\d\.\d{4}/),
    );
    // Collected: nothing is ready any more, and the customer heard nothing about the handover.
    expect(screen.queryByRole('button', { name: 'Bereit zur Abholung' })).toBeNull();
    expect(sent).toEqual([]);
  });

  it('tells the customer a pickup order is ready, once, and shows since when', async () => {
    const user = userEvent.setup();
    const sent: SentShopMail[] = [];
    const [stored] = structuredClone(demoOrders);
    const order = {
      ...stored!,
      shippingMethod: 'pickup',
      selectedPayment: 'cash_on_pickup',
      payed: false,
      payedAt: null,
      shipped: false,
      shippedAt: null,
      readyForPickupAt: null,
      pickupWindow: { start: '2026-06-11T06:00:00.000Z', end: '2026-06-11T07:00:00.000Z' },
    };
    render(`/admincenter/shop/orders/${order._id}`, {
      handlers: { handlers: createShopAdminOrdersHandlers({ orders: [order], sent }) },
    });
    expect((await screen.findByTestId('order-ready')).textContent).toBe('noch nicht bereit');

    await user.click(screen.getByRole('button', { name: 'Bereit zur Abholung' }));
    const confirm = screen.getByRole('alertdialog', {
      name: `Bestellung ${order.number} als bereit zur Abholung melden?`,
    });
    expect(confirm.textContent).toContain('Der Kunde erhält sofort eine E-Mail darüber.');
    await user.click(within(confirm).getByRole('button', { name: 'Bereit zur Abholung' }));

    expect(await toastText()).toContain(
      'Der Kunde wurde benachrichtigt, dass die Bestellung zur Abholung bereitliegt.',
    );
    await waitFor(() =>
      expect(screen.getByTestId('order-ready').textContent).toMatch(/^bereit seit \d\d\.\d\d\.\d{4}/),
    );
    // Once ready, the button is gone; collecting stays possible.
    expect(screen.queryByRole('button', { name: 'Bereit zur Abholung' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Als abgeholt markieren' })).toBeTruthy();
    expect(sent).toEqual([{ to: order.email, template: 'orderReadyForPickup' }]);
  });

  it("shows the server's refusal when a prepaid pickup order is not paid yet", async () => {
    const user = userEvent.setup();
    const [stored] = structuredClone(demoOrders);
    const order = {
      ...stored!,
      shippingMethod: 'pickup',
      selectedPayment: 'prepayment',
      payed: false,
      payedAt: null,
      shipped: false,
      shippedAt: null,
    };
    render(`/admincenter/shop/orders/${order._id}`, {
      handlers: { handlers: createShopAdminOrdersHandlers({ orders: [order] }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Bereit zur Abholung' }));
    const confirm = screen.getByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Bereit zur Abholung' }));
    expect(await toastText()).toContain(
      `Die Bestellung ${order.number} ist noch nicht bezahlt. Bei dieser Zahlungsart liegt sie erst nach dem Zahlungseingang zur Abholung bereit.`,
    );
    expect(screen.getByTestId('order-ready').textContent).toBe('noch nicht bereit');
  });

  it('shows the set and customization of a line in words, and the newsletter wish', async () => {
    const [stored] = structuredClone(demoOrders);
    const order = {
      ...stored!,
      newsletter: true,
      items: [
        {
          ...stored!.items[0]!,
          title: 'Heckenset Sichtschutz',
          customization: { Bindung: true },
          set: {
            order: { 'product-apple': 2, 'product-beech': 1 },
            customization: { 'product-beech': { Form: 'Kegel', Höhe: 120 } },
          },
          set_titles: { 'product-apple': 'Apfelbaum Topaz', 'product-beech': 'Rotbuche' },
          order_desc: 'für den Vorgarten',
        },
      ],
    };
    render(`/admincenter/shop/orders/${order._id}`, {
      handlers: { handlers: createShopAdminOrdersHandlers({ orders: [order] }) },
    });
    const [line] = await rows('Positionen');
    const product = within(line!).getAllByRole('cell')[1]!;
    expect(within(product).getByText('Bindung')).toBeTruthy();
    expect(
      within(product).getByText('Zusammenstellung: Rotbuche (Form: Kegel, Höhe: 120); Apfelbaum Topaz'),
    ).toBeTruthy();
    expect(within(product).getByText('für den Vorgarten')).toBeTruthy();
    expect(product.textContent).not.toMatch(/[{}"]/);
    expect(screen.getByTestId('order-newsletter').textContent).toBe(
      'Newsletter gewünscht (Bestätigungs-Mail gesendet)',
    );
  });

  it('says when a pre-ordered or frost-held line ships', async () => {
    const [stored] = structuredClone(demoOrders);
    const line = stored!.items[0]!;
    const order = {
      ...stored!,
      items: [
        { ...line, title: 'Liguster wurzelnackt', planned_ship_date: '2026-10-15' },
        { ...line, title: 'Thuja Smaragd', frost_hold: true, planned_ship_date: '2026-12-21' },
        { ...line, title: 'Kirschlorbeer', frost_hold: true, planned_ship_date: null },
        { ...line, title: 'Hornspäne', planned_ship_date: null },
      ],
    };
    render(`/admincenter/shop/orders/${order._id}`, {
      handlers: { handlers: createShopAdminOrdersHandlers({ orders: [order] }) },
    });
    await rows('Positionen');
    expect(screen.getAllByTestId('planned-shipping').map((text) => text.textContent)).toEqual([
      'Vorbestellung – Versand ab KW 42 (ab 15.10.)',
      'Versand nach Frostende (ab 21.12.)',
      'Versand nach Frostende',
    ]);
  });

  it('marks the first shipment of a split delivery sent, telling the customer, and names the second shipment’s lines', async () => {
    const user = userEvent.setup();
    const [stored] = structuredClone(demoOrders);
    const line = stored!.items[0]!;
    const order = {
      ...stored!,
      split_delivery: { first_shipped_at: null },
      items: [
        { ...line, title: 'Liguster wurzelnackt', planned_ship_date: '2026-10-15', second_shipment: true },
        { ...line, title: 'Hornspäne', planned_ship_date: null },
      ],
    };
    const sent: SentShopMail[] = [];
    render(`/admincenter/shop/orders/${order._id}`, {
      handlers: { handlers: createShopAdminOrdersHandlers({ orders: [order], sent }) },
    });
    await rows('Positionen');
    expect(screen.getAllByTestId('second-shipment').map((text) => text.textContent)).toEqual(['2. Sendung']);
    expect(screen.getByTestId('order-split').textContent).toBe(
      'in zwei Sendungen: 1. Sendung nicht versendet',
    );
    await user.click(screen.getByRole('button', { name: '1. Sendung als versendet markieren' }));
    const confirm = screen.getByRole('alertdialog', {
      name: `Die erste Sendung der Bestellung ${order.number} als versendet markieren?`,
    });
    await user.click(within(confirm).getByRole('button', { name: '1. Sendung als versendet markieren' }));
    expect(await toastText()).toContain(
      'Die erste Sendung ist als versendet markiert; der Kunde wurde benachrichtigt.',
    );
    await waitFor(() =>
      expect(screen.getByTestId('order-split').textContent).toMatch(
        /^in zwei Sendungen: 1\. Sendung versendet am \d\d\.\d\d\.\d{4}/,
      ),
    );
    expect(screen.queryByRole('button', { name: '1. Sendung als versendet markieren' })).toBeNull();
    // The order itself is still to be shipped: its second shipment.
    expect(screen.getByRole('button', { name: 'Als versendet markieren' })).toBeTruthy();
    expect(sent).toEqual([{ to: order.email, template: 'orderFirstShipment' }]);
  });

  it('lists what is to be shipped today, the first shipment of a split delivery with its own lines, and marks it sent', async () => {
    const user = userEvent.setup();
    const today = viennaDay(new Date());
    const [stored] = structuredClone(demoOrders);
    const line = stored!.items[0]!;
    const whole = { ...stored!, _id: 'order-2001', number: '2026-02001', ship_day: today };
    const split = {
      ...stored!,
      _id: 'order-2002',
      number: '2026-02002',
      ship_day: today,
      split_delivery: { first_shipped_at: null },
      items: [
        {
          ...line,
          title: 'Liguster wurzelnackt',
          amount: 10,
          planned_ship_date: '2099-10-15',
          second_shipment: true,
        },
        { ...line, title: 'Hornspäne', amount: 2, planned_ship_date: null },
      ],
    };
    const later = { ...stored!, _id: 'order-2003', number: '2026-02003', ship_day: '2099-10-15' };
    const sent: SentShopMail[] = [];
    render('/admincenter/shop/orders/to-ship', {
      handlers: { handlers: createShopAdminOrdersHandlers({ orders: [whole, split, later], sent }) },
    });
    expect(await screen.findByText('2 Bestellungen sind heute zu versenden.')).toBeTruthy();
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent).sort()).toEqual([
      'Bestellung 2026-02001',
      'Bestellung 2026-02002',
    ]);
    const card = screen.getByRole('article', { name: 'Bestellung 2026-02002' });
    expect(within(card).getByText('1. von 2 Sendungen: die lieferbaren Artikel')).toBeTruthy();
    expect(
      within(within(card).getByRole('list', { name: 'Zu versenden' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['2 × Hornspäne']);
    await user.click(within(card).getByRole('button', { name: '1. Sendung als versendet markieren' }));
    const confirm = screen.getByRole('alertdialog', {
      name: 'Die erste Sendung der Bestellung 2026-02002 als versendet markieren?',
    });
    await user.click(within(confirm).getByRole('button', { name: '1. Sendung als versendet markieren' }));
    expect(await toastText()).toContain('Die erste Sendung ist als versendet markiert');
    // Its second shipment is due in 2099: it leaves today's list.
    await waitFor(() => expect(screen.getByText('1 Bestellung ist heute zu versenden.')).toBeTruthy());
    expect(screen.queryByRole('article', { name: 'Bestellung 2026-02002' })).toBeNull();
    expect(sent).toEqual([{ to: split.email, template: 'orderFirstShipment' }]);
  });

  it('names the variant, the colour and the countries, never their keys or ids', async () => {
    const [stored] = structuredClone(demoOrders);
    const order = {
      ...stored!,
      items: [
        {
          ...stored!.items[0]!,
          title: 'Rose Gloria Dei',
          variant: '60-80',
          variant_title: '60–80 cm',
          customization: { color: 'fb0c7355a1b2' },
          color_title: 'Rot',
        },
      ],
      alternate: true,
      shippingAddress: { ...stored!.invoiceAddress, city: 'Passau', zip: '94032', country: 'de' },
    };
    render(`/admincenter/shop/orders/${order._id}`, {
      handlers: { handlers: createShopAdminOrdersHandlers({ orders: [order] }) },
    });
    const [line] = await rows('Positionen');
    const product = within(line!).getAllByRole('cell')[1]!;
    expect(product.textContent).toBe('Rose Gloria Dei – 60–80 cmFarbe: Rot');
    expect(screen.getByText('Österreich')).toBeTruthy();
    expect(screen.getByText('Deutschland')).toBeTruthy();
    expect(document.body.textContent).not.toContain('fb0c7355a1b2');
  });

  it('shows what VIES answered about a company’s uid, the proof of a VAT-free order', async () => {
    const [stored] = structuredClone(demoOrders);
    const order = {
      ...stored!,
      vat_id_check: {
        uid: 'DE123456789',
        valid: true,
        name: 'Gärtnerei Blum KG',
        date: '2026-11-25T09:00:00.000Z',
        request_identifier: 'WAPIAAAAZ2hUPMQ9',
      },
    };
    render(`/admincenter/shop/orders/${order._id}`, {
      handlers: { handlers: createShopAdminOrdersHandlers({ orders: [order] }) },
    });
    const proof = await screen.findByTestId('order-vat-id-check');
    expect(proof.textContent).toMatch(
      /^DE123456789 gültig: Gärtnerei Blum KG, geprüft am .*2026.*, Abfrage-Nr\. WAPIAAAAZ2hUPMQ9$/,
    );
  });

  it('says nothing about the newsletter when the customer did not ask for it', async () => {
    render('/admincenter/shop/orders/order-1003');
    await rows('Positionen');
    expect(screen.queryByTestId('order-newsletter')).toBeNull();
    expect(screen.queryByText(/Newsletter gewünscht/)).toBeNull();
  });

  it('saves tags and comment', async () => {
    const user = userEvent.setup();
    const { spy, bodies } = recordRequests('PUT', '/api/v0/shop_order/order-1002');
    render('/admincenter/shop/orders/order-1002', { handlers: { handlers: [spy] } });
    await user.type(await screen.findByRole('textbox', { name: /^Tags/ }), 'Spedition, dringend, Spedition');
    await user.type(screen.getByRole('textbox', { name: 'Kommentar' }), 'Anlieferung mit Hebebühne');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await toastText()).toContain('Gespeichert');
    expect(bodies).toEqual([{ tags: ['Spedition', 'dringend'], comment: 'Anlieferung mit Hebebühne' }]);
  });

  it('records the day the customer received the goods, which starts the withdrawal period', async () => {
    const user = userEvent.setup();
    const { spy, bodies } = recordRequests('PUT', '/api/v0/shop_order/order-1002');
    render('/admincenter/shop/orders/order-1002', { handlers: { handlers: [spy] } });
    const day = await screen.findByLabelText(/^Beim Kunden eingegangen am/);
    expect(screen.getByTestId('order-withdrawal-until').textContent).toBe(
      'Die Widerrufsfrist hat noch nicht begonnen.',
    );
    fireEvent.change(day, { target: { value: '2026-11-20' } });
    await user.click(screen.getByRole('button', { name: 'Zustelltag speichern' }));
    expect(await toastText()).toContain('Gespeichert');
    expect(bodies).toEqual([{ delivered: '2026-11-20' }]);
  });

  it('says so when the order does not exist', async () => {
    render('/admincenter/shop/orders/gibtsnicht');
    expect((await screen.findByRole('alert')).textContent).toBe('Diese Bestellung gibt es nicht.');
  });
});

describe('shop/customers', () => {
  const CUSTOMERS = '*/api/v0/shop_order/customers';
  const anna = {
    _id: 'user-1',
    user_id: 'user-1',
    name: 'Anna Berger',
    email: 'anna.berger@example.at',
    orders: 2,
    revenue: 1234.5,
    last_order: '2026-03-12T10:00:00.000Z',
    shop: null,
  };
  const guest = {
    _id: 'guest:karl@example.at',
    user_id: null,
    name: 'Karl Gast',
    email: 'karl@example.at',
    orders: 1,
    revenue: 0,
    last_order: '2026-03-01T10:00:00.000Z',
    shop: null,
  };

  it('lists everyone who ordered, guests too, with orders, revenue, last order and links', async () => {
    const user = userEvent.setup();
    const { spy, urls } = recordRequests('GET', '/api/v0/shop_order/customers');
    render('/admincenter/shop/customers', {
      handlers: {
        handlers: [spy, http.get(CUSTOMERS, () => HttpResponse.json({ items: [anna, guest], total: 2 }))],
      },
    });
    expect(await screen.findByText('Kunden: 2')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Anna Berger' }).getAttribute('href')).toBe(
      '/admincenter/shop/customers/user-1',
    );
    const annaRow = screen.getByRole('link', { name: 'Anna Berger' }).closest('tr')!;
    const cells = within(annaRow)
      .getAllByRole('cell')
      .map((cell) => cell.textContent?.replace(/\s/g, ' '));
    expect(cells.slice(1, 4)).toEqual(['anna.berger@example.at', '2', '€ 1.234,50']);
    expect(cells[5]).toBe('keine');
    expect(within(annaRow).getByRole('link', { name: 'Bestellungen' }).getAttribute('href')).toBe(
      '/admincenter/shop/orders?search=anna.berger%40example.at',
    );
    expect(within(annaRow).getByRole('link', { name: 'Rechnungen' }).getAttribute('href')).toBe(
      '/admincenter/accounting/invoice/browse?search=Anna+Berger',
    );
    // A guest has no user to open, and no shop terms.
    const guestRow = screen.getByText('Karl Gast', { exact: false }).closest('tr')!;
    expect(within(guestRow).getAllByRole('cell')[0]!.textContent).toBe('Karl Gast (Gast)');
    expect(within(guestRow).queryByRole('link', { name: /Karl Gast/ })).toBeNull();

    // Sorting asks the server.
    await user.click(screen.getByRole('button', { name: /Umsatz \(bezahlt\)/ }));
    await waitFor(() => expect(urls.at(-1)?.searchParams.get('sort')).toMatch(/^-?revenue$/));
  });

  it('sums up discount, groups by name and free shipping', async () => {
    const reseller = {
      ...anna,
      _id: 'user-reseller',
      user_id: 'user-reseller',
      name: 'Gärtnerei Huber',
      email: 'einkauf@gaertnerei-huber.example',
      shop: { discount: 5, discount_groups: ['wiederverkauf'], shipping_free: true },
    };
    render('/admincenter/shop/customers', {
      handlers: {
        handlers: [http.get(CUSTOMERS, () => HttpResponse.json({ items: [reseller], total: 1 }))],
      },
    });
    const row = (await screen.findByRole('link', { name: 'Gärtnerei Huber' })).closest('tr')!;
    await waitFor(() =>
      expect(within(row).getAllByRole('cell')[5]!.textContent).toBe(
        '5 % Rabatt, Rabattgruppen: Wiederverkäufer, versandkostenfrei',
      ),
    );
  });

  it('sets discount, groups, free shipping, threshold and payment limits, and shows the orders', async () => {
    const user = userEvent.setup();
    const { spy, bodies } = recordRequests('PUT', '/api/v0/auth/');
    render('/admincenter/shop/customers/user-1', { handlers: { handlers: [spy] } });

    expect(await screen.findByRole('heading', { name: 'Anna Berger', level: 1 })).toBeTruthy();
    const orders = await rows('Bestellungen des Kunden');
    expect(orders.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([
      '2026-01003',
      '2026-01001',
    ]);

    await user.type(screen.getByRole('spinbutton', { name: 'Individueller Rabatt (%)' }), '12.5');
    await user.click(await screen.findByRole('checkbox', { name: 'Wiederverkäufer' }));
    await user.click(screen.getByRole('checkbox', { name: 'Immer versandkostenfrei' }));
    await user.type(screen.getByRole('spinbutton', { name: /Versandkostenfrei ab/ }), '150');
    const invoice = screen.getByRole('group', { name: 'Rechnung' });
    await user.type(within(invoice).getByRole('spinbutton', { name: 'Höchstbetrag (€)' }), '2000');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    expect(await toastText()).toContain('Gespeichert');
    expect(bodies).toEqual([
      {
        _id: 'user-1',
        userData: {
          shop: {
            discount: 12.5,
            discount_groups: ['wiederverkauf'],
            shipping_free: true,
            shipping_free_amount_treshhold: 150,
            paymentsources: { invoice: { enabled: true, min: null, max: 2000 } },
          },
        },
      },
    ]);
  });

  it('shows the server’s message when it refuses the terms', async () => {
    const user = userEvent.setup();
    render('/admincenter/shop/customers/user-1', {
      handlers: {
        handlers: [
          http.put('*/api/v0/auth/', () =>
            HttpResponse.json(
              {
                statusCode: 400,
                code: 'VALIDATION',
                message: 'userData/shop/discount must be a percentage from 0 to 100',
              },
              { status: 400 },
            ),
          ),
        ],
      },
    });
    await user.type(await screen.findByRole('spinbutton', { name: 'Individueller Rabatt (%)' }), '150');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    const toast = await toastText();
    expect(toast).toContain('Speichern fehlgeschlagen');
    expect(toast).toContain('userData/shop/discount must be a percentage from 0 to 100');
  });
});

describe('shop/pricerequest', () => {
  it('lists requests and filters by state', async () => {
    const user = userEvent.setup();
    render('/admincenter/shop/pricerequest/browse');
    expect(await screen.findByText('Preisanfragen: 2')).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'open');
    expect(await screen.findByText('Preisanfragen: 1')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Clara Maier' }).getAttribute('href')).toBe(
      '/admincenter/shop/pricerequest/edit/request-2',
    );
  });

  it('searches and sorts the requests through the server, kept in the address', async () => {
    const user = userEvent.setup();
    const lists = recordRequests('GET', '/api/v0/shop_pricerequest/');
    render('/admincenter/shop/pricerequest/browse?search=maier', { handlers: { handlers: [lists.spy] } });
    expect(await screen.findByText('Preisanfragen: 1')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Clara Maier' })).toBeTruthy();
    expect(lists.urls[0]!.searchParams.get('search')).toBe('maier');

    await user.click(screen.getByRole('button', { name: 'Name' }));

    await waitFor(() => expect(lists.urls.at(-1)!.searchParams.get('sort')).toBe('name'));
    expect(lists.urls.at(-1)!.searchParams.get('search')).toBe('maier');
    expect(screen.getByRole('searchbox', { name: 'Suche' })).toHaveProperty('value', 'maier');
  });

  it('answers a request by mail, which marks it answered, and tags it', async () => {
    const user = userEvent.setup();
    const sent: SentShopMail[] = [];
    render('/admincenter/shop/pricerequest/edit/request-2', { sent });
    expect(
      await screen.findByRole('heading', { name: 'Preisanfrage von Clara Maier', level: 1 }),
    ).toBeTruthy();
    expect(within((await rows('Positionen'))[0]!).getAllByRole('cell')[1]!.textContent).toBe(
      "Thuja 'Brabant' 200–225 cm",
    );
    expect(screen.getByTestId('request-status').textContent).toBe('offen');

    const offer = '120 Stück: 3.480,00 € inkl. USt., Lieferung frei Haus.';
    await user.type(screen.getByRole('textbox', { name: 'Antwort an den Kunden' }), offer);
    await user.click(screen.getByRole('button', { name: 'Antwort senden' }));
    expect(await toastText()).toContain('Die Antwort wurde an clara.maier@example.de gesendet.');
    await waitFor(() => expect(screen.getByTestId('request-status').textContent).toBe('beantwortet'));
    expect(sent).toEqual([{ to: 'clara.maier@example.de', template: 'priceRequestAnswer', text: offer }]);

    await user.type(screen.getByRole('textbox', { name: /^Tags/ }), 'angebot');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Tags/ })).toHaveProperty('value', 'angebot'),
    );
    await user.click(screen.getByRole('button', { name: 'Wieder öffnen' }));
    await waitFor(() => expect(screen.getByTestId('request-status').textContent).toBe('offen'));
  });
});

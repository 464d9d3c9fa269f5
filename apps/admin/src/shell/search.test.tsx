import type { AdminSearchResult } from '@gartenwerk/api-client';
import { createPlanHandlers, createShopAdminOrdersHandlers, demoConfig } from '@gartenwerk/api-client/msw';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminUser, renderAdmin } from '../test/renderAdmin';

const none = { items: [], total: 0 };
const empty: AdminSearchResult = {
  orders: none,
  products: none,
  customers: none,
  pages: none,
  invoices: none,
  accounting_customers: none,
  vendors: none,
};

/** What the server answers per text; every text asked is recorded. */
const answers: Record<string, AdminSearchResult> = {
  leben: {
    ...empty,
    products: {
      items: [
        { _id: 'product-brabant', title: "Lebensbaum 'Brabant' 100–125 cm", price: 24.9, offline: false },
      ],
      total: 7,
    },
    pages: {
      items: [{ _id: 'page-hedges', title: 'Lebensbäume', route: '/Lebensbaeume', published: false }],
      total: 1,
    },
  },
  lindenhof: {
    ...empty,
    accounting_customers: {
      items: [{ _id: 'customer-1', name: 'Gärtnerei Lindenhof', email: 'einkauf@lindenhof.example' }],
      total: 1,
    },
    vendors: { items: [{ _id: 'vendor-1', name: 'Baumschule Lindenhof', email: '' }], total: 1 },
  },
  berger: {
    ...empty,
    orders: {
      items: [
        {
          _id: 'order-1003',
          number: '2026-01003',
          name: 'Anna Berger',
          email: 'anna.berger@example.at',
          total: 32.7,
          created: '2026-03-12T10:00:00.000Z',
        },
      ],
      total: 1,
    },
    customers: {
      items: [{ _id: 'user-anna', name: 'Anna Berger', handle: 'anna.berger@example.at' }],
      total: 1,
    },
    invoices: {
      items: [{ _id: 'doc-1', number: 'RE-2026-0042', type: 'invoice', receiver: 'Anna Berger' }],
      total: 1,
    },
  },
};

function searchServer(asked: string[] = []) {
  return http.get('*/api/v0/admin/search', ({ request }) => {
    const q = new URL(request.url).searchParams.get('q') ?? '';
    asked.push(q);
    if (q === 'kaputt')
      return HttpResponse.json(
        { statusCode: 400, code: 'VALIDATION', message: 'Suche nicht möglich.' },
        { status: 400 },
      );
    return HttpResponse.json(answers[q.toLowerCase()] ?? empty);
  });
}

const box = () => screen.getByRole('combobox', { name: 'Suche im Admincenter' });
const results = () => screen.getByRole('listbox', { name: 'Suchergebnisse', hidden: true });
/** Option texts with the money's no-break space written as a plain one. */
const optionNames = () =>
  within(results())
    .queryAllByRole('option')
    .map((option) => option.textContent?.replace(/\s/g, ' '));

describe('global search in the header', () => {
  it('asks the server once the words are 2 characters long, and shows the hits grouped', async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    renderAdmin('/admincenter/account', adminUser, { handlers: [searchServer(asked)] });
    await screen.findByRole('heading', { level: 1, name: 'Mein Konto' });

    await user.type(box(), 'l');
    expect(await screen.findByText('Mindestens 2 Zeichen eingeben.')).toBeTruthy();
    // The rest arrives letter by letter in one go (fireEvent is synchronous), so the pause the search
    // waits for cannot fall between two letters however busy the machine is.
    for (const text of ['le', 'leb', 'lebe', 'leben']) fireEvent.change(box(), { target: { value: text } });

    const products = await screen.findByRole('group', { name: 'Produkte' });
    expect(
      within(products)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(["Lebensbaum 'Brabant' 100–125 cm€ 24,90", 'Alle 7 anzeigen']);
    const pages = screen.getByRole('group', { name: 'Seiten' });
    expect(within(pages).getByRole('option').textContent).toBe(
      'Lebensbäume/Lebensbaeume · nicht veröffentlicht',
    );
    expect(screen.queryByRole('group', { name: 'Bestellungen' })).toBeNull();
    expect(box().getAttribute('aria-expanded')).toBe('true');
    // Typing paused only once: one call, with the whole word.
    expect(asked).toEqual(['leben']);
  });

  it('moves through the hits with the arrow keys and opens one with Enter', async () => {
    const user = userEvent.setup();
    renderAdmin('/admincenter/account', adminUser, { handlers: [searchServer()] });
    await screen.findByRole('heading', { level: 1, name: 'Mein Konto' });
    await user.type(box(), 'leben');
    await screen.findByRole('group', { name: 'Seiten' });

    await user.keyboard('{ArrowDown}');
    const first = screen.getByRole('option', { name: /Brabant/ });
    expect(first.getAttribute('aria-selected')).toBe('true');
    expect(box().getAttribute('aria-activedescendant')).toBe(first.id);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('option', { name: /Lebensbäume/ }).getAttribute('aria-selected')).toBe('true');
    // Past the last hit it wraps to the first; up from the first to the last.
    await user.keyboard('{ArrowDown}');
    expect(first.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    const showAll = screen.getByRole('option', { name: 'Alle 7 anzeigen' });
    expect(showAll.getAttribute('aria-selected')).toBe('true');

    await user.keyboard('{Enter}');

    // The product list, searching for the same words.
    expect(await screen.findByRole('heading', { level: 1, name: 'Produkte' })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: /Suche/ })).toHaveProperty('value', 'leben');
    expect(box()).toHaveProperty('value', '');
    expect(box().getAttribute('aria-expanded')).toBe('false');
  });

  it('opens an order with a click, and links customers and invoices to their screens', async () => {
    const user = userEvent.setup();
    renderAdmin('/admincenter/account', adminUser, {
      handlers: [searchServer(), ...createShopAdminOrdersHandlers(), ...createPlanHandlers()],
    });
    await screen.findByRole('heading', { level: 1, name: 'Mein Konto' });
    await user.type(box(), 'Berger');

    await screen.findByRole('group', { name: 'Bestellungen' });
    expect(optionNames()).toEqual([
      '2026-01003 · Anna Berger€ 32,70',
      'Anna Bergeranna.berger@example.at',
      'RE-2026-0042Anna Berger',
    ]);
    await user.click(screen.getByRole('option', { name: /2026-01003/ }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Bestellung 2026-01003' })).toBeTruthy();
  });

  it('finds the accounting’s customers and vendors in groups of their own', async () => {
    const user = userEvent.setup();
    renderAdmin('/admincenter/account', adminUser, { handlers: [searchServer()] });
    await screen.findByRole('heading', { level: 1, name: 'Mein Konto' });
    await user.type(box(), 'Lindenhof');

    const customers = await screen.findByRole('group', { name: 'Kunden der Buchhaltung' });
    expect(within(customers).getByRole('option').textContent).toBe(
      'Gärtnerei Lindenhofeinkauf@lindenhof.example',
    );
    const vendors = screen.getByRole('group', { name: 'Lieferanten' });
    expect(within(vendors).getByRole('option').textContent).toBe('Baumschule Lindenhof');
  });

  it('closes with Escape and clears the box with a second Escape', async () => {
    const user = userEvent.setup();
    renderAdmin('/admincenter/account', adminUser, { handlers: [searchServer()] });
    await screen.findByRole('heading', { level: 1, name: 'Mein Konto' });
    await user.type(box(), 'leben');
    await screen.findByRole('group', { name: 'Seiten' });

    await user.keyboard('{Escape}');
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect(box()).toHaveProperty('value', 'leben');
    await user.keyboard('{Escape}');
    expect(box()).toHaveProperty('value', '');
    // Typing again opens the list again.
    await user.type(box(), 'leben');
    await waitFor(() => expect(box().getAttribute('aria-expanded')).toBe('true'));
  });

  it('says when nothing is found, and shows the server message of a refused search', async () => {
    const user = userEvent.setup();
    renderAdmin('/admincenter/account', adminUser, { handlers: [searchServer()] });
    await screen.findByRole('heading', { level: 1, name: 'Mein Konto' });

    await user.type(box(), 'Zypresse');
    expect(await screen.findByText('Nichts gefunden für „Zypresse“.')).toBeTruthy();
    await user.clear(box());
    await user.type(box(), 'kaputt');
    expect(await screen.findByText('Suche nicht möglich.')).toBeTruthy();
  });

  it('leaves out orders and products while the shop is switched off; customers open as users', async () => {
    const user = userEvent.setup();
    renderAdmin('/admincenter/account', adminUser, {
      handlers: [
        searchServer(),
        http.get('*/api/v0/config/', () =>
          HttpResponse.json([{ ...demoConfig, enabled_components: ['message'] }]),
        ),
      ],
    });
    await screen.findByRole('heading', { level: 1, name: 'Mein Konto' });
    await user.type(box(), 'Berger');

    await screen.findByRole('group', { name: 'Kunden' });
    expect(screen.queryByRole('group', { name: 'Bestellungen' })).toBeNull();
    expect(optionNames()).toEqual(['Anna Bergeranna.berger@example.at', 'RE-2026-0042Anna Berger']);
    await user.click(screen.getByRole('option', { name: /anna\.berger/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Benutzer bearbeiten' })).toBeTruthy();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { QuoteInput, ShopOrder } from '@gartenwerk/api-client';
import {
  createCartHandlers,
  createCheckoutHandlers,
  demoProducts,
  type CartData,
  createHandlers,
  customerUser,
  demoAddress,
  demoQuote,
  demoOrders,
} from '@gartenwerk/api-client/msw';
import { server } from '../../test/setup';
import { renderApp } from '../../test/render-app';

describe('checkout steps', () => {
  let cart: CartData;
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    cart = { products: demoProducts, carts: { cart: [{ item: demoProducts[0]!._id, amount: 3 }] } };
    server.use(...createCartHandlers(cart));
  });

  it('walks a guest through addresses, payment and summary with the spec’s messages to the confirmation', async () => {
    server.use(...createCheckoutHandlers());
    const user = userEvent.setup();
    const { router } = renderApp('/shop/cart/checkout/2');
    await screen.findByRole('heading', { level: 2, name: /Adressen/ });
    const invoice = screen.getByRole('group', { name: 'Rechnungsadresse' });
    // Defaults of the spec: a person in Austria; only the shop's shipping countries, de first.
    expect(within(invoice).getByRole<HTMLInputElement>('radio', { name: 'Privatperson' }).checked).toBe(true);
    const country = within(invoice).getByLabelText<HTMLSelectElement>('Land');
    await waitFor(() =>
      expect([...country.options].map((option) => option.text)).toEqual(['Deutschland', 'Österreich']),
    );
    expect(country.value).toBe('at');

    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(await screen.findByText('Bitte geben Sie eine gültige E-Mail-Adresse an.')).toBeTruthy();
    await user.type(screen.getByLabelText('E-Mail'), 'anna@example.at');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(await screen.findByText('Bitte füllen Sie alle Pflichtfelder der Adresse aus.')).toBeTruthy();
    // Each field says what is missing, at the field.
    const lastName = within(invoice).getByLabelText('Nachname');
    expect(lastName.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(lastName.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Bitte füllen Sie dieses Feld aus.',
    );
    for (const [label, value] of Object.entries({
      Vorname: 'Anna',
      Nachname: 'Berger',
      'Straße und Hausnummer': 'Hauptstraße 5',
      PLZ: '12',
      Ort: 'Krems',
    }))
      await user.type(within(invoice).getByLabelText(label), value);
    expect(lastName.getAttribute('aria-invalid')).toBeNull();
    // The browser fills the one-line street field with the first address line (street-address is multi-line).
    expect(
      within(invoice).getByLabelText('Straße und Hausnummer').getAttribute('autocomplete')?.split(' ').pop(),
    ).toBe('address-line1');
    const zip = within(invoice).getByLabelText('PLZ');
    expect(zip.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(zip.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Die Postleitzahl hat in Österreich 4 Ziffern.',
    );
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(router.state.location.pathname).toBe('/shop/cart/checkout/2');
    await user.clear(zip);
    await user.type(zip, '3500');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/2'));
    // The only method offered is chosen already.
    const prepayment = await screen.findByRole<HTMLInputElement>('radio', { name: 'Vorkasse (Überweisung)' });
    await waitFor(() => expect(prepayment.checked).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Weiter' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/3'));
    expect((await screen.findByTestId('order-total')).textContent?.replace(/\s/g, ' ')).toBe('€ 45,60');
    const order = screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' });
    await user.click(order);
    expect(await screen.findByText('Sie müssen den AGB zustimmen um fortzufahren')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: /AGB/ }));
    await user.click(order);

    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/done'));
    expect(await screen.findByRole('heading', { name: 'Vielen Dank für Ihre Bestellung!' })).toBeTruthy();
    expect(screen.getByText('Ihre Bestellnummer: 2026-00001')).toBeTruthy();
    expect(cart.carts?.cart).toEqual([]);
  });

  it('says on an English page in English that a payment method is missing', async () => {
    // Two methods offered: none is chosen for the customer.
    server.use(
      ...createCheckoutHandlers({ quote: { ...demoQuote, payment_methods: ['prepayment', 'invoice'] } }),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/shop/cart/checkout/2', { language: 'en' });
    await screen.findByRole('heading', { level: 2, name: /Addresses/ });
    await user.type(screen.getByLabelText('E-mail'), 'anna@example.at');
    const invoice = screen.getByRole('group', { name: 'Invoice address' });
    for (const [label, value] of Object.entries({
      'First name': 'Anna',
      'Last name': 'Berger',
      'Street and number': 'Hauptstraße 5',
      Postcode: '3500',
      City: 'Krems',
    }))
      await user.type(within(invoice).getByLabelText(label), value);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/2'));
    // The address step has its own address: the next step's screen mounts anew, focused at its heading.
    await screen.findByRole('radio', { name: 'Prepayment (bank transfer)' });
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('heading', { level: 2, name: /^Shipping and payment/ }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please choose a payment method!')).toBeTruthy();
    expect(screen.queryByText('Bitte wählen Sie eine Zahlungsart !')).toBeNull();
  });

  it('fills a signed-in customer’s e-mail and default address', async () => {
    server.use(
      ...createCartHandlers(cart),
      ...createCheckoutHandlers({ addresses: [demoAddress], quote: demoQuote }),
      ...createHandlers({ user: customerUser }),
    );
    renderApp('/shop/cart/checkout/2');
    const invoice = await screen.findByRole('group', { name: 'Rechnungsadresse' });
    await waitFor(() =>
      expect(within(invoice).getByLabelText<HTMLInputElement>('Nachname').value).toBe('Berger'),
    );
    expect(screen.getByLabelText<HTMLInputElement>('E-Mail').value).toBe(customerUser.handle);
  });
});

const hedgeSet = {
  order: { 'product-apple': 2, 'product-beech': 1 },
  customization: { 'product-beech': { Form: 'Kegel' } },
};
const setItem = {
  ...demoQuote.items[0]!,
  order_desc: 'für den Vorgarten',
  set: hedgeSet,
  set_titles: { 'product-apple': 'Apfelbaum Topaz', 'product-beech': 'Rotbuche' },
};

/** The order table's row of the first item: the set's products in words, and the note. */
function expectReadableSet(row: HTMLElement) {
  expect(within(row).getByText('Zusammenstellung:')).toBeTruthy();
  expect(
    within(row)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Rotbuche (Form: Kegel)', 'Apfelbaum Topaz']);
  expect(within(row).getByText('Anmerkung: für den Vorgarten')).toBeTruthy();
  expect(row.textContent).not.toMatch(/[{}"]/);
}

describe('the set of a line', () => {
  it('goes to the server with the checkout and shows in words in the summary', async () => {
    sessionStorage.clear();
    localStorage.clear();
    const cart: CartData = {
      products: demoProducts,
      carts: {
        cart: [{ item: demoProducts[0]!._id, amount: 3, order_desc: 'für den Vorgarten', set: hedgeSet }],
      },
    };
    const quoted: QuoteInput[] = [];
    server.use(
      ...createCartHandlers(cart),
      http.post('*/api/v0/shop/checkout/quote', async ({ request }) => {
        quoted.push((await request.json()) as QuoteInput);
        return HttpResponse.json({ ...demoQuote, items: [setItem] });
      }),
      ...createCheckoutHandlers({ quote: { ...demoQuote, items: [setItem] } }),
    );
    sessionStorage.setItem(
      'gw.checkout',
      JSON.stringify({
        email: 'anna@example.at',
        invoiceAddress: { ...demoAddress, uuid: undefined },
        selectedPayment: 'prepayment',
      }),
    );
    renderApp('/checkout/3');
    const row = await screen.findByRole('row', { name: /Thuja/ });
    expectReadableSet(row);
    expect(quoted.at(-1)?.items).toEqual([
      { item: demoProducts[0]!._id, amount: 3, order_desc: 'für den Vorgarten', set: hedgeSet },
    ]);
  });

  it('shows in words in the customer’s order', async () => {
    const order: ShopOrder = {
      ...demoOrders[0]!,
      _id: 'order-set',
      perm: { owner: customerUser._id },
      items: [setItem],
    };
    server.use(...createCheckoutHandlers({ orders: [order] }), ...createHandlers({ user: customerUser }));
    renderApp('/account/orders/order-set');
    const row = await screen.findByRole('row', { name: /Thuja/ });
    expectReadableSet(row);
  });
});

describe('a shipping discount in the customer’s order', () => {
  it('shows the shipping before the discount and the discount as a line of its own, adding up to the total', async () => {
    const placed = demoOrders[0]!;
    // 6,90 shipping less 2,50 discount: 4,40 charged.
    const order: ShopOrder = {
      ...placed,
      _id: 'order-discounted',
      perm: { owner: customerUser._id },
      totals: { ...placed.totals, shipping: 4.4, shipping_discount: 2.5, shipping_free: false },
    };
    server.use(...createCheckoutHandlers({ orders: [order] }), ...createHandlers({ user: customerUser }));
    renderApp('/account/orders/order-discounted');
    const shipping = await screen.findByRole('row', { name: /Versandkosten/ });
    expect(within(shipping).getByRole('cell').textContent).toBe('€ 6,90');
    const discount = screen.getByRole('row', { name: /Versandrabatt/ });
    expect(within(discount).getByRole('cell').textContent).toBe('−€ 2,50');
  });
});

describe('names of a line', () => {
  const rose = {
    ...demoProducts[0]!,
    _id: 'product-rose',
    title: 'Rose Gloria Dei',
    variants: [{ key: '60-80', value: '60–80 cm' }],
    colors: ['fb0c7355a1b2'],
  };

  it('shows the colour by its title and the variant by its label in the cart', async () => {
    sessionStorage.clear();
    localStorage.clear();
    server.use(
      ...createCartHandlers({
        products: [rose],
        colors: [{ _id: 'fb0c7355a1b2', title: 'Rot' }],
        carts: {
          cart: [{ item: rose._id, amount: 2, variant: '60-80', customization: { color: 'fb0c7355a1b2' } }],
        },
      }),
    );
    renderApp('/checkout');
    const row = await screen.findByRole('article', { name: /Rose Gloria Dei/ });
    expect(within(row).getByText('60–80 cm')).toBeTruthy();
    expect(within(row).getByText('Farbe: Rot')).toBeTruthy();
    expect(row.textContent).not.toContain('fb0c7355a1b2');
    expect(row.textContent).not.toContain('60-80');
  });

  it('shows them in the customer’s order as they were bought', async () => {
    const order: ShopOrder = {
      ...demoOrders[0]!,
      _id: 'order-rose',
      perm: { owner: customerUser._id },
      items: [
        {
          ...demoQuote.items[0]!,
          item: rose._id,
          title: 'Rose Gloria Dei',
          variant: '60-80',
          variant_title: '60–80 cm',
          customization: { color: 'fb0c7355a1b2' },
          color_title: 'Rot',
        },
      ],
    };
    server.use(...createCheckoutHandlers({ orders: [order] }), ...createHandlers({ user: customerUser }));
    renderApp('/account/orders/order-rose');
    const row = await screen.findByRole('row', { name: /Rose Gloria Dei/ });
    expect(within(row).getAllByRole('cell')[0]!.textContent).toBe('Rose Gloria Dei (60–80 cm)Farbe: Rot');
  });
});

describe('the withdrawal link of an order in the account', () => {
  it('is offered while the period has not started and until its last day the server gives, not after', async () => {
    const day = (daysFromNow: number) =>
      new Date(Date.now() + daysFromNow * 86_400_000).toISOString().slice(0, 10);
    const orders: ShopOrder[] = [
      {
        ...demoOrders[0]!,
        _id: 'order-open',
        number: '2026-00101',
        shipped: false,
        shippedAt: null,
        withdrawal_until: null,
      },
      {
        ...demoOrders[0]!,
        _id: 'order-recent',
        number: '2026-00102',
        shipped: true,
        shippedAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
        withdrawal_until: day(14),
      },
      {
        ...demoOrders[0]!,
        _id: 'order-old',
        number: '2026-00103',
        shipped: true,
        shippedAt: new Date(Date.now() - 40 * 86_400_000).toISOString(),
        withdrawal_until: day(-20),
      },
    ].map((order) => ({ ...order, perm: { owner: customerUser._id }, withdrawnAt: null }));
    server.use(...createCheckoutHandlers({ orders }), ...createHandlers({ user: customerUser }));
    const link = () => screen.queryByRole('link', { name: 'Diese Bestellung widerrufen' });
    const { router } = renderApp('/account/orders/order-open');
    await screen.findByText(/2026-00101/);
    expect(link()?.getAttribute('href')).toBe('/widerrufen?number=2026-00101');
    await router.navigate('/account/orders/order-recent');
    await screen.findByText(/2026-00102/);
    expect(link()?.getAttribute('href')).toBe('/widerrufen?number=2026-00102');
    await router.navigate('/account/orders/order-old');
    await screen.findByText(/2026-00103/);
    expect(link()).toBeNull();
  });

  it('gives the day of a withdrawal as it was in Vienna, whatever the time zone the page is made in', async () => {
    // 23:30 UTC on 25 November is 00:30 on 26 November in Vienna; the mails say 26.11.2026 too.
    const order: ShopOrder = {
      ...demoOrders[0]!,
      _id: 'order-late',
      number: '2026-00104',
      perm: { owner: customerUser._id },
      withdrawnAt: '2026-11-25T23:30:00.000Z',
    };
    server.use(...createCheckoutHandlers({ orders: [order] }), ...createHandlers({ user: customerUser }));
    renderApp('/account/orders/order-late');
    expect(await screen.findByText(/Widerrufen am 26\.11\.2026/)).toBeTruthy();
  });
});

describe('the payment page after a failed online payment', () => {
  it('says the payment did not go through, offers to pay again, and does not thank for the order', async () => {
    sessionStorage.clear();
    server.use(
      http.get('*/api/v0/shop/webhook/pollSourceStatus', () =>
        HttpResponse.json({
          order: 'order-card',
          number: '2026-00301',
          method: 'card',
          state: 'failed',
          total: 20.8,
          failure: 'Die Karte wurde abgelehnt.',
          redirect: null,
          alternatives: ['card', 'prepayment'],
        }),
      ),
    );
    renderApp('/checkout/done?order=order-card');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Die Zahlung hat nicht geklappt' }),
    ).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Die Zahlung ist fehlgeschlagen.');
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Vorkasse (Überweisung)' })).toBeTruthy();
    expect(screen.queryByText('Vielen Dank für Ihre Bestellung!')).toBeNull();
  });
});

describe('the customer’s orders', () => {
  it('lists each order as a card with one readable state, and shows the order’s addresses', async () => {
    const orders: ShopOrder[] = [
      { ...demoOrders[0]!, _id: 'order-unpaid', number: '2026-00201', payed: false, shipped: false },
      { ...demoOrders[0]!, _id: 'order-paid', number: '2026-00202', payed: true, shipped: false },
      { ...demoOrders[0]!, _id: 'order-sent', number: '2026-00203', payed: true, shipped: true },
    ].map((order) => ({ ...order, status: 'open', withdrawnAt: null, perm: { owner: customerUser._id } }));
    server.use(...createCheckoutHandlers({ orders }), ...createHandlers({ user: customerUser }));
    const { router } = renderApp('/account/orders');
    const stateOf = async (number: string) => {
      const card = (await screen.findByRole('heading', { name: `Bestellung ${number}` })).closest('article')!;
      return within(card).getByTestId('order-state').textContent;
    };
    expect(await stateOf('2026-00201')).toBe('Zahlung ausständig');
    expect(await stateOf('2026-00202')).toBe('Bezahlt, wird vorbereitet');
    expect(await stateOf('2026-00203')).toBe('Versandt');
    // The whole card leads to the order.
    expect(screen.getByRole('link', { name: 'Bestellung 2026-00201' }).getAttribute('href')).toBe(
      '/account/orders/order-unpaid',
    );

    await router.navigate('/account/orders/order-unpaid');
    const invoice = await screen.findByRole('region', { name: 'Rechnungsadresse' });
    expect(invoice.querySelector('address')?.textContent).toBe(
      'Anna BergerHauptstraße 53500 KremsÖsterreich',
    );
    // Without a shipping address of its own the goods go to the invoice address.
    const delivery = screen.getByRole('region', { name: 'Lieferadresse' });
    expect(within(delivery).getByText(/Hauptstraße 5/)).toBeTruthy();
    expect(screen.getAllByTestId('order-state').map((state) => state.textContent)).toEqual([
      'Zahlung ausständig',
    ]);
  });
});

describe('account addresses', () => {
  it('refuses to remove the default invoice address with the spec’s message and moves the default', async () => {
    const second = { ...demoAddress, uuid: 'address-2', address: 'Seeweg 4', city: 'Gmunden' };
    server.use(
      ...createHandlers({ user: customerUser }),
      ...createCheckoutHandlers({ addresses: [demoAddress, second] }),
    );
    const user = userEvent.setup();
    renderApp('/account/addresses');
    const first = await screen.findByRole('listitem', { name: 'Anna Berger, Hauptstraße 5' });
    await user.click(within(first).getByRole('button', { name: 'Löschen' }));
    expect(await screen.findByText('cant remove default invoice address')).toBeTruthy();
    const other = screen.getByRole('listitem', { name: 'Anna Berger, Seeweg 4' });
    await user.click(within(other).getByRole('button', { name: 'Als Rechnungsadresse verwenden' }));
    await within(other).findByText('Standard-Rechnungsadresse');
    await user.click(within(first).getByRole('button', { name: 'Löschen' }));
    expect(await screen.findByText('cant remove default shipping address')).toBeTruthy();
  });

  it('says at the postcode that an Austrian one has four digits', async () => {
    server.use(...createHandlers({ user: customerUser }), ...createCheckoutHandlers({ addresses: [] }));
    const user = userEvent.setup();
    renderApp('/account/addresses/add');
    const zip = await screen.findByLabelText('PLZ');
    await user.type(zip, '45');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(zip.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(zip.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Die Postleitzahl hat in Österreich 4 Ziffern.',
    );
  });

  it('opens every account screen at its top', async () => {
    server.use(
      ...createHandlers({ user: customerUser }),
      ...createCheckoutHandlers({ addresses: [demoAddress] }),
    );
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const user = userEvent.setup();
    renderApp('/account/addresses');
    await screen.findByRole('listitem', { name: 'Anna Berger, Hauptstraße 5' });
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ top: 0 }));
    scrollTo.mockClear();
    await user.click(screen.getByRole('link', { name: 'Bestellungen' }));
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ top: 0 }));
    scrollTo.mockRestore();
  });

  it('sends guests to the login', async () => {
    const { router } = renderApp('/account/orders');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Faccount%2Forders');
  });
});

describe('a split delivery before the order button', () => {
  it('offers two shipments with the second one’s shipping, prices them and orders them', async () => {
    sessionStorage.clear();
    localStorage.clear();
    server.use(
      ...createCartHandlers({
        products: demoProducts,
        carts: { cart: [{ item: demoProducts[0]!._id, amount: 3 }] },
      }),
    );
    const preorder = { ...demoQuote.items[0]!, planned_ship_date: '2027-10-15' };
    const now = {
      ...demoQuote.items[0]!,
      item: 'product-2',
      title: 'Hornspäne 5 kg',
      amount: 1,
      price: 9.9,
      total: 9.9,
    };
    // One parcel 6,90 €, two parcels 13,80 €: 38,70 + 9,90 goods.
    const quote = {
      ...demoQuote,
      items: [preorder, now],
      totals: { ...demoQuote.totals, items: 48.6, shipping: 6.9, total: 55.5 },
      split_delivery: { ship_from: '2027-10-15', extra_shipping: 6.9 },
    };
    const splitQuote = {
      ...quote,
      items: [{ ...preorder, second_shipment: true }, now],
      totals: { ...quote.totals, shipping: 13.8, total: 62.4 },
    };
    const placed: QuoteInput[] = [];
    server.use(
      http.post('*/api/v0/shop_order/', async ({ request }) => {
        placed.push((await request.clone().json()) as QuoteInput);
        return undefined;
      }),
      ...createCheckoutHandlers({ quote, splitQuote }),
    );
    sessionStorage.setItem(
      'gw.checkout',
      JSON.stringify({
        email: 'anna@example.at',
        invoiceAddress: { ...demoAddress, uuid: undefined },
        selectedPayment: 'prepayment',
      }),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/checkout/3');
    const choice = await screen.findByRole('group', { name: 'Lieferung' });
    const one = within(choice).getByRole<HTMLInputElement>('radio', {
      name: 'In einer Sendung, sobald alle Artikel versandbereit sind',
    });
    expect(one.checked).toBe(true);
    const two = within(choice).getByRole<HTMLInputElement>('radio', {
      name: 'In zwei Sendungen: die lieferbaren Artikel sofort, die übrigen ab 15.10. (zusätzliche Versandkosten € 6,90)',
    });
    expect(screen.getByTestId('order-total').textContent).toBe('€ 55,50');
    await user.click(two);
    await waitFor(() => expect(screen.getByTestId('order-total').textContent).toBe('€ 62,40'));
    const shipping = screen.getByRole('row', { name: /Versandkosten \(zwei Sendungen\)/ });
    expect(within(shipping).getByRole('cell').textContent).toBe('€ 13,80');

    await user.click(screen.getByRole('checkbox', { name: /AGB/ }));
    await user.click(screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/done'));
    expect(placed.at(-1)).toMatchObject({ split_delivery: true });
    const confirmed = await screen.findByRole('row', { name: /Versandkosten \(zwei Sendungen\)/ });
    expect(within(confirmed).getByRole('cell').textContent).toBe('€ 13,80');
  });
});

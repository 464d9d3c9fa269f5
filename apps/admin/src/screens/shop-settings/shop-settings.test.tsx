import type { SiteConfig } from '@gartenwerk/api-client';
import {
  createShopAdminSettingsHandlers,
  createShopVoucherHandlers,
  demoConfig,
  demoShopCountries,
  demoShopGroups,
  demoVoucherTemplates,
  demoVouchers,
} from '@gartenwerk/api-client/msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordRequests, toastText } from '../../test/queries';
import { adminUser, renderAdmin } from '../../test/renderAdmin';

const config: SiteConfig = {
  ...demoConfig,
  components: {
    ...demoConfig.components,
    shop: {
      ...demoConfig.components.shop,
      ...demoShopGroups,
      paymentsources: {
        prepayment: { enabled: true, min: null, max: null },
        invoice: { enabled: true, min: 10, max: 2000 },
      },
    },
  },
};

function renderShop(path: string) {
  const mock = createShopAdminSettingsHandlers({ config, countries: demoShopCountries });
  const vouchers = createShopVoucherHandlers({ vouchers: demoVouchers, templates: demoVoucherTemplates });
  const puts = recordRequests('PUT', '/api/v0/config/');
  const posts = recordRequests('POST', '/api/v0/shop_voucher/');
  const view = renderAdmin(`/admincenter/${path}`, adminUser, {
    handlers: [puts.spy, posts.spy, ...mock.handlers, ...vouchers.handlers],
  });
  return { ...view, data: mock.data, vouchers: vouchers.data, puts: puts.bodies, posts: posts.bodies };
}

type ShopBody = { components: SiteConfig['components'] };

afterEach(() => vi.unstubAllGlobals());

describe('shop/vat/groups', () => {
  it('changes a rate and adds a group, keeping the other settings and components', async () => {
    const user = userEvent.setup();
    const { puts, data } = renderShop('shop/vat/groups');
    const plants = await screen.findByRole('group', { name: 'Steuergruppe 2 Lebende Pflanzen' });
    const atRate = within(plants).getByRole('spinbutton', { name: 'Steuersatz (%) (AT)' });
    await user.clear(atRate);
    await user.type(atRate, '10');
    await user.click(screen.getByRole('button', { name: 'Steuergruppe hinzufügen' }));
    const added = screen.getByRole('group', { name: /^Steuergruppe 3/ });
    await user.type(within(added).getByRole('textbox', { name: 'Name' }), 'Bücher');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    expect(await toastText()).toContain('gespeichert');
    const [body] = puts as ShopBody[];
    const groups = body!.components.shop.vat_groups!;
    expect(groups.map((group) => [group.name, group.rates])).toEqual([
      ['Normalsteuersatz', { at: 20, de: 19 }],
      ['Lebende Pflanzen', { at: 10, de: 7 }],
      ['Bücher', { at: 20, de: 19 }],
    ]);
    expect(groups[2]!.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(body!.components.shop.shipping_groups).toEqual(demoShopGroups.shipping_groups);
    expect(body!.components.auth).toEqual(demoConfig.components.auth);
    expect(data.config.components.shop.vat_groups?.[1]?.rates.at).toBe(10);
  });
});

describe('shop/shipping/groups', () => {
  it('adds a step and a zip range to a group by count', async () => {
    const user = userEvent.setup();
    const { puts } = renderShop('shop/shipping/groups');
    const freight = await screen.findByRole('group', { name: 'Versandgruppe 2 Spedition (nach Stück)' });
    await user.click(within(freight).getByRole('button', { name: 'Stufe hinzufügen' }));
    const step = within(freight).getByRole('group', { name: 'Stufe 2' });
    expect(within(step).getByRole('spinbutton', { name: 'Bis Stückzahl' })).toHaveProperty('value', '21');
    await user.type(within(step).getByRole('spinbutton', { name: 'Kosten (€) (AT)' }), '89');
    await user.click(within(step).getByRole('button', { name: 'PLZ-Bereich hinzufügen' }));
    await user.type(within(step).getByRole('textbox', { name: 'PLZ von' }), '3500');
    await user.type(within(step).getByRole('textbox', { name: 'PLZ bis' }), '3599');
    await user.type(within(step).getByRole('spinbutton', { name: 'Kosten (€)' }), '39');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    await waitFor(() => expect(puts).toHaveLength(1));
    const spedition = (puts[0] as ShopBody).components.shop.shipping_groups![1]!;
    expect(spedition.unit[1]).toEqual({
      max: 21,
      costs: { at: 89, de: null },
      zips: [{ country: 'at', start: '3500', end: '3599', costs: 39 }],
    });
  });
});

describe('shop/shipping/groups: delivery time', () => {
  it('saves the working days per country once both ends are typed', async () => {
    const user = userEvent.setup();
    const { puts } = renderShop('shop/shipping/groups');
    const parcel = await screen.findByRole('group', { name: 'Versandgruppe 1 Paket (nach Gewicht)' });
    const days = within(parcel).getByRole('group', { name: 'Lieferzeit nach dem Versand (Werktage)' });
    await user.type(within(days).getByRole('spinbutton', { name: 'Werktage von (AT)' }), '1');
    await user.type(within(days).getByRole('spinbutton', { name: 'Werktage bis (AT)' }), '2');
    // Germany only half typed: left out until both ends are there.
    await user.type(within(days).getByRole('spinbutton', { name: 'Werktage von (DE)' }), '3');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    await waitFor(() => expect(puts).toHaveLength(1));
    const paket = (puts[0] as ShopBody).components.shop.shipping_groups![0]!;
    expect(paket.delivery_days).toEqual({ at: { min: 1, max: 2 } });
  });
});

describe('shop/settings/payment-methods', () => {
  it('lists every method, shows the server’s refusal of limits out of order, then saves order, countries and audience', async () => {
    const user = userEvent.setup();
    const { puts } = renderShop('shop/settings/payment-methods');
    const invoice = await screen.findByRole('group', { name: 'Rechnung' });
    expect(
      within(invoice.closest('form')!)
        .getAllByRole('group')
        .map((group) => group.getAttribute('aria-label')),
    ).toEqual([
      'Vorkasse',
      'Rechnung',
      'Barzahlung bei Abholung',
      'Kreditkarte',
      'EPS-Überweisung',
      'Klarna',
      'SEPA-Lastschrift',
    ]);
    // Online methods wait for tested Stripe keys.
    expect(screen.getByRole('checkbox', { name: 'Kreditkarte aktiv' })).toHaveProperty('disabled', true);
    expect(
      screen.getByText(/sobald die Stripe-Schlüssel des Testmodus erfolgreich getestet wurden/),
    ).toBeTruthy();
    const min = within(invoice).getByRole('spinbutton', { name: 'Minimum Rechnung (€)' });
    await user.clear(min);
    await user.type(min, '5000');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(
      await screen.findAllByText(
        'body/components/shop/paymentsources/invoice min (5000) must not exceed max (2000)',
      ),
    ).toHaveLength(2);

    await user.clear(min);
    await user.type(min, '50');
    await user.selectOptions(
      within(invoice).getByRole('combobox', { name: 'Wer Rechnung nutzen darf' }),
      'returning',
    );
    await user.type(within(invoice).getByRole('textbox', { name: 'Länder für Rechnung' }), 'AT, de');
    await user.click(screen.getByRole('button', { name: 'Rechnung nach oben' }));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(puts).toHaveLength(2));
    const shop = (puts[1] as ShopBody).components.shop;
    expect(shop.paymentsources.invoice).toEqual({
      enabled: true,
      min: 50,
      max: 2000,
      order: 0,
      audience: 'returning',
      countries: ['at', 'de'],
    });
    expect(shop.paymentsources.prepayment).toEqual({ enabled: true, min: null, max: null, order: 1 });
    expect(shop.paymentsources.card).toEqual({ enabled: false, min: null, max: null, order: 3 });
    expect(shop.vat_groups).toEqual(demoShopGroups.vat_groups);
  });

  it('switches card payments on once the Stripe keys passed the test', async () => {
    const user = userEvent.setup();
    const keys = {
      publishable_key: 'pk_test_1',
      secret_key: 'sk_test_…1234',
      webhook_secret: '',
      verified: true,
    };
    const mock = createShopAdminSettingsHandlers({
      config,
      countries: demoShopCountries,
      paymentSettings: { test: keys, live: { ...keys, verified: false }, release_after_minutes: 60 },
    });
    const puts = recordRequests('PUT', '/api/v0/config/');
    renderAdmin('/admincenter/shop/settings/payment-methods', adminUser, {
      handlers: [puts.spy, ...mock.handlers],
    });
    expect(await screen.findByText(/Schlüssel des Testmodus sind geprüft/)).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Kreditkarte aktiv' }));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await toastText()).toContain('gespeichert');
    expect(mock.data.config.components.shop.paymentsources.card).toMatchObject({ enabled: true });
  });
});

describe('shop/settings', () => {
  it('saves prices, conditions and URLs, keeping the rest', async () => {
    const user = userEvent.setup();
    const { puts } = renderShop('shop/settings');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Preise' }), 'exclusive');
    const split = screen.getByRole<HTMLInputElement>('checkbox', {
      name: 'Lieferung in zwei Sendungen anbieten',
    });
    expect(split.checked).toBe(false);
    expect(document.getElementById(split.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Liegen lieferbare und später versandte Artikel (Vorbestellungen, Froststopp) im Warenkorb, kann der Kunde sie getrennt erhalten und zahlt die Versandkosten der zweiten Sendung.',
    );
    await user.click(split);
    await user.click(
      screen.getByRole('checkbox', { name: 'Zusätzliche Bedingungen müssen an der Kasse akzeptiert werden' }),
    );
    await user.type(
      screen.getByRole('textbox', { name: 'Text der zusätzlichen Bedingungen' }),
      'Kein Umtausch.',
    );
    // Pickup windows of 30 minutes for 3 orders; the lead days left empty keep the default (1).
    const minutes = screen.getByRole('spinbutton', {
      name: 'Länge eines Abholfensters in Minuten (leer: 60)',
    });
    await user.type(minutes, '30');
    await user.type(screen.getByRole('spinbutton', { name: 'Bestellungen je Abholfenster (leer: 5)' }), '3');
    expect(
      screen.getByRole('spinbutton', { name: 'Tage bis zur ersten möglichen Abholung (leer: 1)' }),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    const shop = (puts[0] as ShopBody).components.shop;
    expect(shop.paymentsources).toEqual(config.components.shop.paymentsources);
    expect(shop.pickup).toEqual({
      ...(config.components.shop.pickup ?? { enabled: true, location: '' }),
      window_minutes: 30,
      window_capacity: 3,
    });
    expect(shop.vat_type).toBe('exclusive');
    expect(shop.additional_conditions).toEqual({ enabled: true, text: 'Kein Umtausch.' });
    expect(shop.split_deliveries).toBe(true);
    expect(shop.urls).toEqual(demoConfig.components.shop.urls);
  });

  it('sets the transit working days per country that start the withdrawal period', async () => {
    const user = userEvent.setup();
    const { puts } = renderShop('shop/settings');
    const austria = await screen.findByRole('spinbutton', { name: 'Werktage (AT)' });
    expect(austria).toHaveProperty('value', '3');
    expect(screen.getByRole('spinbutton', { name: 'Werktage (DE)' })).toHaveProperty('value', '5');
    await user.clear(austria);
    await user.type(austria, '2');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect((puts[0] as ShopBody).components.shop.transit_days).toEqual({ at: 2, de: 5 });
  });

  it('restores the spec’s default shop URLs', async () => {
    const user = userEvent.setup();
    const { puts } = renderShop('shop/settings');
    const terms = await screen.findByRole('textbox', { name: 'AGB' });
    await user.clear(terms);
    await user.type(terms, '/Geschaeftsbedingungen');
    await user.click(screen.getByRole('button', { name: 'Standardadressen wiederherstellen' }));
    expect(terms).toHaveProperty('value', '/Agb');
    expect(screen.getByRole('textbox', { name: 'Kasse: Adressschritt' })).toHaveProperty(
      'value',
      '/shop/cart/checkout/2',
    );
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect((puts[0] as ShopBody).components.shop.urls.terms).toBe('/Agb');
  });
});

describe('shop vouchers', () => {
  it('creates a voucher and refuses a code that is taken', async () => {
    const user = userEvent.setup();
    const { posts, router } = renderShop('shop/voucher/edit');
    const code = await screen.findByRole('textbox', { name: /^Code/ });
    await user.type(code, 'gw-will-komm');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findAllByText('Diesen Gutscheincode gibt es bereits.')).toHaveLength(2);

    await user.clear(code);
    await user.type(code, 'muttertag-26');
    const value = screen.getByRole('textbox', { name: 'Wert (€)' });
    await user.clear(value);
    await user.type(value, '30');
    await user.type(screen.getByLabelText('Gültig ab'), '2026-05-01');
    await user.type(screen.getByLabelText('Gültig bis'), '2026-05-31');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Vorlage' }), 'template-classic');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    await waitFor(() =>
      expect(router.state.location.pathname).toMatch(/^\/admincenter\/shop\/voucher\/edit\/voucher-new-/),
    );
    expect(posts.at(-1)).toEqual({
      code: 'MUTTERTAG-26',
      value: 30,
      remaining: 30,
      valid_from: '2026-05-01T00:00:00.000Z',
      valid_until: '2026-05-31T23:59:59.999Z',
      template: 'template-classic',
      recipient: '',
      message: '',
    });
  });

  it('lists the vouchers and shows those valid in a month on the calendar', async () => {
    const { router } = renderShop('shop/voucher/calendar?month=2026-04');
    // Spring's voucher is valid all April; the welcome voucher the whole year (one bar per week).
    expect(await screen.findAllByText(/^GW-FRUE-HLNG · €\s25,00$/)).not.toHaveLength(0);
    expect(screen.getAllByText(/^GW-WILL-KOMM · €\s10,00$/).length).toBeGreaterThanOrEqual(5);
    expect(screen.getByRole('heading', { name: 'April 2026' })).toBeTruthy();
    expect(screen.queryByText(/GW-HERB-STHK/)).toBeNull();
    expect(router.state.location.search).toBe('?month=2026-04');
  });

  it('shows the PDF preview of a template in the page', async () => {
    const user = userEvent.setup();
    const createObjectURL = vi.fn((blob: Blob) => `blob:preview-${blob.type}`);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    renderShop('shop/voucher/template/edit/template-classic');
    await user.click(await screen.findByRole('button', { name: 'Vorschau anzeigen' }));
    const frame = await screen.findByTitle('PDF-Vorschau des Gutscheins');
    expect(frame.getAttribute('src')).toBe('blob:preview-application/pdf');
    const pdf = createObjectURL.mock.calls[0]![0];
    expect((await pdf.text()).startsWith('%PDF-')).toBe(true);
  });
});

describe('shop/discount/groups', () => {
  it('adds a tier to the reseller group and switches it to a flat discount', async () => {
    const user = userEvent.setup();
    const { puts } = renderShop('shop/discount/groups');
    const reseller = await screen.findByRole('group', { name: 'Rabattgruppe 1 Wiederverkäufer' });
    await user.click(within(reseller).getByRole('button', { name: 'Stufe hinzufügen' }));
    const froms = within(reseller).getAllByRole('spinbutton', { name: 'Ab Warenwert (€)' });
    await user.clear(froms[2]!);
    await user.type(froms[2]!, '500');
    const discounts = within(reseller).getAllByRole('spinbutton', { name: 'Rabatt (%)' });
    await user.clear(discounts[2]!);
    await user.type(discounts[2]!, '25');
    await user.selectOptions(within(reseller).getByRole('combobox', { name: 'Art' }), 'flat');
    expect(within(reseller).getAllByRole('spinbutton', { name: 'Rabatt (€)' })).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    await waitFor(() => expect(puts).toHaveLength(1));
    expect((puts[0] as ShopBody).components.shop.discount_groups).toEqual([
      {
        uuid: 'wiederverkauf',
        name: 'Wiederverkäufer',
        type: 'flat',
        items: [
          { from: 0, discount: 15 },
          { from: 100, discount: 20 },
          { from: 500, discount: 25 },
        ],
        roles: ['alle'],
      },
    ]);
  });
});

describe('shop/voucher/edit of a stored voucher', () => {
  it('changes the remaining value and shows the voucher’s own PDF', async () => {
    const user = userEvent.setup();
    const createObjectURL = vi.fn((blob: Blob) => `blob:voucher-${blob.size}`);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const { vouchers } = renderShop('shop/voucher/edit/voucher-3');
    const remaining = await screen.findByRole('textbox', { name: 'Restwert (€)' });
    expect(remaining).toHaveProperty('value', '18,40');
    await user.clear(remaining);
    await user.type(remaining, '60');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findAllByText('Der Restwert darf den Gutscheinwert nicht übersteigen.')).toHaveLength(
      2,
    );
    await user.clear(remaining);
    await user.type(remaining, '12,5');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(vouchers.vouchers.find((voucher) => voucher._id === 'voucher-3')?.remaining).toBe(12.5),
    );

    await user.click(screen.getByRole('button', { name: 'Vorschau anzeigen' }));
    expect((await screen.findByTitle('PDF-Vorschau des Gutscheins')).getAttribute('src')).toMatch(
      /^blob:voucher-/,
    );
  });
});

describe('shop/settings/frost-stop', () => {
  function renderFrost(frostWaiting: number) {
    const mock = createShopAdminSettingsHandlers({ config, countries: demoShopCountries, frostWaiting });
    const puts = recordRequests('PUT', '/api/v0/shop/frost_stop/');
    const deletes = recordRequests('DELETE', '/api/v0/shop/frost_stop/');
    renderAdmin('/admincenter/shop/settings/frost-stop', adminUser, {
      handlers: [puts.spy, deletes.spy, ...mock.handlers],
    });
    return { puts: puts.bodies, deletes: deletes.urls };
  }

  it('sets an open-ended stop for a chosen group, refusing an end before its start', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-12T09:00:00Z') });
    const user = userEvent.setup();
    const { puts } = renderFrost(0);
    expect((await screen.findByTestId('frost-status')).textContent).toBe(
      'Kein Froststopp: Alles wird wie gewohnt versendet.',
    );
    await user.click(screen.getByRole('button', { name: 'Froststopp speichern' }));
    expect(screen.getByRole('alert').textContent).toBe('Bitte mindestens eine Produktgruppe wählen.');
    await user.click(await screen.findByRole('checkbox', { name: 'Heckenpflanzen' }));
    expect(screen.getByLabelText<HTMLInputElement>('Von').value).toBe('2026-12-12');
    const until = screen.getByLabelText<HTMLInputElement>(/^Bis \(einschließlich\)/);
    await user.type(until, '2026-12-01');
    await user.click(screen.getByRole('button', { name: 'Froststopp speichern' }));
    expect(screen.getByRole('alert').textContent).toBe('Der Froststopp kann nicht enden, bevor er beginnt.');
    await user.clear(until);
    await user.type(screen.getByLabelText(/^Hinweis für Kund:innen/), 'Bodenfrost');
    await user.click(screen.getByRole('button', { name: 'Froststopp speichern' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({
      groups: ['group-hedges'],
      from: '2026-12-12',
      until: null,
      text: 'Bodenfrost',
    });
    await waitFor(() =>
      expect(screen.getByTestId('frost-status').textContent).toBe('Froststopp seit 12.12.2026, ohne Ende.'),
    );
    vi.useRealTimers();
  });

  it('ends the stop and says how many customers were told their shipping day', async () => {
    const user = userEvent.setup();
    const stopped = { groups: ['group-hedges'], from: '2026-12-10', until: null, text: 'Bodenfrost' };
    config.components.shop.frost_stop = stopped;
    try {
      const { puts, deletes } = renderFrost(3);
      expect(await screen.findByText(/3 Bestellpositionen warten auf ihren Versandtag\./)).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Froststopp jetzt beenden' }));
      await waitFor(() => expect(deletes).toHaveLength(1));
      expect(puts).toEqual([]);
      expect(await toastText()).toContain('Gespeichert. 3 Kund:innen wurden über den Versandtag informiert.');
      await waitFor(() =>
        expect(screen.getByTestId('frost-status').textContent).toBe(
          'Kein Froststopp: Alles wird wie gewohnt versendet.',
        ),
      );
    } finally {
      delete config.components.shop.frost_stop;
    }
  });
});

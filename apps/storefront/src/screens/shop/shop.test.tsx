import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CartLineInput, CustomerPriceRequest, Product, SiteConfig, User } from '@gartenwerk/api-client';
import {
  createCartHandlers,
  createHandlers,
  createShopHandlers,
  customerUser,
  demoConfig,
  demoImage,
  demoImage2,
  demoProductGroups,
  serverProduct,
} from '@gartenwerk/api-client/msw';
import { server } from '../../test/setup';
import { renderApp } from '../../test/render-app';
import { cartStorageKey } from '../cart/useCart';

const config: SiteConfig = {
  ...demoConfig,
  components: {
    ...demoConfig.components,
    shop: {
      ...demoConfig.components.shop,
      show_sold_out: false,
      vat_groups: [{ uuid: 'pflanzen', name: 'Pflanzen', rates: { at: 13, de: 7 } }],
      shipping_groups: [
        { uuid: 'paket', name: 'Paket', type: 'count', unit: [{ max: 10, costs: { at: 6.9, de: 9.9 } }] },
      ],
      shipping_countries: [
        { code: 'at', shipping_free_amount_treshhold: 100 },
        { code: 'de', shipping_free_amount_treshhold: 150 },
      ],
    },
  },
};

const thuja: Product = serverProduct({
  _id: 'product-thuja',
  title: 'Lebensbaum Smaragd',
  slug: 'lebensbaum-smaragd',
  description: 'Schlanke, dichte Heckenpflanze.',
  price: 12.9,
  available: true,
  product_groups: ['group-hedges'],
  variants: [
    { key: '80', value: '60–80 cm' },
    { key: '100', value: '80–100 cm' },
  ],
  media: [demoImage._id, demoImage2._id],
  vat_groups: ['pflanzen'],
  shipping_groups: ['paket'],
  expected_days_until_shipping: 10,
  sale: true,
  new: true,
});
const beech: Product = serverProduct({
  _id: 'product-beech',
  title: 'Rotbuche',
  slug: 'rotbuche',
  price: 8.5,
  available: false,
  product_groups: ['group-hedges'],
  vat_groups: ['pflanzen'],
});
const products = [thuja, beech];

let carts: Partial<Record<'cart' | 'favorites' | 'pricerequest', CartLineInput[]>>;
let priceRequests: CustomerPriceRequest[];

function serve(user?: User) {
  // The first handler of a path answers: the test's carts and shop data before the defaults.
  server.use(
    ...createCartHandlers({ products, carts }),
    ...createShopHandlers({
      products,
      files: [demoImage, demoImage2],
      priceRequests,
      vouchers: { 'GW-7KQ2-M9XD': 20, 'GW-LEER-0000': 0 },
    }),
    ...createHandlers({ config, products, productGroups: demoProductGroups, ...(user ? { user } : {}) }),
  );
}

beforeEach(() => {
  carts = {};
  priceRequests = [];
  window.localStorage.clear();
  window.sessionStorage.clear();
  serve();
});

describe('product page', () => {
  it('names the first day with a free pickup window, and promises no pickup when every window is taken', async () => {
    const pickupConfig: SiteConfig = {
      ...config,
      components: {
        ...config.components,
        shop: { ...config.components.shop, pickup: { enabled: true, location: 'Baumschule Krems' } },
      },
    };
    const full = { start: '2030-04-15T07:00:00.000Z', end: '2030-04-15T08:00:00.000Z', free: 0 };
    const free = { start: '2030-04-16T07:00:00.000Z', end: '2030-04-16T08:00:00.000Z', free: 2 };
    let days = [
      { date: '2030-04-15', windows: [full] },
      { date: '2030-04-16', windows: [free] },
    ];
    server.use(
      http.get('*/api/v0/config/', () => HttpResponse.json([pickupConfig])),
      http.get('*/api/v0/shop/pickup/windows', () => HttpResponse.json(days)),
    );
    renderApp('/shop/group-hedges/product-thuja');
    const notice = await screen.findByTestId('delivery-time');
    // The 15th is booked out: the 16th is the first day to collect.
    await waitFor(() => expect(within(notice).getByText('Abholung ab 16.04.')).toBeTruthy());
    cleanup();

    days = [{ date: '2030-04-15', windows: [full] }];
    renderApp('/shop/group-hedges/product-thuja');
    const again = await screen.findByTestId('delivery-time');
    await waitFor(() => expect(again.textContent!.trim()).toBe('Lieferzeit 11–13 Werktage nach Österreich'));
  });

  it('shows the gallery, badges, price with the VAT note, variants and the delivery time to the delivery country', async () => {
    renderApp('/shop/group-hedges/product-thuja');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lebensbaum Smaragd' })).toBeTruthy();
    expect(screen.getByText('Sale')).toBeTruthy();
    expect(screen.getByText('Neu')).toBeTruthy();
    expect(screen.getByTestId('price').textContent).toBe('€ 12,90');
    const details = screen.getByRole('heading', { level: 1 }).parentElement!;
    expect(within(details).getByText(/inkl\. 13 % USt\./)).toBeTruthy();
    // 10 days until it is sent, then 1 to Austria's 3 transit days (no days set for its shipping group).
    expect(screen.getByTestId('delivery-time').textContent!.trim()).toBe(
      'Lieferzeit 11–13 Werktage nach Österreich',
    );
    const sizes = within(screen.getByRole('group', { name: 'Größe' })).getAllByRole('radio');
    expect(sizes.map((size) => size.closest('label')!.textContent)).toEqual(['60–80 cm', '80–100 cm']);
    expect((sizes[0] as HTMLInputElement).checked).toBe(true);

    const main = await waitFor(() => {
      const image = screen.getByRole('img', { name: 'Lebensbaum Smaragd' });
      return image.closest('picture')!;
    });
    expect(main.querySelector('source[type="image/webp"]')!.getAttribute('srcset')).toBe(
      '/api/v0/download/file-hedge/g400 400w, /api/v0/download/file-hedge/g1200 1200w',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Bild 2 zeigen' }));
    expect(screen.getByRole('img', { name: 'Lebensbaum Smaragd' }).getAttribute('src')).toBe(
      '/api/v0/download/file-apple/g800',
    );
  });

  it('opens the pictures in a lightbox that steps with buttons and arrow keys and closes with Escape', async () => {
    renderApp('/shop/group-hedges/product-thuja');
    await screen.findByRole('heading', { level: 1, name: 'Lebensbaum Smaragd' });
    const zoom = await screen.findByRole('button', { name: 'Bild 1 vergrößern' });
    await userEvent.click(zoom);
    const dialog = await screen.findByRole('dialog', { name: 'Lebensbaum Smaragd – Bild 1 von 2' });
    // The lightbox takes the largest picture there is.
    expect(within(dialog).getByRole('img', { name: 'Lebensbaum Smaragd' }).getAttribute('src')).toBe(
      '/api/v0/download/file-hedge/g1200',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Nächstes Bild' }));
    expect(screen.getByRole('dialog', { name: 'Lebensbaum Smaragd – Bild 2 von 2' })).toBeTruthy();
    expect(within(dialog).getByRole('img', { name: 'Lebensbaum Smaragd' }).getAttribute('src')).toMatch(
      /^\/api\/v0\/download\/file-apple\//,
    );
    // From the last picture the next is the first again; the arrow keys step too.
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Lebensbaum Smaragd – Bild 1 von 2' })).toBeTruthy();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('dialog', { name: 'Lebensbaum Smaragd – Bild 2 von 2' })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The page shows the picture last seen in the lightbox.
    expect(screen.getByRole('button', { name: 'Bild 2 vergrößern' })).toBeTruthy();
  });

  it('lists the plant facts its data names: the chosen size’s delivery height, location and foliage from the tags', async () => {
    serve();
    server.use(
      ...createHandlers({
        config,
        products: [{ ...thuja, tags: ['hecke', 'Halbschatten', 'immergrün'] }, beech],
        productGroups: demoProductGroups,
      }),
    );
    renderApp('/p/product-thuja');
    const facts = await screen.findByRole('region', { name: 'Pflanzendaten' });
    const terms = () =>
      within(facts)
        .getAllByRole('term')
        .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(terms()).toEqual(['Lieferhöhe: 60–80 cm', 'Standort: Halbschatten', 'Laub: immergrün']);
    // The height follows the size chosen.
    await userEvent.click(screen.getByRole('radio', { name: '80–100 cm' }));
    expect(terms()).toEqual(['Lieferhöhe: 80–100 cm', 'Standort: Halbschatten', 'Laub: immergrün']);
    // A product without such data shows none.
    renderApp('/p/product-beech');
    await screen.findByRole('heading', { level: 1, name: 'Rotbuche' });
    expect(screen.getAllByRole('region', { name: 'Pflanzendaten' })).toHaveLength(1);
  });

  it('describes the product for search engines as schema.org Product with its offer', async () => {
    renderApp('/shop/group-hedges/product-thuja');
    await screen.findByRole('heading', { level: 1, name: 'Lebensbaum Smaragd' });
    const block = await waitFor(() => {
      const element = document.querySelector('script[type="application/ld+json"]');
      expect(element).not.toBeNull();
      return element!;
    });
    const origin = window.location.origin;
    expect(JSON.parse(block.textContent!)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Lebensbaum Smaragd',
      sku: 'product-thuja',
      url: `${origin}/shop/group-hedges/product-thuja`,
      description: 'Schlanke, dichte Heckenpflanze.',
      image: `${origin}/api/v0/download/file-hedge/g800`,
      offers: {
        '@type': 'Offer',
        price: '12.90',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        url: `${origin}/shop/group-hedges/product-thuja`,
      },
    });
  });

  it('puts the chosen variant and amount into the cart and toggles the favourite', async () => {
    renderApp('/p/product-thuja');
    await screen.findByRole('heading', { level: 1, name: 'Lebensbaum Smaragd' });
    await userEvent.click(screen.getByRole('radio', { name: '80–100 cm' }));
    await userEvent.clear(screen.getByLabelText('Menge'));
    await userEvent.type(screen.getByLabelText('Menge'), '3');
    await userEvent.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
    // The toast names the size chosen and leads to the cart.
    const toast = (
      await screen.findByText('3 × „Lebensbaum Smaragd“ (80–100 cm) liegt im Warenkorb.')
    ).closest('li')!;
    expect(within(toast).getByRole('link', { name: 'Zum Warenkorb' }).getAttribute('href')).toBe('/checkout');
    expect(carts.cart).toEqual([{ item: 'product-thuja', amount: 3, variant: '100' }]);
    expect(JSON.parse(window.localStorage.getItem(cartStorageKey('cart'))!)).toEqual(carts.cart);
    expect(await screen.findByRole('link', { name: 'Warenkorb (3)' })).toBeTruthy();

    const favorite = screen.getByRole('button', { name: 'Auf die Merkliste' });
    await userEvent.click(favorite);
    await waitFor(() => expect(carts.favorites).toEqual([{ item: 'product-thuja', amount: 1 }]));
    const unfavorite = await screen.findByRole('button', { name: 'Von der Merkliste nehmen' });
    expect(unfavorite.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(unfavorite);
    await waitFor(() => expect(carts.favorites).toEqual([]));
  });

  it('says how many are left and caps the cart to the stock with a message naming the quantity', async () => {
    server.use(
      ...createCartHandlers({ products, carts, stock: { 'product-thuja': { '80': 20, '100': 3 } } }),
    );
    // The address names the product by slug; its stock is kept by id.
    renderApp('/shop/heckenpflanzen/lebensbaum-smaragd');
    await screen.findByRole('heading', { level: 1, name: 'Lebensbaum Smaragd' });
    // 20 of the first size are no news; 3 of the second are.
    expect(screen.queryByText(/nur noch/)).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: '80–100 cm' }));
    expect(await screen.findByText('nur noch 3 verfügbar')).toBeTruthy();
    await userEvent.clear(screen.getByLabelText('Menge'));
    await userEvent.type(screen.getByLabelText('Menge'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
    expect(
      await screen.findByText(
        'Von „Lebensbaum Smaragd“ sind nur noch 3 verfügbar – die Menge im Warenkorb ist jetzt 3.',
      ),
    ).toBeTruthy();
    expect(carts.cart).toEqual([{ item: 'product-thuja', amount: 3, variant: '100' }]);

    // 0, negative and fractional amounts are answered at the field and put nothing into the cart.
    const amount = screen.getByLabelText('Menge');
    await userEvent.clear(amount);
    await userEvent.type(amount, '0');
    await userEvent.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(amount.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Die Menge muss mindestens 1 sein.',
    );
    expect(carts.cart).toEqual([{ item: 'product-thuja', amount: 3, variant: '100' }]);
  });

  it('offers no way into the cart for a sold-out product', async () => {
    renderApp('/p/product-beech');
    await screen.findByRole('heading', { level: 1, name: 'Rotbuche' });
    expect(screen.getByText('Ausverkauft')).toBeTruthy();
    expect(screen.getByText('Ausverkauft – derzeit nicht bestellbar.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'In den Warenkorb' })).toBeNull();
  });

  it('shows a signed-in customer with an individual discount the discounted price', async () => {
    serve({ ...customerUser, userData: { ...customerUser.userData, shop: { discount: 10 } } });
    renderApp('/p/product-thuja');
    await screen.findByRole('heading', { level: 1, name: 'Lebensbaum Smaragd' });
    await waitFor(() => expect(screen.getByTestId('price').textContent).toBe('€ 11,61'));
    // Read out "statt € 12,90", shown € 12,90 struck through.
    expect(screen.getByTestId('price-before').textContent).toBe('statt € 12,90');
    expect(screen.getByTestId('price-before').tagName).toBe('S');
  });
});

describe('cart page', () => {
  it('shows a shipping discount as a line under the shipping, and the total less it', async () => {
    server.use(
      http.get('*/api/v0/shop_shipping_discount/', () =>
        HttpResponse.json({
          items: [
            {
              _id: 'rule-1',
              title: '2,50 € weniger',
              active: true,
              type: 'flat',
              value: 2.5,
              // No minimum, for every country, group and role.
              min_cart_value: 0,
              countries: [],
              product_groups: [],
              roles: [],
              created: '2026-03-01T08:00:00.000Z',
            },
          ],
          total: 1,
        }),
      ),
    );
    carts.cart = [{ item: 'product-thuja', amount: 3, variant: '80' }];
    renderApp('/checkout');
    await screen.findByRole('heading', { level: 1, name: 'Warenkorb' });
    // 38,70 goods + 6,90 shipping − 2,50 discount
    await waitFor(() => expect(screen.getByTestId('total').textContent).toBe('€ 43,10'));
    expect(screen.getByTestId('total-shipping').textContent).toBe('€ 6,90');
    expect(screen.getByTestId('total-shipping-discount').textContent).toBe('−€ 2,50');
    expect(screen.getByText('Versandrabatt').tagName).toBe('DT');
  });

  it('shows the lines and the totals of the domain package, and leads to the address step at its configured default address', async () => {
    carts.cart = [{ item: 'product-thuja', amount: 3, variant: '80', order_desc: 'als Hecke' }];
    renderApp('/checkout');
    expect(await screen.findByRole('heading', { level: 1, name: 'Warenkorb' })).toBeTruthy();
    const row = await screen.findByRole('article', { name: /Lebensbaum Smaragd/ });
    expect(row.textContent).toContain('60–80 cm');
    expect(within(row).getByRole('link', { name: 'Lebensbaum Smaragd' }).getAttribute('href')).toBe(
      '/shop/heckenpflanzen/lebensbaum-smaragd',
    );
    expect((within(row).getByLabelText('Anmerkung zu Lebensbaum Smaragd') as HTMLInputElement).value).toBe(
      'als Hecke',
    );
    expect(screen.getByTestId('line-total').textContent).toBe('€ 38,70');
    expect(screen.getByTestId('total-items').textContent).toBe('€ 38,70');
    expect(screen.getByTestId('total-shipping').textContent).toBe('€ 6,90');
    // Without the postcode the cart can only estimate the shipping for the chosen country.
    expect(screen.getByTestId('shipping-label').textContent).toBe('Versand nach Österreich, geschätzt');
    expect(screen.getByText(/nennt die Kasse, sobald sie Ihre Lieferadresse kennt/)).toBeTruthy();
    expect(screen.getByTestId('total').textContent).toBe('€ 45,60');
    expect(screen.getByRole('link', { name: 'Zur Kasse' }).getAttribute('href')).toBe(
      '/shop/cart/checkout/2',
    );

    await userEvent.clear(within(row).getByLabelText('Menge von Lebensbaum Smaragd'));
    await userEvent.type(within(row).getByLabelText('Menge von Lebensbaum Smaragd'), '8');
    await waitFor(() => expect(screen.getByTestId('total').textContent).toBe('€ 103,20'));
    expect(screen.getByTestId('total-shipping').textContent).toBe('versandkostenfrei');
    expect(carts.cart).toEqual([
      { item: 'product-thuja', amount: 8, variant: '80', order_desc: 'als Hecke' },
    ]);

    // 0, negative and fractional amounts are answered at the field; the line stays as it was.
    const amount = within(row).getByLabelText('Menge von Lebensbaum Smaragd');
    for (const [typed, message] of [
      ['0', 'Die Menge muss mindestens 1 sein.'],
      ['-2', 'Die Menge muss mindestens 1 sein.'],
      ['0.5', 'Bitte geben Sie eine ganze Zahl ein.'],
    ] as const) {
      await userEvent.clear(amount);
      await userEvent.type(amount, typed);
      expect(amount.getAttribute('aria-invalid')).toBe('true');
      expect(document.getElementById(amount.getAttribute('aria-describedby')!)?.textContent).toBe(message);
    }
    fireEvent.blur(amount);
    expect(carts.cart).toEqual([
      { item: 'product-thuja', amount: 8, variant: '80', order_desc: 'als Hecke' },
    ]);
    expect(screen.getByTestId('total').textContent).toBe('€ 103,20');
  });

  it('shows a customization and the products of a set in words, by their position in the set', async () => {
    carts.cart = [
      {
        item: 'product-thuja',
        amount: 1,
        customization: { Form: 'Kegel', Bindung: true },
        set: {
          order: { 'product-thuja': 2, 'product-beech': 1 },
          customization: { 'product-thuja': { Höhe: '80–100 cm' } },
        },
      },
    ];
    renderApp('/checkout');
    const row = await screen.findByRole('article', { name: /Lebensbaum Smaragd/ });
    expect(within(row).getByText('Form: Kegel, Bindung')).toBeTruthy();
    expect(within(row).getByText('Zusammenstellung:')).toBeTruthy();
    expect(
      within(row)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Rotbuche', 'Lebensbaum Smaragd (Höhe: 80–100 cm)']);
    // Readable, never the raw data.
    expect(row.textContent).not.toMatch(/[{}"]/);
    // The set goes back to the server unchanged when the amount changes, without its titles.
    await userEvent.clear(within(row).getByLabelText('Menge von Lebensbaum Smaragd'));
    await userEvent.type(within(row).getByLabelText('Menge von Lebensbaum Smaragd'), '2');
    await waitFor(() => expect(carts.cart?.[0]?.amount).toBe(2));
    expect(carts.cart?.[0]).toEqual({
      item: 'product-thuja',
      amount: 2,
      customization: { Form: 'Kegel', Bindung: true },
      set: {
        order: { 'product-thuja': 2, 'product-beech': 1 },
        customization: { 'product-thuja': { Höhe: '80–100 cm' } },
      },
    });
  });

  it('checks a voucher with the server: its message on refusal, its value off the total', async () => {
    carts.cart = [{ item: 'product-thuja', amount: 1 }];
    renderApp('/checkout');
    await screen.findByRole('article', { name: /Lebensbaum Smaragd/ });
    await userEvent.type(screen.getByLabelText('Gutscheincode'), 'GW-LEER-0000');
    await userEvent.click(screen.getByRole('button', { name: 'Einlösen' }));
    expect((await screen.findByText('Dieser Gutschein ist bereits aufgebraucht.')).getAttribute('role')).toBe(
      'alert',
    );
    await userEvent.clear(screen.getByLabelText('Gutscheincode'));
    await userEvent.type(screen.getByLabelText('Gutscheincode'), 'gw-7kq2-m9xd');
    await userEvent.click(screen.getByRole('button', { name: 'Einlösen' }));
    expect(await screen.findByText(/Gutschein GW-7KQ2-M9XD: € 20,00 Guthaben/)).toBeTruthy();
    // 12,90 + 6,90 shipping = 19,80, all paid by the voucher.
    expect(screen.getByTestId('total').textContent).toBe('€ 0,00');
  });

  it('names the products the server removed, and restores a cart the server lost from localStorage', async () => {
    window.localStorage.setItem(
      cartStorageKey('cart'),
      JSON.stringify([
        { item: 'product-thuja', amount: 2 },
        { item: 'product-weg', amount: 1 },
      ]),
    );
    renderApp('/checkout');
    expect(
      (await screen.findByText('Nicht mehr erhältlich und entfernt: ein unbekanntes Produkt')).getAttribute(
        'role',
      ),
    ).toBe('alert');
    expect(carts.cart).toEqual([{ item: 'product-thuja', amount: 2 }]);
    expect(screen.getByTestId('total-items').textContent).toBe('€ 25,80');
  });
});

describe('favourites and price request', () => {
  it('sends the price-request cart with the contact details and empties it', async () => {
    const set = { order: { 'product-thuja': 1 }, customization: { 'product-thuja': 'Kegelschnitt' } };
    carts.pricerequest = [{ item: 'product-beech', amount: 40, order_desc: 'für 20 m', set }];
    renderApp('/pricerequest');
    expect(await screen.findByRole('heading', { level: 1, name: 'Preisanfrage' })).toBeTruthy();
    await screen.findByRole('link', { name: 'Rotbuche' });
    // The line's set and note in words.
    const line = screen.getByRole('link', { name: 'Rotbuche' }).closest('li')!;
    expect(within(line).getByRole('listitem').textContent).toBe('Lebensbaum Smaragd (Kegelschnitt)');
    expect(within(line).getByText('Anmerkung: für 20 m')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Name'), 'Jonas Bauer');
    await userEvent.type(screen.getByLabelText('E-Mail'), 'bauherr@example.de');
    await userEvent.click(screen.getByRole('button', { name: 'Preisanfrage senden' }));
    expect(
      await screen.findByText('Danke! Ihre Preisanfrage ist bei uns eingegangen, wir melden uns in Kürze.'),
    ).toBeTruthy();
    expect(priceRequests).toHaveLength(1);
    expect(priceRequests[0]).toMatchObject({
      email: 'bauherr@example.de',
      name: 'Jonas Bauer',
      items: [{ item: 'product-beech', amount: 40, order_desc: 'für 20 m', title: 'Rotbuche', set }],
    });
    expect(carts.pricerequest).toEqual([]);
  });

  it('lists the favourites and puts one into the cart', async () => {
    carts.favorites = [{ item: 'product-thuja', amount: 1 }];
    renderApp('/favorites');
    await userEvent.click(await screen.findByRole('button', { name: 'Lebensbaum Smaragd in den Warenkorb' }));
    await waitFor(() => expect(carts.cart).toEqual([{ item: 'product-thuja', amount: 1, variant: '80' }]));
  });
});

describe('shop screens', () => {
  it('shows the shipping costs per group and country with the free-shipping thresholds', async () => {
    renderApp('/shipping');
    expect(await screen.findByRole('heading', { level: 1, name: 'Versandkosten' })).toBeTruthy();
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['bis Stück', 'Versand nach Österreich', 'Versand nach Deutschland']);
    expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['€ 6,90', '€ 9,90']);
    expect(screen.getByText('Österreich: versandkostenfrei ab € 100,00')).toBeTruthy();
    expect(screen.getByText('Deutschland: versandkostenfrei ab € 150,00')).toBeTruthy();
  });

  it('offers the catalogue’s spelling of a near miss as a link that searches it', async () => {
    serve();
    const searched: string[] = [];
    server.use(
      http.get('*/api/v0/shop/search', ({ request }) => {
        const text = new URL(request.url).searchParams.get('text') ?? '';
        searched.push(text);
        // The server's answer to a typo: the products of its spelling, and the spelling.
        return HttpResponse.json(
          text === 'Tuja' ? { items: [thuja], total: 1, suggestion: 'Thuja' } : { items: [thuja], total: 1 },
        );
      }),
    );
    renderApp('/search?q=Tuja');
    const suggestion = await screen.findByTestId('search-suggestion');
    expect(suggestion.textContent).toBe('Meinten Sie: Thuja?');
    await userEvent.click(within(suggestion).getByRole('link', { name: 'Thuja' }));
    expect(await screen.findByRole('heading', { level: 2, name: '1 Treffer für „Thuja“' })).toBeTruthy();
    expect(screen.queryByTestId('search-suggestion')).toBeNull();
    expect((screen.getByLabelText('Suchbegriff') as HTMLInputElement).value).toBe('Thuja');
    expect(searched).toEqual(['Tuja', 'Thuja']);
  });

  it('searches the catalogue; the legal links are the footer’s, once, through the shop URLs the owner set', async () => {
    server.use(
      ...createHandlers({
        config: {
          ...config,
          components: {
            ...config.components,
            shop: {
              ...config.components.shop,
              urls: { ...config.components.shop.urls, terms: '/Geschaeftsbedingungen' },
            },
          },
        },
        products,
        productGroups: demoProductGroups,
      }),
    );
    renderApp('/search');
    await userEvent.type(await screen.findByLabelText('Suchbegriff'), 'buche');
    await userEvent.click(screen.getByRole('button', { name: 'Suchen' }));
    expect(await screen.findByRole('heading', { level: 2, name: '1 Treffer für „buche“' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Rotbuche' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Rotbuche' }).getAttribute('href')).toBe(
      '/shop/heckenpflanzen/rotbuche',
    );
    const legal = screen.getByRole('navigation', { name: 'Rechtliches' });
    await waitFor(() =>
      expect(
        within(legal)
          .getAllByRole('link')
          .map((link) => `${link.textContent} ${link.getAttribute('href')}`),
      ).toEqual([
        'Impressum /Imprint',
        'Datenschutz /Privacy',
        'AGB /Geschaeftsbedingungen',
        'Widerrufsbelehrung /Widerrufsbelehrung',
        'Versand & Zahlung /Versandkosten',
        'Vertrag widerrufen /widerrufen',
        'Haftungsausschluss /Disclaimer',
      ]),
    );
    // No second legal navigation in the shop area: each legal link once per page.
    expect(screen.getAllByRole('navigation').map((nav) => nav.getAttribute('aria-label'))).toEqual([
      'Hauptnavigation',
      'Shop',
      'Service und Rechtliches',
      'Rechtliches',
    ]);
    expect(screen.getAllByRole('link', { name: 'Impressum' })).toHaveLength(1);
  });
});

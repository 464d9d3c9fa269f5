import { databaseKinds } from '@gartenwerk/test-helpers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, STOREFRONT_BUILD, type TestServer } from '../../test/support';
import type { SiteConfig } from '../areas/config/schemas';
import type { Product } from '../areas/shop-product/schemas';
import type { ProductGroup } from '../areas/shop-productgroup/schemas';

describe.each(await databaseKinds())('shop pages at their configured addresses on %s', (kind) => {
  let server: TestServer;
  let hedges: ProductGroup;
  beforeAll(async () => {
    server = await startTestServer(kind, { storefrontDist: STOREFRONT_BUILD });
    hedges = (await call(server, 'GET', '/api/v0/shop_productgroup/'))
      .json<{ items: ProductGroup[] }>()
      .items.find((group) => group.title === 'Heckenpflanzen')!;
  });
  afterAll(() => server.close());

  const get = (url: string, language = 'de') =>
    call(server, 'GET', url, undefined, undefined, { 'accept-language': language });
  const admin = (method: 'POST' | 'PUT', url: string, payload: object, language = 'de') =>
    call(server, method, url, payload, server.adminToken, { 'accept-language': language });
  const setUrls = async (urls: Partial<SiteConfig['components']['shop']['urls']>, language = 'de') => {
    const [config] = (await get('/api/v0/config/')).json<SiteConfig[]>();
    if (!config) throw new Error('no configuration');
    const shop = { ...config.components.shop, urls: { ...config.components.shop.urls, ...urls } };
    return admin('PUT', '/api/v0/config/', { components: { ...config.components, shop } }, language);
  };
  const expectMoved = async (from: string, to: string) => {
    const answer = await get(from);
    expect([answer.statusCode, answer.headers.location], from).toEqual([301, to]);
  };

  it('answers the checkout address step at its default address, and its step number leads there', async () => {
    const step = await get('/shop/cart/checkout/2');
    expect(step.statusCode).toBe(200);
    expect(step.body).toContain('<h1>Kasse</h1>');
    await expectMoved('/checkout/1', '/shop/cart/checkout/2');
  });

  it('gives every fixed shop screen its own title and description, in the page’s language', async () => {
    const titles: Array<[string, string, string]> = [
      ['/checkout', 'Warenkorb – Gartenwerk – Baumschule', 'Cart – Gartenwerk – Baumschule'],
      [
        '/shop/cart/checkout/2',
        'Kasse: Adressen – Gartenwerk – Baumschule',
        'Checkout: addresses – Gartenwerk – Baumschule',
      ],
      [
        '/checkout/2',
        'Kasse: Versand und Zahlung – Gartenwerk – Baumschule',
        'Checkout: shipping and payment – Gartenwerk – Baumschule',
      ],
      [
        '/checkout/3',
        'Kasse: Übersicht – Gartenwerk – Baumschule',
        'Checkout: summary – Gartenwerk – Baumschule',
      ],
      [
        '/checkout/done',
        'Bestellung abgeschlossen – Gartenwerk – Baumschule',
        'Order placed – Gartenwerk – Baumschule',
      ],
      ['/login', 'Anmelden – Gartenwerk – Baumschule', 'Log in – Gartenwerk – Baumschule'],
      ['/signup', 'Registrieren – Gartenwerk – Baumschule', 'Sign up – Gartenwerk – Baumschule'],
      ['/account', 'Kundenkonto – Gartenwerk – Baumschule', 'Customer account – Gartenwerk – Baumschule'],
      ['/account/addresses', 'Adressen – Gartenwerk – Baumschule', 'Addresses – Gartenwerk – Baumschule'],
      [
        '/account/addresses/add',
        'Adresse bearbeiten – Gartenwerk – Baumschule',
        'Edit address – Gartenwerk – Baumschule',
      ],
      [
        '/account/addresses/edit/abc',
        'Adresse bearbeiten – Gartenwerk – Baumschule',
        'Edit address – Gartenwerk – Baumschule',
      ],
      ['/account/orders', 'Bestellungen – Gartenwerk – Baumschule', 'Orders – Gartenwerk – Baumschule'],
      ['/account/orders/abc', 'Bestellung – Gartenwerk – Baumschule', 'Order – Gartenwerk – Baumschule'],
      ['/search', 'Suche – Gartenwerk – Baumschule', 'Search – Gartenwerk – Baumschule'],
      ['/specials', 'Angebote – Gartenwerk – Baumschule', 'Specials – Gartenwerk – Baumschule'],
      ['/shop', 'Shop – Gartenwerk – Baumschule', 'Shop – Gartenwerk – Baumschule'],
      ['/pricerequest', 'Preisanfrage – Gartenwerk – Baumschule', 'Price request – Gartenwerk – Baumschule'],
      ['/favorites', 'Merkliste – Gartenwerk – Baumschule', 'Favourites – Gartenwerk – Baumschule'],
      [
        '/resetPassword/abc',
        'Passwort zurücksetzen – Gartenwerk – Baumschule',
        'Reset password – Gartenwerk – Baumschule',
      ],
      [
        '/reset2FA',
        'Zwei-Faktor zurücksetzen – Gartenwerk – Baumschule',
        'Reset two-factor – Gartenwerk – Baumschule',
      ],
      [
        '/verify/abc',
        'E-Mail bestätigen – Gartenwerk – Baumschule',
        'Verify e-mail – Gartenwerk – Baumschule',
      ],
      ['/shipping', 'Versandkosten – Gartenwerk – Baumschule', 'Shipping costs – Gartenwerk – Baumschule'],
      [
        '/widerrufen',
        'Vertrag widerrufen – Gartenwerk – Baumschule',
        'Withdraw from a contract – Gartenwerk – Baumschule',
      ],
    ];
    for (const [route, german, english] of titles) {
      const url = `/api/v0/seo/meta?route=${encodeURIComponent(route)}`;
      const de = (await get(url)).json<{ title: string; description: string }>();
      expect(de.title, route).toBe(german);
      expect(de.description, route).not.toBe('');
      expect((await get(url, 'en')).json<{ title: string }>().title, route).toBe(english);
    }
    expect((await get('/api/v0/seo/meta?route=%2Fcheckout')).json().description).toBe(
      'Ihr Warenkorb mit Preisen, Versandkosten und Gutschein.',
    );
    // The page carries them, and its own address as the canonical one.
    const cart = (await get('/checkout')).body;
    expect(cart).toContain('<title>Warenkorb – Gartenwerk – Baumschule</title>');
    expect(cart).toContain(
      '<meta name="description" content="Ihr Warenkorb mit Preisen, Versandkosten und Gutschein.">',
    );
    expect(cart).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/checkout">/);
    // Legal pages keep the titles of their entries.
    expect((await get('/api/v0/seo/meta?route=%2FPrivacy')).json().title).toBe(
      'Datenschutzerklärung – Gartenwerk – Baumschule',
    );
  });

  it('moves the shop pages to the addresses an admin sets; the old ones answer 301', async () => {
    const saved = await setUrls({
      shop: '/laden',
      login: '/anmelden',
      account: '/mein-konto',
      checkout: '/kasse',
      checkout_address: '/kasse/adresse',
      search: '/suche',
      privacy: '/Datenschutz',
    });
    expect(saved.statusCode).toBe(200);

    const group = await get('/laden/heckenpflanzen');
    expect(group.statusCode).toBe(200);
    expect(group.body).toContain('<h1>Heckenpflanzen</h1>');
    expect(group.body).toContain('href="/laden/heckenpflanzen/');
    expect((await get('/kasse/adresse')).body).toContain('<h1>Kasse</h1>');
    expect((await get('/anmelden')).body).toMatch(/<h1[^>]*>Anmelden<\/h1>/);
    expect((await get('/Datenschutz')).body).toContain('Datenschutzerklärung</h1>');

    await expectMoved('/shop', '/laden');
    await expectMoved('/shop/heckenpflanzen', '/laden/heckenpflanzen');
    await expectMoved(`/shop/${hedges._id}`, '/laden/heckenpflanzen');
    await expectMoved('/login?redirect=%2Fkasse', '/anmelden?redirect=%2Fkasse');
    await expectMoved('/account/orders', '/mein-konto/orders');
    await expectMoved('/search?q=eibe', '/suche?q=eibe');
    await expectMoved('/Privacy', '/Datenschutz');
    await expectMoved('/shop/cart/checkout/2', '/kasse/adresse');
    await expectMoved('/kasse/1', '/kasse/adresse');
    // A signed-out visitor of the account goes to the login at its new address.
    const account = await get('/mein-konto/orders');
    expect(account.headers.location).toBe('/anmelden?redirect=%2Fmein-konto%2Forders');

    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).toContain('/laden/heckenpflanzen</loc>');
    expect(sitemap).not.toContain('/shop/heckenpflanzen</loc>');
    const meta = (await get('/api/v0/seo/meta?route=%2Fladen%2Fheckenpflanzen')).json<{ title: string }>();
    expect(meta.title).toBe('Heckenpflanzen – Gartenwerk – Baumschule');
    const privacy = (await get('/api/v0/seo/meta?route=%2FDatenschutz')).json<{ title: string }>();
    expect(privacy.title).toBe('Datenschutzerklärung – Gartenwerk – Baumschule');
    const login = (await get('/api/v0/seo/meta?route=%2Fanmelden')).json<{ title: string }>();
    expect(login.title).toBe('Anmelden – Gartenwerk – Baumschule');
  });

  it('follows a page through several moves and lets an address in use again be a page', async () => {
    expect((await setUrls({ shop: '/pflanzen' })).statusCode).toBe(200);
    await expectMoved('/shop/heckenpflanzen', '/pflanzen/heckenpflanzen');
    await expectMoved('/laden', '/pflanzen');
    expect((await setUrls({ shop: '' })).statusCode).toBe(200);
    expect((await get('/shop/heckenpflanzen')).statusCode).toBe(200);
    await expectMoved('/pflanzen/heckenpflanzen', '/shop/heckenpflanzen');
    await expectMoved('/laden', '/shop');
  });

  it('refuses an address the storefront cannot route and two pages at one address (400)', async () => {
    const form = await setUrls({ login: 'anmelden' });
    expect(form.statusCode).toBe(400);
    expect(form.json().message).toBe(
      'Die Adresse „anmelden“ (login) muss mit / beginnen und darf nur Buchstaben a–z, Ziffern, Punkt, Bindestrich und Unterstrich enthalten; /api und /admincenter sind vergeben.',
    );
    expect((await setUrls({ account: '/api/konto' })).statusCode).toBe(400);
    const clash = await setUrls({ login: '/Konto', signup: '/konto' }, 'en');
    expect(clash.statusCode).toBe(400);
    expect(clash.json().message).toBe('The shop pages login, signup would share one address.');
  });

  it('leads a group’s and a product’s former slug to the current one (301)', async () => {
    const product = (
      await admin('POST', '/api/v0/shop_product/', {
        title: 'Hainbuche',
        price: 12,
        product_groups: [hedges._id],
      })
    ).json<Product>();
    expect(
      (await admin('PUT', `/api/v0/shop_product/${product._id}`, { slug: 'hainbuche-carpinus' })).statusCode,
    ).toBe(200);
    expect(
      (await admin('PUT', `/api/v0/shop_productgroup/${hedges._id}`, { slug: 'hecken' })).statusCode,
    ).toBe(200);
    await expectMoved('/shop/heckenpflanzen', '/shop/hecken');
    await expectMoved('/shop/heckenpflanzen/hainbuche', '/shop/hecken/hainbuche-carpinus');
    await expectMoved('/shop/hecken/hainbuche', '/shop/hecken/hainbuche-carpinus');
    await expectMoved('/p/hainbuche', '/shop/hecken/hainbuche-carpinus');
    const page = await get('/shop/hecken/hainbuche-carpinus');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Hainbuche</h1>');
    // A former slug another item takes now names that item.
    const newcomer = (
      await admin('POST', '/api/v0/shop_productgroup/', { title: 'Neu', slug: 'heckenpflanzen' })
    ).json<ProductGroup>();
    expect(newcomer.slug).toBe('heckenpflanzen');
    expect((await get('/shop/heckenpflanzen')).statusCode).toBe(200);
  });
});

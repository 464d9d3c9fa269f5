import { databaseKinds } from '@gartenwerk/test-helpers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminCalls,
  bearer,
  call,
  startTestServer,
  STOREFRONT_BUILD,
  type TestServer,
} from '../../test/support';
import type { Product } from '../areas/shop-product/schemas';
import type { ProductGroup } from '../areas/shop-productgroup/schemas';

describe.each(await databaseKinds())('readable shop addresses on %s', (kind) => {
  let server: TestServer;
  let hedges: ProductGroup;
  let yew: Product;
  beforeAll(async () => {
    server = await startTestServer(kind, { storefrontDist: STOREFRONT_BUILD });
    hedges = (await call(server, 'GET', '/api/v0/shop_productgroup/'))
      .json<{ items: ProductGroup[] }>()
      .items.find((group) => group.title === 'Heckenpflanzen')!;
    yew = (
      await admin('POST', '/api/v0/shop_product/', {
        title: 'Eibe (Taxus baccata)',
        price: 24.9,
        product_groups: [hedges._id],
      })
    ).json<Product>();
  });
  afterAll(() => server.close());

  const admin = adminCalls(() => server);
  const get = (url: string) => call(server, 'GET', url);

  it('makes slugs from titles, German umlauts written out', async () => {
    expect(hedges.slug).toBe('heckenpflanzen');
    expect(yew.slug).toBe('eibe-taxus-baccata');
    const group = await admin('POST', '/api/v0/shop_productgroup/', {
      title: 'Größere Obstbäume & Sträucher',
    });
    expect(group.json<ProductGroup>().slug).toBe('groessere-obstbaeume-straeucher');
  });

  it('keeps slugs unique with -2, -3 and skips the shop pages under /shop', async () => {
    const slugs = [];
    for (let index = 0; index < 2; index++) {
      const twin = await admin('POST', '/api/v0/shop_product/', { title: 'Eibe (Taxus Baccata)', price: 9 });
      slugs.push(twin.json<Product>().slug);
    }
    expect(slugs).toEqual(['eibe-taxus-baccata-2', 'eibe-taxus-baccata-3']);
    const cart = await admin('POST', '/api/v0/shop_productgroup/', { title: 'Cart' });
    expect(cart.json<ProductGroup>().slug).toBe('cart-2');
    const signs = await admin('POST', '/api/v0/shop_productgroup/', { title: '% & €' });
    expect(signs.json<ProductGroup>().slug).toBe('gruppe');
  });

  it('keeps the slug when the title changes, and takes the slug an admin gives', async () => {
    const renamed = await admin('PUT', `/api/v0/shop_product/${yew._id}`, { title: 'Gemeine Eibe' });
    expect(renamed.json<Product>()).toMatchObject({ title: 'Gemeine Eibe', slug: 'eibe-taxus-baccata' });
    const own = await admin('PUT', `/api/v0/shop_product/${yew._id}`, { slug: 'eibe' });
    expect(own.statusCode).toBe(200);
    expect(own.json<Product>().slug).toBe('eibe');
    const same = await admin('PUT', `/api/v0/shop_product/${yew._id}`, { slug: 'eibe', price: 25.9 });
    expect(same.statusCode).toBe(200);
    const back = await admin('PUT', `/api/v0/shop_product/${yew._id}`, { slug: 'eibe-taxus-baccata' });
    expect(back.json<Product>().slug).toBe('eibe-taxus-baccata');
    const fresh = await admin('POST', '/api/v0/shop_product/', {
      title: 'Eibe',
      slug: 'eibe-jung',
      price: 5,
    });
    expect(fresh.json<Product>().slug).toBe('eibe-jung');
  });

  it('refuses a slug of the wrong form (400), one another product holds (409) and a shop page (400)', async () => {
    for (const slug of ['Eibe', 'eibe taxus', 'eibe--taxus', '-eibe', 'eibe_taxus', 'öl']) {
      const answer = await admin('PUT', `/api/v0/shop_product/${yew._id}`, { slug });
      expect(answer.statusCode, slug).toBe(400);
      expect(answer.json().message, slug).toBe(
        'Der Kurzname (slug) darf nur Kleinbuchstaben (a–z), Ziffern und einzelne Bindestriche dazwischen enthalten.',
      );
    }
    const taken = await admin('PUT', `/api/v0/shop_product/${yew._id}`, { slug: 'eibe-taxus-baccata-2' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'SLUG_TAKEN',
      message: 'Den Kurznamen „eibe-taxus-baccata-2“ hat bereits ein anderes Produkt.',
    });
    const english = await admin(
      'PUT',
      `/api/v0/shop_product/${yew._id}`,
      { slug: 'eibe-taxus-baccata-2' },
      { ...bearer(server.adminToken), 'accept-language': 'en' },
    );
    expect(english.json().message).toBe('Another product already has the slug “eibe-taxus-baccata-2”.');
    const created = await admin('POST', '/api/v0/shop_product/', { title: 'X', slug: 'eibe-jung', price: 1 });
    expect(created.statusCode).toBe(409);
    const page = await admin('PUT', `/api/v0/shop_productgroup/${hedges._id}`, { slug: 'checkout' });
    expect(page.statusCode).toBe(400);
    expect(page.json().message).toBe('„checkout“ ist eine Seite des Shops und kann kein Kurzname sein.');
    expect((await get(`/api/v0/shop_product/${yew._id}`)).json<Product>().slug).toBe('eibe-taxus-baccata');
  });

  it('finds a product and a group by id and by slug, and lists a group by its slug', async () => {
    for (const key of [yew._id, 'eibe-taxus-baccata']) {
      const answer = await get(`/api/v0/shop_product/${key}`);
      expect(answer.statusCode, key).toBe(200);
      expect(answer.json<Product>()._id).toBe(yew._id);
    }
    for (const key of [hedges._id, 'heckenpflanzen']) {
      expect((await get(`/api/v0/shop_productgroup/${key}`)).json<ProductGroup>()._id).toBe(hedges._id);
    }
    const byId = (await get(`/api/v0/shop_product/?product_groups=${hedges._id}`)).json();
    const bySlug = (await get('/api/v0/shop_product/?product_groups=heckenpflanzen')).json();
    expect(bySlug).toEqual(byId);
    expect(bySlug.items.map((product: Product) => product.title)).toContain('Gemeine Eibe');
    expect((await get('/api/v0/shop_product/gibt-es-nicht')).statusCode).toBe(404);
  });

  it('answers the old id addresses with 301 to the slug address, keeping the query', async () => {
    const moves: Array<[string, string]> = [
      [`/shop/${hedges._id}`, '/shop/heckenpflanzen'],
      [`/shop/${hedges._id}/`, '/shop/heckenpflanzen'],
      [`/shop/${hedges._id}/${yew._id}`, '/shop/heckenpflanzen/eibe-taxus-baccata'],
      [`/shop/heckenpflanzen/${yew._id}`, '/shop/heckenpflanzen/eibe-taxus-baccata'],
      [`/shop/${hedges._id}/eibe-taxus-baccata`, '/shop/heckenpflanzen/eibe-taxus-baccata'],
      [`/p/${yew._id}`, '/shop/heckenpflanzen/eibe-taxus-baccata'],
      [`/p/${yew._id}?variante=gross`, '/shop/heckenpflanzen/eibe-taxus-baccata?variante=gross'],
      ['/p/eibe-taxus-baccata', '/shop/heckenpflanzen/eibe-taxus-baccata'],
    ];
    for (const [from, to] of moves) {
      const answer = await get(from);
      expect(answer.statusCode, from).toBe(301);
      expect(answer.headers.location, from).toBe(to);
    }
    // A product in no group lives at /p/<slug>.
    const loose = (await admin('POST', '/api/v0/shop_product/', { title: 'Gartenschere', price: 19 })).json();
    const moved = await get(`/p/${loose._id}`);
    expect([moved.statusCode, moved.headers.location]).toEqual([301, '/p/gartenschere']);
  });

  it('renders the product at its slug address and sends no redirect for unknown or offline ids', async () => {
    const page = await get('/shop/heckenpflanzen/eibe-taxus-baccata');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Gemeine Eibe</h1>');
    const group = await get('/shop/heckenpflanzen');
    expect(group.statusCode).toBe(200);
    expect(group.body).toContain('Gemeine Eibe');

    expect((await get('/p/0123456789abcdef01234567')).statusCode).toBe(404);
    const hidden = (
      await admin('POST', '/api/v0/shop_product/', { title: 'Versteckt', price: 1, offline: true })
    ).json<Product>();
    expect((await get(`/p/${hidden._id}`)).statusCode).toBe(404);
  });

  it('answers an address asked before anew once the product behind it changes', async () => {
    const rose = (
      await admin('POST', '/api/v0/shop_product/', {
        title: 'Kletterrose',
        price: 14.9,
        product_groups: [hedges._id],
      })
    ).json<Product>();
    const byId = `/shop/heckenpflanzen/${rose._id}`;
    const first = await get(byId);
    expect([first.statusCode, first.headers.location]).toEqual([301, '/shop/heckenpflanzen/kletterrose']);

    await admin('PUT', `/api/v0/shop_product/${rose._id}`, { offline: true });
    expect((await get(byId)).statusCode).toBe(404);

    await admin('PUT', `/api/v0/shop_product/${rose._id}`, { offline: false, slug: 'kletterrose-rot' });
    const renamed = await get(byId);
    expect([renamed.statusCode, renamed.headers.location]).toEqual([
      301,
      '/shop/heckenpflanzen/kletterrose-rot',
    ]);
    const former = await get('/shop/heckenpflanzen/kletterrose');
    expect([former.statusCode, former.headers.location]).toEqual([
      301,
      '/shop/heckenpflanzen/kletterrose-rot',
    ]);
  });
});

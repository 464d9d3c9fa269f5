import { databaseKinds } from '@gartenwerk/test-helpers';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestServer, type TestServer } from '../../../test/support';
import { updateConfig } from '../config/service';
import type { Entry } from '../entry/schemas';
import { entries } from '../entry/table';
import { shopProducts } from '../shop-product/table';

describe.each(await databaseKinds())('seo on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  const get = (url: string) =>
    server.app.inject({ method: 'GET', url, headers: { host: 'gartenwerk.test' } });

  it('robots.txt keeps crawlers out of the admin centre and the API and names the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe(
      'User-agent: *\nDisallow: /admincenter\nDisallow: /api\n\nSitemap: http://gartenwerk.test/sitemap.xml\n',
    );
  });

  it('the sitemap lists published pages, news items and online products, never drafts or offline products', async () => {
    const draft = await server.app.inject({
      method: 'POST',
      url: '/api/v0/entry/',
      headers: bearer(server.adminToken),
      body: { title: 'Geheim', route: '/Geheim' },
    });
    expect(draft.statusCode).toBe(201);
    const [offline] = await server.database.db
      .update(shopProducts)
      .set({ offline: true })
      .where(eq(shopProducts.title, "Birne 'Williams Christ' Buschbaum"))
      .returning();
    const [online] = await server.database.db
      .select()
      .from(shopProducts)
      .where(eq(shopProducts.title, "Apfel 'Topaz' Halbstamm"));

    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual(
      expect.arrayContaining([
        'http://gartenwerk.test/',
        'http://gartenwerk.test/Aktuelles',
        'http://gartenwerk.test/Aktuelles/schnittkurs',
        'http://gartenwerk.test/Lebensbaeume',
        'http://gartenwerk.test/Oeffnungszeiten',
        'http://gartenwerk.test/shop/obstbaeume',
        'http://gartenwerk.test/shop/obstbaeume/apfel-topaz-halbstamm',
      ]),
    );
    expect(online!.slug).toBe('apfel-topaz-halbstamm');
    expect(locs).not.toContain('http://gartenwerk.test/Geheim');
    expect(locs).not.toContain('http://gartenwerk.test/shop/obstbaeume/birne-williams-christ-buschbaum');
    expect(offline!.slug).toBe('birne-williams-christ-buschbaum');
    expect(locs.filter((loc) => /\/p\/|[0-9a-f]{24}/.test(loc ?? ''))).toEqual([]);
    expect(new Set(locs).size).toBe(locs.length);
    expect(response.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
  });

  it('gives meta and og tags from the entry, config meta.routes and og_image', async () => {
    await updateConfig(server.database.db, {
      meta: {
        og_image: 'ogbild',
        routes: [
          { route: '/', meta: { title: 'Gartenwerk – Baumschule', description: 'Baumschule in Krems' } },
          { route: '/Gutscheine', meta: { title: 'Gutscheine', description: 'Aus der Konfiguration' } },
        ],
      },
    });
    const meta = await get('/api/v0/seo/meta?route=/Lebensbaeume');
    expect(meta.json()).toEqual({
      title: 'Lebensbäume – der Ratgeber – Gartenwerk – Baumschule',
      description: 'Thuja Smaragd oder Brabant? Pflanzabstand, Pflege und Schnitt der Lebensbaumhecke.',
      keywords: '',
      og: {
        title: 'Lebensbäume – der Ratgeber',
        description: 'Thuja Smaragd oder Brabant? Pflanzabstand, Pflege und Schnitt der Lebensbaumhecke.',
        type: 'website',
        url: 'http://gartenwerk.test/Lebensbaeume',
        image: 'http://gartenwerk.test/api/v0/download/ogbild',
      },
    });

    const [guide] = await server.database.db.select().from(entries).where(eq(entries.slug, 'lebensbaeume'));
    await server.app.inject({
      method: 'PUT',
      url: `/api/v0/entry/${guide!.id}`,
      headers: bearer(server.adminToken),
      body: {
        media: { images: [{ _id: 'thujabild' }] },
        meta_keywords: 'Thuja, Hecke',
      } satisfies Partial<Entry>,
    });
    const withImage = (await get('/api/v0/seo/meta?route=/Lebensbaeume')).json();
    expect(withImage.og.image).toBe('http://gartenwerk.test/api/v0/download/thujabild');
    expect(withImage.keywords).toBe('Thuja, Hecke');

    const news = (await get('/api/v0/seo/meta?route=/Aktuelles/schnittkurs')).json();
    expect(news.og).toMatchObject({ title: 'Obstbaum-Schnittkurs im Frühjahr', type: 'article' });
    // The list of news has its own meta (here the site's), never that of its newest item.
    const list = (await get('/api/v0/seo/meta?route=/Aktuelles')).json();
    expect(list).toMatchObject({ title: 'Gartenwerk – Baumschule', og: { type: 'website' } });
    // A title that names the site already does not get its name twice.
    const start = (await get('/api/v0/seo/meta?route=/')).json();
    expect(start.title).toBe('Willkommen bei Gartenwerk');
    const none = (await get('/api/v0/seo/meta?route=/Nirgendwo')).json();
    expect(none).toMatchObject({ title: 'Gartenwerk – Baumschule', description: 'Baumschule in Krems' });
    expect((await get('/api/v0/seo/meta?route=Lebensbaeume')).statusCode).toBe(400);
  });

  it('names a product group and a product in the title of their pages, with the product text as description', async () => {
    await updateConfig(server.database.db, {
      meta: {
        og_image: null,
        routes: [
          { route: '/', meta: { title: 'Gartenwerk – Baumschule', description: 'Baumschule in Krems' } },
        ],
      },
    });
    const group = (await get('/api/v0/seo/meta?route=/shop/obstbaeume')).json();
    expect(group).toMatchObject({
      title: 'Obstbäume – Gartenwerk – Baumschule',
      description: 'Baumschule in Krems',
      og: { title: 'Obstbäume', url: 'http://gartenwerk.test/shop/obstbaeume' },
    });
    const description = 'Schorfresistente Sorte mit würzig-säuerlichen Früchten, Ernte ab Anfang Oktober.';
    for (const route of ['/shop/obstbaeume/apfel-topaz-halbstamm', '/p/apfel-topaz-halbstamm']) {
      expect((await get(`/api/v0/seo/meta?route=${route}`)).json()).toMatchObject({
        title: "Apfel 'Topaz' Halbstamm – Gartenwerk – Baumschule",
        description,
        og: { title: "Apfel 'Topaz' Halbstamm", description },
      });
    }
    // Shop pages that are no group or product keep the site's meta, as do unknown and malformed slugs.
    for (const route of [
      '/shop/cart',
      '/shop/cart/checkout',
      '/shop/unbekannt',
      '/p/unbekannt',
      '/Aktuelles/%E0',
    ]) {
      const meta = await get(`/api/v0/seo/meta?route=${encodeURIComponent(route)}`);
      expect(meta.statusCode, route).toBe(200);
      expect(meta.json(), route).toMatchObject({ title: 'Gartenwerk – Baumschule' });
    }
  });

  it('names a product in English for an English reader where an English name is written', async () => {
    await updateConfig(server.database.db, {
      meta: {
        og_image: null,
        routes: [
          { route: '/', meta: { title: 'Gartenwerk – Baumschule', description: 'Baumschule in Krems' } },
        ],
      },
    });
    const english = { host: 'gartenwerk.test', 'accept-language': 'en' };
    const meta = (route: string) =>
      server.app.inject({ method: 'GET', url: `/api/v0/seo/meta?route=${route}`, headers: english });
    const [apple] = await server.database.db
      .select({ id: shopProducts.id })
      .from(shopProducts)
      .where(eq(shopProducts.slug, 'apfel-topaz-halbstamm'));
    const put = (payload: object) =>
      server.app.inject({
        method: 'PUT',
        url: `/api/v0/shop_product/${apple!.id}`,
        headers: bearer(server.adminToken),
        payload,
      });
    // Without English texts the German ones stay.
    expect((await meta('/p/apfel-topaz-halbstamm')).json()).toMatchObject({
      og: { title: "Apfel 'Topaz' Halbstamm" },
    });
    expect(
      (await put({ name_en: "Apple 'Topaz' half-standard", description_en: 'Scab-resistant.' })).statusCode,
    ).toBe(200);
    expect((await meta('/p/apfel-topaz-halbstamm')).json()).toMatchObject({
      title: "Apple 'Topaz' half-standard – Gartenwerk – Baumschule",
      description: 'Scab-resistant.',
    });
    // German readers keep the German name.
    expect((await get('/api/v0/seo/meta?route=/p/apfel-topaz-halbstamm')).json()).toMatchObject({
      og: { title: "Apfel 'Topaz' Halbstamm" },
    });
    await put({ name_en: '', description_en: '' });
  });

  it("gives /Projekte the page's meta, not its newest project's, and a project its own", async () => {
    await server.database.db.insert(entries).values({
      title: 'Thujenhecke in Mödling',
      slug: 'thujenhecke-moedling',
      type: 'project',
      route: '/Projekte',
      published: true,
      publishDate: new Date(),
      date: new Date(),
      data: { content: '', meta_description: '80 Meter Thuja Smaragd als Sichtschutz.', blocks: [] },
    });
    const [page] = await server.database.db.select().from(entries).where(eq(entries.slug, 'projekte'));
    expect((await get('/api/v0/seo/meta?route=/Projekte')).json().og.title).toBe(page!.title);
    const project = (await get('/api/v0/seo/meta?route=/Projekte/thujenhecke-moedling')).json();
    expect(project.og).toMatchObject({
      title: 'Thujenhecke in Mödling',
      description: '80 Meter Thuja Smaragd als Sichtschutz.',
      url: 'http://gartenwerk.test/Projekte/thujenhecke-moedling',
    });
  });
});

// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  createContentHandlers,
  createHandlers,
  createShopHandlers,
  customerUser,
  demoConfig,
  demoImage,
  demoImage2,
  demoProducts,
  serverEntry,
} from '@gartenwerk/api-client/msw';
import { render } from './entry-server';
import { server } from './test/setup';

const origin = 'http://localhost:3000';

interface EmbeddedState {
  config: typeof demoConfig;
  api: { queries: Record<string, { status: string }> };
}

function embeddedState(html: string): EmbeddedState {
  const match = /window\.__PRELOADED_STATE__\s*=\s*(.+?);?<\/script>/s.exec(html);
  if (!match?.[1]) throw new Error('the page carries no preloaded state');
  return JSON.parse(match[1]) as EmbeddedState;
}

/** The server's fetch as render() gets it: here the global one, which msw serves. */
const serverFetch: typeof fetch = (input, init) => fetch(input, init);

describe('render (server-side rendering)', () => {
  it('renders the start page in German with the config section in the embedded state', async () => {
    const result = await render({ url: '/', origin, fetch: serverFetch });
    expect(result.status).toBe(200);
    expect(result.redirect).toBeUndefined();
    expect(result.html).toMatch(/^<!doctype html>/);
    expect(result.html).toMatch(/<html lang="de">/);
    expect(result.html).toContain('<h1>Willkommen bei Gartenwerk</h1>');
    // The group's picture tile: a link with the group's name.
    expect(result.html).toMatch(
      /<a [^>]*href="\/shop\/heckenpflanzen"[^>]*>(?:(?!<\/a>).)*Heckenpflanzen<\/span><\/a>/s,
    );
    expect(result.html).toContain('Produktgruppen');
    expect(result.html).toContain('>Start</a>');

    const state = embeddedState(result.html);
    expect(state.config).toEqual(demoConfig);
    expect(state.config.components.admincenter.url).toBe('/admincenter');
    expect(state.config.components.shop.urls.terms).toBe('/Agb');
    const fulfilled = Object.entries(state.api.queries)
      .filter(([, query]) => query.status === 'fulfilled')
      .map(([key]) => key.split('(')[0]);
    // The home page's entry and latest news, the specials and the new products come with the page.
    expect(fulfilled.sort()).toEqual([
      'getConfig',
      'getContentEntries',
      'getContentEntries',
      'getCurrentUser',
      'getOpeningHours',
      'getProductGroups',
      'getProducts',
      'getSeoMeta',
      'getShippingDiscounts',
      'getSpecials',
    ]);
  });

  it('escapes < in the embedded state so no text can close the script', async () => {
    server.use(
      http.get('*/api/v0/config/', () =>
        HttpResponse.json([
          { ...demoConfig, meta: { ...demoConfig.meta, og_image: '</script><script>alert(1)' } },
        ]),
      ),
    );
    const { html } = await render({ url: '/', origin, fetch: serverFetch });
    expect(html).not.toContain('</script><script>alert(1)');
    expect(embeddedState(html).config.meta.og_image).toBe('</script><script>alert(1)');
  });

  it('renders in English when asked to', async () => {
    const { html } = await render({ url: '/shop', origin, fetch: serverFetch, language: 'en' });
    expect(html).toMatch(/<html lang="en">/);
    expect(html).toContain('<h1>Shop</h1>');
    expect(html).toContain('Product groups');
    expect(html).toContain('>Home</a>');
    // The texts of the page's language and routes load beside the entry: the layout's and the
    // shop's namespaces; the other language's and other routes' only when needed.
    const texts = [...html.matchAll(/"\/assets\/texts-(\w+)-(\w+)-[\w-]+\.js"/g)]
      .map((match) => `${match[1]}/${match[2]}`)
      .sort();
    expect(texts).toEqual(['en/auth', 'en/common', 'en/content', 'en/legal', 'en/shop']);
  });

  it('renders a group with its products and Austrian euro prices', async () => {
    const { status, html } = await render({ url: '/shop/group-hedges', origin, fetch: serverFetch });
    expect(status).toBe(200);
    expect(html).toContain('<h1>Heckenpflanzen</h1>');
    expect(html).toContain('Lebensbaum Smaragd');
    expect(html).toContain('€ 12,90');
    expect(html).toContain('€ 1.234,50');
  });

  it('writes the prices of an English page in English: €12.90, €1,234.50', async () => {
    const { html } = await render({ url: '/shop/group-hedges', origin, fetch: serverFetch, language: 'en' });
    expect(html).toContain('€12.90');
    expect(html).toContain('€1,234.50');
    expect(html).not.toContain('€ 12,90');
  });

  it('renders the product page with its main image fetched first and the thumbnails lazy', async () => {
    const products = [
      { ...demoProducts[0]!, _id: 'product-pictured', media: [demoImage._id, demoImage2._id] },
    ];
    server.use(
      ...createShopHandlers({ products, files: [demoImage, demoImage2] }),
      ...createHandlers({ products }),
    );
    const { status, html } = await render({ url: '/p/product-pictured', origin, fetch: serverFetch });
    expect(status).toBe(200);
    const images = [...html.matchAll(/<img [^>]*>/g)].map((match) => match[0]);
    expect(images).toHaveLength(3);
    const [main, ...thumbnails] = images;
    expect(main).toContain('src="/api/v0/download/file-hedge/');
    // HTML attribute names are case-insensitive; React writes fetchPriority.
    expect(main).toMatch(/fetchpriority="high"/i);
    expect(main).toContain('loading="eager"');
    expect(main).toMatch(/srcSet="[^"]*g1200 1200w"/i);
    for (const thumbnail of thumbnails) {
      expect(thumbnail).toContain('loading="lazy"');
      expect(thumbnail).not.toMatch(/fetchpriority/i);
    }
  });

  it('renders the related products with their pictures, so none appears after the page', async () => {
    const [main, related] = demoProducts;
    const products = [
      { ...main!, _id: 'product-main', media: [], product_groups: ['group-hedges'] },
      { ...related!, _id: 'product-related', media: [demoImage2._id], product_groups: ['group-hedges'] },
    ];
    server.use(...createShopHandlers({ products, files: [demoImage2] }), ...createHandlers({ products }));
    const { status, html } = await render({ url: '/p/product-main', origin, fetch: serverFetch });
    expect(status).toBe(200);
    const cards = [...html.matchAll(/<li class="product-card">.*?<\/li>/gs)].map((match) => match[0]);
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatch(/<img [^>]*src="\/api\/v0\/download\/file-apple\/[^"]*"[^>]*loading="lazy"/);
    expect(cards[0]).not.toContain('product-card__no-picture');
  });

  it('renders the product page without images when their read fails', async () => {
    server.use(
      ...createHandlers({
        products: [{ ...demoProducts[0]!, _id: 'product-pictured', media: [demoImage._id] }],
      }),
      http.get('*/api/v0/batch/file/', () =>
        HttpResponse.json({ statusCode: 500, code: 'INTERNAL', message: 'kaputt' }, { status: 500 }),
      ),
    );
    const { status, html } = await render({ url: '/p/product-pictured', origin, fetch: serverFetch });
    expect(status).toBe(200);
    expect(html).toContain(`<h1>${demoProducts[0]!.title}</h1>`);
    expect(html).not.toContain('<img');
  });

  it('answers 404 with the not-found page for an unknown path', async () => {
    const { status, html } = await render({ url: '/gibt-es-nicht', origin, fetch: serverFetch });
    expect(status).toBe(404);
    expect(html).toContain('<h1 id="not-found-title">Seite nicht gefunden</h1>');
    expect(html).toContain('Die Seite /gibt-es-nicht gibt es nicht (mehr).');
    // The layout and the configuration are still there.
    expect(html).toContain('Gartenwerk');
    expect(embeddedState(html).config).toEqual(demoConfig);
  });

  it('answers 404 for a product group the API does not know', async () => {
    const { status, html } = await render({ url: '/shop/unknown-group', origin, fetch: serverFetch });
    expect(status).toBe(404);
    expect(html).toContain('Seite nicht gefunden');
  });

  it('answers 500 with the error screen when the API fails', async () => {
    server.use(
      http.get('*/api/v0/shop_productgroup/', () =>
        HttpResponse.json(
          { statusCode: 500, code: 'INTERNAL', message: 'Internal Server Error' },
          { status: 500 },
        ),
      ),
    );
    const { status, html } = await render({ url: '/shop', origin, fetch: serverFetch });
    expect(status).toBe(500);
    expect(html).toContain('Etwas ist schiefgelaufen');
    expect(html).toContain('Internal Server Error');
  });

  it('sends every API call through the fetch it is given, to the origin given', async () => {
    const calls: string[] = [];
    const countingFetch: typeof fetch = (input, init) => {
      calls.push(String(input));
      return fetch(input, init);
    };
    await render({ url: '/login?redirect=%2Fadmincenter', origin, fetch: countingFetch });
    expect(calls.sort()).toEqual([
      `${origin}/api/v0/auth/current`,
      // The footer shows the booking module's opening hours.
      `${origin}/api/v0/booking/openinghours`,
      `${origin}/api/v0/config/`,
      `${origin}/api/v0/seo/meta?route=%2Flogin`,
      // Every page may show prices, and prices read the product groups' special offers and the
      // shipping discounts.
      `${origin}/api/v0/shop_productgroup/`,
      `${origin}/api/v0/shop_shipping_discount/?limit=1000`,
    ]);
  });

  it('renders the login view on the server, in lost-password mode when the link asks for it', async () => {
    const login = await render({ url: '/login?redirect=%2Fadmincenter', origin, fetch: serverFetch });
    expect(login.status).toBe(200);
    expect(login.html).toMatch(/<label [^>]*class="gw-text-input__label"/);
    expect(login.html).toContain('>Email</label>');
    expect(login.html).toContain('>Passwort vergessen?</a>');
    expect(login.html).toContain('href="/login?redirect=%2Fadmincenter&amp;mode=lostPassword"');

    const lost = await render({ url: '/login?mode=lostPassword', origin, fetch: serverFetch });
    // The button's words, in the ui Button's label element.
    expect(lost.html).toMatch(/<button [^>]*>(<[^>]+>)*Passwort zurücksetzen</);
    expect(lost.html).toContain('>Zurück zur Anmeldung</a>');
  });

  it('sends a guest from /account to the login with the way back', async () => {
    const result = await render({ url: '/account', origin, fetch: serverFetch });
    expect(result.status).toBe(302);
    expect(result.redirect).toBe('/login?redirect=%2Faccount');
    // The account is a personal page: the server renders it for a visitor with a session of their own.
    expect(result.personal).toBe(true);
  });

  it('renders /account for a signed-in user', async () => {
    server.use(...createHandlers({ user: customerUser }));
    const result = await render({ url: '/account', origin, fetch: serverFetch });
    expect(result.status).toBe(200);
    expect(result.html).toContain('Angemeldet als kunde@gartenwerk.test');
    expect(result.html).toMatch(/<button [^>]*>(<[^>]+>)*Abmelden</);
  });

  it('writes the SEO meta of a content page into the head: title, description and og tags', async () => {
    const { status, html } = await render({ url: '/Planung', origin, fetch: serverFetch });
    expect(status).toBe(200);
    expect(html).toContain('<title>Planung Ihrer Hecke – Gartenwerk</title>');
    expect(html).toContain('<meta name="description" content="Planung Ihrer Hecke bei Gartenwerk">');
    expect(html).toContain('<meta property="og:title" content="Planung Ihrer Hecke">');
    expect(html).toContain('<meta property="og:type" content="website">');
    expect(html).toContain(`<meta property="og:url" content="${origin}/Planung">`);
    expect(html).not.toContain('og:image');
    // The blocks are rendered on the server.
    expect(html).toContain('<h1>Planung Ihrer Hecke</h1>');
    expect(html).toContain('class="block col-xs-12 col-md-6 col-lg-12 hidden-xs"');
    expect(html).toContain('<source type="image/webp"');
  });

  it('marks a news item as an article with its image as og:image, and escapes the meta', async () => {
    server.use(
      ...createContentHandlers({
        entries: [
          serverEntry({
            _id: 'news-x',
            title: 'Rosen & "Obst" <neu>',
            slug: 'rosen',
            type: 'news',
            route: '/Aktuelles',
            publish_date: '2026-02-01T08:00:00.000Z',
            meta_description: 'Neue Sorten',
            media: { images: [demoImage] },
            data: [],
          }),
        ],
      }),
    );
    const { status, html } = await render({ url: '/Aktuelles/rosen', origin, fetch: serverFetch });
    expect(status).toBe(200);
    expect(html).toContain('<title>Rosen &amp; "Obst" &lt;neu&gt; – Gartenwerk</title>');
    expect(html).toContain('<meta property="og:title" content="Rosen &amp; &quot;Obst&quot; &lt;neu>">');
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(html).toContain(`<meta property="og:image" content="${origin}/api/v0/download/file-hedge">`);
  });

  it('renders the first 6 news items on the server', async () => {
    const { status, html } = await render({ url: '/Aktuelles', origin, fetch: serverFetch });
    expect(status).toBe(200);
    expect(html).toContain('role="feed"');
    expect(html.match(/<article [^>]*class="[^"]*news-card"/g)).toHaveLength(6);
    expect(html).toContain('6 von 23 Neuigkeiten');
  });

  it('answers 404 with the not-found title for a news item or content page that does not exist', async () => {
    for (const url of ['/Aktuelles/gibt-es-nicht', '/Projekte/gibt-es-nicht']) {
      const { status, html } = await render({ url, origin, fetch: serverFetch });
      expect(status).toBe(404);
      expect(html).toContain('<title>Seite nicht gefunden – Gartenwerk</title>');
      expect(html).toContain('<h1 id="not-found-title">Seite nicht gefunden</h1>');
    }
    server.use(...createContentHandlers({ entries: [] }));
    const { status } = await render({ url: '/Team', origin, fetch: serverFetch });
    expect(status).toBe(404);
  });

  it('renders the contact form on the server with the configured fields, the captcha comes in the browser', async () => {
    const { status, html } = await render({ url: '/Kontakt', origin, fetch: serverFetch });
    expect(status).toBe(200);
    expect(html).toContain('<title>Kontakt – Gartenwerk</title>');
    expect(html).toContain('>Name *</label>');
    expect(html).toContain('>Nachricht *</label>');
    expect(html).toContain('Sicherheitsabfrage wird geladen');
    expect(html).not.toContain('/api/v0/captcha');
  });
});

import type { NewsletterModule, RenderedNewsletter } from '@gartenwerk/domain/schemas';
import { databaseKinds } from '@gartenwerk/test-helpers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminCalls,
  bearer,
  call,
  configureShop,
  createProduct,
  startTestServer,
  type TestServer,
} from '../../../test/support';
import { newId } from '../../core/ids';
import { files } from '../file/table';
import { personalise, renderTemplate } from './render';

const PUBLIC_URL = 'https://gartenwerk.test';
const TEMPLATES = '/api/v0/newsletter_template/';
const IMPRINT = [
  'Gartenwerk Baumschule GmbH',
  'Gärtnerweg 1, 3500 Krems an der Donau, Österreich',
  'office@gartenwerk.example',
];

describe.each(await databaseKinds())('newsletter templates on %s', (kind) => {
  let server: TestServer;
  const admin = adminCalls(() => server);
  let imageId: string;
  let productId: string;
  let offlineId: string;
  let newsId: string;

  beforeAll(async () => {
    server = await startTestServer(kind, { publicUrl: PUBLIC_URL });
    await configureShop(server);
    imageId = newId();
    await server.database.db.insert(files).values({
      id: imageId,
      name: 'Rosenbeet.jpg',
      ext: 'jpg',
      mime: 'image/jpeg',
      size: 1000,
      hash: 'a'.repeat(64),
      width: 900,
      height: 600,
      public: true,
    });
    productId = (
      await createProduct(server, {
        name_de: 'Apfelbaum Topaz',
        name_en: 'Topaz apple tree',
        slug: 'apfelbaum-topaz',
        media: [imageId],
      })
    )._id;
    offlineId = (await createProduct(server, { title: 'Alte Birne', price: 12, offline: true }))._id;
    const news = await admin('POST', '/api/v0/entry/', {
      title: 'Rosenschnitt im März',
      type: 'news',
      route: '/Aktuelles',
      slug: 'rosenschnitt',
      content: '<p>Wann &amp; wie man Rosen schneidet.</p>',
    });
    expect(news.statusCode).toBe(201);
    newsId = news.json()._id;
    expect((await admin('POST', '/api/v0/publish/entry/', { _id: newsId })).statusCode).toBe(200);
  });
  afterAll(() => server.close());

  const modules = (): NewsletterModule[] => [
    { type: 'heading', props: { text: 'Frühling <b>Rosen & Co</b>', level: 1 } },
    { type: 'text', props: { text: 'Liebe(r) {{name}},\nes blüht.\n\nZweiter Absatz.' } },
    { type: 'image', props: { image: imageId, alt: 'Beet "rot"', width: 480, link: '/Aktionen' } },
    { type: 'products', props: { products: [productId, offlineId] } },
    { type: 'button', props: { label: 'Zum Shop', url: 'https://gartenwerk.test/shop' } },
    { type: 'divider', props: {} },
    { type: 'news', props: { entries: [newsId] } },
    { type: 'footer', props: { text: 'Herzliche Grüße aus Krems' } },
  ];

  it('keeps templates on the kit: create, read, list, change, remove; for admins only', async () => {
    const created = await admin('POST', TEMPLATES, {
      name: 'Frühling',
      subject: 'Unser Frühling',
      preheader: 'Rosen und Obstbäume',
      modules: modules(),
    });
    expect(created.statusCode).toBe(200);
    const template = created.json();
    expect(template).toMatchObject({
      name: 'Frühling',
      subject: 'Unser Frühling',
      language: 'de',
      modules: modules(),
    });
    expect((await admin('GET', `${TEMPLATES}${template._id}`)).json().modules).toEqual(modules());
    expect((await admin('GET', `${TEMPLATES}?search=Früh`)).json()).toMatchObject({
      total: 1,
      items: [{ _id: template._id }],
    });

    const changed = await admin('PUT', `${TEMPLATES}${template._id}`, { modules: [modules()[0]] });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().modules).toEqual([modules()[0]]);
    expect(changed.json().updated >= template.updated).toBe(true);

    expect((await call(server, 'GET', TEMPLATES, undefined, server.userToken)).statusCode).toBe(403);
    expect((await call(server, 'POST', TEMPLATES, { name: 'x' })).statusCode).toBe(403);
    expect((await admin('DELETE', `${TEMPLATES}${template._id}`)).statusCode).toBe(200);
    expect((await admin('GET', `${TEMPLATES}${template._id}`)).statusCode).toBe(404);
  });

  it('refuses modules that name what does not exist, a second footer and a bad module, in German', async () => {
    const refused = async (payload: unknown, message: string | RegExp) => {
      const answer = await admin('POST', TEMPLATES, payload);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toMatch(message);
    };
    await refused(
      { name: 'x', modules: [{ type: 'products', props: { products: ['fehlt-1'] } }] },
      'Diese Produkte gibt es nicht: fehlt-1',
    );
    await refused(
      { name: 'x', modules: [{ type: 'news', props: { entries: ['fehlt-2'] } }] },
      'Diese Beiträge gibt es nicht: fehlt-2',
    );
    await refused(
      { name: 'x', modules: [{ type: 'image', props: { image: 'fehlt-3', alt: '', width: 600, link: '' } }] },
      'Diese Bilder gibt es nicht in der Dateibibliothek: fehlt-3',
    );
    const footer = { type: 'footer', props: { text: '' } };
    await refused(
      { name: 'x', modules: [footer, footer] },
      'Eine Vorlage kann nur ein Fußzeilen-Modul haben.',
    );
    await refused(
      { name: 'x', modules: [{ type: 'button', props: { label: 'Los', url: 'javascript:alert(1)' } }] },
      /body\/modules/,
    );
    await refused({ name: 'x', modules: [{ type: 'video', props: {} }] }, /body\/modules/);
  });

  it('renders a mail-safe HTML part and a plain-text part, personal values as placeholders', async () => {
    const { _id } = (
      await admin('POST', TEMPLATES, {
        name: 'Frühling',
        subject: 'Hallo {{name}}',
        preheader: 'Rosen & Obst',
        modules: modules(),
      })
    ).json();
    const rendered = await renderTemplate(server.database.db, _id, { publicUrl: PUBLIC_URL });
    expect(rendered.subject).toBe('Hallo {{name}}');
    expect(rendered.preheader).toBe('Rosen & Obst');
    const { html } = rendered;
    // Tables at most 600 px wide, a rule that stacks the cards on phones, the preheader hidden.
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain(
      'width="600" cellpadding="0" cellspacing="0" border="0" style="width: 100%; max-width: 600px;',
    );
    expect(html).toContain(
      '@media only screen and (max-width: 620px) { .nl-col { display: block !important; width: 100% !important;',
    );
    expect(html).toMatch(/<span style="display: none !important;[^"]*">Rosen &amp; Obst&#847;/);
    // User text escaped, paragraphs and line breaks kept.
    expect(html).toContain('Frühling &lt;b&gt;Rosen &amp; Co&lt;/b&gt;</h1>');
    expect(html).not.toContain('<b>Rosen');
    expect(html).toContain('>Liebe(r) {{name}},<br>es blüht.</p>');
    expect(html).toContain('>Zweiter Absatz.</p>');
    // The image from the library, linked, at its width; its alt text escaped.
    expect(html).toContain(
      `<a href="${PUBLIC_URL}/Aktionen"><img src="${PUBLIC_URL}/api/v0/download/${imageId}" width="480" alt="Beet &quot;rot&quot;" style="display: block; width: 100%; max-width: 480px;`,
    );
    // The online product as a card with its picture, name and price; the offline one left out.
    expect(html).toContain(
      `<a href="${PUBLIC_URL}/p/apfelbaum-topaz"><img src="${PUBLIC_URL}/api/v0/download/${imageId}" width="260" alt="Apfelbaum Topaz"`,
    );
    expect(html).toContain('>Apfelbaum Topaz</p>');
    expect(html).toContain('>€ 39,90</p>');
    expect(html).not.toContain('Alte Birne');
    expect(html).toContain(`<a href="https://gartenwerk.test/shop" style="display: inline-block;`);
    expect(html).toContain('>Rosenschnitt im März</p>');
    expect(html).toContain('>Wann &amp; wie man Rosen schneidet.</p>');
    // The footer: closing words, the web-view and unsubscribe links, the imprint's address.
    expect(html).toContain('>Herzliche Grüße aus Krems</p>');
    expect(html).toContain(
      '<a href="{{webview_url}}" style="color: #2d6a3e; text-decoration: underline;">Im Browser ansehen</a>',
    );
    expect(html).toContain(
      '<a href="{{unsubscribe_url}}" style="color: #2d6a3e; text-decoration: underline;">Newsletter abbestellen</a>',
    );
    expect(html).toContain(IMPRINT.join('<br>'));

    expect(rendered.text).toBe(
      [
        'Frühling <b>Rosen & Co</b>',
        '==========================',
        '',
        'Liebe(r) {{name}},\nes blüht.',
        '',
        'Zweiter Absatz.',
        '',
        `[Beet "rot"] ${PUBLIC_URL}/Aktionen`,
        '',
        'Apfelbaum Topaz',
        '€ 39,90',
        `${PUBLIC_URL}/p/apfelbaum-topaz`,
        '',
        `Zum Shop: https://gartenwerk.test/shop`,
        '',
        '----------',
        '',
        'Rosenschnitt im März',
        'Wann & wie man Rosen schneidet.',
        `${PUBLIC_URL}/Aktuelles/rosenschnitt`,
        '',
        '-- ',
        'Herzliche Grüße aus Krems',
        '',
        'Sie erhalten diesen Newsletter, weil Sie ihn mit {{email}} abonniert haben.',
        'Im Browser ansehen: {{webview_url}}',
        'Abbestellen: {{unsubscribe_url}}',
        '',
        ...IMPRINT,
      ].join('\n'),
    );
  });

  it('writes an English template with English names, prices and footer', async () => {
    const rendered = await renderTemplate(
      server.database.db,
      { language: 'en', modules: [{ type: 'products', props: { products: [productId] } }] },
      { publicUrl: PUBLIC_URL },
    );
    expect(rendered.text).toBe(
      [
        'Topaz apple tree',
        '€39.90',
        `${PUBLIC_URL}/p/apfelbaum-topaz`,
        '',
        '-- ',
        'You receive this newsletter because you subscribed to it with {{email}}.',
        'View in your browser: {{webview_url}}',
        'Unsubscribe: {{unsubscribe_url}}',
        '',
        ...IMPRINT,
      ].join('\n'),
    );
    expect(rendered.html).toContain('<html lang="en"');
    expect(rendered.html).toContain('>View product</a>');
  });

  it('fills the placeholders per recipient, escaped in the HTML only', () => {
    const rendered: RenderedNewsletter = {
      subject: 'Hallo {{name}}',
      preheader: 'Für {{ name }}',
      html: '<p>Hallo {{name}} ({{email}})</p><a href="{{unsubscribe_url}}">x</a><a href="{{webview_url}}">y</a>{{unknown}}',
      text: 'Hallo {{name}}\n{{unsubscribe_url}}',
    };
    const values = {
      name: 'Anna <& "Ben"> {{email}}',
      email: 'anna@example.org',
      unsubscribe_url: `${PUBLIC_URL}/newsletter/unsubscribe/abc?x=1&y=2`,
      webview_url: `${PUBLIC_URL}/newsletter/webview/s1/p1`,
    };
    expect(personalise(rendered, values)).toEqual({
      subject: 'Hallo Anna <& "Ben"> {{email}}',
      preheader: 'Für Anna <& "Ben"> {{email}}',
      html:
        '<p>Hallo Anna &lt;&amp; &quot;Ben&quot;&gt; {{email}} (anna@example.org)</p>' +
        `<a href="${PUBLIC_URL}/newsletter/unsubscribe/abc?x=1&amp;y=2">x</a><a href="${PUBLIC_URL}/newsletter/webview/s1/p1">y</a>{{unknown}}`,
      text: `Hallo Anna <& "Ben"> {{email}}\n${PUBLIC_URL}/newsletter/unsubscribe/abc?x=1&y=2`,
    });
  });

  it('previews unsaved modules for admins', async () => {
    const draft = {
      subject: 'Entwurf',
      modules: [{ type: 'heading', props: { text: 'Neu im Sortiment', level: 2 } }],
    };
    const answer = await admin('POST', `${TEMPLATES}preview`, draft);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().html).toContain('>Neu im Sortiment</h2>');
    expect(answer.json().text.startsWith('Neu im Sortiment\n----------------\n')).toBe(true);
    expect((await call(server, 'POST', `${TEMPLATES}preview`, draft, server.userToken)).statusCode).toBe(403);
    expect(
      (await call(server, 'POST', `${TEMPLATES}preview`, draft, undefined, bearer('nope'))).statusCode,
    ).toBe(403);
    const bad = await admin('POST', `${TEMPLATES}preview`, {
      modules: [{ type: 'products', props: { products: ['fehlt'] } }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Diese Produkte gibt es nicht: fehlt');
  });
});

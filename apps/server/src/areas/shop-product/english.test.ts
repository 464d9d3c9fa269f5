import { databaseKinds } from '@gartenwerk/test-helpers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminCalls,
  call as callAs,
  startTestServer,
  STOREFRONT_BUILD,
  type TestServer,
} from '../../../test/support';

// The English fields beside the German ones: optional on writes, empty in answers until filled, so
// that clients which know only the German fields keep working.
describe.each(await databaseKinds())('English texts of the catalogue and the pages on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { storefrontDist: STOREFRONT_BUILD });
  });
  afterAll(() => server.close());
  const call = adminCalls(() => server);
  const guest = (url: string) => callAs(server, 'GET', url);

  it('keeps a product written with the German fields only, with empty English ones', async () => {
    const created = await call('POST', '/api/v0/shop_product/', {
      title: 'Lavendel Hidcote',
      description: 'Kompakter Lavendel mit dunkelvioletten Blüten.',
      price: 6.9,
      variants: [{ key: 'p9', value: '9 cm Topf' }],
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({
      title: 'Lavendel Hidcote',
      name_en: '',
      description: 'Kompakter Lavendel mit dunkelvioletten Blüten.',
      description_en: '',
      variants: [{ key: 'p9', value: '9 cm Topf' }],
    });
  });

  it('stores and answers the English name, description and variant labels of a product', async () => {
    const created = await call('POST', '/api/v0/shop_product/', {
      title: 'Kugelthuja',
      name_en: 'Globe arborvitae',
      description: 'Runde, dichte Thuja.',
      description_en: 'A round, dense arborvitae.',
      price: 19.9,
      variants: [{ key: 'c2', value: '2 l Topf', value_en: '2 l pot' }],
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json<{ _id: string }>()._id;
    const read = await guest(`/api/v0/shop_product/${id}`);
    expect(read.json()).toMatchObject({
      title: 'Kugelthuja',
      name_en: 'Globe arborvitae',
      description: 'Runde, dichte Thuja.',
      description_en: 'A round, dense arborvitae.',
      variants: [{ key: 'c2', value: '2 l Topf', value_en: '2 l pot' }],
    });

    // A change of the German text leaves the English one as it was, and the other way round.
    const changed = await call('PUT', `/api/v0/shop_product/${id}`, { description: 'Runde Thuja.' });
    expect(changed.json()).toMatchObject({
      description: 'Runde Thuja.',
      description_en: 'A round, dense arborvitae.',
    });
    const emptied = await call('PUT', `/api/v0/shop_product/${id}`, { name_en: '' });
    expect(emptied.json()).toMatchObject({ title: 'Kugelthuja', name_en: '' });
  });

  it('refuses an English name longer than the German one may be', async () => {
    const refused = await call('POST', '/api/v0/shop_product/', { title: 'Rose', name_en: 'x'.repeat(501) });
    expect(refused.statusCode).toBe(400);
  });

  it('stores the English title of a product group and of a colour', async () => {
    const group = await call('POST', '/api/v0/shop_productgroup/', {
      title: 'Stauden',
      title_en: 'Perennials',
    });
    expect(group.statusCode, group.body).toBe(200);
    const groupId = group.json<{ _id: string }>()._id;
    expect((await guest(`/api/v0/shop_productgroup/${groupId}`)).json()).toMatchObject({
      title: 'Stauden',
      title_en: 'Perennials',
    });
    const renamed = await call('PUT', '/api/v0/shop_productgroup/', { _id: groupId, title: 'Blühstauden' });
    expect(renamed.json()).toMatchObject({ title: 'Blühstauden', title_en: 'Perennials' });

    const color = await call('POST', '/api/v0/shop_color/', { title: 'Violett', title_en: 'Purple' });
    expect(color.statusCode, color.body).toBe(200);
    const colorId = color.json<{ _id: string }>()._id;
    expect((await guest(`/api/v0/shop_color/${colorId}`)).json()).toMatchObject({
      title: 'Violett',
      title_en: 'Purple',
    });
    const recoloured = await call('PUT', `/api/v0/shop_color/${colorId}`, { title_en: 'Violet' });
    expect(recoloured.json()).toMatchObject({ title: 'Violett', title_en: 'Violet' });
    const plain = await call('POST', '/api/v0/shop_color/', { title: 'Weiß' });
    expect(plain.json()).toMatchObject({ title: 'Weiß', title_en: '' });
  });

  it('stores the English title and text of a page, sanitised as the German one', async () => {
    const created = await call('POST', '/api/v0/entry/', {
      title: 'Über uns',
      title_en: 'About us',
      route: '/ueber-uns',
      content: '<p>Wir sind eine Baumschule.</p>',
      content_en: '<p>We are a nursery.</p><script>alert(1)</script>',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      title: 'Über uns',
      title_en: 'About us',
      content: '<p>Wir sind eine Baumschule.</p>',
      content_en: '<p>We are a nursery.</p>',
    });
  });

  it('shows a text block’s English text on English pages, the German one marked lang="de" where none is written', async () => {
    // The seeded Jobs page, built of blocks, gets an English text for its first one.
    const jobs = (await guest('/api/v0/entry/?route=/Jobs')).json<{ items: Array<{ _id: string }> }>()
      .items[0]!;
    const created = await call('PUT', '/api/v0/entry/', {
      _id: jobs._id,
      data: [
        {
          type: 'text',
          props: {
            content: '<p>Wir pflanzen Hecken.</p>',
            content_en: '<p>We plant hedges.</p><script>alert(1)</script>',
          },
        },
        { type: 'text', props: { content: '<p>Nur auf Deutsch.</p>' } },
      ],
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data.map((block: { props: object }) => block.props)).toEqual([
      { content: '<p>Wir pflanzen Hecken.</p>', content_en: '<p>We plant hedges.</p>' },
      { content: '<p>Nur auf Deutsch.</p>' },
    ]);

    const english = await callAs(server, 'GET', '/Jobs', undefined, undefined, { cookie: 'lang=en' });
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain('<div class="block-text"><p>We plant hedges.</p></div>');
    expect(english.body).toContain('<div class="block-text" lang="de"><p>Nur auf Deutsch.</p></div>');
    expect(english.body).not.toContain('Wir pflanzen Hecken.</p></div>');
    const german = await callAs(server, 'GET', '/Jobs', undefined, undefined, { cookie: 'lang=de' });
    expect(german.body).toContain('<div class="block-text"><p>Wir pflanzen Hecken.</p></div>');
    expect(german.body).toContain('<div class="block-text"><p>Nur auf Deutsch.</p></div>');
    expect(german.body).not.toContain('We plant hedges.</p></div>');
  });

  it('answers empty English fields for the seeded pages, groups and products', async () => {
    const pages = (await guest('/api/v0/entry/?route=/')).json<{ items: object[] }>().items;
    expect(pages[0]).toMatchObject({ title: 'Willkommen bei Gartenwerk', title_en: '', content_en: '' });
    const groups = (await guest('/api/v0/shop_productgroup/')).json<{ items: Array<{ title: string }> }>();
    expect(groups.items.find((group) => group.title === 'Heckenpflanzen')).toMatchObject({ title_en: '' });
    const products = (await guest('/api/v0/shop_product/?search=Topaz')).json<{ items: object[] }>().items;
    expect(products[0]).toMatchObject({ title: "Apfel 'Topaz' Halbstamm", name_en: '', description_en: '' });
  });
});

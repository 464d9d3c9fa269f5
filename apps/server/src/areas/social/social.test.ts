import type {
  FacebookStatus,
  InstagramMediaList,
  SocialShare,
  SocialShareList,
} from '@gartenwerk/domain/schemas';
import { databaseKinds, startGraphStandIn, type GraphStandIn } from '@gartenwerk/test-helpers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminCalls,
  bearer,
  call,
  configureShop,
  createProduct,
  startTestServer,
  STOREFRONT_BUILD,
  type TestServer,
} from '../../../test/support';
import { createSession, createUser } from '../auth/service';
import { decryptSecret } from '../config/secret';
import { keyOf } from '../config/mailboxes';
import { updateConfig } from '../config/service';
import { createEntry, setPublished } from '../entry/service';
import { INSTAGRAM_REFRESH_JOB } from './routes';
import { socialAccounts, socialShares } from './table';

const PUBLIC_URL = 'https://www.gartenwerk.test';

describe.each(await databaseKinds())('social media on %s', (kind) => {
  let server: TestServer;
  let graph: GraphStandIn;
  const admin = adminCalls(() => server);

  /** Goes through Facebook's dialog as the admin's browser would and lands on our callback. */
  async function login(token = server.adminToken) {
    const connect = await call(server, 'POST', '/api/v0/social/facebook/connect', undefined, token);
    expect(connect.statusCode).toBe(200);
    const dialog = await fetch(connect.json<{ url: string }>().url, { redirect: 'manual' });
    const back = new URL(dialog.headers.get('location')!);
    expect(back.origin).toBe(PUBLIC_URL);
    const path = `${back.pathname}${back.search}`;
    return { answer: await call(server, 'GET', path, undefined, token), path };
  }

  beforeAll(async () => {
    // Two pages: the login offers both, the first is taken until the owner chooses another.
    graph = await startGraphStandIn({
      pages: [
        { id: '5550001', name: 'Gartenwerk Baumschule', instagram: '1784001' },
        { id: '5550002', name: 'Gartenwerk Gartencenter' },
      ],
    });
    server = await startTestServer(kind, {
      publicUrl: PUBLIC_URL,
      storefrontDist: STOREFRONT_BUILD,
      areaOptions: { social: { graphUrl: graph.url, dialogUrl: graph.dialogUrl } },
    });
    await updateConfig(server.database.db, { enabled_components: ['shop', 'social'] });
    await configureShop(server);
  });
  afterAll(async () => {
    await server.close();
    await graph.close();
  });

  it('answers 404 while the component is off, and only admins may see, connect or share', async () => {
    await updateConfig(server.database.db, { enabled_components: ['shop'] });
    expect((await admin('GET', '/api/v0/social/facebook')).statusCode).toBe(404);
    await updateConfig(server.database.db, { enabled_components: ['shop', 'social'] });
    for (const token of [undefined, server.userToken]) {
      for (const [method, url, body] of [
        ['GET', '/api/v0/social/facebook'],
        ['PUT', '/api/v0/social/facebook', { enabled: true, instagram: false, app_id: '1', app_secret: 'x' }],
        ['POST', '/api/v0/social/facebook/connect'],
        ['GET', '/api/v0/social/facebook/callback?code=a&state=b'],
        ['POST', '/api/v0/social/facebook/share', { kind: 'entry', id: 'x' }],
        ['GET', '/api/v0/social/facebook/shares'],
        ['POST', '/api/v0/social/instagram/refresh'],
      ] as const) {
        const answer = await call(server, method, url, body, token);
        expect(answer.statusCode, `${method} ${url}`).toBe(403);
        expect(answer.json()).toMatchObject({ code: 'C100' });
      }
    }
  });

  it('refuses to start a login before the app is entered', async () => {
    const answer = await admin('POST', '/api/v0/social/facebook/connect');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe('Bitte zuerst App-ID und App-Geheimnis der Facebook-App eintragen.');
  });

  it('keeps the app secret encrypted and out of every answer', async () => {
    const saved = await admin('PUT', '/api/v0/social/facebook', {
      enabled: true,
      instagram: false,
      app_id: graph.appId,
      app_secret: graph.appSecret,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<FacebookStatus>()).toMatchObject({
      enabled: true,
      app_id: graph.appId,
      app_secret_set: true,
      connected: false,
    });
    expect(saved.body).not.toContain(graph.appSecret);
    const config = await call(server, 'GET', '/api/v0/config/');
    expect(config.json()[0].components.social.fb).toEqual({
      enabled: true,
      instagram: false,
      app_id: graph.appId,
    });
    const [row] = await server.database.db.select().from(socialAccounts);
    expect(JSON.stringify(row)).not.toContain(graph.appSecret);
    expect(decryptSecret(keyOf(server.app.dataDir), row!.appSecretEnc!)).toBe(graph.appSecret);
    // Saved again without a secret: the stored one stays.
    await admin('PUT', '/api/v0/social/facebook', { enabled: true, instagram: false, app_id: graph.appId });
    expect((await admin('GET', '/api/v0/social/facebook')).json<FacebookStatus>().app_secret_set).toBe(true);
  });

  it('refuses a callback whose state this admin did not start, or that was used already', async () => {
    const redirected = (answer: { statusCode: number; headers: Record<string, unknown> }) => {
      expect(answer.statusCode).toBe(302);
      return new URL(String(answer.headers.location), PUBLIC_URL);
    };
    const madeUp = redirected(await admin('GET', '/api/v0/social/facebook/callback?code=abc&state=erfunden'));
    expect(madeUp.pathname).toBe('/admincenter/social/facebook');
    expect(madeUp.searchParams.get('error')).toBe(
      'Die Anmeldung bei Facebook ist abgelaufen oder stammt nicht von hier. Bitte erneut verbinden.',
    );
    // Another admin's login: its state is not this admin's.
    const other = await createUser(server.database.db, {
      handle: 'zweite@gartenwerk.test',
      roles: ['admin'],
    });
    const otherToken = await createSession(server.database.db, other._id);
    const connect = await call(server, 'POST', '/api/v0/social/facebook/connect', undefined, otherToken);
    const state = new URL(connect.json<{ url: string }>().url).searchParams.get('state')!;
    const stolen = redirected(
      await admin('GET', `/api/v0/social/facebook/callback?code=abc&state=${encodeURIComponent(state)}`),
    );
    expect(stolen.searchParams.get('error')).toMatch(/^Die Anmeldung bei Facebook ist abgelaufen/);
    expect((await admin('GET', '/api/v0/social/facebook')).json<FacebookStatus>().connected).toBe(false);
  });

  it('connects the page through the login with the publishing scopes and stores its token encrypted', async () => {
    const { answer, path } = await login();
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe('/admincenter/social/facebook?connected=1');
    expect(graph.dialogs.at(-1)).toMatchObject({
      redirectUri: `${PUBLIC_URL}/api/v0/social/facebook/callback`,
      scope: ['pages_show_list', 'pages_read_engagement', 'pages_manage_posts', 'instagram_basic'],
    });
    const status = (await admin('GET', '/api/v0/social/facebook')).json<FacebookStatus>();
    expect(status).toMatchObject({
      connected: true,
      page: { id: '5550001', name: 'Gartenwerk Baumschule' },
      instagram_user_id: '1784001',
      connected_by: 'admin2@gartenwerk.test',
    });
    const token = graph.pageTokens['5550001']!;
    const [row] = await server.database.db.select().from(socialAccounts);
    expect(JSON.stringify(row)).not.toContain(token);
    expect(decryptSecret(keyOf(server.app.dataDir), row!.pages[0]!.token_enc)).toBe(token);
    // The state is used up: the same callback again is refused.
    const replay = await admin('GET', path);
    expect(String(replay.headers.location)).toContain('error=');
  });

  it('shares a published news entry and a product to the page and lists the shares', async () => {
    const entry = await createEntry(server.database.db, {
      title: 'Herbstpflanzung beginnt',
      type: 'news',
      route: '/Aktuelles',
      slug: 'herbstpflanzung',
    });
    const draft = await admin('POST', '/api/v0/social/facebook/share', { kind: 'entry', id: entry._id });
    expect(draft.statusCode).toBe(400);
    expect(draft.json().message).toBe(
      'Nur veröffentlichte Beiträge und Produkte, die online sind, können geteilt werden.',
    );
    await setPublished(server.database.db, entry._id, true);
    const shared = await admin('POST', '/api/v0/social/facebook/share', {
      kind: 'entry',
      id: entry._id,
      message: 'Jetzt ist Pflanzzeit!',
    });
    expect(shared.statusCode).toBe(200);
    expect(shared.json<SocialShare>()).toMatchObject({
      kind: 'entry',
      item: entry._id,
      title: 'Herbstpflanzung beginnt',
      link: `${PUBLIC_URL}/Aktuelles/herbstpflanzung`,
      post_id: '5550001_1001',
      result: 'ok',
      by_name: 'admin2@gartenwerk.test',
    });
    expect(graph.posts.at(-1)).toEqual({
      page: '5550001',
      message: 'Jetzt ist Pflanzzeit!',
      link: `${PUBLIC_URL}/Aktuelles/herbstpflanzung`,
      token: graph.pageTokens['5550001'],
    });
    const product = await createProduct<{ _id: string; slug: string }>(server, {
      title: 'Rotbuche Hecke',
      offline: false,
    });
    const productShare = await admin('POST', '/api/v0/social/facebook/share', {
      kind: 'product',
      id: product._id,
    });
    expect(productShare.json<SocialShare>()).toMatchObject({
      message: 'Rotbuche Hecke',
      link: `${PUBLIC_URL}/p/${product.slug}`,
      result: 'ok',
    });
    const list = (await admin('GET', '/api/v0/social/facebook/shares')).json<SocialShareList>();
    expect(list.total).toBe(2);
    expect(list.items.map((share) => share.title)).toEqual(['Rotbuche Hecke', 'Herbstpflanzung beginnt']);
    const ofEntry = await admin('GET', `/api/v0/social/facebook/shares?item=${entry._id}`);
    expect(ofEntry.json<SocialShareList>().items).toHaveLength(1);
  });

  it("tells Facebook's refusal in plain German (English on request) and records the failed share", async () => {
    const product = await createProduct<{ _id: string }>(server, { title: 'Eibe', offline: false });
    graph.failNext(
      '/5550001/feed',
      '(#200) The user hasn’t authorized the application to perform this action',
    );
    const refused = await admin('POST', '/api/v0/social/facebook/share', {
      kind: 'product',
      id: product._id,
    });
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toEqual({
      statusCode: 502,
      code: 'GRAPH_ERROR',
      message:
        'Facebook hat die Anfrage abgelehnt: (#200) The user hasn’t authorized the application to perform this action',
    });
    graph.failNext('/5550001/feed', 'Invalid OAuth access token.');
    const english = await admin(
      'POST',
      '/api/v0/social/facebook/share',
      { kind: 'product', id: product._id },
      { ...bearer(server.adminToken), 'accept-language': 'en' },
    );
    expect(english.json().message).toBe('Facebook refused the request: Invalid OAuth access token.');
    const failed = await admin('GET', `/api/v0/social/facebook/shares?item=${product._id}`);
    expect(
      failed.json<SocialShareList>().items.map((share) => [share.result, share.post_id, share.error]),
    ).toEqual([
      ['failed', null, 'Facebook hat die Anfrage abgelehnt: Invalid OAuth access token.'],
      [
        'failed',
        null,
        'Facebook hat die Anfrage abgelehnt: (#200) The user hasn’t authorized the application to perform this action',
      ],
    ]);
    const rows = await server.database.db.select().from(socialShares);
    expect(rows).toHaveLength(4);
  });

  it('reads the Instagram posts into the file library, serves them to anyone and refreshes them by a job', async () => {
    expect((await call(server, 'GET', '/api/v0/social/instagram/media/')).statusCode).toBe(404);
    await admin('PUT', '/api/v0/social/facebook', { enabled: true, instagram: true, app_id: graph.appId });
    expect((await call(server, 'GET', '/api/v0/social/instagram/media/')).json<InstagramMediaList>()).toEqual(
      {
        items: [],
        total: 0,
        refreshed: null,
      },
    );
    const refreshed = await admin('POST', '/api/v0/social/instagram/refresh');
    expect(refreshed.statusCode).toBe(200);
    const media = (await call(server, 'GET', '/api/v0/social/instagram/media/')).json<InstagramMediaList>();
    expect(
      media.items.map(({ _id, caption, permalink, timestamp }) => ({ _id, caption, permalink, timestamp })),
    ).toEqual([
      {
        _id: '9001',
        caption: 'Die Thujen sind da 🌲',
        permalink: 'https://www.instagram.com/p/9001/',
        timestamp: '2026-11-20T09:00:00.000Z',
      },
      {
        _id: '9002',
        caption: 'Rosen im Herbstlicht',
        permalink: 'https://www.instagram.com/p/9002/',
        timestamp: '2026-11-18T15:30:00.000Z',
      },
    ]);
    expect(JSON.stringify(media)).not.toContain(graph.url);
    for (const item of media.items) {
      const file = await admin('GET', `/api/v0/file/${item.file}`);
      expect(file.statusCode).toBe(200);
      expect(file.json()).toMatchObject({ _id: item.file, mime: 'image/png' });
      expect(file.json().tags).toContain('instagram');
    }
    // A new post: the job reads it; the pictures already in the library are not stored twice.
    graph.addMedia({ id: '9003', caption: 'Erster Frost', timestamp: '2026-11-25T07:00:00+0000' });
    await server.app.jobs.send(INSTAGRAM_REFRESH_JOB, {});
    await server.app.jobs.idle();
    const after = (await call(server, 'GET', '/api/v0/social/instagram/media/')).json<InstagramMediaList>();
    expect(after.items.map((item) => item._id)).toEqual(['9003', '9001', '9002']);
    expect(after.items[1]!.file).toBe(media.items[0]!.file);
    // The start page shows the posts with pictures from our library only, and links to Instagram.
    const home = (await call(server, 'GET', '/')).body;
    expect(home).toContain('Neues auf Instagram');
    for (const item of after.items) {
      expect(home).toContain(`/api/v0/download/${item.file}`);
      expect(home).toContain(`href="https://www.instagram.com/p/${item._id}/"`);
    }
    expect(home).not.toContain(graph.url);
    // Switched off: no feed, no block.
    await admin('PUT', '/api/v0/social/facebook', { enabled: true, instagram: false, app_id: graph.appId });
    expect((await call(server, 'GET', '/api/v0/social/instagram/media/')).statusCode).toBe(404);
    expect((await call(server, 'GET', '/')).body).not.toContain('Neues auf Instagram');
  });

  it('shares to the page the owner chooses among those the login offered, and keeps it at the next login', async () => {
    const before = (await admin('GET', '/api/v0/social/facebook')).json<FacebookStatus>();
    expect(before.pages).toEqual([
      { id: '5550001', name: 'Gartenwerk Baumschule' },
      { id: '5550002', name: 'Gartenwerk Gartencenter' },
    ]);
    expect(before.page).toMatchObject({ id: '5550001' });
    const unknown = await admin('PUT', '/api/v0/social/facebook/page', { page_id: '5559999' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Diese Seite gibt es in Ihrem Facebook-Konto nicht.');
    const chosen = await admin('PUT', '/api/v0/social/facebook/page', { page_id: '5550002' });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json<FacebookStatus>().page).toMatchObject({
      id: '5550002',
      name: 'Gartenwerk Gartencenter',
    });
    const product = await createProduct<{ _id: string; slug: string }>(server, {
      title: 'Kugelahorn',
      offline: false,
    });
    const shared = await admin('POST', '/api/v0/social/facebook/share', { kind: 'product', id: product._id });
    expect(shared.json<SocialShare>()).toMatchObject({
      result: 'ok',
      link: `${PUBLIC_URL}/p/${product.slug}`,
    });
    expect(shared.json<SocialShare>().post_id).toMatch(/^5550002_/);
    expect(graph.posts.at(-1)).toEqual({
      page: '5550002',
      message: 'Kugelahorn',
      link: `${PUBLIC_URL}/p/${product.slug}`,
      token: graph.pageTokens['5550002'],
    });
    // A new login (a renewed token) keeps the page chosen.
    expect((await login()).answer.statusCode).toBe(302);
    expect((await admin('GET', '/api/v0/social/facebook')).json<FacebookStatus>().page).toMatchObject({
      id: '5550002',
    });
  });

  it('forgets the page on disconnect, after which sharing is refused', async () => {
    const status = (await admin('DELETE', '/api/v0/social/facebook/connection')).json<FacebookStatus>();
    expect(status).toMatchObject({ connected: false, page: null, pages: [] });
    const refused = await admin('POST', '/api/v0/social/facebook/share', { kind: 'entry', id: 'x' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Es ist keine Facebook-Seite verbunden.');
  });
});

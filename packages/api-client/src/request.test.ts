import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, buildRequest, joinPath, pageLanguage, request, toBatchPath } from './request';

const baseUrl = 'http://shop.test';

describe('buildRequest: the URL rules of the request helper', () => {
  it('joins the path and an optional id', () => {
    expect(joinPath('/api/v0/entry/')).toBe('/api/v0/entry/');
    expect(joinPath('/api/v0/entry/', 'abc')).toBe('/api/v0/entry/abc');
    expect(joinPath('/api/v0/entry', 'abc')).toBe('/api/v0/entry/abc');
    expect(joinPath('/api/v0/entry/', 'a b/c')).toBe('/api/v0/entry/a%20b%2Fc');
  });

  it('makes a plain read a GET with the query as parameters', () => {
    expect(buildRequest({ path: '/api/v0/entry/', query: { route: '/', type: undefined } })).toEqual({
      url: '/api/v0/entry/',
      method: 'GET',
      params: { route: '/' },
    });
    expect(buildRequest({ verb: 'read', path: '/api/v0/file/', id: 'f1' })).toEqual({
      url: '/api/v0/file/f1',
      method: 'GET',
    });
  });

  it('turns a read with a body-like payload into a batch POST with the batch segment after /api/v0', () => {
    expect(buildRequest({ verb: 'read', path: '/api/v0/file/', payload: ['f1', 'f2'] })).toEqual({
      url: '/api/v0/batch/file/',
      method: 'POST',
      body: ['f1', 'f2'],
    });
    expect(toBatchPath('/api/v0/auth/')).toBe('/api/v0/batch/auth/');
    expect(toBatchPath('/api/v0/invoice')).toBe('/api/v0/batch/invoice');
    expect(() => toBatchPath('/shop/cart/')).toThrow(/not under \/api\/vN/);
  });

  it('removes one document with DELETE and its _id appended', () => {
    expect(buildRequest({ verb: 'remove', path: '/api/v0/entry/', payload: { _id: 'e1' } })).toEqual({
      url: '/api/v0/entry/e1',
      method: 'DELETE',
    });
  });

  it('removes a list with one batch POST carrying the ids', () => {
    expect(buildRequest({ verb: 'remove', path: '/api/v0/file/', payload: [{ _id: 'f1' }, 'f2'] })).toEqual({
      url: '/api/v0/batch/file/remove',
      method: 'POST',
      body: ['f1', 'f2'],
    });
  });

  it('sends the payload with POST to create and PUT to update', () => {
    const entry = { title: 'Titel' };
    expect(buildRequest({ verb: 'create', path: '/api/v0/entry/', payload: entry })).toEqual({
      url: '/api/v0/entry/',
      method: 'POST',
      body: entry,
    });
    expect(buildRequest({ verb: 'update', path: '/api/v0/entry/', payload: entry })).toEqual({
      url: '/api/v0/entry/',
      method: 'PUT',
      body: entry,
    });
  });
});

describe('request: the calls and errors over HTTP', () => {
  const seen: Array<{ method: string; url: string; body: string }> = [];
  const server = setupServer(
    http.all(`${baseUrl}/api/v0/echo/*`, async ({ request: incoming }) => {
      const body = await incoming.text();
      seen.push({ method: incoming.method, url: incoming.url, body });
      return HttpResponse.json({ ok: true, body: body ? (JSON.parse(body) as unknown) : null });
    }),
    http.all(`${baseUrl}/api/v0/batch/echo/*`, async ({ request: incoming }) => {
      seen.push({ method: incoming.method, url: incoming.url, body: await incoming.text() });
      return HttpResponse.json([]);
    }),
    http.get(`${baseUrl}/api/v0/forbidden/`, () =>
      HttpResponse.json({ statusCode: 403, code: 'C100', message: 'no permission' }, { status: 403 }),
    ),
    http.post(`${baseUrl}/api/v0/broken/`, () => new HttpResponse(null, { status: 502 })),
    http.get(`${baseUrl}/api/v0/broken/`, () => new HttpResponse(null, { status: 502 })),
    http.post(`${baseUrl}/api/v0/duplicate/`, () =>
      HttpResponse.json({ statusCode: 400, code: 11000, message: 'E11000 duplicate key' }, { status: 400 }),
    ),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    seen.length = 0;
  });
  afterAll(() => server.close());

  it('reads with query parameters and sends JSON for create, update and batch calls', async () => {
    await request({ path: '/api/v0/echo/', query: { route: '/', page: 2 } }, { baseUrl });
    const created = await request<{ body: unknown }>(
      { verb: 'create', path: '/api/v0/echo/', payload: { title: 'Titel' } },
      { baseUrl },
    );
    await request({ verb: 'update', path: '/api/v0/echo/', payload: { _id: 'e1' } }, { baseUrl });
    await request({ verb: 'remove', path: '/api/v0/echo/', payload: { _id: 'e1' } }, { baseUrl });
    await request({ verb: 'remove', path: '/api/v0/echo/', payload: ['e1', 'e2'] }, { baseUrl });

    expect(created.body).toEqual({ title: 'Titel' });
    expect(seen.map(({ method, url, body }) => [method, url.replace(baseUrl, ''), body])).toEqual([
      ['GET', '/api/v0/echo/?route=%2F&page=2', ''],
      ['POST', '/api/v0/echo/', '{"title":"Titel"}'],
      ['PUT', '/api/v0/echo/', '{"_id":"e1"}'],
      ['DELETE', '/api/v0/echo/e1', ''],
      ['POST', '/api/v0/batch/echo/remove', '["e1","e2"]'],
    ]);
  });

  it('uses the fetch it is given instead of the global one', async () => {
    const calls: string[] = [];
    const ownFetch: typeof fetch = async (input) => {
      calls.push(String(input));
      return Response.json({ handle: 'guest' });
    };
    await expect(request({ path: '/api/auth/current' }, { fetchFn: ownFetch, baseUrl })).resolves.toEqual({
      handle: 'guest',
    });
    expect(calls).toEqual([`${baseUrl}/api/auth/current`]);
  });

  it('takes a plain read from memory when the caller holds it, by the path and query it would send', async () => {
    const asked: string[] = [];
    const calls: string[] = [];
    const held: Record<string, unknown> = {
      '/api/v0/shop_product/p%201': { _id: 'p 1' },
      '/api/v0/shop_product/?group=g1&page=2': { items: [] },
    };
    const options = {
      baseUrl,
      readInMemory: (pathAndQuery: string) => {
        asked.push(pathAndQuery);
        return held[pathAndQuery];
      },
      fetchFn: (async (input, init) => {
        calls.push(`${init?.method ?? 'GET'} ${String(input).replace(baseUrl, '')}`);
        return Response.json({ from: 'api' });
      }) as typeof fetch,
    };

    await expect(request({ path: '/api/v0/shop_product/', id: 'p 1' }, options)).resolves.toEqual({
      _id: 'p 1',
    });
    await expect(
      request({ path: '/api/v0/shop_product/', query: { group: 'g1', tag: undefined, page: 2 } }, options),
    ).resolves.toEqual({ items: [] });
    // Not held: the API answers.
    await expect(request({ path: '/api/v0/shop_color/' }, options)).resolves.toEqual({ from: 'api' });
    // Writes and batch reads never come from memory.
    await request({ verb: 'create', path: '/api/v0/shop_product/', payload: {} }, options);
    await request({ path: '/api/v0/shop_product/', payload: ['p 1'] }, options);

    expect(asked).toEqual([
      '/api/v0/shop_product/p%201',
      '/api/v0/shop_product/?group=g1&page=2',
      '/api/v0/shop_color/',
    ]);
    expect(calls).toEqual([
      'GET /api/v0/shop_color/',
      'POST /api/v0/shop_product/',
      'POST /api/v0/batch/shop_product/',
    ]);
  });

  it('asks for the page’s language (html lang), so that server messages come in it', async () => {
    const languages: Array<string | null> = [];
    const ownFetch: typeof fetch = async (_input, init) => {
      languages.push(new Headers(init?.headers).get('accept-language'));
      return Response.json({ ok: true });
    };
    vi.stubGlobal('document', { cookie: '', documentElement: { lang: 'en' } });
    try {
      await request({ path: '/api/v0/echo/' }, { fetchFn: ownFetch, baseUrl });
      await request({ verb: 'create', path: '/api/v0/echo/', payload: {} }, { fetchFn: ownFetch, baseUrl });
      vi.stubGlobal('document', { cookie: '', documentElement: { lang: 'de' } });
      await request({ path: '/api/v0/echo/' }, { fetchFn: ownFetch, baseUrl });
    } finally {
      vi.unstubAllGlobals();
    }
    // Outside a browser nothing is added (the server renderer forwards the page's language).
    await request({ path: '/api/v0/echo/' }, { fetchFn: ownFetch, baseUrl });
    expect(languages).toEqual(['en', 'en', 'de', null]);
  });

  it('knows only the languages of the shop as a page language', () => {
    expect(pageLanguage({ documentElement: { lang: 'en' } })).toBe('en');
    expect(pageLanguage({ documentElement: { lang: 'de' } })).toBe('de');
    expect(pageLanguage({ documentElement: { lang: 'fr' } })).toBeUndefined();
    expect(pageLanguage({ documentElement: { lang: '' } })).toBeUndefined();
    expect(pageLanguage(undefined)).toBeUndefined();
  });

  it('raises an error carrying the server message and code', async () => {
    const failure = request({ path: '/api/v0/forbidden/' }, { baseUrl });
    await expect(failure).rejects.toBeInstanceOf(ApiRequestError);
    await expect(failure).rejects.toMatchObject({ status: 403, code: 'C100', message: 'no permission' });
  });

  it('passes a create failure on with the server code and message when there are some', async () => {
    await expect(
      request({ verb: 'create', path: '/api/v0/duplicate/', payload: {} }, { baseUrl }),
    ).rejects.toMatchObject({ status: 400, code: 11000, message: 'E11000 duplicate key' });
  });

  it('defaults a create failure without a server answer to code 500 and "Unknown error"', async () => {
    await expect(
      request({ verb: 'create', path: '/api/v0/broken/', payload: {} }, { baseUrl }),
    ).rejects.toMatchObject({ status: 502, code: 500, message: 'Unknown error' });
    const unreachable: typeof fetch = () => Promise.reject(new TypeError('fetch failed'));
    await expect(
      request({ verb: 'create', path: '/api/v0/broken/', payload: {} }, { baseUrl, fetchFn: unreachable }),
    ).rejects.toMatchObject({ status: 0, code: 500, message: 'Unknown error' });
  });

  it('names the HTTP status when a read fails without a server message', async () => {
    await expect(request({ path: '/api/v0/broken/' }, { baseUrl })).rejects.toMatchObject({
      status: 502,
      code: 502,
      message: 'Request failed with status 502',
    });
  });
});

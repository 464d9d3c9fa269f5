import { databaseKinds } from '@gartenwerk/test-helpers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/support';

describe.each(await databaseKinds())('app on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
    // A route failing unexpectedly, to see what a client gets then.
    server.app.get('/api/v0/failing', async () => {
      throw new Error('secret detail at /srv/gartenwerk/src/db.ts:42');
    });
  });
  afterAll(() => server.close());

  it('answers an unknown API route with 404 JSON and no stack', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/v0/gibtsnicht' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = response.json<Record<string, unknown>>();
    expect(body).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    expect(Object.keys(body).sort()).toEqual(['code', 'message', 'statusCode']);
  });

  it('answers other methods on unknown paths with 404 JSON too', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/irgendwo', payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('hides unexpected failures behind 500 INTERNAL', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/v0/failing' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ statusCode: 500, code: 'INTERNAL', message: 'Internal Server Error' });
    expect(response.body).not.toContain('secret detail');
    expect(response.body).not.toContain('stack');
  });

  it('answers malformed JSON with 400 VALIDATION', async () => {
    const response = await server.app.inject({
      method: 'PUT',
      url: '/api/v0/config/',
      headers: { 'content-type': 'application/json' },
      payload: '{"system": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION' });
  });

  it('publishes the OpenAPI document from the route schemas', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/v0/config/',
        '/api/v0/auth/current',
        '/api/v0/entry/',
        '/api/v0/shop_product/{id}',
      ]),
    );
    expect(document.paths['/api/v0/config/']).toHaveProperty('put');
  });

  it('serves the browsable docs at /api/docs', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('swagger');
  });
});

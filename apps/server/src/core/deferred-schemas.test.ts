import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deferSchemaCompilation } from './deferred-schemas';
import { startTestServer, type TestServer } from '../../test/support';

describe('route schemas compiled on first use', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
    await server.app.ready();
  });
  afterAll(() => server.close());

  it('compiles no route schema at the start, and a used route only its own', async () => {
    const atStart = server.app.deferredSchemas.waiting();
    // Hundreds of routes with body, query, params and answer schemas.
    expect(atStart).toBeGreaterThan(300);
    const response = await server.app.inject({ method: 'GET', url: '/api/v0/shop_product/?limit=2' });
    expect(response.statusCode).toBe(200);
    const afterOne = server.app.deferredSchemas.waiting();
    expect(afterOne).toBeLessThan(atStart);
    expect(atStart - afterOne).toBeLessThan(10);
  });

  it('validates, coerces and reports errors as the compiled schemas did', async () => {
    const wrongType = await server.app.inject({
      method: 'POST',
      url: '/api/v0/auth/login',
      payload: { handle: 'kunde@gartenwerk.test', password: { text: 'x' } },
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toMatchObject({ code: 'VALIDATION', message: 'body/password must be string' });
    // A number in the query string arrives as a number (ajv's coercion).
    const limited = await server.app.inject({ method: 'GET', url: '/api/v0/shop_product/?limit=1' });
    expect(limited.json().items).toHaveLength(1);
  });

  it('compiles every route schema without an error', () => {
    expect(() => server.app.deferredSchemas.compileAll()).not.toThrow();
    expect(server.app.deferredSchemas.waiting()).toBe(0);
  });
});

describe('a deferred headers schema', () => {
  it('checks the header under the lower-case name it arrives with', async () => {
    const schemas = deferSchemaCompilation();
    const app = Fastify({ schemaController: schemas.schemaController });
    app.get(
      '/',
      {
        schema: {
          headers: {
            type: 'object',
            properties: { 'X-Token': { type: 'string', minLength: 3 } },
            required: ['X-Token'],
          },
        },
      },
      async () => ({ ok: true }),
    );
    await app.ready();
    // The GET and the HEAD fastify adds for it.
    expect(schemas.waiting()).toBe(2);
    const missing = await app.inject({ method: 'GET', url: '/' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("headers must have required property 'x-token'");
    const short = await app.inject({ method: 'GET', url: '/', headers: { 'X-Token': 'ab' } });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('headers/x-token must NOT have fewer than 3 characters');
    const given = await app.inject({ method: 'GET', url: '/', headers: { 'x-token': 'abc' } });
    expect(given.json()).toEqual({ ok: true });
    await app.close();
  });

  it('writes a coerced root value back to the request, as fastify does with ajv', async () => {
    const schemas = deferSchemaCompilation();
    const app = Fastify({ schemaController: schemas.schemaController });
    app.post('/ids', { schema: { body: { type: 'array', items: { type: 'string' } } } }, async (request) => ({
      ids: request.body,
    }));
    const single = await app.inject({
      method: 'POST',
      url: '/ids',
      headers: { 'content-type': 'application/json' },
      payload: '"a"',
    });
    expect(single.json()).toEqual({ ids: ['a'] });
    await app.close();
  });
});

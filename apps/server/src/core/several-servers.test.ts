import { createPostgresDatabase } from '@gartenwerk/test-helpers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { createSession, createUser } from '../areas/auth/service';
import type { Product } from '../areas/shop-product/schemas';
import { bearer } from '../../test/support';
import { openDatabase, type DatabaseHandle } from './db';
import type { FastifyInstance } from 'fastify';
import type { List } from './schemas';

/** Two servers on one PostgreSQL database, each with its own pool, as two processes have. */
describe('the caches of two servers on one PostgreSQL database', () => {
  let drop: () => Promise<void>;
  const handles: DatabaseHandle[] = [];
  const apps: FastifyInstance[] = [];
  let adminToken: string;

  beforeAll(async () => {
    const database = await createPostgresDatabase({ template: inject('databaseSnapshots').postgres.seeded });
    drop = database.drop;
    for (let index = 0; index < 2; index++) {
      const handle = await openDatabase({ kind: 'postgres', url: database.url });
      handles.push(handle);
      apps.push(
        await buildApp({
          db: handle.db,
          sessionSecret: 'a-test-secret-that-is-long-enough-for-cookies',
          storefrontDist: '/nonexistent',
          adminDist: '/nonexistent',
          logLevel: 'silent',
        }),
      );
    }
    const admin = await createUser(handles[0]!.db, { handle: 'zwei@gartenwerk.test', roles: ['admin'] });
    adminToken = await createSession(handles[0]!.db, admin._id);
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const handle of handles) await handle.close();
    await drop();
  });

  const get = (app: FastifyInstance, url: string) => app.inject({ method: 'GET', url });

  it('serves a product edited through one server fresh through the other', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const [product] = (await get(b, '/api/v0/shop_product/?limit=1')).json<List<Product>>().items;
    const url = `/api/v0/shop_product/${product!._id}`;
    await get(b, url);
    expect((await get(b, url)).headers['x-cache']).toBe('hit');

    const renamed = await a.inject({
      method: 'PUT',
      url,
      headers: bearer(adminToken),
      payload: { title: 'Umbenannt über Server A' },
    });
    expect(renamed.statusCode).toBe(200);
    // The other server hears of the write (NOTIFY) and reads the product anew.
    await expect.poll(async () => (await get(b, url)).json<Product>().title).toBe('Umbenannt über Server A');
    expect((await get(b, '/api/v0/shop_product/?limit=1')).headers['x-cache']).toBe('miss');
  });

  it('reads a setting saved through one server fresh through the other', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    // Both servers have read (and remember) the settings before the change.
    expect((await get(a, '/api/v0/message/settings')).json().fields.length).toBeGreaterThan(1);
    expect((await get(b, '/api/v0/message/settings')).json().fields.length).toBeGreaterThan(1);
    // Saved through the message area, which is not one of the public data routes.
    const fields = [{ name: 'email', required: true }];
    const saved = await a.inject({
      method: 'PUT',
      url: '/api/v0/message/settings',
      headers: bearer(adminToken),
      payload: { fields },
    });
    expect(saved.statusCode).toBe(200);
    await expect.poll(async () => (await get(b, '/api/v0/message/settings')).json().fields).toEqual(fields);
    expect((await get(b, '/api/v0/config/')).json()[0].components.message.fields).toEqual(fields);
  });

  it('counts the login rate limit across both servers', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const login = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/api/v0/auth/login',
        payload: { handle: 'niemand@gartenwerk.test', password: 'falsch-falsch' },
      });
    // Ten wrong passwords for one handle, five through each server: the eleventh is refused on either.
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await login(attempt % 2 === 0 ? a : b)).statusCode).toBe(401);
    }
    const refusedA = await login(a);
    expect(refusedA.statusCode).toBe(429);
    expect(refusedA.json().message).toBe(
      'Zu viele Anfragen in kurzer Zeit. Bitte versuchen Sie es in einer Minute erneut.',
    );
    expect((await login(b)).statusCode).toBe(429);
  });
});

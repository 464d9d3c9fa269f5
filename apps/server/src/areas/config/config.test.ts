import { ADMIN_CENTER_URL, ROLES, SHOP_URL_DEFAULTS } from '@gartenwerk/domain';
import { databaseKinds } from '@gartenwerk/test-helpers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestServer, type TestServer } from '../../../test/support';
import { createSession } from '../auth/service';
import type { SiteConfig } from './schemas';
import { getConfig } from './service';

describe.each(await databaseKinds())('config on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  const read = async (): Promise<SiteConfig> => {
    const response = await server.app.inject({ method: 'GET', url: '/api/v0/config/' });
    expect(response.statusCode).toBe(200);
    const list = response.json<SiteConfig[]>();
    expect(list).toHaveLength(1);
    return list[0] as SiteConfig;
  };

  it('answers the defaults as a one-item list to anyone', async () => {
    const config = await read();
    expect(config._id).toBe('config');
    expect(config.components.shop.urls).toEqual(SHOP_URL_DEFAULTS);
    expect(config.components.admincenter.url).toBe(ADMIN_CENTER_URL);
    expect(config.components.auth.availableRoles).toEqual(ROLES.filter((role) => role !== 'internal'));
    expect(config.components.shop.home_country).toBe('at');
    expect(config.system.maintenance).toEqual({ enabled: false, image: null });
    expect(config.enabled_components).toContain('shop');
  });

  const withMaintenance = (config: SiteConfig) => ({
    system: { ...config.system, maintenance: { enabled: true, image: null } },
  });

  it('refuses a guest with 403 C100', async () => {
    const response = await server.app.inject({
      method: 'PUT',
      url: '/api/v0/config/',
      payload: withMaintenance(await read()),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ statusCode: 403, code: 'C100', message: 'no permission' });
  });

  it('refuses a signed-in user without the admin role with 403 C100', async () => {
    const response = await server.app.inject({
      method: 'PUT',
      url: '/api/v0/config/',
      headers: bearer(server.userToken),
      payload: withMaintenance(await read()),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ statusCode: 403, code: 'C100', message: 'no permission' });
    expect((await read()).system.maintenance.enabled).toBe(false);
  });

  it('lets an admin replace a section, keeps the others, and serves the change at once', async () => {
    const before = await read();
    const response = await server.app.inject({
      method: 'PUT',
      url: '/api/v0/config/',
      headers: bearer(server.adminToken),
      payload: {
        ...withMaintenance(before),
        components: {
          ...before.components,
          shop: { ...before.components.shop, shipping_free_amount_treshhold: 150 },
        },
      },
    });
    expect(response.statusCode).toBe(200);
    const [answered] = response.json<SiteConfig[]>();
    expect(answered?.system.maintenance.enabled).toBe(true);
    expect(answered?.components.shop.shipping_free_amount_treshhold).toBe(150);
    expect(answered?.meta).toEqual(before.meta);
    // The in-memory copy was dropped: a fresh read sees the change, and so does the service.
    expect((await read()).system.maintenance.enabled).toBe(true);
    expect((await getConfig(server.database.db)).components.shop.shipping_free_amount_treshhold).toBe(150);
  });

  it('lets a system user write through a session cookie', async () => {
    const token = await createSession(server.database.db, 'system');
    const response = await server.app.inject({
      method: 'PUT',
      url: '/api/v0/config/',
      // A cookie-authenticated write repeats the CSRF cookie in the header (docs/contracts.md).
      cookies: { gw_session: token, gw_csrf: 'csrf-probe' },
      headers: { 'x-csrf-token': 'csrf-probe' },
      payload: { enabled_components: ['shop'] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<SiteConfig[]>()[0]?.enabled_components).toEqual(['shop']);
  });

  it('answers 400 naming the field when a value has the wrong type', async () => {
    const before = await read();
    const response = await server.app.inject({
      method: 'PUT',
      url: '/api/v0/config/',
      headers: bearer(server.adminToken),
      payload: {
        components: { ...before.components, shop: { ...before.components.shop, vat_type: 'sometimes' } },
      },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ code: string; message: string }>();
    expect(body.code).toBe('VALIDATION');
    expect(body.message).toContain('body/components/shop/vat_type');
  });

  it('answers 400 naming the missing field', async () => {
    const response = await server.app.inject({
      method: 'PUT',
      url: '/api/v0/config/',
      headers: bearer(server.adminToken),
      payload: { system: { quantity_units: [] } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      code: 'VALIDATION',
      message: "body/system must have required property 'maintenance'",
    });
  });
});

import { ADMIN_CENTER_URL, ROLES, SHOP_URL_DEFAULTS } from '@gartenwerk/domain';
import { databaseKinds } from '@gartenwerk/test-helpers';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, type TestServer } from '../../../test/support';
import { createSession } from '../auth/service';
import type { SiteConfig } from './schemas';
import { forgetCachedConfig, getConfig } from './service';
import { siteConfig } from './table';

describe.each(await databaseKinds())('config on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  const read = async (): Promise<SiteConfig> => {
    const response = await call(server, 'GET', '/api/v0/config/');
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

  it("answers the demo nursery's social profiles for the footer", async () => {
    const config = await read();
    expect(config.components.social.links).toEqual([
      { network: 'facebook', url: 'https://www.facebook.com/gartenwerk.example' },
      { network: 'instagram', url: 'https://www.instagram.com/gartenwerk.example' },
    ]);
  });

  it('loads and saves a stored configuration that still carries the old opening_hours list, and drops it', async () => {
    const oldList = [{ from: 'mo', to: 'fr', opens: '08:00', closes: '18:00' }];
    const { _id, ...sections } = await read();
    await server.database.db
      .update(siteConfig)
      .set({ data: { ...sections, opening_hours: oldList } })
      .where(eq(siteConfig.id, 'config'));
    forgetCachedConfig(server.database.db);

    const loaded = await read();
    expect('opening_hours' in loaded).toBe(false);
    expect(loaded.company.name).toBe(sections.company.name);
    // An admin's PUT that still sends the list is taken, without it.
    const saved = await call(
      server,
      'PUT',
      '/api/v0/config/',
      { system: sections.system, opening_hours: oldList },
      server.adminToken,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect('opening_hours' in saved.json<SiteConfig[]>()[0]!).toBe(false);
    const [row] = await server.database.db.select().from(siteConfig).where(eq(siteConfig.id, 'config'));
    expect(row!.data).not.toHaveProperty('opening_hours');
  });

  const withMaintenance = (config: SiteConfig) => ({
    system: { ...config.system, maintenance: { enabled: true, image: null } },
  });

  it('refuses a guest with 403 C100', async () => {
    const response = await call(server, 'PUT', '/api/v0/config/', withMaintenance(await read()));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      statusCode: 403,
      code: 'C100',
      message: 'Dafür fehlt Ihnen die Berechtigung.',
    });
  });

  it('refuses a signed-in user without the admin role with 403 C100', async () => {
    const response = await call(
      server,
      'PUT',
      '/api/v0/config/',
      withMaintenance(await read()),
      server.userToken,
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      statusCode: 403,
      code: 'C100',
      message: 'Dafür fehlt Ihnen die Berechtigung.',
    });
    expect((await read()).system.maintenance.enabled).toBe(false);
  });

  it('lets an admin replace a section, keeps the others, and serves the change at once', async () => {
    const before = await read();
    const response = await call(
      server,
      'PUT',
      '/api/v0/config/',
      {
        ...withMaintenance(before),
        components: {
          ...before.components,
          shop: { ...before.components.shop, shipping_free_amount_treshhold: 150 },
        },
      },
      server.adminToken,
    );
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
    const response = await call(
      server,
      'PUT',
      '/api/v0/config/',
      {
        components: { ...before.components, shop: { ...before.components.shop, vat_type: 'sometimes' } },
      },
      server.adminToken,
    );
    expect(response.statusCode).toBe(400);
    const body = response.json<{ code: string; message: string }>();
    expect(body.code).toBe('VALIDATION');
    expect(body.message).toContain('body/components/shop/vat_type');
  });

  it('answers 400 naming the missing field', async () => {
    const response = await call(
      server,
      'PUT',
      '/api/v0/config/',
      { system: { quantity_units: [] } },
      server.adminToken,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      code: 'VALIDATION',
      message: "body/system must have required property 'maintenance'",
    });
  });

  describe('shop settings', () => {
    type Shop = SiteConfig['components']['shop'];
    const putShop = async (change: (shop: Shop) => Partial<Shop>) => {
      const before = await read();
      const shop = { ...before.components.shop, ...change(before.components.shop) };
      return call(
        server,
        'PUT',
        '/api/v0/config/',
        { components: { ...before.components, shop } },
        server.adminToken,
      );
    };
    const refusal = async (change: (shop: Shop) => Partial<Shop>) => {
      const response = await putShop(change);
      expect(response.statusCode).toBe(400);
      const body = response.json<{ code: string; message: string }>();
      expect(body.code).toBe('VALIDATION');
      return body.message;
    };

    const vat = [
      { uuid: 'normal', name: 'Normal', rates: { at: 20, de: 19 } },
      { uuid: 'pflanzen', name: 'Pflanzen', rates: { at: 13, de: 7 } },
    ];
    const step = (max: number) => ({ max, costs: { at: 5.9, de: null } });

    it('stores groups, pickup and additional conditions that pass every check', async () => {
      const response = await putShop(() => ({
        vat_groups: vat,
        discount_groups: [
          {
            uuid: 'wiederverkauf',
            name: 'Wiederverkäufer',
            type: 'percent',
            items: [
              { from: 0, discount: 15 },
              { from: 100, discount: 20 },
            ],
            roles: ['alle'],
          },
        ],
        shipping_groups: [
          {
            uuid: 'spedition',
            name: 'Spedition',
            type: 'count',
            unit: [
              { ...step(20), zips: [{ country: 'at', start: '1010', end: '2399', costs: 29 }] },
              step(100),
            ],
          },
        ],
        shipping_countries: [{ code: 'de', zips: [{ start: '25938', end: '25999', costs: 25 }] }],
        paymentsources: {
          invoice: { enabled: true, min: 10, max: 2000 },
          prepayment: { enabled: true, min: 50, max: 0 },
        },
        pickup: { enabled: true, location: 'Gärtnerei Krems, Mo–Fr 8–18 Uhr' },
        additional_conditions: { enabled: true, text: 'Lebende Pflanzen sind vom Umtausch ausgeschlossen.' },
      }));
      expect(response.statusCode).toBe(200);
      const shop = (await read()).components.shop;
      expect(shop.vat_groups).toEqual(vat);
      expect(shop.shipping_groups?.[0]?.unit[0]?.zips?.[0]).toEqual({
        country: 'at',
        start: '1010',
        end: '2399',
        costs: 29,
      });
      expect(shop.pickup).toEqual({ enabled: true, location: 'Gärtnerei Krems, Mo–Fr 8–18 Uhr' });
      expect(shop.additional_conditions?.enabled).toBe(true);
    });

    it('refuses VAT rates outside 0–100, unknown countries and doubled groups', async () => {
      expect(await refusal(() => ({ vat_groups: [{ uuid: 'x', rates: { at: 120 } }] }))).toBe(
        'body/components/shop/vat_groups/0/rates/at must be <= 100',
      );
      expect(await refusal(() => ({ vat_groups: [{ uuid: 'x', rates: { at: -1 } }] }))).toBe(
        'body/components/shop/vat_groups/0/rates/at must be >= 0',
      );
      expect(await refusal(() => ({ vat_groups: [{ uuid: 'x', rates: { xx: 20 } }] }))).toBe(
        'body/components/shop/vat_groups/0/rates/xx names an unknown country: xx (GET /api/v0/shop_countries/ lists the known ones)',
      );
      expect(await refusal(() => ({ vat_groups: [...vat, { ...vat[0]!, name: 'Anders' }] }))).toBe(
        'body/components/shop/vat_groups/2/uuid must be unique: normal is used twice',
      );
      expect(
        await refusal(() => ({ vat_groups: [...vat, { uuid: 'neu', name: 'pflanzen', rates: { at: 10 } }] })),
      ).toBe('body/components/shop/vat_groups/2/name must be unique: pflanzen is used twice');
      expect(await refusal(() => ({ home_country: 'zz' }))).toContain(
        'body/components/shop/home_country names an unknown country: zz',
      );
    });

    it('refuses discount tiers that repeat, are missing or exceed 100 %', async () => {
      const group = { uuid: 'g', name: 'G', type: 'percent' as const, roles: ['alle'] };
      expect(
        await refusal(() => ({
          discount_groups: [
            {
              ...group,
              items: [
                { from: 0, discount: 5 },
                { from: 0, discount: 10 },
              ],
            },
          ],
        })),
      ).toBe('body/components/shop/discount_groups/0/items/1/from is used by two tiers: 0');
      expect(
        await refusal(() => ({ discount_groups: [{ ...group, items: [{ from: 0, discount: 150 }] }] })),
      ).toBe('body/components/shop/discount_groups/0/items/0/discount must be at most 100 percent');
      expect(await refusal(() => ({ discount_groups: [{ ...group, items: [] }] }))).toBe(
        'body/components/shop/discount_groups/0/items must have at least one tier',
      );
      // A flat discount is euros, so it may exceed 100.
      const flat = await putShop(() => ({
        discount_groups: [{ ...group, type: 'flat', items: [{ from: 1000, discount: 150 }] }],
      }));
      expect(flat.statusCode).toBe(200);
    });

    it('refuses shipping steps that repeat, fractional counts, reversed zip ranges and unknown countries', async () => {
      const group = { uuid: 's', name: 'S', type: 'count' as const };
      expect(await refusal(() => ({ shipping_groups: [{ ...group, unit: [step(10), step(10)] }] }))).toBe(
        'body/components/shop/shipping_groups/0/unit/1/max is used by two steps: 10',
      );
      expect(await refusal(() => ({ shipping_groups: [{ ...group, unit: [step(2.5)] }] }))).toBe(
        'body/components/shop/shipping_groups/0/unit/0/max must be a whole number of items for a group by count',
      );
      const byWeight = await putShop(() => ({
        shipping_groups: [{ ...group, type: 'weight', unit: [step(2.5)] }],
      }));
      expect(byWeight.statusCode).toBe(200);
      expect(
        await refusal(() => ({
          shipping_groups: [
            { ...group, unit: [{ ...step(10), zips: [{ start: '2399', end: '1010', costs: 5 }] }] },
          ],
        })),
      ).toBe('body/components/shop/shipping_groups/0/unit/0/zips/0 starts after it ends (2399 > 1010)');
      expect(
        await refusal(() => ({
          shipping_groups: [
            { ...group, unit: [{ ...step(10), zips: [{ country: 'qq', start: '1', end: '2', costs: 5 }] }] },
          ],
        })),
      ).toContain(
        'body/components/shop/shipping_groups/0/unit/0/zips/0/country names an unknown country: qq',
      );
      expect(await refusal(() => ({ shipping_groups: [{ ...group, unit: [] }] }))).toBe(
        'body/components/shop/shipping_groups/0/unit must have at least one step',
      );
      expect(
        await refusal(() => ({
          shipping_groups: [{ ...group, unit: [step(10)], delivery_days: { de: { min: 5, max: 3 } } }],
        })),
      ).toBe('body/components/shop/shipping_groups/0/delivery_days/de starts after it ends (5 > 3)');
      const withDays = await putShop(() => ({
        shipping_groups: [{ ...group, unit: [step(10)], delivery_days: { at: { min: 1, max: 2 } } }],
      }));
      expect(withDays.statusCode).toBe(200);
      expect(withDays.json()[0].components.shop.shipping_groups[0].delivery_days).toEqual({
        at: { min: 1, max: 2 },
      });
      expect(await refusal(() => ({ shipping_countries: [{ code: 'de' }, { code: 'de' }] }))).toBe(
        'body/components/shop/shipping_countries/1/code must be unique: de is used twice',
      );
      expect(await refusal(() => ({ shipping_countries: [{ code: 'xy' }] }))).toContain(
        'body/components/shop/shipping_countries/0/code names an unknown country: xy',
      );
    });

    it('refuses payment limits out of order and additional conditions without a text', async () => {
      expect(
        await refusal((shop) => ({
          paymentsources: { ...shop.paymentsources, invoice: { enabled: true, min: 500, max: 100 } },
        })),
      ).toBe('body/components/shop/paymentsources/invoice min (500) must not exceed max (100)');
      expect(
        await refusal((shop) => ({
          paymentsources: { ...shop.paymentsources, invoice: { enabled: true, min: -5, max: null } },
        })),
      ).toBe('body/components/shop/paymentsources/invoice/min must not be negative');
      expect(await refusal(() => ({ additional_conditions: { enabled: true, text: '  ' } }))).toBe(
        'body/components/shop/additional_conditions/text must not be empty while the additional conditions are enabled',
      );
      expect(await refusal(() => ({ pickup: { enabled: 'ja' as unknown as boolean, location: '' } }))).toBe(
        'body/components/shop/pickup/enabled must be boolean',
      );
    });
  });
});

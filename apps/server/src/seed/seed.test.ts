import { GUEST_HANDLE } from '@gartenwerk/domain';
import { databaseKinds } from '@gartenwerk/test-helpers';
import { arrayContains, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/support';
import { getUserByHandle, verifyPassword } from '../areas/auth/service';
import { users } from '../areas/auth/table';
import { ensureConfig, getConfig, updateConfig } from '../areas/config/service';
import { entries } from '../areas/entry/table';
import { shopProducts } from '../areas/shop-product/table';
import { shopProductGroups } from '../areas/shop-productgroup/table';
import type { DatabaseHandle } from '../core/db';
import { DEMO_ENTRY_COUNT, seedDemoContent } from './content';
import { LEGAL_PAGE_COUNT, seedLegalPages } from './legal';
import { runInitialSeed, SYSTEM_HANDLE } from './seed';
import { seedRuns } from './table';

describe.each(await databaseKinds())('initial seed on %s', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  it('runs once, generating the admin password when none is given', async () => {
    const first = await runInitialSeed(database.db, { adminEmail: 'admin@gartenwerk.local' });
    expect(first.ran).toBe(true);
    expect(first.generatedAdminPassword).toMatch(/^[\w-]{20,}$/);
    const admin = await getUserByHandle(database.db, 'admin@gartenwerk.local');
    expect(admin).toMatchObject({ roles: ['admin'], verified: true, fixed: true });
    expect(await verifyPassword(admin!.passwordHash!, first.generatedAdminPassword!)).toBe(true);
    expect((await getConfig(database.db)).mail).toEqual({
      mailboxes: [{ uuid: 'shop', name: 'Gartenwerk', email: 'admin@gartenwerk.local' }],
      DEFAULT_SYSTEM_MAILBOX: 'shop',
      // Every purpose's mails go through the system mailbox until the owner chooses one.
      purposes: { orders: null, messages: null, bookings: null, newsletter: null },
    });
  });

  it('changes nothing when run again, not even with other settings', async () => {
    const again = await runInitialSeed(database.db, {
      adminEmail: 'zweite@gartenwerk.local',
      adminPassword: 'Anderes-Passwort-1',
    });
    expect(again).toEqual({ ran: false });
    const admins = await database.db
      .select()
      .from(users)
      .where(arrayContains(users.roles, ['admin']));
    expect(admins.map((admin) => admin.handle)).toEqual(['admin@gartenwerk.local']);
    expect((await database.db.select().from(seedRuns)).map((run) => run.name).sort()).toEqual([
      'content-demo',
      'initial',
      'legal-pages',
      'legal-pages-2026-11',
    ]);
    expect(await database.db.select().from(entries)).toHaveLength(3 + DEMO_ENTRY_COUNT + LEGAL_PAGE_COUNT);
    expect(await database.db.select().from(shopProducts)).toHaveLength(7);
  });

  it('leaves one admin when two starts seed at the same time', async () => {
    const fresh = await openTestDatabase(kind);
    try {
      const results = await Promise.all([
        runInitialSeed(fresh.db, { adminEmail: 'admin@gartenwerk.local', adminPassword: 'Gleichzeitig-1' }),
        runInitialSeed(fresh.db, { adminEmail: 'admin@gartenwerk.local', adminPassword: 'Gleichzeitig-1' }),
      ]);
      expect(results.map((result) => result.ran).sort()).toEqual([false, true]);
      expect(
        await fresh.db
          .select()
          .from(users)
          .where(arrayContains(users.roles, ['admin'])),
      ).toHaveLength(1);
    } finally {
      await fresh.close();
    }
  });

  it('creates the fixed guest and system accounts, which nobody can sign in to', async () => {
    const guest = await getUserByHandle(database.db, GUEST_HANDLE);
    const system = await getUserByHandle(database.db, SYSTEM_HANDLE);
    expect(guest).toMatchObject({ id: 'guest', roles: ['guest'], passwordHash: null, fixed: true });
    expect(system).toMatchObject({ id: 'system', roles: ['system'], passwordHash: null, fixed: true });
  });

  it('stores the configuration defaults, the start page and the demo catalogue', async () => {
    expect((await getConfig(database.db)).components.admincenter.url).toBe('/admincenter');
    const [start] = await database.db.select().from(entries).where(eq(entries.route, '/'));
    expect(start).toMatchObject({ title: 'Willkommen bei Gartenwerk', published: true });
    const groups = await database.db.select().from(shopProductGroups);
    expect(groups.map((group) => group.title).sort()).toEqual(['Heckenpflanzen', 'Obstbäume']);
    const products = await database.db.select().from(shopProducts);
    expect(products.map((product) => product.title)).toContain("Thuja occidentalis 'Smaragd' 80–100 cm");
    expect(products.every((product) => Number.isInteger(product.priceCents))).toBe(true);
  });
});

describe.each(await databaseKinds())('demo content on %s', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await runInitialSeed(database.db, {
      adminEmail: 'admin@gartenwerk.local',
      adminPassword: 'Demo-Passwort-1',
    });
  });
  afterAll(() => database.close());

  it('fills every public route of the site with published German content, legal texts marked as samples', async () => {
    const rows = await database.db.select().from(entries).where(eq(entries.published, true));
    const routes = new Set(rows.map((row) => row.route));
    for (const route of [
      '/',
      '/Aktuelles',
      '/Planung',
      '/Kontakt',
      '/Aktionen',
      '/Lebensbaeume',
      '/Team',
      '/Projekte',
      '/Jobs',
      '/AGB',
      '/Shopinfo',
      '/Oeffnungszeiten',
      '/Gutscheine',
      '/Imprint',
      '/Privacy',
      '/Widerrufsbelehrung',
      '/Versandkosten',
      '/Disclaimer',
    ]) {
      expect(routes, route).toContain(route);
    }
    expect(rows.filter((row) => row.type === 'news').length).toBeGreaterThanOrEqual(5);
    for (const slug of ['agb', 'datenschutz', 'haftungsausschluss']) {
      const legal = rows.find((row) => row.slug === slug);
      expect(JSON.stringify(legal?.data.blocks)).toContain('Mustertext');
    }
    // The legal texts show the settings (payment methods, shipping rules, pickup, company) where they
    // name them, never a fixed list, price or threshold.
    const facts = (slug: string) =>
      (rows.find((row) => row.slug === slug)?.data.blocks ?? []).flatMap((block) =>
        block.type === 'shop_facts' ? [block.props.kind] : [],
      );
    expect(facts('agb')).toEqual(['payment_methods']);
    expect(facts('datenschutz')).toEqual(['imprint', 'payment_methods']);
    expect(facts('versand-und-zahlung')).toEqual(['shipping', 'pickup', 'payment_methods']);
    expect(facts('impressum')).toEqual(['imprint']);
    for (const slug of ['agb', 'datenschutz', 'versand-und-zahlung', 'impressum']) {
      const text = JSON.stringify(rows.find((row) => row.slug === slug)?.data.blocks);
      expect(text, slug).not.toMatch(/\d,\d\d €|€ ?\d|Rechnung<\/li>|Vorkasse und Rechnung/);
      expect(text, slug).not.toMatch(/Online-Streitbeilegung|ec\.europa\.eu\/consumers\/odr/);
    }
    const guide = rows.find((row) => row.slug === 'lebensbaeume');
    expect(guide?.data.blocks?.map((block) => block.type)).toEqual(['text', 'hr', 'text', 'text']);
    const config = await getConfig(database.db);
    expect(config.meta.routes.map((item) => item.route)).toEqual(
      expect.arrayContaining(['/', '/Lebensbaeume', '/Jobs']),
    );
  });

  it('runs once: a second start adds nothing and brings no deleted page back', async () => {
    const before = await database.db.select().from(entries);
    await database.db.delete(entries).where(eq(entries.slug, 'team'));
    await runInitialSeed(database.db, { adminEmail: 'admin@gartenwerk.local' });
    const after = await database.db.select().from(entries);
    expect(after).toHaveLength(before.length - 1);
    expect(await seedDemoContent(database.db)).toBe(false);
    expect(await seedLegalPages(database.db)).toBe(false);
    const config = await getConfig(database.db);
    expect(new Set(config.meta.routes.map((item) => item.route)).size).toBe(config.meta.routes.length);
  });
});

describe('the legal pages', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
  });
  afterAll(() => database.close());

  const pageText = async (route: string) => {
    const [row] = await database.db.select().from(entries).where(eq(entries.route, route));
    return (row?.data.blocks ?? []).map((block) => String(block.props.content)).join('');
  };

  it('fill the imprint from the configured company and carry the model withdrawal form and the real cookies', async () => {
    await ensureConfig(database.db);
    const { company } = await getConfig(database.db);
    await updateConfig(database.db, {
      company: {
        ...company,
        name: 'Baumschule Lindner KG',
        uid: 'ATU12345678',
        email: 'shop@lindner.example',
      },
    });
    await runInitialSeed(database.db, {
      adminEmail: 'admin@lindner.example',
      adminPassword: 'Lindner-2026!',
    });

    // The imprint's company details come from the settings when the page is shown (see the storefront).
    const imprint = await pageText('/Imprint');
    expect(imprint).toContain('Informationen nach § 5 ECG');
    expect(imprint).not.toContain('Mustertext');
    expect(imprint).not.toContain('Streitbeilegungsplattform');

    const policy = await pageText('/Widerrufsbelehrung');
    expect(policy).toContain('binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen');
    expect(policy).toContain('<h3>Muster-Widerrufsformular</h3>');
    expect(policy).toContain('An <strong>Baumschule Lindner KG</strong>');
    expect(policy).toContain('<a href="/widerrufen">„Vertrag widerrufen“</a>');

    const privacy = await pageText('/Privacy');
    for (const cookie of ['gw_session', 'gw_csrf', 'gw_cart', 'lang', 'gw_ref'])
      expect(privacy).toContain(`<strong>${cookie}</strong>`);
    expect(privacy).toContain('merkt sich dieses Cookie 30 Tage lang den Partner');
    // German only: no English sentence, and the payment methods come from the settings.
    expect(privacy).not.toContain('remembers for 30 days');
    expect(privacy).not.toContain('Vorkasse und Rechnung');
    for (const topic of ['Server-Protokolle', 'Kontaktformular und Bewerbungen', 'Newsletter', 'Zahlungen'])
      expect(privacy).toContain(`<h3>${topic}</h3>`);

    expect(await pageText('/Versandkosten')).toContain('<h2>Versand &amp; Zahlung</h2>');
    const routes = (await getConfig(database.db)).meta.routes.map((item) => item.route);
    expect(routes).toEqual(
      expect.arrayContaining(['/Privacy', '/Widerrufsbelehrung', '/Versandkosten', '/Disclaimer']),
    );
  });
});

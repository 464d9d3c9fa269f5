import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { databaseKinds } from '@gartenwerk/test-helpers';
import { eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD } from '../../test/support';
import { getConfig } from '../areas/config/service';
import { originalKey } from '../areas/file/service';
import { files } from '../areas/file/table';
import { placeOrder } from '../areas/shop-order/service';
import { VatIdChecker } from '../areas/shop-order/vies';
import { searchProducts } from '../areas/shop-product/search';
import { shopProducts } from '../areas/shop-product/table';
import { shopProductGroups } from '../areas/shop-productgroup/table';
import { shopStock } from '../areas/shop-stock/table';
import { shopVouchers, shopVoucherTemplates } from '../areas/shop-voucher/table';
import { LocalStorage } from '../core/storage';
import type { DatabaseHandle } from '../core/db';
import { GUEST_USER } from '../core/guard';
import { runInitialSeed } from './seed';
import { seedDemoShop } from './shop';
import type { SeedLibrary } from './shop-images';
import { libraryWithJobs } from '../../test/file-jobs';

describe.each(await databaseKinds())('demo shop seed on %s', (kind) => {
  let database: DatabaseHandle;
  let library: SeedLibrary;
  let folder: string;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    folder = await mkdtemp(join(tmpdir(), 'gartenwerk-shop-seed-'));
    library = await libraryWithJobs(database.db, new LocalStorage(folder));
    await runInitialSeed(database.db, { adminEmail: TEST_ADMIN_EMAIL, adminPassword: TEST_ADMIN_PASSWORD });
    expect(await seedDemoShop(database.db, library)).toEqual({ ran: true });
    await library.jobs.idle();
  });
  afterAll(async () => {
    await library.jobs.stop();
    await database.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('fills at least 40 products into at least 6 groups, with sizes as variants and images', async () => {
    const groups = await database.db.select().from(shopProductGroups);
    expect(groups.map((group) => group.title)).toEqual(
      expect.arrayContaining([
        'Heckenpflanzen',
        'Wurzelware',
        'Obstbäume',
        'Rosen',
        'Stauden',
        'Erde & Dünger',
        'Gutscheine',
      ]),
    );
    const products = await database.db.select().from(shopProducts);
    expect(products.length).toBeGreaterThanOrEqual(40);
    for (const group of groups) {
      expect(
        products.filter((product) => product.productGroups.includes(group.id)).length,
      ).toBeGreaterThanOrEqual(3);
    }
    const liguster = products.find((product) => product.title === "Liguster 'Atrovirens'")!;
    expect(liguster.data.variants).toEqual([
      { key: '60-80', value: '60–80 cm' },
      { key: '80-100', value: '80–100 cm' },
      { key: '100-125', value: '100–125 cm' },
    ]);
    expect(products.filter((product) => product.type === 'voucher')).toHaveLength(3);
    // Every new product has its own image in the library, with its variants made.
    const images = await database.db.select().from(files);
    expect(images.length).toBeGreaterThanOrEqual(40);
    expect(images.every((file) => !file.processing)).toBe(true);
    expect(liguster.data.media).toHaveLength(1);
    expect(images.map((file) => file.id)).toContain(liguster.data.media![0]);
    const [template] = await database.db.select().from(shopVoucherTemplates);
    expect(template?.image).toBeTruthy();
    const vouchers = await database.db.select().from(shopVouchers);
    expect(vouchers.map((voucher) => voucher.code).sort()).toEqual([
      'GW-FRUE-HLNG',
      'GW-HERB-STHK',
      'GW-WILL-KOMM',
    ]);
    expect(vouchers.every((voucher) => voucher.template === template?.id)).toBe(true);
    expect(vouchers.find((voucher) => voucher.code === 'GW-HERB-STHK')?.remainingCents).toBe(1840);
  });

  it('gives every product and group a picture of its own that the library stores and that decodes', async () => {
    const products = await database.db.select().from(shopProducts);
    const groups = await database.db.select().from(shopProductGroups);
    const pictures = [
      ...products.map((product) => ({ title: product.title, media: product.data.media ?? [] })),
      ...groups.map((group) => ({ title: group.title, media: group.data.media ?? [] })),
    ];
    // 7 groups, 7 products of the first start and 38 of the demo shop.
    expect(pictures).toHaveLength(52);
    expect(pictures.filter((picture) => picture.media.length === 0).map((picture) => picture.title)).toEqual(
      [],
    );
    const firstIds = pictures.map((picture) => picture.media[0]!);
    expect(new Set(firstIds).size).toBe(pictures.length);
    const rows = await database.db.select().from(files).where(inArray(files.id, firstIds));
    expect(rows).toHaveLength(pictures.length);
    for (const row of rows) {
      const original = Buffer.concat(await (await library.storage.read(originalKey(row.id))).toArray());
      const meta = await sharp(original).metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
        format: 'jpeg',
        width: 800,
        height: 800,
      });
      expect(row.gridrefs.length).toBeGreaterThan(0);
    }
  });

  it('ships the bare-root hedges in their season only and takes pre-orders for them', async () => {
    const [group] = await database.db
      .select()
      .from(shopProductGroups)
      .where(eq(shopProductGroups.title, 'Wurzelware'));
    expect(group!.data.shipping_season).toEqual({ from: '10-15', until: '04-15' });
    expect(group!.preordersAllowed).toBe(true);
    const others = await database.db.select().from(shopProductGroups);
    expect(others.filter((other) => other.preordersAllowed).map((other) => other.title)).toEqual([
      'Wurzelware',
    ]);
  });

  it('stores VAT, shipping and discount groups in the shop settings', async () => {
    const shop = (await getConfig(database.db)).components.shop;
    expect(shop.vat_groups).toEqual([
      expect.objectContaining({ uuid: 'normal', rates: { at: 20, de: 19 } }),
      expect.objectContaining({ uuid: 'pflanzen', rates: { at: 13, de: 7 } }),
    ]);
    expect(shop.shipping_groups?.map((group) => group.type)).toEqual(['weight', 'count']);
    expect(shop.shipping_groups?.[1]?.unit[0]?.zips?.[0]).toMatchObject({ country: 'at', start: '1010' });
    expect(shop.shipping_countries?.map((country) => country.code)).toEqual(['de', 'at']);
    expect(shop.discount_groups?.map((group) => group.uuid)).toContain('wiederverkauf');
    expect(shop.paymentsources.cash_on_pickup?.enabled).toBe(true);
    // The pickup place is a name; its address and opening hours are the company's (one source).
    expect(shop.pickup).toMatchObject({ enabled: true, location: 'Verkaufshof der Baumschule' });
    // The products of the first start were put into the groups as well.
    const [thuja] = await database.db
      .select()
      .from(shopProducts)
      .where(eq(shopProducts.title, "Thuja occidentalis 'Smaragd' 80–100 cm"));
    expect(thuja?.data).toMatchObject({ vat_groups: ['pflanzen'], shipping_groups: ['spedition'] });
  });

  it('keeps stock per variant and indexes the catalogue for search', async () => {
    const [{ levels } = { levels: 0 }] = await database.db
      .select({ levels: sql<number>`count(*)::int` })
      .from(shopStock);
    expect(levels).toBeGreaterThan(40);
    const found = await searchProducts(database.db, 'Rosen', { includeOffline: false });
    expect(found.total).toBeGreaterThanOrEqual(7);
  });

  it('prices an order of demo plants with the reduced VAT and the freight steps', async () => {
    const [rose] = await database.db
      .select()
      .from(shopProducts)
      .where(eq(shopProducts.title, "Edelrose 'Gloria Dei'"));
    const { order } = await placeOrder(
      database.db,
      {
        // The rose comes in one colour, which the product page chooses at once.
        items: [{ item: rose!.id, amount: 2, customization: { color: rose!.colors[0] } }],
        email: 'gast@example.de',
        invoiceAddress: {
          type: 'person',
          first_name: 'Lena',
          last_name: 'Maier',
          address: 'Ring 2',
          zip: '80331',
          city: 'München',
          country: 'de',
        },
        selectedPayment: 'prepayment',
        termsAccepted: true,
      },
      GUEST_USER,
      { vatIds: new VatIdChecker(null) },
    );
    // 14,90 € entered with Austria's 13 % are 14,1088 € with Germany's 7 %: 14,11 €, × 2 = 28,22 €;
    // 3 kg by parcel to Germany cost 7,90 €, carrying the plants' 7 %: 36,12 / 1,07 = 33,757 → 33,76.
    expect(order.items[0]).toMatchObject({ price: 14.11, amount: 2, total: 28.22 });
    expect(order.totals).toMatchObject({ items: 28.22, shipping: 7.9, total: 36.12, vat_country: 'de' });
    expect(order.totals.vat).toEqual([{ rate: 7, net: 33.76, vat: 2.36, gross: 36.12 }]);
  });

  it('runs once: a second run changes nothing', async () => {
    const before = (await database.db.select().from(shopProducts)).length;
    expect(await seedDemoShop(database.db, library)).toEqual({ ran: false });
    expect(await database.db.select().from(shopProducts)).toHaveLength(before);
  });
});

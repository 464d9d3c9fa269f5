import { toCents } from '@gartenwerk/domain';
import { arrayContains, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../core/db';
// The areas' links (areas/index.ts): writing the configuration records moved shop pages and checks payments.
import '../areas';
import { createUser, getUserByHandle } from '../areas/auth/service';
import { forgetCachedConfig, getConfig, updateConfig } from '../areas/config/service';
import type { SeedLibrary } from './shop-images';
import { shopColors } from '../areas/shop-color/table';
import { refreshSearchIndex } from '../areas/shop-product/search';
import { PRODUCT_SLUGS } from '../areas/shop-product/service';
import { shopProducts, type ProductDetails } from '../areas/shop-product/table';
import { GROUP_SLUGS } from '../areas/shop-productgroup/service';
import { shopProductGroups } from '../areas/shop-productgroup/table';
import { newSlugs } from '../core/slugs';
import { shopStock, shopStockMovements } from '../areas/shop-stock/table';
import { createVoucher } from '../areas/shop-voucher/service';
import { shopVoucherTemplates } from '../areas/shop-voucher/table';
import { seedRuns } from './table';
import {
  CATALOGUE,
  DEMO_BANK_DETAILS,
  DEMO_DISCOUNT_GROUPS,
  DEMO_SHIPPING_COUNTRIES,
  DEMO_SHIPPING_GROUPS,
  DEMO_VAT_GROUPS,
  SHOP_SEED,
  VOUCHER_TEMPLATE_TITLE,
  demoVouchers,
} from './shop-data';
import { COLORS, slug, storeImages } from './shop-images';

/** How a demo seed is run at the start of the server. */
export interface SeedRunOptions {
  /** Aborted by a stop: the seed ends after the step it is in (one image) and claims nothing. */
  signal?: AbortSignal;
  /** Where the seed says that it runs. */
  log?: Pick<FastifyBaseLogger, 'info'>;
}

export interface ShopSeedResult {
  ran: boolean;
}

/**
 * Fills the shop with a nursery catalogue: VAT, shipping and discount groups, six product groups
 * with sizes as variants, colours, stock, a voucher template, a reseller customer and, when a file
 * library is given, placeholder images. Runs once per database, recorded in seed_runs; stopped by
 * `signal`, it leaves the images it stored for the next run, which finds them by their content.
 */
export async function seedDemoShop(
  db: Database,
  library?: SeedLibrary,
  { signal, log }: SeedRunOptions = {},
): Promise<ShopSeedResult> {
  const [done] = await db.select().from(seedRuns).where(eq(seedRuns.name, SHOP_SEED));
  if (done) return { ran: false };
  log?.info('first start: seeding the demo shop');
  // Images first: the file library's background jobs use the database outside any transaction.
  const images = library ? await storeImages(db, library, signal) : new Map<string, string>();
  signal?.throwIfAborted();
  const ran = await db.transaction(async (tx) => {
    // Claiming the name first makes a second, concurrent start wait here and then find it taken.
    const [claimed] = await tx.insert(seedRuns).values({ name: SHOP_SEED }).onConflictDoNothing().returning();
    if (!claimed) return false;
    await fillShop(tx, images);
    return true;
  });
  // The settings were written inside the transaction; the cached copy of `db` predates them.
  forgetCachedConfig(db);
  return { ran };
}

async function fillShop(db: Database, images: Map<string, string>): Promise<void> {
  const config = await getConfig(db);
  await updateConfig(db, {
    components: {
      ...config.components,
      shop: {
        ...config.components.shop,
        vat_groups: DEMO_VAT_GROUPS,
        shipping_groups: DEMO_SHIPPING_GROUPS,
        shipping_countries: DEMO_SHIPPING_COUNTRIES,
        discount_groups: DEMO_DISCOUNT_GROUPS,
        // The address comes from the company and the hours from the opening hours: one source for both.
        pickup: { enabled: true, location: 'Verkaufshof der Baumschule' },
        bank_details: DEMO_BANK_DETAILS,
      },
    },
  });

  const colorRows = await db
    .insert(shopColors)
    .values(COLORS.map(([title, code]) => ({ title, code, tags: [slug(title)] })))
    .returning();
  const colorId = new Map(colorRows.map((row) => [row.title, row.id]));

  const existingGroups = await db
    .select()
    .from(shopProductGroups)
    .where(
      inArray(
        shopProductGroups.title,
        CATALOGUE.map((group) => group.title),
      ),
    );
  const autumn = {
    start: `${new Date().getFullYear()}-09-01T00:00:00.000Z`,
    end: `${new Date().getFullYear()}-11-30T23:59:59.000Z`,
  };

  for (const [groupIndex, group] of CATALOGUE.entries()) {
    let groupRow = existingGroups.find((row) => row.title === group.title);
    if (!groupRow) {
      const [groupSlug] = await newSlugs(db, GROUP_SLUGS, [group.title]);
      [groupRow] = await db
        .insert(shopProductGroups)
        .values({
          title: group.title,
          slug: groupSlug!,
          order: groupIndex + 1,
          tags: group.tags,
          ...(group.season
            ? {
                preordersAllowed: group.season.preorders,
                data: { shipping_season: group.season.shipping },
              }
            : {}),
        })
        .returning();
    }
    const groupId = groupRow!.id;
    const groupImage = images.get(group.title);
    if (groupImage) {
      await db
        .update(shopProductGroups)
        .set({ data: { ...groupRow!.data, media: [groupImage] } })
        .where(eq(shopProductGroups.id, groupId));
    }

    // The products of the first start get their groups' settings too.
    const settings: ProductDetails = {
      vat_groups: group.vat ? [group.vat] : [],
      shipping_groups: group.shipping ? [group.shipping] : [],
    };
    const earlier = await db
      .select()
      .from(shopProducts)
      .where(arrayContains(shopProducts.productGroups, [groupId]));
    for (const row of earlier) {
      const image = images.get(row.title);
      const media = row.data.media?.length ? row.data.media : image ? [image] : [];
      await db
        .update(shopProducts)
        .set({ data: { ...settings, ...row.data, media } })
        .where(eq(shopProducts.id, row.id));
    }

    const slugs = await newSlugs(
      db,
      PRODUCT_SLUGS,
      group.products.map((product) => product.title),
    );
    for (const [index, product] of group.products.entries()) {
      const image = images.get(product.title);
      const media = image ? [image] : [];
      const [row] = await db
        .insert(shopProducts)
        .values({
          title: product.title,
          slug: slugs[index]!,
          priceCents: toCents(product.euros),
          order: earlier.length + index + 1,
          tags: product.tags ?? group.tags,
          productGroups: [groupId],
          colors: (product.colors ?? []).map((title) => colorId.get(title)!),
          type: product.type ?? 'product',
          data: {
            ...settings,
            name_de: product.title,
            description: product.description,
            variants: (product.variants ?? []).map(([key, value, price]) => ({
              key,
              value,
              ...(price !== undefined ? { price } : {}),
            })),
            ...(product.content ? { content: product.content } : {}),
            media,
            ...(product.weight !== undefined ? { shipping_data: { weight: product.weight } } : {}),
            expected_days_until_shipping: product.days ?? (product.type ? null : 7),
            ...(product.sale ? { sale: true } : {}),
            ...(product.new ? { new: true } : {}),
            ...(product.special
              ? { special_offers: [{ ...autumn, discount_groups: ['heckenaktion'] }] }
              : {}),
          },
        })
        .returning();
      if (product.stock === undefined) continue;
      const variants = product.variants?.map(([key]) => key) ?? [''];
      const levels = variants.map((variant, position) => ({
        productId: row!.id,
        variant,
        // Larger sizes are scarcer.
        quantity: Math.max(1, Math.round(product.stock! / (position + 1))),
      }));
      await db.insert(shopStock).values(levels);
      await db
        .insert(shopStockMovements)
        .values(levels.map((level) => ({ ...level, delta: level.quantity, reason: 'Anfangsbestand' })));
    }
  }

  const template = images.get(VOUCHER_TEMPLATE_TITLE) ?? null;
  const [voucherTemplate] = await db
    .insert(shopVoucherTemplates)
    .values({
      title: VOUCHER_TEMPLATE_TITLE,
      image: template,
      text: 'Mit diesem Gutschein im Wert von {{value}} wünschen wir viel Freude im Garten.',
    })
    .returning();
  for (const voucher of demoVouchers(new Date().getFullYear())) {
    await createVoucher(db, { ...voucher, template: voucherTemplate?.id ?? null });
  }

  if (!(await getUserByHandle(db, 'einkauf@gaertnerei-huber.example'))) {
    await createUser(db, {
      handle: 'einkauf@gaertnerei-huber.example',
      name: 'Gärtnerei Huber',
      roles: ['user'],
      userData: {
        shop: {
          discount_groups: ['wiederverkauf'],
          shipping_free: false,
          shipping_free_amount_treshhold: 500,
          paymentsources: { invoice: { enabled: true, min: 0, max: 10000 } },
        },
      },
    });
  }

  await refreshSearchIndex(db);
}

export * from './shop-data';
export * from './shop-images';

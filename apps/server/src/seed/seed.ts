import { randomBytes } from 'node:crypto';
import { GUEST_HANDLE, toCents } from '@gartenwerk/domain';
import type { Database } from '../core/db';
// The areas' links (areas/index.ts): writing the configuration records moved shop pages and checks payments.
import '../areas';
import { createUser } from '../areas/auth/service';
import { ensureConfig, forgetCachedConfig, updateConfig } from '../areas/config/service';
import { entries } from '../areas/entry/table';
import { PRODUCT_SLUGS } from '../areas/shop-product/service';
import { shopProducts, type ProductDetails } from '../areas/shop-product/table';
import { GROUP_SLUGS } from '../areas/shop-productgroup/service';
import { shopProductGroups } from '../areas/shop-productgroup/table';
import { newSlugs } from '../core/slugs';
import { seedDemoContent } from './content';
import { seedLegalPages } from './legal';
import { upgradeSeededTexts } from './legal-upgrade';
import { seedRuns } from './table';

/** The name under which the first-start seed records that it ran. */
export const INITIAL_SEED = 'initial';
export const SYSTEM_HANDLE = 'system';
/** The uuid of the shop's mailbox the seed configures. */
export const SHOP_MAILBOX = 'shop';

export interface SeedOptions {
  adminEmail: string;
  /** Absent: a password is generated and handed back to be shown once. */
  adminPassword?: string;
}

export interface SeedResult {
  ran: boolean;
  /** Only when the seed ran and generated the admin's password. */
  generatedAdminPassword?: string;
}

interface DemoProduct {
  title: string;
  euros: number;
  details: ProductDetails;
}

const HEDGE_PLANTS: DemoProduct[] = [
  {
    title: "Thuja occidentalis 'Smaragd' 80–100 cm",
    euros: 12.9,
    details: {
      description: 'Schmal wachsender, dichter Lebensbaum mit sattgrünem Laub, ideal für Sichtschutzhecken.',
    },
  },
  {
    title: "Thuja occidentalis 'Brabant' 100–125 cm",
    euros: 14.5,
    details: { description: 'Raschwüchsiger Lebensbaum für hohe, blickdichte Hecken.' },
  },
  {
    title: "Kirschlorbeer 'Novita' 60–80 cm",
    euros: 17.9,
    details: { description: 'Immergrün, frosthart und schnittverträglich – glänzendes, großes Laub.' },
  },
  {
    title: 'Hainbuche (Carpinus betulus) 100–125 cm, wurzelnackt',
    euros: 3.2,
    details: { description: 'Heimische Heckenpflanze, behält das braune Laub bis zum Frühjahr.' },
  },
];

const FRUIT_TREES: DemoProduct[] = [
  {
    title: "Apfel 'Topaz' Halbstamm",
    euros: 49.9,
    details: {
      description: 'Schorfresistente Sorte mit würzig-säuerlichen Früchten, Ernte ab Anfang Oktober.',
    },
  },
  {
    title: "Marille 'Ungarische Beste' Halbstamm",
    euros: 59.9,
    details: { description: 'Die bewährte Wachauer Marillensorte: saftig, aromatisch, reich tragend.' },
  },
  {
    title: "Birne 'Williams Christ' Buschbaum",
    euros: 39.9,
    details: { description: 'Klassische Tafelbirne mit schmelzendem Fruchtfleisch, Ernte im August.' },
  },
];

function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}

/**
 * Fills a fresh database: configuration defaults, the fixed guest and system accounts, the first admin
 * and the demo content. Runs once per database, recorded in seed_runs; later calls change nothing.
 */
export async function runInitialSeed(db: Database, options: SeedOptions): Promise<SeedResult> {
  const generatedAdminPassword = options.adminPassword ? undefined : generatePassword();
  const adminPassword = options.adminPassword ?? (generatedAdminPassword as string);

  const ran = await db.transaction(async (tx) => {
    // Claiming the name first makes a second, concurrent start wait here and then find it taken.
    const claimed = await tx
      .insert(seedRuns)
      .values({ name: INITIAL_SEED })
      .onConflictDoNothing()
      .returning();
    if (claimed.length === 0) return false;

    await ensureConfig(tx);
    // The owner learns of every order, message and application from the start: the shop's mailbox
    // is the first admin's address until they configure another.
    await updateConfig(tx, {
      mail: {
        mailboxes: [{ uuid: SHOP_MAILBOX, name: 'Gartenwerk', email: options.adminEmail }],
        DEFAULT_SYSTEM_MAILBOX: SHOP_MAILBOX,
      },
    });
    await createUser(tx, { id: 'guest', handle: GUEST_HANDLE, name: 'Gast', roles: ['guest'], fixed: true });
    await createUser(tx, {
      id: 'system',
      handle: SYSTEM_HANDLE,
      name: 'System',
      roles: ['system'],
      fixed: true,
    });
    await createUser(tx, {
      handle: options.adminEmail,
      password: adminPassword,
      name: 'Administrator',
      roles: ['admin'],
      verified: true,
      fixed: true,
    });

    const now = Date.now();
    const day = 24 * 60 * 60 * 1000;
    await tx.insert(entries).values([
      {
        title: 'Willkommen bei Gartenwerk',
        slug: 'start',
        type: 'page',
        route: '/',
        published: true,
        publishDate: new Date(now - 30 * day),
        date: new Date(now - 30 * day),
        data: {
          content:
            '<p>Gartenwerk ist Ihre Baumschule für Heckenpflanzen, Obstbäume, Rosen und Gartenbedarf. ' +
            'Auf unseren Feldern ziehen wir Lebensbäume, Kirschlorbeer und heimische Gehölze selbst heran – ' +
            'winterhart und an unser Klima gewöhnt.</p>' +
            '<p>Wir beraten Sie gerne bei der Planung Ihrer Hecke und liefern nach Österreich und Deutschland.</p>',
          meta_description: 'Baumschule Gartenwerk: Heckenpflanzen, Obstbäume und Gartenbedarf.',
          meta_keywords: 'Baumschule, Heckenpflanzen, Thuja, Obstbäume',
        },
      },
      {
        title: 'Die Herbstpflanzzeit hat begonnen',
        slug: 'herbstpflanzzeit',
        type: 'news',
        route: '/Aktuelles',
        published: true,
        publishDate: new Date(now - 2 * day),
        date: new Date(now - 2 * day),
        data: {
          content:
            '<p>Ab sofort sind wurzelnackte Heckenpflanzen wieder lieferbar. Jetzt ist die beste Zeit zum Pflanzen.</p>',
        },
      },
      {
        title: 'Obstbaum-Schnittkurs im Frühjahr',
        slug: 'schnittkurs',
        type: 'news',
        route: '/Aktuelles',
        published: true,
        publishDate: new Date(now - 10 * day),
        date: new Date(now - 10 * day),
        data: {
          content:
            '<p>Lernen Sie mit unseren Gärtnern, wie Apfel, Birne und Marille richtig geschnitten werden.</p>',
        },
      },
    ]);

    const [hedgesSlug, fruitSlug] = await newSlugs(tx, GROUP_SLUGS, ['Heckenpflanzen', 'Obstbäume']);
    const [hedges, fruit] = await tx
      .insert(shopProductGroups)
      .values([
        { title: 'Heckenpflanzen', slug: hedgesSlug!, order: 1, tags: ['hecke'] },
        { title: 'Obstbäume', slug: fruitSlug!, order: 2, tags: ['obst'] },
      ])
      .returning();
    if (!hedges || !fruit) throw new Error('product groups were not created');

    const slugs = await newSlugs(
      tx,
      PRODUCT_SLUGS,
      [...HEDGE_PLANTS, ...FRUIT_TREES].map((product) => product.title),
    );
    const slugOf = new Map(
      [...HEDGE_PLANTS, ...FRUIT_TREES].map((product, index) => [product, slugs[index]!]),
    );
    const products = (groupId: string, list: DemoProduct[]) =>
      list.map((product, index) => ({
        title: product.title,
        slug: slugOf.get(product)!,
        priceCents: toCents(product.euros),
        order: index + 1,
        productGroups: [groupId],
        data: { name_de: product.title, expected_days_until_shipping: 7, ...product.details },
      }));
    await tx
      .insert(shopProducts)
      .values([...products(hedges.id, HEDGE_PLANTS), ...products(fruit.id, FRUIT_TREES)]);
    return true;
  });

  forgetCachedConfig(db);
  // Their own runs, so databases seeded before the legal pages or the demo content get them too.
  await seedLegalPages(db);
  await seedDemoContent(db);
  // Texts seeded by earlier versions, still as seeded, become today's.
  await upgradeSeededTexts(db);
  return ran ? { ran, ...(generatedAdminPassword ? { generatedAdminPassword } : {}) } : { ran };
}

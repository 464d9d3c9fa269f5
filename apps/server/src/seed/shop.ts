import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { toCents, type ProductContent } from '@gartenwerk/domain';
import { arrayContains, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import type { Database } from '../core/db';
import { createUser, getUserByHandle } from '../areas/auth/service';
import { forgetCachedConfig, getConfig, updateConfig } from '../areas/config/service';
import type { SiteConfig } from '../areas/config/schemas';
import type { FileLibrary } from '../areas/file/library';
import { addUploadedFile, receiveUpload } from '../areas/file/service';
import { files } from '../areas/file/table';
import { shopColors } from '../areas/shop-color/table';
import { refreshSearchIndex } from '../areas/shop-product/search';
import { PRODUCT_SLUGS } from '../areas/shop-product/service';
import { shopProducts, type ProductDetails } from '../areas/shop-product/table';
import { GROUP_SLUGS } from '../areas/shop-productgroup/service';
import { shopProductGroups } from '../areas/shop-productgroup/table';
import { newSlugs } from '../core/slugs';
import { shopStock, shopStockMovements } from '../areas/shop-stock/table';
import type { VoucherCreate } from '../areas/shop-voucher/schemas';
import { createVoucher } from '../areas/shop-voucher/service';
import { shopVoucherTemplates } from '../areas/shop-voucher/table';
import { illustrationImage, type Illustration, type IllustrationKind } from './illustrations';
import { seedRuns } from './table';

/** The name under which the demo shop seed records that it ran. */
export const SHOP_SEED = 'shop-demo';

type ShopSettings = SiteConfig['components']['shop'];

/** VAT groups: live plants have the reduced rates, everything else the standard ones. */
export const DEMO_VAT_GROUPS: NonNullable<ShopSettings['vat_groups']> = [
  { uuid: 'normal', name: 'Normalsteuersatz (AT 20 %, DE 19 %)', rates: { at: 20, de: 19 } },
  { uuid: 'pflanzen', name: 'Lebende Pflanzen (AT 13 %, DE 7 %)', rates: { at: 13, de: 7 } },
];

export const DEMO_SHIPPING_GROUPS: NonNullable<ShopSettings['shipping_groups']> = [
  {
    uuid: 'paket',
    name: 'Paket (nach Gewicht)',
    type: 'weight',
    unit: [
      { max: 5, costs: { at: 5.9, de: 7.9 } },
      { max: 15, costs: { at: 8.9, de: 11.9 } },
      { max: 31.5, costs: { at: 12.9, de: 16.9 } },
    ],
    shipping_free_amount_treshhold: { at: 80, de: 120 },
  },
  {
    uuid: 'spedition',
    name: 'Spedition (nach Stück)',
    type: 'count',
    unit: [
      // Vienna and its surroundings are delivered by our own truck.
      {
        max: 20,
        costs: { at: 49, de: 79 },
        zips: [{ country: 'at', start: '1010', end: '2399', costs: 29 }],
      },
      {
        max: 100,
        costs: { at: 89, de: 129 },
        zips: [{ country: 'at', start: '1010', end: '2399', costs: 59 }],
      },
      { max: 500, costs: { at: 149, de: 199 } },
    ],
    shipping_free_amount_treshhold: { at: 1500, de: 2500 },
  },
];

export const DEMO_SHIPPING_COUNTRIES: NonNullable<ShopSettings['shipping_countries']> = [
  {
    code: 'de',
    name: 'Deutschland',
    shipping_free_amount_treshhold: 250,
    // The North Sea and Baltic islands cost extra.
    zips: [
      { start: '18565', end: '18565', costs: 25 },
      { start: '25938', end: '25999', costs: 25 },
      { start: '26465', end: '26486', costs: 25 },
    ],
  },
  {
    code: 'at',
    name: 'Österreich',
    shipping_free_amount_treshhold: 150,
    // Around the nursery, deliveries are free from a lower amount.
    zips: [{ start: '3500', end: '3599', threshold: 50 }],
  },
];

export const DEMO_DISCOUNT_GROUPS: NonNullable<ShopSettings['discount_groups']> = [
  {
    uuid: 'wiederverkauf',
    name: 'Wiederverkäufer',
    type: 'percent',
    items: [
      { from: 0, discount: 15 },
      { from: 100, discount: 20 },
    ],
    additiv: false,
    roles: ['alle'],
  },
  {
    uuid: 'heckenaktion',
    name: 'Heckenaktion Herbst',
    type: 'percent',
    items: [{ from: 0, discount: 10 }],
    roles: ['alle'],
  },
];

interface DemoGroup {
  title: string;
  tags: string[];
  /** The picture of the group and, unless `pictureOf` knows better, of its products. */
  kind: IllustrationKind;
  vat: 'normal' | 'pflanzen' | null;
  shipping: 'paket' | 'spedition' | null;
  products: DemoProduct[];
}

interface DemoProduct {
  title: string;
  euros: number;
  description: string;
  tags?: string[];
  /** Sizes as variants: key, label and, when it differs from the product's, its own price. */
  variants?: Array<[string, string] | [string, string, number]>;
  /** What one unit contains, for the price per unit. */
  content?: ProductContent;
  weight?: number;
  days?: number;
  colors?: string[];
  stock?: number;
  type?: 'voucher';
  sale?: boolean;
  new?: boolean;
  special?: boolean;
}

const sizes = (...labels: string[]): Array<[string, string]> =>
  labels.map((label) => [
    label
      .replace(/[–\s]+/g, '-')
      .replace(/cm|-$/g, '')
      .replace(/-$/, ''),
    label,
  ]);

/** The catalogue; the first two groups exist from the first start and get their new products added. */
const CATALOGUE: DemoGroup[] = [
  {
    title: 'Heckenpflanzen',
    tags: ['hecke'],
    kind: 'conifer',
    vat: 'pflanzen',
    shipping: 'spedition',
    products: [
      {
        title: "Liguster 'Atrovirens'",
        euros: 4.9,
        description: 'Wintergrüner, robuster Liguster – schnittverträglich und stadtklimafest.',
        variants: sizes('60–80 cm', '80–100 cm', '100–125 cm'),
        tags: ['hecke', 'wintergrün'],
        stock: 400,
        special: true,
      },
      {
        title: 'Eibe (Taxus baccata)',
        euros: 24.9,
        description: 'Heimische, sehr langlebige Eibe für formschöne, dichte Hecken im Schatten.',
        variants: sizes('40–60 cm', '60–80 cm', '80–100 cm'),
        tags: ['hecke', 'immergrün', 'schatten'],
        stock: 120,
      },
      {
        title: 'Rotbuche (Fagus sylvatica)',
        euros: 3.9,
        description: 'Wurzelnackte Rotbuche, das Laub bleibt bis zum Austrieb als Sichtschutz.',
        variants: sizes('80–100 cm', '100–125 cm', '125–150 cm'),
        tags: ['hecke', 'heimisch'],
        stock: 800,
        special: true,
      },
      {
        title: 'Feldahorn (Acer campestre)',
        euros: 3.5,
        description: 'Heimisches Gehölz für Vogelschutzhecken, goldgelbe Herbstfärbung.',
        variants: sizes('60–100 cm', '100–150 cm'),
        tags: ['hecke', 'heimisch'],
        stock: 300,
      },
      {
        title: "Glanzmispel 'Red Robin'",
        euros: 19.9,
        description: 'Immergrün mit leuchtend rotem Austrieb – ein Farbtupfer in jeder Hecke.',
        variants: sizes('60–80 cm', '80–100 cm'),
        tags: ['hecke', 'immergrün'],
        stock: 90,
        new: true,
      },
      {
        title: "Thuja occidentalis 'Smaragd' Solitär",
        euros: 69,
        description: 'Kräftig gewachsene Einzelpflanze für sofortigen Sichtschutz.',
        variants: sizes('140–160 cm', '160–180 cm', '180–200 cm'),
        tags: ['hecke', 'thuja', 'sichtschutz'],
        stock: 40,
        days: 21,
      },
    ],
  },
  {
    title: 'Obstbäume',
    tags: ['obst'],
    kind: 'fruit',
    vat: 'pflanzen',
    shipping: 'spedition',
    products: [
      {
        title: "Kirsche 'Kordia' Halbstamm",
        euros: 54.9,
        description: 'Platzfeste Knorpelkirsche mit großen, dunkelroten Früchten.',
        tags: ['obst', 'kirsche'],
        stock: 25,
      },
      {
        title: "Zwetschke 'Hauszwetschke' Halbstamm",
        euros: 44.9,
        description: 'Die klassische Zwetschke für Kuchen, Röster und Schnaps.',
        tags: ['obst'],
        stock: 30,
      },
      {
        title: "Pfirsich 'Red Haven' Buschbaum",
        euros: 39.9,
        description: 'Saftige, gelbfleischige Früchte ab Ende Juli; für warme Lagen.',
        tags: ['obst'],
        stock: 18,
      },
      {
        title: "Apfel 'Elstar'",
        euros: 34.9,
        description: 'Knackig-aromatischer Tafelapfel, Ernte ab Mitte September.',
        variants: [
          ['busch', 'Buschbaum'],
          ['halbstamm', 'Halbstamm', 44.9],
          ['hochstamm', 'Hochstamm', 59.9],
        ],
        tags: ['obst', 'apfel'],
        stock: 45,
      },
      {
        title: "Quitte 'Konstantinopeler Apfelquitte'",
        euros: 49.9,
        description: 'Duftende Früchte für Gelee und Quittenbrot, selbstfruchtbar.',
        tags: ['obst'],
        stock: 12,
        new: true,
      },
      {
        title: "Walnuss 'Geisenheim 120'",
        euros: 89,
        description: 'Veredelte Walnuss, trägt früh und regelmäßig.',
        tags: ['obst', 'nuss'],
        stock: 8,
        days: 14,
      },
    ],
  },
  {
    title: 'Rosen',
    tags: ['rose'],
    kind: 'rose',
    vat: 'pflanzen',
    shipping: 'paket',
    products: [
      {
        title: "Edelrose 'Gloria Dei'",
        euros: 14.9,
        description: 'Die berühmteste Rose der Welt: gelb mit rosa Rand, duftend.',
        colors: ['Gelb'],
        weight: 1.5,
        stock: 60,
      },
      {
        title: "Strauchrose 'Schneewittchen'",
        euros: 16.9,
        description: 'Reinweiße Blütenfülle von Juni bis zum Frost, sehr gesund.',
        colors: ['Weiß'],
        weight: 2,
        stock: 50,
      },
      {
        title: "Kletterrose 'New Dawn'",
        euros: 19.9,
        description: 'Zartrosa, duftend, öfterblühend – ideal für Rosenbögen.',
        colors: ['Rosa'],
        weight: 2.5,
        stock: 35,
      },
      {
        title: "Beetrose 'Bonica 82'",
        euros: 12.9,
        description: 'ADR-Rose mit lachsrosa Blütenbüscheln, pflegeleicht.',
        colors: ['Rosa'],
        weight: 1.5,
        stock: 70,
        sale: true,
      },
      {
        title: "Bodendeckerrose 'The Fairy'",
        euros: 11.9,
        description: 'Kleine rosa Pomponblüten in großer Zahl, auch für Kübel.',
        colors: ['Rosa'],
        weight: 1.5,
        stock: 80,
      },
      {
        title: "Ramblerrose 'Ghislaine de Féligonde'",
        euros: 24.9,
        description: 'Wüchsiger Rambler mit aprikosenfarbenen Blüten für Bäume und Pergolen.',
        colors: ['Gelb'],
        weight: 3,
        stock: 15,
        new: true,
      },
      {
        title: "Strauchrose 'Westerland'",
        euros: 17.9,
        description: 'Kupferorange, stark duftend und sehr winterhart.',
        colors: ['Rot'],
        weight: 2,
        stock: 40,
      },
    ],
  },
  {
    title: 'Stauden',
    tags: ['staude'],
    kind: 'perennial',
    vat: 'pflanzen',
    shipping: 'paket',
    products: [
      {
        title: "Lavendel 'Hidcote Blue'",
        euros: 4.9,
        description: 'Kompakter, tiefblauer Lavendel für Beeteinfassungen.',
        colors: ['Violett'],
        weight: 0.5,
        stock: 300,
        variants: sizes('9 cm Topf', '2 l Topf'),
      },
      {
        title: "Katzenminze 'Walker's Low'",
        euros: 5.5,
        description: 'Staude des Jahres, blüht nach Rückschnitt ein zweites Mal.',
        colors: ['Violett'],
        weight: 0.5,
        stock: 150,
      },
      {
        title: "Sonnenhut 'Goldsturm'",
        euros: 5.9,
        description: 'Goldgelbe Blüten von Juli bis Oktober, bienenfreundlich.',
        colors: ['Gelb'],
        weight: 0.5,
        stock: 200,
      },
      {
        title: "Storchschnabel 'Rozanne'",
        euros: 7.9,
        description: 'Violettblaue Blüten ohne Pause von Juni bis November.',
        colors: ['Violett'],
        weight: 0.5,
        stock: 120,
      },
      {
        title: 'Pfingstrose (Paeonia lactiflora)',
        euros: 14.9,
        description: 'Üppige, gefüllte rosa Blüten im Frühsommer, langlebig.',
        colors: ['Rosa'],
        weight: 1,
        stock: 40,
      },
      {
        title: "Funkie 'Sum and Substance'",
        euros: 9.9,
        description: 'Großblättrige, goldgrüne Schattenstaude, schneckenfest.',
        weight: 1,
        stock: 55,
      },
      {
        title: "Fetthenne 'Herbstfreude'",
        euros: 5.5,
        description: 'Trockenheitsverträglich, rostrote Blüten im Herbst.',
        colors: ['Rot'],
        weight: 0.5,
        stock: 90,
      },
    ],
  },
  {
    title: 'Erde & Dünger',
    tags: ['erde', 'dünger'],
    kind: 'bag',
    vat: 'normal',
    shipping: 'paket',
    products: [
      {
        title: 'Pflanzerde torffrei 40 l',
        content: { quantity: 40, unit: 'l' },
        euros: 9.9,
        description: 'Torffreie Erde aus Kompost und Holzfasern für Beete und Hecken.',
        weight: 18,
        stock: 200,
      },
      {
        title: 'Rhododendronerde 50 l',
        content: { quantity: 50, unit: 'l' },
        euros: 12.9,
        description: 'Saure Spezialerde für Rhododendren, Hortensien und Heidelbeeren.',
        weight: 20,
        stock: 80,
      },
      {
        title: 'Rindenmulch 60 l',
        content: { quantity: 60, unit: 'l' },
        euros: 7.9,
        description: 'Hält den Boden feucht und unkrautfrei.',
        weight: 15,
        stock: 150,
      },
      {
        title: 'Hornspäne 2,5 kg',
        content: { quantity: 2.5, unit: 'kg' },
        euros: 11.9,
        description: 'Organischer Stickstoffdünger mit Langzeitwirkung.',
        weight: 2.5,
        stock: 100,
      },
      {
        title: 'Heckendünger 10 kg',
        content: { quantity: 10, unit: 'kg' },
        euros: 29.9,
        description: 'Organisch-mineralischer Dünger für dichte, sattgrüne Hecken.',
        weight: 10,
        stock: 60,
        special: true,
      },
      {
        title: 'Bodenaktivator 10 kg',
        content: { quantity: 10, unit: 'kg' },
        euros: 24.9,
        description: 'Belebt den Boden mit Humus und Mikroorganismen.',
        weight: 10,
        stock: 45,
      },
    ],
  },
  {
    title: 'Gutscheine',
    tags: ['gutschein'],
    kind: 'voucher',
    vat: null,
    shipping: null,
    products: [
      {
        title: 'Geschenkgutschein 25 €',
        euros: 25,
        description: 'Für Gartenfreunde – einzulösen online und in der Baumschule.',
        type: 'voucher',
      },
      {
        title: 'Geschenkgutschein 50 €',
        euros: 50,
        description: 'Für Gartenfreunde – einzulösen online und in der Baumschule.',
        type: 'voucher',
      },
      {
        title: 'Geschenkgutschein 100 €',
        euros: 100,
        description: 'Für Gartenfreunde – einzulösen online und in der Baumschule.',
        type: 'voucher',
      },
    ],
  },
];

const COLORS: Array<[string, string]> = [
  ['Rot', '#b3261e'],
  ['Rosa', '#e58fa6'],
  ['Weiß', '#f4f1ea'],
  ['Gelb', '#f2c230'],
  ['Violett', '#7b5ea7'],
];

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** A placeholder photo: the group's colours, a leaf and the product's name. */
export async function placeholderImage(title: string, [light, dark]: [string, string]): Promise<Buffer> {
  const lines = title.match(/.{1,22}(\s|$)/g)?.map((line) => line.trim()) ?? [title];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>
    <rect width="800" height="800" fill="url(#g)"/>
    <path d="M400 170 C 520 230 560 360 400 480 C 240 360 280 230 400 170 Z" fill="#ffffff" fill-opacity="0.35"/>
    <path d="M400 190 L400 470" stroke="#ffffff" stroke-opacity="0.5" stroke-width="6"/>
    ${lines
      .map(
        (line, index) =>
          `<text x="400" y="${580 + index * 56}" font-family="sans-serif" font-size="44" fill="#ffffff" text-anchor="middle">${escapeXml(line)}</text>`,
      )
      .join('')}
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

/**
 * Stores an image in the file library (variants follow in the background); an image stored by an
 * earlier, interrupted run is found by its content hash.
 */
export async function storeImage(
  db: Database,
  library: FileLibrary,
  name: string,
  bytes: Buffer,
  tags: string[] = ['shop', 'demo'],
): Promise<string> {
  const hash = createHash('sha256').update(bytes).digest('hex');
  const [stored] = await db.select({ id: files.id }).from(files).where(eq(files.hash, hash));
  if (stored) return stored.id;
  const received = await receiveUpload(db, library, { stream: Readable.from([bytes]), filename: name });
  const file = await addUploadedFile(db, library, received, name, tags, () => undefined);
  return file._id;
}

const slug = (title: string) =>
  title
    .toLowerCase()
    .replace(/[äöüß]/g, (char) => ({ ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' })[char] ?? char)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

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
  library?: FileLibrary,
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

/** Leaves, flowers and fruit by words of a product's title, so that each picture shows its plant. */
const PICTURE_RULES: Array<[RegExp, Omit<Illustration, 'title'>]> = [
  [/thuja/i, { kind: 'conifer', leaves: '#3b6b35' }],
  [/eibe/i, { kind: 'conifer', leaves: '#24472c' }],
  [/kirschlorbeer/i, { kind: 'shrub', leaves: '#1f5a3c' }],
  [/glanzmispel/i, { kind: 'shrub', leaves: '#2f5d3a', accent: '#c0392b' }],
  [/rotbuche/i, { kind: 'hedge', leaves: '#8a4b2a' }],
  [/feldahorn/i, { kind: 'hedge', leaves: '#6f8f3a', accent: '#e0b33a' }],
  [/hainbuche|liguster/i, { kind: 'hedge' }],
  [/quitte/i, { kind: 'fruit', accent: '#e8c93a' }],
  [/apfel/i, { kind: 'fruit', accent: '#c7372f' }],
  [/birne/i, { kind: 'fruit', accent: '#b9c24a' }],
  [/marille/i, { kind: 'fruit', accent: '#f2a03d' }],
  [/kirsche/i, { kind: 'fruit', accent: '#8e1b2c' }],
  [/zwetschke/i, { kind: 'fruit', accent: '#4b2f6b' }],
  [/pfirsich/i, { kind: 'fruit', accent: '#f0925a' }],
  [/walnuss/i, { kind: 'tree', leaves: '#3e7845' }],
  [/lavendel|katzenminze/i, { kind: 'perennial', flower: 'spike' }],
  [/sonnenhut/i, { kind: 'perennial', flower: 'daisy' }],
  [/pfingstrose/i, { kind: 'perennial', flower: 'cup' }],
  [/funkie/i, { kind: 'perennial', flower: 'leaves', leaves: '#8fae3a' }],
  [/fetthenne/i, { kind: 'perennial', flower: 'umbel' }],
  [/rindenmulch/i, { kind: 'bag', accent: '#8a5a36' }],
  [/rhododendron/i, { kind: 'bag', accent: '#4f3a2a' }],
  [/hornspäne/i, { kind: 'bag', accent: '#b08a4a' }],
  [/heckendünger/i, { kind: 'bag', accent: '#3e7845' }],
  [/bodenaktivator/i, { kind: 'bag', accent: '#5a6e3a' }],
];

/** Flower colours of the demo colours, a little deeper than their swatches so they show on light skies. */
const FLOWER_COLORS: Record<string, string> = {
  Rot: '#b3261e',
  Rosa: '#e27a98',
  Weiß: '#f7f4ec',
  Gelb: '#f0bd2a',
  Violett: '#7b5ea7',
};

const VOUCHER_ACCENTS = ['#c9a24a', '#4c8a4e', '#b3583a'];

/** The picture of a product: the rule its title matches, else its group's kind with its colour. */
export function pictureOf(
  product: { title: string; colors?: string[] },
  group: Pick<DemoGroup, 'kind'>,
  index = 0,
): Illustration {
  const rule = PICTURE_RULES.find(([pattern]) => pattern.test(product.title))?.[1];
  const flower = product.colors?.[0] ? FLOWER_COLORS[product.colors[0]] : undefined;
  const picture: Illustration = { kind: group.kind, title: product.title, ...rule };
  if (flower && (picture.kind === 'rose' || picture.kind === 'perennial')) picture.accent = flower;
  if (picture.kind === 'voucher') {
    picture.label = /\d+\s*€/.exec(product.title)?.[0] ?? 'Gutschein';
    picture.accent = VOUCHER_ACCENTS[index % VOUCHER_ACCENTS.length];
  }
  return picture;
}

/**
 * The pictures of every group and its products, by title; `earlier` names the products a group
 * already has (those of the first start), which come first.
 */
export function catalogueIllustrations(earlier: (groupTitle: string) => string[] = () => []): Illustration[] {
  return CATALOGUE.flatMap((group) => [
    {
      kind: group.kind,
      title: group.title,
      group: true,
      ...(group.kind === 'voucher' ? { label: 'Gutschein', accent: VOUCHER_ACCENTS[0] } : {}),
    },
    ...[...earlier(group.title).map((title) => ({ title })), ...group.products].map((product, index) =>
      pictureOf(product, group, index),
    ),
  ]);
}

/** Pictures of every group and product and of the voucher template, by title. */
async function storeImages(
  db: Database,
  library: FileLibrary,
  signal: AbortSignal | undefined,
): Promise<Map<string, string>> {
  const groupRows = await db.select().from(shopProductGroups);
  const products = await db
    .select({ title: shopProducts.title, productGroups: shopProducts.productGroups })
    .from(shopProducts);
  const wanted = catalogueIllustrations((groupTitle) => {
    const groupId = groupRows.find((row) => row.title === groupTitle)?.id;
    return products
      .filter((product) => groupId && product.productGroups.includes(groupId))
      .map((product) => product.title);
  });
  const images = new Map<string, string>();
  for (const picture of wanted) {
    signal?.throwIfAborted();
    const bytes = await illustrationImage(picture);
    images.set(picture.title, await storeImage(db, library, `${slug(picture.title)}.jpg`, bytes));
  }
  const voucher = await placeholderImage(VOUCHER_TEMPLATE_TITLE, ['#8cc47a', '#2e5b2a']);
  images.set(VOUCHER_TEMPLATE_TITLE, await storeImage(db, library, 'gutschein-hecke.jpg', voucher));
  return images;
}

const VOUCHER_TEMPLATE_TITLE = 'Gartenwerk klassisch';

/** A few vouchers spread over the year, one of them partly spent, for the voucher screens. */
export function demoVouchers(year: number): VoucherCreate[] {
  const day = (month: number, date: number) => new Date(Date.UTC(year, month - 1, date)).toISOString();
  return [
    { code: 'GW-WILL-KOMM', value: 10, valid_from: day(1, 1), valid_until: day(12, 31), tags: ['aktion'] },
    {
      code: 'GW-FRUE-HLNG',
      value: 25,
      valid_from: day(3, 1),
      valid_until: day(5, 31),
      recipient: 'Familie Berger',
      message: 'Alles Gute zum neuen Garten!',
    },
    { code: 'GW-HERB-STHK', value: 50, remaining: 18.4, valid_from: day(9, 1), valid_until: day(11, 30) },
  ];
}
/** A made-up account (the IBAN has a valid check sum) for the prepayment confirmation. */
export const DEMO_BANK_DETAILS = {
  account_holder: 'Gartenwerk Baumschule GmbH',
  iban: 'AT61 1904 3002 3457 3201',
  bic: 'BKAUATWW',
  bank: 'Bank Austria',
};

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
        .values({ title: group.title, slug: groupSlug!, order: groupIndex + 1, tags: group.tags })
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

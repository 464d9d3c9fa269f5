import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '../core/db';
import type { FileLibrary } from '../areas/file/library';
import type { Jobs } from '../core/jobs';
import { addUploadedFile, receiveUpload } from '../areas/file/service';
import { files } from '../areas/file/table';
import { shopProducts } from '../areas/shop-product/table';
import { shopProductGroups } from '../areas/shop-productgroup/table';
import { illustrationImage, type Illustration } from './illustrations';
import { CATALOGUE, VOUCHER_TEMPLATE_TITLE, type DemoGroup } from './shop-data';

export const COLORS: Array<[string, string]> = [
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

/** The file library with the jobs that make its variants (the app's: `{ ...app.files, jobs: app.jobs }`). */
export type SeedLibrary = FileLibrary & { jobs: Jobs };

/**
 * Stores an image in the file library (variants follow in the background); an image stored by an
 * earlier, interrupted run is found by its content hash.
 */
export async function storeImage(
  db: Database,
  library: SeedLibrary,
  name: string,
  bytes: Buffer,
  tags: string[] = ['shop', 'demo'],
): Promise<string> {
  const hash = createHash('sha256').update(bytes).digest('hex');
  const [stored] = await db.select({ id: files.id }).from(files).where(eq(files.hash, hash));
  if (stored) return stored.id;
  const received = await receiveUpload(db, library, { stream: Readable.from([bytes]), filename: name });
  const file = await addUploadedFile(db, library, received, name, tags, library.jobs);
  return file._id;
}

export const slug = (title: string) =>
  title
    .toLowerCase()
    .replace(/[äöüß]/g, (char) => ({ ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' })[char] ?? char)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

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
export async function storeImages(
  db: Database,
  library: SeedLibrary,
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

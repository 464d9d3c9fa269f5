import { createHash } from 'node:crypto';
import sharp from 'sharp';

/** The kinds of picture the demo catalogue has: one plant silhouette per kind, or a sack or voucher. */
export type IllustrationKind =
  'tree' | 'fruit' | 'conifer' | 'hedge' | 'shrub' | 'rose' | 'perennial' | 'bag' | 'voucher';

export interface Illustration {
  kind: IllustrationKind;
  /** What makes the picture its own: the same title always gives the same picture. */
  title: string;
  /** Flowers, fruit or the sack's colour; absent: the kind's own. */
  accent?: string;
  /** Leaves; absent: one of the palette's greens. */
  leaves?: string;
  /** Perennials: how the flowers look. */
  flower?: 'spike' | 'daisy' | 'cup' | 'umbel' | 'leaves';
  /** Vouchers: the value printed on the card. */
  label?: string;
  /** A group's picture: three plants in a row instead of one. */
  group?: boolean;
}

/** Soft, earthy backgrounds and grounds; every picture takes one of each. */
const SKIES = ['#f3ecdf', '#e9e1cc', '#dfe7d6', '#f1e2d6', '#e3eae6', '#efe7d2', '#e8e3ef'];
const GROUNDS = ['#b89c76', '#a98c65', '#93a06f', '#9d8262', '#a7b07c'];
const GREENS = ['#2f5d3a', '#3e7845', '#4c8a4e', '#2d6a50', '#587f3a', '#356b3a'];
const TRUNK = '#6b4a32';
const POTS = ['#c0704a', '#a9603f', '#b88a5e'];

/** A small deterministic random source, seeded by the title. */
function randomFor(title: string): () => number {
  let state = createHash('sha256').update(title).digest().readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;
const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const between = (random: Random, low: number, high: number) => low + random() * (high - low);
const round = (value: number) => Math.round(value * 10) / 10;

/** Lighter (amount > 0) or darker (amount < 0) shade of a #rrggbb colour. */
function shade(color: string, amount: number): string {
  const channels = [1, 3, 5].map((start) => parseInt(color.slice(start, start + 2), 16));
  const mixed = channels.map((channel) =>
    Math.round(amount >= 0 ? channel + (255 - channel) * amount : channel * (1 + amount)),
  );
  return `#${mixed.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

const circle = (x: number, y: number, r: number, fill: string, extra = '') =>
  `<circle cx="${round(x)}" cy="${round(y)}" r="${round(r)}" fill="${fill}"${extra}/>`;

/** A leafy crown of overlapping circles around (x, y): darker behind, lighter in front. */
function crown(random: Random, x: number, y: number, width: number, height: number, green: string) {
  const parts: string[] = [];
  for (const [layer, color] of [shade(green, -0.25), green, shade(green, 0.18)].entries()) {
    const count = 5 - layer;
    for (let index = 0; index < count; index++) {
      const angle = (index / count) * Math.PI * 2 + random();
      const spread = 0.55 - layer * 0.15;
      parts.push(
        circle(
          x + Math.cos(angle) * width * spread,
          y + Math.sin(angle) * height * spread - layer * height * 0.08,
          (width + height) * between(random, 0.2, 0.27),
          color,
        ),
      );
    }
  }
  return parts.join('');
}

interface Plant {
  random: Random;
  x: number;
  ground: number;
  scale: number;
  green: string;
  accent?: string;
  flower?: Illustration['flower'];
}

function tree({ random, x, ground, scale, green }: Plant, fruit?: string): string {
  const height = 430 * scale;
  const trunkWidth = 28 * scale;
  const crownY = ground - height + 40 * scale;
  const crownWidth = between(random, 170, 215) * scale;
  const crownHeight = between(random, 140, 180) * scale;
  let svg =
    `<path d="M${round(x - trunkWidth / 2)} ${ground} L${round(x - trunkWidth / 3)} ${round(crownY)} ` +
    `L${round(x + trunkWidth / 3)} ${round(crownY)} L${round(x + trunkWidth / 2)} ${ground} Z" fill="${TRUNK}"/>` +
    crown(random, x, crownY, crownWidth, crownHeight, green);
  if (fruit) {
    const count = 7 + Math.floor(random() * 6);
    for (let index = 0; index < count; index++) {
      const angle = random() * Math.PI * 2;
      const distance = Math.sqrt(random()) * 0.8;
      const fx = x + Math.cos(angle) * crownWidth * distance;
      const fy = crownY + Math.sin(angle) * crownHeight * distance * 0.9;
      svg +=
        circle(fx, fy, 15 * scale, fruit) +
        circle(fx - 5 * scale, fy - 5 * scale, 4.5 * scale, '#ffffff', ' fill-opacity="0.45"');
    }
  }
  return svg;
}

function conifer({ random, x, ground, scale, green }: Plant): string {
  const height = between(random, 400, 470) * scale;
  const width = between(random, 150, 230) * scale;
  const top = ground - height;
  const layers: string[] = [];
  for (const [index, color] of [shade(green, -0.2), green, shade(green, 0.15)].entries()) {
    const inset = index * width * 0.18;
    layers.push(
      `<path d="M${round(x)} ${round(top + index * 18 * scale)} ` +
        `C${round(x + width / 2 - inset)} ${round(top + height * 0.35)} ${round(x + width / 2 - inset)} ${round(ground - 10)} ${round(x + width * 0.15)} ${round(ground - 8)} ` +
        `L${round(x - width * 0.15)} ${round(ground - 8)} ` +
        `C${round(x - width / 2 + inset)} ${round(ground - 10)} ${round(x - width / 2 + inset)} ${round(top + height * 0.35)} ${round(x)} ${round(top + index * 18 * scale)} Z" fill="${color}"/>`,
    );
  }
  // Scale-like sprays of foliage, lighter towards the light.
  for (let index = 0; index < 26; index++) {
    const along = random();
    const y = top + 40 * scale + along * (height - 70 * scale);
    const half = (width / 2) * Math.min(1, 0.35 + along * 1.1) * 0.7;
    layers.push(
      circle(
        x + between(random, -half, half),
        y,
        between(random, 6, 10) * scale,
        shade(green, 0.3),
        ' fill-opacity="0.7"',
      ),
    );
  }
  return `<rect x="${round(x - 8 * scale)}" y="${round(ground - 20)}" width="${round(16 * scale)}" height="22" fill="${TRUNK}"/>${layers.join('')}`;
}

function hedge({ random, x, ground, scale, green, accent }: Plant): string {
  const width = between(random, 480, 580) * scale;
  const height = between(random, 230, 300) * scale;
  const left = x - width / 2;
  const top = ground - height;
  let svg = `<rect x="${round(left)}" y="${round(top)}" width="${round(width)}" height="${round(height + 4)}" rx="${round(28 * scale)}" fill="${green}"/>`;
  // Leaves as light and dark dots, in rows so the clipped form reads as a hedge.
  for (let row = 0; row < 6; row++) {
    for (let column = 0; column < 12; column++) {
      const dx = left + ((column + 0.5 + (row % 2) * 0.5) / 12.5) * width;
      const dy = top + ((row + 0.6) / 6.4) * height;
      const color = random() < 0.5 ? shade(green, 0.2) : shade(green, -0.2);
      svg += circle(dx, dy, between(random, 7, 12) * scale, color);
    }
  }
  if (accent) {
    for (let column = 0; column < 9; column++) {
      svg += circle(left + ((column + 0.5) / 9) * width, top + 10 * scale, 11 * scale, accent);
    }
  }
  return svg;
}

function shrub({ random, x, ground, scale, green, accent }: Plant): string {
  const width = between(random, 190, 240) * scale;
  const height = between(random, 170, 230) * scale;
  let svg = crown(random, x, ground - height / 2 - 10 * scale, width, height * 0.8, green);
  if (accent) {
    for (let index = 0; index < 11; index++) {
      const angle = Math.PI + (index / 10) * Math.PI;
      svg += circle(
        x + Math.cos(angle) * width * 0.85,
        ground - height / 2 + Math.sin(angle) * height * 0.75,
        14 * scale,
        accent,
      );
    }
  }
  return svg;
}

/** A terracotta pot standing on the ground; answers the pot's rim height. */
function pot(random: Random, x: number, ground: number, scale: number): { svg: string; rim: number } {
  const color = pick(random, POTS);
  const width = 150 * scale;
  const height = 120 * scale;
  const rim = ground - height;
  const svg =
    `<path d="M${round(x - width / 2)} ${round(rim)} L${round(x + width / 2)} ${round(rim)} ` +
    `L${round(x + width * 0.38)} ${ground} L${round(x - width * 0.38)} ${ground} Z" fill="${color}"/>` +
    `<rect x="${round(x - width * 0.56)}" y="${round(rim - 4)}" width="${round(width * 1.12)}" height="${round(26 * scale)}" rx="${round(6 * scale)}" fill="${shade(color, -0.12)}"/>`;
  return { svg, rim };
}

function leaf(x: number, y: number, length: number, angle: number, color: string): string {
  return (
    `<path transform="translate(${round(x)} ${round(y)}) rotate(${round(angle)})" ` +
    `d="M0 0 C${round(length * 0.3)} ${round(-length * 0.28)} ${round(length * 0.7)} ${round(-length * 0.28)} ${round(length)} 0 ` +
    `C${round(length * 0.7)} ${round(length * 0.28)} ${round(length * 0.3)} ${round(length * 0.28)} 0 0 Z" fill="${color}"/>`
  );
}

function rose({ random, x, ground, scale, green, accent }: Plant): string {
  const bloom = accent ?? '#d9506a';
  const { svg: potSvg, rim } = pot(random, x, ground, scale);
  const blooms = 3 + Math.floor(random() * 3);
  let stems = '';
  let flowers = '';
  for (let index = 0; index < blooms; index++) {
    const bx = x + ((index + 0.5) / blooms - 0.5) * 260 * scale + between(random, -15, 15) * scale;
    const by = rim - between(random, 170, 290) * scale;
    stems += `<path d="M${round(x + (bx - x) * 0.2)} ${round(rim)} Q${round(x + (bx - x) * 0.5)} ${round((rim + by) / 2)} ${round(bx)} ${round(by)}" stroke="${shade(green, -0.2)}" stroke-width="${round(6 * scale)}" fill="none"/>`;
    for (let leafIndex = 0; leafIndex < 2; leafIndex++) {
      const ly = by + (rim - by) * (0.35 + leafIndex * 0.3);
      const lx = x + (bx - x) * (0.75 - leafIndex * 0.3);
      stems += leaf(lx, ly, 46 * scale, leafIndex % 2 ? 200 : -20, green);
    }
    const r = between(random, 30, 40) * scale;
    flowers +=
      circle(bx, by, r, shade(bloom, -0.15)) +
      circle(bx, by - r * 0.12, r * 0.72, bloom) +
      circle(bx, by - r * 0.2, r * 0.42, shade(bloom, -0.22)) +
      circle(bx - r * 0.1, by - r * 0.3, r * 0.18, shade(bloom, 0.3));
  }
  return stems + flowers + potSvg;
}

function perennial({ random, x, ground, scale, green, accent, flower }: Plant): string {
  const color = accent ?? '#7b5ea7';
  const { svg: potSvg, rim } = pot(random, x, ground, scale);
  let svg = '';
  const leaves = flower === 'leaves' ? 9 : 7;
  for (let index = 0; index < leaves; index++) {
    const angle = -170 + (index / (leaves - 1)) * 160 + between(random, -6, 6);
    const length = (flower === 'leaves' ? 150 : 100) * scale * between(random, 0.85, 1.1);
    svg += leaf(x, rim + 4, length, angle, index % 2 ? green : shade(green, 0.18));
  }
  if (flower === 'leaves') return svg + potSvg;
  const stems = 5 + Math.floor(random() * 3);
  for (let index = 0; index < stems; index++) {
    const sx = x + ((index + 0.5) / stems - 0.5) * 230 * scale;
    const top = rim - between(random, 180, 300) * scale;
    svg += `<path d="M${round(x + (sx - x) * 0.3)} ${round(rim)} L${round(sx)} ${round(top)}" stroke="${shade(green, -0.15)}" stroke-width="${round(5 * scale)}"/>`;
    if (flower === 'spike') {
      for (let dot = 0; dot < 8; dot++) {
        svg += circle(
          sx + (dot % 2 ? 5 : -5) * scale,
          top + dot * 12 * scale,
          (9 - dot * 0.5) * scale,
          dot % 3 ? color : shade(color, 0.2),
        );
      }
    } else if (flower === 'daisy') {
      for (let petal = 0; petal < 10; petal++) {
        const angle = (petal / 10) * Math.PI * 2;
        svg += `<ellipse cx="${round(sx + Math.cos(angle) * 20 * scale)}" cy="${round(top + Math.sin(angle) * 20 * scale)}" rx="${round(14 * scale)}" ry="${round(6 * scale)}" transform="rotate(${round((angle * 180) / Math.PI)} ${round(sx + Math.cos(angle) * 20 * scale)} ${round(top + Math.sin(angle) * 20 * scale)})" fill="${color}"/>`;
      }
      svg += circle(sx, top, 11 * scale, '#4a3222');
    } else if (flower === 'umbel') {
      for (let dot = 0; dot < 12; dot++) {
        svg += circle(
          sx + between(random, -24, 24) * scale,
          top + between(random, -8, 8) * scale,
          8 * scale,
          shade(color, between(random, -0.15, 0.15)),
        );
      }
    } else {
      const r = (flower === 'cup' ? 34 : 20) * scale;
      svg +=
        circle(sx, top, r, color) + circle(sx, top, r * 0.5, shade(color, flower === 'cup' ? -0.15 : 0.4));
    }
  }
  return svg + potSvg;
}

function bag({ random, x, ground, scale, accent }: Plant): string {
  const color = accent ?? '#7a5a3a';
  const width = between(random, 250, 290) * scale;
  const height = between(random, 330, 370) * scale;
  const top = ground - height;
  const left = x - width / 2;
  const label = shade(color, 0.75);
  return (
    `<path d="M${round(left + 10)} ${round(top + 30)} Q${round(x)} ${round(top)} ${round(left + width - 10)} ${round(top + 30)} ` +
    `L${round(left + width)} ${round(ground - 16)} Q${round(x)} ${round(ground + 6)} ${round(left)} ${round(ground - 16)} Z" fill="${color}"/>` +
    `<path d="M${round(left + 14)} ${round(top + 44)} L${round(left + width - 14)} ${round(top + 44)}" stroke="${shade(color, -0.25)}" stroke-width="6"/>` +
    `<rect x="${round(left + width * 0.16)}" y="${round(top + height * 0.3)}" width="${round(width * 0.68)}" height="${round(height * 0.42)}" rx="14" fill="${label}"/>` +
    leaf(x - 46 * scale, top + height * 0.52, 92 * scale, -35, '#4c8a4e') +
    leaf(x - 10 * scale, top + height * 0.56, 70 * scale, 20, '#2f5d3a')
  );
}

function voucher(random: Random, label: string, accent: string): string {
  const tilt = round(between(random, -7, 7));
  return (
    `<g transform="rotate(${tilt} 400 400)">` +
    `<rect x="150" y="230" width="500" height="320" rx="26" fill="#fbf8f1"/>` +
    `<rect x="150" y="230" width="500" height="320" rx="26" fill="none" stroke="${accent}" stroke-width="10"/>` +
    `<rect x="470" y="230" width="44" height="320" fill="${accent}"/>` +
    `<rect x="150" y="368" width="500" height="44" fill="${accent}"/>` +
    circle(452, 390, 30, shade(accent, -0.2)) +
    circle(532, 390, 30, shade(accent, -0.2)) +
    leaf(210, 300, 70, -30, '#4c8a4e') +
    `<text x="310" y="490" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="${label.length > 6 ? 44 : 64}" fill="#3d2b1c" text-anchor="middle">${label.replace(/[<>&]/g, '')}</text>` +
    `</g>`
  );
}

/** The SVG of an illustration: a soft sky, a sun, a strip of ground and the kind's silhouette. */
export function illustrationSvg(picture: Illustration): string {
  const random = randomFor(`${picture.kind}\u0000${picture.title}`);
  const sky = pick(random, SKIES);
  const groundColor = pick(random, GROUNDS);
  const green = picture.leaves ?? pick(random, GREENS);
  const sun = { x: between(random, 130, 670), y: between(random, 110, 220), r: between(random, 55, 90) };
  const ground = Math.round(between(random, 640, 680));
  const hill = Math.round(between(random, -30, 30));
  let scene = '';
  if (picture.kind === 'voucher') {
    scene = voucher(random, picture.label ?? '', picture.accent ?? '#c9a24a');
  } else {
    const positions = picture.group
      ? [
          { x: 215, scale: 0.62 },
          { x: 585, scale: 0.66 },
          { x: 400, scale: 0.8 },
        ]
      : [{ x: between(random, 370, 430), scale: between(random, 1.0, 1.15) }];
    for (const position of positions) {
      const plant: Plant = {
        random,
        x: position.x,
        ground,
        scale: position.scale,
        green: picture.group ? pick(random, [green, shade(green, 0.1), shade(green, -0.1)]) : green,
        ...(picture.accent ? { accent: picture.accent } : {}),
        ...(picture.flower ? { flower: picture.flower } : {}),
      };
      scene += `<ellipse cx="${round(position.x)}" cy="${ground + 6}" rx="${round(150 * position.scale)}" ry="${round(18 * position.scale)}" fill="#000000" fill-opacity="0.12"/>`;
      scene += drawPlant(picture.kind, plant);
    }
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">` +
    `<rect width="800" height="800" fill="${sky}"/>` +
    circle(sun.x, sun.y, sun.r, shade(sky, 0.55)) +
    circle(sun.x, sun.y, sun.r * 0.7, '#fff7e0', ' fill-opacity="0.6"') +
    `<path d="M0 ${ground - hill} Q400 ${ground + hill} 800 ${ground - hill} L800 800 L0 800 Z" fill="${groundColor}"/>` +
    `<path d="M0 ${ground + 40} Q400 ${ground + 20 - hill} 800 ${ground + 50} L800 800 L0 800 Z" fill="${shade(groundColor, -0.08)}"/>` +
    scene +
    `</svg>`
  );
}

function drawPlant(kind: IllustrationKind, plant: Plant): string {
  switch (kind) {
    case 'tree':
      return tree(plant);
    case 'fruit':
      return tree(plant, plant.accent ?? '#c0392b');
    case 'conifer':
      return conifer(plant);
    case 'hedge':
      return hedge(plant);
    case 'shrub':
      return shrub(plant);
    case 'rose':
      return rose(plant);
    case 'perennial':
      return perennial(plant);
    case 'bag':
    case 'voucher':
      return bag(plant);
  }
}

/** The illustration as an 800 × 800 JPEG, the way the file library takes photos. */
export async function illustrationImage(picture: Illustration): Promise<Buffer> {
  return sharp(Buffer.from(illustrationSvg(picture)))
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** Where the home page's picture shows the nursery: rows of plants in a season's colours. */
export type Season = 'spring' | 'summer' | 'autumn' | 'winter';

/** The season of a date in Central Europe: spring from March, summer from June, autumn from September. */
export function seasonOf(date: Date): Season {
  const month = date.getMonth();
  return month >= 2 && month <= 4
    ? 'spring'
    : month >= 5 && month <= 7
      ? 'summer'
      : month >= 8 && month <= 10
        ? 'autumn'
        : 'winter';
}

const SEASON_COLORS: Record<Season, { sky: string; ground: string; greens: string[]; fruit: string }> = {
  spring: { sky: '#e4efe3', ground: '#93a06f', greens: ['#4c8a4e', '#587f3a', '#3e7845'], fruit: '#f4c7d6' },
  summer: { sky: '#dfe7d6', ground: '#a7b07c', greens: ['#2f5d3a', '#356b3a', '#2d6a50'], fruit: '#c0392b' },
  autumn: {
    sky: '#f1e2d6',
    ground: '#a98c65',
    greens: ['#b5651d', '#c98b2b', '#8f3c18', '#2f5d3a'],
    fruit: '#c0392b',
  },
  winter: { sky: '#e3eae6', ground: '#cfc6b5', greens: ['#2f5d3a', '#2d6a50', '#356b3a'], fruit: '#8f3c18' },
};

/**
 * A wide 1600 × 800 picture for the home page: a field of the nursery in the given season, a hedge
 * in front, trees, conifers and shrubs behind, under a low sun.
 */
export function landscapeSvg(season: Season): string {
  const random = randomFor(`landscape\u0000${season}`);
  const colors = SEASON_COLORS[season];
  const ground = 620;
  const back = 520;
  let scene = '';
  // The back row, smaller and paler: it stands further away.
  for (let x = 60; x < 1600; x += between(random, 150, 210)) {
    const kind = pick(random, ['tree', 'conifer', 'tree', 'shrub'] as const);
    scene += drawPlant(kind === 'tree' && random() < 0.35 ? 'fruit' : kind, {
      random,
      x,
      ground: back,
      scale: between(random, 0.42, 0.58),
      green: shade(pick(random, colors.greens), 0.2),
      accent: colors.fruit,
    });
  }
  scene += `<path d="M0 ${back - 6} Q800 ${back + 24} 1600 ${back - 6} L1600 800 L0 800 Z" fill="${shade(colors.ground, 0.12)}"/>`;
  scene += `<path d="M0 ${ground + 20} Q800 ${ground - 10} 1600 ${ground + 30} L1600 800 L0 800 Z" fill="${colors.ground}"/>`;
  scene += `<path d="M0 ${ground + 90} Q800 ${ground + 60} 1600 ${ground + 100} L1600 800 L0 800 Z" fill="${shade(colors.ground, -0.08)}"/>`;
  // The front row: a long hedge with conifers and a fruit tree.
  for (const x of [240, 700, 1160]) {
    scene += drawPlant('hedge', { random, x, ground, scale: 0.8, green: pick(random, colors.greens) });
  }
  scene += drawPlant('conifer', { random, x: 1470, ground: ground + 40, scale: 0.9, green: '#2f5d3a' });
  scene += drawPlant('fruit', {
    random,
    x: 1330,
    ground: ground + 60,
    scale: 0.85,
    green: colors.greens[1]!,
    accent: colors.fruit,
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="800" viewBox="0 0 1600 800">` +
    `<rect width="1600" height="800" fill="${colors.sky}"/>` +
    circle(1180, 170, 110, shade(colors.sky, 0.55)) +
    circle(1180, 170, 78, '#fff7e0', ' fill-opacity="0.7"') +
    scene +
    `</svg>`
  );
}

/** The landscape as a JPEG for the file library. */
export async function landscapeImage(season: Season): Promise<Buffer> {
  return sharp(Buffer.from(landscapeSvg(season)))
    .jpeg({ quality: 82 })
    .toBuffer();
}

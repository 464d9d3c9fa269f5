import sanitizeHtml from 'sanitize-html';
import sharp from 'sharp';
import type { ImageEdit } from './table';

/** Widths of the resized variants; an image gets those below its own width plus one at its width. */
export const VARIANT_WIDTHS = [400, 800, 1200, 1600, 2000, 2400] as const;
const LARGEST_VARIANT_WIDTH = 2400;

/** Formats sharp makes variants of; the rest (svg, pdf, …) are served as uploaded. */
const RASTER_EXTENSIONS = new Set(['jpg', 'png', 'gif', 'webp']);

export const hasVariants = (ext: string): boolean => RASTER_EXTENSIONS.has(ext);

export interface ImageSize {
  w: number;
  h: number;
}

/** Width and height as shown (EXIF orientation applied), read from the header bytes only. */
export async function readImageSize(header: Buffer): Promise<ImageSize | undefined> {
  try {
    const meta = await sharp(header, { limitInputPixels: false }).metadata();
    const size = meta.autoOrient ?? { width: meta.width, height: meta.height };
    return size.width && size.height ? { w: size.width, h: size.height } : undefined;
  } catch {
    return undefined;
  }
}

/** The size of the image after the edit: rotated, then cropped. */
export function editedSize(size: ImageSize, edit: ImageEdit | null): ImageSize {
  if (edit?.crop) return { w: edit.crop.w, h: edit.crop.h };
  const turned = edit?.rotate === 90 || edit?.rotate === 270;
  return turned ? { w: size.h, h: size.w } : size;
}

/** The widths an image of this width gets variants at. */
export function variantWidths(width: number): number[] {
  const below = VARIANT_WIDTHS.filter((candidate) => candidate < width);
  return [...new Set([...below, Math.min(width, LARGEST_VARIANT_WIDTH)])];
}

// Decoded images are not kept between pipelines: a 7000 × 7000 image alone is ~190 MB.
sharp.cache(false);

/** How many images this process decodes at once; each may take ~190 MB while it is decoded. */
export const DECODE_SLOTS = 1;
let decoding = 0;
const waitingForSlot: Array<() => void> = [];

/**
 * Runs `work`, which decodes an image, when a decode slot is free: uploads, edits and previews at the
 * same moment wait for each other instead of holding several decoded images in memory.
 */
export async function withDecodeSlot<T>(work: () => Promise<T>): Promise<T> {
  if (decoding < DECODE_SLOTS) decoding++;
  // A finished decode hands its slot on directly, so none is taken twice.
  else await new Promise<void>((resolve) => waitingForSlot.push(resolve));
  try {
    return await work();
  } finally {
    const next = waitingForSlot.shift();
    if (next) next();
    else decoding--;
  }
}

export interface MadeVariant {
  width: number;
  height: number;
  data: Buffer;
  mime: string;
  webp: boolean;
}

const OUTPUT: Record<string, { mime: string; apply: (image: sharp.Sharp) => sharp.Sharp }> = {
  jpg: { mime: 'image/jpeg', apply: (image) => image.jpeg({ quality: 82, mozjpeg: true }) },
  png: { mime: 'image/png', apply: (image) => image.png({ compressionLevel: 9 }) },
  // Animated gifs lose their animation in a still variant; the original keeps it.
  gif: { mime: 'image/png', apply: (image) => image.png({ compressionLevel: 9 }) },
  webp: { mime: 'image/webp', apply: (image) => image.webp({ quality: 80 }) },
};

/**
 * Every variant of the image at `path`: each width in the original's format and as webp. sharp refuses
 * inputs above `maxPixels`, so a decompression bomb never gets decoded.
 */
export function makeVariants(
  path: string,
  ext: string,
  edit: ImageEdit | null,
  maxPixels: number,
): Promise<MadeVariant[]> {
  return withDecodeSlot(async () => {
    let base = sharp(path, { limitInputPixels: maxPixels }).autoOrient();
    if (edit?.rotate) base = base.rotate(edit.rotate);
    if (edit?.crop) {
      base = base.extract({ left: edit.crop.x, top: edit.crop.y, width: edit.crop.w, height: edit.crop.h });
    }
    const meta = await sharp(path, { limitInputPixels: maxPixels }).metadata();
    const shown = meta.autoOrient ?? { width: meta.width ?? 0, height: meta.height ?? 0 };
    const size = editedSize({ w: shown.width, h: shown.height }, edit);
    const made: MadeVariant[] = [];
    for (const width of variantWidths(size.w)) {
      for (const format of [ext, 'webp']) {
        const output = OUTPUT[format] ?? OUTPUT.png!;
        const { data, info } = await output
          .apply(base.clone().resize({ width, withoutEnlargement: true }))
          .toBuffer({ resolveWithObject: true });
        made.push({
          width: info.width,
          height: info.height,
          data,
          mime: output.mime,
          webp: format === 'webp',
        });
      }
    }
    return made;
  });
}

/**
 * Elements an SVG may keep: shapes, text, gradients, groups. Scripts, foreignObject, animation, styles
 * and links out are not on the list.
 */
const SVG_ELEMENTS = [
  'svg',
  'g',
  'defs',
  'symbol',
  'use',
  'title',
  'desc',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textPath',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
  'mask',
  'pattern',
  'marker',
  'filter',
  'feGaussianBlur',
  'feOffset',
  'feBlend',
  'feColorMatrix',
  'feMerge',
  'feMergeNode',
  'feFlood',
  'feComposite',
];

const SVG_ATTRIBUTES = [
  'id',
  'class',
  'viewBox',
  'width',
  'height',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'd',
  'points',
  'transform',
  'fill',
  'fill-opacity',
  'fill-rule',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-dasharray',
  'stroke-opacity',
  'opacity',
  'clip-path',
  'clip-rule',
  'mask',
  'offset',
  'stop-color',
  'stop-opacity',
  'gradientUnits',
  'gradientTransform',
  'patternUnits',
  'preserveAspectRatio',
  'font-family',
  'font-size',
  'font-weight',
  'text-anchor',
  'dominant-baseline',
  'xmlns',
  'version',
  'href',
  'xlink:href',
  'xmlns:xlink',
  'stdDeviation',
  'dx',
  'dy',
  'in',
  'in2',
  'result',
  'mode',
  'values',
  'type',
  'operator',
  'flood-color',
  'flood-opacity',
  'markerWidth',
  'markerHeight',
  'refX',
  'refY',
  'orient',
  'filter',
];

/** An SVG with only allow-listed elements and attributes; links may only point inside the document. */
export function sanitizeSvg(svg: string): string {
  return sanitizeHtml(svg, {
    parser: { xmlMode: true, lowerCaseTags: false, lowerCaseAttributeNames: false },
    allowedTags: SVG_ELEMENTS,
    allowedAttributes: { '*': SVG_ATTRIBUTES },
    allowedSchemes: [],
    allowedSchemesAppliedToAttributes: ['href', 'xlink:href'],
    allowProtocolRelative: false,
    exclusiveFilter: (frame) =>
      ['href', 'xlink:href'].some((name) => {
        const value = frame.attribs[name];
        return value !== undefined && !value.startsWith('#');
      }),
    // Anything not allowed is dropped with its content (text inside a <script> must not survive).
    disallowedTagsMode: 'discard',
    nonTextTags: ['script', 'style', 'foreignObject', 'textarea', 'noscript', 'iframe'],
  });
}

/** Whether bytes that no magic number identified are an SVG document. */
export function looksLikeSvg(header: Buffer): boolean {
  const text = header.toString('utf8').replace(/^\uFEFF/, '');
  const withoutProlog = text.replace(
    /^\s*(<\?xml[\s\S]*?\?>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^>]*>\s*)?/i,
    '',
  );
  return /^<svg[\s>]/i.test(withoutProlog);
}

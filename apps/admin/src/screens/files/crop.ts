/** A crop rectangle in pixels of the image as shown. */
export interface CropRect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Aspect presets of the image editor; `null` is the free crop. */
export const ASPECT_PRESETS = [
  { id: 'free', ratio: null },
  { id: '1:1', ratio: 1 },
  { id: '4:3', ratio: 4 / 3 },
  { id: '3:2', ratio: 3 / 2 },
  { id: '16:9', ratio: 16 / 9 },
  { id: '3:4', ratio: 3 / 4 },
] as const;

export type AspectId = (typeof ASPECT_PRESETS)[number]['id'];

export function ratioOf(aspect: AspectId): number | null {
  return ASPECT_PRESETS.find((preset) => preset.id === aspect)?.ratio ?? null;
}

/** The largest rectangle of the ratio, centred in the image; the whole image for a free crop. */
export function initialCrop(size: { w: number; h: number }, ratio: number | null): CropRect {
  if (ratio === null) return { x: 0, y: 0, w: size.w, h: size.h };
  const w = Math.min(size.w, Math.floor(size.h * ratio));
  const h = Math.min(size.h, Math.floor(w / ratio));
  return { x: Math.floor((size.w - w) / 2), y: Math.floor((size.h - h) / 2), w, h };
}

/**
 * A crop after one field changed: kept inside the image, and with a ratio the other side follows
 * the changed one.
 */
export function changeCrop(
  crop: CropRect,
  field: keyof CropRect,
  value: number,
  size: { w: number; h: number },
  ratio: number | null,
): CropRect {
  const next = { ...crop, [field]: Math.max(field === 'w' || field === 'h' ? 1 : 0, Math.round(value) || 0) };
  if (field === 'x' || field === 'y') {
    // A moved edge stays where it was typed: the crop gets smaller to stay inside the image
    // (keeping its ratio), rather than the typed value being taken back.
    next.x = Math.min(next.x, size.w - 1);
    next.y = Math.min(next.y, size.h - 1);
    const fit = Math.min(1, (size.w - next.x) / next.w, (size.h - next.y) / next.h);
    if (fit < 1 && ratio === null) {
      next.w = Math.min(next.w, size.w - next.x);
      next.h = Math.min(next.h, size.h - next.y);
    } else if (fit < 1) {
      next.w = Math.max(1, Math.floor(next.w * fit));
      next.h = Math.max(1, Math.floor(next.h * fit));
    }
    return next;
  }
  if (ratio !== null && field === 'w') next.h = Math.round(next.w / ratio);
  if (ratio !== null && field === 'h') next.w = Math.round(next.h * ratio);
  // Too large for the image: shrink, keeping the ratio.
  const scale = Math.min(1, size.w / next.w, size.h / next.h);
  if (scale < 1) {
    next.w = Math.max(1, Math.floor(next.w * scale));
    next.h = Math.max(1, Math.floor(next.h * scale));
  }
  next.x = Math.min(next.x, size.w - next.w);
  next.y = Math.min(next.y, size.h - next.h);
  return next;
}

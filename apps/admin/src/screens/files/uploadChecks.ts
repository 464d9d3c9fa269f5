/**
 * The upload checks of the file browser: the type by extension against an allowed list, and the
 * resolution of an image against a minimum. The server checks the type again from the bytes.
 */

/** What the file browser accepts; the same types the server takes (docs/contracts.md). */
export const UPLOAD_EXTENSIONS = [
  'jpg',
  'jpeg',
  'png',
  'gif',
  'webp',
  'svg',
  'pdf',
  'zip',
  'docx',
  'xlsx',
  'pptx',
  'odt',
  'ods',
  'mp3',
  'mp4',
  'webm',
] as const;

export interface Resolution {
  w: number;
  h: number;
}

/** Rules an upload is checked against before it joins the queue. */
export interface UploadRules {
  /** Extensions allowed, lower case; none given means every type. */
  allowedTypes?: readonly string[];
  /** Images must be at least this large; none given means any size. */
  minResolution?: Resolution;
}

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

export function isAllowedType(name: string, allowedTypes: readonly string[] | undefined): boolean {
  return !allowedTypes || allowedTypes.includes(extensionOf(name));
}

export function isTooSmall(size: Resolution, minimum: Resolution | undefined): boolean {
  return minimum !== undefined && (size.w < minimum.w || size.h < minimum.h);
}

const be16 = (bytes: Uint8Array, at: number) => (bytes[at]! << 8) | bytes[at + 1]!;
const be32 = (bytes: Uint8Array, at: number) =>
  ((bytes[at]! << 24) >>> 0) + (bytes[at + 1]! << 16) + be16(bytes, at + 2);
const le16 = (bytes: Uint8Array, at: number) => bytes[at]! | (bytes[at + 1]! << 8);

/** JPEG start-of-frame markers, which carry the size (not DHT C4, JPG C8, DAC CC). */
const SOF_MARKERS = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/** The size written in a PNG, GIF or JPEG header; null for other data. */
export function readImageResolution(bytes: Uint8Array): Resolution | null {
  const isPng = bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47;
  if (isPng && bytes.length >= 24) return { w: be32(bytes, 16), h: be32(bytes, 20) };
  const isGif = bytes[0] === 0x47 && bytes[1] === 0x49 && bytes[2] === 0x46;
  if (isGif && bytes.length >= 10) return { w: le16(bytes, 6), h: le16(bytes, 8) };
  if (bytes[0] === 0xff && bytes[1] === 0xd8) {
    let at = 2;
    while (at + 9 < bytes.length) {
      if (bytes[at] !== 0xff) return null;
      const marker = bytes[at + 1]!;
      if (SOF_MARKERS.has(marker)) return { w: be16(bytes, at + 7), h: be16(bytes, at + 5) };
      at += 2 + be16(bytes, at + 2);
    }
  }
  return null;
}

/** Enough of a file to find the size in its header (JPEG metadata can come before it). */
const HEADER_BYTES = 256 * 1024;

/** The resolution of an image file, or null when it is no PNG, GIF or JPEG. */
export async function imageResolution(file: Blob): Promise<Resolution | null> {
  return readImageResolution(new Uint8Array(await readBytes(file.slice(0, HEADER_BYTES))));
}

/** The bytes of a blob; FileReader where Blob has no arrayBuffer (older engines, jsdom). */
function readBytes(blob: Blob): Promise<ArrayBuffer> {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsArrayBuffer(blob);
  });
}

import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { withDecodeSlot } from './images';
import { originalKey } from './service';

/** An image of the library as a PDF embeds it. */
export interface PrintableImage {
  bytes: Uint8Array;
  kind: 'png' | 'jpg';
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * A library file as PNG or JPEG for a PDF (vouchers, the accounting's letterhead); other images are
 * converted. A missing file or one that is no image gives null: the PDF is printed without it.
 */
export async function printableImage(
  app: FastifyInstance,
  id: string | null,
): Promise<PrintableImage | null> {
  if (!id) return null;
  try {
    const chunks: Buffer[] = [];
    for await (const chunk of await app.files.storage.read(originalKey(id))) chunks.push(chunk as Buffer);
    // A copy of its own: a small Buffer is a view into Node's shared pool, and pdf-lib's JPEG reader
    // looks at the whole ArrayBuffer from offset 0 ("SOI not found in JPEG").
    const bytes = new Uint8Array(Buffer.concat(chunks));
    // PNG and JPEG go into the PDF as they are: no wait behind the image-variant queue.
    if (PNG_SIGNATURE.equals(bytes.subarray(0, 8))) return { bytes, kind: 'png' };
    if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return { bytes, kind: 'jpg' };
    const png = await withDecodeSlot(() =>
      sharp(bytes, { limitInputPixels: app.files.limits.maxImagePixels })
        .resize({ width: 1200, withoutEnlargement: true })
        .png()
        .toBuffer(),
    );
    return { bytes: png, kind: 'png' };
  } catch (error) {
    app.log.warn({ err: error, file: id }, 'an image for a PDF could not be read');
    return null;
  }
}

import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { inflateSync } from 'node:zlib';
import jsQR from 'jsqr';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, type PDFRef } from 'pdf-lib';
import sharp from 'sharp';

/** A stream's bytes, inflated where they are compressed. */
function streamBytes(stream: PDFRawStream): Buffer {
  const filter = stream.dict.get(PDFName.of('Filter'));
  return filter === PDFName.of('FlateDecode') ? inflateSync(stream.contents) : Buffer.from(stream.contents);
}

/** A font's ToUnicode map: each 2-byte glyph code (as 4 hex digits) to the text it stands for. */
function toUnicode(pdf: PDFDocument, font: PDFDict): Map<string, string> {
  const map = new Map<string, string>();
  const cmap = pdf.context.lookup(font.get(PDFName.of('ToUnicode')));
  if (!(cmap instanceof PDFRawStream)) return map;
  const utf16 = (hex: string) =>
    String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((unit) => Number.parseInt(unit, 16)));
  for (const [, code, unicode] of streamBytes(cmap)
    .toString('latin1')
    .matchAll(/<([0-9a-f]{4})> <([0-9a-f]+)>/gi))
    map.set(code!.toLowerCase(), utf16(unicode!));
  return map;
}

/**
 * The text a PDF shows, one line per text operator: the embedded fonts' glyph codes read back through
 * their ToUnicode maps, as a PDF viewer copies them.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await PDFDocument.load(bytes);
  const shown: string[] = [];
  for (const page of pdf.getPages()) {
    const fonts = new Map<string, Map<string, string>>();
    const fontDict = page.node.Resources()?.lookupMaybe(PDFName.of('Font'), PDFDict);
    for (const [name, ref] of fontDict?.entries() ?? [])
      fonts.set(name.asString().slice(1), toUnicode(pdf, pdf.context.lookup(ref as PDFRef, PDFDict)));
    const contents = page.node.Contents();
    const streams = contents && 'asArray' in contents ? contents.asArray() : [contents];
    let font = new Map<string, string>();
    for (const ref of streams) {
      const stream = pdf.context.lookup(ref);
      if (!(stream instanceof PDFRawStream)) continue;
      const operators = streamBytes(stream).toString('latin1');
      for (const [, name, hex] of operators.matchAll(/\/(\S+) [\d.]+ Tf|<([0-9A-Fa-f]*)> Tj/g)) {
        if (name) font = fonts.get(name) ?? new Map();
        else
          shown.push((hex!.toLowerCase().match(/.{4}/g) ?? []).map((code) => font.get(code) ?? '?').join(''));
      }
    }
  }
  return shown.join('\n');
}

/** Every font a PDF's pages use, by base name, and whether its glyphs are embedded (a FontFile2). */
export async function pdfFonts(bytes: Uint8Array): Promise<{ name: string; embedded: boolean }[]> {
  const pdf = await PDFDocument.load(bytes);
  const fonts = new Map<string, boolean>();
  for (const page of pdf.getPages()) {
    const fontDict = page.node.Resources()?.lookupMaybe(PDFName.of('Font'), PDFDict);
    for (const [, ref] of fontDict?.entries() ?? []) {
      const font = pdf.context.lookup(ref as PDFRef, PDFDict);
      // A composite (Type0) font keeps its descriptor in its one descendant font.
      const descendant =
        font.lookupMaybe(PDFName.of('DescendantFonts'), PDFArray)?.lookup(0, PDFDict) ?? font;
      const descriptor = descendant.lookupMaybe(PDFName.of('FontDescriptor'), PDFDict);
      const name = font.lookup(PDFName.of('BaseFont'), PDFName).decodeText();
      fonts.set(name, descriptor?.get(PDFName.of('FontFile2')) !== undefined);
    }
  }
  return [...fonts].map(([name, embedded]) => ({ name, embedded }));
}

/**
 * The QR code a PDF's first page shows, read as a banking app would: the page rendered by poppler's
 * pdftoppm at 150 dpi and the image decoded (its bytes as UTF-8); null without one.
 */
export async function pdfQrCode(bytes: Uint8Array): Promise<string | null> {
  const folder = await mkdtemp(join(tmpdir(), 'pdf-qr-'));
  try {
    await writeFile(join(folder, 'page.pdf'), bytes);
    await promisify(execFile)(
      'pdftoppm',
      ['-r', '150', '-f', '1', '-l', '1', '-png', '-singlefile', 'page.pdf', 'page'],
      {
        cwd: folder,
      },
    );
    const { data, info } = await sharp(join(folder, 'page.png'))
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const code = jsQR(new Uint8ClampedArray(data), info.width, info.height);
    return code ? new TextDecoder().decode(new Uint8Array(code.binaryData)) : null;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** The text of a PDF as pdftotext reads it, in its layout. */
export async function pdfLayoutText(bytes: Uint8Array): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'plan-'));
  try {
    await writeFile(join(folder, 'plan.pdf'), bytes);
    const { stdout } = await promisify(execFile)('pdftotext', ['-layout', join(folder, 'plan.pdf'), '-']);
    return stdout;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

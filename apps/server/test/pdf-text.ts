import { inflateSync } from 'node:zlib';
import { PDFDocument, PDFRawStream } from 'pdf-lib';

/** The text a PDF shows: its content streams' hex strings, decoded as the standard fonts encode them. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await PDFDocument.load(bytes);
  // Windows-1252 differs from Latin-1 in 0x80–0x9f; these are the signs an order shows.
  const special: Record<number, string> = { 0x80: '€', 0x96: '–', 0x97: '—', 0x84: '„', 0x93: '“' };
  const decode = (bytes: Buffer) =>
    [...bytes].map((byte) => special[byte] ?? String.fromCharCode(byte)).join('');
  const shown: string[] = [];
  for (const page of pdf.getPages()) {
    const contents = page.node.Contents();
    const streams = contents && 'asArray' in contents ? contents.asArray() : [contents];
    for (const ref of streams) {
      const stream = pdf.context.lookup(ref);
      if (!(stream instanceof PDFRawStream)) continue;
      const operators = inflateSync(stream.contents).toString('latin1');
      for (const [, hex] of operators.matchAll(/<([0-9A-Fa-f]*)> Tj/g)) {
        shown.push(decode(Buffer.from(hex!, 'hex')));
      }
    }
  }
  return shown.join('\n');
}

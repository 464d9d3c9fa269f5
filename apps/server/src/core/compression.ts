import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** Bytes kept as they are: below this, compression saves less than its headers and work cost. */
export const COMPRESS_MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Browsers send a handful of distinct Accept-Encoding values; each is parsed once. */
const picked = new Map<string, Encoding | undefined>();
const PICKED_MAX_ENTRIES = 100;

/** The encoding an answer is sent in: brotli, else gzip, when Accept-Encoding allows it (q > 0). */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const header = acceptEncoding ?? '';
  if (picked.has(header)) return picked.get(header);
  const encoding = parseAcceptEncoding(header);
  if (picked.size >= PICKED_MAX_ENTRIES) picked.clear();
  picked.set(header, encoding);
  return encoding;
}

function parseAcceptEncoding(acceptEncoding: string): Encoding | undefined {
  const accepted = new Set(
    acceptEncoding
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, ...params]) => !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param)))
      .map(([name]) => name?.trim()),
  );
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : undefined;
}

/** Compression fast enough to do per answer; it runs on libuv's thread pool, off the event loop. */
export function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipped(body, { level: 6 });
}

/** Bytes and, made when first asked for, their compressed copies (of cached answers and pages). */
export interface CompressibleBody {
  body: Buffer;
  compressed: Partial<Record<Encoding, Promise<Buffer>>>;
}

/**
 * The bytes to send for `request`'s Accept-Encoding, with `content-encoding` set on the reply when
 * they are compressed; each encoding is made once per body.
 */
export function bodyFor(
  answer: CompressibleBody,
  acceptEncoding: string | undefined,
  setEncoding: (encoding: Encoding) => void,
): Buffer | Promise<Buffer> {
  const encoding = answer.body.length >= COMPRESS_MIN_BYTES ? pickEncoding(acceptEncoding) : undefined;
  if (!encoding) return answer.body;
  setEncoding(encoding);
  return (answer.compressed[encoding] ??= compress(answer.body, encoding));
}

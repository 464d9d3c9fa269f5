import { PassThrough } from 'node:stream';
import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

export const MALFORMED_MULTIPART_MESSAGE = 'Fehlerhafter mehrteiliger Inhalt (multipart/form-data)';
export const INCOMPLETE_MULTIPART_MESSAGE = `${MALFORMED_MULTIPART_MESSAGE}: der Inhalt bricht vor seinem Ende ab`;

/** The parser's own failures (no boundary, a malformed part) are the client's: 400. */
function asClientError(error: unknown): unknown {
  if (error instanceof AppError || (error as { statusCode?: unknown }).statusCode !== undefined) return error;
  const detail = error instanceof Error ? `: ${error.message}` : '';
  return new AppError('VALIDATION', 400, `${MALFORMED_MULTIPART_MESSAGE}${detail}`);
}

/**
 * Watches the raw body for the closing delimiter `--boundary--`. The parser takes a body that stops
 * inside a part (a cut-off upload) for a finished one; only this tells the two apart.
 */
function watchClosingDelimiter(request: FastifyRequest): () => boolean {
  const match = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(request.headers['content-type'] ?? '');
  const boundary = match?.[1] ?? match?.[2];
  if (!boundary) return () => false;
  const delimiter = Buffer.from(`--${boundary}--`);
  let seen = false;
  let tail = Buffer.alloc(0);
  request.raw.on('data', (chunk: Buffer) => {
    if (seen) return;
    // The delimiter may straddle two chunks: the last bytes of the one before are searched with this one's first.
    seen =
      chunk.includes(delimiter) ||
      Buffer.concat([tail, chunk.subarray(0, delimiter.length - 1)]).includes(delimiter);
    tail = Buffer.concat([tail, chunk]).subarray(-(delimiter.length - 1));
  });
  return () => seen;
}

/**
 * The parts of a multipart request, as `request.parts()` gives them, with malformed and cut-off
 * bodies answered 400: a file whose body stops before the closing delimiter fails with it (its
 * reader stops, and what it stored is removed), and so does the iteration.
 */
export async function* multipartParts(
  request: FastifyRequest,
  options?: Parameters<FastifyRequest['parts']>[0],
): AsyncGenerator<Multipart> {
  const complete = watchClosingDelimiter(request);
  const incomplete = () => new AppError('VALIDATION', 400, INCOMPLETE_MULTIPART_MESSAGE);
  let parts: AsyncIterator<Multipart>;
  try {
    parts = request.parts(options)[Symbol.asyncIterator]();
  } catch (error) {
    throw asClientError(error);
  }
  let next = parts.next();
  for (;;) {
    let result: IteratorResult<Multipart>;
    try {
      result = await next;
    } catch (error) {
      throw asClientError(error);
    }
    if (result.done) {
      if (!complete()) throw incomplete();
      return;
    }
    const part = result.value;
    // Asked for at once: the parser reports the end of the body (or its failure) only there.
    next = parts.next();
    if (part.type !== 'file') {
      next.catch(() => undefined);
      yield part;
      continue;
    }
    // The parser's stream may have failed before anyone listened, and then never ends: its bytes go
    // through a stream of our own that ends or fails for sure.
    const source = part.file;
    const file = Object.defineProperties(new PassThrough(), {
      truncated: { get: () => source.truncated },
      bytesRead: { get: () => source.bytesRead },
    }) as PassThrough & Pick<typeof source, 'truncated' | 'bytesRead'>;
    // It may fail before its reader listens; the reader still finds it failed.
    file.on('error', () => undefined);
    // A body cut off inside the file is named as such, whichever of the parser's reports comes first.
    const fail = (error: unknown) =>
      file.destroy(complete() ? (asClientError(error) as Error) : incomplete());
    source.on('error', fail);
    file.on('close', () => source.destroy());
    source.pipe(file);
    next.then(({ done }) => done && !complete() && file.destroy(incomplete()), fail);
    yield { ...part, file: file as typeof source };
  }
}

import { Stream } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors';

/** A UTF-16 surrogate without its partner; with the u flag a proper pair is one other code point. */
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * Why a single value can never be stored, or undefined. PostgreSQL refuses NUL in text and lone
 * surrogates in jsonb; "Infinity" from a query string passes the schema (ajv's coercion) but no column.
 */
function flawOf(value: unknown): string | undefined {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) return 'must not contain the character U+0000';
    if (LONE_SURROGATE.test(value)) return 'must not contain a lone surrogate (U+D800–U+DFFF)';
  } else if (typeof value === 'number' && !Number.isFinite(value)) {
    return 'must be a finite number';
  }
  return undefined;
}

/**
 * A value in `input` (keys included) that can never be stored, named as fastify names
 * validation errors: "body/items/0/name must not contain the character U+0000". Walks without
 * recursion, so deeply nested bodies cannot overflow the stack.
 */
export function findUnstorable(where: string, input: unknown): string | undefined {
  const pending: Array<[string, unknown]> = [[where, input]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [path, value] = next;
    const flaw = flawOf(value);
    if (flaw) return `${path} ${flaw}`;
    if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) continue;
    // A streamed body (an archive to restore) is read by its route: its object graph is no input and
    // leads to the socket and the server (walking it never ends).
    if (value instanceof Stream) continue;
    for (const [key, item] of Object.entries(value)) {
      const keyFlaw = flawOf(key);
      if (keyFlaw) return `${path} has a key that ${keyFlaw}`;
      pending.push([`${path}/${key}`, item]);
    }
  }
  return undefined;
}

/** Throws the 400 of `findUnstorable`; for input no schema sees, such as multipart fields. */
export function assertStorable(where: string, input: unknown): void {
  const problem = findUnstorable(where, input);
  if (problem) throw new AppError('VALIDATION', 400, problem);
}

/** Longest path and path segment anything is served under (file names end at 255 bytes). */
export const MAX_PATH_LENGTH = 4096;
export const MAX_SEGMENT_LENGTH = 255;

/**
 * An onRequest hook: a path nothing can be found under is refused before routing, so no file lookup
 * and no page rendering ever sees it.
 */
export async function rejectUnservablePath(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const path = request.url.split('?', 1)[0]!;
  if (/%00/i.test(path)) throw new AppError('VALIDATION', 400, 'url must not contain the character U+0000');
  if (path.length > MAX_PATH_LENGTH) {
    throw new AppError('URI_TOO_LONG', 414, `the path is longer than ${MAX_PATH_LENGTH} characters`);
  }
  if (path.split('/').some((segment) => segment.length > MAX_SEGMENT_LENGTH)) {
    throw new AppError('URI_TOO_LONG', 414, `a path segment is longer than ${MAX_SEGMENT_LENGTH} characters`);
  }
}

/**
 * A preHandler for every route, pages included: after the schemas have validated and coerced the
 * input, nothing that the database or the code cannot hold gets through to a handler.
 */
export async function rejectUnstorableInput(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  assertStorable('params', request.params);
  assertStorable('querystring', request.query);
  assertStorable('body', request.body);
}

import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** PUBLIC_URL, the shop's public origin. */
    publicUrl: string;
  }
}

/**
 * The origin a request was sent to, for the absolute addresses a page or document names; PUBLIC_URL's
 * when the Host header is missing (HTTP/1.0) or names no host (`a:b:c`, `user@host`).
 */
export function requestOrigin(request: FastifyRequest): string {
  const fallback = new URL(request.server.publicUrl).origin;
  if (!request.host) return fallback;
  try {
    const url = new URL(`${request.protocol}://${request.host}`);
    return url.href === `${url.origin}/` ? url.origin : fallback;
  } catch {
    return fallback;
  }
}

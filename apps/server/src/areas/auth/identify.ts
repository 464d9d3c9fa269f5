import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../core/errors';
import { GUEST_USER } from '../../core/guard';
import { findUserBySessionToken, rememberedSessionUser, SESSION_LIFETIME_MS } from './service';

/** Name of the session cookie (httpOnly, SameSite=Lax). */
export const SESSION_COOKIE = 'gw_session';
/** Readable cookie whose value cookie-authenticated writes repeat in CSRF_HEADER (double submit). */
export const CSRF_COOKIE = 'gw_csrf';
export const CSRF_HEADER = 'x-csrf-token';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyRequest {
    /** The session token of the request, when it carries a valid one. */
    sessionToken: string | undefined;
    /** How the session token came: cookie-authenticated writes need the CSRF header. */
    authenticatedBy: 'cookie' | 'bearer' | undefined;
  }
}

function cookieOptions(request: FastifyRequest, httpOnly: boolean) {
  return {
    httpOnly,
    sameSite: 'lax' as const,
    secure: request.protocol === 'https',
    path: '/',
    maxAge: Math.floor(SESSION_LIFETIME_MS / 1000),
  };
}

/** Hands the CSRF token to the browser in a cookie its scripts can read. */
export function setCsrfCookie(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply.setCookie(CSRF_COOKIE, randomBytes(24).toString('base64url'), cookieOptions(request, false));
}

/**
 * Hands the session token to the browser as the session cookie, plus a fresh CSRF cookie;
 * Secure whenever served over https.
 */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): FastifyReply {
  reply.setCookie(SESSION_COOKIE, token, cookieOptions(request, true));
  return setCsrfCookie(request, reply);
}

export function clearSessionCookie(reply: FastifyReply): FastifyReply {
  return reply.clearCookie(SESSION_COOKIE, { path: '/' }).clearCookie(CSRF_COOKIE, { path: '/' });
}

function bearerToken(request: FastifyRequest): string | undefined {
  const authorization = request.headers.authorization;
  if (!authorization?.startsWith('Bearer ')) return undefined;
  return authorization.slice('Bearer '.length).trim() || undefined;
}

/**
 * A page read (not the API): its user only chooses which shared page of the page cache it gets
 * (web/storefront.ts), so the session may be one looked up a moment ago. The API, the page's own
 * render included, looks it up every time.
 */
function isPageRead(request: FastifyRequest): boolean {
  return (request.method === 'GET' || request.method === 'HEAD') && !/^\/api(\/|$|\?)/.test(request.url);
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Resolves `request.user` for every request: the session's user, or the guest. A write signed in by
 * the cookie must repeat the CSRF cookie in the x-csrf-token header, else 403 CSRF.
 */
export const identifyUser = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('user', null as unknown as typeof GUEST_USER);
    app.decorateRequest('sessionToken', undefined);
    app.decorateRequest('authenticatedBy', undefined);
    app.addHook('onRequest', async (request) => {
      const bearer = bearerToken(request);
      const token = bearer ?? (request.cookies[SESSION_COOKIE] || undefined);
      const user = !token
        ? undefined
        : isPageRead(request)
          ? await rememberedSessionUser(app.db, token)
          : await findUserBySessionToken(app.db, token);
      request.user = user ?? { ...GUEST_USER, roles: [...GUEST_USER.roles] };
      if (!user) return;
      request.sessionToken = token;
      request.authenticatedBy = bearer ? 'bearer' : 'cookie';

      if (request.authenticatedBy === 'cookie' && WRITE_METHODS.has(request.method)) {
        const cookie = request.cookies[CSRF_COOKIE];
        const header = request.headers[CSRF_HEADER];
        if (!cookie || typeof header !== 'string' || !sameText(cookie, header)) {
          throw new AppError('CSRF', 403, 'missing or wrong x-csrf-token header');
        }
      }
    });
  },
  { name: 'identify-user', dependencies: ['@fastify/cookie'] },
);

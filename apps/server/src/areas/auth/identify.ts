import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { GUEST_USER } from '../../core/guard';
import { findUserBySessionToken, SESSION_LIFETIME_MS } from './service';

/** Name of the session cookie (httpOnly, SameSite=Lax). */
export const SESSION_COOKIE = 'gw_session';

/** Hands the session token to the browser as the session cookie; Secure whenever served over https. */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): FastifyReply {
  return reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: '/',
    maxAge: Math.floor(SESSION_LIFETIME_MS / 1000),
  });
}

export function clearSessionCookie(reply: FastifyReply): FastifyReply {
  return reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

function sessionToken(request: FastifyRequest): string | undefined {
  const authorization = request.headers.authorization;
  if (authorization?.startsWith('Bearer ')) {
    const token = authorization.slice('Bearer '.length).trim();
    if (token) return token;
  }
  return request.cookies[SESSION_COOKIE] || undefined;
}

/** Resolves `request.user` for every request: the session's user, or the guest. */
export const identifyUser = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('user', null as unknown as typeof GUEST_USER);
    app.addHook('onRequest', async (request) => {
      const token = sessionToken(request);
      const user = token ? await findUserBySessionToken(app.db, token) : undefined;
      request.user = user ?? { ...GUEST_USER, roles: [...GUEST_USER.roles] };
    });
  },
  { name: 'identify-user', dependencies: ['@fastify/cookie'] },
);

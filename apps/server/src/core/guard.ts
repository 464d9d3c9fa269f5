import { GUEST_HANDLE, hasAnyRole, isAuthenticated, type Role } from '@gartenwerk/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { noPermission } from './errors';

/** Who is asking: a signed-in user, or the guest. */
export interface CurrentUser {
  _id: string;
  handle: string;
  roles: string[];
  name?: string;
  userData?: Record<string, unknown>;
  two_factor?: { enabled: boolean };
}

/** The user of every request nobody signed in for. */
export const GUEST_USER: Readonly<CurrentUser> = Object.freeze({
  _id: 'guest',
  handle: GUEST_HANDLE,
  roles: ['guest'],
});

declare module 'fastify' {
  interface FastifyRequest {
    /** Resolved from the session cookie or bearer token before any handler runs. */
    user: CurrentUser;
  }
}

/** A preHandler admitting only users holding one of `roles`; others get 403 C100 "no permission". */
export function requireRole(...roles: Role[]) {
  return async function guard(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    if (!hasAnyRole(request.user, roles)) throw noPermission();
  };
}

/** A preHandler admitting signed-in users only; the guest gets 403 C100 "no permission". */
export async function requireAuthenticated(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!isAuthenticated(request.user)) throw noPermission();
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../core/db';
import type { OrderAffiliate } from '../shop-order/service';
import { activeAffiliate, activeAffiliateByCode } from './service';

/** The first-party cookie that remembers the affiliate's link (described on the privacy page). */
export const AFFILIATE_COOKIE = 'gw_ref';
export const AFFILIATE_COOKIE_DAYS = 30;
const CODE = /^[A-Za-z0-9_-]{2,40}$/;

/**
 * onRequest: a page opened with `?ref=CODE` of an active affiliate remembers the affiliate for 30
 * days in a signed, http-only cookie; an unknown code sets nothing. Pages only, not the API.
 */
export function rememberAffiliate(db: Database) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET' || request.url.startsWith('/api')) return;
    const ref = (request.query as Record<string, unknown> | undefined)?.ref;
    if (typeof ref !== 'string' || !CODE.test(ref)) return;
    const affiliate = await activeAffiliateByCode(db, ref);
    if (!affiliate) return;
    reply.setCookie(AFFILIATE_COOKIE, affiliate.id, {
      signed: true,
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
      path: '/',
      maxAge: AFFILIATE_COOKIE_DAYS * 24 * 60 * 60,
    });
  };
}

/** The affiliate the request's cookie names, with its commission now, if it is still active. */
export async function affiliateOfRequest(
  db: Database,
  request: FastifyRequest,
): Promise<OrderAffiliate | null> {
  const raw = request.cookies[AFFILIATE_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return null;
  return activeAffiliate(db, unsigned.value);
}

import { canAdminister } from '@gartenwerk/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';
import { text, type TextKey } from './texts';

/** How many requests one client address may make in a time window. */
export interface ShopRateLimit {
  max: number;
  windowMs: number;
}

/** Placed orders, and lookups a code could be guessed by (voucher verifications, checkout quotes). */
export interface ShopRateLimits {
  orders: ShopRateLimit;
  lookups: ShopRateLimit;
}

export const DEFAULT_SHOP_RATE_LIMITS: ShopRateLimits = {
  orders: { max: 20, windowMs: 10 * 60_000 },
  lookups: { max: 120, windowMs: 60_000 },
};

/** Area options of shop-order, shop-order-actions and shop-voucher-actions. */
export interface ShopRateLimitOptions {
  rateLimits?: { [kind in keyof ShopRateLimits]?: Partial<ShopRateLimit> };
}

/** Whole minutes until a client may try again, at least one. */
const minutesUntil = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));

/**
 * The route's rate limit (config.rateLimit) per client address; admins and the system are exempt
 * (they order for customers). Exceeding it answers 429 RATE_LIMITED with a message in the client's language.
 */
export function shopRateLimit(kind: keyof ShopRateLimits, options: ShopRateLimitOptions = {}) {
  const { max, windowMs } = { ...DEFAULT_SHOP_RATE_LIMITS[kind], ...options.rateLimits?.[kind] };
  const key: TextKey = kind === 'orders' ? 'errors:tooManyOrders' : 'errors:tooManyRequests';
  return {
    max,
    timeWindow: windowMs,
    keyGenerator: (request: FastifyRequest) => request.ip,
    allowList: (request: FastifyRequest) => canAdminister(request.user),
    errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) =>
      new AppError('RATE_LIMITED', 429, text(key, { count: minutesUntil(context.ttl) })),
  };
}

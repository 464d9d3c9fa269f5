import { canAdminister } from '@gartenwerk/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

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

const inMinutes = (ms: number) => {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return minutes === 1 ? 'einer Minute' : `${minutes} Minuten`;
};

export const TOO_MANY_ORDERS_MESSAGE = (retryMs: number) =>
  `Zu viele Bestellungen in kurzer Zeit. Bitte versuchen Sie es in ${inMinutes(retryMs)} erneut.`;
export const TOO_MANY_LOOKUPS_MESSAGE = (retryMs: number) =>
  `Zu viele Anfragen in kurzer Zeit. Bitte versuchen Sie es in ${inMinutes(retryMs)} erneut.`;

/**
 * The route's rate limit (config.rateLimit) per client address; admins and the system are exempt
 * (they order for customers). Exceeding it answers 429 RATE_LIMITED with a German message.
 */
export function shopRateLimit(kind: keyof ShopRateLimits, options: ShopRateLimitOptions = {}) {
  const { max, windowMs } = { ...DEFAULT_SHOP_RATE_LIMITS[kind], ...options.rateLimits?.[kind] };
  const message = kind === 'orders' ? TOO_MANY_ORDERS_MESSAGE : TOO_MANY_LOOKUPS_MESSAGE;
  return {
    max,
    timeWindow: windowMs,
    keyGenerator: (request: FastifyRequest) => request.ip,
    allowList: (request: FastifyRequest) => canAdminister(request.user),
    errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) =>
      new AppError('RATE_LIMITED', 429, message(context.ttl)),
  };
}

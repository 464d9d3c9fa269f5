import type { CustomerShopData, PaymentSourceLimits } from '@gartenwerk/domain';
import { AppError } from '../../core/errors';

/** The shop settings a customer's shop data must fit (config components.shop). */
export interface ShopDataRules {
  paymentsources: Readonly<Record<string, unknown>>;
  discount_groups?: readonly { uuid: string }[];
}

const PATH = 'userData/shop';
const KEYS = [
  'discount',
  'discount_groups',
  'shipping_free',
  'shipping_free_amount_treshhold',
  'paymentsources',
];
const LIMIT_KEYS = ['enabled', 'min', 'max'];

const invalid = (message: string) => new AppError('VALIDATION', 400, `${PATH}${message}`);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function unknownKey(value: Record<string, unknown>, allowed: readonly string[], path: string) {
  const extra = Object.keys(value).find((key) => !allowed.includes(key));
  if (extra !== undefined) throw invalid(`${path} must not have property ${extra}`);
}

/** A euro amount of at least 0, or null for "none". */
function amount(value: unknown, path: string): number | null {
  if (value === null) return null;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 10_000_000) {
    throw invalid(`${path} must be an amount in euros from 0 to 10000000 or null`);
  }
  return Math.round(value * 100) / 100;
}

function limits(value: unknown, path: string): PaymentSourceLimits {
  if (!isPlainObject(value)) throw invalid(`${path} must be an object`);
  unknownKey(value, LIMIT_KEYS, path);
  const result: { enabled?: boolean; min?: number | null; max?: number | null } = {};
  if (value.enabled !== undefined) {
    if (typeof value.enabled !== 'boolean') throw invalid(`${path}/enabled must be true or false`);
    result.enabled = value.enabled;
  }
  if (value.min !== undefined) result.min = amount(value.min, `${path}/min`);
  if (value.max !== undefined) result.max = amount(value.max, `${path}/max`);
  if (result.min != null && result.max != null && result.min > result.max) {
    throw invalid(`${path}/min must not be greater than max`);
  }
  return result as PaymentSourceLimits;
}

/**
 * Checks a customer's shop data (individual discount, discount groups, free shipping, threshold,
 * payment limits) against the shop settings and returns it cleaned; anything else is a 400 naming the
 * field.
 */
export function checkCustomerShopData(value: unknown, rules: ShopDataRules): CustomerShopData | null {
  if (value === null) return null;
  if (!isPlainObject(value)) throw invalid(' must be an object or null');
  unknownKey(value, KEYS, '');
  const shop: {
    discount?: number | null;
    discount_groups?: string[];
    shipping_free?: boolean;
    shipping_free_amount_treshhold?: number | null;
    paymentsources?: Record<string, PaymentSourceLimits>;
  } = {};

  if (value.discount !== undefined && value.discount !== null) {
    const discount = value.discount;
    if (typeof discount !== 'number' || !Number.isFinite(discount) || discount < 0 || discount > 100) {
      throw invalid('/discount must be a percentage from 0 to 100');
    }
    shop.discount = discount;
  } else if (value.discount === null) shop.discount = null;

  if (value.discount_groups !== undefined) {
    const groups = value.discount_groups;
    if (!Array.isArray(groups) || !groups.every((group) => typeof group === 'string')) {
      throw invalid('/discount_groups must be a list of discount group ids');
    }
    const known = new Set((rules.discount_groups ?? []).map((group) => group.uuid));
    const unknown = groups.find((group) => !known.has(group));
    if (unknown !== undefined) throw invalid(`/discount_groups names an unknown discount group: ${unknown}`);
    shop.discount_groups = [...new Set(groups as string[])];
  }

  if (value.shipping_free !== undefined) {
    if (typeof value.shipping_free !== 'boolean') throw invalid('/shipping_free must be true or false');
    shop.shipping_free = value.shipping_free;
  }

  if (value.shipping_free_amount_treshhold !== undefined) {
    shop.shipping_free_amount_treshhold = amount(
      value.shipping_free_amount_treshhold,
      '/shipping_free_amount_treshhold',
    );
  }

  if (value.paymentsources !== undefined) {
    if (!isPlainObject(value.paymentsources)) throw invalid('/paymentsources must be an object');
    shop.paymentsources = {};
    for (const [method, setting] of Object.entries(value.paymentsources)) {
      if (!Object.hasOwn(rules.paymentsources, method)) {
        throw invalid(`/paymentsources names an unknown payment method: ${method}`);
      }
      shop.paymentsources[method] = limits(setting, `/paymentsources/${method}`);
    }
  }
  return shop as CustomerShopData;
}

/**
 * The userData to store. An admin's shop data is checked; userData without `shop` keeps the stored
 * one (`shop: null` clears it), and users changing their own data or signing up always keep what the
 * shop granted them (their discounts are not theirs to set).
 */
export function withShopData(
  userData: Record<string, unknown>,
  stored: Record<string, unknown> | null,
  rules: ShopDataRules | null,
): Record<string, unknown> {
  const { shop, ...rest } = userData;
  if (rules !== null && shop !== undefined) return { ...rest, shop: checkCustomerShopData(shop, rules) };
  return stored && stored.shop !== undefined ? { ...rest, shop: stored.shop } : rest;
}

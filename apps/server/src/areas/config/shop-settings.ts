import {
  clashingShopPaths,
  isPaymentMethod,
  isUsableShopPath,
  PAYMENT_METHODS,
  SHOP_URL_KEYS,
  shopPaths,
} from '@gartenwerk/domain';
import { AppError } from '../../core/errors';
import { text } from '../../core/texts';
import { SHOP_COUNTRY_CODES } from '../shop-country/service';
import type { SiteConfig } from './schemas';

type ShopConfig = SiteConfig['components']['shop'];
type ZipRange = { start: string | number; end: string | number };

const KNOWN_COUNTRIES: ReadonlySet<string> = new Set(SHOP_COUNTRY_CODES);
const BASE = 'body/components/shop';

function invalid(field: string, problem: string): never {
  throw new AppError('VALIDATION', 400, `${BASE}/${field} ${problem}`);
}

function checkCountry(field: string, code: string | undefined): void {
  if (code !== undefined && !KNOWN_COUNTRIES.has(code)) {
    invalid(field, `names an unknown country: ${code} (GET /api/v0/shop_countries/ lists the known ones)`);
  }
}

function checkCountryKeys(field: string, record: Readonly<Record<string, unknown>> | undefined): void {
  for (const code of Object.keys(record ?? {})) checkCountry(`${field}/${code}`, code);
}

/** Zips compare as numbers when both ends are numeric (Austrian and German zips), else as text. */
function zipOrder(start: string | number, end: string | number): number {
  const [a, b] = [String(start).trim(), String(end).trim()];
  if (a === '' || b === '') return Number.NaN;
  return /^\d+$/.test(a) && /^\d+$/.test(b) ? Number(a) - Number(b) : a.localeCompare(b);
}

function checkZipRanges(field: string, zips: readonly ZipRange[] | undefined): void {
  (zips ?? []).forEach((zip, index) => {
    const order = zipOrder(zip.start, zip.end);
    if (Number.isNaN(order)) invalid(`${field}/${index}`, 'must have a start and an end zip');
    if (order > 0) invalid(`${field}/${index}`, `starts after it ends (${zip.start} > ${zip.end})`);
  });
}

/** Refuses a second group with the same uuid or (non-empty) name. */
function checkUnique(
  field: string,
  groups: readonly { uuid?: string; name?: string; code?: string }[],
): void {
  for (const key of ['uuid', 'name', 'code'] as const) {
    const seen = new Set<string>();
    groups.forEach((group, index) => {
      const value = group[key]?.trim().toLowerCase();
      if (!value) return;
      if (seen.has(value)) invalid(`${field}/${index}/${key}`, `must be unique: ${group[key]} is used twice`);
      seen.add(value);
    });
  }
}

function checkVatGroups(shop: ShopConfig): void {
  const groups = shop.vat_groups ?? [];
  checkUnique('vat_groups', groups);
  groups.forEach((group, index) => {
    if (Object.keys(group.rates).length === 0)
      invalid(`vat_groups/${index}/rates`, 'must name at least one country');
    checkCountryKeys(`vat_groups/${index}/rates`, group.rates);
  });
}

function checkDiscountGroups(shop: ShopConfig): void {
  const groups = shop.discount_groups ?? [];
  checkUnique('discount_groups', groups);
  groups.forEach((group, index) => {
    const field = `discount_groups/${index}`;
    if (group.items.length === 0) invalid(`${field}/items`, 'must have at least one tier');
    const froms = new Set<number>();
    group.items.forEach((tier, tierIndex) => {
      if (froms.has(tier.from))
        invalid(`${field}/items/${tierIndex}/from`, `is used by two tiers: ${tier.from}`);
      froms.add(tier.from);
      if (group.type === 'percent' && tier.discount > 100) {
        invalid(`${field}/items/${tierIndex}/discount`, 'must be at most 100 percent');
      }
    });
  });
}

function checkShippingGroups(shop: ShopConfig): void {
  const groups = shop.shipping_groups ?? [];
  checkUnique('shipping_groups', groups);
  groups.forEach((group, index) => {
    const field = `shipping_groups/${index}`;
    if (group.unit.length === 0) invalid(`${field}/unit`, 'must have at least one step');
    const maxima = new Set<number>();
    group.unit.forEach((step, stepIndex) => {
      const stepField = `${field}/unit/${stepIndex}`;
      if (step.max <= 0) invalid(`${stepField}/max`, 'must be greater than 0');
      if (group.type === 'count' && !Number.isInteger(step.max)) {
        invalid(`${stepField}/max`, 'must be a whole number of items for a group by count');
      }
      if (maxima.has(step.max)) invalid(`${stepField}/max`, `is used by two steps: ${step.max}`);
      maxima.add(step.max);
      checkCountryKeys(`${stepField}/costs`, step.costs);
      for (const [code, costs] of Object.entries(step.costs)) {
        if (costs !== null && costs < 0) invalid(`${stepField}/costs/${code}`, 'must not be negative');
      }
      (step.zips ?? []).forEach((zip, zipIndex) =>
        checkCountry(`${stepField}/zips/${zipIndex}/country`, zip.country),
      );
      checkZipRanges(`${stepField}/zips`, step.zips);
    });
    checkCountryKeys(`${field}/shipping_free_amount_treshhold`, group.shipping_free_amount_treshhold);
    checkCountryKeys(`${field}/delivery_days`, group.delivery_days);
    for (const [code, days] of Object.entries(group.delivery_days ?? {})) {
      if (days.min > days.max)
        invalid(`${field}/delivery_days/${code}`, `starts after it ends (${days.min} > ${days.max})`);
    }
  });
}

function checkShippingCountries(shop: ShopConfig): void {
  const countries = shop.shipping_countries ?? [];
  checkUnique('shipping_countries', countries);
  countries.forEach((country, index) => {
    checkCountry(`shipping_countries/${index}/code`, country.code);
    checkZipRanges(`shipping_countries/${index}/zips`, country.zips);
  });
}

function checkPaymentSources(shop: ShopConfig): void {
  for (const [name, source] of Object.entries(shop.paymentsources)) {
    if (!isPaymentMethod(name))
      invalid(
        `paymentsources/${name}`,
        `is not a payment method of the shop (${PAYMENT_METHODS.join(', ')})`,
      );
    (source.countries ?? []).forEach((code, index) =>
      checkCountry(`paymentsources/${name}/countries/${index}`, code),
    );
    const { min, max } = source;
    for (const [key, value] of [
      ['min', min],
      ['max', max],
    ] as const) {
      if (value !== null && value !== undefined && value < 0)
        invalid(`paymentsources/${name}/${key}`, 'must not be negative');
    }
    // A max of 0, empty or null means unlimited (shop-invoicing.md §5).
    if (min && max && min > max)
      invalid(`paymentsources/${name}`, `min (${min}) must not exceed max (${max})`);
  }
}

/**
 * Checks what the schema cannot: known countries, unique groups, ordered zip ranges, tiers and
 * steps that do not repeat, payment limits in order. Throws 400 VALIDATION naming the field.
 */
/** The shop pages' addresses must be routable and each page's own (empty means the default). */
function checkShopUrls(urls: Partial<Record<string, string>>): void {
  for (const key of SHOP_URL_KEYS) {
    const url = (urls[key] ?? '').trim().replace(/(.)\/+$/, '$1');
    if (url !== '' && !isUsableShopPath(url)) {
      throw new AppError('VALIDATION', 400, text('errors:shopUrl.form', { url, key }));
    }
  }
  const clashes = clashingShopPaths(shopPaths(urls));
  if (clashes.length > 0) {
    throw new AppError('VALIDATION', 400, text('errors:shopUrl.clash', { keys: clashes.join(', ') }));
  }
}

export function checkShopSettings(shop: ShopConfig): void {
  checkShopUrls(shop.urls);
  checkCountry('home_country', shop.home_country);
  const threshold = shop.shipping_free_amount_treshhold;
  if (threshold !== null && threshold < 0) invalid('shipping_free_amount_treshhold', 'must not be negative');
  checkVatGroups(shop);
  checkDiscountGroups(shop);
  checkShippingGroups(shop);
  checkShippingCountries(shop);
  checkPaymentSources(shop);
  checkCountryKeys('transit_days', shop.transit_days);
  if (shop.additional_conditions?.enabled && !shop.additional_conditions.text.trim()) {
    invalid('additional_conditions/text', 'must not be empty while the additional conditions are enabled');
  }
  const frost = shop.frost_stop;
  if (frost?.until && frost.until < frost.from) invalid('frost_stop/until', 'must not lie before from');
}

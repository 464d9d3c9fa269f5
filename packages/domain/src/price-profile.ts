import { DISCOUNT_ROLE_EVERYONE } from './constants';
import { positiveAmountOrNull } from './money';
import type { Customer, CustomerShopData, ShippingDiscount, ShopSettings } from './types';

/**
 * The roles that change a price: those the shop's discount groups and its active shipping discount
 * rules are limited to ('alle', everyone, is none of them), sorted. Any other role (admin, a plain
 * customer's `user` when no rule names it) prices like no role at all.
 */
export function rolesThatChangePrices(
  settings: Pick<ShopSettings, 'discount_groups'>,
  shippingDiscounts: readonly Pick<ShippingDiscount, 'roles' | 'active'>[],
): string[] {
  const roles = new Set<string>();
  const add = (named: readonly string[] | undefined) => {
    for (const role of named ?? []) if (role !== DISCOUNT_ROLE_EVERYONE) roles.add(role);
  };
  for (const group of settings.discount_groups ?? []) add(group.roles);
  for (const rule of shippingDiscounts) if (rule.active !== false) add(rule.roles);
  return [...roles].sort();
}

/**
 * The customer as far as prices see them: their roles that change prices (`rolesThatChangePrices`)
 * and the terms of their own that pricing reads (their discount, their discount groups that exist,
 * free shipping and their free-shipping threshold), nothing else. Every customer with the same
 * profile is priced alike by `priceCart` on every shop page; the checkout's payment limits are not
 * part of it. Keys are left out when they change nothing, so that equal prices give equal profiles.
 */
export function priceProfileOf(
  customer: Customer | null | undefined,
  settings: Pick<ShopSettings, 'discount_groups'>,
  priceRoles: readonly string[],
): { roles: string[]; shop: CustomerShopData | null } {
  const roles = [...new Set(customer?.roles ?? [])].filter((role) => priceRoles.includes(role)).sort();
  const own = customer?.shop;
  const shop: CustomerShopData = {};
  if (own) {
    if (typeof own.discount === 'number' && own.discount > 0) shop.discount = Math.min(100, own.discount);
    const known = new Set((settings.discount_groups ?? []).map((group) => group.uuid));
    const groups = [...new Set(own.discount_groups ?? [])].filter((uuid) => known.has(uuid)).sort();
    if (groups.length > 0) shop.discount_groups = groups;
    if (own.shipping_free === true) shop.shipping_free = true;
    const threshold = positiveAmountOrNull(own.shipping_free_amount_treshhold);
    if (threshold !== null) shop.shipping_free_amount_treshhold = threshold / 100;
  }
  return { roles, shop: Object.keys(shop).length > 0 ? shop : null };
}

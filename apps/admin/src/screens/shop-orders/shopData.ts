import type { CustomerShopData, ManagedUser } from '@gartenwerk/api-client';

/** The shop terms of a user (`userData.shop`), or null when none were set. */
export function shopDataOf(user: ManagedUser): CustomerShopData | null {
  const shop = user.userData?.shop;
  return typeof shop === 'object' && shop !== null ? (shop as CustomerShopData) : null;
}

/** A number field's text: empty means "none". */
export function amountOrNull(text: string): number | null {
  return text.trim() === '' ? null : Number(text.replace(',', '.'));
}

/** Message when the default invoice address is to be removed. */
export const CANT_REMOVE_DEFAULT_INVOICE_ADDRESS = 'cant remove default invoice address';
/** Message when the default shipping address is to be removed. */
export const CANT_REMOVE_DEFAULT_SHIPPING_ADDRESS = 'cant remove default shipping address';

/** The fields an address must have, all of them present. */
export const REQUIRED_ADDRESS_FIELDS = [
  'type',
  'first_name',
  'last_name',
  'address',
  'city',
  'zip',
  'country',
] as const;

/** An address as the customer keeps it. */
export interface Address {
  uuid?: string;
  type?: string;
  title?: string;
  first_name?: string;
  last_name?: string;
  address?: string;
  zip?: string | number;
  city?: string;
  country?: string;
  phone?: string;
  uid?: string;
}

function present(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  return typeof value === 'string' ? value.trim() !== '' : true;
}

/** An address is valid only when type, first_name, last_name, address, city, zip and country are all present. */
export function isValidAddress(address: Address | null | undefined): boolean {
  return !!address && REQUIRED_ADDRESS_FIELDS.every((field) => present(address[field]));
}

/** The required fields an address lacks. */
export function missingAddressFields(address: Address | null | undefined): string[] {
  return REQUIRED_ADDRESS_FIELDS.filter((field) => !address || !present(address[field]));
}

/** The default addresses of a user (userData.shop). */
export interface DefaultAddresses {
  default_invoice_address?: string | null;
  default_shipping_address?: string | null;
}

/**
 * Why an address may not be removed: the default invoice or shipping address; `null` when it may.
 */
export function addressRemovalError(
  uuid: string,
  defaults: DefaultAddresses | null | undefined,
): string | null {
  if (defaults?.default_invoice_address === uuid) return CANT_REMOVE_DEFAULT_INVOICE_ADDRESS;
  if (defaults?.default_shipping_address === uuid) return CANT_REMOVE_DEFAULT_SHIPPING_ADDRESS;
  return null;
}

import { isValidUid } from './uid';

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
  company?: string;
  address?: string;
  zip?: string | number;
  city?: string;
  country?: string;
  phone?: string;
  uid?: string;
}

/** Postcode formats of the countries the shop delivers to: Austria 4 digits, Germany 5 digits. */
export const ZIP_FORMATS: Readonly<Record<string, RegExp>> = {
  at: /^\d{4}$/,
  de: /^\d{5}$/,
};

/** Digits a postcode has in a country with a known format (for messages). */
export const ZIP_DIGITS: Readonly<Record<string, number>> = { at: 4, de: 5 };

/** Why a field of an address is not accepted. */
export type AddressErrorCode = 'required' | 'zip' | 'uid';

/** The fields that are not accepted, each with its reason. */
export type AddressErrors = Partial<Record<keyof Address, AddressErrorCode>>;

function present(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  return typeof value === 'string' ? value.trim() !== '' : true;
}

/** Whether a postcode fits its country's format; countries without a known format need any postcode. */
export function isValidZip(
  zip: string | number | null | undefined,
  country: string | null | undefined,
): boolean {
  if (!present(zip)) return false;
  const format = country ? ZIP_FORMATS[country.toLowerCase()] : undefined;
  return !format || format.test(String(zip).trim());
}

/**
 * Checks an address: type, first_name, last_name, address, city, zip and country present, a company
 * name for a company, the postcode in its country's format, and a company's uid (when given) one of
 * the address's country.
 */
export function addressErrors(address: Address | null | undefined): AddressErrors {
  const errors: AddressErrors = {};
  for (const field of REQUIRED_ADDRESS_FIELDS)
    if (!address || !present(address[field])) errors[field] = 'required';
  if (!address) return errors;
  if (address.type === 'company' && !present(address.company)) errors.company = 'required';
  if (!errors.zip && !isValidZip(address.zip, address.country)) errors.zip = 'zip';
  if (address.type === 'company' && present(address.uid) && !isValidUid(address.uid, address.country))
    errors.uid = 'uid';
  return errors;
}

/** An address is valid when `addressErrors` finds nothing. */
export function isValidAddress(address: Address | null | undefined): boolean {
  return Object.keys(addressErrors(address)).length === 0;
}

/** The required fields an address lacks (a company's name included). */
export function missingAddressFields(address: Address | null | undefined): string[] {
  const errors = addressErrors(address);
  return Object.keys(errors).filter((field) => errors[field as keyof Address] === 'required');
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

import { randomUUID } from 'node:crypto';
import {
  addressErrors,
  addressRemovalError,
  CANT_REMOVE_DEFAULT_INVOICE_ADDRESS,
  CANT_REMOVE_DEFAULT_SHIPPING_ADDRESS,
  missingAddressFields,
  ZIP_DIGITS,
  type Address as DomainAddress,
  type Language,
} from '@gartenwerk/domain';
import type { Database } from '../../core/db';
import { AppError, notFound } from '../../core/errors';
import { text, type Text, type TextKey } from '../../core/texts';
import { changeUserData, getUserById } from '../auth/service';
import type { Address, AddressBook, AddressDefaults, AddressFields } from './schemas';

const ADDRESS_NOT_FOUND_MESSAGE = text('errors:address.notFound');

/** The fields the address form labels, by their name in the address. */
const LABELLED_FIELDS = new Set([
  'type',
  'title',
  'first_name',
  'last_name',
  'company_name',
  'uid',
  'address',
  'zip',
  'city',
  'country',
  'phone',
]);

/** A field as the form labels it (e.g. "Ort" for `city`), in the language of the answer. */
const fieldLabel = (field: string): Text | string =>
  LABELLED_FIELDS.has(field) ? text(`checkout:address.${field}` as TextKey) : field;

const ADDRESS_INCOMPLETE_MESSAGE = (fields: string[]): Text =>
  text('errors:address.incomplete', { fields: fields.map(fieldLabel) });

/** A country's name in a language, e.g. Österreich or Austria for `at`. */
const countryName =
  (country: string) =>
  (language: Language): string =>
    new Intl.DisplayNames([language], { type: 'region' }).of(country.toUpperCase()) ?? country;

/**
 * What is wrong with an address, as a message: the missing fields (`incomplete`), else a postcode
 * that does not fit its country, else a uid of another country; null when nothing is.
 */
export function addressErrorMessage(
  address: DomainAddress | null | undefined,
  incomplete: (fields: string[]) => Text,
): Text | null {
  const missing = missingAddressFields(address);
  if (missing.length > 0) return incomplete(missing);
  const errors = addressErrors(address);
  const country = String(address?.country ?? '').toLowerCase();
  if (errors.zip)
    return text('checkout:address.zipFormat', { country: countryName(country), digits: ZIP_DIGITS[country] });
  if (errors.uid) return text('checkout:address.errors.uid');
  return null;
}

interface ShopData {
  default_invoice_address?: string | null;
  default_shipping_address?: string | null;
  [key: string]: unknown;
}

function bookOf(userData: Record<string, unknown>): AddressBook {
  const items = Array.isArray(userData.addresses) ? (userData.addresses as Address[]) : [];
  const shop = (userData.shop ?? {}) as ShopData;
  return {
    items,
    total: items.length,
    default_invoice_address: shop.default_invoice_address ?? null,
    default_shipping_address: shop.default_shipping_address ?? null,
  };
}

function checkComplete(address: AddressFields): void {
  const message = addressErrorMessage(address, ADDRESS_INCOMPLETE_MESSAGE);
  if (message) throw new AppError('VALIDATION', 400, message);
}

/**
 * Changes a user's address book in one transaction (the row locked, so two changes at once both
 * count). `change` gets the current book and answers the new addresses and defaults.
 */
async function changeBook(
  db: Database,
  userId: string,
  change: (
    book: AddressBook,
  ) => Pick<AddressBook, 'items' | 'default_invoice_address' | 'default_shipping_address'>,
): Promise<AddressBook> {
  const userData = await changeUserData(db, userId, (current) => {
    const next = change(bookOf(current));
    return {
      ...current,
      addresses: next.items,
      shop: {
        ...((current.shop ?? {}) as ShopData),
        default_invoice_address: next.default_invoice_address,
        default_shipping_address: next.default_shipping_address,
      },
    };
  });
  if (!userData) throw notFound(text('auth:userNotFound'));
  return bookOf(userData);
}

const isBlank = (address: Partial<AddressFields>) =>
  Object.entries(address).every(
    ([field, value]) => field === 'type' || field === 'country' || !String(value ?? '').trim(),
  );

/**
 * The signup's addresses as the address book keeps them: blank ones (the shop's form sends two)
 * dropped, the others checked like any address, without empty optional fields and with a uuid.
 */
export function signupAddresses(addresses: Partial<AddressFields>[]): Address[] {
  return addresses
    .filter((address) => !isBlank(address))
    .map((address) => {
      const fields = Object.fromEntries(
        Object.entries(address).filter(([, value]) => String(value ?? '').trim() !== ''),
      ) as AddressFields;
      checkComplete(fields);
      return { uuid: randomUUID(), ...fields };
    });
}

export async function listAddresses(db: Database, userId: string): Promise<AddressBook> {
  const user = await getUserById(db, userId);
  if (!user) throw notFound(text('auth:userNotFound'));
  return bookOf(user.userData);
}

/** Adds an address; the first one becomes the default invoice and shipping address. */
export async function addAddress(db: Database, userId: string, fields: AddressFields): Promise<AddressBook> {
  checkComplete(fields);
  const address: Address = { uuid: randomUUID(), ...fields };
  return changeBook(db, userId, (book) => ({
    items: [...book.items, address],
    default_invoice_address: book.default_invoice_address ?? address.uuid,
    default_shipping_address: book.default_shipping_address ?? address.uuid,
  }));
}

export async function updateAddress(
  db: Database,
  userId: string,
  uuid: string,
  fields: AddressFields,
): Promise<AddressBook> {
  checkComplete(fields);
  return changeBook(db, userId, (book) => {
    if (!book.items.some((address) => address.uuid === uuid)) throw notFound(ADDRESS_NOT_FOUND_MESSAGE);
    return {
      ...book,
      items: book.items.map((address) => (address.uuid === uuid ? { uuid, ...fields } : address)),
    };
  });
}

/** The domain's reasons (the spec's English texts) as texts in the request's language. */
const REMOVAL_REFUSALS: Record<string, Text> = {
  [CANT_REMOVE_DEFAULT_INVOICE_ADDRESS]: text('shop:cantRemoveDefaultInvoiceAddress'),
  [CANT_REMOVE_DEFAULT_SHIPPING_ADDRESS]: text('shop:cantRemoveDefaultShippingAddress'),
};

/** Removes an address; the default invoice and shipping address cannot be removed (spec messages). */
export async function removeAddress(db: Database, userId: string, uuid: string): Promise<AddressBook> {
  return changeBook(db, userId, (book) => {
    if (!book.items.some((address) => address.uuid === uuid)) throw notFound(ADDRESS_NOT_FOUND_MESSAGE);
    const refusal = addressRemovalError(uuid, book);
    if (refusal) throw new AppError('DEFAULT_ADDRESS', 409, REMOVAL_REFUSALS[refusal] ?? refusal);
    return { ...book, items: book.items.filter((address) => address.uuid !== uuid) };
  });
}

/** Chooses the default invoice and/or shipping address among the user's addresses. */
export async function setDefaultAddresses(
  db: Database,
  userId: string,
  defaults: AddressDefaults,
): Promise<AddressBook> {
  return changeBook(db, userId, (book) => {
    for (const uuid of [defaults.default_invoice_address, defaults.default_shipping_address]) {
      if (uuid !== undefined && !book.items.some((address) => address.uuid === uuid))
        throw new AppError('VALIDATION', 400, ADDRESS_NOT_FOUND_MESSAGE);
    }
    return {
      items: book.items,
      default_invoice_address: defaults.default_invoice_address ?? book.default_invoice_address,
      default_shipping_address: defaults.default_shipping_address ?? book.default_shipping_address,
    };
  });
}

import { randomUUID } from 'node:crypto';
import {
  addressErrors,
  addressRemovalError,
  missingAddressFields,
  ZIP_DIGITS,
  type Address as DomainAddress,
} from '@gartenwerk/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../core/db';
import { AppError, notFound } from '../../core/errors';
import { users } from '../auth/table';
import type { Address, AddressBook, AddressDefaults, AddressFields } from './schemas';

export const ADDRESS_NOT_FOUND_MESSAGE = 'Diese Adresse gibt es nicht.';
export const ADDRESS_INCOMPLETE_MESSAGE = (fields: string[]) =>
  `Bitte füllen Sie alle Pflichtfelder der Adresse aus: ${fields.join(', ')}`;
export const ZIP_FORMAT_MESSAGE = (country: string, digits: number) =>
  `Die Postleitzahl hat in ${country} ${digits} Ziffern.`;
export const UID_COUNTRY_MESSAGE =
  'Die UID muss eine gültige UID des Landes der Adresse sein (z. B. DE123456789 für Deutschland).';

const countryNames = new Intl.DisplayNames(['de'], { type: 'region' });

/**
 * What is wrong with an address, as a message: the missing fields (`incomplete`), else a postcode
 * that does not fit its country, else a uid of another country; null when nothing is.
 */
export function addressErrorMessage(
  address: DomainAddress | null | undefined,
  incomplete: (fields: string[]) => string,
): string | null {
  const missing = missingAddressFields(address);
  if (missing.length > 0) return incomplete(missing);
  const errors = addressErrors(address);
  const country = String(address?.country ?? '').toLowerCase();
  if (errors.zip)
    return ZIP_FORMAT_MESSAGE(countryNames.of(country.toUpperCase()) ?? country, ZIP_DIGITS[country]!);
  if (errors.uid) return UID_COUNTRY_MESSAGE;
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
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw notFound('user not found');
    const next = change(bookOf(user.userData));
    const userData = {
      ...user.userData,
      addresses: next.items,
      shop: {
        ...((user.userData.shop ?? {}) as ShopData),
        default_invoice_address: next.default_invoice_address,
        default_shipping_address: next.default_shipping_address,
      },
    };
    await tx.update(users).set({ userData }).where(eq(users.id, userId));
    return bookOf(userData);
  });
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
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound('user not found');
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

/** Removes an address; the default invoice and shipping address cannot be removed (spec messages). */
export async function removeAddress(db: Database, userId: string, uuid: string): Promise<AddressBook> {
  return changeBook(db, userId, (book) => {
    if (!book.items.some((address) => address.uuid === uuid)) throw notFound(ADDRESS_NOT_FOUND_MESSAGE);
    const refusal = addressRemovalError(uuid, book);
    if (refusal) throw new AppError('DEFAULT_ADDRESS', 409, refusal);
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

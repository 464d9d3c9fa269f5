import { isValidEmail, type Language } from '@gartenwerk/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../core/db';
import { AppError } from '../../core/errors';
import { text, type Text } from '../../core/texts';
import { MailRecipientRejectedError, type Mailer } from '../mail/service';
import type { SignupAddress, SignupUserData } from './schemas';
import { users } from './table';
import { currentShopPaths } from '../shop-paths/service';
import { normalizeHandle, toCurrentUser, type PublicUser } from './account';
import { EMAIL_INVALID, TOKEN_EXPIRED, checkNewPassword, isUniqueViolation } from './errors';
import { consumeToken, createToken } from './tokens';
import { createUser, getUserByHandle } from './users';

/**
 * The signup's addresses as the address book keeps them, by the address book's rules (the shop-address
 * area's `signupAddresses`, which areas/index.ts passes to the auth routes): blank ones dropped, the
 * others checked, each with a uuid.
 */
export type SignupAddresses = (addresses: SignupAddress[]) => Array<{ uuid: string }>;

export interface SignupInput {
  handle: string;
  password: string;
  password2: string;
  userData?: SignupUserData;
  meta?: unknown;
  alternate_shipping_address?: unknown;
  newsletter_consent?: unknown;
}

/** Where the signup came from: the texts of a duplicate differ between site and shop. */
export type SignupSource = 'site' | 'shop';

const DUPLICATE_MESSAGE: Record<SignupSource, Text> = {
  site: text('auth:emailAlreadyRegistered'),
  shop: text('shop:signupDuplicate'),
};

const RECIPIENT_REJECTED_MESSAGE = text('shop:signupRecipientRejected');

/**
 * The signup's user data as it is stored: name and company, and the addresses the address book can
 * show (blank ones dropped, the others complete and with a uuid). The first address becomes the
 * default invoice address, the second the default shipping address when the customer chose one.
 */
function signupUserData(
  userData: SignupUserData,
  alternateShipping: boolean,
  signupAddresses: SignupAddresses,
): Record<string, unknown> {
  const { addresses = [], ...person } = userData;
  const book = signupAddresses(addresses);
  const [invoice, shipping] = book;
  if (!invoice) return { ...person, addresses: [] };
  return {
    ...person,
    addresses: book,
    shop: {
      default_invoice_address: invoice.uuid,
      default_shipping_address: (alternateShipping && shipping ? shipping : invoice).uuid,
    },
  };
}

/** "Gerda Gruber" from the signup's first and last name, so lists show a person, not only an address. */
function displayName(userData: SignupInput['userData']): string {
  const data = (userData ?? {}) as { first_name?: unknown; last_name?: unknown };
  return [data.first_name, data.last_name]
    .filter((part): part is string => typeof part === 'string')
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}

/** Creates an unverified user and mails the verification link. */
export async function signup(
  db: Database,
  mailer: Mailer,
  input: SignupInput,
  source: SignupSource,
  language: Language,
  signupAddresses: SignupAddresses,
): Promise<PublicUser> {
  const handle = normalizeHandle(input.handle);
  if (!isValidEmail(handle)) throw EMAIL_INVALID();
  checkNewPassword(input.password, input.password2);
  const duplicate = () => new AppError(11000, 409, DUPLICATE_MESSAGE[source]);
  if (await getUserByHandle(db, handle)) throw duplicate();

  let user: PublicUser;
  try {
    user = await createUser(db, {
      handle,
      name: displayName(input.userData),
      password: input.password,
      roles: ['user'],
      userData: {
        ...signupUserData(input.userData ?? {}, input.alternate_shipping_address === true, signupAddresses),
        signup: {
          meta: input.meta ?? null,
          alternate_shipping_address: input.alternate_shipping_address ?? null,
          newsletter_consent: input.newsletter_consent ?? null,
          date: new Date().toISOString(),
        },
      },
      verified: false,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }

  const token = await createToken(db, user._id, 'verify');
  try {
    await mailer.sendMail({
      to: handle,
      template: 'verify',
      language,
      // Addressed by name when the signup gave one ("Hallo Anna Gruber,").
      values: {
        link: `${(await currentShopPaths(db)).verify}/${token}`,
        handle,
        ...(user.name ? { name: user.name } : {}),
      },
    });
  } catch (error) {
    if (!(error instanceof MailRecipientRejectedError)) throw error;
    // An address nobody receives mail at cannot be verified: no account for it.
    await db.delete(users).where(eq(users.id, user._id));
    throw new AppError('RECIPIENT_REJECTED', 400, RECIPIENT_REJECTED_MESSAGE);
  }
  return user;
}

export async function verifyEmail(db: Database, token: string): Promise<PublicUser> {
  const userId = await consumeToken(db, token, 'verify');
  const [row] = await db.update(users).set({ verified: true }).where(eq(users.id, userId)).returning();
  if (!row) throw TOKEN_EXPIRED();
  return toCurrentUser(row);
}

import { createHash, randomBytes } from 'node:crypto';
import {
  canAdminister,
  isAuthenticated,
  isPasswordStrongEnough,
  isValidEmail,
  type Language,
} from '@gartenwerk/domain';
import { hash, verify } from '@node-rs/argon2';
import { and, arrayContains, asc, eq, gt, inArray, isNull, ne, not, sql } from 'drizzle-orm';
import { authenticator } from 'otplib';
import QRCode from 'qrcode';
import { browse, containsText, type BrowseSpec } from '../../core/browse';
import type { Database } from '../../core/db';
import { AppError, noPermission } from '../../core/errors';
import { text, type Text } from '../../core/texts';
import type { CurrentUser } from '../../core/guard';
import type { List } from '../../core/schemas';
import { MailRecipientRejectedError, type Mailer } from '../mail/service';
import { signupAddresses } from '../shop-address/service';
import type { SignupUserData, USER_SORTS } from './schemas';
import { withShopData, type ShopDataRules } from './shop-data';
import { authTokens, customerIdSequence, sessions, users, type TokenPurpose, type UserRow } from './table';
import { currentShopPaths } from '../shop-paths/service';

/** How long a session stays valid. */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** How long the mailed links stay valid. */
export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  verify: 7 * 24 * 60 * 60 * 1000,
  passwordReset: 60 * 60 * 1000,
  reset2FA: 60 * 60 * 1000,
};
/** Failed logins in a row after which the account is locked for a while. */
export const LOCK_AFTER_FAILURES = 5;
/** First lock; every further failure after a lock doubles it, up to LOCK_MAX_MS. */
export const LOCK_BASE_MS = 60 * 1000;
export const LOCK_MAX_MS = 24 * 60 * 60 * 1000;
/** Issuer shown in authenticator apps. */
export const TOTP_ISSUER = 'Gartenwerk';

// One step of tolerance either side, for clocks a little apart.
authenticator.options = { window: 1 };

/** The user as the API shows it: never the password hash or the two-factor secret. */
export interface PublicUser extends CurrentUser {
  name: string;
  userData: Record<string, unknown>;
  two_factor: { enabled: boolean };
  failedLogins: number;
  lastLogin: string | null;
  verified: boolean;
  locked: boolean;
  created: string;
}

/** @node-rs/argon2 hashes with argon2id unless told otherwise. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password).catch(() => false);
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Handles are e-mail addresses and compared without case. */
export function normalizeHandle(handle: string): string {
  return handle.trim().toLowerCase();
}

function isTemporarilyLocked(row: UserRow, now: Date = new Date()): boolean {
  return !!row.lockedUntil && row.lockedUntil > now;
}

export function toCurrentUser(row: UserRow): PublicUser {
  return {
    _id: row.id,
    handle: row.handle,
    name: row.name,
    roles: row.roles,
    userData: row.userData,
    two_factor: { enabled: row.twoFactor.enabled },
    failedLogins: row.failedLogins,
    lastLogin: row.lastLogin?.toISOString() ?? null,
    verified: row.verified,
    locked: row.locked || isTemporarilyLocked(row),
    created: row.created.toISOString(),
  };
}

// ---------------------------------------------------------------- errors

export const LOGIN_FAILED = () => new AppError('LOGIN_FAILED', 401, text('auth:wrongUserOrPassword'));
export const TOKEN_EXPIRED = () => new AppError('TOKEN_EXPIRED', 400, text('auth:tokenExpired'));
export const USER_NOT_FOUND = () => new AppError('NOT_FOUND', 404, text('auth:userNotFound'));
const TOTP_INVALID = (status: number) => new AppError('TOTP_INVALID', status, text('auth:wrongCode'));
const PASSWORD_MISMATCH = () => new AppError('PASSWORD_MISMATCH', 400, text('auth:passwordMismatch'));
const PASSWORD_WEAK = () => new AppError('PASSWORD_WEAK', 400, text('auth:passwordWeak'));
const WRONG_PASSWORD = () => new AppError('WRONG_PASSWORD', 400, text('auth:accountPage.wrongPassword'));
const EMAIL_INVALID = () => new AppError('VALIDATION', 400, text('auth:emailInvalid'));

function lockedError(until: Date | null, now: Date): AppError {
  if (!until) return new AppError('LOCKED', 423, text('auth:locked'));
  const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
  return new AppError('LOCKED', 423, text('errors:auth.lockedFor', { count: minutes }));
}

function checkNewPassword(password: string, password2: string): void {
  if (password !== password2) throw PASSWORD_MISMATCH();
  if (!isPasswordStrongEnough(password)) throw PASSWORD_WEAK();
}

function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

// ---------------------------------------------------------------- users

export interface NewUser {
  id?: string;
  handle: string;
  /** Plain password; hashed here. Absent for accounts nobody signs in with. */
  password?: string;
  name?: string;
  roles: string[];
  userData?: Record<string, unknown>;
  /** Whether the e-mail address counts as confirmed; true unless the user signed up. */
  verified?: boolean;
  /** The guest, the first admin and the system account. */
  fixed?: boolean;
}

export async function createUser(db: Database, input: NewUser): Promise<PublicUser> {
  const passwordHash = input.password === undefined ? null : await hashPassword(input.password);
  const [row] = await db
    .insert(users)
    .values({
      ...(input.id ? { id: input.id } : {}),
      handle: normalizeHandle(input.handle),
      passwordHash,
      name: input.name ?? '',
      roles: input.roles,
      userData: input.userData ?? {},
      verified: input.verified ?? true,
      fixed: input.fixed ?? false,
    })
    .returning();
  if (!row) throw new Error('user was not created');
  return toCurrentUser(row);
}

export async function getUserByHandle(db: Database, handle: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.handle, handle)).limit(1);
  return row;
}

export async function getUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

async function requireUser(db: Database, id: string): Promise<UserRow> {
  const row = await getUserById(db, id);
  if (!row) throw USER_NOT_FOUND();
  return row;
}

// ---------------------------------------------------------------- sessions

/** Opens a session for the user and returns its token, the only time the token is known. */
export async function createSession(db: Database, userId: string, now: Date = new Date()): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    created: now,
    expires: new Date(now.getTime() + SESSION_LIFETIME_MS),
  });
  return token;
}

/** The user of a valid (known, unexpired, unrevoked) session token, or undefined. */
export async function findUserBySessionToken(db: Database, token: string): Promise<PublicUser | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        eq(sessions.revoked, false),
        gt(sessions.expires, new Date()),
      ),
    )
    .limit(1);
  return row ? toCurrentUser(row.user) : undefined;
}

export async function revokeSession(db: Database, token: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revoked: true })
    .where(eq(sessions.tokenHash, hashToken(token)));
}

/** Ends every session of the user, except the one of `keepToken` when given. */
export async function revokeUserSessions(db: Database, userId: string, keepToken?: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revoked: true })
    .where(
      and(eq(sessions.userId, userId), keepToken ? ne(sessions.tokenHash, hashToken(keepToken)) : undefined),
    );
}

// ---------------------------------------------------------------- mailed one-time tokens

async function createToken(db: Database, userId: string, purpose: TokenPurpose): Promise<string> {
  const token = newToken();
  await db.insert(authTokens).values({
    tokenHash: hashToken(token),
    userId,
    purpose,
    expires: new Date(Date.now() + TOKEN_LIFETIME_MS[purpose]),
  });
  return token;
}

/** Marks the token used and answers its user; a used, expired or unknown token is refused. */
async function consumeToken(db: Database, token: string, purpose: TokenPurpose): Promise<string> {
  const now = new Date();
  const [row] = await db
    .update(authTokens)
    .set({ used: now })
    .where(
      and(
        eq(authTokens.tokenHash, hashToken(token)),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.used),
        gt(authTokens.expires, now),
      ),
    )
    .returning({ userId: authTokens.userId });
  if (!row) throw TOKEN_EXPIRED();
  return row.userId;
}

// ---------------------------------------------------------------- login

export interface LoginInput {
  handle: string;
  password: string;
  code?: string;
}

export type LoginResult = { user: PublicUser; token: string } | { fa2required: true };

async function recordFailedLogin(db: Database, row: UserRow, now: Date): Promise<void> {
  const [updated] = await db
    .update(users)
    .set({ failedLogins: sql`${users.failedLogins} + 1` })
    .where(eq(users.id, row.id))
    .returning({ failedLogins: users.failedLogins });
  const failures = updated?.failedLogins ?? 0;
  if (failures < LOCK_AFTER_FAILURES) return;
  const lockMs = Math.min(LOCK_MAX_MS, LOCK_BASE_MS * 2 ** (failures - LOCK_AFTER_FAILURES));
  await db
    .update(users)
    .set({ lockedUntil: new Date(now.getTime() + lockMs) })
    .where(eq(users.id, row.id));
}

/**
 * Checks handle, password and (when enabled) the TOTP code, and opens a session. Failures are counted;
 * after LOCK_AFTER_FAILURES in a row the account is locked for a growing time.
 */
export async function login(db: Database, input: LoginInput, now: Date = new Date()): Promise<LoginResult> {
  const row = await getUserByHandle(db, normalizeHandle(input.handle));
  if (!row?.passwordHash) {
    // Same work as a real check, so that timing does not tell which handles exist.
    await verifyPassword(await dummyHash(), input.password);
    throw LOGIN_FAILED();
  }
  if (row.locked) throw lockedError(null, now);
  if (row.lockedUntil && row.lockedUntil > now) throw lockedError(row.lockedUntil, now);

  if (!(await verifyPassword(row.passwordHash, input.password))) {
    await recordFailedLogin(db, row, now);
    throw LOGIN_FAILED();
  }
  if (!row.verified) throw new AppError('NOT_VERIFIED', 403, 'the e-mail address is not verified yet');
  if (row.twoFactor.enabled) {
    if (!input.code) return { fa2required: true };
    if (!row.twoFactor.secret || !authenticator.check(input.code, row.twoFactor.secret)) {
      await recordFailedLogin(db, row, now);
      throw TOTP_INVALID(401);
    }
  }

  const [updated] = await db
    .update(users)
    .set({ failedLogins: 0, lockedUntil: null, lastLogin: now })
    .where(eq(users.id, row.id))
    .returning();
  const token = await createSession(db, row.id, now);
  return { user: toCurrentUser(updated ?? row), token };
}

let dummy: Promise<string> | undefined;
function dummyHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(16).toString('hex'));
  return dummy;
}

// ---------------------------------------------------------------- signup and verification

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
function signupUserData(userData: SignupUserData, alternateShipping: boolean): Record<string, unknown> {
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
        ...signupUserData(input.userData ?? {}, input.alternate_shipping_address === true),
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

// ---------------------------------------------------------------- passwords

/**
 * Mails a one-time link for a purpose that needs the account's mailbox. The guest and system
 * accounts have no password to reset and no mailbox: they answer as unknown.
 */
async function mailOneTimeLink(
  db: Database,
  mailer: Mailer,
  handle: string,
  language: Language,
  purpose: 'passwordReset' | 'reset2FA',
  link: (token: string) => string,
): Promise<void> {
  const row = await getUserByHandle(db, normalizeHandle(handle));
  if (!row || (row.fixed && !row.passwordHash)) throw USER_NOT_FOUND();
  const token = await createToken(db, row.id, purpose);
  await mailer.sendMail({
    to: row.handle,
    template: purpose,
    language,
    values: {
      link: link(token),
      handle: row.handle,
      hours: TOKEN_LIFETIME_MS[purpose] / 3_600_000,
      ...(row.name ? { name: row.name } : {}),
    },
  });
}

/** Mails a one-time link to set a new password. */
export async function requestPasswordReset(
  db: Database,
  mailer: Mailer,
  handle: string,
  language: Language,
): Promise<void> {
  const { resetPassword: page } = await currentShopPaths(db);
  return mailOneTimeLink(db, mailer, handle, language, 'passwordReset', (token) => `${page}/${token}`);
}

export interface ResetPasswordInput {
  token: string;
  password: string;
  password2: string;
}

/** Sets the new password from a mailed token and ends every session of the user. */
export async function resetPassword(db: Database, input: ResetPasswordInput): Promise<void> {
  checkNewPassword(input.password, input.password2);
  const userId = await consumeToken(db, input.token, 'passwordReset');
  // Receiving the mail proves the address, and ends a lock from failed logins.
  await db
    .update(users)
    .set({
      passwordHash: await hashPassword(input.password),
      verified: true,
      failedLogins: 0,
      lockedUntil: null,
    })
    .where(eq(users.id, userId));
  await revokeUserSessions(db, userId);
}

export interface ChangePasswordInput {
  oldPassword: string;
  password: string;
  password2: string;
}

/** Changes one's own password; every other session of the user ends. */
export async function changePassword(
  db: Database,
  userId: string,
  currentToken: string | undefined,
  input: ChangePasswordInput,
): Promise<PublicUser> {
  const row = await requireUser(db, userId);
  if (!row.passwordHash || !(await verifyPassword(row.passwordHash, input.oldPassword))) {
    throw WRONG_PASSWORD();
  }
  checkNewPassword(input.password, input.password2);
  const [updated] = await db
    .update(users)
    .set({ passwordHash: await hashPassword(input.password) })
    .where(eq(users.id, userId))
    .returning();
  await revokeUserSessions(db, userId, currentToken);
  return toCurrentUser(updated ?? row);
}

/** An admin sets someone's password; that user's sessions end. */
export async function setPassword(
  db: Database,
  input: { _id: string; password: string },
): Promise<PublicUser> {
  if (!isPasswordStrongEnough(input.password)) throw PASSWORD_WEAK();
  const row = await requireUser(db, input._id);
  if (row.fixed && !row.passwordHash) throw noPermission();
  const [updated] = await db
    .update(users)
    .set({ passwordHash: await hashPassword(input.password) })
    .where(eq(users.id, row.id))
    .returning();
  await revokeUserSessions(db, row.id);
  return toCurrentUser(updated ?? row);
}

// ---------------------------------------------------------------- two-factor

export interface TwoFactorSetup {
  secret: string;
  otpauthUrl: string;
  /** The otpauth URL as a PNG data: URL, for authenticator apps to scan. */
  qrCode: string;
}

/** Starts two-factor setup: a new secret, in force once verify2FA confirms a code from it. */
export async function enable2FA(db: Database, userId: string): Promise<TwoFactorSetup> {
  const row = await requireUser(db, userId);
  if (row.twoFactor.enabled) throw new AppError('TOTP_ENABLED', 400, text('errors:auth.twoFactorAlreadyOn'));
  const secret = authenticator.generateSecret();
  await db
    .update(users)
    .set({ twoFactor: { enabled: false, secret } })
    .where(eq(users.id, userId));
  const otpauthUrl = authenticator.keyuri(row.handle, TOTP_ISSUER, secret);
  return { secret, otpauthUrl, qrCode: await QRCode.toDataURL(otpauthUrl) };
}

export async function verify2FA(db: Database, userId: string, code: string): Promise<PublicUser> {
  const row = await requireUser(db, userId);
  const { secret } = row.twoFactor;
  if (!secret) throw new AppError('TOTP_NOT_STARTED', 400, text('errors:auth.twoFactorNotStarted'));
  if (!authenticator.check(code, secret)) throw TOTP_INVALID(400);
  const [updated] = await db
    .update(users)
    .set({ twoFactor: { enabled: true, secret } })
    .where(eq(users.id, userId))
    .returning();
  return toCurrentUser(updated ?? row);
}

async function turnOff2FA(db: Database, userId: string): Promise<PublicUser> {
  const [row] = await db
    .update(users)
    .set({ twoFactor: { enabled: false } })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw USER_NOT_FOUND();
  return toCurrentUser(row);
}

/** Turns two-factor off: for oneself with a current code, for anyone by an admin or system user. */
export async function disable2FA(
  db: Database,
  actor: CurrentUser,
  input: { code?: string; _id?: string },
): Promise<PublicUser> {
  if (input._id !== undefined && input._id !== actor._id) {
    if (!canAdminister(actor)) throw noPermission();
    await requireUser(db, input._id);
    return turnOff2FA(db, input._id);
  }
  if (input._id !== undefined && canAdminister(actor)) return turnOff2FA(db, actor._id);
  const row = await requireUser(db, actor._id);
  const { secret } = row.twoFactor;
  if (!input.code || !secret || !authenticator.check(input.code, secret)) throw TOTP_INVALID(400);
  return turnOff2FA(db, row.id);
}

/** Mails a one-time link that turns two-factor off, for someone who lost the authenticator. */
export async function request2FAReset(
  db: Database,
  mailer: Mailer,
  handle: string,
  language: Language,
): Promise<void> {
  const { reset2FA: page } = await currentShopPaths(db);
  return mailOneTimeLink(db, mailer, handle, language, 'reset2FA', (token) => `${page}?token=${token}`);
}

export async function reset2FA(db: Database, token: string): Promise<void> {
  const userId = await consumeToken(db, token, 'reset2FA');
  await turnOff2FA(db, userId);
}

// ---------------------------------------------------------------- customer numbers

export async function nextCustomerId(db: Database): Promise<number> {
  const result = await db.execute(sql`select nextval(${customerIdSequence.seqName}) as value`);
  const { rows } = result as unknown as { rows: { value: string | number }[] };
  return Number(rows[0]!.value);
}

// ---------------------------------------------------------------- users admin

export interface UserQuery {
  search?: string;
  role?: string;
  /** A sortable name of USER_SORTS, `-name` for descending. */
  sort?: string;
  page?: number;
  limit?: number;
}

/** Users per page of this size when the query names none. */
export const USER_PAGE_SIZE = 10;

const USER_BROWSE: BrowseSpec<(typeof USER_SORTS)[number]> = {
  table: users,
  id: users.id,
  sortable: { handle: users.handle, name: users.name, created: users.created },
  defaultOrder: [asc(users.handle)],
  search: (words) => containsText(words, [users.handle, users.name]),
  defaultLimit: USER_PAGE_SIZE,
};

/** The collection as admins see it: no fixed accounts, nobody holding the internal role. */
export async function listUsers(db: Database, query: UserQuery): Promise<List<PublicUser>> {
  const limit = query.limit ?? USER_PAGE_SIZE;
  const skip = ((query.page ?? 1) - 1) * limit;
  return browse(
    db,
    USER_BROWSE,
    { ...query, limit, skip },
    [
      eq(users.fixed, false),
      not(arrayContains(users.roles, ['internal'])),
      query.role ? arrayContains(users.roles, [query.role]) : undefined,
    ],
    toCurrentUser,
  );
}

export async function getUsersByIds(db: Database, ids: string[]): Promise<PublicUser[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(users).where(inArray(users.id, ids)).orderBy(asc(users.handle));
  return rows.map(toCurrentUser);
}

/** One user: oneself, or anyone for admin and system users. */
export async function getUser(db: Database, actor: CurrentUser, id: string): Promise<PublicUser> {
  if (!isAuthenticated(actor) || (actor._id !== id && !canAdminister(actor))) throw noPermission();
  return toCurrentUser(await requireUser(db, id));
}

function checkRoles(roles: string[], availableRoles: readonly string[]): void {
  const unavailable = roles.filter((role) => !availableRoles.includes(role));
  if (unavailable.length > 0) {
    throw new AppError(
      'ROLE_UNAVAILABLE',
      400,
      text('errors:auth.roleUnavailable', { roles: unavailable.join(', ') }),
    );
  }
}

export interface CreateUserInput {
  handle: string;
  name?: string;
  roles: string[];
  password?: string;
}

/** An admin adds a user; the address counts as verified. */
export async function createUserByAdmin(
  db: Database,
  input: CreateUserInput,
  availableRoles: readonly string[],
): Promise<PublicUser> {
  const handle = normalizeHandle(input.handle);
  if (!isValidEmail(handle)) throw EMAIL_INVALID();
  checkRoles(input.roles, availableRoles);

  if (input.password !== undefined && !isPasswordStrongEnough(input.password)) throw PASSWORD_WEAK();
  const duplicate = () => new AppError(11000, 409, text('auth:emailAlreadyRegistered'));
  if (await getUserByHandle(db, handle)) throw duplicate();
  try {
    return await createUser(db, { ...input, handle });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
}

export interface UpdateUserInput {
  _id: string;
  name?: string;
  userData?: Record<string, unknown>;
  roles?: string[];
  locked?: boolean;
}

export const NOTHING_TO_CHANGE_MESSAGE =
  'body must name something to change: name, userData, roles or locked';

/**
 * Changes a user. Anyone signed in may change their own name and userData except its shop data;
 * roles, the lock, shop data and other users need admin or system. Unlocking also ends a lock from
 * failed logins.
 */
export async function updateUser(
  db: Database,
  actor: CurrentUser,
  input: UpdateUserInput,
  availableRoles: readonly string[],
  shopRules: ShopDataRules,
): Promise<PublicUser> {
  const admin = canAdminister(actor);
  if (!isAuthenticated(actor)) throw noPermission();
  if ([input.name, input.userData, input.roles, input.locked].every((field) => field === undefined))
    throw new AppError('VALIDATION', 400, NOTHING_TO_CHANGE_MESSAGE);
  const privileged = input._id !== actor._id || input.roles !== undefined || input.locked !== undefined;
  if (privileged && !admin) throw noPermission();
  const row = await requireUser(db, input._id);
  if (row.fixed && (input.roles !== undefined || input.locked !== undefined)) throw noPermission();
  if (input.roles !== undefined) checkRoles(input.roles, availableRoles);

  const [updated] = await db
    .update(users)
    .set({
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.userData !== undefined
        ? { userData: withShopData(input.userData, row.userData, admin ? shopRules : null) }
        : {}),
      ...(input.roles !== undefined ? { roles: input.roles } : {}),
      ...(input.locked !== undefined ? { locked: input.locked } : {}),
      ...(input.locked === false ? { lockedUntil: null, failedLogins: 0 } : {}),
    })
    .where(eq(users.id, row.id))
    .returning();
  if (input.locked === true) await revokeUserSessions(db, row.id);
  return toCurrentUser(updated ?? row);
}

/** Removes a user; the fixed accounts stay. */
export async function deleteUser(db: Database, id: string): Promise<void> {
  const row = await requireUser(db, id);
  if (row.fixed) throw noPermission();
  await db.delete(users).where(eq(users.id, id));
}

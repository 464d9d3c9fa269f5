import { isPasswordStrongEnough, type Language } from '@gartenwerk/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../core/db';
import { noPermission } from '../../core/errors';
import type { Mailer } from '../mail/service';
import { users } from './table';
import { currentShopPaths } from '../shop-paths/service';
import {
  TOKEN_LIFETIME_MS,
  hashPassword,
  normalizeHandle,
  toCurrentUser,
  verifyPassword,
  type PublicUser,
} from './account';
import { PASSWORD_WEAK, USER_NOT_FOUND, WRONG_PASSWORD, checkNewPassword } from './errors';
import { revokeUserSessions } from './sessions';
import { consumeToken, createToken } from './tokens';
import { getUserByHandle, requireUser } from './users';

/**
 * Mails a one-time link for a purpose that needs the account's mailbox. The guest and system
 * accounts have no password to reset and no mailbox: they answer as unknown.
 */
export async function mailOneTimeLink(
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

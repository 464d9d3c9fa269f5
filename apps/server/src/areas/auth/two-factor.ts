import { canAdminister, type Language } from '@gartenwerk/domain';
import { eq } from 'drizzle-orm';
import { authenticator } from 'otplib';
import QRCode from 'qrcode';
import type { Database } from '../../core/db';
import { AppError, noPermission } from '../../core/errors';
import { text } from '../../core/texts';
import type { CurrentUser } from '../../core/guard';
import type { Mailer } from '../mail/service';
import { users } from './table';
import { currentShopPaths } from '../shop-paths/service';
import { TOTP_ISSUER, toCurrentUser, type PublicUser } from './account';
import { TOTP_INVALID, USER_NOT_FOUND } from './errors';
import { mailOneTimeLink } from './passwords';
import { consumeToken } from './tokens';
import { requireUser } from './users';

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

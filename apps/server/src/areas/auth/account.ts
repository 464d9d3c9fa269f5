import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { authenticator } from 'otplib';
import type { CurrentUser } from '../../core/guard';
import type { TokenPurpose, UserRow } from './table';

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

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newToken(): string {
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

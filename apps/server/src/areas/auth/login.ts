import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { authenticator } from 'otplib';
import type { Database } from '../../core/db';
import { AppError } from '../../core/errors';
import { users, type UserRow } from './table';
import {
  LOCK_AFTER_FAILURES,
  LOCK_BASE_MS,
  LOCK_MAX_MS,
  hashPassword,
  normalizeHandle,
  toCurrentUser,
  verifyPassword,
  type PublicUser,
} from './account';
import { LOGIN_FAILED, TOTP_INVALID, lockedError } from './errors';
import { createSession } from './sessions';
import { getUserByHandle } from './users';

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

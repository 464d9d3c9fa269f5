import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../core/db';
import type { CurrentUser } from '../../core/guard';
import { sessions, users, type UserRow } from './table';

/** How long a session stays valid. */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

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

/** The user as the API shows it: never the password hash or the two-factor secret. */
export function toCurrentUser(row: UserRow): CurrentUser {
  return {
    _id: row.id,
    handle: row.handle,
    name: row.name,
    roles: row.roles,
    userData: row.userData,
    two_factor: { enabled: row.twoFactor.enabled },
  };
}

export interface NewUser {
  id?: string;
  handle: string;
  /** Plain password; hashed here. Absent for accounts nobody signs in with. */
  password?: string;
  name?: string;
  roles: string[];
  userData?: Record<string, unknown>;
}

export async function createUser(db: Database, input: NewUser): Promise<CurrentUser> {
  const passwordHash = input.password === undefined ? null : await hashPassword(input.password);
  const [row] = await db
    .insert(users)
    .values({
      ...(input.id ? { id: input.id } : {}),
      handle: input.handle,
      passwordHash,
      name: input.name ?? '',
      roles: input.roles,
      userData: input.userData ?? {},
    })
    .returning();
  if (!row) throw new Error('user was not created');
  return toCurrentUser(row);
}

export async function getUserByHandle(db: Database, handle: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.handle, handle)).limit(1);
  return row;
}

/** Opens a session for the user and returns its token, the only time the token is known. */
export async function createSession(db: Database, userId: string, now: Date = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    created: now,
    expires: new Date(now.getTime() + SESSION_LIFETIME_MS),
  });
  return token;
}

/** The user of a valid (known, unexpired, unrevoked) session token, or undefined. */
export async function findUserBySessionToken(db: Database, token: string): Promise<CurrentUser | undefined> {
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

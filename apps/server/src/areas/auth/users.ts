import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../core/db';
import { users, type UserRow } from './table';
import { hashPassword, normalizeHandle, toCurrentUser, type PublicUser } from './account';
import { USER_NOT_FOUND } from './errors';
import { forgetSessions } from './sessions';

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

/**
 * Changes what a user's record keeps for other areas (the address book, the shop's customer data)
 * with the row locked, so that two changes at once do not lose one. Null for an unknown user.
 */
export async function changeUserData(
  db: Database,
  id: string,
  change: (userData: UserRow['userData']) => UserRow['userData'],
): Promise<UserRow['userData'] | null> {
  const changed = await db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (!user) return null;
    const userData = change(user.userData);
    await tx.update(users).set({ userData }).where(eq(users.id, id));
    return userData;
  });
  // The delivery country and the shop data price the user's pages (see rememberedSessionUser).
  forgetSessions();
  return changed;
}

export async function requireUser(db: Database, id: string): Promise<UserRow> {
  const row = await getUserById(db, id);
  if (!row) throw USER_NOT_FOUND();
  return row;
}

/** Which of the handles (as stored: normalized) have an account. */
export async function handlesWithAccount(db: Database, handles: readonly string[]): Promise<string[]> {
  if (handles.length === 0) return [];
  const rows = await db
    .select({ handle: users.handle })
    .from(users)
    .where(inArray(users.handle, [...handles]));
  return rows.map((row) => row.handle);
}

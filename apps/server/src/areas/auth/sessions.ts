import { and, eq, gt, ne } from 'drizzle-orm';
import type { Database } from '../../core/db';
import { sessions, users } from './table';
import { SESSION_LIFETIME_MS, hashToken, newToken, toCurrentUser, type PublicUser } from './account';

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

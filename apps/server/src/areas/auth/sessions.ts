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
  forgetSessions();
}

/** Ends every session of the user, except the one of `keepToken` when given. */
export async function revokeUserSessions(db: Database, userId: string, keepToken?: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revoked: true })
    .where(
      and(eq(sessions.userId, userId), keepToken ? ne(sessions.tokenHash, hashToken(keepToken)) : undefined),
    );
  forgetSessions();
}

/**
 * How long a page request trusts a session it looked up a moment ago (ms). Only page requests do
 * (their user picks which shared page of the page cache they get, web/storefront.ts); the API asks
 * the database every time. In this process a revoked session or a changed user is forgotten at once
 * (`forgetSessions`); another process of the same database sees it after this long at the latest.
 */
export const SESSION_CACHE_MS = 5_000;
/** Most sessions kept per database; the oldest go first. */
const MAX_SESSIONS = 10_000;

interface Remembered {
  user: PublicUser | undefined;
  at: number;
  generation: number;
}

interface Sessions {
  entries: Map<string, Remembered>;
  loading: Map<string, { promise: Promise<PublicUser | undefined>; generation: number }>;
}

// Per database (tests run several apps in one process); one generation for all of them, since the
// writes that end it may run on a transaction's handle instead of the database's.
const byDatabase = new WeakMap<Database, Sessions>();
let generation = 0;

/**
 * Every session looked up so far is looked up anew: call it after a session was revoked or a user
 * changed (roles, shop data, lock) or was removed.
 */
export function forgetSessions(): void {
  generation++;
}

/**
 * The user of a session token as `findUserBySessionToken` answers it, remembered for
 * SESSION_CACHE_MS (unknown tokens too); concurrent lookups of one token share one read.
 */
export async function rememberedSessionUser(
  db: Database,
  token: string,
  now: number = Date.now(),
): Promise<PublicUser | undefined> {
  let sessions = byDatabase.get(db);
  if (!sessions) byDatabase.set(db, (sessions = { entries: new Map(), loading: new Map() }));
  const key = hashToken(token);
  const known = sessions.entries.get(key);
  if (known && known.generation === generation && now - known.at < SESSION_CACHE_MS) return known.user;
  if (known) sessions.entries.delete(key);

  const running = sessions.loading.get(key);
  if (running?.generation === generation) return running.promise;
  const startedIn = generation;
  const load = findUserBySessionToken(db, token).finally(() => {
    if (sessions.loading.get(key)?.promise === load) sessions.loading.delete(key);
  });
  sessions.loading.set(key, { promise: load, generation });
  const user = await load;
  // A lookup that ran while sessions were forgotten may have read the old state: not kept.
  if (startedIn === generation) {
    if (sessions.entries.size >= MAX_SESSIONS) {
      const oldest = sessions.entries.keys().next().value;
      if (oldest !== undefined) sessions.entries.delete(oldest);
    }
    sessions.entries.set(key, { user, at: now, generation });
  }
  return user;
}

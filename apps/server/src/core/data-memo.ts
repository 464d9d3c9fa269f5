import type { Database } from './db';
import type { PublicDataVersion } from './public-cache';

/** The public data versions of the apps serving each database (tests build several on one). */
const versions = new WeakMap<Database, Set<PublicDataVersion>>();

/**
 * Ties `db`'s memos to an app's public data version: a write through the app, or through another
 * server process on the same PostgreSQL database (NOTIFY), makes them read anew. Answers the untie.
 */
export function watchPublicData(db: Database, version: PublicDataVersion): () => void {
  const watched = versions.get(db) ?? new Set();
  watched.add(version);
  versions.set(db, watched);
  return () => watched.delete(version);
}

/**
 * A write to the public data outside the routes that announce theirs (e.g. a setting saved by
 * another area): every app of `db` and every other server process on it reads anew.
 */
export async function publicDataWritten(db: Database): Promise<void> {
  await Promise.all([...(versions.get(db) ?? [])].map((version) => version.bump()));
}

/** Where `db`'s public data stands: it changes with every write any of its apps sees. */
function stateOf(db: Database): string | undefined {
  const watched = versions.get(db);
  if (!watched || watched.size === 0) return undefined;
  return [...watched].map((version) => version.value).join(',');
}

interface Memo<T> {
  state: string;
  value: Promise<T>;
}

/**
 * `load` remembered per database while its public data stays as it is: the shop's settings and
 * groups that every price, list and page reads. A database no app watches (a seed, a script) is
 * read every time. The state is taken before the read, so a write during it makes the next call read
 * again; a failed read is not kept.
 */
export function memoizeByPublicData<T>(load: (db: Database) => Promise<T>): {
  (db: Database): Promise<T>;
  forget(db: Database): void;
} {
  const memos = new WeakMap<Database, Memo<T>>();
  const read = (db: Database): Promise<T> => {
    const state = stateOf(db);
    if (state === undefined) return load(db);
    const memo = memos.get(db);
    if (memo && memo.state === state) return memo.value;
    const value = load(db);
    memos.set(db, { state, value });
    value.catch(() => {
      if (memos.get(db)?.value === value) memos.delete(db);
    });
    return value;
  };
  return Object.assign(read, { forget: (db: Database) => memos.delete(db) });
}

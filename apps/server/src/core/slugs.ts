import { SLUG_MAX_LENGTH, SLUG_PATTERN, slugify } from '@gartenwerk/domain';
import { and, eq, like, ne, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './db';
import { AppError } from './errors';
import { escapeLike } from './like';
import { text, type TextKey } from './texts';

export { SlugField } from '@gartenwerk/domain/schemas';

/** A table with a unique slug: products and product groups. */
export interface SlugTable {
  table: PgTable;
  id: PgColumn;
  slug: PgColumn;
  /** Slug of a title that leaves none (only signs). */
  fallback: string;
  /** Slugs the shop's own pages take. */
  reserved?: readonly string[];
  /** The 409 message: another row has the slug. */
  taken: TextKey;
}

/** The slugs in use that `base` or `base-N` could collide with. */
async function slugsLike(db: Database, target: SlugTable, base: string, exceptId?: string) {
  const condition: SQL = or(eq(target.slug, base), like(target.slug, `${escapeLike(base)}-%`))!;
  const rows = await db
    .select({ slug: target.slug })
    .from(target.table)
    .where(exceptId ? and(condition, ne(target.id, exceptId)) : condition);
  return new Set(rows.map((row) => row.slug as string));
}

/**
 * Unique slugs for new rows of the given titles, in order: the title's slug, or with -2, -3 … when
 * taken (by a stored row, an earlier title of the list or a page of the shop).
 */
export async function newSlugs(
  db: Database,
  target: SlugTable,
  titles: readonly string[],
): Promise<string[]> {
  const given = new Set<string>();
  const slugs: string[] = [];
  for (const title of titles) {
    // Room for the suffix within the longest slug.
    const base =
      slugify(title)
        .slice(0, SLUG_MAX_LENGTH - 6)
        .replace(/-+$/, '') || target.fallback;
    const taken = await slugsLike(db, target, base);
    const free = (candidate: string) =>
      !taken.has(candidate) && !given.has(candidate) && !target.reserved?.includes(candidate);
    let slug = base;
    for (let suffix = 2; !free(slug); suffix++) slug = `${base}-${suffix}`;
    given.add(slug);
    slugs.push(slug);
  }
  return slugs;
}

/** Refuses a slug an admin chose that has the wrong form (400) or that another row holds (409). */
export async function assertSlugFree(
  db: Database,
  target: SlugTable,
  slug: string,
  exceptId?: string,
): Promise<void> {
  if (!SLUG_PATTERN.test(slug)) throw new AppError('VALIDATION', 400, text('errors:slug.form'));
  if (target.reserved?.includes(slug)) {
    throw new AppError('VALIDATION', 400, text('errors:slug.reserved', { slug }));
  }
  const condition = eq(target.slug, slug);
  const [holder] = await db
    .select({ id: target.id })
    .from(target.table)
    .where(exceptId ? and(condition, ne(target.id, exceptId)) : condition)
    .limit(1);
  if (holder) {
    throw new AppError('SLUG_TAKEN', 409, text(target.taken, { slug }));
  }
}

function isSlugClash(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505' && (typeof constraint !== 'string' || constraint.endsWith('_slug_idx'))) return true;
  }
  return false;
}

/**
 * Runs a write that picks a slug again when another write took the same slug in between (the unique
 * index refused it): the slug is looked for anew, or an admin's own slug is refused with 409.
 */
export async function retryOnSlugClash<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (attempt >= 3 || !isSlugClash(error)) throw error;
    }
  }
}

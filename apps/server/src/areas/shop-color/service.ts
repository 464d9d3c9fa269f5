import { arrayContains, asc, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../core/db';
import { AppError, notFound } from '../../core/errors';
import { text } from '../../core/texts';
import type { List } from '../../core/schemas';
import { assertFilesExist } from '../../core/references';
import { shopProducts } from '../shop-product/table';
import type { Color, ColorCreate, ColorQuery, ColorUpdate } from './schemas';
import { shopColors, type ColorRow } from './table';

const COLOR_IN_USE_MESSAGE = text('errors:inUse.color');

export function toColor(row: ColorRow): Color {
  return {
    _id: row.id,
    title: row.title,
    tags: row.tags,
    media: row.media,
    code: row.code,
    created: row.created.toISOString(),
  };
}

/** The titles of the colours of these ids, by id; unknown ids are left out. */
export async function colorTitles(db: Database, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: shopColors.id, title: shopColors.title })
    .from(shopColors)
    .where(inArray(shopColors.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.title]));
}

export async function listColors(db: Database, query: ColorQuery): Promise<List<Color>> {
  const rows = await db
    .select()
    .from(shopColors)
    .orderBy(asc(shopColors.title))
    .limit(query.limit ?? 1000)
    .offset(query.skip ?? 0);
  const [counted] = await db.select({ total: count() }).from(shopColors);
  return { items: rows.map(toColor), total: counted?.total ?? 0 };
}

export async function getColor(db: Database, id: string): Promise<Color> {
  const [row] = await db.select().from(shopColors).where(eq(shopColors.id, id)).limit(1);
  if (!row) throw notFound('color not found');
  return toColor(row);
}

export async function createColor(db: Database, input: ColorCreate): Promise<Color> {
  await assertFilesExist(db, 'media', input.media);
  const [row] = await db
    .insert(shopColors)
    .values({
      title: input.title,
      tags: input.tags ?? [],
      media: input.media ?? [],
      code: input.code ?? null,
    })
    .returning();
  return toColor(row!);
}

export async function updateColor(db: Database, id: string, input: ColorUpdate): Promise<Color> {
  await assertFilesExist(db, 'media', input.media);
  const { _id: _ignored, ...fields } = input;
  if (Object.keys(fields).length === 0) return getColor(db, id);
  const [row] = await db.update(shopColors).set(fields).where(eq(shopColors.id, id)).returning();
  if (!row) throw notFound('color not found');
  return toColor(row);
}

/** Removes a colour no product uses; a colour in use is refused (409). */
export async function deleteColor(db: Database, id: string): Promise<Color> {
  return db.transaction(async (tx) => {
    const [used] = await tx
      .select({ total: count() })
      .from(shopProducts)
      .where(arrayContains(shopProducts.colors, [id]));
    if ((used?.total ?? 0) > 0) throw new AppError('IN_USE', 409, COLOR_IN_USE_MESSAGE);
    const [row] = await tx.delete(shopColors).where(eq(shopColors.id, id)).returning();
    if (!row) throw notFound('color not found');
    return toColor(row);
  });
}

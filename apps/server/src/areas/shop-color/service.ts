import { localized, type Language } from '@gartenwerk/domain';
import type { Color, ColorCreate, ColorQuery, ColorUpdate, COLOR_SORTS } from '@gartenwerk/domain/schemas';
import { arrayContains, asc, count, eq, inArray } from 'drizzle-orm';
import { browse, containsText, itemsByIds, type BrowseSpec } from '../../core/browse';
import type { Database } from '../../core/db';
import { notFound } from '../../core/errors';
import type { List } from '../../core/schemas';
import { assertFilesExist } from '../../core/references';
import { shopProducts } from '../shop-product/table';
import { shopColors, type ColorRow } from './table';

export function toColor(row: ColorRow): Color {
  return {
    _id: row.id,
    title: row.title,
    title_en: row.titleEn,
    tags: row.tags,
    media: row.media,
    code: row.code,
    created: row.created.toISOString(),
  };
}

const COLOR_BROWSE: BrowseSpec<(typeof COLOR_SORTS)[number]> = {
  table: shopColors,
  id: shopColors.id,
  sortable: { title: shopColors.title, code: shopColors.code, created: shopColors.created },
  defaultOrder: [asc(shopColors.title), asc(shopColors.id)],
  search: (words) => containsText(words, [shopColors.title, shopColors.tags, shopColors.code]),
  defaultLimit: 1000,
};

/**
 * The titles of the colours of these ids, by id, in the language (the German title where no English
 * one is written); unknown ids are left out.
 */
export async function colorTitles(
  db: Database,
  ids: readonly string[],
  language: Language = 'de',
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: shopColors.id, title: shopColors.title, titleEn: shopColors.titleEn })
    .from(shopColors)
    .where(inArray(shopColors.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, localized(row.title, row.titleEn, language)]));
}

export const listColors = (db: Database, query: ColorQuery): Promise<List<Color>> =>
  browse(db, COLOR_BROWSE, query, [], toColor);

export const getColorsByIds = (db: Database, ids: string[]): Promise<Color[]> =>
  itemsByIds(db, COLOR_BROWSE, ids, toColor);

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
      titleEn: input.title_en ?? '',
      tags: input.tags ?? [],
      media: input.media ?? [],
      code: input.code ?? null,
    })
    .returning();
  return toColor(row!);
}

export async function updateColor(db: Database, id: string, input: ColorUpdate): Promise<Color> {
  await assertFilesExist(db, 'media', input.media);
  const { _id: _ignored, title_en, ...rest } = input;
  const fields = { ...rest, ...(title_en !== undefined ? { titleEn: title_en } : {}) };
  if (Object.keys(fields).length === 0) return getColor(db, id);
  const [row] = await db.update(shopColors).set(fields).where(eq(shopColors.id, id)).returning();
  if (!row) throw notFound('color not found');
  return toColor(row);
}

/** Whether a product shows the colour; such a colour is not removed (409). */
export async function colorInUse(db: Database, id: string): Promise<boolean> {
  const [used] = await db
    .select({ total: count() })
    .from(shopProducts)
    .where(arrayContains(shopProducts.colors, [id]));
  return (used?.total ?? 0) > 0;
}

export async function deleteColor(db: Database, id: string): Promise<Color> {
  const [row] = await db.delete(shopColors).where(eq(shopColors.id, id)).returning();
  if (!row) throw notFound('color not found');
  return toColor(row);
}

import { localized, type Language } from '@gartenwerk/domain';
import { colorSchemas } from '@gartenwerk/domain/schemas';
import { asc, inArray } from 'drizzle-orm';
import type { Database } from '../../core/db';
import { assertFilesExist } from '../file/service';
import { tableService } from '../../core/table-service';
import { shopColors } from './table';

/** The colours' list, get, create, update, remove and getMany; their pictures must be in the library. */
export const colorService = tableService({
  table: shopColors,
  schemas: colorSchemas,
  notFound: 'color not found',
  defaultOrder: [asc(shopColors.title), asc(shopColors.id)],
  search: [shopColors.title, shopColors.tags, shopColors.code],
  defaultLimit: 1000,
  check: (db, input) => assertFilesExist(db, 'media', input.media),
});

/**
 * The titles of the colours of these ids, by id, in the language (the German title where no English
 * one is written); unknown ids are left out.
 */
export async function colorTitles(
  db: Database,
  ids: readonly string[],
  language: Language = 'de',
): Promise<Map<string, string>> {
  return titlesIn(await colorRows(db, ids), language);
}

/** `colorTitles` in German and in English, from one read. */
export async function colorTitlesInBoth(
  db: Database,
  ids: readonly string[],
): Promise<Record<Language, Map<string, string>>> {
  const rows = await colorRows(db, ids);
  return { de: titlesIn(rows, 'de'), en: titlesIn(rows, 'en') };
}

type ColorTitleRow = { id: string; title: string; titleEn: string | null };

async function colorRows(db: Database, ids: readonly string[]): Promise<ColorTitleRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: shopColors.id, title: shopColors.title, titleEn: shopColors.titleEn })
    .from(shopColors)
    .where(inArray(shopColors.id, [...new Set(ids)]));
}

const titlesIn = (rows: readonly ColorTitleRow[], language: Language) =>
  new Map(rows.map((row) => [row.id, localized(row.title, row.titleEn, language)]));

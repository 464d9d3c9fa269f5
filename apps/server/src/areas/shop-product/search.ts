import { and, arrayContains, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../core/db';
import type { List } from '../../core/schemas';
import type { Visibility } from '../shop-productgroup/service';
import type { Product } from './schemas';
import { toProduct } from './to-product';
import { withAvailability } from './availability';
import { productColumns, shopProducts } from './table';

/** Most products a search answers with. */
export const SEARCH_LIMIT = 50;

const SEARCH_VECTOR = sql`setweight(to_tsvector('german', ${shopProducts.title}), 'A')
  || setweight(to_tsvector('german', coalesce(${shopProducts.data}->>'name_de', '')), 'A')
  || setweight(to_tsvector('german', array_to_string(${shopProducts.tags}, ' ')), 'B')
  || setweight(to_tsvector('german', coalesce(
       (select string_agg(g.title, ' ') from shop_productgroups g where g.id = any(${shopProducts.productGroups})),
       '')), 'C')`;

/**
 * Rebuilds the German full-text index of products (all, or the given ones): title and name_de
 * weigh most, then tags, then the titles of their groups.
 */
export async function refreshSearchIndex(db: Database, productIds?: readonly string[]): Promise<void> {
  if (productIds && productIds.length === 0) return;
  await db
    .update(shopProducts)
    .set({ search: SEARCH_VECTOR })
    .where(productIds ? inArray(shopProducts.id, [...productIds]) : undefined);
}

/** Rebuilds the index of a group's products, e.g. after the group was renamed. */
export async function refreshSearchIndexOfGroup(db: Database, groupId: string): Promise<void> {
  await db
    .update(shopProducts)
    .set({ search: SEARCH_VECTOR })
    .where(arrayContains(shopProducts.productGroups, [groupId]));
}

/** The typed words, lower case, at most ten. */
function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, 10);
}

/** Words of the text as a prefix query: "thuja sma" finds "Thuja 'Smaragd'". */
export function prefixQuery(text: string): string | null {
  const words = wordsOf(text);
  return words.length === 0 ? null : words.map((word) => `${word}:*`).join(' & ');
}

/**
 * How alike (pg_trgm's similarity, 0 to 1) a typed word and a word of the products' names must be for
 * the name's word to be suggested instead: "tuja" and "thuja" reach 0.375, "lavendl" and "lavendel"
 * 0.55, "smaragt" and "smaragd" 0.6.
 */
const NEAR_MISS = 0.3;

/** What a search answers: the products, and the spelling they were found with when the typed words found nothing. */
export interface SearchResult extends List<Product> {
  /** The words as the catalogue spells them ("Thuja" for "Tuja"); absent when the typed words matched. */
  suggestion?: string;
}

/**
 * Products matching the text, best first (POST /shop/search): the full-text search over names, tags
 * and groups; when it finds nothing, each word is replaced by the closest word of the products' names
 * (trigram similarity) and the products of that spelling are answered with it.
 */
export async function searchProducts(
  db: Database,
  text: string,
  visibility: Visibility,
): Promise<SearchResult> {
  const query = prefixQuery(text);
  if (!query) return { items: [], total: 0 };
  const visible = visibility.includeOffline ? undefined : eq(shopProducts.offline, false);
  const found = await fullTextSearch(db, query, visible);
  if (found.length > 0) return { items: found, total: found.length };
  const suggestion = await spellingOf(db, wordsOf(text), visible);
  const near = suggestion ? await fullTextSearch(db, prefixQuery(suggestion)!, visible) : [];
  return near.length > 0
    ? { items: near, total: near.length, suggestion: suggestion! }
    : { items: [], total: 0 };
}

/** The products a prefix query finds, best first. */
async function fullTextSearch(db: Database, query: string, visible: SQL | undefined): Promise<Product[]> {
  const tsquery = sql`to_tsquery('german', ${query})`;
  const rows = await db
    .select(productColumns)
    .from(shopProducts)
    .where(and(sql`${shopProducts.search} @@ ${tsquery}`, visible))
    .orderBy(
      desc(sql`ts_rank(${shopProducts.search}, ${tsquery})`),
      asc(shopProducts.order),
      asc(shopProducts.title),
    )
    .limit(SEARCH_LIMIT);
  return withAvailability(db, rows.map(toProduct));
}

/**
 * Each word as the closest word of the shown products' names spells it ("tuja" → "Thuja"), a word
 * without a close one as typed; null when nothing changed.
 */
async function spellingOf(db: Database, words: string[], visible: SQL | undefined): Promise<string | null> {
  const nameWords = db
    .select({
      word: sql<string>`regexp_split_to_table(${shopProducts.title} || ' ' || coalesce(${shopProducts.data}->>'name_de', ''), '[^[:alnum:]äöüÄÖÜß]+')`.as(
        'word',
      ),
    })
    .from(shopProducts)
    .where(visible)
    .as('name_words');
  const spelled: string[] = [];
  for (const word of words) {
    const closeness = sql`similarity(lower(${nameWords.word}), ${word})`;
    const [closest] = await db
      .select({ word: nameWords.word })
      .from(nameWords)
      .where(sql`${closeness} >= ${NEAR_MISS}`)
      .orderBy(desc(closeness), asc(nameWords.word))
      .limit(1);
    spelled.push(closest?.word ?? word);
  }
  const suggestion = spelled.join(' ');
  return suggestion.toLowerCase() === words.join(' ') ? null : suggestion;
}

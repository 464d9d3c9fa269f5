import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createPostgresDatabase, databaseKinds } from '@gartenwerk/test-helpers';
import { asc } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder, PGLITE_OPTIONS } from '../../core/db';
import * as schema from '../../core/schema';
import { shopProductGroups } from '../shop-productgroup/table';
import { shopProducts } from './table';

/** A database of the kind, migrated by `migrate(folder)`, with `exec` for plain SQL. */
async function openRaw(kind: 'pglite' | 'postgres') {
  if (kind === 'pglite') {
    const client = new PGlite(PGLITE_OPTIONS);
    const db = drizzlePglite(client, { schema });
    return {
      db,
      migrate: (folder: string) => migratePglite(db, { migrationsFolder: folder }),
      exec: (sql: string) => client.exec(sql),
      close: () => client.close(),
    };
  }
  const temporary = await createPostgresDatabase();
  const pool = new pg.Pool({ connectionString: temporary.url, max: 2 });
  const db = drizzleNodePostgres(pool, { schema });
  return {
    db,
    migrate: (folder: string) => migrateNodePostgres(db, { migrationsFolder: folder }),
    exec: (sql: string) => pool.query(sql),
    async close() {
      await pool.end();
      await temporary.drop();
    },
  };
}

describe.each(await databaseKinds())('the slug migration on %s', (kind) => {
  let directory: string;
  beforeAll(() => {
    directory = mkdtempSync(join(tmpdir(), 'slug-migration-'));
  });
  afterAll(() => rmSync(directory, { recursive: true, force: true }));

  it('gives existing groups and products unique slugs from their titles, the older row first', async () => {
    // The migrations up to the one that brings slugs, then a catalogue, then the rest.
    const before = join(directory, 'before');
    cpSync(migrationsFolder(), before, { recursive: true });
    const journalPath = join(before, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
    journal.entries = journal.entries.slice(
      0,
      journal.entries.findIndex((entry) => entry.tag === '0009_slugs'),
    );
    writeFileSync(journalPath, JSON.stringify(journal));

    const database = await openRaw(kind);
    try {
      await database.migrate(before);
      await database.exec(`
        INSERT INTO shop_productgroups (id, title, created) VALUES
          ('g1', 'Obstbäume', '2024-01-01T00:00:00Z'),
          ('g2', 'Cart', '2024-01-02T00:00:00Z'),
          ('g3', 'ÄPFEL & Öl', '2024-01-03T00:00:00Z'),
          ('g4', '€ & %', '2024-01-04T00:00:00Z');
        INSERT INTO shop_products (id, title, created) VALUES
          ('p3', 'Eibe (Taxus baccata)', '2024-03-01T00:00:00Z'),
          ('p1', 'Eibe (Taxus Baccata)', '2024-01-01T00:00:00Z'),
          ('p2', 'eibe taxus baccata', '2024-02-01T00:00:00Z'),
          ('p4', 'Größe – Weiß, Straße', '2024-04-01T00:00:00Z'),
          ('p5', 'Ramblerrose ''Ghislaine de Féligonde''', '2024-05-01T00:00:00Z'),
          ('p6', 'Hornspäne 2,5 kg', '2024-06-01T00:00:00Z'),
          ('p7', '!!!', '2024-07-01T00:00:00Z');
      `);
      await database.migrate(migrationsFolder());

      const groups = await database.db
        .select({ id: shopProductGroups.id, slug: shopProductGroups.slug })
        .from(shopProductGroups)
        .orderBy(asc(shopProductGroups.id));
      expect(groups).toEqual([
        { id: 'g1', slug: 'obstbaeume' },
        { id: 'g2', slug: 'cart-2' },
        { id: 'g3', slug: 'aepfel-oel' },
        { id: 'g4', slug: 'gruppe' },
      ]);
      const products = await database.db
        .select({ id: shopProducts.id, slug: shopProducts.slug })
        .from(shopProducts)
        .orderBy(asc(shopProducts.id));
      expect(products).toEqual([
        { id: 'p1', slug: 'eibe-taxus-baccata' },
        { id: 'p2', slug: 'eibe-taxus-baccata-2' },
        { id: 'p3', slug: 'eibe-taxus-baccata-3' },
        { id: 'p4', slug: 'groesse-weiss-strasse' },
        { id: 'p5', slug: 'ramblerrose-ghislaine-de-feligonde' },
        { id: 'p6', slug: 'hornspaene-2-5-kg' },
        { id: 'p7', slug: 'produkt' },
      ]);
      // The column is required and unique from now on.
      await expect(
        database.exec(`INSERT INTO shop_products (id, title, slug) VALUES ('p8', 'Eibe', 'produkt')`),
      ).rejects.toThrow();
      await expect(
        database.exec(`INSERT INTO shop_products (id, title) VALUES ('p9', 'Eibe')`),
      ).rejects.toThrow();
    } finally {
      await database.close();
    }
  });
});

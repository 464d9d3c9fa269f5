import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { databaseKinds } from '@gartenwerk/test-helpers';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/support';
import { entries } from '../areas/entry/table';
import { libraryWithJobs } from '../../test/file-jobs';
import { files } from '../areas/file/table';
import { LocalStorage } from '../core/storage';
import type { DatabaseHandle } from '../core/db';
import { seedHomeHero } from './home-hero';
import { seasonOf } from './illustrations';
import { runInitialSeed } from './seed';

describe('the season of a date', () => {
  it('is spring from March, summer from June, autumn from September and winter from December', () => {
    expect(seasonOf(new Date(2026, 1, 28))).toBe('winter');
    expect(seasonOf(new Date(2026, 2, 1))).toBe('spring');
    expect(seasonOf(new Date(2026, 5, 1))).toBe('summer');
    expect(seasonOf(new Date(2026, 8, 1))).toBe('autumn');
    expect(seasonOf(new Date(2026, 10, 25))).toBe('autumn');
    expect(seasonOf(new Date(2026, 11, 1))).toBe('winter');
  });
});

describe.each(await databaseKinds())('the home page picture on %s', (kind) => {
  let database: DatabaseHandle;
  let folder: string;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    folder = mkdtempSync(join(tmpdir(), 'gw-home-hero-'));
    await runInitialSeed(database.db, {
      adminEmail: 'chefin@gartenwerk.test',
      adminPassword: 'Hecke-2026-Thuja',
    });
  });
  afterAll(async () => {
    await database.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it("stores a landscape of the first start's season as the start page's first picture, once", async () => {
    const library = await libraryWithJobs(database.db, new LocalStorage(folder));
    const november = new Date(2026, 10, 25).getTime();
    expect(await seedHomeHero(database.db, library, { now: november })).toBe(true);

    const [start] = await database.db
      .select()
      .from(entries)
      .where(and(eq(entries.route, '/'), eq(entries.type, 'page')));
    const images = start?.data.media?.images ?? [];
    expect(images.map((image) => image.name)).toEqual(['gartenwerk-autumn.jpg']);
    const [file] = await database.db.select().from(files).where(eq(files.id, images[0]!._id));
    expect(file?.name).toBe('gartenwerk-autumn.jpg');
    await library.jobs.idle();

    expect(await seedHomeHero(database.db, library, { now: november })).toBe(false);
    const [again] = await database.db.select().from(entries).where(eq(entries.id, start!.id));
    expect(again?.data.media?.images).toHaveLength(1);
    await library.jobs.stop();
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { databaseKinds } from '@gartenwerk/test-helpers';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/support';
import { entries } from '../areas/entry/table';
import { libraryWithJobs } from '../../test/file-jobs';
import { files } from '../areas/file/table';
import { LocalStorage } from '../core/storage';
import type { DatabaseHandle } from '../core/db';
import { seedDemoContentMedia } from './content-media';
import { runInitialSeed } from './seed';

interface GalleryImage {
  _id: string;
  name: string;
  gridrefs: { gridref: string }[];
  gridrefs_ng: { gridref: string }[];
}

describe.each(await databaseKinds())('demo content media on %s', (kind) => {
  let database: DatabaseHandle;
  let folder: string;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    folder = mkdtempSync(join(tmpdir(), 'gw-content-media-'));
    await runInitialSeed(database.db, {
      adminEmail: 'chefin@gartenwerk.test',
      adminPassword: 'Hecke-2026-Thuja',
    });
  });
  afterAll(async () => {
    await database.close();
    rmSync(folder, { recursive: true, force: true });
  });

  const galleryOf = async (slug: string) => {
    const [entry] = await database.db.select().from(entries).where(eq(entries.slug, slug));
    const block = entry?.data.blocks?.find((candidate) => candidate.type === 'gallery');
    return (block?.props.images ?? []) as GalleryImage[];
  };

  it('adds galleries of stored images with their variants, and two projects, once', async () => {
    const library = await libraryWithJobs(database.db, new LocalStorage(folder));
    expect(await seedDemoContentMedia(database.db, library)).toBe(true);

    const guide = await galleryOf('lebensbaeume');
    expect(guide.map((image) => image.name)).toEqual([
      'thuja-smaragd.jpg',
      'thuja-brabant.jpg',
      'thuja-columna.jpg',
    ]);
    for (const image of guide) {
      expect(image.gridrefs.length).toBeGreaterThan(0);
      expect(image.gridrefs_ng.length).toBe(image.gridrefs.length);
      const [stored] = await database.db.select().from(files).where(eq(files.id, image._id));
      expect(stored?.tags).toEqual(expect.arrayContaining(['seite', 'demo']));
      expect(stored?.gridrefs.map((variant) => variant.gridref)).toEqual(
        image.gridrefs.map((variant) => variant.gridref),
      );
    }
    for (const slug of ['team', 'projekte', 'neue-obstbaumsorten', 'tag-der-offenen-baumschule']) {
      expect((await galleryOf(slug)).length, slug).toBeGreaterThan(0);
    }

    const projects = await database.db.select().from(entries).where(eq(entries.type, 'project'));
    expect(projects.map((project) => [project.slug, project.route, project.published]).sort()).toEqual([
      ['obstgarten-baden', '/Projekte', true],
      ['thujenhecke-moedling', '/Projekte', true],
    ]);
    expect((await galleryOf('thujenhecke-moedling')).map((image) => image.name)).toEqual([
      'thujenhecke-moedling.jpg',
      'pflanzung-im-oktober.jpg',
    ]);

    const counts = async () => ({
      files: (await database.db.select().from(files)).length,
      entries: (await database.db.select().from(entries)).length,
    });
    const before = await counts();
    expect(await seedDemoContentMedia(database.db, library)).toBe(false);
    expect(await counts()).toEqual(before);
    expect(await galleryOf('lebensbaeume')).toHaveLength(3);
    await library.jobs.stop();
  });
});

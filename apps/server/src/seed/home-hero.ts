import { and, eq } from 'drizzle-orm';
import type { Database } from '../core/db';
import { entries } from '../areas/entry/table';
import type { SeedLibrary } from './shop-images';
import { landscapeImage, seasonOf } from './illustrations';
import { storeImage, type SeedRunOptions } from './shop';
import { seedRuns } from './table';

/** The name under which the home page's picture records that it was added. */
export const HOME_HERO_SEED = 'home-hero-demo';

/**
 * Gives the start page its first picture: a landscape of the nursery in the season of the first
 * start, which the home page shows large above everything else (editors replace it each season).
 * Runs once per database, recorded in seed_runs.
 */
export async function seedHomeHero(
  db: Database,
  library: SeedLibrary,
  { now = Date.now(), signal, log }: SeedRunOptions & { now?: number } = {},
): Promise<boolean> {
  const [done] = await db.select().from(seedRuns).where(eq(seedRuns.name, HOME_HERO_SEED));
  if (done) return false;
  log?.info('first start: seeding the picture of the home page');
  const season = seasonOf(new Date(now));
  const name = `gartenwerk-${season}.jpg`;
  const id = await storeImage(db, library, name, await landscapeImage(season), ['seite', 'demo']);
  signal?.throwIfAborted();
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(seedRuns)
      .values({ name: HOME_HERO_SEED })
      .onConflictDoNothing()
      .returning();
    if (!claimed) return false;
    const [start] = await tx
      .select()
      .from(entries)
      .where(and(eq(entries.route, '/'), eq(entries.type, 'page')))
      .limit(1);
    if (!start) return true;
    const images = start.data.media?.images ?? [];
    await tx
      .update(entries)
      .set({
        data: { ...start.data, media: { ...start.data.media, images: [{ _id: id, name }, ...images] } },
      })
      .where(eq(entries.id, start.id));
    return true;
  });
}

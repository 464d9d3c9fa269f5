import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../core/db';
import type { BlockInput } from '../areas/entry/schemas';
import { normalizeBlock } from '../areas/entry/service';
import { entries } from '../areas/entry/table';
import type { SeedLibrary } from './shop-images';
import { toFile } from '../areas/file/service';
import { files } from '../areas/file/table';
import { placeholderImage, storeImage, type SeedRunOptions } from './shop';
import { seedRuns } from './table';

/** The name under which the media of the demo content record that they were added. */
export const CONTENT_MEDIA_SEED = 'content-media-demo';

type Colors = [string, string];
const GREEN: Colors = ['#a8d08d', '#2e5b2a'];
const EARTH: Colors = ['#e3c9a0', '#7a5230'];
const SKY: Colors = ['#b7d7ea', '#2f5d7c'];

/** The galleries added to the demo pages and news, by the slug of their entry. */
const GALLERIES: Record<string, { title: string; colors: Colors }[]> = {
  lebensbaeume: [
    { title: 'Thuja Smaragd', colors: GREEN },
    { title: 'Thuja Brabant', colors: GREEN },
    { title: 'Thuja Columna', colors: GREEN },
  ],
  team: [
    { title: 'Unser Team', colors: EARTH },
    { title: 'In der Baumschule', colors: EARTH },
  ],
  projekte: [{ title: 'Hecke am Waldrand', colors: GREEN }],
  'neue-obstbaumsorten': [{ title: 'Neue Obstbäume', colors: SKY }],
  'tag-der-offenen-baumschule': [{ title: 'Offene Baumschule', colors: EARTH }],
};

/** Demo projects at /Projekte/:id, each with its text and gallery. */
const PROJECTS = [
  {
    title: 'Thujenhecke in Mödling',
    slug: 'thujenhecke-moedling',
    text: '<p>80 Meter Thuja Smaragd als Sichtschutz, gepflanzt im Oktober, dicht im zweiten Sommer.</p>',
    images: [
      { title: 'Thujenhecke Mödling', colors: GREEN },
      { title: 'Pflanzung im Oktober', colors: EARTH },
    ],
  },
  {
    title: 'Obstgarten in Baden',
    slug: 'obstgarten-baden',
    text: '<p>Zwölf alte Apfel- und Birnensorten auf einer Streuobstwiese, mit Wildbienenhecke.</p>',
    images: [
      { title: 'Streuobstwiese Baden', colors: SKY },
      { title: 'Wildbienenhecke', colors: GREEN },
    ],
  },
];

const slugOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/[äöüß]/g, (char) => ({ ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' })[char] ?? char)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const gallery = (images: unknown[]): BlockInput => ({ type: 'gallery', props: { images } }) as BlockInput;

/**
 * Gives the demo content pictures from the file library: galleries on the guide, team, projects
 * and news entries, and two projects at /Projekte/:id. Waits for the images' variants, because a
 * gallery keeps each file with its variants. Runs once per database, recorded in seed_runs; stopped
 * by `signal`, it leaves the images it stored for the next run, which finds them by their content.
 */
export async function seedDemoContentMedia(
  db: Database,
  library: SeedLibrary,
  { now = Date.now(), signal, log }: SeedRunOptions & { now?: number } = {},
): Promise<boolean> {
  const [done] = await db.select().from(seedRuns).where(eq(seedRuns.name, CONTENT_MEDIA_SEED));
  if (done) return false;
  log?.info('first start: seeding the pictures of the demo content');

  const wanted = [...Object.values(GALLERIES).flat(), ...PROJECTS.flatMap((project) => project.images)];
  const ids = new Map<string, string>();
  for (const { title, colors } of wanted) {
    signal?.throwIfAborted();
    ids.set(
      title,
      await storeImage(db, library, `${slugOf(title)}.jpg`, await placeholderImage(title, colors), [
        'seite',
        'demo',
      ]),
    );
  }
  await library.jobs.idle();
  // A stop ends the wait for the variants early; the galleries are made at the next start.
  signal?.throwIfAborted();
  const rows = await db
    .select()
    .from(files)
    .where(inArray(files.id, [...ids.values()]));
  const byId = new Map(rows.map((row) => [row.id, toFile(row)]));
  const imagesOf = (list: { title: string }[]) =>
    list.map(({ title }) => {
      const { _id, name, ext, size, res, gridrefs, gridrefs_ng } = byId.get(ids.get(title)!)!;
      return { _id, name, ext, size, res, gridrefs, gridrefs_ng };
    });

  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(seedRuns)
      .values({ name: CONTENT_MEDIA_SEED })
      .onConflictDoNothing()
      .returning();
    if (!claimed) return false;
    for (const [slug, images] of Object.entries(GALLERIES)) {
      const [entry] = await tx.select().from(entries).where(eq(entries.slug, slug)).limit(1);
      if (!entry) continue;
      const blocks = [...(entry.data.blocks ?? []), normalizeBlock(gallery(imagesOf(images)))];
      await tx
        .update(entries)
        .set({ data: { ...entry.data, blocks } })
        .where(eq(entries.id, entry.id));
    }
    const day = 24 * 60 * 60 * 1000;
    for (const [index, project] of PROJECTS.entries()) {
      const [existing] = await tx
        .select({ id: entries.id })
        .from(entries)
        .where(and(eq(entries.slug, project.slug), eq(entries.route, '/Projekte')))
        .limit(1);
      if (existing) continue;
      const date = new Date(now - (30 + index * 60) * day);
      await tx.insert(entries).values({
        title: project.title,
        slug: project.slug,
        type: 'project',
        route: '/Projekte',
        published: true,
        publishDate: date,
        date,
        data: {
          content: '',
          meta_description: project.text.replace(/<[^>]+>/g, ''),
          blocks: [
            normalizeBlock({ type: 'text', props: { content: project.text } }),
            normalizeBlock(gallery(imagesOf(project.images))),
          ],
        },
      });
    }
    return true;
  });
}

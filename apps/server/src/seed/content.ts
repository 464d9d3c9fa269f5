import { eq } from 'drizzle-orm';
import type { Database } from '../core/db';
import { getConfig, updateConfig } from '../areas/config/service';
import type { BlockInput } from '../areas/entry/schemas';
import { normalizeBlock } from '../areas/entry/service';
import { entries } from '../areas/entry/table';
import { seedRuns } from './table';

/** The name under which the demo content seed records that it ran. */
export const CONTENT_SEED = 'content-demo';

interface DemoEntry {
  title: string;
  slug: string;
  route: string;
  type?: 'page' | 'news';
  order?: number;
  daysAgo?: number;
  description: string;
  blocks: BlockInput[];
}

const text = (content: string, size?: { md?: number; lg?: number }): BlockInput => ({
  type: 'text',
  props: { content },
  ...(size ? { attrs: { size } } : {}),
});
const hr: BlockInput = { type: 'hr', props: {} };

const PAGES: DemoEntry[] = [
  {
    title: 'Planung Ihrer Hecke',
    slug: 'planung',
    route: '/Planung',
    order: 1,
    description: 'Wir planen mit Ihnen Hecke, Obstgarten und Bepflanzung – vor Ort oder anhand Ihres Plans.',
    blocks: [
      text(
        '<h2>Gut geplant ist halb gepflanzt</h2><p>Bringen Sie einen Lageplan oder ein paar Fotos mit: ' +
          'Wir berechnen Pflanzenzahl, Abstände und den besten Pflanzzeitpunkt.</p>',
      ),
      text(
        '<h3>Heckenrechner</h3><p>Thuja Smaragd: 3 Pflanzen pro Meter. Hainbuche: 4–5 Pflanzen pro Meter.</p>',
        {
          md: 6,
        },
      ),
      text('<h3>Beratung vor Ort</h3><p>Im Umkreis von 30 km kommen wir gerne zu Ihnen in den Garten.</p>', {
        md: 6,
      }),
    ],
  },
  {
    title: 'Kontakt',
    slug: 'kontakt',
    route: '/Kontakt',
    order: 2,
    description: 'So erreichen Sie die Baumschule Gartenwerk: Adresse, Telefon und Kontaktformular.',
    blocks: [
      text('<h2>Schreiben Sie uns</h2>'),
      // Address, phone and e-mail as the settings hold them, like the imprint.
      { type: 'shop_facts', props: { kind: 'imprint' } },
    ],
  },
  {
    title: 'Aktionen',
    slug: 'aktionen',
    route: '/Aktionen',
    order: 3,
    description: 'Aktuelle Angebote der Baumschule: Heckenpflanzen im Bund, Obstbäume zum Aktionspreis.',
    blocks: [
      text(
        '<h2>Herbstaktion</h2><p>Ab 50 Heckenpflanzen liefern wir im Umkreis von 30 km versandkostenfrei.</p>',
      ),
    ],
  },
  {
    title: 'Lebensbäume – der Ratgeber',
    slug: 'lebensbaeume',
    route: '/Lebensbaeume',
    order: 4,
    description: 'Thuja Smaragd oder Brabant? Pflanzabstand, Pflege und Schnitt der Lebensbaumhecke.',
    blocks: [
      text(
        '<h2>Welcher Lebensbaum passt?</h2><p><strong>Thuja Smaragd</strong> wächst schmal und langsam ' +
          '(15–20 cm im Jahr) und braucht kaum Schnitt. <strong>Thuja Brabant</strong> wächst doppelt so ' +
          'schnell und wird breiter – ideal, wenn der Sichtschutz rasch dicht sein soll.</p>',
      ),
      hr,
      text(
        '<h3>Pflanzen</h3><ul><li>Pflanzzeit: Frühjahr oder Herbst</li><li>Abstand: 30–40 cm</li>' +
          '<li>Graben doppelt so breit wie der Wurzelballen</li></ul>',
        { md: 6 },
      ),
      text(
        '<h3>Pflegen</h3><ul><li>Im ersten Jahr regelmäßig gießen</li><li>Schnitt im Juni und im August</li>' +
          '<li>Braune Triebe im Frühjahr sind meist Trockenschäden</li></ul>',
        { md: 6 },
      ),
    ],
  },
  {
    title: 'Unser Team',
    slug: 'team',
    route: '/Team',
    order: 5,
    description: 'Die Gärtnerinnen und Gärtner der Baumschule Gartenwerk.',
    blocks: [
      text('<h2>Anna Gruber</h2><p>Gärtnermeisterin, Heckenplanung</p>', { md: 4 }),
      text('<h2>Stefan Mayr</h2><p>Obstbaumschnitt und Veredelung</p>', { md: 4 }),
      text('<h2>Lena Wimmer</h2><p>Versand und Kundenservice</p>', { md: 4 }),
    ],
  },
  {
    title: 'Projekte',
    slug: 'projekte',
    route: '/Projekte',
    order: 6,
    description: 'Hecken, Alleen und Obstgärten, die wir gepflanzt haben.',
    blocks: [text('<p>Eine Auswahl der Gärten, die wir in den letzten Jahren bepflanzt haben.</p>')],
  },
  {
    title: 'Jobs',
    slug: 'jobs',
    route: '/Jobs',
    order: 7,
    description: 'Arbeiten in der Baumschule: offene Stellen bei Gartenwerk.',
    blocks: [
      text(
        '<h2>Gärtner/in für die Baumschule (Vollzeit)</h2><p>Sie lieben die Arbeit im Freien und kennen ' +
          'sich mit Gehölzen aus? Wir suchen Verstärkung für Anzucht, Verkauf und Auslieferung. ' +
          'Senden Sie uns Ihre Bewerbung mit dem Formular unten.</p>',
      ),
    ],
  },
  {
    title: 'Shopinfo',
    slug: 'shopinfo',
    route: '/Shopinfo',
    order: 10,
    description: 'Versand, Lieferzeiten und Zahlung im Online-Shop.',
    blocks: [
      text(
        '<h2>Versand</h2><p>Wir liefern nach Österreich und Deutschland. Wurzelnackte Pflanzen versenden ' +
          'wir von Oktober bis April.</p><h2>Zahlung</h2>',
      ),
      { type: 'shop_facts', props: { kind: 'payment_methods' } },
    ],
  },
  {
    title: 'Öffnungszeiten',
    slug: 'oeffnungszeiten',
    route: '/Oeffnungszeiten',
    order: 11,
    description: 'Wann die Baumschule Gartenwerk geöffnet hat.',
    // The hours themselves come from the booking module's opening hours (seasons, holidays, special days).
    blocks: [{ type: 'shop_facts', props: { kind: 'opening_hours' } }],
  },
  {
    title: 'Gutscheine',
    slug: 'gutscheine',
    route: '/Gutscheine',
    order: 12,
    description: 'Geschenkgutscheine der Baumschule – für Pflanzen, Kurse und Beratung.',
    blocks: [
      text('<h2>Ein Garten zum Verschenken</h2><p>Gutscheine gibt es ab 10 € im Shop und vor Ort.</p>'),
    ],
  },
];

const NEWS: DemoEntry[] = [
  {
    title: 'Neue Obstbaumsorten eingetroffen',
    slug: 'neue-obstbaumsorten',
    route: '/Aktuelles',
    type: 'news',
    daysAgo: 5,
    description: 'Alte Apfel- und Birnensorten neu im Sortiment.',
    blocks: [
      text("<p>Neu bei uns: 'Kronprinz Rudolf', 'Ilzer Rosenapfel' und die Mostbirne 'Speckbirne'.</p>"),
    ],
  },
  {
    title: 'Tag der offenen Baumschule',
    slug: 'tag-der-offenen-baumschule',
    route: '/Aktuelles',
    type: 'news',
    daysAgo: 20,
    description: 'Führungen über die Felder, Schnittvorführung und Kinderprogramm.',
    blocks: [text('<p>Am ersten Samstag im Mai führen wir stündlich über unsere Felder.</p>')],
  },
  {
    title: 'Trockenschäden an Thujen richtig behandeln',
    slug: 'trockenschaeden-thujen',
    route: '/Aktuelles',
    type: 'news',
    daysAgo: 45,
    description: 'Braune Thujen nach dem Winter: was hilft und was nicht.',
    blocks: [
      text('<p>Meist hilft durchdringendes Gießen und etwas Geduld. Braune Triebe zurückschneiden.</p>'),
    ],
  },
];

/** How many entries the demo content adds to a fresh database. */
export const DEMO_ENTRY_COUNT = PAGES.length + NEWS.length;

/** The blocks a demo page of this route is seeded with (normalised as stored); undefined for none. */
export const demoPageBlocks = (route: string) =>
  PAGES.find((page) => page.route === route)?.blocks.map(normalizeBlock);

/**
 * Fills every public route with German demo content, once per database; an entry whose slug
 * already exists is left as it is. Pages get their title and description in config meta.routes.
 */
export async function seedDemoContent(db: Database, now = Date.now()): Promise<boolean> {
  const day = 24 * 60 * 60 * 1000;
  const ran = await db.transaction(async (tx) => {
    const claimed = await tx
      .insert(seedRuns)
      .values({ name: CONTENT_SEED })
      .onConflictDoNothing()
      .returning();
    if (claimed.length === 0) return false;
    for (const demo of [...PAGES, ...NEWS]) {
      const [existing] = await tx
        .select({ id: entries.id })
        .from(entries)
        .where(eq(entries.slug, demo.slug))
        .limit(1);
      if (existing) continue;
      const date = new Date(now - (demo.daysAgo ?? 60) * day);
      await tx.insert(entries).values({
        title: demo.title,
        slug: demo.slug,
        type: demo.type ?? 'page',
        route: demo.route,
        order: demo.order ?? 0,
        published: true,
        publishDate: date,
        date,
        data: { content: '', meta_description: demo.description, blocks: demo.blocks.map(normalizeBlock) },
      });
    }
    return true;
  });
  if (!ran) return false;
  const { meta } = await getConfig(db);
  const known = new Set(meta.routes.map((item) => item.route));
  const added = PAGES.filter((page) => !known.has(page.route)).map((page) => ({
    route: page.route,
    meta: { title: `${page.title} – Gartenwerk`, description: page.description },
  }));
  if (added.length > 0) await updateConfig(db, { meta: { ...meta, routes: [...meta.routes, ...added] } });
  return true;
}

import { databaseKinds } from '@gartenwerk/test-helpers';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oldBlocksOf, oldLegalPages } from '../../test/old-legal-pages';
import { openTestDatabase } from '../../test/support';
import { getConfig, updateConfig } from '../areas/config/service';
import { normalizeBlock } from '../areas/entry/service';
import { entries } from '../areas/entry/table';
import type { DatabaseHandle } from '../core/db';
import { LEGAL_UPGRADE_SEED, upgradeSeededTexts } from './legal-upgrade';
import { runInitialSeed } from './seed';
import { seedRuns } from './table';

/** The opening-hours page as earlier versions seeded it, with its own table. */
const OLD_OPENING_HOURS = [
  {
    type: 'text',
    props: {
      content:
        '<table><tbody><tr><th>Montag – Freitag</th><td>8:00 – 18:00</td></tr>' +
        '<tr><th>Samstag</th><td>8:00 – 13:00</td></tr><tr><th>Sonn- und Feiertage</th><td>geschlossen</td></tr>' +
        '</tbody></table>',
    },
  },
  { type: 'spacer', props: { height: 32 } },
  { type: 'text', props: { content: '<p>Von Dezember bis Februar nach Vereinbarung.</p>' } },
] as const;

describe.each(await databaseKinds())('old seeded texts upgraded on %s', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await runInitialSeed(database.db, { adminEmail: 'admin@gartenwerk.local' });
  });
  afterAll(() => database.close());

  const blocksOf = async (route: string) => {
    const [page] = await database.db
      .select({ data: entries.data })
      .from(entries)
      .where(eq(sql`lower(${entries.route})`, route.toLowerCase()));
    return JSON.stringify(page!.data.blocks);
  };
  const setBlocks = (route: string, blocks: unknown[]) =>
    database.db
      .update(entries)
      .set({ data: sql`jsonb_set(${entries.data}, '{blocks}', ${JSON.stringify(blocks)}::jsonb)` })
      .where(eq(sql`lower(${entries.route})`, route.toLowerCase()));

  it('leaves a fresh database’s texts as they are', async () => {
    const before = await blocksOf('/AGB');
    // The first start ran the upgrade already and found nothing old.
    expect(await upgradeSeededTexts(database.db)).toEqual([]);
    await database.db.delete(seedRuns).where(eq(seedRuns.name, LEGAL_UPGRADE_SEED));
    expect(await upgradeSeededTexts(database.db)).toEqual([]);
    expect(await blocksOf('/AGB')).toBe(before);
  });

  it('replaces the old texts the owner has not edited, and keeps the edited one', async () => {
    const { company } = await getConfig(database.db);
    const old = new Map(oldLegalPages(company).map((page) => [page.route, oldBlocksOf(page.html)]));
    for (const [route, blocks] of old) await setBlocks(route, blocks);
    // The owner added a paragraph to the privacy page: theirs now, whatever it says.
    const privacy = old.get('/Privacy')!;
    await setBlocks('/Privacy', [
      ...privacy,
      normalizeBlock({ type: 'text', props: { content: '<p>Eigene Ergänzung.</p>' } }),
    ]);
    await setBlocks(
      '/Oeffnungszeiten',
      OLD_OPENING_HOURS.map((block) => normalizeBlock(block)),
    );
    expect(await blocksOf('/Imprint')).toContain('Online-Streitbeilegungsplattform');
    await database.db.delete(seedRuns).where(eq(seedRuns.name, LEGAL_UPGRADE_SEED));

    expect((await upgradeSeededTexts(database.db)).sort()).toEqual([
      '/AGB',
      '/Imprint',
      '/Oeffnungszeiten',
      '/Versandkosten',
    ]);
    const imprint = await blocksOf('/Imprint');
    expect(imprint).not.toContain('Streitbeilegungsplattform');
    expect(imprint).toContain('"kind":"imprint"');
    expect(await blocksOf('/Versandkosten')).toContain('"kind":"shipping"');
    const hours = await blocksOf('/Oeffnungszeiten');
    expect(hours).not.toContain('<table');
    expect(hours).toContain('"kind":"opening_hours"');
    expect(await blocksOf('/Privacy')).toContain('Eigene Ergänzung.');
    // Once per database: a second start changes nothing.
    expect(await upgradeSeededTexts(database.db)).toEqual([]);
  });

  it('takes the company details into account: an old imprint of today’s company is old, one edited is not', async () => {
    const { company } = await getConfig(database.db);
    const changed = { ...company, name: 'Baumschule Huber & Söhne', phone: '+43 1 234 56 78' };
    await updateConfig(database.db, { company: changed });
    const [imprint] = oldLegalPages(changed).filter((page) => page.route === '/Imprint');
    await setBlocks('/Imprint', oldBlocksOf(imprint!.html));
    const [terms] = oldLegalPages(changed).filter((page) => page.route === '/AGB');
    const edited = JSON.parse(
      JSON.stringify(oldBlocksOf(terms!.html)).replace('§ 8 Gewährleistung', '§ 8 Garantie'),
    );
    await setBlocks('/AGB', edited);
    await database.db.delete(seedRuns).where(eq(seedRuns.name, LEGAL_UPGRADE_SEED));

    expect(await upgradeSeededTexts(database.db)).toEqual(['/Imprint']);
    expect(await blocksOf('/AGB')).toContain('§ 8 Garantie');
    await updateConfig(database.db, { company });
  });
});

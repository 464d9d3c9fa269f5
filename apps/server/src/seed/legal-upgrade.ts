import { createHash } from 'node:crypto';
import { canonicalJson } from '@gartenwerk/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../core/db';
import type { Company } from '../areas/config/schemas';
import { getConfig } from '../areas/config/service';
import { escapeHtml } from '../areas/mail/service';
import { entries } from '../areas/entry/table';
import { demoPageBlocks } from './content';
import { blocksOf, legalPages } from './legal';
import { seedRuns } from './table';

/** The name under which the upgrade of the old seeded texts records that it ran. */
export const LEGAL_UPGRADE_SEED = 'legal-pages-2026-11';

/**
 * Fingerprints of the texts earlier versions seeded, by route (SHA-256 of the canonical JSON of the
 * blocks, the company's details put back as `{name}`, `{street}`, …; the country as the demo
 * company's, Österreich, which the texts also name on their own): the legal pages with the EU's
 * online dispute platform, fixed payment methods and fixed shipping rates, and the opening-hours page
 * with a hand-written table. A page still exactly so has never been edited by the owner.
 */
const OLD_SEEDED_TEXTS: Readonly<Record<string, readonly string[]>> = {
  '/Imprint': ['07172426a57d30c20f98ca4ed7a4c881de9092f4185311c3deba00d368ee4cbb'],
  '/Privacy': [
    '6f5bcb67f9d9074557006ea73f56a28a899e23e41be4d0a4ab55978f790d547e',
    '8a60e07acf392dc74d748e36f74c7d2b8e135ad02447c04a007007a7531de447',
  ],
  '/AGB': [
    '4a8b43439cf9d51124f5cd1a305982837939c87d495a6522958cb3f149b50cd9',
    '76195df5a5f4e1e07d39f43ac28dc99ac21385a13e73f24826a0505602eb4169',
  ],
  '/Versandkosten': [
    'a550506c71d24aa6d662bd5870d8e20cef8a0883b22f113d531fab7c8a25285c',
    '68cec58cdecb6678067d486f266d8c2df82b9cf7d1ba6b6774c49e15076af419',
  ],
  '/Oeffnungszeiten': ['b86b9a54f74d5d0f53b8400d130f99dc09a659fe474ff60bcc008cffc071fe93'],
};

/** A page's blocks as the fingerprints were taken: the company's details (as seeded, escaped) by name. */
export function seededTextFingerprint(blocks: unknown, company: Company): string {
  let json = canonicalJson(blocks);
  // The phone's link without spaces first, then the longer values before the shorter ones.
  const phoneLink = `tel:${escapeHtml(company.phone.replace(/\s/g, ''))}`;
  if (company.phone) json = json.split(phoneLink).join('tel:{phone}');
  const values = (
    ['name', 'street', 'zip', 'city', 'email', 'phone', 'uid', 'register', 'authority'] as const
  )
    .map((key) => [key, escapeHtml(company[key] ?? '')] as const)
    .filter(([, value]) => value !== '')
    .sort((a, b) => b[1].length - a[1].length);
  for (const [key, value] of values) json = json.split(value).join(`{${key}}`);
  return createHash('sha256').update(json).digest('hex');
}

/**
 * Replaces the texts earlier versions seeded, where the owner has not changed them, with today's: the
 * legal pages without the EU's shut-down dispute platform and with the shop's facts from the settings,
 * the opening hours from the setting the footer reads. Once per database; answers the routes replaced.
 */
export async function upgradeSeededTexts(db: Database): Promise<string[]> {
  const { company } = await getConfig(db);
  const today = new Map(legalPages(company).map((page) => [page.route, blocksOf(page.html)]));
  const openingHours = demoPageBlocks('/Oeffnungszeiten');
  if (openingHours) today.set('/Oeffnungszeiten', openingHours);
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(seedRuns)
      .values({ name: LEGAL_UPGRADE_SEED })
      .onConflictDoNothing()
      .returning();
    if (claimed.length === 0) return [];
    const replaced: string[] = [];
    for (const [route, fingerprints] of Object.entries(OLD_SEEDED_TEXTS)) {
      const blocks = today.get(route);
      if (!blocks) continue;
      const [page] = await tx
        .select({ id: entries.id, data: entries.data })
        .from(entries)
        .where(eq(sql`lower(${entries.route})`, route.toLowerCase()))
        .limit(1);
      if (!page || (page.data.content ?? '') !== '') continue;
      if (!fingerprints.includes(seededTextFingerprint(page.data.blocks ?? [], company))) continue;
      await tx
        .update(entries)
        .set({ data: { ...page.data, blocks } })
        .where(eq(entries.id, page.id));
      replaced.push(route);
    }
    return replaced;
  });
}

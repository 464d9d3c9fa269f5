import { shopPaths } from '@gartenwerk/domain';
import type { Database } from '../../core/db';
import type { ConfigUpdate, SiteConfig } from './schemas';
import { recordMovedPaths } from '../shop-paths/service';
import { checkOnlineMethodsVerified } from '../shop-payment/stripe';
import { forgetCachedConfig, getConfig } from './read';
import { checkShopSettings } from './shop-settings';
import { siteConfig } from './table';

// Reading the configuration (read.ts) needs no other area; writing it moves shop pages (shop-paths)
// and checks the online payment methods (shop-payment), which read it back through read.ts.
export * from './read';

/**
 * Replaces the sections the update carries. Shop pages the update moves keep answering at their old
 * addresses with a redirect.
 */
export async function updateConfig(db: Database, update: ConfigUpdate): Promise<SiteConfig> {
  const { _id: _ignored, ...sections } = update;
  if (sections.components) checkShopSettings(sections.components.shop);
  const { _id, ...current } = await getConfig(db);
  if (sections.components)
    await checkOnlineMethodsVerified(db, current.components.shop, sections.components.shop);
  const data = { ...current, ...sections };
  await db.transaction(async (tx) => {
    await tx
      .insert(siteConfig)
      .values({ id: _id, data, updated: new Date() })
      .onConflictDoUpdate({ target: siteConfig.id, set: { data, updated: new Date() } });
    await recordMovedPaths(tx, shopPaths(current.components.shop.urls), shopPaths(data.components.shop.urls));
  });
  forgetCachedConfig(db);
  return getConfig(db);
}

import type { Database } from '../../core/db';
import type { ConfigUpdate, SiteConfig } from './schemas';
import { publicDataWritten } from '../../core/data-memo';
import { getConfig } from './read';
import { configSaveHooks } from './save-hooks';
import { checkShopSettings } from './shop-settings';
import { sealMail } from './mailboxes';
import { siteConfig } from './table';

// Reading the configuration (read.ts) needs no other area; writing it moves shop pages (shop-paths)
// and checks the online payment methods (shop-payment), which read it back through read.ts: their
// functions come in through save-hooks.ts.
export * from './read';

/**
 * Replaces the sections the update carries. Shop pages the update moves keep answering at their old
 * addresses with a redirect.
 */
export async function updateConfig(
  db: Database,
  update: ConfigUpdate,
  secretKey: () => Buffer = () => {
    throw new Error('config: no secret key to encrypt a mailbox password with');
  },
): Promise<SiteConfig> {
  const { _id: _ignored, ...sections } = update;
  if (sections.components) checkShopSettings(sections.components.shop);
  const hooks = configSaveHooks();
  const { _id, ...current } = await getConfig(db);
  if (sections.components)
    await hooks.verifyShopSettings(db, current.components.shop, sections.components.shop);
  if (sections.mail) sections.mail = sealMail(sections.mail, current.mail, secretKey);
  // The frost stop has calls of its own (shop/frost_stop): a save of the settings that leaves it out keeps it.
  if (sections.components && sections.components.shop.frost_stop === undefined) {
    const kept = current.components.shop.frost_stop;
    if (kept !== undefined) sections.components.shop.frost_stop = kept;
  }
  const data = { ...current, ...sections };
  await db.transaction(async (tx) => {
    await tx
      .insert(siteConfig)
      .values({ id: _id, data, updated: new Date() })
      .onConflictDoUpdate({ target: siteConfig.id, set: { data, updated: new Date() } });
    await hooks.shopSettingsSaved(tx, current.components.shop, data.components.shop);
  });
  // Also a setting saved through another area (messages, social): every process reads it anew.
  await publicDataWritten(db);
  return getConfig(db);
}

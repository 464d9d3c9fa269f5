import type { Database } from '../../core/db';
import type { SiteConfig } from './schemas';

/** The shop's settings in the site configuration. */
export type ShopSettings = SiteConfig['components']['shop'];

/**
 * What other areas do when the configuration is written. They read the configuration through this
 * area; so that the areas do not import each other, areas/index.ts hands their functions in here once
 * (`useConfigSaveHooks`), before any route or seed runs.
 */
export interface ConfigSaveHooks {
  /** Before the write, for an update that carries the shop's settings: may refuse them (shop-payment). */
  verifyShopSettings(db: Database, before: ShopSettings, after: ShopSettings): Promise<void>;
  /** Inside the write's transaction, with the shop's settings before and after it (shop-paths). */
  shopSettingsSaved(tx: Database, before: ShopSettings, after: ShopSettings): Promise<void>;
}

let given: ConfigSaveHooks | undefined;

export function useConfigSaveHooks(hooks: ConfigSaveHooks): void {
  given = hooks;
}

export function configSaveHooks(): ConfigSaveHooks {
  if (!given) throw new Error('config: no save hooks given (areas/index.ts)');
  return given;
}

import { ADMIN_CENTER_URL, HOME_COUNTRY, ROLES, SHOP_URL_DEFAULTS } from '@gartenwerk/domain';
import { eq } from 'drizzle-orm';
import { memoizeByPublicData } from '../../core/data-memo';
import type { Database } from '../../core/db';
import type { SiteConfig } from './schemas';
import { siteConfig } from './table';

/** The id of the one configuration document. */
export const CONFIG_ID = 'config';

/** Roles an admin may hand out; `internal` stays hidden from the user screens. */
const ASSIGNABLE_ROLES = ROLES.filter((role) => role !== 'internal');

export function defaultConfig(): SiteConfig {
  return {
    _id: CONFIG_ID,
    meta: {
      og_image: null,
      routes: [
        {
          route: '/',
          meta: {
            title: 'Gartenwerk – Baumschule',
            description: 'Heckenpflanzen, Obstbäume und Gartenbedarf aus der Baumschule.',
          },
        },
      ],
    },
    system: { maintenance: { enabled: false, image: null }, quantity_units: ['Stk.', 'lfm', 'm²', 'kg'] },
    mail: { mailboxes: [], DEFAULT_SYSTEM_MAILBOX: null },
    // The demo nursery; the owner enters their own data before opening the shop.
    company: {
      name: 'Gartenwerk Baumschule GmbH',
      street: 'Gärtnerweg 1',
      zip: '3500',
      city: 'Krems an der Donau',
      country: 'Österreich',
      email: 'office@gartenwerk.example',
      phone: '+43 2732 000 000',
      uid: 'ATU00000000',
      register: 'FN 000000x, Landesgericht Krems an der Donau',
      authority: 'Bezirkshauptmannschaft Krems; Mitglied der Wirtschaftskammer Niederösterreich',
    },
    components: {
      shop: {
        urls: { ...SHOP_URL_DEFAULTS },
        home_country: HOME_COUNTRY,
        vat_type: 'inclusive',
        show_sold_out: false,
        fixed_price: false,
        shipping_free_amount_treshhold: null,
        paymentsources: {
          prepayment: { enabled: true, min: null, max: null },
          invoice: { enabled: true, min: null, max: null, audience: 'approved' },
          cash_on_pickup: { enabled: true, min: null, max: null },
        },
        stripe: { live_mode: false },
        vat_groups: [],
        discount_groups: [],
        shipping_groups: [],
        shipping_countries: [],
        pickup: { enabled: true, location: '' },
        additional_conditions: { enabled: false, text: '' },
        split_deliveries: false,
      },
      auth: { availableRoles: [...ASSIGNABLE_ROLES], allow_sms_reset: false },
      map: { apikey: '' },
      social: {
        fb: {},
        links: [
          { network: 'facebook', url: 'https://www.facebook.com/gartenwerk.example' },
          { network: 'instagram', url: 'https://www.instagram.com/gartenwerk.example' },
        ],
      },
      images: { force_disable_cache: false },
      message: { fields: [] },
      admincenter: { url: ADMIN_CENTER_URL },
    },
    enabled_components: ['shop', 'newsletter', 'message', 'booking'],
  };
}

/**
 * The configuration, read on every price and page: remembered until the public data changes, through
 * this process or another one on the same database.
 */
export const getConfig = memoizeByPublicData(async (db: Database): Promise<SiteConfig> => {
  const [row] = await db.select().from(siteConfig).where(eq(siteConfig.id, CONFIG_ID)).limit(1);
  // Defaults fill sections a stored document predates; the footer's old weekly list (now the booking
  // area's opening hours) is left out of documents stored before, so the next save drops it.
  const { opening_hours: _retired, ...stored } = (row?.data ?? {}) as Record<string, unknown>;
  return { ...defaultConfig(), ...stored, _id: CONFIG_ID } as SiteConfig;
});

/** Drops the remembered copy, e.g. after the seed wrote the configuration in a transaction. */
export function forgetCachedConfig(db: Database): void {
  getConfig.forget(db);
}

/** Stores the default configuration unless one exists. */
export async function ensureConfig(db: Database): Promise<void> {
  const { _id, ...sections } = defaultConfig();
  await db.insert(siteConfig).values({ id: _id, data: sections }).onConflictDoNothing();
  forgetCachedConfig(db);
}

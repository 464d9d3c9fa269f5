import {
  canonicalJson,
  GUEST_HANDLE,
  HOME_COUNTRY,
  isAuthenticated,
  priceProfileOf,
  rolesThatChangePrices,
  type CustomerShopData,
  type ShopSettings,
} from '@gartenwerk/domain';
import type { Database } from '../core/db';
import { GUEST_USER, type CurrentUser } from '../core/guard';
import type { PublicDataVersion } from '../core/public-cache';
import { getConfig } from '../areas/config/service';
import { activeShippingDiscounts } from '../areas/shop-shipping-discount/service';

/**
 * The user a shared page is rendered for when its visitors' prices are not a guest's: nobody (the
 * guest's id and handle, no name, no address), with exactly the roles and shop terms that price
 * them and the delivery country of their account. Only the render sees it, as the answer of
 * `GET /api/v0/auth/current`; its API calls go out as a guest's (web/in-process-fetch.ts).
 */
export interface StandInUser {
  _id: 'guest';
  handle: typeof GUEST_HANDLE;
  roles: string[];
  userData: { shop?: CustomerShopData; country?: string };
}

/** Which shared page a visitor gets: `key` joins the page cache's key ('' for a guest's prices). */
export interface PagePrices {
  key: string;
  /** Absent for a guest's prices: the page is the guests' own render. */
  standIn?: StandInUser;
}

const GUEST_PRICES: PagePrices = { key: '' };

/** What of the shop's data decides which visitors are priced alike. */
interface PriceRules {
  settings: Pick<ShopSettings, 'discount_groups'>;
  roles: string[];
  /** The delivery countries the storefront offers (app/country.tsx). */
  countries: string[];
  homeCountry: string;
  /** The profile of a visitor nobody signed in for. */
  guestKey: string;
}

/**
 * The prices a visitor's pages show, as far as the page cache needs to know: customers with the
 * same roles that change prices, the same own terms (discount, discount groups, free shipping) and
 * the same delivery country of their account share one page; everyone else of theirs (name, e-mail,
 * cart, other roles) is filled in by the browser. The shop's rules are read once per public data
 * version, a user's prices once per user object (the page requests' session lookup keeps it a moment).
 */
export class PagePricing {
  private rules: { version: number; promise: Promise<PriceRules> } | undefined;
  private readonly known = new WeakMap<CurrentUser, { version: number; prices: PagePrices }>();

  constructor(
    private readonly db: Database,
    private readonly version: PublicDataVersion,
  ) {}

  async of(user: CurrentUser): Promise<PagePrices> {
    if (!isAuthenticated(user)) return GUEST_PRICES;
    const version = this.version.value;
    const known = this.known.get(user);
    if (known?.version === version) return known.prices;
    const prices = pricesOf(user, await this.rulesOf(version));
    this.known.set(user, { version, prices });
    return prices;
  }

  private rulesOf(version: number): Promise<PriceRules> {
    if (this.rules?.version !== version) {
      const promise = readRules(this.db);
      this.rules = { version, promise };
      // A failed read is not kept.
      promise.catch(() => {
        if (this.rules?.promise === promise) this.rules = undefined;
      });
    }
    return this.rules.promise;
  }
}

async function readRules(db: Database): Promise<PriceRules> {
  const [config, shippingDiscounts] = await Promise.all([getConfig(db), activeShippingDiscounts(db)]);
  const settings = config.components.shop as ShopSettings;
  const roles = rolesThatChangePrices(settings, shippingDiscounts);
  const homeCountry = settings.home_country ?? HOME_COUNTRY;
  const configured = (settings.shipping_countries ?? []).map((country) => country.code.toLowerCase());
  const rules = {
    settings,
    roles,
    countries: configured.length > 0 ? configured : [homeCountry],
    homeCountry,
    guestKey: '',
  };
  rules.guestKey = profileKey(profileOf(GUEST_USER, rules));
  return rules;
}

/** What prices a user: `priceProfileOf` and the delivery country of their account, unless it is the home country. */
interface Profile {
  roles: string[];
  shop: CustomerShopData | null;
  country: string | null;
}

function profileOf(user: Pick<CurrentUser, 'roles' | 'userData'>, rules: PriceRules): Profile {
  const userData = user.userData ?? {};
  const { roles, shop } = priceProfileOf(
    { roles: user.roles, shop: (userData.shop as CustomerShopData | null | undefined) ?? null },
    rules.settings,
    rules.roles,
  );
  // Prices are for the country chosen in the header, else the account's, else the home country.
  const own = typeof userData.country === 'string' ? userData.country.toLowerCase() : null;
  const country = own && own !== rules.homeCountry && rules.countries.includes(own) ? own : null;
  return { roles, shop, country };
}

const profileKey = (profile: Profile) => canonicalJson(profile);

function pricesOf(user: CurrentUser, rules: PriceRules): PagePrices {
  const profile = profileOf(user, rules);
  const key = profileKey(profile);
  if (key === rules.guestKey) return GUEST_PRICES;
  return {
    key,
    standIn: {
      _id: 'guest',
      handle: GUEST_HANDLE,
      roles: profile.roles,
      userData: {
        ...(profile.shop ? { shop: profile.shop } : {}),
        ...(profile.country ? { country: profile.country } : {}),
      },
    },
  };
}

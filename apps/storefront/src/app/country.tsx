import { useGetConfigQuery, useGetCurrentUserQuery, type User } from '@gartenwerk/api-client';
import { countryName, HOME_COUNTRY, type ShopSettings } from '@gartenwerk/domain';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from '../i18n/useTranslation';

/** Name of the cookie that keeps the visitor's delivery country for the session (and server renders). */
export const COUNTRY_COOKIE = 'country';

/** The delivery country a cookie header or `document.cookie` names; null when none is chosen. */
export function countryFromCookie(cookie: string | undefined): string | null {
  const match = /(?:^|;\s*)country=([a-z]{2})(?:;|$)/.exec(cookie ?? '');
  return match ? match[1]! : null;
}

interface DeliveryCountry {
  /** The visitor's choice; null until they choose. */
  chosen: string | null;
  choose(code: string): void;
}

const DeliveryCountryContext = createContext<DeliveryCountry>({ chosen: null, choose: () => {} });

/** Keeps the delivery country the visitor chose in the header: a session cookie, so server renders price for it too. */
export function DeliveryCountryProvider({
  initial,
  children,
}: {
  initial: string | null;
  children: ReactNode;
}) {
  const [chosen, setChosen] = useState(initial);
  const choose = useCallback((code: string) => {
    document.cookie = `${COUNTRY_COOKIE}=${code}; path=/; samesite=lax`;
    setChosen(code);
  }, []);
  const value = useMemo(() => ({ chosen, choose }), [chosen, choose]);
  return <DeliveryCountryContext.Provider value={value}>{children}</DeliveryCountryContext.Provider>;
}

export const useDeliveryCountryChoice = () => useContext(DeliveryCountryContext);

/** The countries the shop delivers to (configured shipping countries); the home country when none are. */
export function shippingCountryCodes(settings: ShopSettings): string[] {
  const codes = (settings.shipping_countries ?? []).map((country) => country.code.toLowerCase());
  return codes.length > 0 ? codes : [settings.home_country ?? HOME_COUNTRY];
}

/** The delivery country: the visitor's choice in the header, else the customer's, else the home country. */
export function deliveryCountryOf(
  user: User | undefined,
  settings: ShopSettings,
  chosen: string | null,
): string {
  const offered = shippingCountryCodes(settings);
  const own = typeof user?.userData?.country === 'string' ? user.userData.country.toLowerCase() : null;
  return (
    [chosen, own].find((code) => code && offered.includes(code)) ?? settings.home_country ?? HOME_COUNTRY
  );
}

/**
 * The shipping countries with their names in the page's language ("Österreich", "Deutschland"): in German
 * as the configuration names them, otherwise from the runtime's country names, so that the server's render
 * and the browser's agree without waiting for a list from the API.
 */
export function useShippingCountries(): { code: string; name: string }[] {
  const { i18n } = useTranslation();
  const settings = (useGetConfigQuery().data?.components.shop ?? {}) as ShopSettings;
  const configured = new Map(
    (settings.shipping_countries ?? []).map((country) => [country.code.toLowerCase(), country.name]),
  );
  const language = i18n.language === 'en' ? 'en' : 'de';
  return shippingCountryCodes(settings).map((code) => ({
    code,
    name: (language === 'de' ? configured.get(code) : undefined) || countryName(code, language),
  }));
}

/** The delivery country prices are shown for, without loading the shop's pricing. */
export function useDeliveryCountry(): string {
  const settings = (useGetConfigQuery().data?.components.shop ?? {}) as ShopSettings;
  const user = useGetCurrentUserQuery().data;
  return deliveryCountryOf(user, settings, useDeliveryCountryChoice().chosen);
}

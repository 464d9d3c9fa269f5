import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

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

import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import type { AppStore } from '@gartenwerk/api-client';
import { DeliveryCountryProvider } from './country';

/** Store and texts every screen reads; the same on the server and in the browser. */
export function AppProviders({
  store,
  i18n,
  country,
  children,
}: {
  store: AppStore;
  /** One instance per server render; the browser's one. */
  i18n: I18n;
  /** The delivery country the visitor chose (country cookie). */
  country: string | null;
  children: ReactNode;
}) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <DeliveryCountryProvider initial={country}>{children}</DeliveryCountryProvider>
      </I18nextProvider>
    </Provider>
  );
}

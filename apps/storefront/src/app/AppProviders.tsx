import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AppStore } from '@gartenwerk/api-client';
import type { Translator } from '@gartenwerk/i18n/translator';
import { TranslationProvider } from '../i18n/translation';
import { DeliveryCountryProvider } from './country';

/** Store and texts every screen reads; the same on the server and in the browser. */
export function AppProviders({
  store,
  i18n,
  country,
  children,
}: {
  store: AppStore;
  i18n: Translator;
  /** The delivery country the visitor chose (country cookie). */
  country: string | null;
  children: ReactNode;
}) {
  return (
    <Provider store={store}>
      <TranslationProvider translator={i18n}>
        <DeliveryCountryProvider initial={country}>{children}</DeliveryCountryProvider>
      </TranslationProvider>
    </Provider>
  );
}

import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AppStore } from '@gartenwerk/api-client';
import type { Translator } from '@gartenwerk/i18n/translator';
import { TranslationProvider } from '../i18n/translation';

/** Store and texts every screen reads; the same on the server and in the browser. */
export function AppProviders({
  store,
  i18n,
  children,
}: {
  store: AppStore;
  i18n: Translator;
  children: ReactNode;
}) {
  return (
    <Provider store={store}>
      <TranslationProvider translator={i18n}>{children}</TranslationProvider>
    </Provider>
  );
}

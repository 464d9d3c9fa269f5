import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import type { AppStore } from '@gartenwerk/api-client';
import type { I18n } from '@gartenwerk/i18n';

/** Store and texts every screen reads; the same on the server and in the browser. */
export function AppProviders({
  store,
  i18n,
  children,
}: {
  store: AppStore;
  i18n: I18n;
  children: ReactNode;
}) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </Provider>
  );
}

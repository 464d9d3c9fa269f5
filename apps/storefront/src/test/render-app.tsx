import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createStore, type AppStore } from '@gartenwerk/api-client';
import type { Language } from '@gartenwerk/domain';
import { storefrontResources } from '@gartenwerk/i18n';
import { AppProviders } from '../app/AppProviders';
import { countryFromCookie } from '../app/country';
import { createRoutes } from '../app/routes';
import { createI18nWith } from '../i18n/texts';

/** Origin the tests' API calls go to; msw answers them. */
export const TEST_ORIGIN = 'http://localhost:3000';

/** Renders the whole storefront in memory at `path`, with a fresh store talking to msw. */
export function renderApp(path: string, options: { language?: Language; store?: AppStore } = {}) {
  const store = options.store ?? createStore({ baseUrl: TEST_ORIGIN });
  const i18n = createI18nWith(storefrontResources, options.language ?? 'de');
  const router = createMemoryRouter(createRoutes(store), { initialEntries: [path] });
  render(
    <AppProviders store={store} i18n={i18n} country={countryFromCookie(document.cookie)}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { store, router, i18n };
}

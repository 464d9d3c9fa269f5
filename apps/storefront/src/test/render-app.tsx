import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createStore, type AppStore } from '@gartenwerk/api-client';
import type { Language } from '@gartenwerk/domain';
import { texts as deTexts } from '@gartenwerk/i18n/storefront/de';
import { texts as enTexts } from '@gartenwerk/i18n/storefront/en';
import { createTranslator } from '@gartenwerk/i18n/translator';
import { AppProviders } from '../app/AppProviders';
import { countryFromCookie } from '../app/country';
import { createRoutes } from '../app/routes';

/** Origin the tests' API calls go to; msw answers them. */
export const TEST_ORIGIN = 'http://localhost:3000';

/** Renders the whole storefront in memory at `path`, with a fresh store talking to msw. */
export function renderApp(path: string, options: { language?: Language; store?: AppStore } = {}) {
  const store = options.store ?? createStore({ baseUrl: TEST_ORIGIN });
  const i18n = createTranslator({ language: options.language ?? 'de', texts: { de: deTexts, en: enTexts } });
  const router = createMemoryRouter(createRoutes(store), { initialEntries: [path] });
  render(
    <AppProviders store={store} i18n={i18n} country={countryFromCookie(document.cookie)}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { store, router, i18n };
}

import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { createStore, type RootState } from '@gartenwerk/api-client';
import { createTranslator, isLanguage } from '@gartenwerk/i18n/translator';
import { DEFAULT_LANGUAGE } from '@gartenwerk/domain';
import { AppProviders } from './app/AppProviders';
import { countryFromCookie } from './app/country';
import { hydrateInSlices } from './app/hydrate-later';
import { loadMatchedLazyRoutes } from './app/lazy-page';
import { createRoutes } from './app/routes';
import { loadTexts } from './i18n/texts';
import { registerServiceWorker } from './service-worker/register';
import '@gartenwerk/ui/styles.css';
import './styles.css';

declare global {
  interface Window {
    __PRELOADED_STATE__?: Partial<RootState>;
  }
}

const store = createStore({ preloadedState: window.__PRELOADED_STATE__ });
delete window.__PRELOADED_STATE__;

// The server rendered the page in the language it put on <html>; starting in the same one avoids a mismatch.
const documentLanguage = document.documentElement.lang;
const language = isLanguage(documentLanguage) ? documentLanguage : DEFAULT_LANGUAGE;

const container = document.getElementById('root');
if (!container) throw new Error('the page has no #root element to hydrate');

// The matched routes' screens and the page language's texts (both preloaded by the server's tags)
// load before hydration, so the first render equals the server's markup.
const routes = createRoutes(store);
const [texts] = await Promise.all([
  loadTexts(language),
  loadMatchedLazyRoutes(routes, window.location.pathname),
]);
const i18n = createTranslator({ language, texts: { [language]: texts }, load: loadTexts });

// Without an explicit hydrationData the router reads the loader data and errors the server's
// StaticRouterProvider embedded (window.__staticRouterHydrationData), error responses included.
const router = createBrowserRouter(routes);

// Header, main and footer hydrate in tasks of their own (HydrateLater): a phone answers in between.
await hydrateInSlices(container, () =>
  hydrateRoot(
    container,
    <StrictMode>
      <AppProviders store={store} i18n={i18n} country={countryFromCookie(document.cookie)}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  ),
);
// Every part of the page answers from here on (tests wait for this mark).
document.documentElement.dataset.hydrated = '';

registerServiceWorker(window);

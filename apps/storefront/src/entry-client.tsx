import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { createStore, type RootState } from '@gartenwerk/api-client';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@gartenwerk/domain';
import { AppProviders } from './app/AppProviders';
import { countryFromCookie } from './app/country';
import { hydratePage, RootHydrated } from './app/hydration';
import { loadFooter } from './app/Layout';
import { loadMatchedLazyRoutes, matchedNamespaces } from './app/lazy-page';
import { nextTask } from './app/next-task';
import { createRoutes } from './app/routes';
import { fillInSignedInUser } from './app/signed-in';
import { createBrowserI18n } from './i18n/texts';
import { registerServiceWorker } from './service-worker/register';
// The rest of the ui's styles come with the screens that use them (styles-shop.css, styles-admin.css).
import '@gartenwerk/ui/styles-base.css';
import './styles.css';

declare global {
  interface Window {
    __PRELOADED_STATE__?: Partial<RootState>;
  }
}

// Fetched while the texts and the route's screen load; the footer's region hydrates once it is there.
void loadFooter();

// Evaluating the scripts is one task; each step after it gets its own.
await nextTask();
const store = createStore({ preloadedState: window.__PRELOADED_STATE__ });
delete window.__PRELOADED_STATE__;

// The server rendered the page in the language it put on <html>; starting in the same one avoids a mismatch.
const documentLanguage = document.documentElement.lang;
const language = (LANGUAGES as readonly string[]).includes(documentLanguage)
  ? (documentLanguage as Language)
  : DEFAULT_LANGUAGE;

const container = document.getElementById('root');
if (!container) throw new Error('the page has no #root element to hydrate');

// The matched routes' screens and texts (preloaded by the server's tags) load before hydration, so
// the first render equals the server's markup.
await nextTask();
const routes = createRoutes(store);
const { pathname } = window.location;
const [i18n] = await Promise.all([
  createBrowserI18n(language, matchedNamespaces(matchRoutes(routes, pathname) ?? [])),
  loadMatchedLazyRoutes(routes, pathname),
]);

// Without an explicit hydrationData the router reads the loader data and errors the server's
// StaticRouterProvider embedded (window.__staticRouterHydrationData), error responses included.
await nextTask();
const router = createBrowserRouter(routes);
await nextTask();

// Header, main and footer hydrate as Suspense boundaries of their own (React's selective hydration).
await hydratePage(() =>
  hydrateRoot(
    container,
    <StrictMode>
      <AppProviders store={store} i18n={i18n} country={countryFromCookie(document.cookie)}>
        <RouterProvider router={router} />
        <RootHydrated />
      </AppProviders>
    </StrictMode>,
  ),
);
// Every part of the page answers from here on (tests wait for this mark).
document.documentElement.dataset.hydrated = '';
// A page shared among visitors of the same prices shows who is signed in from now on.
fillInSignedInUser(store, document.cookie);

registerServiceWorker(window);

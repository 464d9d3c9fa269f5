import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import {
  contentApi,
  coreApi,
  eventSignupApi,
  sponsoringApi,
  upcomingEventsApi,
  type AppStore,
} from '@gartenwerk/api-client';
import { LAZY_LIST_MIN_ITEMS, SHOP_OWN_PATHS, type ShopPaths, type ShopUrlKey } from '@gartenwerk/domain';
import { notFound } from '../../app/errors';
import { lazyPage } from '../../app/lazy-page';
import { prefetch } from '../../app/prefetch';
import type * as SitePages from './pages';
import { NEWS_ROUTE, newsItemQuery, newsQuery, PROJECTS_ROUTE, projectQuery, projectsQuery } from './queries';
import { loadEntries, pageQuery } from './usePageEntry';

/** Content pages that show their entry's blocks and nothing else; each needs its entry. */
export const CONTENT_ROUTES = [
  '/Planung',
  '/Aktionen',
  '/Lebensbaeume',
  '/Team',
  '/AGB',
  '/Shopinfo',
  '/Oeffnungszeiten',
  '/Gutscheine',
  // The shop's legal pages at the spec's default shop URLs; /Agb is /AGB (routes ignore case).
  '/Privacy',
  '/Imprint',
  '/Disclaimer',
  '/Versandkosten',
  '/Widerrufsbelehrung',
] as const;

const path = (route: string) => route.slice(1);

/** The content pages the shop's URLs name: each answers at its configured address (default: its own). */
const SHOP_LEGAL_PAGES: ReadonlyArray<ShopUrlKey> = ['terms', 'shipping', 'privacy', 'imprint', 'disclaimer'];

/** Where a content page answers: a legal page of the shop at its configured address, others at their route. */
function contentPath(route: string, paths: ShopPaths): string {
  const page = SHOP_LEGAL_PAGES.find((key) => SHOP_OWN_PATHS[key] === route);
  return path(page ? paths[page] : route);
}

/** The public site: content pages, news, projects, the contact and jobs forms (spec section 2). */
export function siteRoutes(store: AppStore, paths: ShopPaths): RouteObject[] {
  const settings = () =>
    prefetch(store, (dispatch) => dispatch(contentApi.endpoints.getMessageSettings.initiate()));
  return [
    ...CONTENT_ROUTES.map((route): RouteObject => ({
      path: contentPath(route, paths),
      loader: async () => {
        await loadEntries(store, pageQuery(route));
        return null;
      },
      ...lazyPage<typeof SitePages>('site', (pages) => <pages.ContentPage route={route} />),
    })),
    {
      path: path(NEWS_ROUTE),
      loader: async () => {
        await Promise.all([
          loadEntries(store, pageQuery(NEWS_ROUTE), true),
          loadEntries(store, newsQuery(LAZY_LIST_MIN_ITEMS), true),
        ]);
        return null;
      },
      ...lazyPage<typeof SitePages>('site', (pages) => <pages.NewsListPage />),
    },
    {
      path: `${path(NEWS_ROUTE)}/:id`,
      loader: async ({ params }: LoaderFunctionArgs) => {
        await loadEntries(store, newsItemQuery(params.id ?? ''));
        return null;
      },
      ...lazyPage<typeof SitePages>('site', (pages) => <pages.NewsItemPage />),
    },
    {
      path: `${path(PROJECTS_ROUTE)}/:id?`,
      loader: async ({ params }: LoaderFunctionArgs) => {
        if (params.id !== undefined) await loadEntries(store, projectQuery(params.id));
        else
          await Promise.all([
            loadEntries(store, pageQuery(PROJECTS_ROUTE), true),
            loadEntries(store, projectsQuery, true),
          ]);
        return null;
      },
      ...lazyPage<typeof SitePages>('site', (pages) => <pages.ProjectsPage />),
    },
    {
      // Answers 404 while the component `events` is off: its API does.
      path: 'Veranstaltungen',
      loader: async () => {
        await prefetch(store, (dispatch) =>
          dispatch(upcomingEventsApi.endpoints.getUpcomingEvents.initiate()),
        );
        return null;
      },
      ...lazyPage<typeof SitePages>('site', (pages) => <pages.EventsPage />),
    },
    {
      // One event to come with its sign-up.
      path: 'Veranstaltungen/:id',
      loader: async ({ params }: LoaderFunctionArgs) => {
        await Promise.all([
          prefetch(store, (dispatch) => dispatch(upcomingEventsApi.endpoints.getUpcomingEvents.initiate())),
          prefetch(store, (dispatch) =>
            dispatch(eventSignupApi.endpoints.getEventPlaces.initiate(params.id ?? '')),
          ),
        ]);
        return null;
      },
      ...lazyPage<typeof SitePages>('site', (pages) => <pages.EventPage />),
    },
    {
      // The sponsored clubs; not found while the component `sports` is off.
      path: 'Sponsoring',
      loader: async () => {
        await prefetch(store, (dispatch) => dispatch(sponsoringApi.endpoints.getSponsoring.initiate()));
        return null;
      },
      ...lazyPage<typeof SitePages>('site', (pages) => <pages.SponsoringPage />),
    },
    {
      path: 'Kontakt',
      loader: async () => {
        await Promise.all([loadEntries(store, pageQuery('/Kontakt'), true), settings()]);
        return null;
      },
      ...lazyPage<typeof SitePages>('site', (pages) => <pages.FormPage route="/Kontakt" form="contact" />),
    },
    {
      // Answers 404 while the component `booking` is off.
      path: 'Termin',
      loader: async () => {
        const config = await prefetch(store, (dispatch) => dispatch(coreApi.endpoints.getConfig.initiate()));
        if (!config.enabled_components.includes('booking')) notFound();
        return null;
      },
      ...lazyPage<typeof SitePages>('site', (pages) => <pages.BookingPage />),
    },
    {
      path: 'Termin/absagen',
      ...lazyPage<typeof SitePages>('site', (pages) => <pages.BookingCancelPage />),
    },
    {
      path: 'Jobs',
      loader: async () => {
        await Promise.all([loadEntries(store, pageQuery('/Jobs'), true), settings()]);
        return null;
      },
      ...lazyPage<typeof SitePages>('site', (pages) => <pages.FormPage route="/Jobs" form="jobs" />),
    },
  ];
}

/**
 * Any other address: the page an editor added there (admins see it unpublished, so they can fill and
 * publish it), else 404. Comes last, after every other route.
 */
export function addedPageRoute(store: AppStore): RouteObject {
  return {
    path: '*',
    loader: async ({ request }: LoaderFunctionArgs) => {
      await loadEntries(store, pageQuery(new URL(request.url).pathname));
      return null;
    },
    ...lazyPage<typeof SitePages>('site', (pages) => <pages.AddedPage />),
  };
}

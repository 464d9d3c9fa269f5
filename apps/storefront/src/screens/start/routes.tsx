import type { RouteObject } from 'react-router-dom';
import {
  coreApi,
  filesApi,
  shopApi,
  socialApi,
  upcomingEventsApi,
  type AppStore,
} from '@gartenwerk/api-client';
import { lazyPage } from '../../app/lazy-page';
import { prefetch } from '../../app/prefetch';
import { firstImageIds, topLevelGroups } from '../shop/first-images';
import { newsQuery } from '../site/queries';
import { loadEntries, pageQuery } from '../site/usePageEntry';
import type * as StartPages from './pages';
import {
  HOME_EVENTS_SHOWN,
  HOME_NEWS_SHOWN,
  homeNewProducts,
  homeSpecials,
  newProductsQuery,
} from './queries';

const START_ROUTE = '/';

/** A preloading step the page can do without. */
const optional = <T,>(step: Promise<T>): Promise<T | undefined> => step.catch(() => undefined);

/**
 * The start page with its data-preloading step: its entry and the hero picture, the groups with
 * their pictures, the specials, the new products and the latest news.
 */
export function startRoutes(store: AppStore): RouteObject[] {
  const files = (ids: string[]) =>
    ids.length > 0
      ? prefetch(store, (dispatch) => dispatch(filesApi.endpoints.getFilesByIds.initiate(ids)))
      : null;
  return [
    {
      index: true,
      loader: async () => {
        const [page, groups, specials, newProducts, , , instagram] = await Promise.all([
          loadEntries(store, pageQuery(START_ROUTE), true),
          prefetch(store, (dispatch) => dispatch(coreApi.endpoints.getProductGroups.initiate())),
          // The page stands without these: a failed one leaves its section out.
          optional(prefetch(store, (dispatch) => dispatch(shopApi.endpoints.getSpecials.initiate()))),
          optional(
            prefetch(store, (dispatch) => dispatch(coreApi.endpoints.getProducts.initiate(newProductsQuery))),
          ),
          optional(loadEntries(store, newsQuery(HOME_NEWS_SHOWN), true)),
          // Answers 404 while the component `events` is off: then the section is left out.
          optional(
            prefetch(store, (dispatch) =>
              dispatch(upcomingEventsApi.endpoints.getUpcomingEvents.initiate({ limit: HOME_EVENTS_SHOWN })),
            ),
          ),
          // Answers 404 while the Instagram feed is off: then there is no block.
          optional(prefetch(store, (dispatch) => dispatch(socialApi.endpoints.getInstagramMedia.initiate()))),
        ]);
        // The pictures come with the page: the hero's, the group tiles' and the product cards' (read
        // in the browser, they would appear after the page and start it over again).
        const hero = page.items[0]?.media?.images?.[0]?._id;
        await optional(
          Promise.all([
            files(hero ? [hero] : []),
            files(firstImageIds(topLevelGroups(groups.items))),
            files(firstImageIds(homeSpecials(specials?.items ?? []))),
            files(firstImageIds(homeNewProducts(newProducts?.items ?? []))),
            files((instagram?.items ?? []).map((item) => item.file)),
          ]),
        );
        return null;
      },
      ...lazyPage<typeof StartPages>('start', (pages) => <pages.StartPage route={START_ROUTE} />),
    },
  ];
}

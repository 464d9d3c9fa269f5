import type { ContentQuery } from '@gartenwerk/api-client';

/** Routes and entry queries of the public site, shared by the loaders and the screens. */

export const NEWS_ROUTE = '/Aktuelles';

/** The first `limit` news items, newest first. */
export const newsQuery = (limit: number): ContentQuery => ({
  route: NEWS_ROUTE,
  type: 'news',
  sort: 'publish_date',
  limit,
});

/** One news item's query, by the slug in its address. */
export const newsItemQuery = (slug: string): ContentQuery => ({
  route: NEWS_ROUTE,
  type: 'news',
  slug,
  limit: 1,
});

export const PROJECTS_ROUTE = '/Projekte';
/** The projects shown below the projects page: entries at its route that are not the page itself. */
export const projectsQuery: ContentQuery = { route: PROJECTS_ROUTE, sort: 'publish_date' };
export const projectQuery = (slug: string): ContentQuery => ({ route: PROJECTS_ROUTE, slug, limit: 1 });

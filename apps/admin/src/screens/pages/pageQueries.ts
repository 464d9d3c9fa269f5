import type { AdminEntryQuery } from '@gartenwerk/api-client';

/**
 * Every page, published or not, in the server's page order (order, then title). A module of its own,
 * so the dashboard's launch checks read the pages without the page list's table in their chunk.
 */
export const ALL_PAGES: AdminEntryQuery = { type: 'page', sort: 'order', limit: 1000 };

import { useMemo } from 'react';
import { useGetConfigQuery, type AppStore } from '@gartenwerk/api-client';
import { shopPaths, type ShopPaths } from '@gartenwerk/domain';

/**
 * The shop pages' addresses for the route tree: from the configuration in the store (the server
 * loads it before it builds the routes, the browser has it in the page's initial state), else the
 * defaults.
 */
export function shopPathsOf(store: AppStore): ShopPaths {
  return shopPaths(store.getState().config?.components.shop.urls);
}

/** The shop pages' addresses for links: the configured ones (components.shop.urls) or the defaults. */
export function useShopPaths(): ShopPaths {
  const urls = useGetConfigQuery().data?.components.shop.urls;
  return useMemo(() => shopPaths(urls), [urls]);
}

/** A route path of the route tree (relative to the root route) for an address. */
export const routePath = (path: string) => path.replace(/^\//, '');

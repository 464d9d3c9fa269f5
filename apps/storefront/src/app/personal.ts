/**
 * The handle of a route whose page shows the visitor's own things (cart, checkout, account): the
 * server renders it for each visitor with cookies of their own instead of sharing one render
 * (docs/contracts.md, page cache).
 */
export const PERSONAL_PAGE = { personal: true } as const;

/** Whether any of the matched routes is personal. */
export function isPersonalPage(routes: ReadonlyArray<{ handle?: unknown }>): boolean {
  return routes.some((route) => (route.handle as { personal?: boolean } | undefined)?.personal === true);
}

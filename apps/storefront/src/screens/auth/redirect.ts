import { ADMIN_CENTER_URL, LOGIN_REDIRECT_DEFAULT } from '@gartenwerk/domain';

/** The login route with the page to come back to, as guards build it (docs/contracts.md). */
export function loginUrlFor(path: string, loginPath = '/login'): string {
  return `${loginPath}?redirect=${encodeURIComponent(path)}`;
}

/** A path on this site: one leading slash, not a protocol-relative `//host` or `/\host`. */
export function isSameSitePath(path: string | null | undefined): path is string {
  return !!path && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

/**
 * Where to go after a login: the `redirect` parameter when it is a path on this site, else the
 * configured redirect. The admin centre is another app, so it needs a full page load.
 */
export function loginTarget(
  redirect: string | null,
  configured: string = LOGIN_REDIRECT_DEFAULT,
  adminCenterUrl: string = ADMIN_CENTER_URL,
): { to: string; fullPage: boolean } {
  const to = isSameSitePath(redirect) ? redirect : configured;
  const fullPage =
    to === adminCenterUrl || to.startsWith(`${adminCenterUrl}/`) || to.startsWith(`${adminCenterUrl}?`);
  return { to, fullPage };
}

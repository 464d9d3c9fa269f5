/**
 * The readable cookie every session comes with (the double-submit CSRF cookie; the session cookie
 * itself is httpOnly). The server sets it on pages for a session that lacks it.
 */
export const SESSION_HINT_COOKIE = 'gw_csrf';
/** Matches a cookie header (or `document.cookie`) that holds a non-empty SESSION_HINT_COOKIE. */
export const SESSION_HINT_PATTERN = `(?:^|;\\s*)${SESSION_HINT_COOKIE}=[^;]`;

/** Whether the browser may hold a session: it has the cookie every session comes with. */
export function mayBeSignedIn(cookie: string): boolean {
  return new RegExp(SESSION_HINT_PATTERN).test(cookie);
}

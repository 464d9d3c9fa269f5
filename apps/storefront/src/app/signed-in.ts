import { coreApi, type AppStore } from '@gartenwerk/api-client';
import { isAuthenticated } from '@gartenwerk/domain';
import { mayBeSignedIn } from './session-hint';

/**
 * Fills in the signed-in visitor once the page has hydrated. The server shares a page among all
 * visitors of the same language, delivery country and prices, so a signed-in customer's page comes
 * rendered for nobody with their prices (the guest, with the roles and shop terms that price them):
 * the header shows the login, as it did in the server's HTML until hydration. When the browser may
 * hold a session and the page's user is nobody, the current user is read from the API: the header's
 * account and name, and everything else that reads the user, follow it. Cart and favourites are read
 * in the browser anyway, with the session's cookie.
 */
export function fillInSignedInUser(store: AppStore, cookie: string): void {
  if (!mayBeSignedIn(cookie)) return;
  const rendered = coreApi.endpoints.getCurrentUser.select()(store.getState()).data;
  if (isAuthenticated(rendered)) return;
  const call = store.dispatch(coreApi.endpoints.getCurrentUser.initiate(undefined, { forceRefetch: true }));
  // The screens that show the user subscribe themselves; a failure leaves the page as it came.
  void call
    .unwrap()
    .catch(() => undefined)
    .finally(() => call.unsubscribe());
}

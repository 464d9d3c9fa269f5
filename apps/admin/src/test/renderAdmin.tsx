import type { User } from '@gartenwerk/api-client';
import {
  adminUser,
  createFilesHandlers,
  createAdminContentHandlers,
  createHandlers,
  createShopAdminCatalogueHandlers,
  createShopVoucherHandlers,
  createUsersAdminHandlers,
  demoVoucherTemplates,
  systemUser,
} from '@gartenwerk/api-client/msw';
import { render } from '@testing-library/react';
import type { HttpHandler } from 'msw';
import { createMemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { App } from '../App';
import { createAdminI18n } from '../i18n/createAdminI18n';
import { ADMIN_BASENAME, createAdminRouteObjects } from '../routes/router';
import { createAdminStore } from '../store/createAdminStore';
import { server } from './server';

export const TEST_ORIGIN = 'http://localhost';

export const plainUser: User = {
  _id: 'user-plain',
  handle: 'kunde@gartenwerk.test',
  name: 'Karl Kunde',
  roles: ['user'],
};

export { adminUser, systemUser };

/**
 * Stands in for window.location so full page loads can be observed: jsdom cannot navigate, and
 * its own location object refuses spies.
 */
export function stubLocation(href = `${TEST_ORIGIN}/admincenter/`) {
  const assign = vi.fn<(url: string | URL) => void>();
  vi.stubGlobal('location', Object.assign(new URL(href), { assign }));
  return assign;
}

/** Renders the admin app at `path` (with the /admincenter base) for `user`. */
export function renderAdmin(
  path: string,
  user: User,
  options: { storage?: Storage; handlers?: HttpHandler[] } = {},
) {
  // Handlers given by the test come first, so they win over the defaults; the users admin and the
  // content, inbox and settings keep their data in memory for this one render.
  server.use(
    ...(options.handlers ?? []),
    ...createUsersAdminHandlers({ currentUser: user }),
    ...createFilesHandlers({ currentUser: user }),
    ...createAdminContentHandlers(),
    ...createShopAdminCatalogueHandlers(),
    // The product form offers the voucher templates.
    ...createShopVoucherHandlers({ vouchers: [], templates: demoVoucherTemplates }).handlers,
    ...createHandlers({ user }),
  );
  const assign = stubLocation(`${TEST_ORIGIN}${path}`);
  // jsdom does not scroll; the spy lets tests see the scroll-to-top on navigation.
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const store = createAdminStore({ baseUrl: TEST_ORIGIN, storage: options.storage });
  const router = createMemoryRouter(createAdminRouteObjects(), {
    basename: ADMIN_BASENAME,
    initialEntries: [path],
  });
  const view = render(<App store={store} i18n={createAdminI18n('de')} router={router} />);
  return { ...view, store, router, assign, scrollTo };
}

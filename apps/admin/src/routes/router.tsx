import { ADMIN_CENTER_URL } from '@gartenwerk/domain';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { NotFound } from '../screens/NotFound';
import { ScreenPlaceholder } from '../screens/placeholder/ScreenPlaceholder';
import { AdminLayout } from '../shell/AdminLayout';
import { RequireAdmin } from '../shell/RequireAdmin';
import { ADMIN_ROUTES, type AdminRoute } from './adminRoutes';

import { SCREENS } from './screens';
import { ComponentGate } from '../shell/ComponentGate';

function screenFor(route: AdminRoute) {
  const Screen = SCREENS[route.path] ?? ScreenPlaceholder;
  // A screen of a component switched off under "Komponenten" answers as not found.
  return (
    <ComponentGate route={route}>
      <Screen route={route} />
    </ComponentGate>
  );
}

/** The route tree: one guarded layout whose children are generated from the route table. */
export function createAdminRouteObjects(routes: readonly AdminRoute[] = ADMIN_ROUTES): RouteObject[] {
  const dashboard = routes.find((route) => route.index);
  const children: RouteObject[] = routes.map((route) => ({
    path: route.path,
    element: screenFor(route),
    handle: { adminRoute: route },
  }));
  if (dashboard)
    children.unshift({ index: true, element: screenFor(dashboard), handle: { adminRoute: dashboard } });
  children.push({ path: '*', element: <NotFound /> });

  return [
    {
      path: '/',
      element: (
        <RequireAdmin>
          <AdminLayout />
        </RequireAdmin>
      ),
      children,
    },
  ];
}

export const ADMIN_BASENAME = ADMIN_CENTER_URL;

export function createAdminRouter() {
  return createBrowserRouter(createAdminRouteObjects(), { basename: ADMIN_BASENAME });
}

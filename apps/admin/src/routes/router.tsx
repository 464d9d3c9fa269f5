import { ADMIN_CENTER_URL } from '@gartenwerk/domain';
import { Button } from '@gartenwerk/ui';
import { Suspense, useMemo, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AdminTexts } from '../i18n/AdminTexts';
import { textPartsOf } from '../i18n/adminTexts';
import { ADMIN_NAMESPACE } from '../i18n/createAdminI18n';
import { NotFound } from '../screens/NotFound';
import { AdminLayout } from '../shell/AdminLayout';
import { BuiltScreensContext } from '../shell/builtScreens';
import { RequireAdmin } from '../shell/RequireAdmin';
import { ADMIN_ROUTES, withTitle, type AdminRoute, type AdminRouteEntry } from './adminRoutes';

import { isBuilt, SCREENS } from './screens';
import { ComponentGate } from '../shell/ComponentGate';

/** A screen gets its route with the title in the admin's current language. */
function TitledScreen({
  entry,
  Screen,
}: {
  entry: AdminRouteEntry;
  Screen: ComponentType<{ route: AdminRoute }>;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const route = useMemo(() => withTitle(entry, t), [entry, t]);
  return <Screen route={route} />;
}

/** What shows while a screen's chunk loads (first visit only; the shell around it stays). */
function ScreenLoading() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <section className="admin-screen" aria-busy="true">
      <p role="status">{t('shell.loadingScreen')}</p>
    </section>
  );
}

/**
 * What shows when a screen fails to load or render, inside the shell: most often its chunk is gone
 * because a newer version was deployed since this tab loaded, which a reload fixes.
 */
function ScreenFailed() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <section className="admin-screen">
      <p role="alert">{t('shell.screenFailed')}</p>
      <Button onClick={() => window.location.reload()}>{t('shell.reload')}</Button>
    </section>
  );
}

function screenFor(route: AdminRouteEntry) {
  const Screen = SCREENS[route.path];
  // Every spec route has its screen (routes test); a route without one answers as not found.
  if (!Screen) return <NotFound />;
  // A screen of a component switched off under "Komponenten" answers as not found. Its texts and
  // its chunk load side by side; it shows once both are there.
  return (
    <ComponentGate route={route}>
      <Suspense fallback={<ScreenLoading />}>
        <AdminTexts parts={textPartsOf(route)} />
        <TitledScreen entry={route} Screen={Screen} />
      </Suspense>
    </ComponentGate>
  );
}

/** The route tree: one guarded layout whose children are generated from the route table. */
export function createAdminRouteObjects(routes: readonly AdminRouteEntry[] = ADMIN_ROUTES): RouteObject[] {
  const dashboard = routes.find((route) => route.index);
  const children: RouteObject[] = routes.map((route) => ({
    path: route.path,
    element: screenFor(route),
    errorElement: <ScreenFailed />,
    handle: { adminRoute: route },
  }));
  if (dashboard)
    children.unshift({
      index: true,
      element: screenFor(dashboard),
      errorElement: <ScreenFailed />,
      handle: { adminRoute: dashboard },
    });
  children.push({ path: '*', element: <NotFound /> });

  return [
    {
      path: '/',
      element: (
        <BuiltScreensContext.Provider value={isBuilt}>
          <RequireAdmin>
            <AdminLayout />
          </RequireAdmin>
        </BuiltScreensContext.Provider>
      ),
      children,
    },
  ];
}

export const ADMIN_BASENAME = ADMIN_CENTER_URL;

export function createAdminRouter() {
  return createBrowserRouter(createAdminRouteObjects(), { basename: ADMIN_BASENAME });
}

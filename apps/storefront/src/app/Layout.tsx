import { lazy, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { Outlet, useLocation, useNavigation } from 'react-router-dom';
import { AdminOverlayGate } from '../admin-overlay/AdminOverlayGate';
import { DocumentTitle } from './DocumentTitle';
import { SiteHeader } from './header/SiteHeader';
import { HydrationRegion } from './hydration';
import { NavigationFailureContext } from './navigation-failure';
import { NavigationProgress } from './NavigationProgress';
import { usePageViews } from './page-views';
import { RouterLinks } from './RouterLinks';

/**
 * The footer's code (newsletter form, marks, links) is not needed to use the page: it loads beside
 * the entry (entry-client starts it) and its region hydrates once it is there; the server renders it
 * whole all the same.
 */
export const loadFooter = () => import('./footer/SiteFooter');
const SiteFooter = lazy(() => loadFooter().then((module) => ({ default: module.SiteFooter })));

/** Header with the main navigation, the page's main landmark and the footer around every screen. */
export function Layout() {
  const { t } = useTranslation();
  const loading = useNavigation().state !== 'idle';
  const locationKey = useLocation().key;
  const [failed, setFailed] = useState(false);
  const [instantNavigation, setInstantNavigation] = useState(false);
  const hasNavigated = useRef(false);
  const sawLoading = useRef(false);
  const lastLocationKey = useRef(locationKey);
  usePageViews();

  useEffect(() => {
    if (!loading) return;
    hasNavigated.current = true;
    sawLoading.current = true;
    setFailed(false);
  }, [loading]);

  // A navigation with nothing to preload never leaves the idle state: start the bar and finish it at once.
  useEffect(() => {
    if (lastLocationKey.current === locationKey) return;
    lastLocationKey.current = locationKey;
    if (!sawLoading.current) {
      hasNavigated.current = true;
      setFailed(false);
      setInstantNavigation(true);
    }
    sawLoading.current = false;
  }, [locationKey]);

  useEffect(() => {
    if (instantNavigation) setInstantNavigation(false);
  }, [instantNavigation]);

  const navigating = loading || instantNavigation;

  // An error screen after the first page load is a failed navigation; the server-rendered one is not.
  const reportFailure = useCallback(() => {
    if (hasNavigated.current) setFailed(true);
  }, []);

  return (
    <NavigationFailureContext.Provider value={reportFailure}>
      <RouterLinks>
        <NavigationProgress navigating={navigating} failed={failed} />
        <DocumentTitle />
        <a className="skip-link" href="#main">
          {t('skipToContent')}
        </a>
        <HydrationRegion region=".site-header">
          <SiteHeader />
        </HydrationRegion>
        <HydrationRegion region="#main">
          <main id="main" tabIndex={-1}>
            <Outlet />
          </main>
        </HydrationRegion>
        <AdminOverlayGate />
        <HydrationRegion region=".site-footer">
          <SiteFooter />
        </HydrationRegion>
      </RouterLinks>
    </NavigationFailureContext.Provider>
  );
}

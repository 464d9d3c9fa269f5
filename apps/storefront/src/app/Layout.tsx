import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation, useNavigation } from 'react-router-dom';
import { AccountNav } from './AccountNav';
import { LanguageSwitch } from './LanguageSwitch';
import { NavigationFailureContext } from './navigation-failure';
import { NavigationProgress } from './NavigationProgress';

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
      <NavigationProgress navigating={navigating} failed={failed} />
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <header className="site-header">
        <NavLink to="/" className="site-name">
          {t('siteName')}
        </NavLink>
        <nav aria-label={t('nav.label')}>
          <ul>
            <li>
              <NavLink to="/" end>
                {t('nav.start')}
              </NavLink>
            </li>
            <li>
              <NavLink to="/shop">{t('nav.shop')}</NavLink>
            </li>
            <AccountNav />
          </ul>
        </nav>
        <LanguageSwitch />
      </header>
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <footer className="site-footer">
        <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </footer>
    </NavigationFailureContext.Provider>
  );
}

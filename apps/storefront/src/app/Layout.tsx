import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation, useNavigation } from 'react-router-dom';
import {
  sameShopPath,
  SHOP_OWN_PATHS,
  WITHDRAWAL_POLICY_ROUTE,
  WITHDRAWAL_ROUTE,
  type ShopUrlKey,
} from '@gartenwerk/domain';
import { AdminOverlayGate } from '../admin-overlay/AdminOverlayGate';
import { AccountNav } from './AccountNav';
import { DocumentTitle } from './DocumentTitle';
import { HydrationRegion } from './hydration';
import { CountrySwitch } from './CountrySwitch';
import { LanguageSwitch } from './LanguageSwitch';
import { NavigationFailureContext } from './navigation-failure';
import { NavigationProgress } from './NavigationProgress';
import { RouterLinks } from './RouterLinks';
import { useShopPaths } from './shop-paths';

/** Public pages in the main navigation, and in the footer's: path and text key. */
const MAIN_SITE_LINKS = [
  ['/Aktuelles', 'news'],
  ['/Lebensbaeume', 'hedges'],
  ['/Planung', 'planning'],
  ['/Aktionen', 'offers'],
  ['/Projekte', 'projects'],
  ['/Team', 'team'],
  ['/Kontakt', 'contact'],
] as const;
const FOOTER_SITE_LINKS = [
  ['/Oeffnungszeiten', 'hours'],
  ['/Jobs', 'jobs'],
  ['/Gutscheine', 'vouchers'],
  ['/Shopinfo', 'shopinfo'],
] as const;
/**
 * What every page links to by law (imprint, privacy, terms, withdrawal, shipping costs) and the
 * disclaimer: the one place of these links on every page, the shop's included. The shop URLs of the
 * settings say where the pages are; the content pages' own spelling where they equal it (/Agb is /AGB).
 */
const FOOTER_LEGAL_LINKS = [
  ['imprint', 'imprint'],
  ['privacy', 'privacy'],
  ['terms', 'terms'],
  [WITHDRAWAL_POLICY_ROUTE, 'withdrawalPolicy'],
  ['shipping', 'shipping'],
  [WITHDRAWAL_ROUTE, 'withdraw'],
  ['disclaimer', 'disclaimer'],
] as const;

const isShopPage = (page: string): page is ShopUrlKey => !page.startsWith('/');

/** The footer's legal links: the configured shop URL, or a fixed page. */
function useLegalLinks(): ReadonlyArray<readonly [string, string]> {
  const paths = useShopPaths();
  return FOOTER_LEGAL_LINKS.map(([page, key]) => {
    if (!isShopPage(page)) return [page, key] as const;
    const own = SHOP_OWN_PATHS[page];
    return [sameShopPath(paths[page], own) ? own : paths[page], key] as const;
  });
}

/** Header with the main navigation, the page's main landmark and the footer around every screen. */
export function Layout() {
  const { t } = useTranslation();
  const legalLinks = useLegalLinks();
  const shopPath = useShopPaths().shop;
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
      <RouterLinks>
        <NavigationProgress navigating={navigating} failed={failed} />
        <DocumentTitle />
        <a className="skip-link" href="#main">
          {t('skipToContent')}
        </a>
        <HydrationRegion region=".site-header">
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
                {MAIN_SITE_LINKS.map(([to, key]) => (
                  <li key={to}>
                    <NavLink to={to}>{t(`content:site.nav.${key}`)}</NavLink>
                  </li>
                ))}
                <li>
                  <NavLink to={shopPath}>{t('nav.shop')}</NavLink>
                </li>
                <AccountNav />
              </ul>
            </nav>
            <CountrySwitch />
            <LanguageSwitch />
          </header>
        </HydrationRegion>
        <HydrationRegion region="#main">
          <main id="main" tabIndex={-1}>
            <Outlet />
          </main>
        </HydrationRegion>
        <AdminOverlayGate />
        <HydrationRegion region=".site-footer">
          <footer className="site-footer">
            <nav aria-label={t('content:site.footerNav')}>
              <ul>
                {FOOTER_SITE_LINKS.map(([to, key]) => (
                  <li key={to}>
                    <NavLink to={to}>{t(`content:site.nav.${key}`)}</NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            <nav aria-label={t('legal:links.label')}>
              <ul>
                {legalLinks.map(([to, key]) => (
                  <li key={to}>
                    <NavLink to={to}>{t(`legal:links.${key}`)}</NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
          </footer>
        </HydrationRegion>
      </RouterLinks>
    </NavigationFailureContext.Provider>
  );
}

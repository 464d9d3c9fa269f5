import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Link, useLocation } from 'react-router-dom';
import { Icon, IconButton } from '@gartenwerk/ui';
import { useCart } from '../../screens/cart/useCart';
import { AccountLink } from '../AccountNav';
import { CountrySwitch } from '../CountrySwitch';
import { LanguageSwitch } from '../LanguageSwitch';
import { FAVORITES_ROUTE } from '../site-links';
import { MainLinks } from './MainLinks';
import { HeaderIconLink } from './HeaderIconLink';
import { MiniCart } from './MiniCart';
import { SearchBox } from './SearchBox';

const loadMenu = () => import('./MenuDrawer');
const MenuDrawer = lazy(() => loadMenu().then((module) => ({ default: module.MenuDrawer })));

/**
 * Whether the page has scrolled away from the top; false on the server. It only lays a shadow under
 * the header: the header's folding is done by its sticky offset in the stylesheet, which moves
 * nothing on the page (a header that changed its height while scrolling would shift the content
 * under the reader's pointer, and the browser's scroll anchoring would fight it).
 */
function useScrolled(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      setScrolled(window.scrollY > 0);
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(check);
    };
    check();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);
  return scrolled;
}

function FavoritesLink() {
  const { t } = useTranslation();
  const count = useCart('favorites').lines.length;
  return (
    <HeaderIconLink
      to={FAVORITES_ROUTE}
      icon="heart"
      label={t('header.favorites')}
      count={
        count > 0 ? (
          <>
            {' '}
            <span className="gw-icon-button__count">
              <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
              <span className="visually-hidden">{`(${t('header.favoritesCount', { count })})`}</span>
            </span>
          </>
        ) : null
      }
    />
  );
}

/**
 * The header on every page: logo, product search, account, favourites and the mini-cart; the
 * main navigation below (on phones in a drawer behind the menu button); delivery country and
 * language in a top bar (on phones in the drawer). Sticky; scrolled, the top bar folds away.
 */
export function SiteHeader() {
  const { t } = useTranslation();
  const compact = useScrolled();
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();

  // A link followed in the menu closes it.
  useEffect(() => setMenuOpen(false), [location.key]);

  return (
    <header className="site-header" data-compact={compact || undefined}>
      <div className="site-header__top">
        <div className="site-header__inner site-header__top-inner">
          <p className="site-header__tagline">{t('tagline')}</p>
          <CountrySwitch />
          <LanguageSwitch />
        </div>
      </div>
      <div className="site-header__inner site-header__main">
        <IconButton
          icon="menu"
          label={t('header.openMenu')}
          aria-haspopup="dialog"
          className="site-header__menu-button"
          onPointerEnter={() => void loadMenu()}
          onFocus={() => void loadMenu()}
          onClick={() => setMenuOpen(true)}
        />
        <Link to="/" className="site-name">
          <Icon name="leaf" size="1.6rem" className="site-name__leaf" />
          <span>{t('siteName')}</span>
        </Link>
        <div className="site-header__search">
          <SearchBox />
        </div>
        <div className="site-header__actions">
          <AccountLink />
          <FavoritesLink />
          <MiniCart />
        </div>
      </div>
      <nav className="main-nav" aria-label={t('nav.label')}>
        <div className="site-header__inner">
          <MainLinks />
        </div>
      </nav>
      {menuOpen ? (
        <Suspense fallback={null}>
          <MenuDrawer onClose={() => setMenuOpen(false)} />
        </Suspense>
      ) : null}
    </header>
  );
}

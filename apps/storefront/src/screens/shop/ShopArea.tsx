import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { NavLink, useLocation } from 'react-router-dom';
import { SHOP_SCROLL_OFFSET_PX } from '@gartenwerk/domain';
import { useShopPaths } from '../../app/shop-paths';
import { useCart } from '../cart/useCart';

function ShopNav() {
  const { t } = useTranslation('shop');
  const paths = useShopPaths();
  const cart = useCart('cart');
  const favorites = useCart('favorites');
  const requests = useCart('pricerequest');
  const count = (lines: ReadonlyArray<{ amount: number }>) =>
    lines.reduce((sum, line) => sum + line.amount, 0);
  return (
    <nav className="shop-nav" aria-label={t('nav.label')}>
      <ul>
        <li>
          <NavLink to={paths.shop} end>
            {t('nav.groups')}
          </NavLink>
        </li>
        <li>
          <NavLink to={paths.specials}>{t('nav.specials')}</NavLink>
        </li>
        <li>
          <NavLink to={paths.search}>{t('nav.search')}</NavLink>
        </li>
        <li>
          <NavLink to="/favorites">{t('nav.favorites', { count: favorites.lines.length })}</NavLink>
        </li>
        <li>
          <NavLink to={paths.pricerequest}>{t('nav.pricerequest', { count: requests.lines.length })}</NavLink>
        </li>
        <li>
          <NavLink to={paths.checkout} end>
            {t('nav.cart', { count: count(cart.lines) })}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}

/**
 * How far down the window the sticky site header reaches once it is stuck: its height less the part
 * that folds away (its negative `top`); 0 without one.
 */
function stuckHeaderBottom(): number {
  const header = document.querySelector<HTMLElement>('.site-header');
  if (!header) return 0;
  const top = Number.parseFloat(getComputedStyle(header).top);
  return header.offsetHeight + (Number.isFinite(top) ? top : 0);
}

/**
 * The frame of every shop screen: the shop navigation and the screen (the legal links are the page
 * footer's, once per page). A new shop screen scrolls to the shop area, leaving SHOP_SCROLL_OFFSET_PX
 * above it, or the stuck header's height where that is more (wider windows): the shop navigation is
 * never hidden under the header.
 */
export function ShopArea({ children }: { children: ReactNode }) {
  const area = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    const element = area.current;
    if (!element) return;
    const offset = Math.max(SHOP_SCROLL_OFFSET_PX, stuckHeaderBottom());
    const top = element.getBoundingClientRect().top + window.scrollY - offset;
    window.scrollTo({ top: Math.max(0, top) });
  }, [pathname]);
  return (
    <div className="shop-area" id="shop" ref={area}>
      <ShopNav />
      {children}
    </div>
  );
}

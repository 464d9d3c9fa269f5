import { useTranslation } from '../../i18n/useTranslation';
import { NavLink } from 'react-router-dom';
import { useShopPaths } from '../shop-paths';
import { MAIN_SITE_LINKS } from '../site-links';

/** The site's pages and the shop, as links; the current page is marked. */
export function MainLinks() {
  const { t } = useTranslation();
  const shopPath = useShopPaths().shop;
  return (
    <ul className="main-nav__list">
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
    </ul>
  );
}

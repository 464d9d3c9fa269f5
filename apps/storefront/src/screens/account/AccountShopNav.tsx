import { useEffect } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { NavLink, useLocation } from 'react-router-dom';
import { useShopPaths } from '../../app/shop-paths';

/**
 * The account's shop pages. Every account screen shows it, so it also opens each of them at its top,
 * as the spec asks of account screens (shop screens scroll to the shop area instead).
 */
export function AccountShopNav() {
  const paths = useShopPaths();
  const { t } = useTranslation('checkout');
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [pathname]);
  return (
    <nav aria-label={t('account.title')} className="account-nav">
      <ul>
        <li>
          <NavLink to={paths.account} end>
            {t('account.title')}
          </NavLink>
        </li>
        <li>
          <NavLink to={`${paths.account}/addresses`}>{t('account.addresses')}</NavLink>
        </li>
        <li>
          <NavLink to={`${paths.account}/orders`}>{t('account.orders')}</NavLink>
        </li>
      </ul>
    </nav>
  );
}

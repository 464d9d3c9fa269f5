import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';

/** The account's shop pages. */
export function AccountShopNav() {
  const { t } = useTranslation('checkout');
  return (
    <nav aria-label={t('account.title')} className="account-nav">
      <ul>
        <li>
          <NavLink to="/account" end>
            {t('account.title')}
          </NavLink>
        </li>
        <li>
          <NavLink to="/account/addresses">{t('account.addresses')}</NavLink>
        </li>
        <li>
          <NavLink to="/account/orders">{t('account.orders')}</NavLink>
        </li>
      </ul>
    </nav>
  );
}

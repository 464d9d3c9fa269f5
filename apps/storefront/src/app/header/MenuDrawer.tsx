import { useTranslation } from '../../i18n/useTranslation';
import { Drawer } from '@gartenwerk/ui';
import { AccountNav } from '../AccountNav';
import { CountrySwitch } from '../CountrySwitch';
import { LanguageSwitch } from '../LanguageSwitch';
import { MainLinks } from './MainLinks';

/** The phone's menu: the main navigation, the account, the delivery country and the language. */
export function MenuDrawer({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer
      open
      onClose={onClose}
      side="start"
      title={t('header.menu')}
      closeLabel={t('header.close')}
      className="menu-drawer"
    >
      <nav aria-label={t('nav.label')} className="menu-drawer__nav">
        <MainLinks />
      </nav>
      <ul className="menu-drawer__account">
        <AccountNav />
      </ul>
      <div className="menu-drawer__settings">
        <CountrySwitch />
        <LanguageSwitch />
      </div>
    </Drawer>
  );
}

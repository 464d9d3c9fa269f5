import { Button } from '@gartenwerk/ui';
import { hasAnyRole, type UserIdentity } from '@gartenwerk/domain';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../i18n/createAdminI18n';
import { useDispatch, useSelector } from 'react-redux';
import { selectDebugEnabled, toggleDebug, type DebugState } from '../store/debugSlice';

/** The spec: the debug toggle is visible only to system users (admins do not see it). */
export function DebugToggle({ user }: { user: UserIdentity }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const enabled = useSelector((state: { debug: DebugState }) => selectDebugEnabled(state));
  const dispatch = useDispatch();
  if (!hasAnyRole(user, ['system'])) return null;
  return (
    <Button
      variant="secondary"
      className="admin-debug-toggle"
      aria-pressed={enabled}
      onClick={() => dispatch(toggleDebug())}
    >
      {t('debug.toggle')}
    </Button>
  );
}

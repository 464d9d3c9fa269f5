import { useTranslation } from '../i18n/useTranslation';
import { ProgressBar, useNavigationProgress } from '@gartenwerk/ui';

/** The progress bar of client navigations; `navigating` comes from the router's navigation state. */
export function NavigationProgress({ navigating, failed }: { navigating: boolean; failed: boolean }) {
  const { t } = useTranslation();
  const state = useNavigationProgress(navigating, failed);
  return (
    <ProgressBar
      progress={state.progress}
      visible={state.visible}
      failed={state.failed}
      label={t('navigationProgress')}
      failedLabel={t('navigationFailed')}
    />
  );
}

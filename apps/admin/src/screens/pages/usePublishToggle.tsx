import {
  usePublishEntryAdminMutation,
  useUnpublishEntryAdminMutation,
  type AdminEntry,
} from '@gartenwerk/api-client';
import { ConfirmDialog } from '@gartenwerk/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { useFeedback } from '../feedback';

/**
 * Publishing and withdrawing a page or news entry. Publishing happens at once; withdrawing takes
 * a page off the website for every visitor, so it asks first (render `dialog` once on the screen).
 */
export function usePublishToggle() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const feedback = useFeedback();
  const [publish, { isLoading: publishing }] = usePublishEntryAdminMutation();
  const [unpublish, { isLoading: unpublishing }] = useUnpublishEntryAdminMutation();
  const [withdrawing, setWithdrawing] = useState<AdminEntry>();

  async function run(entry: AdminEntry, published: boolean) {
    try {
      if (published) {
        await publish(entry._id).unwrap();
        feedback.succeeded(t('pages.publishedToast'));
      } else {
        await unpublish(entry._id).unwrap();
        feedback.succeeded(t('pages.unpublishedToast'));
      }
    } catch (error) {
      feedback.failed(t('pages.publishFailed'), error);
    }
  }

  return {
    busy: publishing || unpublishing,
    toggle: (entry: AdminEntry) => (entry.published ? setWithdrawing(entry) : void run(entry, true)),
    dialog: (
      <ConfirmDialog
        open={withdrawing !== undefined}
        title={t('pages.unpublishConfirm', { title: withdrawing?.title ?? '' })}
        confirmLabel={t('pages.unpublish')}
        cancelLabel={t('editor.cancel')}
        onConfirm={() => {
          if (withdrawing) void run(withdrawing, false);
          setWithdrawing(undefined);
        }}
        onCancel={() => setWithdrawing(undefined)}
      >
        {t('pages.unpublishConfirmText')}
      </ConfirmDialog>
    ),
  };
}

import { formatDate, formatTime } from '@gartenwerk/domain';
import { useToast } from '@gartenwerk/ui';
import { useTranslation } from 'react-i18next';

/** Whether a failed read found nothing (404), as opposed to failing. */
export function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 404;
}

/** The server's message of a failed call (an ApiError from `unwrap()`), else the spec's fallback. */
export function messageOf(error: unknown, fallback: string): string {
  if (
    typeof error === 'object' &&
    error !== null &&
    'message' in error &&
    typeof error.message === 'string'
  ) {
    return error.message;
  }
  return fallback;
}

/** Success and failure of a call, told through the ui Toast. */
export function useFeedback() {
  const { notify } = useToast();
  const { t } = useTranslation('common');
  return {
    succeeded(title: string) {
      notify({ title, type: 'success' });
    },
    failed(title: string, error: unknown) {
      notify({ title, content: messageOf(error, t('unknownError')), type: 'error' });
    },
    /** Awaits a save and says 'saved', or the failure under the given title; true when it was saved. */
    async reportSave(request: Promise<unknown>, failedTitle: string): Promise<boolean> {
      try {
        await request;
        notify({ title: t('saved'), type: 'success' });
        return true;
      } catch (error) {
        notify({ title: failedTitle, content: messageOf(error, t('unknownError')), type: 'error' });
        return false;
      }
    },
  };
}

/** A point in time as the nursery reads it: Vienna day and time, in the interface language (20.11.2026, 10:30). */
export function formatDateTime(iso: string, language: string): string {
  return `${formatDate(iso, language === 'en' ? 'en' : 'de')}, ${formatTime(iso)}`;
}

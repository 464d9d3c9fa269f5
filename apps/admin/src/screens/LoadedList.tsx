import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../i18n/createAdminI18n';
import { messageOf } from './feedback';

export interface LoadedListProps<T> {
  /** The screen's text group: `<texts>.loadFailed`, `.loading` and `.empty` are shown. */
  texts: string;
  error: unknown;
  isLoading: boolean;
  data: T | undefined;
  isEmpty: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

/** A screen's list as it loads, fails, comes back empty, or is there to show. */
export function LoadedList<T>({ texts, error, isLoading, data, isEmpty, children }: LoadedListProps<T>) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  if (error) return <p role="alert">{t(`${texts}.loadFailed`, { message: messageOf(error, '') })}</p>;
  if (isLoading || !data) return <p role="status">{t(`${texts}.loading`)}</p>;
  if (isEmpty(data)) return <p>{t(`${texts}.empty`)}</p>;
  return <>{children(data)}</>;
}

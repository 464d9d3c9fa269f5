import type { LibraryFile } from '@gartenwerk/api-client';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import type { AdminRoute } from '../../routes/adminRoutes';
import { messageOf } from '../feedback';
import { useDocumentTitle } from '../useDocumentTitle';

/**
 * The frame of a screen of one file (its form, the image editor): the heading, the way back to the
 * library, and the file once it is loaded, or why it is not.
 */
export function FileScreen({
  route,
  query,
  children,
}: {
  route: AdminRoute;
  query: { data?: LibraryFile | undefined; error?: unknown };
  children: (file: LibraryFile) => ReactNode;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  useDocumentTitle(route.label);
  const { data: file, error } = query;
  return (
    <section className="admin-screen" aria-labelledby="admin-screen-title">
      <h1 id="admin-screen-title">{route.label}</h1>
      <p>
        <Link to="/files">{t('files.back')}</Link>
      </p>
      {error ? (
        <p role="alert">{messageOf(error, t('files.notFound'))}</p>
      ) : !file ? (
        <p role="status">{t('files.loading')}</p>
      ) : (
        children(file)
      )}
    </section>
  );
}

import { Paginator, type PaginatorProps } from '@gartenwerk/ui';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../i18n/createAdminI18n';

/** The ui Paginator with the admin centre's texts. */
export function AdminPaginator(props: Pick<PaginatorProps, 'page' | 'pageCount' | 'onPageChange'>) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <Paginator
      {...props}
      className="admin-paginator"
      label={t('paginator.label')}
      previousLabel={t('paginator.previous')}
      nextLabel={t('paginator.next')}
      pageLabel={(page) => t('paginator.page', { page })}
    />
  );
}

export { pageOf } from '../list/useListSearchParams';

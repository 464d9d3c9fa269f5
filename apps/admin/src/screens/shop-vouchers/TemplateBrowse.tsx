import { useListVoucherTemplatesQuery } from '@gartenwerk/api-client';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { ListScreen, loadedPages, useListSearchParams } from '../../list';
import type { AdminRoute } from '../../routes/adminRoutes';
import { formatDateTime } from '../feedback';

/**
 * shop/voucher/template/browse: the templates vouchers are printed with, searched (title, text) and
 * sorted (title, created) by the API.
 */
export function TemplateBrowse({ route }: { route: AdminRoute }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const list = useListSearchParams();
  const result = useListVoucherTemplatesQuery({ search: list.search || undefined, sort: list.sort });
  return (
    <ListScreen
      route={route}
      list={list}
      result={result}
      search={{ hint: t('list.templates.searchHint') }}
      columns={[
        {
          id: 'title',
          header: t('shopSettings.templates.title'),
          value: (template) => template.title,
          cell: (template) => (
            <Link to={`/shop/voucher/template/edit/${encodeURIComponent(template._id)}`}>
              {template.title}
            </Link>
          ),
          sortable: true,
          hideable: false,
        },
        {
          id: 'image',
          header: t('shopSettings.templates.image'),
          value: (template) =>
            template.image ? t('shopSettings.templates.withImage') : t('shopSettings.templates.noImage'),
        },
        {
          id: 'created',
          header: t('list.templates.created'),
          value: (template) => formatDateTime(template.created, i18n.language),
          sortable: true,
        },
      ]}
      rowId={(template) => template._id}
      texts="shopSettings.templates"
      actions={<Link to="/shop/voucher/template/edit">{t('shopSettings.templates.add')}</Link>}
      csv={{ fileName: 'gutscheinvorlagen.csv', fetchPage: loadedPages(result.currentData?.items ?? []) }}
    />
  );
}

import { useListVoucherTemplatesQuery } from '@gartenwerk/api-client';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { ListScreen, loadedPages, useListSearchParams } from '../../list';
import type { AdminRoute } from '../../routes/adminRoutes';

/** shop/voucher/template/browse: the templates vouchers are printed with. */
export function TemplateBrowse({ route }: { route: AdminRoute }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const list = useListSearchParams();
  const result = useListVoucherTemplatesQuery();
  return (
    <ListScreen
      route={route}
      list={list}
      result={result}
      sortMode="client"
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
      ]}
      rowId={(template) => template._id}
      texts="shopSettings.templates"
      actions={<Link to="/shop/voucher/template/edit">{t('shopSettings.templates.add')}</Link>}
      csv={{ fileName: 'gutscheinvorlagen.csv', fetchPage: loadedPages(result.currentData?.items ?? []) }}
    />
  );
}

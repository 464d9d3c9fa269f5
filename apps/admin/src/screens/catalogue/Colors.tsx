import { useGetCatalogueColorsQuery } from '@gartenwerk/api-client';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { NEW_ID } from '../../kit';
import { ListScreen, loadedPages, useListSearchParams } from '../../list';
import type { AdminRoute } from '../../routes/adminRoutes';

/**
 * shop/colors: the colours products can name, all at once, searched by the API (title, tag or code)
 * and sorted in the table.
 */
export function ColorBrowse({ route }: { route: AdminRoute }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const list = useListSearchParams();
  const result = useGetCatalogueColorsQuery(list.search ? { search: list.search } : undefined);
  return (
    <ListScreen
      route={route}
      list={list}
      result={result}
      sortMode="client"
      columns={[
        {
          id: 'title',
          header: t('shopCatalogue.fields.title'),
          value: (color) => color.title,
          cell: (color) => (
            <>
              {color.code ? (
                <span className="admin-swatch" style={{ background: color.code }} aria-hidden="true" />
              ) : null}
              <Link to={`/shop/colors/${encodeURIComponent(color._id)}`}>{color.title}</Link>
            </>
          ),
          sortable: true,
          hideable: false,
        },
        {
          id: 'code',
          header: t('shopCatalogue.fields.code'),
          value: (color) => color.code ?? '',
          sortable: true,
        },
        { id: 'tags', header: t('shopCatalogue.fields.tags'), value: (color) => color.tags.join(', ') },
      ]}
      rowId={(color) => color._id}
      texts="shopCatalogue.colors"
      search={{ hint: t('list.colors.searchHint') }}
      actions={<Link to={`/shop/colors/${NEW_ID}`}>{t('shopCatalogue.colors.add')}</Link>}
      csv={{ fileName: 'farben.csv', fetchPage: loadedPages(result.currentData?.items ?? []) }}
    />
  );
}

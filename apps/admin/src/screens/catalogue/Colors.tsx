import { useGetCatalogueColorsQuery } from '@gartenwerk/api-client';
import { colorSchemas } from '@gartenwerk/domain/schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { NEW_ID } from '../../kit';
import { ListScreen, loadedPages, useSchemaList } from '../../list';
import type { AdminRoute } from '../../routes/adminRoutes';

const colorPath = (id: string) => `/shop/colors/${encodeURIComponent(id)}`;

/**
 * shop/colors: the colours products can name, all at once, searched by the API (title, tag or code)
 * and sorted in the table.
 */
export function ColorBrowse({ route }: { route: AdminRoute }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { query, ...table } = useSchemaList(colorSchemas, {
    texts: 'shopCatalogue.colors',
    fields: 'shopCatalogue.fields',
    columns: ['title', 'code', 'tags'],
    sortMode: 'client',
    overrides: {
      title: {
        cell: (color) => (
          <>
            {color.code ? (
              <span className="admin-swatch" style={{ background: color.code }} aria-hidden="true" />
            ) : null}
            <Link to={colorPath(color._id)}>{color.title}</Link>
          </>
        ),
        hideable: false,
      },
    },
  });
  const result = useGetCatalogueColorsQuery(query.search ? { search: query.search } : undefined);
  return (
    <ListScreen
      {...table}
      route={route}
      result={result}
      rowId={(color) => color._id}
      texts="shopCatalogue.colors"
      search={{ hint: t('list.colors.searchHint') }}
      actions={<Link to={colorPath(NEW_ID)}>{t('shopCatalogue.colors.add')}</Link>}
      csv={{ fileName: 'farben.csv', fetchPage: loadedPages(result.currentData?.items ?? []) }}
    />
  );
}

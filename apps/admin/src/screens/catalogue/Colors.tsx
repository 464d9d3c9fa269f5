import { shopColorApi } from '@gartenwerk/api-client';
import { colorSchemas } from '@gartenwerk/domain/schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { NEW_ID } from '../../kit';
import { ListScreen, useEntityList } from '../../list';
import type { AdminRoute } from '../../routes/adminRoutes';

const colorPath = (id: string) => `/shop/colors/${encodeURIComponent(id)}`;

/**
 * shop/colors: the colours products can name, all at once, searched by the API (title, tag or code)
 * and sorted in the table.
 */
export function ColorBrowse({ route }: { route: AdminRoute }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const list = useEntityList(colorSchemas, shopColorApi.endpoints.getCatalogueColors, {
    texts: 'shopCatalogue.colors',
    fields: 'shopCatalogue.fields',
    columns: ['title', 'code', 'tags'],
    sortMode: 'client',
    searchHint: t('list.colors.searchHint'),
    add: colorPath(NEW_ID),
    csv: 'farben.csv',
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
  return <ListScreen {...list} route={route} />;
}

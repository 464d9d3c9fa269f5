import { useGetCatalogueColorsQuery } from '@gartenwerk/api-client';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import type { AdminRoute } from '../../routes/adminRoutes';
import { NEW_ID } from '../../kit';
import { LoadedList } from '../LoadedList';
import { useDocumentTitle } from '../useDocumentTitle';

/** shop/colors: the colours products can name. */
export function ColorBrowse({ route }: { route: AdminRoute }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  useDocumentTitle(route.label);
  const { data, error, isLoading } = useGetCatalogueColorsQuery();
  return (
    <section className="admin-screen" aria-labelledby="admin-screen-title">
      <h1 id="admin-screen-title">{route.label}</h1>
      <p>
        <Link to={`/shop/colors/${NEW_ID}`}>{t('shopCatalogue.colors.add')}</Link>
      </p>
      <LoadedList
        texts="shopCatalogue.colors"
        error={error}
        isLoading={isLoading}
        data={data}
        isEmpty={(list) => list.items.length === 0}
      >
        {(list) => (
          <div className="admin-table-frame">
            <table className="admin-table" aria-labelledby="admin-screen-title">
              <thead>
                <tr>
                  <th scope="col">{t('shopCatalogue.fields.title')}</th>
                  <th scope="col">{t('shopCatalogue.fields.code')}</th>
                  <th scope="col">{t('shopCatalogue.fields.tags')}</th>
                </tr>
              </thead>
              <tbody>
                {list.items.map((color) => (
                  <tr key={color._id}>
                    <td>
                      {color.code ? (
                        <span
                          className="admin-swatch"
                          style={{ background: color.code }}
                          aria-hidden="true"
                        />
                      ) : null}
                      <Link to={`/shop/colors/${encodeURIComponent(color._id)}`}>{color.title}</Link>
                    </td>
                    <td>{color.code ?? ''}</td>
                    <td>{color.tags.join(', ')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </LoadedList>
    </section>
  );
}

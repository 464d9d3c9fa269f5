import { useGetConfigQuery, useGetUsersQuery } from '@gartenwerk/api-client';
import { Button, TextInput } from '@gartenwerk/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { LoadedList } from '../LoadedList';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import type { AdminRoute } from '../../routes/adminRoutes';
import { AdminPaginator, pageOf } from '../AdminPaginator';
import { useDocumentTitle } from '../useDocumentTitle';
import { assignableRoles, visibleRoles } from './roles';

export const USERS_PER_PAGE = 10;

/** users/browse: the accounts, paged, searchable by handle or name, filtered by role. */
export function UserBrowse({ route }: { route: AdminRoute }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  useDocumentTitle(route.label);
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const search = params.get('search') ?? '';
  const role = params.get('role') ?? '';
  const [draft, setDraft] = useState(search);
  const { data: config } = useGetConfigQuery();
  const { data, error, isLoading } = useGetUsersQuery({ search, role, page, limit: USERS_PER_PAGE });
  const pageCount = data ? Math.ceil(data.total / USERS_PER_PAGE) : 0;

  /** A new filter starts again at the first page. */
  function show(changes: { search?: string; role?: string; page?: number }) {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === '' || (key === 'page' && value === 1)) next.delete(key);
      else next.set(key, String(value));
    }
    if (changes.page === undefined) next.delete('page');
    setParams(next);
  }

  function onSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    show({ search: draft.trim() });
  }

  return (
    <section className="admin-screen" aria-labelledby="admin-screen-title">
      <h1 id="admin-screen-title">{route.label}</h1>
      <p>
        <Link to="/users/add">{t('users.add')}</Link>
      </p>
      <div className="admin-filters">
        <form role="search" className="admin-filters__search" onSubmit={onSearch}>
          <TextInput
            type="search"
            label={t('users.search')}
            hint={t('users.searchHint')}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
          <Button type="submit">{t('users.searchButton')}</Button>
        </form>
        <label className="admin-filters__select">
          {t('users.roleFilter')}
          <select value={role} onChange={(event) => show({ role: event.target.value })}>
            <option value="">{t('users.allRoles')}</option>
            {assignableRoles(config?.components.auth.availableRoles).map((option) => (
              <option key={option} value={option}>
                {t(`users.roleNames.${option}`)}
              </option>
            ))}
          </select>
        </label>
      </div>

      <LoadedList
        texts="users"
        error={error}
        isLoading={isLoading}
        data={data}
        isEmpty={(list) => list.items.length === 0}
      >
        {(data) => (
          <>
            <p>{t('users.total', { count: data.total })}</p>
            <div className="admin-table-frame">
              <table className="admin-table" aria-labelledby="admin-screen-title">
                <thead>
                  <tr>
                    <th scope="col">{t('users.name')}</th>
                    <th scope="col">{t('users.handle')}</th>
                    <th scope="col">{t('users.roles')}</th>
                    <th scope="col">{t('users.status')}</th>
                    <th scope="col">{t('users.twoFactor')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((user) => (
                    <tr key={user._id}>
                      <td>
                        <Link to={`/users/edit/${encodeURIComponent(user._id)}`}>
                          {user.name || user.handle}
                        </Link>
                      </td>
                      <td>{user.handle}</td>
                      <td>
                        {visibleRoles(user.roles)
                          .map((name) => t(`users.roleNames.${name}`))
                          .join(', ')}
                      </td>
                      <td>{user.locked ? t('users.locked') : t('users.active')}</td>
                      <td>{user.two_factor?.enabled ? t('users.on') : t('users.off')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </LoadedList>
      <AdminPaginator
        page={page}
        pageCount={pageCount}
        onPageChange={(next) => show({ search, role, page: next })}
      />
    </section>
  );
}

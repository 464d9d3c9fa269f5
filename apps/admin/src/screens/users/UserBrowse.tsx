import { useGetConfigQuery, useGetUsersQuery, usersApi, type ManagedUser } from '@gartenwerk/api-client';
import type { DataTableColumn } from '@gartenwerk/ui';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { ListScreen, useListSearchParams } from '../../list';
import type { AdminRoute } from '../../routes/adminRoutes';
import { assignableRoles, visibleRoles } from './roles';

export const USERS_PER_PAGE = 10;

function userColumns(t: TFunction): DataTableColumn<ManagedUser>[] {
  return [
    {
      id: 'name',
      header: t('users.name'),
      value: (user) => user.name || user.handle,
      cell: (user) => (
        <Link to={`/users/edit/${encodeURIComponent(user._id)}`}>{user.name || user.handle}</Link>
      ),
      sortable: true,
      hideable: false,
    },
    { id: 'handle', header: t('users.handle'), value: (user) => user.handle, sortable: true },
    {
      id: 'roles',
      header: t('users.roles'),
      value: (user) =>
        visibleRoles(user.roles)
          .map((name) => t(`users.roleNames.${name}`))
          .join(', '),
    },
    {
      id: 'status',
      header: t('users.status'),
      value: (user) => (user.locked ? t('users.locked') : t('users.active')),
    },
    {
      id: 'twoFactor',
      header: t('users.twoFactor'),
      value: (user) => (user.two_factor?.enabled ? t('users.on') : t('users.off')),
    },
  ];
}

/** users/browse: the accounts, paged, searchable by handle or name, filtered by role. */
export function UserBrowse({ route }: { route: AdminRoute }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const list = useListSearchParams();
  const query = { search: list.search, role: list.filter('role'), sort: list.sort };
  const { data: config } = useGetConfigQuery();
  const result = useGetUsersQuery({ ...query, page: list.page, limit: USERS_PER_PAGE });
  const [fetchUsers] = usersApi.endpoints.getUsers.useLazyQuery();
  return (
    <ListScreen
      route={route}
      list={list}
      result={result}
      columns={userColumns(t)}
      rowId={(user) => user._id}
      texts="users"
      count={(total) => t('users.total', { count: total })}
      pageSize={USERS_PER_PAGE}
      search={{ hint: t('users.searchHint') }}
      filters={[
        {
          name: 'role',
          label: t('users.roleFilter'),
          allLabel: t('users.allRoles'),
          options: assignableRoles(config?.components.auth.availableRoles).map((role) => [
            role,
            t(`users.roleNames.${role}`),
          ]),
        },
      ]}
      actions={<Link to="/users/add">{t('users.add')}</Link>}
      csv={{
        fileName: 'benutzer.csv',
        fetchPage: (page, limit) => fetchUsers({ ...query, page, limit }).unwrap(),
      }}
    />
  );
}

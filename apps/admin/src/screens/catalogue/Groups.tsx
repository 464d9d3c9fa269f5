import {
  shopGroupChoices,
  useCreateCatalogueGroupMutation,
  useGetCatalogueGroupQuery,
  useGetCatalogueGroupsQuery,
  useGetConfigQuery,
  useRemoveCatalogueGroupMutation,
  useUpdateCatalogueGroupMutation,
  type CatalogueProductGroup,
} from '@gartenwerk/api-client';
import { ProductGroupCreateSchema, ProductGroupUpdateSchema } from '@gartenwerk/domain/schemas';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import type { AdminRoute } from '../../routes/adminRoutes';
import { LoadedList } from '../LoadedList';
import { useDocumentTitle } from '../useDocumentTitle';
import { EditScreen, NEW_ID, useEntityEditor, type Field } from '../../kit';
import { orderField, settingsChoices, slugField, specialOffersField } from './catalogueFields';

/** The groups under `parent` (top level: those without a known parent), each with its own subtree. */
function GroupTree({
  groups,
  parent,
  path,
}: {
  groups: readonly CatalogueProductGroup[];
  parent: string | null;
  path: readonly string[];
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const known = new Set(groups.map((group) => group._id));
  const children = groups.filter((group) =>
    parent === null
      ? !group.product_groups.some((id) => known.has(id))
      : group.product_groups.includes(parent) && !path.includes(group._id),
  );
  if (children.length === 0) return null;
  return (
    <ul className="admin-tree">
      {children.map((group) => (
        <li key={group._id}>
          <div className="admin-tree__row">
            <Link to={`/shop/groups/${encodeURIComponent(group._id)}`}>{group.title}</Link>
            {group.offline ? (
              <span className="admin-tree__state--off">{t('shopCatalogue.offline')}</span>
            ) : null}
          </div>
          <GroupTree groups={groups} parent={group._id} path={[...path, group._id]} />
        </li>
      ))}
    </ul>
  );
}

/** shop/groups: the product groups as a tree by their parents. */
export function GroupBrowse({ route }: { route: AdminRoute }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  useDocumentTitle(route.label);
  const { data, error, isLoading } = useGetCatalogueGroupsQuery();
  return (
    <section className="admin-screen" aria-labelledby="admin-screen-title">
      <h1 id="admin-screen-title">{route.label}</h1>
      <p>
        <Link to={`/shop/groups/${NEW_ID}`}>{t('shopCatalogue.groups.add')}</Link>
      </p>
      <LoadedList
        texts="shopCatalogue.groups"
        error={error}
        isLoading={isLoading}
        data={data}
        isEmpty={(list) => list.items.length === 0}
      >
        {(list) => (
          <nav aria-label={t('shopCatalogue.groups.tree')}>
            <GroupTree groups={list.items} parent={null} path={[]} />
          </nav>
        )}
      </LoadedList>
    </section>
  );
}

/** shop/groups/:id ('new' for a new one): title, order, tags, parents, pictures, offline, offers. */
export function GroupEdit({ route }: { route: AdminRoute }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { id } = useParams();
  const { data: config } = useGetConfigQuery();
  const { data: groups } = useGetCatalogueGroupsQuery();
  const fields: Field[] = [
    {
      name: 'title',
      kind: 'text',
      label: t('shopCatalogue.fields.title'),
      required: true,
      messages: { required: t('shopCatalogue.errors.title') },
    },
    slugField(t),
    orderField(t),
    {
      name: 'tags',
      kind: 'tags',
      label: t('shopCatalogue.fields.tags'),
      hint: t('shopCatalogue.fields.tagsHint'),
    },
    { name: 'offline', kind: 'switch', label: t('shopCatalogue.fields.offline') },
    {
      name: 'product_groups',
      kind: 'multiselect',
      label: t('shopCatalogue.fields.parents'),
      choices: (groups?.items ?? [])
        .filter((other) => other._id !== id)
        .map((other) => ({ value: other._id, label: other.title })),
    },
    { name: 'media', kind: 'files', label: t('shopCatalogue.fields.media') },
    specialOffersField(t, settingsChoices(shopGroupChoices(config).discount_groups)),
  ];
  const editor = useEntityEditor({
    fields,
    schemas: { create: ProductGroupCreateSchema, update: ProductGroupUpdateSchema },
    useGet: useGetCatalogueGroupQuery,
    useCreate: useCreateCatalogueGroupMutation,
    useUpdate: useUpdateCatalogueGroupMutation,
    useRemove: useRemoveCatalogueGroupMutation,
    initial: { order: 0 },
    listPath: '/shop/groups',
    editPath: (saved) => `/shop/groups/${encodeURIComponent(saved)}`,
  });
  return (
    <EditScreen
      route={route}
      editor={editor}
      newTitle={t('shopCatalogue.groups.add')}
      back={{ to: '/shop/groups', label: t('shopCatalogue.groups.toList') }}
      formLabel={t('shopCatalogue.groups.form')}
      name={String(editor.draft.title ?? '')}
      wide
    />
  );
}

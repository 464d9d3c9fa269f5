import {
  shopGroupChoices,
  useCreateCatalogueGroupMutation,
  useGetCatalogueGroupQuery,
  useGetCatalogueGroupsQuery,
  useGetConfigQuery,
  useRemoveCatalogueGroupMutation,
  useUpdateCatalogueGroupMutation,
} from '@gartenwerk/api-client';
import { ProductGroupCreateSchema, ProductGroupUpdateSchema } from '@gartenwerk/domain/schemas';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import type { AdminRoute } from '../../routes/adminRoutes';
import { EditScreen, useEntityEditor, type Field } from '../../kit';
import {
  englishTitleField,
  orderField,
  slugField,
  specialOffersField,
  tagsField,
  titleField,
} from './catalogueFields';
import { seasonSection } from './seasonFields';

/** shop/groups/:id ('new' for a new one): title, order, tags, parents, pictures, offline, offers. */
export function GroupEdit({ route }: { route: AdminRoute }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { id } = useParams();
  const { data: config } = useGetConfigQuery();
  const { data: groups } = useGetCatalogueGroupsQuery();
  const fields: Field[] = [
    titleField(t),
    englishTitleField(t),
    slugField(t),
    orderField(t),
    tagsField(t),
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
    specialOffersField(t, shopGroupChoices(config).discount_groups),
    seasonSection(t, 'group'),
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

import {
  useCreateCatalogueColorMutation,
  useGetCatalogueColorQuery,
  useRemoveCatalogueColorMutation,
  useUpdateCatalogueColorMutation,
} from '@gartenwerk/api-client';
import { ColorCreateSchema, ColorUpdateSchema } from '@gartenwerk/domain/schemas';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { EditScreen, schemaFields, useEntityEditor } from '../../kit';
import type { AdminRoute } from '../../routes/adminRoutes';

const colorPath = (id: string) => `/shop/colors/${encodeURIComponent(id)}`;

/** shop/colors/:id ('new' for a new one): title, colour code, tags and pictures. */
export function ColorEdit({ route }: { route: AdminRoute }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const fields = schemaFields(t, ColorCreateSchema, [
    {
      name: 'title',
      kind: 'text',
      label: 'shopCatalogue.fields.title',
      required: true,
      messages: { required: 'shopCatalogue.errors.title' },
    },
    {
      name: 'title_en',
      kind: 'text',
      label: 'shopCatalogue.fields.titleEn',
      hint: 'shopCatalogue.fields.englishHint',
    },
    {
      name: 'code',
      kind: 'text',
      label: 'shopCatalogue.fields.code',
      hint: 'shopCatalogue.fields.codeHint',
      empty: 'null',
      messages: { invalid: 'shopCatalogue.errors.code' },
    },
    { name: 'tags', kind: 'tags', label: 'shopCatalogue.fields.tags', hint: 'shopCatalogue.fields.tagsHint' },
    { name: 'media', kind: 'files', label: 'shopCatalogue.fields.media', upload: true },
  ]);
  const editor = useEntityEditor({
    fields,
    schemas: { create: ColorCreateSchema, update: ColorUpdateSchema },
    useGet: useGetCatalogueColorQuery,
    useCreate: useCreateCatalogueColorMutation,
    useUpdate: useUpdateCatalogueColorMutation,
    useRemove: useRemoveCatalogueColorMutation,
    listPath: '/shop/colors',
    editPath: colorPath,
  });
  return (
    <EditScreen
      route={route}
      editor={editor}
      newTitle={t('shopCatalogue.colors.add')}
      back={{ to: '/shop/colors', label: t('shopCatalogue.colors.toList') }}
      formLabel={t('shopCatalogue.colors.form')}
      name={String(editor.draft.title ?? '')}
    />
  );
}

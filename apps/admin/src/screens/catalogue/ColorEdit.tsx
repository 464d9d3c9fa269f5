import {
  useCreateCatalogueColorMutation,
  useGetCatalogueColorQuery,
  useRemoveCatalogueColorMutation,
  useUpdateCatalogueColorMutation,
} from '@gartenwerk/api-client';
import { ColorCreateSchema, ColorUpdateSchema } from '@gartenwerk/domain/schemas';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { tagsField, titleField } from './catalogueFields';
import { EditScreen, useEntityEditor, type Field } from '../../kit';
import type { AdminRoute } from '../../routes/adminRoutes';

const colorPath = (id: string) => `/shop/colors/${encodeURIComponent(id)}`;

/** shop/colors/:id ('new' for a new one): title, colour code, tags and pictures. */
export function ColorEdit({ route }: { route: AdminRoute }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const fields: Field[] = [
    titleField(t),
    {
      name: 'code',
      kind: 'text',
      label: t('shopCatalogue.fields.code'),
      hint: t('shopCatalogue.fields.codeHint'),
      empty: 'null',
      messages: { invalid: t('shopCatalogue.errors.code') },
    },
    tagsField(t),
    { name: 'media', kind: 'files', label: t('shopCatalogue.fields.media'), upload: true },
  ];
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

import { shopColorApi } from '@gartenwerk/api-client';
import { colorSchemas } from '@gartenwerk/domain/schemas';
import { EditScreen, useEntityEditor, useSchemaFields } from '../../kit';
import type { AdminRoute } from '../../routes/adminRoutes';

const colorPath = (id: string) => `/shop/colors/${encodeURIComponent(id)}`;

/** shop/colors/:id ('new' for a new one): title, colour code, tags and pictures. */
export function ColorEdit({ route }: { route: AdminRoute }) {
  const fields = useSchemaFields(colorSchemas.create, {
    texts: 'shopCatalogue.colors',
    fields: 'shopCatalogue.fields',
    errors: 'shopCatalogue.errors',
    order: ['title', 'title_en', 'code', 'tags', 'media'],
    overrides: {
      title_en: { label: 'shopCatalogue.fields.titleEn', hint: 'shopCatalogue.fields.englishHint' },
      code: { messages: { invalid: 'shopCatalogue.errors.code' } },
      media: { kind: 'files', upload: true },
    },
  });
  const editor = useEntityEditor({
    fields,
    schemas: colorSchemas,
    useGet: shopColorApi.useGetCatalogueColorQuery,
    useCreate: shopColorApi.useCreateCatalogueColorMutation,
    useUpdate: shopColorApi.useUpdateCatalogueColorMutation,
    useRemove: shopColorApi.useRemoveCatalogueColorMutation,
    listPath: '/shop/colors',
    editPath: colorPath,
  });
  return <EditScreen route={route} editor={editor} texts="shopCatalogue.colors" />;
}

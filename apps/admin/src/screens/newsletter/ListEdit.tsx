import {
  useCreateNewsletterListMutation,
  useGetNewsletterListQuery,
  useRemoveNewsletterListMutation,
  useUpdateNewsletterListMutation,
} from '@gartenwerk/api-client';
import { NewsletterListCreateSchema, NewsletterListUpdateSchema } from '@gartenwerk/domain/schemas';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { EditScreen, schemaFields, useEntityEditor } from '../../kit';
import type { AdminRoute } from '../../routes/adminRoutes';

const LIST = '/list/browse';

/** list/edit/:id? (none or 'new' for a new one): a newsletter list's name, description and visibility. */
export function NewsletterListEdit({ route }: { route: AdminRoute }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const fields = schemaFields(t, NewsletterListCreateSchema, [
    {
      name: 'name',
      kind: 'text',
      label: 'newsletterAdmin.lists.fields.name',
      required: true,
      messages: { required: 'newsletterAdmin.lists.errors.name' },
    },
    {
      name: 'description',
      kind: 'text',
      multiline: true,
      label: 'newsletterAdmin.lists.fields.description',
      empty: 'text',
    },
    { name: 'public', kind: 'switch', label: 'newsletterAdmin.lists.fields.public' },
    { name: 'double_opt_in', kind: 'switch', label: 'newsletterAdmin.lists.fields.double_opt_in' },
  ]);
  const editor = useEntityEditor({
    fields,
    schemas: { create: NewsletterListCreateSchema, update: NewsletterListUpdateSchema },
    useGet: useGetNewsletterListQuery,
    useCreate: useCreateNewsletterListMutation,
    useUpdate: useUpdateNewsletterListMutation,
    useRemove: useRemoveNewsletterListMutation,
    listPath: LIST,
    editPath: (id) => `/list/edit/${encodeURIComponent(id)}`,
    initial: { description: '', public: true, double_opt_in: true },
  });
  return (
    <EditScreen
      route={route}
      editor={editor}
      newTitle={t('newsletterAdmin.lists.add')}
      back={{ to: LIST, label: t('newsletterAdmin.lists.toList') }}
      formLabel={t('newsletterAdmin.lists.form')}
      name={String(editor.draft.name ?? '')}
    />
  );
}

import {
  useCreateNewsletterSubscriberMutation,
  useGetNewsletterSubscriberQuery,
  useRemoveNewsletterSubscriberMutation,
  useUpdateNewsletterSubscriberMutation,
  type NewsletterSubscriber,
} from '@gartenwerk/api-client';
import {
  NewsletterSubscriberCreateSchema,
  NewsletterSubscriberUpdateSchema,
} from '@gartenwerk/domain/schemas';
import { Button } from '@gartenwerk/ui';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { EditScreen, NEW_ID, schemaFields, useEntityEditor } from '../../kit';
import type { AdminRoute } from '../../routes/adminRoutes';
import { formatDateTime } from '../feedback';
import { ConsentProof } from './ConsentProof';
import { useNewsletterListChoices } from './useListChoices';

const LIST = '/subscriber/browse';

/**
 * subscriber/edit/:id? (none or 'new' to enter an address, which then gets the double opt-in mail):
 * name, lists, tags, groups and language; the status and the proof of each consent below.
 */
export function SubscriberEdit({ route }: { route: AdminRoute }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const isNew = (useParams().id ?? NEW_ID) === NEW_ID;
  const lists = useNewsletterListChoices();
  const fields = schemaFields(t, NewsletterSubscriberCreateSchema, [
    {
      name: 'email',
      kind: 'text',
      label: 'newsletterAdmin.subscribers.fields.email',
      hint: 'newsletterAdmin.subscribers.addHint',
      required: true,
      messages: {
        required: 'newsletterAdmin.subscribers.errors.email',
        invalid: 'newsletterAdmin.subscribers.errors.email',
      },
      // The address is who consented: it is entered once, never changed.
      when: () => isNew,
    },
    { name: 'name', kind: 'text', label: 'newsletterAdmin.subscribers.fields.name', empty: 'text' },
    {
      name: 'lists',
      kind: 'multiselect',
      label: 'newsletterAdmin.subscribers.fields.lists',
      choices: lists,
      none: t('newsletterAdmin.subscribers.noLists'),
    },
    { name: 'tags', kind: 'tags', label: 'newsletterAdmin.subscribers.fields.tags' },
    { name: 'groups', kind: 'tags', label: 'newsletterAdmin.subscribers.fields.groups' },
    {
      name: 'language',
      kind: 'select',
      label: 'newsletterAdmin.subscribers.fields.language',
      choices: [
        { value: 'de', label: t('newsletterAdmin.subscribers.languages.de') },
        { value: 'en', label: t('newsletterAdmin.subscribers.languages.en') },
      ],
    },
  ]);
  const editor = useEntityEditor({
    fields,
    schemas: { create: NewsletterSubscriberCreateSchema, update: NewsletterSubscriberUpdateSchema },
    useGet: useGetNewsletterSubscriberQuery,
    useCreate: useCreateNewsletterSubscriberMutation,
    useUpdate: useUpdateNewsletterSubscriberMutation,
    useRemove: useRemoveNewsletterSubscriberMutation,
    listPath: LIST,
    editPath: (id) => `/subscriber/edit/${encodeURIComponent(id)}`,
    initial: { name: '', lists: [], tags: [], groups: [], language: 'de' },
  });
  const [update, { isLoading: unsubscribing }] = useUpdateNewsletterSubscriberMutation();
  const subscriber = editor.item as NewsletterSubscriber | undefined;
  const date = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language) : '–');
  return (
    <EditScreen
      route={route}
      editor={editor}
      newTitle={t('newsletterAdmin.subscribers.add')}
      back={{ to: LIST, label: t('newsletterAdmin.subscribers.toList') }}
      formLabel={t('newsletterAdmin.subscribers.form')}
      name={subscriber?.email ?? String(editor.draft.email ?? '')}
    >
      {subscriber ? (
        <>
          <dl className="subscriber-state">
            <dt>{t('newsletterAdmin.subscribers.fields.email')}</dt>
            <dd>{subscriber.email}</dd>
            <dt>{t('newsletterAdmin.subscribers.fields.status')}</dt>
            <dd>{t(`newsletterAdmin.subscribers.status.${subscriber.status}`)}</dd>
            <dt>{t('newsletterAdmin.subscribers.fields.created')}</dt>
            <dd>{date(subscriber.created)}</dd>
            <dt>{t('newsletterAdmin.subscribers.fields.confirmed')}</dt>
            <dd>{date(subscriber.confirmed)}</dd>
            <dt>{t('newsletterAdmin.subscribers.fields.unsubscribed')}</dt>
            <dd>{date(subscriber.unsubscribed)}</dd>
          </dl>
          {subscriber.status === 'unsubscribed' ? null : (
            <Button
              variant="secondary"
              loading={unsubscribing}
              onClick={() => void update({ _id: subscriber._id, status: 'unsubscribed' })}
            >
              {t('newsletterAdmin.subscribers.unsubscribe')}
            </Button>
          )}
          <ConsentProof subscriber={subscriber} />
        </>
      ) : null}
    </EditScreen>
  );
}

import {
  adminContentApi,
  useGetInboxMessagesQuery,
  useRemoveInboxMessageMutation,
  useUpdateInboxMessageMutation,
  type InboxMessage,
  type InboxQuery,
} from '@gartenwerk/api-client';
import { Button, type DataTableColumn } from '@gartenwerk/ui';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { BulkAction, ListScreen, useListSearchParams } from '../../list';
import type { AdminRoute } from '../../routes/adminRoutes';
import { formatDateTime, useFeedback } from '../feedback';

export const MESSAGES_PER_PAGE = 10;
const FORMS = ['contact', 'jobs'] as const;
const READ_FILTERS = { unread: false, read: true } as const;

function readFilterOf(value: string): boolean | undefined {
  return value === 'unread' || value === 'read' ? READ_FILTERS[value] : undefined;
}

function formName(t: TFunction, message: InboxMessage): string {
  return message.form === 'contact' || message.form === 'jobs'
    ? t(`messages.forms.${message.form}`)
    : message.form;
}

function messageColumns(t: TFunction, language: string): DataTableColumn<InboxMessage>[] {
  return [
    {
      id: 'status',
      header: t('messages.status'),
      value: (message) => (message.read ? t('messages.read') : t('messages.unread')),
      sortable: true,
    },
    {
      id: 'from',
      header: t('messages.from'),
      value: (message) => message.name || message.email,
      cell: (message) => (
        <Link to={`/messages/inbox/${encodeURIComponent(message._id)}`}>{message.name || message.email}</Link>
      ),
      hideable: false,
      sortable: true,
    },
    {
      id: 'subject',
      header: t('messages.subject'),
      value: (message) => message.subject || t('messages.noSubject'),
      sortable: true,
    },
    { id: 'form', header: t('messages.form'), value: (message) => formName(t, message), sortable: true },
    { id: 'tags', header: t('messages.tags'), value: (message) => message.tags.join(', ') },
    {
      id: 'date',
      header: t('messages.date'),
      value: (message) => formatDateTime(message.date, language),
      sortable: true,
    },
    {
      id: 'toggle',
      header: t('messages.markRead'),
      cell: (message) => <ReadToggle message={message} />,
      hideable: false,
    },
  ];
}

/**
 * messages/inbox: the messages of the forms, newest first or sorted by the API, by read flag and form,
 * searched, ten a page.
 */
export function MessageInbox({ route }: { route: AdminRoute }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const list = useListSearchParams();
  const form = FORMS.find((candidate) => candidate === list.filter('form'));
  const query: InboxQuery = {
    read: readFilterOf(list.filter('status')),
    form,
    search: list.search || undefined,
    sort: list.sort,
  };
  const result = useGetInboxMessagesQuery({
    ...query,
    skip: (list.page - 1) * MESSAGES_PER_PAGE,
    limit: MESSAGES_PER_PAGE,
  });
  const [fetchMessages] = adminContentApi.endpoints.getInboxMessages.useLazyQuery();
  const [update] = useUpdateInboxMessageMutation();
  const [remove] = useRemoveInboxMessageMutation();
  return (
    <ListScreen
      route={route}
      list={list}
      result={result}
      columns={messageColumns(t, i18n.language)}
      rowId={(message) => message._id}
      rowLabel={(message) => message.name || message.email}
      rowClassName={(message) => (message.read ? undefined : 'admin-table__unread')}
      texts="messages"
      count={(total) => t('messages.total', { count: total })}
      pageSize={MESSAGES_PER_PAGE}
      search={{ hint: t('list.inbox.searchHint') }}
      filters={[
        {
          name: 'status',
          label: t('messages.filter'),
          allLabel: t('messages.all'),
          options: [
            ['unread', t('messages.unreadOnly')],
            ['read', t('messages.readOnly')],
          ],
        },
        {
          name: 'form',
          label: t('messages.formFilter'),
          allLabel: t('messages.allForms'),
          options: FORMS.map((option) => [option, t(`messages.forms.${option}`)]),
        },
      ]}
      bulkActions={(messages, clear) => (
        <>
          <BulkAction
            rows={messages}
            label={t('list.messages.markRead')}
            run={(message) => update({ _id: message._id, read: true }).unwrap()}
            done={(count) => t('list.messages.markedRead', { count })}
            failed={t('messages.saveFailed')}
            onDone={clear}
          />
          <BulkAction
            rows={messages}
            label={t('list.messages.delete')}
            variant="danger"
            confirmTitle={t('list.messages.confirmDelete', { count: messages.length })}
            run={(message) => remove(message._id).unwrap()}
            done={(count) => t('list.messages.deleted', { count })}
            failed={t('messages.saveFailed')}
            onDone={clear}
          />
        </>
      )}
      csv={{
        fileName: 'nachrichten.csv',
        fetchPage: (page, limit) => fetchMessages({ ...query, skip: (page - 1) * limit, limit }).unwrap(),
      }}
    />
  );
}

function ReadToggle({ message }: { message: InboxMessage }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const feedback = useFeedback();
  const [update, { isLoading }] = useUpdateInboxMessageMutation();

  async function toggleRead() {
    try {
      await update({ _id: message._id, read: !message.read }).unwrap();
    } catch (error) {
      feedback.failed(t('messages.saveFailed'), error);
    }
  }

  return (
    <Button variant="secondary" size="sm" disabled={isLoading} onClick={() => void toggleRead()}>
      {message.read ? t('messages.markUnread') : t('messages.markRead')}
    </Button>
  );
}

import {
  useGetInboxMessagesQuery,
  useUpdateInboxMessageMutation,
  type InboxMessage,
  type InboxQuery,
} from '@gartenwerk/api-client';
import { Button } from '@gartenwerk/ui';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { LoadedList } from '../LoadedList';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import type { AdminRoute } from '../../routes/adminRoutes';
import { AdminPaginator, pageOf } from '../AdminPaginator';
import { formatDateTime, useFeedback } from '../feedback';
import { useDocumentTitle } from '../useDocumentTitle';

export const MESSAGES_PER_PAGE = 10;
const FORMS = ['contact', 'jobs'] as const;
const READ_FILTERS = { unread: false, read: true } as const;

function readFilterOf(value: string | null): boolean | undefined {
  return value === 'unread' || value === 'read' ? READ_FILTERS[value] : undefined;
}

/** messages/inbox: the messages of the forms, newest first, by read flag and form, ten a page. */
export function MessageInbox({ route }: { route: AdminRoute }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  useDocumentTitle(route.label);
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const status = params.get('status') ?? '';
  const form = FORMS.find((candidate) => candidate === params.get('form'));
  const query: InboxQuery = {
    read: readFilterOf(status),
    form,
    skip: (page - 1) * MESSAGES_PER_PAGE,
    limit: MESSAGES_PER_PAGE,
  };
  const { data, error, isLoading } = useGetInboxMessagesQuery(query);
  const pageCount = data ? Math.ceil(data.total / MESSAGES_PER_PAGE) : 0;

  /** A new filter starts again at the first page. */
  function show(changes: Record<string, string | number>) {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === '' || (key === 'page' && value === 1)) next.delete(key);
      else next.set(key, String(value));
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  }

  return (
    <section className="admin-screen" aria-labelledby="admin-screen-title">
      <h1 id="admin-screen-title">{route.label}</h1>
      <div className="admin-filters">
        <label className="admin-filters__select">
          {t('messages.filter')}
          <select value={status} onChange={(event) => show({ status: event.target.value })}>
            <option value="">{t('messages.all')}</option>
            <option value="unread">{t('messages.unreadOnly')}</option>
            <option value="read">{t('messages.readOnly')}</option>
          </select>
        </label>
        <label className="admin-filters__select">
          {t('messages.formFilter')}
          <select value={form ?? ''} onChange={(event) => show({ form: event.target.value })}>
            <option value="">{t('messages.allForms')}</option>
            {FORMS.map((option) => (
              <option key={option} value={option}>
                {t(`messages.forms.${option}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <LoadedList
        texts="messages"
        error={error}
        isLoading={isLoading}
        data={data}
        isEmpty={(list) => list.items.length === 0}
      >
        {(data) => (
          <>
            <p>{t('messages.total', { count: data.total })}</p>
            <div className="admin-table-frame">
              <table className="admin-table" aria-labelledby="admin-screen-title">
                <thead>
                  <tr>
                    <th scope="col">{t('messages.status')}</th>
                    <th scope="col">{t('messages.from')}</th>
                    <th scope="col">{t('messages.subject')}</th>
                    <th scope="col">{t('messages.form')}</th>
                    <th scope="col">{t('messages.tags')}</th>
                    <th scope="col">{t('messages.date')}</th>
                    <th scope="col">
                      <span className="visually-hidden">{t('messages.markRead')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((message) => (
                    <InboxRow key={message._id} message={message} language={i18n.language} />
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </LoadedList>
      <AdminPaginator page={page} pageCount={pageCount} onPageChange={(next) => show({ page: next })} />
    </section>
  );
}

function InboxRow({ message, language }: { message: InboxMessage; language: string }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const feedback = useFeedback();
  const [update, { isLoading }] = useUpdateInboxMessageMutation();
  const formName =
    message.form === 'contact' || message.form === 'jobs'
      ? t(`messages.forms.${message.form}`)
      : message.form;

  async function toggleRead() {
    try {
      await update({ _id: message._id, read: !message.read }).unwrap();
    } catch (error) {
      feedback.failed(t('messages.saveFailed'), error);
    }
  }

  return (
    <tr className={message.read ? undefined : 'admin-table__unread'}>
      <td>{message.read ? t('messages.read') : t('messages.unread')}</td>
      <td>
        <Link to={`/messages/inbox/${encodeURIComponent(message._id)}`}>{message.name || message.email}</Link>
      </td>
      <td>{message.subject || t('messages.noSubject')}</td>
      <td>{formName}</td>
      <td>{message.tags.join(', ')}</td>
      <td>{formatDateTime(message.date, language)}</td>
      <td>
        <Button variant="secondary" disabled={isLoading} onClick={() => void toggleRead()}>
          {message.read ? t('messages.markUnread') : t('messages.markRead')}
        </Button>
      </td>
    </tr>
  );
}

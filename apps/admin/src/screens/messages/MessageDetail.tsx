import {
  messageAttachmentPath,
  useGetInboxMessageQuery,
  useRemoveInboxMessageMutation,
  useUpdateInboxMessageMutation,
  type InboxMessage,
} from '@gartenwerk/api-client';
import { Button, ConfirmDialog, TextInput } from '@gartenwerk/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import type { AdminRoute } from '../../routes/adminRoutes';
import { formatDateTime, useFeedback } from '../feedback';
import { parseTags } from '../../kit';
import { LoadedScreen } from '../LoadedScreen';

/** A reply in the admin's own mail program, with the subject prefixed as replies are. */
export function replyHref(message: InboxMessage, subject: string): string {
  return `mailto:${encodeURIComponent(message.email).replace(/%40/g, '@')}?subject=${encodeURIComponent(subject)}`;
}

/** messages/inbox/:id: one message; opening it marks it read. */
export function MessageDetail({ route }: { route: AdminRoute }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { id = '' } = useParams();
  return (
    <LoadedScreen<InboxMessage>
      route={route}
      query={useGetInboxMessageQuery(id)}
      texts={{
        loading: t('messages.loading'),
        notFound: t('messages.notFound'),
        loadFailed: (message) => t('messages.loadFailed', { message }),
      }}
      back={{ to: '/messages/inbox', label: t('messages.toInbox') }}
    >
      {(message) => <MessageView key={message._id} message={message} />}
    </LoadedScreen>
  );
}

function MessageView({ message }: { message: InboxMessage }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const { t: tCommon } = useTranslation('common');
  const navigate = useNavigate();
  const feedback = useFeedback();
  const [update, { isLoading: saving }] = useUpdateInboxMessageMutation();
  const [remove] = useRemoveInboxMessageMutation();
  const [tags, setTags] = useState(message.tags.join(', '));
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const markedRead = useRef(false);

  // Opening an unread message reads it, once; "mark as unread" afterwards is not undone.
  useEffect(() => {
    if (message.read || markedRead.current) return;
    markedRead.current = true;
    void update({ _id: message._id, read: true });
  }, [message._id, message.read, update]);

  async function saveTags(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    try {
      await update({ _id: message._id, tags: parseTags(tags) }).unwrap();
      feedback.succeeded(tCommon('saved'));
    } catch (error) {
      feedback.failed(t('messages.saveFailed'), error);
    }
  }

  async function markUnread() {
    try {
      await update({ _id: message._id, read: false }).unwrap();
    } catch (error) {
      feedback.failed(t('messages.saveFailed'), error);
    }
  }

  async function removeMessage() {
    setConfirmingDelete(false);
    try {
      await remove(message._id).unwrap();
      feedback.succeeded(tCommon('deleted'));
      void navigate('/messages/inbox');
    } catch (error) {
      feedback.failed(t('messages.deleteFailed'), error);
    }
  }

  const subject = message.subject || t('messages.noSubject');
  const formName =
    message.form === 'contact' || message.form === 'jobs'
      ? t(`messages.forms.${message.form}`)
      : message.form;

  return (
    <>
      <h2>{subject}</h2>
      <dl className="admin-facts">
        <dt>{t('messages.status')}</dt>
        <dd>{message.read ? t('messages.read') : t('messages.unread')}</dd>
        <dt>{t('messages.form')}</dt>
        <dd>{formName}</dd>
        <dt>{t('messages.date')}</dt>
        <dd>{formatDateTime(message.date, i18n.language)}</dd>
        <dt>{t('messages.name')}</dt>
        <dd>{message.name}</dd>
        <dt>{t('messages.email')}</dt>
        <dd>{message.email}</dd>
        {message.phone && (
          <>
            <dt>{t('messages.phone')}</dt>
            <dd>{message.phone}</dd>
          </>
        )}
        {message.attachment && (
          <>
            <dt>{t('messages.attachment')}</dt>
            <dd>
              <a href={messageAttachmentPath(message._id)} download={message.attachment.name}>
                {t('messages.download', { name: message.attachment.name })}
              </a>
            </dd>
          </>
        )}
      </dl>
      <h3>{t('messages.message')}</h3>
      <p className="admin-message__text">{message.message}</p>
      <p className="admin-form__actions">
        <a
          className="gw-button gw-button--primary"
          href={replyHref(message, t('messages.replySubject', { subject }))}
        >
          {t('messages.reply')}
        </a>
        <Button variant="secondary" disabled={saving} onClick={() => void markUnread()}>
          {t('messages.markUnread')}
        </Button>
      </p>
      <form className="admin-form" onSubmit={(event) => void saveTags(event)}>
        <TextInput
          label={t('messages.tags')}
          hint={t('messages.tagsHint')}
          value={tags}
          onChange={(event) => setTags(event.target.value)}
        />
        <div className="admin-form__actions">
          <Button type="submit" disabled={saving}>
            {t('messages.saveTags')}
          </Button>
        </div>
      </form>
      <section aria-labelledby="message-delete">
        <h2 id="message-delete">{t('messages.delete')}</h2>
        <Button variant="danger" onClick={() => setConfirmingDelete(true)}>
          {t('messages.delete')}
        </Button>
        <ConfirmDialog
          open={confirmingDelete}
          title={tCommon('confirmDelete')}
          confirmLabel={t('messages.deleteConfirm')}
          cancelLabel={t('messages.cancel')}
          onConfirm={() => void removeMessage()}
          onCancel={() => setConfirmingDelete(false)}
        >
          {t('messages.deleteDetail', { name: message.name || message.email })}
        </ConfirmDialog>
      </section>
    </>
  );
}

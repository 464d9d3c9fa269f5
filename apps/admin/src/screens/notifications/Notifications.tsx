import {
  notificationApi,
  useGetNotificationSettingsQuery,
  useMarkAllNotificationsReadMutation,
  useUpdateNotificationMutation,
  useUpdateNotificationSettingsMutation,
} from '@gartenwerk/api-client';
import {
  NOTIFICATION_GROUPS,
  notificationSchemas,
  type Notification,
  type NotificationGroup,
} from '@gartenwerk/domain/schemas';
import { Button } from '@gartenwerk/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { ListScreen, useEntityList } from '../../list';
import type { AdminRoute } from '../../routes/adminRoutes';
import { useFeedback } from '../feedback';

const TEXTS = 'notificationCentre';

/** A notification's read state: "Gelesen", or the button that marks it read. */
function ReadCell({ note }: { note: Notification }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const feedback = useFeedback();
  const [update, { isLoading }] = useUpdateNotificationMutation();
  if (note.read) return <>{t(`${TEXTS}.isRead`)}</>;
  return (
    <Button
      size="sm"
      variant="secondary"
      disabled={isLoading}
      aria-label={`${t(`${TEXTS}.markRead`)}: ${note.title}`}
      onClick={() =>
        void update({ _id: note._id, read: true })
          .unwrap()
          .catch((error: unknown) => feedback.failed(t(`${TEXTS}.loadFailed`, { message: '' }), error))
      }
    >
      {t(`${TEXTS}.markRead`)}
    </Button>
  );
}

/** The groups this admin also gets by mail. */
function MailChoice() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const feedback = useFeedback();
  const { data } = useGetNotificationSettingsQuery();
  const [save, { isLoading }] = useUpdateNotificationSettingsMutation();
  const [chosen, setChosen] = useState<Set<NotificationGroup> | null>(null);
  const current = chosen ?? new Set(data?.mail_groups ?? []);
  if (!data) return null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void feedback.reportSave(
      save({ mail_groups: NOTIFICATION_GROUPS.filter((group) => current.has(group)) }).unwrap(),
      t(`${TEXTS}.mailTitle`),
    );
  }
  return (
    <form className="admin-form notification-mail" onSubmit={submit}>
      <fieldset>
        <legend>{t(`${TEXTS}.mailTitle`)}</legend>
        <p className="admin-form__hint">{t(`${TEXTS}.mailHint`)}</p>
        {NOTIFICATION_GROUPS.map((group) => (
          <label key={group} className="admin-form__check">
            <input
              type="checkbox"
              checked={current.has(group)}
              onChange={(event) => {
                const next = new Set(current);
                if (event.target.checked) next.add(group);
                else next.delete(group);
                setChosen(next);
              }}
            />
            {t(`${TEXTS}.group.${group}`)}
          </label>
        ))}
      </fieldset>
      <Button type="submit" disabled={isLoading}>
        {t(`${TEXTS}.mailSave`)}
      </Button>
    </form>
  );
}

/** notifications: what happened in the shop, the newest first; mark read, all read, and the mail choice. */
export function NotificationsScreen({ route }: { route: AdminRoute }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const feedback = useFeedback();
  const [markAll, { isLoading }] = useMarkAllNotificationsReadMutation();
  const list = useEntityList(notificationSchemas, notificationApi.endpoints.getNotifications, {
    texts: TEXTS,
    columns: ['title', 'content', 'group', 'type', 'created', 'read'],
    filters: ['group', 'type'],
    overrides: {
      title: {
        hideable: false,
        cell: (note) => (note.link ? <Link to={`/${note.link}`}>{note.title}</Link> : note.title),
      },
      read: { cell: (note) => <ReadCell note={note} />, value: (note) => (note.read ? 1 : 0) },
    },
    pageSize: 20,
    csv: 'benachrichtigungen.csv',
  });
  return (
    <ListScreen
      {...list}
      route={route}
      rowClassName={(note) => (note.read ? undefined : 'notification--unread')}
      actions={
        <Button
          size="sm"
          disabled={isLoading}
          onClick={() =>
            void markAll()
              .unwrap()
              .then(() => feedback.succeeded(t(`${TEXTS}.markedAllRead`)))
              .catch((error: unknown) => feedback.failed(t(`${TEXTS}.markAllRead`), error))
          }
        >
          {t(`${TEXTS}.markAllRead`)}
        </Button>
      }
    >
      <MailChoice />
    </ListScreen>
  );
}

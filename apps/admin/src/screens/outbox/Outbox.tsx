import { usersApi, useGetConfigQuery, useGetOutboxQuery, type OutboxMail } from '@gartenwerk/api-client';
import { Button, type DataTableColumn } from '@gartenwerk/ui';
import type { TFunction } from 'i18next';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { ListScreen, useListSearchParams } from '../../list';
import type { AdminRoute } from '../../routes/adminRoutes';
import { formatDateTime } from '../feedback';

export const MAILS_PER_PAGE = 10;

function mailStatus(t: TFunction, mail: OutboxMail): string {
  if (mail.error) return t('outbox.failed');
  return mail.sentAt ? t('outbox.sent') : t('outbox.stored');
}

/** Who sent it: the sender address and the configured mailbox, or the server's SMTP_URL. */
function mailSender(t: TFunction, mail: OutboxMail, names: Map<string, string>): string {
  const via = mail.mailbox
    ? `${t('outbox.mailbox')} ${names.get(mail.mailbox) ?? mail.mailbox}`
    : t('outbox.viaEnvironment');
  return mail.sender ? `${mail.sender} (${via})` : via;
}

/** mail/outbox: every mail the server wrote, newest first or sorted, searched; one opens below the list. */
export function Outbox({ route }: { route: AdminRoute }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const list = useListSearchParams();
  const query = { search: list.search || undefined, sort: list.sort };
  const result = useGetOutboxQuery({ ...query, page: list.page, limit: MAILS_PER_PAGE });
  const [fetchMails] = usersApi.endpoints.getOutbox.useLazyQuery();
  const [openId, setOpenId] = useState<string>();
  const open = result.currentData?.items.find((mail) => mail._id === openId);
  const names = useMailboxNames();
  const columns: DataTableColumn<OutboxMail>[] = [
    {
      id: 'subject',
      header: t('outbox.subject'),
      value: (mail) => mail.subject,
      hideable: false,
      sortable: true,
    },
    { id: 'to', header: t('outbox.to'), value: (mail) => mail.to, sortable: true },
    {
      id: 'created',
      header: t('outbox.date'),
      value: (mail) => formatDateTime(mail.created, i18n.language),
      sortable: true,
    },
    { id: 'status', header: t('outbox.status'), value: (mail) => mailStatus(t, mail) },
    { id: 'sender', header: t('outbox.sender'), value: (mail) => mailSender(t, mail, names) },
    {
      id: 'show',
      header: t('outbox.show'),
      hideable: false,
      cell: (mail) => (
        <Button
          variant="secondary"
          size="sm"
          aria-label={t('outbox.showMail', { subject: mail.subject })}
          aria-expanded={mail._id === openId}
          aria-controls="outbox-mail"
          onClick={() => setOpenId(mail._id)}
        >
          {t('outbox.show')}
        </Button>
      ),
    },
  ];
  return (
    <ListScreen
      route={route}
      list={list}
      result={result}
      columns={columns}
      rowId={(mail) => mail._id}
      texts="outbox"
      count={(total) => t('outbox.total', { count: total })}
      pageSize={MAILS_PER_PAGE}
      search={{ hint: t('list.outbox.searchHint') }}
      csv={{
        fileName: 'postausgang.csv',
        fetchPage: (page, limit) => fetchMails({ ...query, page, limit }).unwrap(),
      }}
    >
      {open && <MailDetail mail={open} onClose={() => setOpenId(undefined)} />}
    </ListScreen>
  );
}

/** The configured mailboxes' names by uuid. */
function useMailboxNames(): Map<string, string> {
  const mailboxes = useGetConfigQuery().data?.mail.mailboxes ?? [];
  return new Map(mailboxes.map((box) => [box.uuid, box.name]));
}

function MailDetail({ mail, onClose }: { mail: OutboxMail; onClose: () => void }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const names = useMailboxNames();
  const heading = useRef<HTMLHeadingElement>(null);
  // Moves keyboard and screen-reader users to the mail they opened.
  useEffect(() => heading.current?.focus(), [mail._id]);
  return (
    <article id="outbox-mail" className="admin-mail" aria-labelledby="outbox-mail-subject">
      <h2 id="outbox-mail-subject" ref={heading} tabIndex={-1}>
        {mail.subject}
      </h2>
      <dl className="admin-facts">
        <dt>{t('outbox.to')}</dt>
        <dd>{mail.to}</dd>
        <dt>{t('outbox.sender')}</dt>
        <dd>{mailSender(t, mail, names)}</dd>
        <dt>{t('outbox.created')}</dt>
        <dd>{formatDateTime(mail.created, i18n.language)}</dd>
        {mail.sentAt && (
          <>
            <dt>{t('outbox.sentAt')}</dt>
            <dd>{formatDateTime(mail.sentAt, i18n.language)}</dd>
          </>
        )}
        {mail.error && (
          <>
            <dt>{t('outbox.error')}</dt>
            <dd>{mail.error}</dd>
          </>
        )}
      </dl>
      <pre className="admin-mail__text">{mail.text}</pre>
      <Button variant="secondary" onClick={onClose}>
        {t('outbox.close')}
      </Button>
    </article>
  );
}

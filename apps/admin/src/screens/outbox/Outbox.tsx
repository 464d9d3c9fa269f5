import { useGetOutboxQuery, type OutboxMail } from '@gartenwerk/api-client';
import { Button } from '@gartenwerk/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { LoadedList } from '../LoadedList';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import type { AdminRoute } from '../../routes/adminRoutes';
import { AdminPaginator, pageOf } from '../AdminPaginator';
import { formatDateTime } from '../feedback';
import { useDocumentTitle } from '../useDocumentTitle';

export const MAILS_PER_PAGE = 10;

/** mail/outbox: every mail the server wrote, newest first; one opens below the list. */
export function Outbox({ route }: { route: AdminRoute }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  useDocumentTitle(route.label);
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const { data, error, isLoading } = useGetOutboxQuery({ page, limit: MAILS_PER_PAGE });
  const [openId, setOpenId] = useState<string>();
  const open = data?.items.find((mail) => mail._id === openId);

  function status(mail: OutboxMail): string {
    if (mail.error) return t('outbox.failed');
    return mail.sentAt ? t('outbox.sent') : t('outbox.stored');
  }

  return (
    <section className="admin-screen" aria-labelledby="admin-screen-title">
      <h1 id="admin-screen-title">{route.label}</h1>
      <LoadedList
        texts="outbox"
        error={error}
        isLoading={isLoading}
        data={data}
        isEmpty={(list) => list.items.length === 0}
      >
        {(data) => (
          <>
            <p>{t('outbox.total', { count: data.total })}</p>
            <div className="admin-table-frame">
              <table className="admin-table" aria-labelledby="admin-screen-title">
                <thead>
                  <tr>
                    <th scope="col">{t('outbox.subject')}</th>
                    <th scope="col">{t('outbox.to')}</th>
                    <th scope="col">{t('outbox.date')}</th>
                    <th scope="col">{t('outbox.status')}</th>
                    <th scope="col">
                      <span className="gw-visually-hidden">{t('outbox.show')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((mail) => (
                    <tr key={mail._id} aria-selected={mail._id === openId || undefined}>
                      <td>{mail.subject}</td>
                      <td>{mail.to}</td>
                      <td>{formatDateTime(mail.created, i18n.language)}</td>
                      <td>{status(mail)}</td>
                      <td>
                        <Button
                          variant="secondary"
                          aria-label={t('outbox.showMail', { subject: mail.subject })}
                          aria-expanded={mail._id === openId}
                          aria-controls="outbox-mail"
                          onClick={() => setOpenId(mail._id)}
                        >
                          {t('outbox.show')}
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </LoadedList>
      <AdminPaginator
        page={page}
        pageCount={data ? Math.ceil(data.total / MAILS_PER_PAGE) : 0}
        onPageChange={(next) => {
          setOpenId(undefined);
          setParams(next === 1 ? {} : { page: String(next) });
        }}
      />
      {open && <MailDetail mail={open} onClose={() => setOpenId(undefined)} />}
    </section>
  );
}

function MailDetail({ mail, onClose }: { mail: OutboxMail; onClose: () => void }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
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

import {
  useGetConfigQuery,
  useGetFacebookStatusQuery,
  useGetSocialSharesQuery,
  useShareToFacebookMutation,
} from '@gartenwerk/api-client';
import type { SocialShareCreate } from '@gartenwerk/domain/schemas';
import { Button } from '@gartenwerk/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { formatDateTime, useFeedback } from '../feedback';

const TEXTS = 'socialMedia';

/**
 * "Auf Facebook teilen" on a news entry's or product's screen: there only while the component
 * `social` and components.social.fb are on and a page is connected.
 */
export function ShareOnFacebook({ kind, id }: { kind: SocialShareCreate['kind']; id: string }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const feedback = useFeedback();
  const { data: config } = useGetConfigQuery();
  const fb = config?.components.social.fb as { enabled?: boolean } | undefined;
  const on = Boolean(config?.enabled_components.includes('social') && fb?.enabled);
  const { data: status } = useGetFacebookStatusQuery(undefined, { skip: !on });
  const { data: shares } = useGetSocialSharesQuery({ item: id }, { skip: !on || !status?.connected });
  const [share, { isLoading }] = useShareToFacebookMutation();
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  if (!on || !status?.connected) return null;
  const last = shares?.items.find((item) => item.result === 'ok');

  async function send() {
    try {
      await share({ kind, id, ...(message.trim() ? { message: message.trim() } : {}) }).unwrap();
      feedback.succeeded(t(`${TEXTS}.shared`));
      setOpen(false);
      setMessage('');
    } catch (failure) {
      feedback.failed(t(`${TEXTS}.shareFailed`), failure);
    }
  }
  return (
    <section className="admin-share" aria-label="Facebook">
      {last ? <p>{t(`${TEXTS}.lastShared`, { date: formatDateTime(last.created, i18n.language) })}</p> : null}
      {open ? (
        <div className="admin-form">
          <label>
            {t(`${TEXTS}.shareMessage`)}
            <textarea value={message} rows={3} onChange={(event) => setMessage(event.target.value)} />
          </label>
          <div className="admin-form__actions">
            <Button disabled={isLoading} onClick={() => void send()}>
              {t(`${TEXTS}.shareSend`)}
            </Button>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t(`${TEXTS}.shareCancel`)}
            </Button>
          </div>
        </div>
      ) : (
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {t(`${TEXTS}.share`)}
        </Button>
      )}
    </section>
  );
}

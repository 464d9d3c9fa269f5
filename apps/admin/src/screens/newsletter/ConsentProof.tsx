import type { NewsletterSubscriber } from '@gartenwerk/api-client';
import { Button } from '@gartenwerk/ui';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { formatDateTime } from '../feedback';

/**
 * The proof of each consent the subscriber gave (LEGAL.md: time and proof, printable): when, from
 * which form, the words shown, the truncated address and when the mailed link confirmed it.
 */
export function ConsentProof({ subscriber }: { subscriber: NewsletterSubscriber }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const { t: tNewsletter } = useTranslation('newsletter');
  const date = (iso: string) => formatDateTime(iso, i18n.language);
  return (
    <section className="consent-proof" aria-labelledby="consent-proof-title">
      <h2 id="consent-proof-title">{t('newsletterAdmin.subscribers.consent.title')}</h2>
      {subscriber.consents.length === 0 ? <p>{t('newsletterAdmin.subscribers.consent.none')}</p> : null}
      {subscriber.consents.map((consent) => (
        <dl key={consent.date} className="consent-proof__item">
          <dt>{t('newsletterAdmin.subscribers.consent.date')}</dt>
          <dd>{date(consent.date)}</dd>
          <dt>{t('newsletterAdmin.subscribers.consent.form')}</dt>
          <dd>{tNewsletter(`forms.${consent.form}`)}</dd>
          <dt>{t('newsletterAdmin.subscribers.consent.text')}</dt>
          <dd>„{consent.text}“</dd>
          <dt>{t('newsletterAdmin.subscribers.consent.ip')}</dt>
          <dd>{consent.ip || '–'}</dd>
          <dt>{t('newsletterAdmin.subscribers.consent.language')}</dt>
          <dd>{consent.language}</dd>
          <dt>{t('newsletterAdmin.subscribers.consent.confirmed')}</dt>
          <dd>
            {consent.confirmed ? date(consent.confirmed) : t('newsletterAdmin.subscribers.consent.pending')}
          </dd>
        </dl>
      ))}
      {subscriber.consents.length > 0 ? (
        <Button variant="secondary" onClick={() => window.print()}>
          {t('newsletterAdmin.subscribers.consent.print')}
        </Button>
      ) : null}
    </section>
  );
}

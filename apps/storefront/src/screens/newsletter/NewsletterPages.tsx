import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Link, useParams } from 'react-router-dom';
import {
  useGetNewsletterArchiveQuery,
  useUnsubscribeNewsletterMutation,
  useVerifyNewsletterMutation,
} from '@gartenwerk/api-client';
import { formatDate } from '@gartenwerk/domain';
import { NewsletterSignup } from '../../app/footer/NewsletterSignup';
import { FormError, FormStatus } from '../auth/FormMessage';
import { useOnce } from '../auth/useOnce';

function NewsletterSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className="newsletter-page" aria-labelledby={titleId}>
      <h1 id={titleId}>{title}</h1>
      {children}
    </section>
  );
}

/** /newsletter/ and /newsletter/subscribe: what the newsletter brings, and the sign-up. */
export function NewsletterPage() {
  const { t } = useTranslation('newsletter');
  return (
    <NewsletterSection title={t('page.title')}>
      <p className="newsletter-page__intro">{t('page.intro')}</p>
      <h2>{t('page.subscribeTitle')}</h2>
      <NewsletterSignup place="page" />
    </NewsletterSection>
  );
}

type Outcome = { ok: true; email: string } | { ok: false } | null;

/**
 * Spends the token of a mailed link once the page runs in the browser: a link scanner that only
 * fetches the page confirms or unsubscribes nothing, a person's one click does it all.
 */
function useTokenAction(action: (token: string) => Promise<{ email: string }>): Outcome {
  const token = useParams().token ?? '';
  const [outcome, setOutcome] = useState<Outcome>(null);
  useOnce(() => {
    if (!token) return setOutcome({ ok: false });
    action(token)
      .then(({ email }) => setOutcome({ ok: true, email }))
      .catch(() => setOutcome({ ok: false }));
  });
  return outcome;
}

/** /newsletter/verify/:token: the link of the confirmation mail confirms with one click. */
export function NewsletterVerifyPage() {
  const { t } = useTranslation('newsletter');
  const [verify] = useVerifyNewsletterMutation();
  const outcome = useTokenAction((token) => verify(token).unwrap());
  return (
    <NewsletterSection title={t('page.verifyTitle')}>
      <FormStatus
        message={
          outcome === null
            ? t('page.verifying')
            : outcome.ok
              ? t('page.verified', { email: outcome.email })
              : null
        }
      />
      <FormError message={outcome?.ok === false ? t('page.verifyFailed') : null} />
      {outcome === null ? null : (
        <p>
          <Link to={outcome.ok ? '/' : '/newsletter/'}>{outcome.ok ? t('page.back') : t('page.again')}</Link>
        </p>
      )}
    </NewsletterSection>
  );
}

/** /newsletter/unsubscribe/:token: the link in every newsletter mail unsubscribes, no login. */
export function NewsletterUnsubscribePage() {
  const { t } = useTranslation('newsletter');
  const [unsubscribe] = useUnsubscribeNewsletterMutation();
  const outcome = useTokenAction((token) => unsubscribe(token).unwrap());
  return (
    <NewsletterSection title={t('page.unsubscribeTitle')}>
      <FormStatus
        message={
          outcome === null
            ? t('page.unsubscribing')
            : outcome.ok
              ? t('page.unsubscribed', { email: outcome.email })
              : null
        }
      />
      <FormError message={outcome?.ok === false ? t('page.unsubscribeFailed') : null} />
      {outcome === null ? null : (
        <p>
          <Link to="/newsletter/">{t('page.again')}</Link>
        </p>
      )}
    </NewsletterSection>
  );
}

/**
 * /newsletter/archive: the sent newsletters of public lists, the newest first, each linked to its web
 * view (a page of the server, so a plain link).
 */
export function NewsletterArchivePage() {
  const { t, i18n } = useTranslation('newsletter');
  const { data, isError } = useGetNewsletterArchiveQuery();
  return (
    <NewsletterSection title={t('page.archiveTitle')}>
      <p className="newsletter-page__intro">{t('page.archiveIntro')}</p>
      {isError ? <FormError message={t('page.archiveFailed')} /> : null}
      {data && data.items.length === 0 ? <p>{t('page.archiveEmpty')}</p> : null}
      {data && data.items.length > 0 ? (
        <ul className="newsletter-archive">
          {data.items.map((item) => (
            <li key={item._id}>
              <a href={`/newsletter/webview/${encodeURIComponent(item._id)}`}>{item.subject}</a>{' '}
              <time dateTime={item.sent}>{formatDate(item.sent, i18n.language === 'en' ? 'en' : 'de')}</time>
            </li>
          ))}
        </ul>
      ) : null}
    </NewsletterSection>
  );
}

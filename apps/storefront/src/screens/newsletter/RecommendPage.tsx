import {
  useGetCaptchaQuery,
  useGetTextCaptchaQuery,
  useRecommendNewsletterMutation,
} from '@gartenwerk/api-client';
import { Button, TextInput } from '@gartenwerk/ui';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Link, useParams } from 'react-router-dom';
import { FormError, FormStatus } from '../auth/FormMessage';

/** A sending's id as the server takes it: 24 hex characters. */
const SENDING_ID = /^[0-9a-f]{24}$/;

/**
 * /newsletter/recommend/:sendingId: a visitor forwards a newsletter to a friend, who gets one mail
 * with the web-view and subscribe links; nobody is subscribed. The contact form's captcha guards it.
 */
export function NewsletterRecommendPage() {
  const { t, i18n } = useTranslation(['newsletter', 'content']);
  const sending = useParams().sendingId ?? '';
  const titleId = useId();
  const [task, setTask] = useState(1);
  const [asText, setAsText] = useState(false);
  const imageTask = useGetCaptchaQuery(task, { skip: asText });
  const textTask = useGetTextCaptchaQuery(task, { skip: !asText });
  const captcha = asText ? textTask : imageTask;
  const [recommend, { isLoading }] = useRecommendNewsletterMutation();
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const questionId = `${titleId}-question`;

  if (!SENDING_ID.test(sending))
    return (
      <section className="newsletter-page" aria-labelledby={titleId}>
        <h1 id={titleId}>{t('recommendPage.title')}</h1>
        <FormError message={t('recommendPage.unknown')} />
        <p>
          <Link to="/newsletter/">{t('page.subscribeTitle')}</Link>
        </p>
      </section>
    );

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (name: string) => String(data.get(name) ?? '').trim();
    setError(null);
    try {
      await recommend({
        sending,
        name: value('name'),
        recipient: value('recipient'),
        language: i18n.language === 'en' ? 'en' : 'de',
        captcha_id: captcha.data?.id ?? '',
        captcha_answer: value('captcha_answer'),
      }).unwrap();
      setSentTo(value('recipient'));
    } catch (failure) {
      setError((failure as { message?: string }).message ?? t('recommendPage.failed'));
      // A task is used up by its check.
      setTask((current) => current + 1);
    }
  };

  const captchaSrc = imageTask.data
    ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(imageTask.data.svg)}`
    : null;

  return (
    <section className="newsletter-page" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('recommendPage.title')}</h1>
      <p className="newsletter-page__intro">{t('recommendPage.intro')}</p>
      <p>
        <a href={`/newsletter/webview/${sending}`}>{t('recommendPage.webview')}</a>
      </p>
      {sentTo ? (
        <FormStatus message={t('recommendPage.sent', { email: sentTo })} />
      ) : (
        <form onSubmit={(event) => void onSubmit(event)} aria-labelledby={titleId}>
          <TextInput
            name="name"
            label={t('recommendPage.name')}
            autoComplete="name"
            required
            maxLength={100}
          />
          <TextInput
            name="recipient"
            type="email"
            label={t('recommendPage.recipient')}
            autoComplete="off"
            required
            maxLength={254}
          />
          <div className="captcha">
            {asText && textTask.data ? (
              <p id={questionId} className="captcha__question">
                {textTask.data.question}
              </p>
            ) : !asText && captchaSrc ? (
              <img src={captchaSrc} alt={t('content:contact.captchaImage')} className="captcha__image" />
            ) : (
              <p>{t('content:contact.captchaLoading')}</p>
            )}
            <Button variant="secondary" onClick={() => setTask((current) => current + 1)}>
              {t('content:form.newCaptcha')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                setAsText(!asText);
                setTask((current) => current + 1);
              }}
            >
              {asText ? t('content:contact.captchaAsImage') : t('content:contact.captchaAsText')}
            </Button>
            <TextInput
              name="captcha_answer"
              label={t('content:form.captchaLabel')}
              aria-describedby={asText ? questionId : undefined}
              inputMode="numeric"
              autoComplete="off"
              required
            />
          </div>
          <p className="newsletter-page__note">{t('recommendPage.note')}</p>
          <Button type="submit" disabled={isLoading || !captcha.data}>
            {t('recommendPage.submit')}
          </Button>
          <FormError message={error} />
        </form>
      )}
    </section>
  );
}

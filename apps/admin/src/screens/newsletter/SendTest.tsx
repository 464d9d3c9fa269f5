import { useSendNewsletterTestMutation, type NewsletterSendTest } from '@gartenwerk/api-client';
import { NEWSLETTER_TEST_MAX_RECIPIENTS } from '@gartenwerk/domain/schemas';
import { Button } from '@gartenwerk/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { useFeedback } from '../feedback';

const T = 'newsletterAdmin.templates';

/** Addresses typed for a test mail, separated by commas, semicolons, spaces or lines. */
const addressesOf = (text: string) => text.split(/[\s,;]+/).filter((address) => address !== '');

/**
 * "Test senden": a template mailed to up to 10 addresses as it stands — the editor's draft, or a stored
 * template with a sending's subject.
 */
export function SendTest({ request }: { request: Omit<NewsletterSendTest, 'emails'> }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const feedback = useFeedback();
  const hintId = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState('');
  const [send, { isLoading }] = useSendNewsletterTestMutation();
  async function submit() {
    const emails = addressesOf(text);
    if (emails.length === 0) return setProblem(t(`${T}.test.none`));
    if (emails.length > NEWSLETTER_TEST_MAX_RECIPIENTS) return setProblem(t(`${T}.test.tooMany`));
    setProblem('');
    try {
      const { sent } = await send({ ...request, emails }).unwrap();
      feedback.succeeded(t(`${T}.test.sent`, { count: sent }));
    } catch (failure) {
      feedback.failed(t(`${T}.test.failed`), failure);
    }
  }
  return (
    <section className="admin-template__test" aria-labelledby="template-test-title">
      <h2 id="template-test-title">{t(`${T}.test.title`)}</h2>
      <label className="admin-form__area gw-field">
        <span className="gw-field__label">{t(`${T}.test.emails`)}</span>
        <textarea
          className="gw-field__control"
          rows={2}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-describedby={hintId}
          aria-invalid={problem ? true : undefined}
        />
      </label>
      <p id={hintId} className="gw-field__hint">
        {t(`${T}.test.emailsHint`)}
      </p>
      {problem ? <p role="alert">{problem}</p> : null}
      <Button onClick={() => void submit()} disabled={isLoading}>
        {t(`${T}.test.send`)}
      </Button>
    </section>
  );
}

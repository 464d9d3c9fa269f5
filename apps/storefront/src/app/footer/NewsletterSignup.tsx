import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useGetConfigQuery, useSubscribeNewsletterMutation, type ApiError } from '@gartenwerk/api-client';
import { Button, Checkbox, TextInput } from '@gartenwerk/ui';
import { useShopPaths } from '../shop-paths';

/** The spec's code of a newsletter sign-up with an address already subscribed. */
const DUPLICATE_CODE = 11000;

/**
 * The footer's newsletter sign-up: the address and the consent (the text ticked is sent along as the
 * proof the law asks for); the server answers with the double opt-in mail.
 */
export function NewsletterSignup() {
  const { t, i18n } = useTranslation();
  const company = useGetConfigQuery().data?.company.name ?? t('siteName');
  const [subscribe, { isLoading }] = useSubscribeNewsletterMutation();
  const [email, setEmail] = useState('');
  const [consented, setConsented] = useState(false);
  const [outcome, setOutcome] = useState<{ sent: boolean; message: string } | null>(null);
  const consent = t('footer.newsletter.consent', { company });
  const privacyUrl = useShopPaths().privacy;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    try {
      await subscribe({ email: email.trim(), consent, language: i18n.language }).unwrap();
      setOutcome({ sent: true, message: t('footer.newsletter.sent') });
      setEmail('');
      setConsented(false);
    } catch (error) {
      const duplicate = Number((error as ApiError).code) === DUPLICATE_CODE;
      setOutcome({
        sent: false,
        message: t(duplicate ? 'footer.newsletter.duplicate' : 'footer.newsletter.failed'),
      });
    }
  };

  return (
    <form className="newsletter-signup" onSubmit={(event) => void submit(event)}>
      <p>{t('footer.newsletter.intro')}</p>
      <TextInput
        label={t('footer.newsletter.address')}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Checkbox
        name="consent"
        required
        checked={consented}
        onChange={(event) => setConsented(event.target.checked)}
        label={
          <>
            {consent} <Link to={privacyUrl}>{t('legal:links.privacy')}</Link>
          </>
        }
      />
      <Button type="submit" variant="secondary" loading={isLoading}>
        {t('footer.newsletter.submit')}
      </Button>
      <p className={outcome?.sent === false ? 'form-error' : 'form-status'} aria-live="polite">
        {outcome?.message ?? ''}
      </p>
    </form>
  );
}

import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useShopSignupMutation, type SignupData } from '@gartenwerk/api-client';
import { DEFAULT_ADDRESS_TYPE, DEFAULT_COUNTRY, type Address } from '@gartenwerk/domain';
import { Button, PasswordStrengthInput, TextInput } from '@gartenwerk/ui';
import { authErrorText, emailErrorText } from './errors';
import { FormError, FormStatus } from './FormMessage';
import { usePasswordStrengthProps } from './usePasswordStrengthLabels';
import { useShopPaths } from '../../app/shop-paths';

/** A blank address of the signup data; the customer fills it in at checkout. */
function blankAddress(): Address {
  return {
    type: DEFAULT_ADDRESS_TYPE,
    title: '',
    first_name: '',
    last_name: '',
    address: '',
    zip: '',
    city: '',
    country: DEFAULT_COUNTRY,
    phone: '',
  };
}

interface SignupErrors {
  handle?: string;
  password2?: string;
}

/** The shop's signup: the spec's signup data with two blank addresses and unticked newsletter consent. */
export function SignupPage() {
  const paths = useShopPaths();
  const { t } = useTranslation('auth');
  const titleId = useId();
  const strengthProps = usePasswordStrengthProps();
  const [signup, { isLoading }] = useShopSignupMutation();
  const [fields, setFields] = useState({
    handle: '',
    password: '',
    password2: '',
    first_name: '',
    last_name: '',
    company: '',
  });
  const [newsletterConsent, setNewsletterConsent] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<SignupErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const field = (name: keyof typeof fields) => ({
    name,
    value: fields[name],
    onChange: (event: { target: { value: string } }) =>
      setFields((old) => ({ ...old, [name]: event.target.value })),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const errors: SignupErrors = {
      handle: emailErrorText(t, fields.handle) ?? undefined,
      password2: fields.password !== fields.password2 ? t('passwordMismatch') : undefined,
    };
    setFieldErrors(errors);
    if (errors.handle || errors.password2) return;
    setError(null);
    const data: SignupData = {
      handle: fields.handle.trim(),
      password: fields.password,
      password2: fields.password2,
      userData: {
        first_name: fields.first_name,
        last_name: fields.last_name,
        ...(fields.company ? { company: fields.company } : {}),
        addresses: [blankAddress(), blankAddress()],
      },
      meta: {},
      alternate_shipping_address: false,
      newsletter_consent: newsletterConsent,
    };
    try {
      await signup(data).unwrap();
      setDone(true);
    } catch (failure) {
      setError(authErrorText(t, failure));
    }
  }

  return (
    <section className="auth-form" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('signup.title')}</h1>
      {done ? (
        <FormStatus message={t('signup.done')} />
      ) : (
        <form onSubmit={submit} aria-labelledby={titleId} noValidate>
          <TextInput label={t('signup.firstName')} autoComplete="given-name" {...field('first_name')} />
          <TextInput label={t('signup.lastName')} autoComplete="family-name" {...field('last_name')} />
          <TextInput label={t('signup.company')} autoComplete="organization" {...field('company')} />
          <TextInput
            label={t('handleLabel')}
            type="email"
            autoComplete="email"
            error={fieldErrors.handle}
            {...field('handle')}
          />
          <PasswordStrengthInput
            label={t('passwordLabel')}
            autoComplete="new-password"
            {...strengthProps}
            {...field('password')}
          />
          <TextInput
            label={t('password2Label')}
            type="password"
            autoComplete="new-password"
            error={fieldErrors.password2}
            {...field('password2')}
          />
          <label className="checkbox">
            <input
              type="checkbox"
              name="newsletter_consent"
              checked={newsletterConsent}
              onChange={(event) => setNewsletterConsent(event.target.checked)}
            />{' '}
            {t('signup.newsletterConsent')}
          </label>
          <Button type="submit" disabled={isLoading}>
            {t('signup.submit')}
          </Button>
        </form>
      )}
      <FormError message={error} />
      <p>
        <Link to={paths.login}>{t('backToLogin')}</Link>
      </p>
    </section>
  );
}

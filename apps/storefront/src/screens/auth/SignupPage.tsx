import { useId, useState, type FormEvent } from 'react';
import { Trans } from 'react-i18next';
import { useTranslation } from '../../i18n/useTranslation';
import { Link } from 'react-router-dom';
import { useShopSignupMutation, type SignupData } from '@gartenwerk/api-client';
import { DEFAULT_ADDRESS_TYPE, DEFAULT_COUNTRY, type Address } from '@gartenwerk/domain';
import { Button, PasswordStrengthInput, TextInput } from '@gartenwerk/ui';
import { authErrorText, emailErrorText, schemaFieldOf } from './errors';
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

type SignupField = 'handle' | 'password' | 'password2' | 'first_name' | 'last_name' | 'company';
type SignupErrors = Partial<Record<SignupField, string>>;

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

  // A field's error goes as soon as the field is changed.
  const field = (name: SignupField) => ({
    name,
    value: fields[name],
    error: fieldErrors[name],
    onChange: (event: { target: { value: string } }) => {
      setFields((old) => ({ ...old, [name]: event.target.value }));
      setFieldErrors((old) => ({ ...old, [name]: undefined }));
    },
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const errors: SignupErrors = {
      handle: emailErrorText(t, fields.handle) ?? undefined,
      password: fields.password ? undefined : t('passwordRequired'),
      password2: fields.password !== fields.password2 ? t('passwordMismatch') : undefined,
    };
    setFieldErrors(errors);
    if (Object.values(errors).some(Boolean)) return;
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
      // A refusal of the request's shape names the field: said at that field, in the reader's language.
      const refused = schemaFieldOf(failure);
      if (refused && refused in fields) setFieldErrors({ [refused]: t('fieldInvalid') });
      else setError(authErrorText(t, failure));
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
            label={t('signup.email')}
            type="email"
            autoComplete="email"
            required
            {...field('handle')}
          />
          <PasswordStrengthInput
            label={t('passwordLabel')}
            autoComplete="new-password"
            required
            {...strengthProps}
            {...field('password')}
          />
          <TextInput
            label={t('password2Label')}
            type="password"
            autoComplete="new-password"
            required
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
          <p className="auth-form__privacy">
            <Trans t={t} i18nKey="signup.privacy" components={[<Link key="privacy" to={paths.privacy} />]} />
          </p>
          <p className="auth-form__required">{t('signup.requiredNote')}</p>
          <Button type="submit" loading={isLoading} loadingLabel={t('sending')}>
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

import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Link, useParams } from 'react-router-dom';
import { useVerifyMutation } from '@gartenwerk/api-client';
import { authErrorText } from './errors';
import { FormError, FormStatus } from './FormMessage';
import { useOnce } from './useOnce';
import { useShopPaths } from '../../app/shop-paths';

/** /verify/:token — confirms the e-mail address with the token of the verification mail. */
export function VerifyPage() {
  const paths = useShopPaths();
  const { t } = useTranslation('auth');
  const titleId = useId();
  const token = useParams().token ?? '';
  const [verify] = useVerifyMutation();
  const [state, setState] = useState<{ done: boolean; error: string | null }>({ done: false, error: null });

  useOnce(() => {
    verify({ token })
      .unwrap()
      .then(() => setState({ done: true, error: null }))
      .catch((failure: unknown) => setState({ done: false, error: authErrorText(t, failure) }));
  });

  const pending = !state.done && !state.error;
  return (
    <section className="auth-form" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('verify.title')}</h1>
      <FormStatus message={pending ? t('verify.working') : state.done ? t('verify.done') : null} />
      <FormError message={state.error} />
      {pending ? null : (
        <p>
          <Link to={paths.login}>{t('loginTitle')}</Link>
        </p>
      )}
    </section>
  );
}

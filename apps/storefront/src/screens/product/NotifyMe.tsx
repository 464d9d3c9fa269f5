import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Link, useParams } from 'react-router-dom';
import {
  useCancelNotifyMutation,
  useConfirmNotifyMutation,
  useRequestNotifyMutation,
  type NotifyState,
} from '@gartenwerk/api-client';
import { Button, TextInput } from '@gartenwerk/ui';
import { useLanguage } from '../../app/localized';
import { FormError, FormStatus } from '../auth/FormMessage';
import { useOnce } from '../auth/useOnce';

/** The server's message of a refused call, else the general one. */
function messageOf(failure: unknown, fallback: string): string {
  const data = (failure as { data?: { message?: unknown } } | undefined)?.data;
  return typeof data?.message === 'string' ? data.message : fallback;
}

/**
 * "Benachrichtigen, wenn verfügbar" on a sold-out product: the address gets a confirmation link
 * (double opt-in), then one mail when the plant can be bought again.
 */
export function NotifyMeForm({ product }: { product: string }) {
  const { t } = useTranslation('shop');
  const language = useLanguage();
  const titleId = useId();
  const [email, setEmail] = useState('');
  const [request, { isLoading }] = useRequestNotifyMutation();
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      const state = await request({ product, email, language }).unwrap();
      setOutcome({
        ok: true,
        message: state.status === 'confirmed' ? t('notify.alreadyWaiting') : t('notify.requested'),
      });
    } catch (failure) {
      setOutcome({ ok: false, message: messageOf(failure, t('notify.failedTitle')) });
    }
  };

  return (
    <section className="notify-me" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('notify.title')}</h2>
      <p>{t('notify.hint')}</p>
      {outcome?.ok ? (
        <FormStatus message={outcome.message} />
      ) : (
        <form className="notify-me__form" onSubmit={(event) => void submit(event)}>
          <TextInput
            label={t('notify.email')}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <Button type="submit" variant="secondary" loading={isLoading}>
            {t('notify.submit')}
          </Button>
          <FormError message={outcome?.ok === false ? outcome.message : null} />
        </form>
      )}
    </section>
  );
}

type Outcome = { ok: true; state: NotifyState } | { ok: false; message: string } | null;

/** Spends the token of a mailed link once the page runs in the browser (a link scanner does nothing). */
function useTokenAction(action: (token: string) => Promise<NotifyState>, fallback: string): Outcome {
  const token = useParams().token ?? '';
  const [outcome, setOutcome] = useState<Outcome>(null);
  useOnce(() => {
    if (!token) return setOutcome({ ok: false, message: fallback });
    action(token)
      .then((state) => setOutcome({ ok: true, state }))
      .catch((failure: unknown) => setOutcome({ ok: false, message: messageOf(failure, fallback) }));
  });
  return outcome;
}

function NotifySection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className="notify-page" aria-labelledby={titleId}>
      <h1 id={titleId}>{title}</h1>
      {children}
    </section>
  );
}

/** /notify/confirm/:token: the confirmation mail's link confirms with one click. */
export function NotifyConfirmPage() {
  const { t } = useTranslation('shop');
  const [confirm] = useConfirmNotifyMutation();
  const outcome = useTokenAction((token) => confirm(token).unwrap(), t('notify.failedTitle'));
  return (
    <NotifySection title={outcome?.ok === false ? t('notify.failedTitle') : t('notify.confirmedTitle')}>
      <FormStatus
        message={
          outcome === null
            ? t('notify.confirming')
            : outcome.ok
              ? t('notify.confirmed', { title: outcome.state.title ?? '' })
              : null
        }
      />
      <FormError message={outcome?.ok === false ? outcome.message : null} />
      {outcome?.ok && outcome.state.path ? (
        <p>
          <Link to={outcome.state.path}>{t('notify.toProduct')}</Link>
        </p>
      ) : null}
    </NotifySection>
  );
}

/** /notify/cancel/:token: the link of the mails deletes the request, no login. */
export function NotifyCancelPage() {
  const { t } = useTranslation('shop');
  const [cancel] = useCancelNotifyMutation();
  const outcome = useTokenAction((token) => cancel(token).unwrap(), t('notify.failedTitle'));
  return (
    <NotifySection title={outcome?.ok === false ? t('notify.failedTitle') : t('notify.cancelledTitle')}>
      <FormStatus
        message={outcome === null ? t('notify.confirming') : outcome.ok ? t('notify.cancelled') : null}
      />
      <FormError message={outcome?.ok === false ? outcome.message : null} />
    </NotifySection>
  );
}

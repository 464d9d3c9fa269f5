import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Button, TextInput } from '@gartenwerk/ui';
import { authErrorText, emailErrorText } from './errors';
import { FormError, FormStatus } from './FormMessage';

export interface RequestLinkFormProps {
  titleId: string;
  intro: string;
  submitLabel: string;
  /** Shown instead of the form once the mail is on its way. */
  doneMessage: string;
  pending: boolean;
  /** Asks the server to mail the link to this address; rejects with the API error. */
  send: (handle: string) => Promise<unknown>;
  /** Hides the error below the form (the login view's option). */
  hideError?: boolean;
}

/** One e-mail field that asks for a mailed link: lost password, two-factor reset. */
export function RequestLinkForm({
  titleId,
  intro,
  submitLabel,
  doneMessage,
  pending,
  send,
  hideError = false,
}: RequestLinkFormProps) {
  const { t } = useTranslation('auth');
  const [handle, setHandle] = useState('');
  const [handleError, setHandleError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = emailErrorText(t, handle);
    setHandleError(problem);
    if (problem) return;
    setError(null);
    try {
      await send(handle.trim());
      setSent(true);
    } catch (failure) {
      setError(authErrorText(t, failure));
    }
  }

  if (sent) return <FormStatus message={doneMessage} />;
  return (
    <>
      <form onSubmit={submit} aria-labelledby={titleId} noValidate>
        <p>{intro}</p>
        <TextInput
          label={t('handleLabel')}
          type="email"
          name="handle"
          autoComplete="username"
          value={handle}
          error={handleError ?? undefined}
          onChange={(event) => setHandle(event.target.value)}
        />
        <Button type="submit" disabled={pending}>
          {submitLabel}
        </Button>
      </form>
      {hideError ? null : <FormError message={error} />}
    </>
  );
}

import { useTestMailboxAdminMutation, type Mailbox, type MailboxSecurity } from '@gartenwerk/api-client';
import { Button, Select, TextInput } from '@gartenwerk/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';

const SECURITIES: MailboxSecurity[] = ['none', 'starttls', 'tls'];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A mailbox as the form holds it: every field as text. */
interface MailboxForm {
  name: string;
  email: string;
  host: string;
  port: string;
  security: MailboxSecurity;
  user: string;
  password: string;
}

function formOf(box: Mailbox): MailboxForm {
  return {
    name: box.name,
    email: box.email,
    host: box.host ?? '',
    port: box.port ? String(box.port) : '',
    security: box.security ?? 'starttls',
    user: box.user ?? '',
    password: '',
  };
}

/** The mailbox the form describes; empty fields are left out (an empty password keeps the stored one). */
function mailboxOf(uuid: string, form: MailboxForm, passwordSet: boolean): Mailbox {
  const host = form.host.trim();
  return {
    uuid,
    name: form.name.trim(),
    email: form.email.trim(),
    ...(host
      ? {
          host,
          security: form.security,
          ...(form.port.trim() ? { port: Number(form.port) } : {}),
          ...(form.user.trim() ? { user: form.user.trim() } : {}),
        }
      : {}),
    ...(form.password ? { password: form.password } : {}),
    ...(passwordSet ? { password_set: true } : {}),
  };
}

function errorMessage(error: unknown): string {
  if (error && typeof error === 'object' && 'message' in error) return String(error.message);
  return String(error);
}

/** Edits one mailbox: address, SMTP server and password; sends a test mail with what the form holds. */
export function MailboxEditor({
  mailbox,
  isNew,
  onApply,
  onCancel,
}: {
  mailbox: Mailbox;
  isNew: boolean;
  onApply: (mailbox: Mailbox) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [form, setForm] = useState(() => formOf(mailbox));
  const [showErrors, setShowErrors] = useState(false);
  const [testTo, setTestTo] = useState('');
  const [result, setResult] = useState<{ ok: boolean; message: string }>();
  const [testMailbox, { isLoading: testing }] = useTestMailboxAdminMutation();
  const set = (field: keyof MailboxForm) => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }));

  const portValid = () => {
    if (!form.port.trim()) return true;
    const port = Number(form.port);
    return Number.isInteger(port) && port >= 1 && port <= 65535;
  };
  const errors = {
    name: form.name.trim() ? undefined : t('mailSettings.nameRequired'),
    email: EMAIL.test(form.email.trim()) ? undefined : t('mailSettings.emailInvalid'),
    port: portValid() ? undefined : t('mailSettings.portInvalid'),
  };
  const valid = !errors.name && !errors.email && !errors.port;
  const current = () => mailboxOf(mailbox.uuid, form, Boolean(mailbox.password_set));

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!valid) {
      setShowErrors(true);
      return;
    }
    onApply(current());
  }

  async function test() {
    if (!valid || !form.host.trim()) {
      setShowErrors(true);
      setResult({ ok: false, message: valid ? t('mailSettings.hostRequired') : '' });
      return;
    }
    setResult(undefined);
    try {
      const answer = await testMailbox({
        mailbox: current(),
        ...(testTo.trim() ? { to: testTo.trim() } : {}),
      }).unwrap();
      setResult({ ok: true, message: answer.message });
    } catch (error) {
      setResult({ ok: false, message: errorMessage(error) });
    }
  }

  const shown = (error: string | undefined) => (showErrors ? error : undefined);
  return (
    <form
      className="admin-form admin-mailbox-editor"
      noValidate
      aria-label={
        isNew ? t('mailSettings.newMailbox') : t('mailSettings.editMailbox', { name: mailbox.name })
      }
      onSubmit={apply}
    >
      <h2>{isNew ? t('mailSettings.newMailbox') : t('mailSettings.editMailbox', { name: mailbox.name })}</h2>
      <TextInput
        label={t('mailSettings.name')}
        required
        value={form.name}
        error={shown(errors.name)}
        onChange={(e) => set('name')(e.target.value)}
      />
      <TextInput
        label={t('mailSettings.email')}
        type="email"
        required
        value={form.email}
        error={shown(errors.email)}
        onChange={(e) => set('email')(e.target.value)}
      />
      <TextInput
        label={t('mailSettings.host')}
        value={form.host}
        hint={form.host.trim() ? undefined : t('mailSettings.viaEnvironment')}
        onChange={(e) => set('host')(e.target.value)}
      />
      <div className="admin-mailbox-editor__row">
        <TextInput
          label={t('mailSettings.port')}
          inputMode="numeric"
          value={form.port}
          error={shown(errors.port)}
          onChange={(e) => set('port')(e.target.value)}
        />
        <Select
          label={t('mailSettings.security')}
          value={form.security}
          options={SECURITIES.map((value) => ({ value, label: t(`mailSettings.securities.${value}`) }))}
          onChange={(e) => set('security')(e.target.value)}
        />
      </div>
      <TextInput
        label={t('mailSettings.user')}
        autoComplete="off"
        value={form.user}
        onChange={(e) => set('user')(e.target.value)}
      />
      <TextInput
        label={t('mailSettings.password')}
        type="password"
        autoComplete="new-password"
        value={form.password}
        hint={mailbox.password_set ? t('mailSettings.passwordKept') : undefined}
        onChange={(e) => set('password')(e.target.value)}
      />
      <div className="admin-mailbox-editor__test">
        <TextInput
          label={t('mailSettings.testTo')}
          type="email"
          value={testTo}
          onChange={(e) => setTestTo(e.target.value)}
        />
        <Button type="button" variant="secondary" disabled={testing} onClick={() => void test()}>
          {testing ? t('mailSettings.testing') : t('mailSettings.test')}
        </Button>
      </div>
      <div role="status" aria-live="polite">
        {result?.message && (
          <p
            className={
              result.ok
                ? 'admin-mailbox-result admin-mailbox-result--ok'
                : 'admin-mailbox-result admin-mailbox-result--failed'
            }
          >
            {result.ok ? null : <strong>{t('mailSettings.testFailed')}: </strong>}
            {result.message}
          </p>
        )}
      </div>
      <div className="admin-form__actions">
        <Button type="submit">{t('mailSettings.apply')}</Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('mailSettings.cancel')}
        </Button>
      </div>
    </form>
  );
}

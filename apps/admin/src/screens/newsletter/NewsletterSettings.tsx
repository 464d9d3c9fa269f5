import {
  useGetNewsletterSettingsQuery,
  useUpdateNewsletterSettingsMutation,
  type NewsletterSettings,
} from '@gartenwerk/api-client';
import { NEWSLETTER_LINK_PLACEHOLDER } from '@gartenwerk/domain/schemas';
import { Checkbox, TextInput } from '@gartenwerk/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { FormActions } from '../../kit';
import type { AdminRoute } from '../../routes/adminRoutes';
import { messageOf, useFeedback } from '../feedback';
import { useDocumentTitle } from '../useDocumentTitle';

const T = 'newsletterAdmin.settings';
/** The hint names the placeholders literally. */
const PLACEHOLDERS = Object.fromEntries(
  ['link', 'email', 'name', 'date', 'days'].map((name) => [name, `{{${name}}}`]),
);

/** newsletter/settings: sender, throttle, tracking, bounce pause, the double opt-in mail and the footer. */
export function NewsletterSettingsScreen({ route }: { route: AdminRoute }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  useDocumentTitle(route.label);
  const { data, error, isLoading } = useGetNewsletterSettingsQuery();
  return (
    <section className="admin-screen" aria-labelledby="admin-screen-title">
      <h1 id="admin-screen-title">{route.label}</h1>
      {data ? (
        <SettingsForm settings={data} />
      ) : isLoading ? (
        <p role="status">{t('settings.loading')}</p>
      ) : (
        <p role="alert">{t('settings.loadFailed', { message: messageOf(error, '') })}</p>
      )}
    </section>
  );
}

function TextArea({
  label,
  value,
  onChange,
  rows = 6,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  rows?: number;
  error?: string;
}) {
  return (
    <label className="admin-form__area gw-field">
      <span className="gw-field__label">{label}</span>
      <textarea
        className="gw-field__control"
        rows={rows}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
      />
      {error ? <span className="gw-field__error">{error}</span> : null}
    </label>
  );
}

function SettingsForm({ settings }: { settings: NewsletterSettings }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const feedback = useFeedback();
  const [update, { isLoading }] = useUpdateNewsletterSettingsMutation();
  const [draft, setDraft] = useState(settings);
  const set = <K extends keyof NewsletterSettings>(name: K, value: NewsletterSettings[K]) =>
    setDraft((current) => ({ ...current, [name]: value }));
  const setDoi = (language: 'de' | 'en', part: 'subject' | 'body', value: string) =>
    setDraft((current) => ({
      ...current,
      doi: { ...current.doi, [language]: { ...current.doi[language], [part]: value } },
    }));
  // The link is what confirms: a text without it is refused here as on the server.
  const linkMissing = (language: 'de' | 'en') =>
    draft.doi[language].body.includes(NEWSLETTER_LINK_PLACEHOLDER)
      ? undefined
      : t(`${T}.linkMissing`, { placeholder: NEWSLETTER_LINK_PLACEHOLDER });

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (linkMissing('de') || linkMissing('en')) return;
    await feedback.reportSave(update(draft).unwrap(), t('settings.saveFailed'));
  }

  return (
    <form className="admin-form" onSubmit={(event) => void save(event)}>
      <fieldset className="admin-form__section">
        <legend>
          <h2 className="admin-form__heading">{t(`${T}.sender`)}</h2>
        </legend>
        <TextInput
          label={t(`${T}.senderName`)}
          value={draft.sender_name}
          maxLength={200}
          onChange={(event) => set('sender_name', event.target.value)}
        />
        <TextInput
          label={t(`${T}.senderEmail`)}
          hint={t(`${T}.senderEmailHint`)}
          type="email"
          value={draft.sender_email}
          onChange={(event) => set('sender_email', event.target.value.trim())}
        />
        <TextInput
          label={t(`${T}.replyTo`)}
          hint={t(`${T}.replyToHint`)}
          type="email"
          value={draft.reply_to}
          onChange={(event) => set('reply_to', event.target.value.trim())}
        />
      </fieldset>
      <fieldset className="admin-form__section">
        <legend>
          <h2 className="admin-form__heading">{t(`${T}.sending`)}</h2>
        </legend>
        <TextInput
          label={t(`${T}.throttle`)}
          hint={t(`${T}.throttleHint`)}
          type="number"
          inputMode="numeric"
          min={1}
          max={10000}
          required
          value={String(draft.throttle_per_minute)}
          onChange={(event) => set('throttle_per_minute', Number(event.target.value))}
        />
        <TextInput
          label={t(`${T}.bounce`)}
          hint={t(`${T}.bounceHint`)}
          type="number"
          inputMode="decimal"
          min={0}
          max={100}
          step="0.1"
          required
          value={String(draft.bounce_pause_percent)}
          onChange={(event) => set('bounce_pause_percent', Number(event.target.value))}
        />
        <Checkbox
          label={t(`${T}.tracking`)}
          hint={t(`${T}.trackingHint`)}
          checked={draft.tracking}
          onChange={(event) => set('tracking', event.target.checked)}
        />
      </fieldset>
      {(['de', 'en'] as const).map((language) => (
        <fieldset key={language} className="admin-form__section">
          <legend>
            <h2 className="admin-form__heading">{t(`${T}.doi.${language}`)}</h2>
          </legend>
          <p className="gw-field__hint">{t(`${T}.doiHint`, PLACEHOLDERS)}</p>
          <TextInput
            label={t(`${T}.doiSubject`)}
            required
            maxLength={200}
            value={draft.doi[language].subject}
            onChange={(event) => setDoi(language, 'subject', event.target.value)}
          />
          <TextArea
            label={t(`${T}.doiBody`)}
            rows={9}
            value={draft.doi[language].body}
            onChange={(value) => setDoi(language, 'body', value)}
            {...(linkMissing(language) ? { error: linkMissing(language)! } : {})}
          />
        </fieldset>
      ))}
      <fieldset className="admin-form__section">
        <legend>
          <h2 className="admin-form__heading">{t(`${T}.footerTitle`)}</h2>
        </legend>
        <TextArea
          label={t(`${T}.footer`)}
          rows={3}
          value={draft.footer}
          onChange={(value) => set('footer', value)}
        />
      </fieldset>
      <FormActions submitLabel={t(`${T}.save`)} disabled={isLoading} />
    </form>
  );
}

import type { Mailbox, MailPurpose, SiteConfig } from '@gartenwerk/api-client';
import { Badge, Button, Select } from '@gartenwerk/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import type { AdminRoute } from '../../routes/adminRoutes';
import { ConfigScreen, useSaveConfig } from './ConfigScreen';
import { MailboxEditor } from './MailboxEditor';
import './mail-settings.css';

/**
 * settings/mail: the mailboxes (configuration `mail.mailboxes`) with their SMTP servers, the one system
 * mails go out through (DEFAULT_SYSTEM_MAILBOX), a mailbox per purpose (orders, messages, bookings,
 * newsletter replies) and a test mail per mailbox.
 */
export function MailSettings({ route }: { route: AdminRoute }) {
  return (
    <ConfigScreen route={route}>
      {(config) => <MailForm key={JSON.stringify(config.mail)} config={config} />}
    </ConfigScreen>
  );
}

/** The purposes a mailbox can be chosen for, in the order the screen lists them. */
const PURPOSES: readonly MailPurpose[] = ['orders', 'messages', 'bookings', 'newsletter'];

function newUuid(): string {
  return globalThis.crypto.randomUUID();
}

function MailForm({ config }: { config: SiteConfig }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { save: saveConfig, saving } = useSaveConfig();
  const [mailboxes, setMailboxes] = useState<Mailbox[]>(config.mail.mailboxes);
  const [fallback, setFallback] = useState(config.mail.DEFAULT_SYSTEM_MAILBOX ?? '');
  const [purposes, setPurposes] = useState<Record<MailPurpose, string>>(
    () =>
      Object.fromEntries(
        PURPOSES.map((purpose) => [purpose, config.mail.purposes?.[purpose] ?? '']),
      ) as Record<MailPurpose, string>,
  );
  const [editing, setEditing] = useState<{ mailbox: Mailbox; isNew: boolean }>();

  function apply(mailbox: Mailbox) {
    setMailboxes((current) =>
      current.some((box) => box.uuid === mailbox.uuid)
        ? current.map((box) => (box.uuid === mailbox.uuid ? mailbox : box))
        : [...current, mailbox],
    );
    setEditing(undefined);
  }

  function remove(uuid: string) {
    setMailboxes((current) => current.filter((box) => box.uuid !== uuid));
    if (fallback === uuid) setFallback('');
    setPurposes(
      (current) =>
        Object.fromEntries(
          PURPOSES.map((purpose) => [purpose, current[purpose] === uuid ? '' : current[purpose]]),
        ) as Record<MailPurpose, string>,
    );
  }

  async function save() {
    // Answers carry only whether a password is set; the server keeps it when none is sent.
    const sent = mailboxes.map(({ password_set: _set, ...box }) => box);
    await saveConfig({
      mail: {
        mailboxes: sent,
        DEFAULT_SYSTEM_MAILBOX: fallback || null,
        purposes: Object.fromEntries(PURPOSES.map((purpose) => [purpose, purposes[purpose] || null])),
      },
    });
  }

  const server = (box: Mailbox) =>
    box.host
      ? `${box.host}:${box.port ?? (box.security === 'tls' ? 465 : 587)} · ${t(`mailSettings.securities.${box.security ?? 'starttls'}`)}`
      : t('mailSettings.viaEnvironment');

  return (
    <div className="admin-mail-settings">
      <p>{t('mailSettings.hint')}</p>
      <h2>{t('mailSettings.mailboxes')}</h2>
      {mailboxes.length === 0 ? (
        <p>{t('mailSettings.empty')}</p>
      ) : (
        <ul className="admin-mailboxes">
          {mailboxes.map((box) => (
            <li key={box.uuid} className="admin-mailboxes__item">
              <div className="admin-mailboxes__text">
                <strong>{box.name}</strong>{' '}
                {box.uuid === fallback && <Badge>{t('mailSettings.isDefault')}</Badge>}
                <br />
                <span>{box.email}</span>
                <br />
                <span className="admin-mailboxes__server">
                  {server(box)}
                  {box.host && box.user
                    ? ` · ${box.user} · ${box.password_set || box.password ? t('mailSettings.passwordSet') : t('mailSettings.noPassword')}`
                    : ''}
                </span>
              </div>
              <div className="admin-mailboxes__actions">
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={t('mailSettings.editMailbox', { name: box.name })}
                  onClick={() => setEditing({ mailbox: box, isNew: false })}
                >
                  {t('mailSettings.edit')}
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={t('mailSettings.removeMailbox', { name: box.name })}
                  onClick={() => remove(box.uuid)}
                >
                  {t('mailSettings.remove')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing ? (
        <MailboxEditor
          key={editing.mailbox.uuid}
          mailbox={editing.mailbox}
          isNew={editing.isNew}
          onApply={apply}
          onCancel={() => setEditing(undefined)}
        />
      ) : (
        <Button
          variant="secondary"
          onClick={() =>
            setEditing({
              mailbox: { uuid: newUuid(), name: '', email: '', security: 'starttls' },
              isNew: true,
            })
          }
        >
          {t('mailSettings.add')}
        </Button>
      )}
      <div className="admin-form">
        <Select
          label={t('mailSettings.default')}
          value={fallback}
          options={[
            { value: '', label: t('mailSettings.defaultNone') },
            ...mailboxes.map((box) => ({ value: box.uuid, label: `${box.name} <${box.email}>` })),
          ]}
          onChange={(e) => setFallback(e.target.value)}
        />
        <fieldset className="admin-mail-settings__purposes">
          <legend>{t('mailSettings.purposes')}</legend>
          <p>{t('mailSettings.purposesHint')}</p>
          {PURPOSES.map((purpose) => (
            <Select
              key={purpose}
              label={t(`mailSettings.purposeNames.${purpose}`)}
              value={purposes[purpose]}
              options={[
                { value: '', label: t('mailSettings.purposeDefault') },
                ...mailboxes.map((box) => ({ value: box.uuid, label: `${box.name} <${box.email}>` })),
              ]}
              onChange={(e) => {
                const value = e.target.value;
                setPurposes((current) => ({ ...current, [purpose]: value }));
              }}
            />
          ))}
        </fieldset>
        <div className="admin-form__actions">
          <Button disabled={saving || Boolean(editing)} onClick={() => void save()}>
            {t('mailSettings.save')}
          </Button>
        </div>
      </div>
    </div>
  );
}

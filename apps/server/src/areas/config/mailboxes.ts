import { AppError } from '../../core/errors';
import type { Database } from '../../core/db';
import { getConfig } from './read';
import { MAIL_PURPOSES, type Mailbox, type MailPurpose, type SiteConfig } from './schemas';
import { CONFIG_KEY_FILE, configSecretKey, decryptSecret, encryptSecret } from './secret';

/** A mailbox as stored: the password sealed, never plain. */
export type StoredMailbox = Omit<Mailbox, 'password' | 'password_set'> & { password_enc?: string };

/** What nodemailer connects with for a mailbox (createTransport's options). */
export interface MailboxTransport {
  host: string;
  port: number;
  secure: boolean;
  requireTLS: boolean;
  ignoreTLS: boolean;
  auth?: { user: string; pass: string };
}

/** The mailbox system mails go out through, ready to connect. */
export interface SystemMailbox {
  uuid: string;
  name: string;
  email: string;
  transport: MailboxTransport;
}

const keys = new Map<string, Buffer>();

/** The configuration's secret key for a data directory (read or generated once). */
export function keyOf(dataDir: string): Buffer {
  let key = keys.get(dataDir);
  if (!key) {
    key = configSecretKey(dataDir);
    keys.set(dataDir, key);
  }
  return key;
}

/** Reads the key again on next use (a restore wrote the backup's key into the data directory). */
export function forgetConfigKey(dataDir: string): void {
  keys.delete(dataDir);
}

/** How settings/mail names each purpose (in messages). */
const PURPOSE_NAMES: Record<MailPurpose, string> = {
  orders: 'Bestellungen',
  messages: 'Nachrichten',
  bookings: 'Buchungen',
  newsletter: 'Antworten auf den Newsletter',
};

const invalid = (message: string) => new AppError('VALIDATION', 400, message);
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The mail section as it is stored: new passwords encrypted, empty ones keeping the stored password of
 * the same mailbox; without `purposes` the stored ones stay (a purpose whose mailbox left the list goes
 * back to the system mailbox); refuses doubled uuids, bad addresses and a default that names no mailbox.
 */
export function sealMail(
  incoming: SiteConfig['mail'],
  stored: SiteConfig['mail'],
  key: () => Buffer,
): SiteConfig['mail'] {
  const before = new Map((stored.mailboxes as StoredMailbox[]).map((box) => [box.uuid, box]));
  const seen = new Set<string>();
  const mailboxes = incoming.mailboxes.map((box): StoredMailbox => {
    if (seen.has(box.uuid)) throw invalid(`Das Postfach ${box.uuid} ist doppelt angegeben.`);
    seen.add(box.uuid);
    if (!EMAIL.test(box.email)) throw invalid(`Die Adresse „${box.email}“ ist keine gültige E-Mail-Adresse.`);
    // A sealed password only comes from the stored document, never from the client.
    const {
      password,
      password_set: _set,
      password_enc: _sealed,
      ...rest
    } = box as Mailbox & {
      password_enc?: unknown;
    };
    if (password) return { ...rest, password_enc: encryptSecret(key(), password) };
    const kept = before.get(box.uuid)?.password_enc;
    return kept ? { ...rest, password_enc: kept } : rest;
  });
  const fallback = incoming.DEFAULT_SYSTEM_MAILBOX;
  if (fallback !== null && !seen.has(fallback))
    throw invalid('Das Standard-Postfach für Systemmails ist nicht in der Liste der Postfächer.');
  const purposes: NonNullable<SiteConfig['mail']['purposes']> = {};
  for (const purpose of MAIL_PURPOSES) {
    if (incoming.purposes === undefined) {
      // Saved without `purposes`: each stays as stored while its mailbox is still in the list.
      const kept = stored.purposes?.[purpose] ?? null;
      purposes[purpose] = kept !== null && seen.has(kept) ? kept : null;
      continue;
    }
    const uuid = incoming.purposes[purpose] ?? null;
    if (uuid !== null && !seen.has(uuid))
      throw invalid(`Das Postfach für ${PURPOSE_NAMES[purpose]} ist nicht in der Liste der Postfächer.`);
    purposes[purpose] = uuid;
  }
  return { mailboxes: mailboxes as Mailbox[], DEFAULT_SYSTEM_MAILBOX: fallback, purposes };
}

/**
 * The configuration as clients see it: mailboxes say whether a password is set, never which; callers who
 * cannot administer see only each mailbox's name and address, not its SMTP server and user.
 */
export function configForClient(config: SiteConfig, administers: boolean): SiteConfig {
  const mailboxes = (config.mail.mailboxes as StoredMailbox[]).map((box) => {
    if (!administers) return { uuid: box.uuid, name: box.name, email: box.email };
    const { password_enc, ...rest } = box;
    delete (rest as { password?: unknown }).password;
    return { ...rest, password_set: Boolean(password_enc) };
  });
  return { ...config, mail: { ...config.mail, mailboxes } };
}

/** The message when a stored password cannot be decrypted: the configuration's key is not the one it was sealed with. */
export const unreadablePassword = (name: string) =>
  `Das gespeicherte Passwort des Postfachs „${name}“ kann nicht mehr gelesen werden: Der Schlüssel, mit dem es verschlüsselt wurde (CONFIG_SECRET_KEY oder die Datei ${CONFIG_KEY_FILE} im Datenverzeichnis), fehlt oder hat sich geändert. Bitte das Passwort in den E-Mail-Einstellungen neu eingeben und speichern.`;

function readPassword(box: StoredMailbox, key: () => Buffer): string {
  try {
    return decryptSecret(key(), box.password_enc!);
  } catch {
    throw new AppError('MAILBOX_PASSWORD_UNREADABLE', 409, unreadablePassword(box.name || box.email));
  }
}

/** nodemailer's options for a mailbox with its SMTP server; `password` instead of the stored one. */
export function transportOf(
  box: StoredMailbox & { host: string },
  key: () => Buffer,
  password?: string,
): MailboxTransport {
  const security = box.security ?? 'starttls';
  const pass = password || (box.password_enc ? readPassword(box, key) : '');
  return {
    host: box.host,
    port: box.port ?? (security === 'tls' ? 465 : 587),
    secure: security === 'tls',
    requireTLS: security === 'starttls',
    ignoreTLS: security === 'none',
    ...(box.user ? { auth: { user: box.user, pass } } : {}),
  };
}

/** The stored mailbox with this uuid. */
export async function storedMailbox(db: Database, uuid: string): Promise<StoredMailbox | undefined> {
  const { mail } = await getConfig(db);
  return (mail.mailboxes as StoredMailbox[]).find((box) => box.uuid === uuid);
}

/**
 * The mailbox of a purpose: the one chosen for it in settings/mail, else the system mailbox
 * (DEFAULT_SYSTEM_MAILBOX), else the first; undefined while there is none.
 */
export function purposeMailbox(mail: SiteConfig['mail'], purpose: MailPurpose): Mailbox | undefined {
  const chosen = mail.purposes?.[purpose];
  return (
    (chosen ? mail.mailboxes.find((box) => box.uuid === chosen) : undefined) ??
    mail.mailboxes.find((box) => box.uuid === mail.DEFAULT_SYSTEM_MAILBOX) ??
    mail.mailboxes[0]
  );
}

/**
 * The mailbox mails go out through: `uuid` when it has an SMTP server, else DEFAULT_SYSTEM_MAILBOX when
 * it has one; null: mails go through SMTP_URL.
 */
export async function systemMailbox(
  db: Database,
  dataDir: string,
  uuid?: string,
): Promise<SystemMailbox | null> {
  const { mail } = await getConfig(db);
  const chosen = uuid ? await storedMailbox(db, uuid) : undefined;
  const box = chosen?.host
    ? chosen
    : mail.DEFAULT_SYSTEM_MAILBOX
      ? await storedMailbox(db, mail.DEFAULT_SYSTEM_MAILBOX)
      : undefined;
  if (!box?.host) return null;
  const transport = transportOf({ ...box, host: box.host }, () => keyOf(dataDir));
  return { uuid: box.uuid, name: box.name, email: box.email, transport };
}

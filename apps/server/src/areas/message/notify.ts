import type { Language } from '@gartenwerk/domain';
import type { Database } from '../../core/db';
import { getConfig } from '../config/service';
import type { Message } from './schemas';

/** A notification in the shape the mail module's sendMail takes. */
export interface MailboxNotification {
  /** The configured mailbox's address; null while no mailbox is configured. */
  to: string | null;
  template: 'message-contact' | 'message-jobs';
  language: Language;
  values: { name: string; email: string; phone: string; subject: string; message: string; _id: string };
}

// Kept per database until notifications go out through the mail module's outbox.
const sent = new WeakMap<Database, MailboxNotification[]>();

/** Tells the configured mailbox (DEFAULT_SYSTEM_MAILBOX, else the first) about a new message. */
export async function notifyMailbox(db: Database, message: Message): Promise<MailboxNotification> {
  const { mail } = await getConfig(db);
  const mailbox =
    mail.mailboxes.find((box) => box.uuid === mail.DEFAULT_SYSTEM_MAILBOX) ?? mail.mailboxes[0] ?? null;
  const notification: MailboxNotification = {
    to: mailbox?.email ?? null,
    template: message.form === 'jobs' ? 'message-jobs' : 'message-contact',
    // The mailbox is read by the nursery: German, whatever language the visitor wrote in.
    language: 'de',
    values: {
      _id: message._id,
      name: message.name,
      email: message.email,
      phone: message.phone,
      subject: message.subject,
      message: message.message,
    },
  };
  sent.set(db, [...(sent.get(db) ?? []), notification]);
  return notification;
}

/** The notifications so far, oldest first. */
export function mailboxNotifications(db: Database): readonly MailboxNotification[] {
  return sent.get(db) ?? [];
}

import { ADMIN_CENTER_URL } from '@gartenwerk/domain';
import type { Database } from '../../core/db';
import { purposeMailbox } from '../config/mailboxes';
import { getConfig } from '../config/service';
import type { Mailer, OutboxEntry } from '../mail/service';
import type { Message } from './schemas';

/**
 * Tells the mailbox for messages (settings/mail; else DEFAULT_SYSTEM_MAILBOX, else the first) about a
 * new message, sent through that mailbox and kept in the mail module's outbox. Answers null while no mailbox is configured: the inbox still has it.
 */
export async function notifyMailbox(
  mailer: Mailer,
  db: Database,
  message: Message,
): Promise<OutboxEntry | null> {
  const { mail, components } = await getConfig(db);
  const mailbox = purposeMailbox(mail, 'messages');
  if (!mailbox?.email) return null;
  const adminUrl = components.admincenter?.url ?? ADMIN_CENTER_URL;
  return mailer.sendMail({
    to: mailbox.email,
    mailbox: mailbox.uuid,
    template: message.form === 'jobs' ? 'messageJobs' : 'messageContact',
    // The mailbox is read by the nursery: German, whatever language the visitor wrote in.
    language: 'de',
    values: {
      link: `${adminUrl}/messages/inbox/${message._id}`,
      // Not `name`: that would greet the mailbox with the sender's name.
      sender: message.name,
      email: message.email,
      phone: message.phone || '–',
      subject: message.subject || '–',
      message: message.message,
    },
  });
}

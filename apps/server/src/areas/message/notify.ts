import { ADMIN_CENTER_URL } from '@gartenwerk/domain';
import type { Database } from '../../core/db';
import { getConfig } from '../config/service';
import type { Mailer, OutboxEntry } from '../mail/service';
import type { Message } from './schemas';

/**
 * Tells the configured mailbox (DEFAULT_SYSTEM_MAILBOX, else the first) about a new message, through
 * the mail module's outbox. Answers null while no mailbox is configured: the inbox still has it.
 */
export async function notifyMailbox(
  mailer: Mailer,
  db: Database,
  message: Message,
): Promise<OutboxEntry | null> {
  const { mail, components } = await getConfig(db);
  const mailbox = mail.mailboxes.find((box) => box.uuid === mail.DEFAULT_SYSTEM_MAILBOX) ?? mail.mailboxes[0];
  if (!mailbox?.email) return null;
  const adminUrl = components.admincenter?.url ?? ADMIN_CENTER_URL;
  return mailer.sendMail({
    to: mailbox.email,
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

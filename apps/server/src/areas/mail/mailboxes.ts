import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';

/** A configured mailbox with its SMTP server (nodemailer's transport options). */
export interface MailboxSender {
  uuid: string;
  name: string;
  email: string;
  transport: SMTPTransport.Options;
}

/**
 * Where a mail goes out: the mailbox of `uuid` (a purpose's, settings/mail) when it has an SMTP server,
 * else the system mailbox (DEFAULT_SYSTEM_MAILBOX); null: SMTP_URL.
 */
export type MailboxLookup = (uuid?: string) => Promise<MailboxSender | null>;

/** The mailbox a mail is sent through, with its transport. */
export interface RoutedMailbox {
  box: MailboxSender;
  transport: Transporter;
}

/** The transports of the configured mailboxes, each kept while its settings stay the same. */
export class MailboxTransports {
  private readonly cache = new Map<string, { key: string; transport: Transporter }>();

  constructor(private readonly lookup: MailboxLookup | undefined) {}

  /** The mailbox for `uuid` (else the system mailbox) and its transport; null: SMTP_URL. */
  async route(uuid?: string): Promise<RoutedMailbox | null> {
    const box = this.lookup ? await this.lookup(uuid) : null;
    if (!box) return null;
    const key = JSON.stringify(box.transport);
    const cached = this.cache.get(box.uuid);
    if (cached?.key === key) return { box, transport: cached.transport };
    cached?.transport.close();
    const transport = nodemailer.createTransport(box.transport);
    this.cache.set(box.uuid, { key, transport });
    return { box, transport };
  }

  close(): void {
    for (const { transport } of this.cache.values()) transport.close();
    this.cache.clear();
  }
}

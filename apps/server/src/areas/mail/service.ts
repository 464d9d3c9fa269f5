import { DEFAULT_LANGUAGE, type Language } from '@gartenwerk/domain';
import { createI18n, type de } from '@gartenwerk/i18n';
import { eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../../core/db';
import type { Jobs } from '../../core/jobs';
import { MailboxTransports, type MailboxLookup, type RoutedMailbox } from './mailboxes';
import { queueMailRetry, registerMailRetries, type MailRetryOptions } from './retry';
import { toOutboxEntry, type OutboxEntry } from './outbox';
import { outbox } from './table';

export * from './outbox';
export type { MailboxSender } from './mailboxes';

type MailTexts = typeof de.mail;

/** Every text group of the `mail` namespace with a subject, a body and an action is a template. */
export type MailTemplate = {
  [Key in keyof MailTexts]: MailTexts[Key] extends { subject: string; body: string; action: string }
    ? Key
    : never;
}[keyof MailTexts];

export interface MailMessage {
  to: string;
  template: MailTemplate;
  language?: Language;
  /**
   * Placeholders of the template. `link` is the action's target: a path (prefixed with PUBLIC_URL)
   * or a whole URL; `name` switches to the personal greeting.
   */
  values: { link: string; name?: string } & Record<string, string | number | undefined>;
  /** Extra headers, e.g. List-Unsubscribe (RFC 8058) on newsletter mails. */
  headers?: Record<string, string>;
  /** The uuid of the mailbox to send through (a purpose's, settings/mail); absent: the system mailbox. */
  mailbox?: string;
}

export interface MailSettings {
  /** Origin of the links in mails. */
  publicUrl: string;
  /** SMTP server to send through besides the outbox. */
  smtpUrl?: string;
  from: string;
  /** When a mail the SMTP server did not take is tried again (with `useJobs`). */
  retry?: MailRetryOptions;
  /**
   * The mailbox mails go out through: the one of `uuid` when it has an SMTP server, else the system
   * mailbox (DEFAULT_SYSTEM_MAILBOX); null: SMTP_URL.
   */
  systemMailbox?: MailboxLookup;
}

/** A file sent with a mail. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** A mail whose words are already written (e.g. from an accounting e-mail template), with its files. */
export interface ComposedMail {
  to: string;
  subject: string;
  text: string;
  /** What it was written from, e.g. `invoice`. */
  template: string;
  attachments?: MailAttachment[];
  /** The uuid of the mailbox to send through; absent: the system mailbox. */
  mailbox?: string;
}

/**
 * A mail whose words the operator wrote (the newsletter's double opt-in text): `{{link}}` in the text
 * stands where the action's link goes; the other placeholders are filled in already.
 */
export interface WrittenMail {
  to: string;
  subject: string;
  text: string;
  /** A path (prefixed with PUBLIC_URL) or a whole URL. */
  link: string;
  /** The words of the link in the HTML part. */
  action: string;
  template: string;
  /** The sender instead of the server's own, and where replies go. */
  from?: string;
  replyTo?: string;
  headers?: Record<string, string>;
}

const LINK_PLACEHOLDER = '{{link}}';

/** Writes an operator's text in plain text and in simple HTML with the link as a link. */
export function renderWritten(mail: WrittenMail, publicUrl: string): RenderedMail {
  const link = mail.link.startsWith('/') ? `${publicUrl}${mail.link}` : mail.link;
  const anchor = `<a href="${escapeHtml(link)}">${escapeHtml(mail.action)}</a><br><span style="font-size: small">${escapeHtml(link)}</span>`;
  const html = [
    '<!doctype html><html><body style="font-family: sans-serif; line-height: 1.5">',
    `<p>${escapeHtml(mail.text).split(LINK_PLACEHOLDER).join(anchor).replace(/\n/g, '<br>')}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject: mail.subject, text: mail.text.split(LINK_PLACEHOLDER).join(link), html };
}

/** The SMTP server refused the recipient's address. */
export class MailRecipientRejectedError extends Error {
  constructor(readonly recipient: string) {
    super(`the mail server rejected the recipient ${recipient}`);
    this.name = 'MailRecipientRejectedError';
  }
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/**
 * Mails anybody can ask for in somebody else's name (a sign-up, a reset, a price request): these say
 * how to ignore them. Notifications, order, payment, shipping and withdrawal mails never do.
 */
const REQUESTABLE: ReadonlySet<MailTemplate> = new Set<MailTemplate>([
  'verify',
  'passwordReset',
  'reset2FA',
  'priceRequestCopy',
  'newsletterConfirm',
  'newsletterRecommend',
  'notifyConfirm',
]);

/** Writes a template in plain text and in simple HTML; values are escaped in the HTML. */
export function renderMail(message: MailMessage, publicUrl: string): RenderedMail {
  const t = createI18n(message.language ?? DEFAULT_LANGUAGE).getFixedT(null, 'mail');
  const link = message.values.link.startsWith('/')
    ? `${publicUrl}${message.values.link}`
    : message.values.link;
  const values = { ...message.values, link };
  const plain = (key: string) => t(key, values);
  const escapedValues = Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      typeof value === 'string' ? escapeHtml(value) : value,
    ]),
  );
  // The texts are ours; only the values are escaped.
  const escaped = (key: string) => t(key, escapedValues);
  const greetingKey = message.values.name ? 'greetingNamed' : 'greeting';
  const { template } = message;
  const requested = REQUESTABLE.has(template);

  const text = [
    plain(greetingKey),
    '',
    plain(`${template}.body`),
    link,
    '',
    ...(requested ? [plain('ignore'), ''] : []),
    plain('signature'),
    '-- ',
    plain('footer'),
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family: sans-serif; line-height: 1.5">',
    `<p>${escaped(greetingKey)}</p>`,
    `<p>${escaped(`${template}.body`).replace(/\n/g, '<br>')}</p>`,
    `<p><a href="${escapeHtml(link)}">${escaped(`${template}.action`)}</a></p>`,
    `<p style="font-size: small">${escapeHtml(link)}</p>`,
    ...(requested ? [`<p>${escaped('ignore')}</p>`] : []),
    `<p>${escaped('signature')}</p>`,
    `<hr><p style="font-size: small; color: #666">${escaped('footer')}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject: plain(`${template}.subject`), text, html };
}

/** From and Reply-To of a mail, when not the server's own. */
export interface MailEnvelope {
  from?: string;
  replyTo?: string;
}

interface DeliverOptions {
  attachments?: MailAttachment[];
  headers?: Record<string, string>;
  envelope?: MailEnvelope;
  /** The transaction to write the outbox row in. */
  db?: Database;
  /** The row says sent before the SMTP server is asked (and is corrected on a failure). */
  markBeforeSend?: boolean;
  /** The uuid of the mailbox to send through; absent: the system mailbox. */
  mailbox?: string;
}

/** A newsletter mail of a batch: rendered, with its headers and envelope. */
export interface NewsletterBatchMail extends RenderedMail {
  to: string;
  headers: Record<string, string>;
  envelope: MailEnvelope;
}

/** Newsletter mails over one SMTP connection; `close` when the batch ends. */
export interface NewsletterBatch {
  /** `db`: the transaction of the recipient's claim (used for the outbox row without SMTP). */
  send(mail: NewsletterBatchMail, db?: Database): Promise<{ error: string | null }>;
  close(): void;
}

function isRecipientRejection(error: unknown): boolean {
  const { code, responseCode } = (error ?? {}) as { code?: string; responseCode?: number };
  return code === 'EENVELOPE' && typeof responseCode === 'number' && responseCode >= 500;
}

/**
 * Writes mails. Every mail goes to the outbox table (the delivery itself when no SMTP server is set);
 * with SMTP_URL it is also sent, and the outbox records when it was sent or why not.
 */
export class Mailer {
  private readonly transport: Transporter | undefined;
  private jobs: Jobs | undefined;
  /** Each mailbox's transport, kept while its settings stay the same. */
  private readonly mailboxes: MailboxTransports;

  constructor(
    private readonly db: Database,
    readonly settings: MailSettings,
  ) {
    this.transport = settings.smtpUrl ? nodemailer.createTransport(settings.smtpUrl) : undefined;
    this.mailboxes = new MailboxTransports(settings.systemMailbox);
  }

  /** Mails the SMTP server did not take are tried again as jobs (one per outbox row; retry.ts). */
  useJobs(jobs: Jobs): void {
    const transport = this.transport;
    if (!transport) return;
    this.jobs = jobs;
    registerMailRetries(
      jobs,
      this.db,
      (mail) => this.transmit(transport, mail.to, mail, mail.attachments, mail.headers, mail.envelope),
      isRecipientRejection,
      this.settings.retry,
    );
  }

  /**
   * Writes one mail from a template of the `mail` namespace. Throws MailRecipientRejectedError when
   * the SMTP server refuses the address; other SMTP failures are only recorded in the outbox.
   */
  async sendMail(message: MailMessage): Promise<OutboxEntry> {
    return this.deliver(message.to, message.template, renderMail(message, this.settings.publicUrl), {
      ...(message.headers ? { headers: message.headers } : {}),
      ...(message.mailbox ? { mailbox: message.mailbox } : {}),
    });
  }

  /**
   * Writes one mail from a template in the caller's transaction `db`, whose claim of the recipient it
   * records: the outbox row is written as sent before the SMTP server is asked (see sendNewsletter),
   * so once the server accepted the mail only the commit remains. A failure comes back as `error`
   * (no retry job: the caller's claim is what is tried again); a refused address throws
   * MailRecipientRejectedError.
   */
  async sendMailClaimed(message: MailMessage, db: Database): Promise<OutboxEntry> {
    return this.deliver(message.to, message.template, renderMail(message, this.settings.publicUrl), {
      ...(message.headers ? { headers: message.headers } : {}),
      ...(message.mailbox ? { mailbox: message.mailbox } : {}),
      db,
      markBeforeSend: true,
    });
  }

  /** Writes a mail whose words the operator wrote, with `{{link}}` as the action's link. */
  async sendWritten(mail: WrittenMail): Promise<OutboxEntry> {
    return this.deliver(mail.to, mail.template, renderWritten(mail, this.settings.publicUrl), {
      ...(mail.headers ? { headers: mail.headers } : {}),
      envelope: {
        ...(mail.from ? { from: mail.from } : {}),
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      },
    });
  }

  /**
   * Writes a mail whose subject and text are given, with its files (an invoice and its PDF). SMTP
   * sends the files; the outbox keeps the mail with the names of its files (the documents they are
   * printed from stay where they are).
   */
  async sendComposed(mail: ComposedMail): Promise<OutboxEntry> {
    const files = (mail.attachments ?? []).map((file) => file.filename);
    const text = files.length > 0 ? `${mail.text}\n\n[${files.join(', ')}]` : mail.text;
    const html = [
      '<!doctype html><html><body style="font-family: sans-serif; line-height: 1.5">',
      `<p>${escapeHtml(mail.text).replace(/\n/g, '<br>')}</p>`,
      ...files.map((name) => `<p style="font-size: small">[${escapeHtml(name)}]</p>`),
      '</body></html>',
    ].join('\n');
    return this.deliver(
      mail.to,
      mail.template,
      { subject: mail.subject, text, html },
      { attachments: mail.attachments ?? [], ...(mail.mailbox ? { mailbox: mail.mailbox } : {}) },
    );
  }

  /**
   * Writes a mail whose subject, text and HTML are rendered already (a newsletter), with its headers
   * (List-Unsubscribe). Throws MailRecipientRejectedError as sendMail does.
   */
  async sendRendered(
    mail: RenderedMail & {
      to: string;
      template: string;
      headers?: Record<string, string>;
      /** The sender instead of the server's own, and where replies go. */
      envelope?: MailEnvelope;
    },
  ): Promise<OutboxEntry> {
    const { to, template, headers, envelope, subject, text, html } = mail;
    return this.deliver(
      to,
      template,
      { subject, text, html },
      { ...(headers ? { headers } : {}), ...(envelope ? { envelope } : {}) },
    );
  }

  /**
   * Writes one newsletter mail, written already (a sending's personalised snapshot), with its
   * List-Unsubscribe headers. `db` is the transaction the sending's claim of the recipient runs in:
   * the outbox row is written as sent before the SMTP server is asked, so that once it accepted the
   * mail only the commit remains (a crash in between is the one moment a mail could go out twice).
   */
  async sendNewsletter(
    to: string,
    rendered: RenderedMail,
    headers: Record<string, string>,
    envelope: { from?: string; replyTo?: string },
    db: Database = this.db,
  ): Promise<OutboxEntry> {
    return this.deliver(to, 'newsletter', rendered, { headers, envelope, db, markBeforeSend: true });
  }

  /**
   * A batch of newsletter mails over one SMTP connection (kept open between the mails, closed by
   * `close`). With SMTP the recipient's state in the sending is the record of each mail and no outbox
   * row is written; without SMTP the outbox stays the delivery. Throws MailRecipientRejectedError as
   * sendMail does; another failure comes back as `error`.
   */
  newsletterBatch(): NewsletterBatch {
    if (!this.settings.smtpUrl) {
      return {
        send: async (mail, db) => {
          const { subject, text, html } = mail;
          const entry = await this.sendNewsletter(
            mail.to,
            { subject, text, html },
            mail.headers,
            mail.envelope,
            db,
          );
          return { error: entry.error };
        },
        close: () => undefined,
      };
    }
    // nodemailer reads a URL's options from its query only.
    const url = new URL(this.settings.smtpUrl);
    url.searchParams.set('pool', 'true');
    url.searchParams.set('maxConnections', '1');
    url.searchParams.set('maxMessages', 'Infinity');
    const pool = nodemailer.createTransport(url.toString());
    return {
      send: async (mail) => {
        try {
          await this.transmit(pool, mail.to, mail, [], mail.headers, mail.envelope);
          return { error: null };
        } catch (error) {
          if (isRecipientRejection(error)) throw new MailRecipientRejectedError(mail.to);
          return { error: (error as Error).message };
        }
      },
      close: () => pool.close(),
    };
  }

  private transmit(
    transport: Transporter,
    to: string,
    rendered: RenderedMail,
    attachments: MailAttachment[],
    headers: Record<string, string>,
    envelope: { from?: string; replyTo?: string },
    sender?: { name: string; address: string },
  ) {
    return transport.sendMail({
      from: envelope.from ?? sender ?? this.settings.from,
      ...(envelope.replyTo ? { replyTo: envelope.replyTo } : {}),
      to,
      subject: rendered.subject,
      text: rendered.text,
      html: rendered.html,
      attachments,
      headers,
    });
  }

  /**
   * The one delivery path: the outbox row, then SMTP when set, and the outcome in the row. With
   * `markBeforeSend` the row is written as sent before the SMTP server is asked and corrected on a
   * failure (in the caller's transaction `db`, see sendNewsletter).
   */
  private async deliver(
    to: string,
    template: string,
    rendered: RenderedMail,
    options: DeliverOptions = {},
  ): Promise<OutboxEntry> {
    const { attachments = [], headers = {}, envelope = {}, db = this.db, markBeforeSend = false } = options;
    let mailbox: RoutedMailbox | null;
    try {
      mailbox = await this.mailboxes.route(options.mailbox);
    } catch (error) {
      // A mailbox that cannot be used (its password unreadable): the mail is kept with the reason.
      const [row] = await db
        .insert(outbox)
        .values({
          to,
          template,
          subject: rendered.subject,
          text: rendered.text,
          html: rendered.html,
          mailboxUuid: options.mailbox ?? null,
          sender: envelope.from ?? this.settings.from,
          error: (error as Error).message,
        })
        .returning();
      return toOutboxEntry(row!);
    }
    const transport = mailbox?.transport ?? this.transport;
    const sender = mailbox ? { name: mailbox.box.name, address: mailbox.box.email } : undefined;
    const [row] = await db
      .insert(outbox)
      .values({
        to,
        template,
        subject: rendered.subject,
        text: rendered.text,
        html: rendered.html,
        mailboxUuid: mailbox?.box.uuid ?? null,
        sender: envelope.from ?? sender?.address ?? this.settings.from,
        ...(markBeforeSend && transport ? { sentAt: new Date() } : {}),
      })
      .returning();
    if (!row) throw new Error('mail was not stored');
    if (!transport) return toOutboxEntry(row);

    try {
      await this.transmit(transport, to, rendered, attachments, headers, envelope, sender);
      if (markBeforeSend) return toOutboxEntry(row);
      const [sent] = await db
        .update(outbox)
        .set({ sentAt: new Date() })
        .where(eq(outbox.id, row.id))
        .returning();
      return toOutboxEntry(sent ?? row);
    } catch (error) {
      const message = (error as Error).message;
      await db
        .update(outbox)
        .set({ error: message, ...(markBeforeSend ? { sentAt: null } : {}) })
        .where(eq(outbox.id, row.id));
      if (isRecipientRejection(error)) throw new MailRecipientRejectedError(to);
      // A newsletter's mail is the sending's to try again (its recipient's state).
      if (this.jobs && !markBeforeSend)
        await queueMailRetry(this.jobs, { id: row.id, headers, envelope, attachments }, this.settings.retry);
      return toOutboxEntry({ ...row, sentAt: null, error: message });
    }
  }

  close(): void {
    this.transport?.close();
    this.mailboxes.close();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Writes mails from templates: `app.mailer.sendMail({ to, template, language, values })`. */
    mailer: Mailer;
  }
}

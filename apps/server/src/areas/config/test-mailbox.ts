import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import nodemailer from 'nodemailer';
import { AppError } from '../../core/errors';
import { requireRole } from '../../core/guard';
import { keyOf, storedMailbox, transportOf, type MailboxTransport } from './mailboxes';
import { MailboxSchema } from './schemas';

export const TestMailboxBodySchema = Type.Object(
  {
    /** The mailbox as the form holds it; an empty password uses the stored one of the same uuid. */
    mailbox: MailboxSchema,
    /** Where the test mail goes; absent: the mailbox's own address. */
    to: Type.Optional(Type.String({ maxLength: 254 })),
  },
  { additionalProperties: false },
);

const TestMailboxResultSchema = Type.Object({ ok: Type.Literal(true), message: Type.String() });

interface SmtpError {
  code?: string;
  responseCode?: number;
  response?: string;
  message?: string;
}

/** The SMTP server's answer in plain German. */
export function explainSmtpError(error: SmtpError, transport: MailboxTransport): string {
  const answer = error.response ? ` Antwort des Servers: „${error.response}“` : '';
  const message = error.message ?? '';
  if (error.code === 'EAUTH') {
    if (/not supported|no auth|authentication not/i.test(message) && !error.responseCode)
      return `Der Server bietet keine Anmeldung an – Benutzer und Passwort leer lassen oder die Sicherheit ändern.${answer}`;
    return `Anmeldung abgelehnt: falscher Benutzername oder falsches Passwort.${answer}`;
  }
  if (error.code === 'ENOTFOUND' || error.code === 'EDNS')
    return `Der Server „${transport.host}“ wurde nicht gefunden – bitte den Servernamen prüfen.`;
  if (error.code === 'ETLS' || /STARTTLS|TLS|SSL|wrong version number/i.test(message)) {
    if (transport.requireTLS)
      return `Der Server bietet kein STARTTLS an – „keine“ oder „TLS“ als Sicherheit wählen.${answer}`;
    if (transport.secure)
      return `Keine TLS-Verbindung möglich – vielleicht erwartet der Port STARTTLS (meist Port 587).${answer}`;
    return `Der Server verlangt eine verschlüsselte Verbindung (TLS erforderlich) – STARTTLS oder TLS wählen.${answer}`;
  }
  if (error.responseCode === 530)
    return `Der Server verlangt eine Anmeldung oder TLS (TLS erforderlich).${answer}`;
  if (error.code === 'ECONNECTION' || error.code === 'ETIMEDOUT' || error.code === 'ESOCKET')
    return `Server nicht erreichbar: ${transport.host}:${transport.port} antwortet nicht – Server und Port prüfen.`;
  if (error.code === 'EENVELOPE') return `Der Server hat den Empfänger oder Absender abgelehnt.${answer}`;
  return `Die Testmail konnte nicht gesendet werden: ${message}${answer}`;
}

/** POST /api/v0/config_test_mailbox: connects to a mailbox's SMTP server, signs in and sends a test mail. */
export const testMailboxRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The spec's address has no trailing slash.
  app.post(
    '',
    {
      schema: {
        tags: ['config'],
        summary: 'Sends a test mail through a mailbox and reports the SMTP server’s answer (admin, system)',
        body: TestMailboxBodySchema,
        response: { 200: TestMailboxResultSchema },
      },
      preHandler: requireRole('admin', 'system'),
    },
    async (request) => {
      const { mailbox, to } = request.body;
      if (!mailbox.host) throw new AppError('VALIDATION', 400, 'Bitte den SMTP-Server angeben.');
      const recipient = to || mailbox.email;
      if (!/^[^\s@]+@[^\s@]+$/.test(recipient))
        throw new AppError('VALIDATION', 400, `„${recipient}“ ist keine gültige E-Mail-Adresse.`);
      const stored = await storedMailbox(app.db, mailbox.uuid);
      const options = transportOf(
        {
          ...mailbox,
          host: mailbox.host,
          ...(stored?.password_enc ? { password_enc: stored.password_enc } : {}),
        },
        () => keyOf(app.dataDir),
        mailbox.password,
      );
      const transport = nodemailer.createTransport({
        ...options,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      });
      try {
        await transport.verify();
        const info = await transport.sendMail({
          from: { name: mailbox.name, address: mailbox.email },
          to: recipient,
          subject: 'Testmail von Gartenwerk',
          text: `Diese Testmail kam über das Postfach „${mailbox.name}“ (${options.host}:${options.port}). Die Einstellungen funktionieren.`,
        });
        return {
          ok: true as const,
          message: `Testmail an ${recipient} gesendet. Antwort des Servers: „${info.response}“`,
        };
      } catch (error) {
        throw new AppError('MAIL_TEST', 422, explainSmtpError(error as SmtpError, options));
      } finally {
        transport.close();
      }
    },
  );
};

import { SMTPServer } from 'smtp-server';
import { freePort } from './process';

/** A mail as the SMTP sink received it. */
export interface ReceivedMail {
  from: string;
  to: string[];
  /** Headers and body, quoted-printable decoded. */
  raw: string;
}

export interface SmtpSink {
  url: string;
  mails: ReceivedMail[];
  /** The last mail to `to`. */
  lastTo(to: string): ReceivedMail | undefined;
  close(): Promise<void>;
}

function decodeQuotedPrintable(text: string): string {
  return Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

/** A real SMTP server on loopback that keeps what it receives; it refuses recipients `rejects` names. */
export async function startSmtpSink(rejects: (address: string) => boolean = () => false): Promise<SmtpSink> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!rejects(address.address)) return callback();
      const error = Object.assign(new Error('mailbox unavailable'), { responseCode: 550 });
      return callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: decodeQuotedPrintable(Buffer.concat(chunks).toString('latin1')),
        });
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    lastTo: (to) => mails.filter((mail) => mail.to.includes(to)).at(-1),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

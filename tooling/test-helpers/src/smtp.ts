import { SMTPServer } from 'smtp-server';
import { freePort } from './process';

/** A mail as the SMTP sink received it. */
export interface ReceivedMail {
  from: string;
  to: string[];
  /** Headers and body, quoted-printable decoded. */
  raw: string;
  /** The SMTP connection it came over (mails over one connection share it). */
  connection: string;
}

export interface SmtpSink {
  url: string;
  /** The mails received (empty with `keep: false`). */
  mails: ReceivedMail[];
  /** How many mails were received. */
  received(): number;
  /** How many connections were opened. */
  connections(): number;
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

/**
 * A real SMTP server on loopback that keeps what it receives (only counts it with `keep: false`, for
 * benches); it refuses recipients `rejects` names: `true` permanently (550), a number with that code
 * (e.g. 451, a temporary failure). With `auth` it asks every client to sign in with that user and
 * password (535 otherwise).
 */
export async function startSmtpSink(
  rejects: (address: string) => boolean | number = () => false,
  options: {
    keep?: boolean;
    /** Require AUTH (PLAIN/LOGIN over the plain connection) with this user and password. */
    auth?: { user: string; pass: string };
  } = {},
): Promise<SmtpSink> {
  const mails: ReceivedMail[] = [];
  const keep = options.keep ?? true;
  let received = 0;
  let connections = 0;
  const server = new SMTPServer({
    authOptional: !options.auth,
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    disabledCommands: ['STARTTLS'],
    onAuth(auth, _session, callback) {
      const wanted = options.auth;
      if (!wanted || (auth.username === wanted.user && auth.password === wanted.pass))
        return callback(null, { user: auth.username });
      return callback(new Error('Invalid username or password'));
    },
    logger: false,
    onConnect(_session, callback) {
      connections++;
      callback();
    },
    onRcptTo(address, _session, callback) {
      const refused = rejects(address.address);
      if (refused === false) return callback();
      const responseCode = refused === true ? 550 : refused;
      const error = Object.assign(
        new Error(responseCode >= 500 ? 'mailbox unavailable' : 'try again later'),
        {
          responseCode,
        },
      );
      return callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => {
        if (keep) chunks.push(chunk);
      });
      stream.on('end', () => {
        received++;
        if (keep)
          mails.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            raw: decodeQuotedPrintable(Buffer.concat(chunks).toString('latin1')),
            connection: `${session.remoteAddress}:${session.remotePort}`,
          });
        callback();
      });
    },
  });
  // A client that goes away mid-connection (a server stopped during a sending) is no failure of the sink.
  server.on('error', () => undefined);
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    received: () => received,
    connections: () => connections,
    lastTo: (to) => mails.filter((mail) => mail.to.includes(to)).at(-1),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// A newsletter sending survives a killed server: the real process on PostgreSQL, SIGKILLed in the
// middle of a throttled sending, started again; every recipient gets the mail exactly once.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  createPostgresDatabase,
  freePort,
  requirePostgres,
  spawnUntilReady,
  startSmtpSink,
  type SmtpSink,
  type TemporaryDatabase,
} from '@gartenwerk/test-helpers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, createUser } from '../src/areas/auth/service';
import { updateNewsletterSettings } from '../src/areas/newsletter/settings';
import { newsletterLists, newsletterSubscribers } from '../src/areas/newsletter/table';
import { openDatabase, type DatabaseHandle } from '../src/core/db';
import { MISSING_DIST } from './support';

const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));
const MAIN = join(PACKAGE_DIR, 'src', 'main.ts');
const RECIPIENTS = 300;

interface Answer {
  _id: string;
  status: string;
  counts: Record<string, number>;
}

await requirePostgres();

describe('a sending whose server is killed', () => {
  let postgres: TemporaryDatabase;
  let database: DatabaseHandle;
  let smtp: SmtpSink;
  let dataDir: string;

  beforeAll(async () => {
    postgres = await createPostgresDatabase();
    smtp = await startSmtpSink();
    dataDir = mkdtempSync(join(tmpdir(), 'gw-kill-'));
  });
  afterAll(async () => {
    await database?.close();
    await smtp.close();
    await postgres.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function startServer() {
    const port = await freePort();
    const running = await spawnUntilReady(process.execPath, ['--import', 'tsx', MAIN], {
      cwd: PACKAGE_DIR,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        STOREFRONT_DIST: MISSING_DIST,
        ADMIN_DIST: MISSING_DIST,
        DATA_DIR: dataDir,
        DATABASE_URL: postgres.url,
        SMTP_URL: smtp.url,
        ADMIN_PASSWORD: 'Wurzel-2026-Ballen',
        PUBLIC_URL: 'https://gartenwerk.test',
      },
      readyUrl: `http://127.0.0.1:${port}/api/health`,
      timeoutMs: 180_000,
    });
    return Object.assign(running, { origin: `http://127.0.0.1:${port}` });
  }

  it('resumes after a SIGKILL and mails every recipient exactly once', async () => {
    const first = await startServer();
    database = await openDatabase({ kind: 'postgres', url: postgres.url });
    const { db } = database;
    const admin = await createUser(db, { handle: 'versand@gartenwerk.test', roles: ['admin'] });
    const token = await createSession(db, admin._id);
    const api = async (method: string, path: string, body?: unknown) => {
      const response = await fetch(`${first.origin}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      const json = (await response.json()) as Answer;
      if (!response.ok) throw new Error(`${method} ${path}: ${JSON.stringify(json)}`);
      return json;
    };

    const [list] = await db.insert(newsletterLists).values({ name: 'Alle' }).returning();
    const addresses = Array.from({ length: RECIPIENTS }, (_, n) => `kunde${n}@kill.test`);
    await db.insert(newsletterSubscribers).values(
      addresses.map((email) => ({
        email,
        lists: [list!.id],
        status: 'confirmed',
        unsubscribeToken: randomUUID(),
        confirmed: new Date(),
      })),
    );
    // 600 a minute: batches of 100 every ten seconds.
    await updateNewsletterSettings(db, { throttle_per_minute: 600 });
    const template = await api('POST', '/api/v0/newsletter_template/', {
      name: 'Kill',
      subject: 'Einmal',
      modules: [{ type: 'text', props: { text: 'Hallo {{email}}' } }],
    });
    const sending = await api('POST', '/api/v0/newsletter_sending/', {
      template: template._id,
      lists: [list!.id],
      subject: 'Genau einmal',
      send: true,
    });
    expect(sending.counts.total).toBe(RECIPIENTS);

    // Killed in the middle of the sending, after its first batch of 100, while it waits for the next
    // window. (Killed the instant a mail arrives, the server may not have recorded the mail the sink
    // just accepted: SMTP has no two-phase handover, so that one moment can always mail twice.)
    await expect
      .poll(async () => (await api('GET', `/api/v0/newsletter_sending/${sending._id}`)).counts.sent, {
        timeout: 60_000,
        interval: 20,
      })
      .toBe(100);
    first.child.kill('SIGKILL');
    await first.stop();
    expect(smtp.mails).toHaveLength(100);

    const second = await startServer();
    const progress = async () =>
      (await (
        await fetch(`${second.origin}/api/v0/newsletter_sending/${sending._id}`, {
          headers: { authorization: `Bearer ${token}` },
        })
      ).json()) as Answer;
    await expect
      .poll(async () => (await progress()).status, { timeout: 120_000, interval: 250 })
      .toBe('done');
    expect((await progress()).counts).toEqual({
      total: RECIPIENTS,
      queued: 0,
      sent: RECIPIENTS,
      failed: 0,
      bounced: 0,
    });

    const received = new Map<string, number>();
    for (const mail of smtp.mails) for (const to of mail.to) received.set(to, (received.get(to) ?? 0) + 1);
    for (const address of addresses) expect(received.get(address), address).toBe(1);
    expect(smtp.mails).toHaveLength(RECIPIENTS);
    expect(await second.stop()).toBe(0);
  }, 400_000);
});

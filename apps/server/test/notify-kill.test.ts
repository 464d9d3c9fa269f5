// "Tell me when it's back" survives a killed server: the real process on PostgreSQL, SIGKILLed in the
// middle of the throttled mails of a product whose stock was raised, started again; every waiting
// address gets its mail exactly once and every request is closed.
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
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, createUser } from '../src/areas/auth/service';
import { shopNotifyRequests } from '../src/areas/shop-notify/table';
import { openDatabase, type DatabaseHandle } from '../src/core/db';
import { MISSING_DIST } from './support';

const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));
const MAIN = join(PACKAGE_DIR, 'src', 'main.ts');
/** Three batches at the default pace (60 a minute: ten every ten seconds). */
const WAITING = 30;

await requirePostgres();

describe('notify-me mails whose server is killed', () => {
  let postgres: TemporaryDatabase;
  let database: DatabaseHandle;
  let smtp: SmtpSink;
  let dataDir: string;

  beforeAll(async () => {
    postgres = await createPostgresDatabase();
    smtp = await startSmtpSink();
    dataDir = mkdtempSync(join(tmpdir(), 'gw-notify-kill-'));
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

  it('resumes after a SIGKILL and mails every waiting address exactly once', async () => {
    const first = await startServer();
    database = await openDatabase({ kind: 'postgres', url: postgres.url });
    const { db } = database;
    const admin = await createUser(db, { handle: 'lager@gartenwerk.test', roles: ['admin'] });
    const token = await createSession(db, admin._id);
    const api = async (origin: string, method: string, path: string, body?: unknown) => {
      const response = await fetch(`${origin}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      const json = (await response.json()) as Record<string, unknown>;
      if (!response.ok) throw new Error(`${method} ${path}: ${JSON.stringify(json)}`);
      return json;
    };

    const product = await api(first.origin, 'POST', '/api/v0/shop_product/', {
      title: 'Zaubernuss Diane',
      price: 49.9,
    });
    const productId = String(product._id);
    await api(first.origin, 'POST', '/api/v0/shop_stock/adjust', {
      product: productId,
      quantity: 0,
      reason: 'Inventur',
    });
    const addresses = Array.from({ length: WAITING }, (_, n) => `gast${n}@kill.test`);
    await db.insert(shopNotifyRequests).values(
      addresses.map((email) => ({
        productId,
        email,
        language: 'de',
        status: 'confirmed',
        confirmExpires: new Date(),
        cancelToken: randomUUID(),
        confirmed: new Date(),
      })),
    );

    await api(first.origin, 'POST', '/api/v0/shop_stock/adjust', {
      product: productId,
      delta: 12,
      reason: 'Wareneingang',
    });
    const sentCount = async () =>
      (
        await db
          .select({ id: shopNotifyRequests.id })
          .from(shopNotifyRequests)
          .where(eq(shopNotifyRequests.status, 'sent'))
      ).length;
    // Killed after the first batch of ten, while the job waits for the next window. (Killed the
    // instant a mail arrives, the server may not have recorded the mail the sink just accepted: SMTP
    // has no two-phase handover, so that one moment can always mail twice.)
    await expect.poll(sentCount, { timeout: 60_000, interval: 20 }).toBe(10);
    first.child.kill('SIGKILL');
    await first.stop();
    expect(smtp.mails).toHaveLength(10);

    const second = await startServer();
    await expect.poll(sentCount, { timeout: 120_000, interval: 250 }).toBe(WAITING);
    // The stock raised once more while nobody waits: no mail follows.
    await api(second.origin, 'POST', '/api/v0/shop_stock/adjust', {
      product: productId,
      delta: 1,
      reason: 'Wareneingang',
    });

    const received = new Map<string, number>();
    for (const mail of smtp.mails) for (const to of mail.to) received.set(to, (received.get(to) ?? 0) + 1);
    for (const address of addresses) expect(received.get(address), address).toBe(1);
    expect(smtp.mails).toHaveLength(WAITING);
    for (const mail of smtp.mails) expect(mail.raw).toContain('https://gartenwerk.test/p/zaubernuss-diane');
    expect(await second.stop()).toBe(0);
  }, 400_000);
});

// A newsletter sending to many subscribers: the built server queues the recipients (one state row
// each, straight in the database), pages through them by subscriber id, renders and personalises every
// mail and hands it over one pooled SMTP connection per batch to the loopback SMTP sink of the test
// helpers. Prints how long the queueing took, mails per second (the average, and the fastest second:
// the throttle's batches come in bursts) and the server's memory (RSS and V8 heap, sampled inside the
// server every 500 ms: at the start of the sending, its peak and at the end) — they stay flat, as no
// step loads all recipients.
//
// Runs on PGlite (the embedded mode) by default, on PostgreSQL with `--postgres` or
// BENCH_DATABASE=postgres (the test server, TEST_DATABASE_URL; a database of its own, dropped after).
// The subscribers are inserted with one generate_series insert: on PGlite the bench opens the server's
// data directory itself between a first start (migrations, admin, list, template) and the second.
// Linux only (/proc). Build first (`pnpm build`); run with `pnpm --filter @gartenwerk/bench bench:newsletter`
// (add `-- --postgres` for PostgreSQL). SUBSCRIBERS (default 100000) and THROTTLE (mails per minute,
// newsletter/settings allows at most 10000) change the run; BENCH_SECONDS ends the measuring after that many
// seconds of sending (the figures are then those of the part sent).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { startSmtpSink } from '@gartenwerk/test-helpers';
import pg from 'pg';
import { createPostgresDatabase, freePort } from './servers.mjs';

const SUBSCRIBERS = Number(process.env.SUBSCRIBERS ?? 100_000);
const THROTTLE = Number(process.env.THROTTLE ?? 10_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? Infinity);
const POSTGRES = process.argv.includes('--postgres') || process.env.BENCH_DATABASE === 'postgres';
const ADMIN_PASSWORD = 'Bench-Versand-2026';
const serverMain =
  process.env.SERVER_MAIN ?? fileURLToPath(new URL('../apps/server/dist/main.js', import.meta.url));
const memoryProbe = fileURLToPath(new URL('./memory-probe.mjs', import.meta.url));

const mb = (bytes) => Math.round(bytes / 1024 / 1024);

/** The built server with the memory probe; `memory` is its last sample. */
async function startServer(env) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    [...(serverMain.endsWith('.ts') ? ['--import', 'tsx'] : []), '--import', memoryProbe, serverMain],
    {
      env: {
        ...process.env,
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
        ADMIN_EMAIL: 'admin@gartenwerk.test',
        ADMIN_PASSWORD,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    },
  );
  const server = { origin, child, memory: null, samples: [] };
  child.on('message', (sample) => {
    server.memory = sample;
    server.samples.push(sample);
  });
  while (
    !(await fetch(`${origin}/api/health`).then(
      (answer) => answer.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null) throw new Error('the server did not start (is it built? run `pnpm build`)');
    await sleep(250);
  }
  const login = await fetch(`${origin}/api/v0/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ handle: 'admin@gartenwerk.test', password: ADMIN_PASSWORD }),
  });
  const headers = {
    authorization: `Bearer ${(await login.json()).token}`,
    'content-type': 'application/json',
  };
  server.api = async (method, path, body) => {
    const answer = await fetch(`${origin}${path}`, { method, headers, body: body && JSON.stringify(body) });
    const json = await answer.json();
    if (!answer.ok) throw new Error(`${method} ${path}: ${JSON.stringify(json)}`);
    return json;
  };
  server.stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
  };
  return server;
}

const INSERT_SUBSCRIBERS = `
  insert into newsletter_subscribers (id, email, name, status, lists, unsubscribe_token, confirmed)
  select 'bench' || lpad(n::text, 7, '0'), 'kunde' || n || '@bench.test', 'Kunde ' || n, 'confirmed',
         array[$1], md5(random()::text || n), now()
  from generate_series(1, $2::int) as n`;

async function main() {
  const smtp = await startSmtpSink(() => false, { keep: false });
  const dataDir = mkdtempSync(join(tmpdir(), 'gartenwerk-bench-newsletter-'));
  const database = POSTGRES ? await createPostgresDatabase() : undefined;
  const env = { DATA_DIR: dataDir, SMTP_URL: smtp.url, ...(database ? { DATABASE_URL: database.url } : {}) };
  let server;
  try {
    server = await startServer(env);
    const list = await server.api('POST', '/api/v0/newsletter_list/', { name: 'Bench' });
    await server.api('PUT', '/api/v0/newsletter/settings', { throttle_per_minute: THROTTLE });
    const template = await server.api('POST', '/api/v0/newsletter_template/', {
      name: 'Bench',
      subject: 'Frühling',
      modules: [
        { type: 'heading', props: { text: 'Der Frühling ist da', level: 1 } },
        { type: 'text', props: { text: 'Liebe(r) {{name}},\nes blüht in der Baumschule.'.repeat(5) } },
        { type: 'button', props: { label: 'Zum Shop', url: 'https://gartenwerk.test/shop' } },
        { type: 'footer', props: { text: 'Herzliche Grüße aus Krems' } },
      ],
    });

    const insertStart = Date.now();
    if (database) {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      await client.query(INSERT_SUBSCRIBERS, [list._id, SUBSCRIBERS]);
      await client.end();
    } else {
      // PGlite is one process's: the server stops while the bench writes into its data directory.
      await server.stop();
      const db = new PGlite({ dataDir: join(dataDir, 'db'), extensions: { pg_trgm } });
      await db.query(INSERT_SUBSCRIBERS, [list._id, SUBSCRIBERS]);
      await db.close();
      server = await startServer(env);
    }
    console.log(
      `${POSTGRES ? 'PostgreSQL' : 'PGlite'}: ${SUBSCRIBERS} subscribers inserted in ${((Date.now() - insertStart) / 1000).toFixed(1)} s`,
    );

    while (!server.memory) await sleep(100);
    const first = server.memory;
    const queueStart = Date.now();
    const sending = await server.api('POST', '/api/v0/newsletter_sending/', {
      template: template._id,
      lists: [list._id],
      subject: 'Frühling für {{name}}',
      send: true,
    });
    console.log(
      `queued ${sending.counts.total} recipients in ${((Date.now() - queueStart) / 1000).toFixed(1)} s; throttle ${THROTTLE}/min`,
    );
    console.log(`memory at the start: RSS ${mb(first.rss)} MB, heap ${mb(first.heapUsed)} MB`);
    const samplesFrom = server.samples.length - 1;
    const started = Date.now();
    let fastest = 0;
    let lastCount = smtp.received();
    let lastReport = started;
    for (let second = 1; ; second++) {
      await sleep(started + second * 1000 - Date.now());
      const mailed = smtp.received();
      fastest = Math.max(fastest, mailed - lastCount);
      lastCount = mailed;
      if (Date.now() - lastReport >= 10_000 || mailed >= SUBSCRIBERS) {
        lastReport = Date.now();
        const seconds = (Date.now() - started) / 1000;
        const { rss, heapUsed } = server.memory;
        console.log(
          `${seconds.toFixed(0).padStart(5)} s  ${String(mailed).padStart(7)} mails  ${(mailed / seconds).toFixed(1).padStart(6)} mails/s  RSS ${mb(rss)} MB  heap ${mb(heapUsed)} MB`,
        );
        const progress = await server.api('GET', `/api/v0/newsletter_sending/${sending._id}`);
        if (progress.status === 'done') break;
        if (seconds >= SECONDS) {
          console.log(`stopped after ${SECONDS} s with ${progress.counts.queued} recipients still queued`);
          break;
        }
      }
    }
    const seconds = (Date.now() - started) / 1000;
    const run = server.samples.slice(samplesFrom);
    const last = server.memory;
    const peak = (key) => Math.max(...run.map((sample) => sample[key]));
    console.log(
      `done: ${smtp.received()} mails in ${seconds.toFixed(0)} s, ${(smtp.received() / seconds).toFixed(1)} mails/s on average, ` +
        `${fastest} in the fastest second; SMTP connections ${smtp.connections()}`,
    );
    console.log(
      `memory: RSS start ${mb(first.rss)} MB, peak ${mb(peak('rss'))} MB, end ${mb(last.rss)} MB; ` +
        `heap start ${mb(first.heapUsed)} MB, peak ${mb(peak('heapUsed'))} MB, end ${mb(last.heapUsed)} MB`,
    );
  } finally {
    await server?.stop();
    await smtp.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();

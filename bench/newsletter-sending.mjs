// A newsletter sending to many subscribers on PostgreSQL: the built server queues the recipients
// (one state row each, straight in the database), renders and personalises every mail and hands it to
// an SMTP sink on loopback. Prints how long the queueing took, mails per second and the server's
// resident memory every few seconds (it should stay flat: recipients are streamed, never all loaded).
// Linux only (/proc). Build first (`pnpm build`); run with `pnpm --filter @gartenwerk/bench bench:newsletter`.
// SUBSCRIBERS (default 100000) and THROTTLE (mails per minute, at most 10000) change the run.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createPostgresDatabase, freePort } from './servers.mjs';

const SUBSCRIBERS = Number(process.env.SUBSCRIBERS ?? 100_000);
const THROTTLE = Number(process.env.THROTTLE ?? 10_000);
const ADMIN_PASSWORD = 'Bench-Versand-2026';
const serverMain =
  process.env.SERVER_MAIN ?? fileURLToPath(new URL('../apps/server/dist/main.js', import.meta.url));

function residentMb(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((candidate) => candidate.startsWith('VmRSS:'));
  return Math.round(Number(line.split(/\s+/)[1]) / 1024);
}

/** The least SMTP server: accepts everything and counts the messages. */
async function smtpSink() {
  let received = 0;
  const server = createServer((socket) => {
    let inData = false;
    let tail = '';
    socket.write('220 bench ESMTP\r\n');
    socket.on('data', (chunk) => {
      const text = tail + chunk.toString('latin1');
      if (inData) {
        const end = text.indexOf('\r\n.\r\n');
        if (end === -1) {
          tail = text.slice(-4);
          return;
        }
        inData = false;
        tail = '';
        received++;
        socket.write('250 queued\r\n');
        return;
      }
      tail = '';
      for (const line of text.split('\r\n').filter(Boolean)) {
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO') socket.write('250-bench\r\n250 8BITMIME\r\n');
        else if (command === 'DATA') {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (command === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
    socket.on('error', () => undefined);
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `smtp://127.0.0.1:${port}`, received: () => received, close: () => server.close() };
}

async function main() {
  const database = await createPostgresDatabase();
  const smtp = await smtpSink();
  const dataDir = mkdtempSync(join(tmpdir(), 'gartenwerk-bench-newsletter-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    [...(serverMain.endsWith('.ts') ? ['--import', 'tsx'] : []), serverMain],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: database.url,
        SMTP_URL: smtp.url,
        ADMIN_EMAIL: 'admin@gartenwerk.test',
        ADMIN_PASSWORD,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const client = new pg.Client({ connectionString: database.url });
  try {
    while (
      !(await fetch(`${origin}/api/health`).then(
        (answer) => answer.ok,
        () => false,
      ))
    ) {
      if (child.exitCode !== null)
        throw new Error('the server did not start (is it built? run `pnpm build`)');
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
    const api = async (method, path, body) => {
      const answer = await fetch(`${origin}${path}`, { method, headers, body: body && JSON.stringify(body) });
      const json = await answer.json();
      if (!answer.ok) throw new Error(`${method} ${path}: ${JSON.stringify(json)}`);
      return json;
    };

    const list = await api('POST', '/api/v0/newsletter_list/', { name: 'Bench' });
    await api('PUT', '/api/v0/newsletter/settings', { throttle_per_minute: THROTTLE });
    const template = await api('POST', '/api/v0/newsletter_template/', {
      name: 'Bench',
      subject: 'Frühling',
      modules: [
        { type: 'heading', props: { text: 'Der Frühling ist da', level: 1 } },
        { type: 'text', props: { text: 'Liebe(r) {{name}},\nes blüht in der Baumschule.'.repeat(5) } },
        { type: 'button', props: { label: 'Zum Shop', url: 'https://gartenwerk.test/shop' } },
        { type: 'footer', props: { text: 'Herzliche Grüße aus Krems' } },
      ],
    });
    await client.connect();
    await client.query(
      `insert into newsletter_subscribers (id, email, name, status, lists, unsubscribe_token, confirmed)
       select 'bench' || n, 'kunde' || n || '@bench.test', 'Kunde ' || n, 'confirmed', array[$1], md5(random()::text || n), now()
       from generate_series(1, $2) as n`,
      [list._id, SUBSCRIBERS],
    );

    const rssBefore = residentMb(child.pid);
    const queueStart = Date.now();
    const sending = await api('POST', '/api/v0/newsletter_sending/', {
      template: template._id,
      lists: [list._id],
      subject: 'Frühling für {{name}}',
      send: true,
    });
    console.log(
      `queued ${sending.counts.total} recipients in ${((Date.now() - queueStart) / 1000).toFixed(1)} s; throttle ${THROTTLE}/min; RSS ${rssBefore} MB before`,
    );
    const started = Date.now();
    let peak = rssBefore;
    for (;;) {
      await sleep(5_000);
      const rss = residentMb(child.pid);
      peak = Math.max(peak, rss);
      const mailed = smtp.received();
      const seconds = (Date.now() - started) / 1000;
      console.log(
        `${seconds.toFixed(0).padStart(5)} s  ${String(mailed).padStart(7)} mails  ${(mailed / seconds).toFixed(1).padStart(7)} mails/s  RSS ${rss} MB`,
      );
      const progress = await api('GET', `/api/v0/newsletter_sending/${sending._id}`);
      if (progress.status === 'done') break;
    }
    console.log(`done: ${smtp.received()} mails; RSS before ${rssBefore} MB, peak ${peak} MB`);
  } finally {
    child.kill('SIGTERM');
    await once(child, 'exit');
    await client.end().catch(() => undefined);
    smtp.close();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();

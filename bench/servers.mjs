// The built server and the test PostgreSQL server, for the scripts of this folder.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/** The first admin of the servers started here (ADMIN_EMAIL, ADMIN_PASSWORD). */
export const ADMIN = { handle: 'admin@gartenwerk.test', password: 'Sehr-Geheim-2026!' };

/** The PostgreSQL server of the tests; a script makes a database of its own there and drops it after. */
export const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const serverMain = fileURLToPath(new URL('../apps/server/dist/main.js', import.meta.url));

export async function freePort() {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address();
  probe.close();
  await once(probe, 'close');
  return port;
}

/** Spawns a node process and waits until `readyUrl` answers 2xx. */
export async function startProcess(args, env, readyUrl) {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = once(child, 'exit');
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 120_000;
  while (
    !(await fetch(readyUrl).then(
      (response) => response.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`${args.join(' ')} did not start (is the server built? run \`pnpm build\` first)`);
    }
    await sleep(250);
  }
  return Object.assign(stop, { pid: child.pid });
}

/** The resident memory of a process in MB; null where /proc is not there. */
export function rssMb(pid) {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return Number.isFinite(kb) ? Math.round(kb / 1024) : null;
  } catch {
    return null;
  }
}

/** CPU time (clock ticks) a process has used so far; null where /proc is not there. */
function cpuTicks(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
}

/**
 * Waits until the server is done with its background work (the seed's images get their variants
 * after the start, or a heavy row's requests still queued when the load stopped): its CPU time
 * grows by less than 5 % of a core for three seconds in a row.
 */
export async function settle(pid) {
  const deadline = Date.now() + 180_000;
  let quiet = 0;
  let last = cpuTicks(pid);
  while (last !== null && quiet < 3 && Date.now() < deadline) {
    await sleep(1000);
    const now = cpuTicks(pid);
    quiet = now !== null && now - last < 5 ? quiet + 1 : 0;
    last = now;
  }
}

/**
 * The built server with a fresh DATA_DIR; it migrates and seeds the demo shop at start, and is
 * measured once its CPU has settled. `env` adds settings, `nodeArgs` node's own (e.g. --cpu-prof).
 */
export async function startServer(databaseUrl, env = {}, nodeArgs = []) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'gartenwerk-bench-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = await startProcess(
    [...nodeArgs, serverMain],
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ADMIN_EMAIL: ADMIN.handle,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: baseUrl,
      // As `npm start` runs it (apps/server's start script).
      MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
      ...env,
    },
    `${baseUrl}/api/health`,
  );
  await settle(stop.pid);
  return {
    baseUrl,
    pid: stop.pid,
    async stop() {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function withAdminClient(run) {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** An empty database of the bench's own on the test PostgreSQL server. */
export async function createPostgresDatabase() {
  const name = `gw_bench_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await withAdminClient((client) => client.query(`create database ${name}`));
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => withAdminClient((client) => client.query(`drop database if exists ${name} with (force)`)),
  };
}

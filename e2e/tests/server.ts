import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, spawnUntilReady, type RunningProcess } from '@gartenwerk/test-helpers';

/** The first admin every started shop has. */
export const ADMIN = { handle: 'admin@gartenwerk.test', password: 'Sehr-Geheim-2026!' } as const;

const serverMain = new URL('../../apps/server/dist/main.js', import.meta.url).pathname;

export interface RunningShop {
  baseUrl: string;
  dataDir: string;
  server: RunningProcess;
  stop(): Promise<void>;
}

/** Starts the built server, as `npm start` does, on a free port with a fresh DATA_DIR. */
export async function startShop(env: NodeJS.ProcessEnv = {}): Promise<RunningShop> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'gartenwerk-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = await spawnUntilReady(process.execPath, [serverMain], {
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.handle,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: baseUrl,
      ...env,
    },
    readyUrl: `${baseUrl}/api/health`,
    timeoutMs: 90_000,
  });
  return {
    baseUrl,
    dataDir,
    server,
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

import { freePort, spawnUntilReady, type RunningProcess } from '@gartenwerk/test-helpers';

/** The first admin every started shop has. */
export const ADMIN = { handle: 'admin@gartenwerk.test', password: 'Sehr-Geheim-2026!' } as const;

const serverMain = new URL('../../apps/server/dist/main.js', import.meta.url).pathname;

/** Spawns the built server on a free port with `dataDir` and waits until it answers. */
export async function spawnShop(
  dataDir: string,
  env: NodeJS.ProcessEnv,
): Promise<{ baseUrl: string; server: RunningProcess }> {
  const port = await freePort();
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
    // A limit, not a wait: the first start seeds the demo shop, which takes long on a busy machine.
    timeoutMs: 180_000,
  });
  return { baseUrl, server };
}

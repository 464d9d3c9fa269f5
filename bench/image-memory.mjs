// Peak memory of the built server while it turns large images into variants: several
// 7000 × 7000 PNGs (just under the default pixel limit, ~150 kB each) uploaded at the same moment.
// Prints the server's resident memory before, its peak (VmHWM) while the variants are made, and the
// rise. Linux only (/proc). Build first (`pnpm build`); run with `pnpm --filter @gartenwerk/bench bench:images`.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { freePort } from './servers.mjs';

/** How many images are uploaded at once (IMAGES overrides). */
const IMAGES = Number(process.env.IMAGES ?? 4);
const SIDE = 7000;
const ADMIN_PASSWORD = 'Bench-Speicher-2026';
const serverMain = fileURLToPath(new URL('../apps/server/dist/main.js', import.meta.url));

/** A field of /proc/<pid>/status in MB, e.g. VmRSS (now) or VmHWM (the peak so far). */
function memoryMb(pid, field) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((candidate) => candidate.startsWith(`${field}:`));
  return Math.round(Number(line.split(/\s+/)[1]) / 1024);
}

/** One 7000 × 7000 PNG per upload, each of its own colour (the library refuses duplicates). */
const image = (index) =>
  sharp({ create: { width: SIDE, height: SIDE, channels: 3, background: { r: 40 + index, g: 120, b: 60 } } })
    .png({ compressionLevel: 9 })
    .toBuffer();

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'gartenwerk-bench-images-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [serverMain], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    while (
      !(await fetch(`${origin}/api/health`).then(
        (response) => response.ok,
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
      body: JSON.stringify({ handle: 'admin@gartenwerk.local', password: ADMIN_PASSWORD }),
    });
    const auth = { authorization: `Bearer ${(await login.json()).token}` };
    const processing = async () => {
      const list = await (await fetch(`${origin}/api/v0/file/?limit=1000`, { headers: auth })).json();
      return list.items.filter((file) => file.processing).length;
    };
    // The seed's own images first, so that only the large ones are measured.
    while ((await processing()) > 0) await sleep(500);
    const images = await Promise.all(Array.from({ length: IMAGES }, (_, index) => image(index)));
    // Starts the peak (VmHWM) afresh at the current resident memory: the start's peak is not the images'.
    writeFileSync(`/proc/${child.pid}/clear_refs`, '5');
    const before = memoryMb(child.pid, 'VmRSS');

    const started = Date.now();
    const answers = await Promise.all(
      images.map((bytes, index) => {
        const form = new FormData();
        form.append('file', new Blob([bytes], { type: 'image/png' }), `gross-${index}.png`);
        return fetch(`${origin}/api/v0/upload`, { method: 'POST', headers: auth, body: form });
      }),
    );
    const refused = answers.filter((answer) => !answer.ok);
    if (refused.length > 0)
      throw new Error(`uploads refused: ${refused.map((answer) => answer.status).join(', ')}`);
    while ((await processing()) > 0) await sleep(250);
    const peak = memoryMb(child.pid, 'VmHWM');

    console.log(
      `${IMAGES} uploads of ${SIDE} × ${SIDE} PNG (${Math.round(images[0].length / 1024)} kB each), variants made in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    console.log(`resident memory before: ${before} MB`);
    console.log(`peak resident memory:   ${peak} MB (+${peak - before} MB)`);
  } finally {
    child.kill('SIGTERM');
    await once(child, 'exit');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();

// Lighthouse scores (mobile) of the public site, measured against the built server.
// Build first (`pnpm build`); this script builds nothing. Targets: performance ≥ 98, accessibility ≥ 95.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const TARGETS = { performance: 98, accessibility: 95 };
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Where the full reports go as JSON, when set (for a look at every audit). */
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;
const serverMain = new URL('../../apps/server/dist/main.js', import.meta.url).pathname;

// Plain node runs this script, so the TypeScript test helpers (freePort, spawnUntilReady) are not importable.
async function freePort() {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address();
  probe.close();
  await once(probe, 'close');
  return port;
}

/** The built server on a free port with a fresh DATA_DIR, seeded with the demo content at its first start. */
async function startServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'gartenwerk-lighthouse-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [serverMain], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: 'admin@gartenwerk.test',
      ADMIN_PASSWORD: 'Sehr-Geheim-2026!',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: baseUrl,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = once(server, 'exit');
  const stop = async () => {
    if (server.exitCode === null) server.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 90_000;
  while (
    !(await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    ))
  ) {
    if (server.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error('the server did not start (is it built? run `pnpm build` first)');
    }
    await sleep(250);
  }
  return { baseUrl, stop };
}

/** The product page of the first product in a group. */
async function productPagePath(baseUrl) {
  const response = await fetch(`${baseUrl}/api/v0/shop_product/`);
  const { items } = await response.json();
  const product = items.find((candidate) => candidate.product_groups.length > 0);
  if (!product) throw new Error('the seed has no product in a group');
  return `/p/${encodeURIComponent(product._id)}`;
}

/** Failing audits worth looking at: opportunities by the time they would save, then failed checks. */
function findings(lhr) {
  const failing = Object.values(lhr.audits).filter(
    (audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative',
  );
  const savings = (audit) => audit.metricSavings?.LCP ?? audit.numericValue ?? 0;
  return failing
    .sort((a, b) => savings(b) - savings(a))
    .slice(0, 5)
    .map((audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
}

const shop = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const rows = [];
let missed = false;
try {
  const pages = ['/', '/Aktuelles', await productPagePath(shop.baseUrl)];
  // One visit each first: the scores are of a running shop, not of the first render after its start.
  for (const path of pages) await fetch(`${shop.baseUrl}${path}`).then((response) => response.text());
  for (const path of pages) {
    const { lhr } = await lighthouse(
      `${shop.baseUrl}${path}`,
      { port: chrome.port, output: 'json', logLevel: 'error' },
      {
        extends: 'lighthouse:default',
        settings: { formFactor: 'mobile', onlyCategories: Object.keys(TARGETS) },
      },
    );
    if (lhr.runtimeError) throw new Error(`${path}: ${lhr.runtimeError.message}`);
    if (REPORT_DIR) {
      mkdirSync(REPORT_DIR, { recursive: true });
      writeFileSync(
        join(REPORT_DIR, `${path === '/' ? 'home' : path.replace(/\W+/g, '_')}.json`),
        JSON.stringify(lhr),
      );
    }
    const scores = Object.fromEntries(
      Object.keys(TARGETS).map((category) => [category, Math.round(lhr.categories[category].score * 100)]),
    );
    const met = Object.entries(TARGETS).every(([category, target]) => scores[category] >= target);
    missed ||= !met;
    rows.push({
      page: path,
      performance: scores.performance,
      accessibility: scores.accessibility,
      FCP: lhr.audits['first-contentful-paint'].displayValue,
      LCP: lhr.audits['largest-contentful-paint'].displayValue,
      TBT: lhr.audits['total-blocking-time'].displayValue,
      CLS: lhr.audits['cumulative-layout-shift'].displayValue,
      target: met ? 'met' : 'missed',
    });
    console.log(`${path}: ${findings(lhr).join(', ') || 'no failing audits'}`);
  }
} finally {
  chrome.kill();
  await shop.stop();
}

console.log(
  `\nLighthouse, mobile (targets: performance ≥ ${TARGETS.performance}, accessibility ≥ ${TARGETS.accessibility})`,
);
console.table(rows);
process.exitCode = missed ? 1 : 0;

// Lighthouse scores of the home page, a group page and a product page, on a phone and a desktop,
// measured against the built server: the median of LIGHTHOUSE_RUNS runs (3) by performance.
// Build first (`pnpm build`); this script builds nothing. Mobile targets: performance ≥ 98, accessibility 100.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const TARGETS = { performance: 98, accessibility: 100 };
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const DEVICES = { mobile: { extends: 'lighthouse:default' }, desktop: desktopConfig };
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
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
  // Seeding a fresh shop takes a minute or two on a busy machine.
  const deadline = Date.now() + 240_000;
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

/** A group page and a product page, by their readable addresses from the sitemap. */
async function shopPagePaths(baseUrl) {
  const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  const group = listed.find((path) => /^\/shop\/[^/]+$/.test(path));
  const product = listed.find((path) => /^\/shop\/[^/]+\/[^/]+$/.test(path));
  if (!group || !product) throw new Error('the sitemap lists no group or no product page');
  return [group, product];
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

/** The middle value: of three runs, the one the other two lie on either side of. */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

// LIGHTHOUSE_URL measures a shop that is already running (seeded with the demo content) instead.
const shop = process.env.LIGHTHOUSE_URL
  ? { baseUrl: process.env.LIGHTHOUSE_URL.replace(/\/$/, ''), stop: async () => {} }
  : await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const rows = [];
let missed = false;
try {
  const pages = ['/', ...(await shopPagePaths(shop.baseUrl))];
  // One visit each first, in the language headless Chromium asks for: the scores are of a running
  // shop, not of the first render after its start.
  for (const path of pages)
    await fetch(`${shop.baseUrl}${path}`, { headers: { 'accept-language': 'en-US,en;q=0.9' } }).then((response) =>
      response.text(),
    );
  for (const [device, config] of Object.entries(DEVICES))
    for (const path of pages) {
      const runs = [];
      // A run Lighthouse itself could not record (NO_NAVSTART and the like) is repeated, up to twice.
      for (let run = 0, failed = 0; run < RUNS;) {
        const { lhr } = await lighthouse(
          `${shop.baseUrl}${path}`,
          { port: chrome.port, output: 'json', logLevel: 'error' },
          { ...config, settings: { ...config.settings, onlyCategories: CATEGORIES } },
        );
        if (!lhr.runtimeError) {
          runs.push(lhr);
          run += 1;
        } else if ((failed += 1) > 2) throw new Error(`${path}: ${lhr.runtimeError.message}`);
        else console.log(`${device} ${decodeURI(path)}: run again (${lhr.runtimeError.code})`);
      }
      // The run of median performance stands for the page; its report is the one kept.
      const middle = median(runs.map((lhr) => lhr.categories.performance.score));
      const lhr = runs.find((candidate) => candidate.categories.performance.score === middle);
      const name = `${device}-${path === '/' ? 'home' : path.replace(/\W+/g, '_')}`;
      if (REPORT_DIR) {
        mkdirSync(REPORT_DIR, { recursive: true });
        writeFileSync(join(REPORT_DIR, `${name}.json`), JSON.stringify(lhr));
      }
      const scores = Object.fromEntries(
        CATEGORIES.map((category) => [category, Math.round(lhr.categories[category].score * 100)]),
      );
      const met =
        device !== 'mobile' ||
        Object.entries(TARGETS).every(([category, target]) => scores[category] >= target);
      missed ||= !met;
      rows.push({
        device,
        page: decodeURI(path),
        ...scores,
        LCP: lhr.audits['largest-contentful-paint'].displayValue,
        CLS: lhr.audits['cumulative-layout-shift'].displayValue,
        TBT: lhr.audits['total-blocking-time'].displayValue,
        target: met ? 'met' : 'missed',
      });
      console.log(`${device} ${decodeURI(path)}: ${findings(lhr).join(', ') || 'no failing audits'}`);
    }
} finally {
  chrome.kill();
  await shop.stop();
}

console.log(
  `\nLighthouse, median of ${RUNS} run(s) (mobile targets: performance ≥ ${TARGETS.performance}, accessibility ≥ ${TARGETS.accessibility})`,
);
console.table(rows);
process.exitCode = missed ? 1 : 0;

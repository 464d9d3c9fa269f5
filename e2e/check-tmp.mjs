import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:3999';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const paths = process.argv.slice(3);
const width = Number(process.argv[2]);
const page = await browser.newPage({ viewport: { width, height: 900 }, locale: 'de-AT' });
await page.goto(`${base}/admincenter/dashboard`);
await page.waitForURL(/\/login\?redirect=/);
await page.getByLabel('Email', { exact: true }).fill('admin@gartenwerk.local');
await page.getByLabel('Passwort', { exact: true }).fill('Admin-Passwort-123');
await page.getByRole('button', { name: 'Anmelden' }).click();
await page.waitForURL((u) => u.pathname.startsWith('/admincenter'));
for (const path of paths) {
  await page.goto(`${base}${path}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60000 });
  await page.waitForTimeout(1500);
  const r = await page.evaluate(() => {
    const vw = document.documentElement.clientWidth; const out = [];
    for (const el of document.querySelectorAll('body *')) { const b = el.getBoundingClientRect(); const p = el.parentElement.getBoundingClientRect();
      if (b.right > vw + 1 && p.right <= vw + 1) out.push(`${el.tagName}.${el.className} w=${Math.round(b.width)} minw=${getComputedStyle(el).minWidth} ws=${getComputedStyle(el).whiteSpace} size=${el.getAttribute('size')}`); }
    return { sw: document.documentElement.scrollWidth, h1: document.querySelector('h1')?.textContent, out: out.slice(0, 8) }; });
  const name = path.replace(/[^a-z0-9]+/gi, '_');
  await page.screenshot({ path: `/tmp/shot-${width}-${name}.png` });
  console.log(width, path, JSON.stringify(r));
}
await browser.close();

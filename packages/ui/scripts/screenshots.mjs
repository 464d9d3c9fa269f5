// Screenshots of stories from the built Storybook (storybook-static/) at a phone and a desktop
// width, in Debian's Chromium: `pnpm screenshots [story-id …]` after `pnpm build`.
// Written to .screenshots/<story-id>-<width>.png for a person to look at.
import { createReadStream, existsSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';

const packageDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const root = path.join(packageDir, 'storybook-static');
const outDir = path.join(packageDir, '.screenshots');
const WIDTHS = [390, 1440];
const stories = process.argv.slice(2).length ? process.argv.slice(2) : ['overview-shop--page'];
const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

if (!existsSync(path.join(root, 'iframe.html')))
  throw new Error('storybook-static/ is missing: run `pnpm build` first');
mkdirSync(outDir, { recursive: true });

const server = createServer((request, response) => {
  const file = path.join(root, decodeURIComponent(new URL(request.url, 'http://x').pathname));
  if (!file.startsWith(root) || !existsSync(file)) return response.writeHead(404).end();
  response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(response);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address();

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const id of stories) {
    for (const width of WIDTHS) {
      const page = await browser.newPage({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
      await page.goto(`http://127.0.0.1:${port}/iframe.html?id=${id}&viewMode=story`);
      await page.locator('#storybook-root > *').first().waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      const file = path.join(outDir, `${id}-${width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(`${file}${overflow > 0 ? `  (scrolls sideways by ${overflow} px)` : ''}`);
      await page.close();
    }
  }
} finally {
  await browser.close();
  server.close();
}

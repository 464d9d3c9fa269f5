// The embedded server's memory under a mixed load for SOAK_MINUTES (default 10): guests' and shoppers'
// pages, pages and lists at new addresses (every one a miss the caches must make room for), single
// products and cart writes. Prints the resident memory every SOAK_STEP_SECONDS (default 30) and
// whether it stayed under the target. Build first (`pnpm build`). Run with `pnpm bench:soak`.
import autocannon from 'autocannon';
import { rssMb, startServer } from './servers.mjs';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const STEP_SECONDS = Number(process.env.SOAK_STEP_SECONDS ?? 30);
const TARGET_MB = 300;
const CONNECTIONS = 20;

const server = await startServer(undefined);
try {
  const base = server.baseUrl;
  const { items } = await (await fetch(`${base}/api/v0/shop_product/?limit=100`)).json();
  const { items: groups } = await (await fetch(`${base}/api/v0/shop_productgroup/`)).json();
  const slugOf = new Map(groups.map((group) => [group._id, group.slug]));
  const pages = items
    .filter((product) => slugOf.has(product.product_groups[0]))
    .map((product) => `/shop/${slugOf.get(product.product_groups[0])}/${product.slug}`);
  let unique = 0;
  const next = () => (unique++).toString(36);
  const pick = (list) => list[unique % list.length];
  const requests = [
    { setupRequest: (request) => ({ ...request, path: pick(pages) }) },
    { setupRequest: (request) => ({ ...request, path: `${pick(pages)}?soak=${next()}` }) },
    { setupRequest: (request) => ({ ...request, path: `/api/v0/shop_product/?limit=20&soak=${next()}` }) },
    {
      setupRequest: (request) => ({
        ...request,
        path: `/api/v0/shop_product/${pick(items)._id}?soak=${next()}`,
      }),
    },
    {
      method: 'PUT',
      path: '/api/v0/shop/cart/',
      headers: { 'content-type': 'application/json' },
      setupRequest: (request) => ({
        ...request,
        body: JSON.stringify([{ item: pick(items)._id, amount: 1 }]),
      }),
    },
  ];

  const started = rssMb(server.pid);
  console.log(`PGlite server, ${CONNECTIONS} connections of mixed requests for ${MINUTES} min`);
  console.log(`  0:00  ${started} MB (settled after the start)`);
  const curve = [started];
  let served = 0;
  let failed = 0;
  for (let second = STEP_SECONDS; second <= MINUTES * 60; second += STEP_SECONDS) {
    const result = await autocannon({
      url: base,
      connections: CONNECTIONS,
      duration: STEP_SECONDS,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
      requests,
    });
    served += result.requests.total;
    failed += result.non2xx + result.errors + result.timeouts;
    const rss = rssMb(server.pid);
    curve.push(rss);
    const minute = `${Math.floor(second / 60)}:${String(second % 60).padStart(2, '0')}`;
    console.log(`${minute.padStart(6)}  ${rss} MB  (${Math.round(result.requests.average)} req/s)`);
  }
  const highest = Math.max(...curve);
  console.log(
    `${served} requests (${failed} not 2xx); highest ${highest} MB, last ${curve.at(-1)} MB: ` +
      `under ${TARGET_MB} MB ${highest < TARGET_MB ? 'met' : 'NOT met'}`,
  );
} finally {
  await server.stop();
}

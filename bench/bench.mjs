// HTTP benchmarks of the built server: a bare fastify hello-world as the ceiling and fastify sending the
// same bytes as the list and the page (the limit for each) and running the same statements as the
// uncached list and product and PUT cart's write on PostgreSQL (the limit for those), then the API and
// the pages with and without their caches, PUT cart and placing an order; on PGlite, and on PostgreSQL with one and two processes.
// Pages and lists are read as browsers read them, accepting compressed answers.
// Build first (`pnpm build`); this script builds nothing. Run with `pnpm bench` from the root.
import { execFileSync } from 'node:child_process';
import { get } from 'node:http';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';
import {
  ADMIN,
  createPostgresDatabase,
  freePort,
  POSTGRES_URL,
  rssMb,
  startProcess,
  settle,
  startServer,
  withAdminClient,
} from './servers.mjs';

/** Seconds each scenario runs (BENCH_DURATION overrides). */
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 100;
/** The issue's figures; each row prints whether it meets its own. */
const TARGETS = {
  productListShareOfCeiling: 0.4,
  uncachedListPerSecond: 5000,
  uncachedProductPerSecond: 10000,
  // A shopper's page (a cart cookie) against a guest's in the same run.
  shopperShareOfGuest: 0.8,
  shopperP99Ms: 100,
  // A signed-in customer whose role has a discount, against a guest in the same run.
  customerShareOfGuest: 0.8,
  customerP99Ms: 100,
  renderPerSecond: 500,
  renderP99Ms: 200,
  cartPerSecond: 3000,
  // The embedded (PGlite) server once the bench is done.
  pgliteRssAfterMb: 300,
};
const benchScript = fileURLToPath(import.meta.url);

/** A customer of the bench: the role `user`, which the bench gives 10 % off everything. */
const CUSTOMER = {
  handle: 'stammkunde@gartenwerk.test',
  name: 'Stammkunde',
  password: 'Garten-Schere-2026!',
};
/** A product's page at its slug address (an id address answers 301 to it). */
const productPagePath = (product, group) =>
  `/shop/${encodeURIComponent(group.slug)}/${encodeURIComponent(product.slug)}`;
const PRODUCT_LIST_PATH = '/api/v0/shop_product/';
/** What every browser sends: the server answers them compressed. */
const BROWSER = { headers: { 'accept-encoding': 'gzip, deflate, br' } };
const CART_PATH = '/api/v0/shop/cart/';
const ORDER_PATH = '/api/v0/shop_order/';

let unique = 0;
/** Each request its own query string: nothing the caches hold answers it. */
const uniqueQuery = {
  requests: [{ setupRequest: (request) => ({ ...request, path: withUnique(request.path) }) }],
};
const withUnique = (path) => `${path}${path.includes('?') ? '&' : '?'}u=${(unique++).toString(36)}`;

/** One autocannon run: mean req/s, p50 and p99 latency in ms, and the answers that were not 2xx. */
async function measure(url, options = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, ...options });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

/** Rounds in which the ceiling and the product list take turns (see `measureInTurns`). */
const ROUNDS = 5;
const TURN_SECONDS = Math.max(2, Math.round(DURATION / 2));

const medianBy = (runs) =>
  [...runs].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)[Math.floor(runs.length / 2)];

/**
 * The ceiling and the product list in ROUNDS short turns, each row its median round: this machine's
 * speed drifts by a third within a minute, so two runs one after the other compare two machines.
 */
async function measureInTurns(ceilingUrl, listUrls, listOptions) {
  const duration = TURN_SECONDS;
  const ceiling = [];
  const list = [];
  for (let round = 0; round < ROUNDS; round++) {
    ceiling.push(await measure(ceilingUrl, { duration }));
    list.push(await measure(listUrls, { duration, ...listOptions }));
  }
  return { ceiling: medianBy(ceiling), list: medianBy(list) };
}

/** The bytes a browser receives for `url` (compressed, as they go over the wire). */
function wireBytes(url, headers = {}) {
  return new Promise((resolve, reject) => {
    get(url, { headers: { ...BROWSER.headers, ...headers } }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve(Buffer.concat(chunks)));
    }).on('error', reject);
  });
}

/** The x-cache header (public response cache) of a read right after a run: hit, miss or none. */
const cacheOf = async (url, headers = {}) => (await fetch(url, { headers })).headers.get('x-cache') ?? 'none';

const pad = (text, width) => String(text).padEnd(width);
/** The width of the rows' names: the longest, with room to spare. */
const NAME_WIDTH = 38;
const padStart = (text, width) => String(text).padStart(width);
const check = (ok) => (ok ? 'met' : 'NOT met');
const percent = (share) => `${(share * 100).toFixed(0)} %`;

function printRow(name, figures, ceiling, target = '') {
  const ratio = ceiling ? percent(figures.requestsPerSecond / ceiling) : '';
  const failed = figures.failed ? `  (${figures.failed} failed or timed out)` : '';
  console.log(
    `${pad(name, NAME_WIDTH)}${padStart(Math.round(figures.requestsPerSecond), 9)}${padStart(figures.p50, 8)}${padStart(figures.p99, 8)}` +
      `${padStart(ratio, 9)}   ${target}${failed}`,
  );
}

async function json(url, init) {
  const response = await fetch(url, init);
  if (!response.ok)
    throw new Error(`${init?.method ?? 'GET'} ${url} answered ${response.status}: ${await response.text()}`);
  return { body: await response.json(), response };
}

/** Logs in through the API: the session's bearer token and the cookies a browser would keep. */
async function logIn(baseUrl, { handle, password }) {
  const { body, response } = await json(`${baseUrl}/api/v0/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ handle, password }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  return { token: body.token, cookie };
}

/**
 * A customer whose role changes prices: the admin gives the role `user` 10 % off everything (a
 * discount group) and adds the customer. Answers the cookies of the customer's browser session.
 */
async function discountCustomerCookie(baseUrl, adminToken) {
  const admin = async (method, path, body) =>
    (
      await json(`${baseUrl}${path}`, {
        method,
        headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
        ...(body ? { body: JSON.stringify(body) } : {}),
      })
    ).body;
  const [config] = await admin('GET', '/api/v0/config/');
  const shop = config.components.shop;
  shop.discount_groups = [
    ...(shop.discount_groups ?? []),
    {
      uuid: 'stammkunden',
      name: 'Stammkunden',
      type: 'percent',
      items: [{ from: 0, discount: 10 }],
      global: true,
      roles: ['user'],
    },
  ];
  await admin('PUT', '/api/v0/config/', { components: config.components });
  await admin('POST', '/api/v0/auth/', { ...CUSTOMER, roles: ['user'] });
  return (await logIn(baseUrl, CUSTOMER)).cookie;
}

/** What the rows read: a product of a group, its page, a cart cookie, a customer's, an admin's token. */
async function prepare(baseUrl) {
  const { body: list } = await json(`${baseUrl}${PRODUCT_LIST_PATH}?limit=100`);
  // One that can be ordered now, in a group, with a price and without variants to choose.
  const product = list.items.find(
    (candidate) =>
      candidate.type === 'product' &&
      candidate.product_groups.length > 0 &&
      candidate.price > 0 &&
      (candidate.variants ?? []).length === 0 &&
      candidate.availability?.state === 'now',
  );
  if (!product) throw new Error('the demo shop has no product in a group that can be ordered now');
  const { body: group } = await json(`${baseUrl}/api/v0/shop_productgroup/${product.product_groups[0]}`);
  const pagePath = productPagePath(product, group);
  const { token: adminToken } = await logIn(baseUrl, ADMIN);
  // Before any page is measured: the discount changes the shop's data, so its pages.
  const customerCookie = await discountCustomerCookie(baseUrl, adminToken);
  const page = await fetch(`${baseUrl}${pagePath}`, { redirect: 'manual' });
  if (!page.ok) throw new Error(`${pagePath} answered ${page.status}`);
  const customerPage = await fetch(`${baseUrl}${pagePath}`, { headers: { cookie: customerCookie } });
  // The struck price before the customer's discount: the page measured is the customer's.
  if (!(await customerPage.text()).includes('data-testid="price-before"'))
    throw new Error(`${pagePath} shows the customer no discount`);

  const cartBody = JSON.stringify([{ item: product._id, amount: 1 }]);
  const cartRequest = { method: 'PUT', headers: { 'content-type': 'application/json' }, body: cartBody };
  const { response: cart } = await json(`${baseUrl}${CART_PATH}`, cartRequest);
  // Every real shopper carries a cart cookie: their page must come as fast as a guest's.
  const cartCookie = cart.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith('gw_cart='))
    ?.split(';')[0];
  if (!cartCookie) throw new Error(`PUT ${CART_PATH} set no cart cookie`);

  return { product, pagePath, cartRequest, cartCookie, customerCookie, adminToken };
}

/** An order as the checkout sends it, placed by an admin for a customer (no rate limit for admins). */
function orderRequest(product, adminToken) {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
    body: JSON.stringify({
      items: [{ item: product._id, amount: 1 }],
      email: 'bench@gartenwerk.test',
      invoiceAddress: {
        type: 'person',
        first_name: 'Lena',
        last_name: 'Huber',
        address: 'Ringstraße 1',
        zip: '1010',
        city: 'Wien',
        country: 'at',
      },
      selectedPayment: 'prepayment',
      termsAccepted: true,
    }),
    // A new idempotency key each: every request places an order.
    setupRequest: (request) => ({
      ...request,
      headers: { ...request.headers, 'idempotency-key': `bench-${(unique++).toString(36)}` },
    }),
  };
}

/**
 * A pool on `url` (10 connections, as the server's) and the statements the server runs for the
 * uncached rows and PUT cart, prepared, written out by hand: a product by id or slug, the first page of
 * 20 online products in their order with the count of all (every column but the search vector), a cart.
 */
async function databaseStatements(url) {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const { rows } = await pool.query(
    `select column_name from information_schema.columns
     where table_name = 'shop_products' and column_name <> 'search' order by ordinal_position`,
  );
  const columns = rows.map((row) => `"${row.column_name}"`).join(', ');
  return {
    pool,
    product: {
      name: 'bench_product',
      text: `select ${columns} from shop_products where id = $1 or slug = $1 limit 2`,
    },
    list: {
      name: 'bench_list',
      text: `select ${columns}, count(*) over () from shop_products where offline = false
             order by "order", title, id limit 20 offset 0`,
    },
    // A new guest's cart stored, one committed write (PUT cart without a cookie stores one each).
    cart: {
      name: 'bench_cart',
      text: `insert into shop_carts (holder, kind, lines, updated) values ($1, 'cart', $2, now())
             on conflict (holder, kind) do update set lines = excluded.lines, updated = excluded.updated`,
    },
  };
}

/** One setup's rows: `servers` are one or two processes on one database. */
async function benchSetup(title, servers, hello, databaseUrl) {
  const [first] = servers;
  const urls = (path) =>
    servers.length === 1 ? `${first.baseUrl}${path}` : servers.map((s) => `${s.baseUrl}${path}`);
  const rssBefore = servers.map((server) => rssMb(server.pid));
  // A slow row leaves requests queued when its load stops: the next row starts on a quiet server.
  const quiet = () => Promise.all(servers.map((server) => settle(server.pid)));
  const { product, pagePath, cartRequest, cartCookie, customerCookie, adminToken } = await prepare(
    first.baseUrl,
  );

  const listUrl = `${first.baseUrl}${PRODUCT_LIST_PATH}`;
  for (const server of servers) await fetch(`${server.baseUrl}${PRODUCT_LIST_PATH}`, BROWSER); // fills each cache
  const listWire = await wireBytes(listUrl);
  const pageUrl = `${first.baseUrl}${pagePath}`;
  for (const server of servers) await fetch(`${server.baseUrl}${pagePath}`, BROWSER);
  const pageWire = await wireBytes(pageUrl);
  await fetch(`${hello}/body/list`, { method: 'PUT', body: listWire });
  await fetch(`${hello}/body/page`, { method: 'PUT', body: pageWire });

  const { ceiling, list } = await measureInTurns(`${hello}/`, urls(PRODUCT_LIST_PATH), BROWSER);
  const top = ceiling.requestsPerSecond;
  console.log(
    `\n${title} — ${CONNECTIONS} connections, ${DURATION} s each; ceiling and cached list: median of ${ROUNDS} turns of ${TURN_SECONDS} s`,
  );
  console.log(
    `${pad('', NAME_WIDTH)}${padStart('req/s', 9)}${padStart('p50 ms', 8)}${padStart('p99 ms', 8)}${padStart('ceiling', 9)}   target`,
  );
  printRow('fastify hello world', ceiling, top, 'the ceiling');
  printRow(
    `fastify, same ${(listWire.length / 1024).toFixed(1)} kB as the list`,
    await measure(`${hello}/body/list`),
    top,
    'the limit for the list',
  );
  const listShare = list.requestsPerSecond / top;
  printRow(
    `GET ${PRODUCT_LIST_PATH} (cached)`,
    list,
    top,
    `≥ ${percent(TARGETS.productListShareOfCeiling)} of the ceiling: ${check(listShare >= TARGETS.productListShareOfCeiling)} ` +
      `(${(listShare * 100).toFixed(1)} %, x-cache ${await cacheOf(listUrl)})`,
  );
  const uncachedList = await measure(urls(`${PRODUCT_LIST_PATH}?limit=20`), { ...BROWSER, ...uniqueQuery });
  printRow(
    '  uncached, 20 products',
    uncachedList,
    top,
    `≥ ${TARGETS.uncachedListPerSecond} req/s: ${check(uncachedList.requestsPerSecond >= TARGETS.uncachedListPerSecond)}`,
  );
  // Only PostgreSQL can be opened by a second process; the embedded database is the server's alone.
  if (databaseUrl) {
    await fetch(`${hello}/database`, { method: 'PUT', body: databaseUrl });
    printRow(
      '  fastify running the same statement',
      await measure(`${hello}/statement/list`, uniqueQuery),
      top,
      'the limit for the uncached list',
    );
  }
  await quiet();
  const uncachedProduct = await measure(urls(`${PRODUCT_LIST_PATH}${product._id}`), {
    ...BROWSER,
    ...uniqueQuery,
  });
  printRow(
    'GET one product (uncached)',
    uncachedProduct,
    top,
    `≥ ${TARGETS.uncachedProductPerSecond} req/s: ${check(uncachedProduct.requestsPerSecond >= TARGETS.uncachedProductPerSecond)}`,
  );
  if (databaseUrl)
    printRow(
      '  fastify running the same statement',
      await measure(`${hello}/statement/product?id=${product._id}`, uniqueQuery),
      top,
      'the limit for the uncached product',
    );

  await quiet();
  printRow(
    `fastify, same ${(pageWire.length / 1024).toFixed(1)} kB as the page`,
    await measure(`${hello}/body/page`),
    top,
    'the limit for a page',
  );
  const guest = await measure(urls(pagePath), BROWSER);
  printRow(
    `page ${pagePath.length > 28 ? `${pagePath.slice(0, 27)}…` : pagePath}`,
    guest,
    top,
    `a guest (x-cache ${await cacheOf(pageUrl)})`,
  );
  const shopperHeaders = { ...BROWSER.headers, cookie: cartCookie };
  const shopper = await measure(urls(pagePath), { headers: shopperHeaders });
  const shopperShare = shopper.requestsPerSecond / guest.requestsPerSecond;
  printRow(
    '  shopper with a cart cookie',
    shopper,
    top,
    `≥ ${percent(TARGETS.shopperShareOfGuest)} of the guest's and p99 < ${TARGETS.shopperP99Ms} ms: ` +
      check(shopperShare >= TARGETS.shopperShareOfGuest && shopper.p99 < TARGETS.shopperP99Ms) +
      ` (${percent(shopperShare)}, x-cache ${await cacheOf(pageUrl, { cookie: cartCookie })})`,
  );
  const customer = await measure(urls(pagePath), { headers: { ...BROWSER.headers, cookie: customerCookie } });
  const customerShare = customer.requestsPerSecond / guest.requestsPerSecond;
  printRow(
    '  signed-in customer, discount role',
    customer,
    top,
    `≥ ${percent(TARGETS.customerShareOfGuest)} of the guest's and p99 < ${TARGETS.customerP99Ms} ms: ` +
      check(customerShare >= TARGETS.customerShareOfGuest && customer.p99 < TARGETS.customerP99Ms) +
      ` (${percent(customerShare)}, x-cache ${await cacheOf(pageUrl, { cookie: customerCookie })})`,
  );
  const render = await measure(urls(pagePath), { ...BROWSER, ...uniqueQuery });
  printRow(
    '  rendered (a new address each)',
    render,
    top,
    `≥ ${TARGETS.renderPerSecond} req/s and p99 < ${TARGETS.renderP99Ms} ms: ` +
      check(render.requestsPerSecond >= TARGETS.renderPerSecond && render.p99 < TARGETS.renderP99Ms),
  );

  await quiet();
  const cart = await measure(urls(CART_PATH), cartRequest);
  printRow(
    `PUT ${CART_PATH}`,
    cart,
    top,
    `≥ ${TARGETS.cartPerSecond} req/s: ${check(cart.requestsPerSecond >= TARGETS.cartPerSecond)}`,
  );
  if (databaseUrl)
    printRow(
      '  fastify running the same upsert',
      await measure(`${hello}/statement/cart`, cartRequest),
      top,
      'the limit for PUT cart',
    );
  await quiet();
  printRow(
    `POST ${ORDER_PATH}`,
    await measure(urls(ORDER_PATH), orderRequest(product, adminToken)),
    top,
    'a new order each',
  );

  const rssAfter = servers.map((server) => rssMb(server.pid));
  // Once the last row's requests are done and its garbage is collected: what the server keeps.
  await quiet();
  const rssSettled = servers.map((server) => rssMb(server.pid));
  console.log(
    `RSS of the server process${servers.length > 1 ? 'es' : ''}: ${rssBefore.join(' + ')} MB before, ` +
      `${rssAfter.join(' + ')} MB right after, ${rssSettled.join(' + ')} MB once quiet`,
  );
}

/** PGlite alone in a bare node process (pglite-alone.mjs): RSS in MB without it and with it open. */
function pgliteAlone() {
  const script = fileURLToPath(new URL('pglite-alone.mjs', import.meta.url));
  const output = execFileSync(process.execPath, ['--expose-gc', script], {
    env: { ...process.env, MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2' },
  });
  return JSON.parse(output.toString());
}

async function benchDatabase(kind, hello, processes) {
  const postgres = kind === 'postgres' ? await createPostgresDatabase() : null;
  const servers = [];
  try {
    // One after the other: the first migrates and seeds the database.
    for (let index = 0; index < processes; index++) servers.push(await startServer(postgres?.url));
    const title =
      kind === 'pglite'
        ? 'Embedded database (PGlite), one process'
        : `PostgreSQL, ${processes === 1 ? 'one process' : `${processes} processes on one database`}`;
    await benchSetup(title, servers, hello, postgres?.url);
    if (kind === 'pglite') {
      const { bare, open } = pgliteAlone();
      const rss = rssMb(servers[0].pid);
      console.log(
        `PGlite alone, in a bare node process: ${bare} MB without it, ${open} MB with an empty database open; ` +
          `the server now ${rss} MB, target < ${TARGETS.pgliteRssAfterMb} MB: ${check(rss < TARGETS.pgliteRssAfterMb)}`,
      );
    }
  } finally {
    for (const server of servers) await server.stop();
    await postgres?.drop();
  }
}

async function main() {
  const port = await freePort();
  const hello = `http://127.0.0.1:${port}`;
  const stopHello = await startProcess([benchScript, '--hello', String(port)], {}, `${hello}/`);
  try {
    await benchDatabase('pglite', hello, 1);
    const postgresUp = await withAdminClient(() => true).catch(() => false);
    if (postgresUp) {
      await benchDatabase('postgres', hello, 1);
      await benchDatabase('postgres', hello, 2);
    } else console.log(`\nPostgreSQL: skipped, ${POSTGRES_URL} does not answer`);
  } finally {
    await stopHello();
  }
}

// `node bench.mjs --hello <port>`: the ceiling, a bare fastify instance in a process of its own like the server.
if (process.argv[2] === '--hello') {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  // The same bytes as an answer of the server (PUT them first), sent as they are: fastify's pace for
  // a body of that size and content.
  const bodies = new Map();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, raw, done) => done(null, raw));
  app.put('/body/:name', async (request) => {
    bodies.set(request.params.name, request.body);
    return { bytes: request.body.length };
  });
  app.get('/body/:name', async (request, reply) =>
    reply.type('application/json; charset=utf-8').send(bodies.get(request.params.name) ?? Buffer.alloc(0)),
  );
  // The statements behind the uncached list and product, on the database of the setup (PUT its
  // address first), their rows sent as JSON: fastify's pace for an answer with one such round trip.
  let statements;
  app.put('/database', async (request) => {
    await statements?.pool.end();
    statements = await databaseStatements(request.body.toString());
    return { ok: true };
  });
  app.get('/statement/list', async () => (await statements.pool.query(statements.list)).rows);
  let holders = 0;
  app.put('/statement/cart', async (request) => {
    const values = [`guest:bench-${process.pid}-${(holders++).toString(36)}`, JSON.stringify(request.body)];
    await statements.pool.query({ ...statements.cart, values });
    return { stored: true };
  });
  app.get(
    '/statement/product',
    async (request) =>
      (await statements.pool.query({ ...statements.product, values: [request.query.id] })).rows,
  );
  await app.listen({ port: Number(process.argv[3]), host: '127.0.0.1' });
} else {
  await main();
}

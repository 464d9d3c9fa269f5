// HTTP benchmarks of the built server (issue 7): a bare fastify hello-world route as the ceiling,
// the product list API, a server-rendered product page (for a guest, a shopper with a cart and a
// signed-in customer with a discount) and PUT cart, on PGlite and on PostgreSQL.
// The list and the page are read as browsers read them, accepting compressed answers.
// Build first (`pnpm build`); this script builds nothing. Run with `pnpm bench` from the root.
import { get } from 'node:http';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import {
  ADMIN,
  createPostgresDatabase,
  freePort,
  POSTGRES_URL,
  startProcess,
  startServer,
  withAdminClient,
} from './servers.mjs';

/** Seconds each scenario runs (BENCH_DURATION overrides). */
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 100;
const TARGETS = {
  productListShareOfCeiling: 0.4,
  ssrRequestsPerSecond: 1500,
  ssrP99Ms: 50,
  // A shopper's page (a cart cookie) against a guest's in the same run.
  shopperShareOfGuest: 0.8,
  shopperP99Ms: 100,
  // A signed-in customer whose role has a discount, against a guest in the same run.
  customerShareOfGuest: 0.8,
  customerP99Ms: 100,
};
const benchScript = fileURLToPath(import.meta.url);

/** The server-rendered product page of a product. */
/** A product's page at its slug address (an id address answers 301 to it). */
const productPagePath = (product, group) =>
  `/shop/${encodeURIComponent(group.slug)}/${encodeURIComponent(product.slug)}`;
const PRODUCT_LIST_PATH = '/api/v0/shop_product/';
/** What every browser sends: the server answers them compressed. */
const BROWSER = { headers: { 'accept-encoding': 'gzip, deflate, br' } };
const CART_PATH = '/api/v0/shop/cart/';
/** A customer of the bench: the role `user`, which the bench gives 10 % off everything. */
const CUSTOMER = {
  handle: 'stammkunde@gartenwerk.test',
  name: 'Stammkunde',
  password: 'Garten-Schere-2026!',
};

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
async function measureInTurns(ceilingUrl, listUrl, listOptions) {
  const duration = TURN_SECONDS;
  const ceiling = [];
  const list = [];
  for (let round = 0; round < ROUNDS; round++) {
    ceiling.push(await measure(ceilingUrl, { duration }));
    list.push(await measure(listUrl, { duration, ...listOptions }));
  }
  return { ceiling: medianBy(ceiling), list: medianBy(list) };
}

/** The bytes a browser receives for `url` (compressed, as they go over the wire). */
function wireBytes(url) {
  return new Promise((resolve, reject) => {
    get(url, BROWSER, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve(Buffer.concat(chunks)));
    }).on('error', reject);
  });
}

/** The x-cache header (public response cache) of a read right after a run: hit, miss or none. */
const cacheOf = async (url) => (await fetch(url)).headers.get('x-cache') ?? 'none';

const pad = (text, width) => String(text).padEnd(width);
/** The width of the rows' names: the longest, with room to spare. */
const NAME_WIDTH = 37;
const padStart = (text, width) => String(text).padStart(width);

function printRow(name, figures, ceiling, target = '') {
  const ratio = ceiling ? `${((figures.requestsPerSecond / ceiling) * 100).toFixed(0)} %` : '';
  const failed = figures.failed ? `  (${figures.failed} failed or timed out)` : '';
  console.log(
    `${pad(name, NAME_WIDTH)}${padStart(Math.round(figures.requestsPerSecond), 9)}${padStart(figures.p50, 8)}${padStart(figures.p99, 8)}` +
      `${padStart(ratio, 9)}   ${target}${failed}`,
  );
}

const check = (ok) => (ok ? 'met' : 'NOT met');

/** Logs in through the API: the session's bearer token and the cookies a browser would keep. */
async function logIn(baseUrl, { handle, password }) {
  const response = await fetch(`${baseUrl}/api/v0/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ handle, password }),
  });
  if (!response.ok)
    throw new Error(`login of ${handle} answered ${response.status}: ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  return { token: (await response.json()).token, cookie };
}

/**
 * A customer whose role changes prices: the admin gives the role `user` 10 % off everything (a
 * discount group) and adds the customer. Answers the cookies of the customer's browser session.
 */
async function discountCustomerCookie(baseUrl) {
  const { token } = await logIn(baseUrl, ADMIN);
  const admin = async (method, path, body) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    if (!response.ok)
      throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
    return response.json();
  };
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

async function benchDatabase(kind, hello) {
  const postgres = kind === 'postgres' ? await createPostgresDatabase() : null;
  const server = await startServer(postgres?.url);
  try {
    const listUrl = `${server.baseUrl}${PRODUCT_LIST_PATH}`;
    const listBody = Buffer.from(await (await fetch(listUrl)).arrayBuffer());
    await fetch(listUrl, BROWSER); // fills the cache, so the next read is the compressed hit
    const listWire = await wireBytes(listUrl);
    await fetch(`${hello}/body`, { method: 'PUT', body: listWire });
    const { items } = JSON.parse(listBody.toString());
    const product = items.find((candidate) => candidate.product_groups.length > 0);
    if (!product) throw new Error('the demo shop has no product in a group');
    const groupUrl = `${server.baseUrl}/api/v0/shop_productgroup/${product.product_groups[0]}`;
    const pagePath = productPagePath(product, await (await fetch(groupUrl)).json());
    // Before the guest's page is measured: the discount changes the shop's data, so its pages.
    const customerCookie = await discountCustomerCookie(server.baseUrl);
    const page = await fetch(`${server.baseUrl}${pagePath}`, { redirect: 'manual' });
    if (!page.ok) throw new Error(`${pagePath} answered ${page.status}`);
    const customerPage = await fetch(`${server.baseUrl}${pagePath}`, { headers: { cookie: customerCookie } });
    // The struck price before the customer's discount: the page measured is the customer's.
    if (!(await customerPage.text()).includes('data-testid="price-before"'))
      throw new Error(`${pagePath} shows the customer no discount`);
    const { ceiling, list } = await measureInTurns(`${hello}/`, listUrl, BROWSER);
    const listCache = await cacheOf(listUrl);

    console.log(
      `\n${kind === 'pglite' ? 'Embedded database (PGlite)' : 'PostgreSQL'} — ${CONNECTIONS} connections, ${DURATION} s each; ` +
        `ceiling and list: median of ${ROUNDS} turns of ${TURN_SECONDS} s`,
    );
    console.log(
      `${pad('', NAME_WIDTH)}${padStart('req/s', 9)}${padStart('p50 ms', 8)}${padStart('p99 ms', 8)}${padStart('ceiling', 9)}   target`,
    );
    printRow('fastify hello world', ceiling, ceiling.requestsPerSecond, 'the ceiling');

    // The list is kBs, the ceiling a few bytes: bare fastify sending the list's bytes, for scale.
    printRow(
      `fastify, same ${(listWire.length / 1024).toFixed(1)} kB`,
      await measure(`${hello}/body`),
      ceiling.requestsPerSecond,
      'the bytes a browser gets of the list, for scale',
    );
    const listShare = list.requestsPerSecond / ceiling.requestsPerSecond;
    const share = `${(listShare * 100).toFixed(1)} %`;
    printRow(
      `GET ${PRODUCT_LIST_PATH}`,
      list,
      ceiling.requestsPerSecond,
      `≥ ${TARGETS.productListShareOfCeiling * 100} % of the ceiling: ${check(listShare >= TARGETS.productListShareOfCeiling)} ` +
        `(${share}, x-cache ${listCache})`,
    );
    printRow(
      `  uncompressed, ${Math.round(listBody.length / 1024)} kB`,
      await measure(listUrl),
      ceiling.requestsPerSecond,
      'a client that accepts no compression',
    );

    const ssr = await measure(`${server.baseUrl}${pagePath}`, BROWSER);
    const pageCache = await cacheOf(`${server.baseUrl}${pagePath}`);
    printRow(
      `SSR ${pagePath.length > 22 ? `${pagePath.slice(0, 21)}…` : pagePath}`,
      ssr,
      ceiling.requestsPerSecond,
      `≥ ${TARGETS.ssrRequestsPerSecond} req/s and p99 < ${TARGETS.ssrP99Ms} ms: ` +
        check(ssr.requestsPerSecond >= TARGETS.ssrRequestsPerSecond && ssr.p99 < TARGETS.ssrP99Ms) +
        ` (x-cache ${pageCache})`,
    );

    const cartBody = JSON.stringify([{ item: product._id, amount: 1 }]);
    const cartRequest = { method: 'PUT', headers: { 'content-type': 'application/json' }, body: cartBody };
    const probe = await fetch(`${server.baseUrl}${CART_PATH}`, cartRequest);
    if (!probe.ok) throw new Error(`PUT ${CART_PATH} answered ${probe.status}: ${await probe.text()}`);

    // Every real shopper carries a cart cookie: their page must come as fast as a guest's.
    const cartCookie = probe.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith('gw_cart='))
      ?.split(';')[0];
    if (!cartCookie) throw new Error(`PUT ${CART_PATH} set no cart cookie`);
    const shopperHeaders = { ...BROWSER.headers, cookie: cartCookie };
    const shopper = await measure(`${server.baseUrl}${pagePath}`, { headers: shopperHeaders });
    const shopperCache =
      (await fetch(`${server.baseUrl}${pagePath}`, { headers: { cookie: cartCookie } })).headers.get(
        'x-cache',
      ) ?? 'none';
    const shopperShare = shopper.requestsPerSecond / ssr.requestsPerSecond;
    printRow(
      '  shopper with a cart cookie',
      shopper,
      ceiling.requestsPerSecond,
      `≥ ${TARGETS.shopperShareOfGuest * 100} % of the guest's page and p99 < ${TARGETS.shopperP99Ms} ms: ` +
        check(shopperShare >= TARGETS.shopperShareOfGuest && shopper.p99 < TARGETS.shopperP99Ms) +
        ` (${(shopperShare * 100).toFixed(0)} %, x-cache ${shopperCache})`,
    );

    const customerHeaders = { ...BROWSER.headers, cookie: customerCookie };
    const customer = await measure(`${server.baseUrl}${pagePath}`, { headers: customerHeaders });
    const customerCache =
      (await fetch(`${server.baseUrl}${pagePath}`, { headers: { cookie: customerCookie } })).headers.get(
        'x-cache',
      ) ?? 'none';
    const customerShare = customer.requestsPerSecond / ssr.requestsPerSecond;
    printRow(
      '  signed-in customer, discount role',
      customer,
      ceiling.requestsPerSecond,
      `≥ ${TARGETS.customerShareOfGuest * 100} % of the guest's page and p99 < ${TARGETS.customerP99Ms} ms: ` +
        check(customerShare >= TARGETS.customerShareOfGuest && customer.p99 < TARGETS.customerP99Ms) +
        ` (${(customerShare * 100).toFixed(0)} %, x-cache ${customerCache})`,
    );

    printRow(
      `PUT ${CART_PATH}`,
      await measure(`${server.baseUrl}${CART_PATH}`, cartRequest),
      ceiling.requestsPerSecond,
    );
  } finally {
    await server.stop();
    await postgres?.drop();
  }
}

async function main() {
  const port = await freePort();
  const hello = `http://127.0.0.1:${port}`;
  const stopHello = await startProcess([benchScript, '--hello', String(port)], {}, `${hello}/`);
  try {
    await benchDatabase('pglite', hello);
    const postgresUp = await withAdminClient(() => true).catch(() => false);
    if (postgresUp) await benchDatabase('postgres', hello);
    else console.log(`\nPostgreSQL: skipped, ${POSTGRES_URL} does not answer`);
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
  let body = Buffer.alloc(0);
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, raw, done) => done(null, raw));
  app.put('/body', async (request) => {
    body = request.body;
    return { bytes: body.length };
  });
  app.get('/body', async (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
  await app.listen({ port: Number(process.argv[3]), host: '127.0.0.1' });
} else {
  await main();
}

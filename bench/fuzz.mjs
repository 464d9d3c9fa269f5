// The large fuzz run: the built server on PGlite and on PostgreSQL, FUZZ_COUNT malformed
// requests (default 100,000 per database) over HTTP to every route of its OpenAPI document, as guest,
// customer and admin, made by apps/server/test/fuzz/malformed.ts (the fuzz suite of `npm test` runs the
// same generator, fewer of them). Prints the count of requests, routes and 5xx, with the first examples
// of each route that answered 5xx, and whether the server stayed up. Exits 1 on any 5xx or crash.
// Build first (`pnpm build`). Run: `pnpm --filter @gartenwerk/bench fuzz` (FUZZ_COUNT, FUZZ_SEED,
// FUZZ_CONCURRENCY, FUZZ_DATABASES=pglite,postgres).
import { request as httpRequest } from 'node:http';
import { tsImport } from 'tsx/esm/api';
import { createPostgresDatabase, POSTGRES_URL, startServer, withAdminClient } from './servers.mjs';

const COUNT = Number(process.env.FUZZ_COUNT ?? 100_000);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_125);
const CONCURRENCY = Number(process.env.FUZZ_CONCURRENCY ?? 8);
const DATABASES = (process.env.FUZZ_DATABASES ?? 'pglite,postgres').split(',');
/** Examples kept of each route that answered 5xx. */
const EXAMPLES = 3;
const ADMIN = { handle: 'admin@gartenwerk.test', password: 'Sehr-Geheim-2026!' };
const CUSTOMER = { handle: 'fuzz-kunde@gartenwerk.test', password: 'Kunde-Fuzz-2026!' };
/** Pages and files outside the API (the storefront's), tried besides the OpenAPI routes. */
const PAGES = ['/', '/p/{id}', '/Aktuelles/{slug}', '/assets/{file}', '/robots.txt', '/admincenter/{path}'];

const { malformedRequests, routesOf } = await tsImport(
  '../apps/server/test/fuzz/malformed.ts',
  import.meta.url,
);

/** One request as it is, path not normalised; the status, or an `error` when it got no answer. */
function send(baseUrl, { method, url, headers, payload }) {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve) => {
    let outgoing;
    try {
      outgoing = httpRequest({ hostname, port, method, path: url, headers, timeout: 30_000 }, (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode }));
        response.on('error', (error) => resolve({ error: error.message }));
      });
    } catch (error) {
      // Node refuses to send some of them (a header with a control character): no request left.
      resolve({ unsendable: error.message });
      return;
    }
    outgoing.on('timeout', () => outgoing.destroy(new Error('no answer within 30 s')));
    outgoing.on('error', (error) => resolve({ error: error.message }));
    outgoing.end(payload);
  });
}

async function json(baseUrl, path, init = {}) {
  const response = await fetch(`${baseUrl}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

const login = async (baseUrl, account) =>
  (await json(baseUrl, '/api/v0/auth/login', { method: 'POST', body: JSON.stringify(account) })).token;

async function fuzzDatabase(kind) {
  const postgres = kind === 'postgres' ? await createPostgresDatabase() : null;
  // The fuzzer writes X-Forwarded-For from many addresses, so rate limits refuse few of its requests.
  const server = await startServer(postgres?.url, { TRUST_PROXY: '127.0.0.1' });
  try {
    const admin = await login(server.baseUrl, ADMIN);
    await json(server.baseUrl, '/api/v0/auth/', {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}` },
      body: JSON.stringify({ ...CUSTOMER, roles: ['user'] }),
    });
    const tokens = { admin, customer: await login(server.baseUrl, CUSTOMER) };
    const routes = routesOf(await json(server.baseUrl, '/api/docs/json'));
    const requests = malformedRequests(routes, COUNT, { seed: SEED, tokens, extraPaths: PAGES });

    const serverErrors = new Map();
    const noAnswer = [];
    const routesSeen = new Set();
    let sent = 0;
    let unsendable = 0;
    let fiveHundreds = 0;
    const started = Date.now();
    const worker = async () => {
      for (let next = requests.next(); !next.done; next = requests.next()) {
        const request = next.value;
        // A logout would end the session the following requests of that role use.
        if (request.route === 'GET /api/v0/auth/logout') delete request.headers.authorization;
        request.headers['x-forwarded-for'] = request.remoteAddress;
        routesSeen.add(request.route);
        const answer = await send(server.baseUrl, request);
        if (answer.unsendable) {
          unsendable++;
          continue;
        }
        sent++;
        if (sent % 10_000 === 0)
          console.log(
            `  ${kind}: ${sent} sent, ${fiveHundreds} × 5xx, ${Math.round((Date.now() - started) / 1000)} s`,
          );
        const example = `${answer.status ?? answer.error} as ${request.role} (${request.kind}): ${request.method} ${request.url.slice(0, 200)}`;
        if (answer.error) noAnswer.push(example);
        else if (answer.status >= 500) {
          fiveHundreds++;
          const examples = serverErrors.get(request.route) ?? [];
          // Shown as they come too: a long run tells early what to fix.
          if (examples.length < EXAMPLES) {
            examples.push(example);
            console.log(`  5xx on ${request.route}: ${example}`);
          }
          serverErrors.set(request.route, examples);
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const health = await fetch(`${server.baseUrl}/api/health`).then(
      (response) => response.status,
      (error) => error.message,
    );

    console.log(
      `\n${kind}: ${sent} requests (${unsendable} more node would not send) over ${routesSeen.size} routes in ${Math.round((Date.now() - started) / 1000)} s`,
    );
    console.log(
      `  5xx: ${fiveHundreds} on ${serverErrors.size} routes; no answer: ${noAnswer.length}; health afterwards: ${health}`,
    );
    for (const [route, examples] of serverErrors) {
      console.log(`  ${route}`);
      for (const example of examples) console.log(`    ${example}`);
    }
    for (const example of noAnswer.slice(0, 10)) console.log(`  no answer: ${example}`);
    return fiveHundreds === 0 && noAnswer.length === 0 && health === 200;
  } finally {
    await server.stop();
    await postgres?.drop();
  }
}

let ok = true;
for (const kind of DATABASES) {
  if (kind === 'postgres' && !(await withAdminClient(() => true).catch(() => false))) {
    console.log(`\npostgres: skipped, ${POSTGRES_URL} does not answer`);
    continue;
  }
  ok = (await fuzzDatabase(kind)) && ok;
}
process.exit(ok ? 0 : 1);

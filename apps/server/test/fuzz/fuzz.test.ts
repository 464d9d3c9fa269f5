import { databaseKinds } from '@gartenwerk/test-helpers';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../src/areas/auth/service';
import type { Database } from '../../src/core/db';
import { ADMIN_BUILD, STOREFRONT_BUILD, startTestServer, type TestServer } from '../support';
import { malformedRequests, routesOf, type FuzzRequest } from './malformed';

/** Fixed, so that a failure can be repeated; FUZZ_SEED and FUZZ_COUNT try other runs. */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_125);
const COUNT = Number(process.env.FUZZ_COUNT ?? 1500);

/** Pages and files outside the API (the storefront's), tried besides the OpenAPI routes. */
const PAGES = ['/', '/p/{id}', '/Aktuelles/{slug}', '/assets/{file}', '/robots.txt', '/admincenter/{path}'];

/**
 * The embedded job queue changes by itself: a job planned for the full hour runs and plans its next
 * run, a retry comes due. A request queues jobs; so of this table only the jobs that came are
 * compared, by what they are (name, data, key), not by their id, state or times.
 */
const QUEUE = 'jobs';

/** A fingerprint of every row of every table, to see whether a request wrote anything. */
async function tableFingerprints(db: Database): Promise<Map<string, string>> {
  const tables = await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const names = rowsOf<{ table_name: string }>(tables)
    .map((row) => row.table_name)
    .filter((name) => name !== QUEUE);
  const query = names
    .map(
      (name) =>
        `select '${name}' as name, md5(coalesce(string_agg(md5(t::text), '' order by md5(t::text)), '')) as hash from "${name}" t`,
    )
    .join(' union all ');
  const rows = rowsOf<{ name: string; hash: string }>(await db.execute(sql.raw(query)));
  const queued = rowsOf<{ job: string }>(
    await db.execute(
      sql.raw(
        `select md5(concat_ws('|', name, data::text, singleton_key)) as job from "${QUEUE}" order by job`,
      ),
    ),
  );
  return new Map([
    ...rows.map((row): [string, string] => [row.name, row.hash]),
    [QUEUE, queued.map((row) => row.job).join(',')],
  ]);
}

/** node-postgres answers { rows }, PGlite the rows themselves. */
function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;
}

/** A refused request still counts against its rate limit: that is the limit's point, no write of data. */
const COUNTERS = new Set(['rate_limits']);

/** Whether `after` holds a job more of some kind than `before` (comma-separated sorted hashes). */
function jobsCame(before: string, after: string): boolean {
  const left = new Map<string, number>();
  for (const job of before.split(',').filter(Boolean)) left.set(job, (left.get(job) ?? 0) + 1);
  return after
    .split(',')
    .filter(Boolean)
    .some((job) => {
      const count = left.get(job) ?? 0;
      left.set(job, count - 1);
      return count <= 0;
    });
}

function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...after.keys()].filter((name) =>
    name === QUEUE
      ? jobsCame(before.get(name) ?? '', after.get(name)!)
      : !COUNTERS.has(name) && before.get(name) !== after.get(name),
  );
}

const describeRequest = (request: FuzzRequest) =>
  `${request.route} as ${request.role} (${request.kind}): ${request.method} ${request.url.slice(0, 160)}`;

describe.each(await databaseKinds())('malformed requests to every route on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { storefrontDist: STOREFRONT_BUILD, adminDist: ADMIN_BUILD });
  });
  afterAll(() => server?.close());

  it(`answers ${COUNT} of them with 4xx or success, never 5xx, and writes nothing for those it refuses`, async () => {
    const document = (await server.app.inject({ url: '/api/docs/json' })).json();
    const routes = routesOf(document);
    // Every area's routes are in the document; a new route is fuzzed as soon as it is there.
    expect(routes.length).toBeGreaterThan(140);

    const users = rowsOf<{ id: string; roles: string[] }>(
      await server.database.db.execute(
        sql`select id, roles from users where handle in ('admin2@gartenwerk.test', 'kunde@gartenwerk.test')`,
      ),
    );
    const admin = users.find((user) => user.roles.includes('admin'))!;
    const customer = users.find((user) => !user.roles.includes('admin'))!;
    const tokens = { admin: server.adminToken, customer: server.userToken };

    const serverErrors: string[] = [];
    const writesWhenRefused: string[] = [];
    const silentRefusals: string[] = [];
    const routesSeen = new Set<string>();
    /** The tables as they were before the request; undefined after a read that may have written. */
    let fingerprints: Map<string, string> | undefined;
    let index = 0;
    for (const request of malformedRequests(routes, COUNT, { seed: SEED, tokens, extraPaths: PAGES })) {
      // A fuzzed logout or password change may end the sessions; the next requests get fresh ones.
      if (index++ % 50 === 0) {
        tokens.admin = await createSession(server.database.db, admin.id);
        tokens.customer = await createSession(server.database.db, customer.id);
        fingerprints = undefined;
      }
      routesSeen.add(request.route);
      // Reads write nothing when refused (a captcha or a logout is written when answered); only
      // writes are checked, as a fingerprint of every table takes time.
      const isRead = request.method === 'GET';
      if (!isRead) fingerprints ??= await tableFingerprints(server.database.db);
      const response = await server.app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers: request.headers,
        remoteAddress: request.remoteAddress,
        ...(request.payload === undefined ? {} : { payload: request.payload }),
      });
      if (response.statusCode >= 500) {
        serverErrors.push(
          `${response.statusCode} ${describeRequest(request)} → ${response.body.slice(0, 200)}`,
        );
      } else if (response.statusCode >= 400) {
        const isJson = String(response.headers['content-type'] ?? '').startsWith('application/json');
        if (isJson && !response.json<{ message?: unknown }>().message) {
          silentRefusals.push(`${response.statusCode} ${describeRequest(request)}`);
        }
      }
      if (isRead) {
        if (response.statusCode < 400) fingerprints = undefined;
        continue;
      }
      const after = await tableFingerprints(server.database.db);
      const changed = changedTables(fingerprints!, after);
      if (response.statusCode >= 400 && changed.length > 0) {
        writesWhenRefused.push(
          `${changed.join(', ')} changed by ${response.statusCode} ${describeRequest(request)}`,
        );
      }
      fingerprints = after;
    }

    expect(serverErrors, serverErrors.slice(0, 20).join('\n')).toEqual([]);
    expect(writesWhenRefused, writesWhenRefused.slice(0, 20).join('\n')).toEqual([]);
    expect(silentRefusals, silentRefusals.slice(0, 20).join('\n')).toEqual([]);
    const everyRoute = new Set(
      [...routes, ...PAGES.map((path) => ({ method: 'GET', path }))].map(
        (route) => `${route.method} ${route.path}`,
      ),
    );
    expect(routesSeen.size).toBe(Math.min(COUNT, everyRoute.size));

    // Still healthy, and still serving what a visitor asks for.
    const health = await server.app.inject({ url: '/api/health' });
    expect(health.statusCode, health.body).toBe(200);
    const products = await server.app.inject({ url: '/api/v0/shop_product/' });
    expect(products.statusCode).toBe(200);
    const page = await server.app.inject({ url: '/' });
    expect(page.statusCode).toBe(200);
  }, 600_000);
});

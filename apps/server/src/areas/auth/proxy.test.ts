import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  startTestServer,
  TEST_ADMIN_EMAIL,
  TEST_ADMIN_PASSWORD,
  type TestServer,
} from '../../../test/support';

/** The session cookie a login behind a TLS-terminating proxy gets. */
async function sessionCookieBehindProxy(server: TestServer): Promise<string> {
  const response = await call(
    server,
    'POST',
    '/api/v0/auth/login',
    { handle: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD },
    undefined,
    { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7' },
  );
  expect(response.statusCode, response.body).toBe(200);
  const cookies = [response.headers['set-cookie'] ?? []].flat();
  const session = cookies.find((cookie) => cookie.startsWith('gw_session='));
  if (!session) throw new Error('no session cookie');
  return session;
}

/** A failed login as it reaches the server through one proxy, which appended the client's address. */
const loginThroughProxy = (server: TestServer, forwardedFor: string) =>
  server.app.inject({
    method: 'POST',
    url: '/api/v0/auth/login',
    remoteAddress: '10.0.0.2',
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { handle: 'niemand@gartenwerk.test', password: 'falsch-falsch' },
  });

describe('behind a reverse proxy (TRUST_PROXY)', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('marks the session cookie Secure and sends HSTS when the proxy says the visitor came over https', async () => {
    server = await startTestServer('pglite', { trustProxy: ['127.0.0.1'] });
    expect(await sessionCookieBehindProxy(server)).toMatch(/;\s*Secure/i);
    const page = await call(server, 'GET', '/api/health', undefined, undefined, {
      'x-forwarded-proto': 'https',
    });
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('ignores forwarded headers it was not told to trust', async () => {
    server = await startTestServer('pglite');
    expect(await sessionCookieBehindProxy(server)).not.toMatch(/;\s*Secure/i);
    const page = await call(server, 'GET', '/api/health', undefined, undefined, {
      'x-forwarded-proto': 'https',
    });
    expect(page.headers['strict-transport-security']).toBeUndefined();
  });

  it('limits by the address the proxy saw, not by the leftmost X-Forwarded-For the client wrote', async () => {
    server = await startTestServer('pglite', {
      trustProxy: ['10.0.0.2'],
      areaOptions: { auth: { rateLimits: { perIp: 2, perHandle: 1000 } } },
    });
    const statuses: number[] = [];
    for (const written of ['1.1.1.1', '2.2.2.2', '3.3.3.3']) {
      statuses.push((await loginThroughProxy(server, `${written}, 198.51.100.9`)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 429]);
    // Another client behind the same proxy has its own limit.
    expect((await loginThroughProxy(server, '1.1.1.1, 198.51.100.10')).statusCode).toBe(401);
  });

  it('takes nothing from forwarded headers sent by an address that is not a listed proxy', async () => {
    server = await startTestServer('pglite', { trustProxy: ['10.0.0.9'] });
    const page = await server.app.inject({
      url: '/api/health',
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.9' },
    });
    expect(page.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('behind one reverse proxy given as a hop count (TRUST_PROXY=1), over a real socket', () => {
  let server: TestServer;
  let origin: string;
  beforeAll(async () => {
    server = await startTestServer('pglite', {
      trustProxy: 1,
      areaOptions: { auth: { rateLimits: { perIp: 2, perHandle: 1000 } } },
    });
    origin = await server.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => server?.close());

  /** A failed login as the proxy passes it on: it appended the address it saw to what the client wrote. */
  const login = (forwardedFor: string) =>
    fetch(`${origin}/api/v0/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      body: JSON.stringify({ handle: 'niemand@gartenwerk.test', password: 'falsch-falsch' }),
    });

  it('takes the entry the proxy appended as the client, and limits by it', async () => {
    const statuses: number[] = [];
    // The client wrote 1.1.1.1 and 3.3.3.3; the proxy saw 2.2.2.2 both times.
    for (const forwardedFor of ['1.1.1.1, 2.2.2.2', '3.3.3.3, 2.2.2.2', '4.4.4.4, 2.2.2.2']) {
      statuses.push((await login(forwardedFor)).status);
    }
    expect(statuses).toEqual([401, 401, 429]);
    // Another client behind the same proxy (same socket address) has a limit of its own.
    expect((await login('1.1.1.1, 2.2.2.3')).status).toBe(401);
  });

  it('marks the session cookie Secure and sends HSTS when the proxy says the visitor came over https', async () => {
    const response = await fetch(`${origin}/api/v0/auth/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': '198.51.100.20',
        'x-forwarded-proto': 'https',
      },
      body: JSON.stringify({ handle: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD }),
    });
    expect(response.status).toBe(200);
    const session = response.headers.getSetCookie().find((cookie) => cookie.startsWith('gw_session='));
    expect(session).toMatch(/;\s*Secure/i);
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');

    const plain = await fetch(`${origin}/api/v0/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.21' },
      body: JSON.stringify({ handle: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD }),
    });
    expect(plain.status).toBe(200);
    const plainSession = plain.headers.getSetCookie().find((cookie) => cookie.startsWith('gw_session='));
    expect(plainSession).toBeDefined();
    expect(plainSession).not.toMatch(/;\s*Secure/i);
  });
});

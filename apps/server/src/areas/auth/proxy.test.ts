import { afterEach, describe, expect, it } from 'vitest';
import {
  startTestServer,
  TEST_ADMIN_EMAIL,
  TEST_ADMIN_PASSWORD,
  type TestServer,
} from '../../../test/support';

/** The session cookie a login behind a TLS-terminating proxy gets. */
async function sessionCookieBehindProxy(server: TestServer): Promise<string> {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/v0/auth/login',
    headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7' },
    payload: { handle: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD },
  });
  expect(response.statusCode, response.body).toBe(200);
  const cookies = [response.headers['set-cookie'] ?? []].flat();
  const session = cookies.find((cookie) => cookie.startsWith('gw_session='));
  if (!session) throw new Error('no session cookie');
  return session;
}

describe('behind a reverse proxy (TRUST_PROXY)', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('marks the session cookie Secure when the proxy says the visitor came over https', async () => {
    server = await startTestServer('pglite', { trustProxy: true });
    expect(await sessionCookieBehindProxy(server)).toMatch(/;\s*Secure/i);
  });

  it('ignores forwarded headers it was not told to trust', async () => {
    server = await startTestServer('pglite');
    expect(await sessionCookieBehindProxy(server)).not.toMatch(/;\s*Secure/i);
  });
});

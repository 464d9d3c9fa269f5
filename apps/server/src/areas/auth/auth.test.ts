import { databaseKinds } from '@gartenwerk/test-helpers';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  startTestServer,
  TEST_ADMIN_EMAIL,
  TEST_ADMIN_PASSWORD,
  type TestServer,
} from '../../../test/support';
import { setSessionCookie } from './identify';
import { createSession, getUserByHandle, revokeSession, verifyPassword } from './service';
import { sessions, users } from './table';

describe.each(await databaseKinds())('auth core on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
    // What the login route (another area) will do with a new session.
    server.app.get('/api/v0/test-login', async (request, reply) => {
      const admin = await getUserByHandle(server.database.db, TEST_ADMIN_EMAIL);
      return setSessionCookie(request, reply, await createSession(server.database.db, admin!.id)).send({
        ok: true,
      });
    });
  });
  afterAll(() => server.close());

  const current = (headers: Record<string, string> = {}, cookies: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url: '/api/v0/auth/current', headers, cookies });

  it('answers the guest when nobody is signed in', async () => {
    const response = await current();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ _id: 'guest', handle: 'guest', roles: ['guest'] });
  });

  it('answers the guest for an unknown token', async () => {
    expect((await current(bearer('no-such-token'))).json()).toMatchObject({ _id: 'guest' });
  });

  it('resolves the user of a bearer token, without the password hash', async () => {
    const admin = await getUserByHandle(server.database.db, TEST_ADMIN_EMAIL);
    const token = await createSession(server.database.db, admin!.id);
    const response = await current(bearer(token));
    expect(response.json()).toEqual({
      _id: admin!.id,
      handle: TEST_ADMIN_EMAIL,
      name: 'Administrator',
      roles: ['admin'],
      userData: {},
      two_factor: { enabled: false },
      failedLogins: 0,
      lastLogin: null,
      verified: true,
      locked: false,
      created: admin!.created.toISOString(),
    });
    expect(response.body).not.toContain('argon2');
  });

  it('resolves the user of the gw_session cookie', async () => {
    const response = await current({}, { gw_session: server.userToken });
    expect(response.json()).toMatchObject({ handle: 'kunde@gartenwerk.test', roles: ['user'] });
  });

  it('sets the session cookie httpOnly and SameSite=Lax, and it signs the browser in', async () => {
    const login = await server.app.inject({ method: 'GET', url: '/api/v0/test-login' });
    const setCookie = String(login.headers['set-cookie']);
    expect(setCookie).toMatch(/^gw_session=[\w-]+;/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toContain('Path=/');
    const cookie = login.cookies.find((candidate) => candidate.name === 'gw_session');
    expect((await current({}, { gw_session: cookie!.value })).json()).toMatchObject({
      handle: TEST_ADMIN_EMAIL,
    });
  });

  it('stores only a hash of the token', async () => {
    const stored = await server.database.db.select().from(sessions);
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.map((session) => session.tokenHash)).not.toContain(server.userToken);
  });

  it('forgets revoked and expired sessions', async () => {
    const admin = await getUserByHandle(server.database.db, TEST_ADMIN_EMAIL);
    const revoked = await createSession(server.database.db, admin!.id);
    await revokeSession(server.database.db, revoked);
    expect((await current(bearer(revoked))).json()).toMatchObject({ _id: 'guest' });

    const expired = await createSession(server.database.db, admin!.id, new Date('2020-01-01T00:00:00Z'));
    expect((await current(bearer(expired))).json()).toMatchObject({ _id: 'guest' });
  });

  it('hashes passwords with argon2id', async () => {
    const [admin] = await server.database.db.select().from(users).where(eq(users.handle, TEST_ADMIN_EMAIL));
    expect(admin?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(admin!.passwordHash!, TEST_ADMIN_PASSWORD)).toBe(true);
    expect(await verifyPassword(admin!.passwordHash!, 'falsch')).toBe(false);
  });

  it('gives a cookie session without a CSRF cookie one on the current read', async () => {
    const response = await current({}, { gw_session: server.userToken });
    const csrf = response.cookies.find((cookie) => cookie.name === 'gw_csrf');
    expect(csrf?.value).toMatch(/^[\w-]{20,}$/);
    expect(csrf?.httpOnly).toBeFalsy();
    const withCsrf = await current({}, { gw_session: server.userToken, gw_csrf: csrf!.value });
    expect(withCsrf.cookies).toEqual([]);
  });

  it('documents every account route in the OpenAPI document', async () => {
    const document = (await server.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    const paths = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(paths).toEqual(
      expect.arrayContaining([
        'POST /api/v0/auth/login',
        'GET /api/v0/auth/logout',
        'POST /api/v0/auth/signup',
        'POST /api/v0/shop/signup',
        'POST /api/v0/auth/verify',
        'POST /api/v0/auth/requestPasswordReset',
        'POST /api/v0/shop/requestPasswordReset',
        'POST /api/v0/auth/resetPassword',
        'POST /api/v0/auth/changePassword',
        'POST /api/v0/auth/setPassword',
        'POST /api/v0/auth/checkPasswordStrength',
        'POST /api/v0/auth/enable2FA',
        'POST /api/v0/auth/verify2FA',
        'POST /api/v0/auth/disable2FA',
        'POST /api/v0/shop/request2FAReset',
        'POST /api/v0/auth/reset2FA',
        'GET /api/v0/auth/getUniqueCustomerId',
        'GET /api/v0/auth/getAvailableGroups',
        'GET /api/v0/auth/',
        'GET /api/v0/auth/{id}',
        'POST /api/v0/search/auth',
        'POST /api/v0/batch/auth/',
        'POST /api/v0/auth/getData',
        'POST /api/v0/auth/',
        'PUT /api/v0/auth/',
        'DELETE /api/v0/auth/{id}',
        'GET /api/v0/mail/outbox',
      ]),
    );
  });
});

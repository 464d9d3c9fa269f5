import { databaseKinds } from '@gartenwerk/test-helpers';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, TEST_ADMIN_EMAIL, type TestServer } from '../../../test/support';
import { createSession, createUser, getUserByHandle } from './service';

const PASSWORD = 'Rosen-Garten-2026!';

describe.each(await databaseKinds())('users admin on %s', (kind) => {
  let server: TestServer;
  let userId: string;
  let otherId: string;
  let otherToken: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    userId = (await getUserByHandle(server.database.db, 'kunde@gartenwerk.test'))!.id;
    const other = await createUser(server.database.db, {
      handle: 'nachbar@gartenwerk.test',
      name: 'Nachbar',
      password: PASSWORD,
      roles: ['user'],
    });
    otherId = other._id;
    otherToken = await createSession(server.database.db, otherId);
    await createUser(server.database.db, { handle: 'intern@gartenwerk.test', roles: ['internal'] });
  });
  afterAll(() => server.close());

  const expectError = (response: LightMyRequestResponse, statusCode: number, code: unknown) => {
    expect(response.statusCode, response.body).toBe(statusCode);
    expect(response.json()).toMatchObject({ statusCode, code });
  };
  const expectNoPermission = (response: LightMyRequestResponse) => {
    expectError(response, 403, 'C100');
    expect(response.json().message).toBe('Dafür fehlt Ihnen die Berechtigung.');
  };

  it('lists users for admins, without the fixed accounts and internal users', async () => {
    const response = await call(server, 'GET', '/api/v0/auth/', undefined, server.adminToken);
    expect(response.statusCode).toBe(200);
    const { items, total } = response.json();
    const handles = items.map((user: { handle: string }) => user.handle);
    expect(handles).toEqual(['admin2@gartenwerk.test', 'kunde@gartenwerk.test', 'nachbar@gartenwerk.test']);
    expect(total).toBe(3);
    expect(handles).not.toContain(TEST_ADMIN_EMAIL);
    expect(response.body).not.toMatch(/argon2|passwordHash|secret/);
  });

  it('searches, filters by role and pages', async () => {
    const search = await call(server, 'GET', '/api/v0/auth/?search=NACHBAR', undefined, server.adminToken);
    expect(search.json()).toMatchObject({ total: 1, items: [{ _id: otherId }] });
    const admins = await call(server, 'GET', '/api/v0/auth/?role=admin', undefined, server.adminToken);
    expect(admins.json()).toMatchObject({ total: 1, items: [{ handle: 'admin2@gartenwerk.test' }] });
    const page = await call(server, 'GET', '/api/v0/auth/?page=2&limit=2', undefined, server.adminToken);
    expect(page.json()).toMatchObject({ total: 3, items: [{ handle: 'nachbar@gartenwerk.test' }] });
    const percent = await call(server, 'GET', '/api/v0/auth/?search=%25', undefined, server.adminToken);
    expect(percent.json().total).toBe(0);
    expectError(
      await call(server, 'GET', '/api/v0/auth/?role=chef', undefined, server.adminToken),
      400,
      'VALIDATION',
    );
    expectError(
      await call(server, 'GET', '/api/v0/auth/?page=0', undefined, server.adminToken),
      400,
      'VALIDATION',
    );

    const searched = await call(server, 'POST', '/api/v0/search/auth', { text: 'kunde' }, server.adminToken);
    expect(searched.json()).toMatchObject({ total: 1, items: [{ _id: userId }] });
    const data = await call(server, 'POST', '/api/v0/auth/getData', { role: 'user' }, server.adminToken);
    expect(data.json().total).toBe(2);
    const batch = await call(
      server,
      'POST',
      '/api/v0/batch/auth/',
      [userId, otherId, 'unbekannt'],
      server.adminToken,
    );
    expect(
      batch
        .json()
        .map((user: { _id: string }) => user._id)
        .sort(),
    ).toEqual([userId, otherId].sort());
    expectError(
      await call(server, 'POST', '/api/v0/batch/auth/', { ids: [userId] }, server.adminToken),
      400,
      'VALIDATION',
    );
  });

  it('refuses the collection to users and guests', async () => {
    expectNoPermission(await call(server, 'GET', '/api/v0/auth/', undefined, server.userToken));
    expectNoPermission(await call(server, 'GET', '/api/v0/auth/'));
    expectNoPermission(await call(server, 'POST', '/api/v0/search/auth', { text: 'a' }, server.userToken));
    expectNoPermission(await call(server, 'POST', '/api/v0/batch/auth/', [userId], server.userToken));
    expectNoPermission(await call(server, 'POST', '/api/v0/auth/getData', {}, server.userToken));
    expectNoPermission(
      await call(server, 'GET', '/api/v0/auth/getAvailableGroups', undefined, server.userToken),
    );
    expectNoPermission(await call(server, 'GET', '/api/v0/mail/outbox', undefined, server.userToken));
  });

  it('shows a user to that user and to admins only', async () => {
    expect(
      (await call(server, 'GET', `/api/v0/auth/${userId}`, undefined, server.userToken)).json(),
    ).toMatchObject({
      _id: userId,
    });
    expectNoPermission(await call(server, 'GET', `/api/v0/auth/${otherId}`, undefined, server.userToken));
    expectNoPermission(await call(server, 'GET', `/api/v0/auth/${userId}`));
    expect(
      (await call(server, 'GET', `/api/v0/auth/${otherId}`, undefined, server.adminToken)).json(),
    ).toMatchObject({
      handle: 'nachbar@gartenwerk.test',
      name: 'Nachbar',
    });
    expectError(
      await call(server, 'GET', '/api/v0/auth/unbekannt', undefined, server.adminToken),
      404,
      'NOT_FOUND',
    );
  });

  it('keeps handles in lower case, so that any spelling signs in', async () => {
    const user = await createUser(server.database.db, {
      handle: ' Gross@Gartenwerk.TEST ',
      password: PASSWORD,
      roles: ['user'],
    });
    expect(user.handle).toBe('gross@gartenwerk.test');
    const login = await call(server, 'POST', '/api/v0/auth/login', {
      handle: 'GROSS@gartenwerk.test',
      password: PASSWORD,
    });
    expect(login.json()).toMatchObject({ _id: user._id });
    await call(server, 'DELETE', `/api/v0/auth/${user._id}`, undefined, server.adminToken);
  });

  it('answers the assignable roles from the configuration', async () => {
    const response = await call(
      server,
      'GET',
      '/api/v0/auth/getAvailableGroups',
      undefined,
      server.adminToken,
    );
    expect(response.json()).toEqual(['guest', 'user', 'admin', 'system']);
  });

  it('lets admins add verified users with available roles only', async () => {
    const created = await call(
      server,
      'POST',
      '/api/v0/auth/',
      {
        handle: 'Neu@Gartenwerk.test',
        name: 'Neue Gärtnerin',
        roles: ['user'],
        password: PASSWORD,
      },
      server.adminToken,
    );
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ handle: 'neu@gartenwerk.test', verified: true, roles: ['user'] });
    const login = await call(server, 'POST', '/api/v0/auth/login', {
      handle: 'neu@gartenwerk.test',
      password: PASSWORD,
    });
    expect(login.statusCode).toBe(200);

    const duplicate = await call(
      server,
      'POST',
      '/api/v0/auth/',
      {
        handle: 'neu@gartenwerk.test',
        roles: ['user'],
      },
      server.adminToken,
    );
    expectError(duplicate, 409, 11000);
    expect(duplicate.json().message).toBe('Diese E-Mail-Adresse ist bereits registriert.');
    expectError(
      await call(
        server,
        'POST',
        '/api/v0/auth/',
        {
          handle: 'x@gartenwerk.test',
          roles: ['internal'],
        },
        server.adminToken,
      ),
      400,
      'ROLE_UNAVAILABLE',
    );
    expectError(
      await call(
        server,
        'POST',
        '/api/v0/auth/',
        {
          handle: 'x@gartenwerk.test',
          roles: ['user'],
          password: 'kurz',
        },
        server.adminToken,
      ),
      400,
      'PASSWORD_WEAK',
    );
    expectError(
      await call(server, 'POST', '/api/v0/auth/', { handle: 'x@gartenwerk.test' }, server.adminToken),
      400,
      'VALIDATION',
    );
    expectNoPermission(
      await call(
        server,
        'POST',
        '/api/v0/auth/',
        { handle: 'y@gartenwerk.test', roles: ['user'] },
        server.userToken,
      ),
    );
  });

  it('lets users change their own name and userData, and nothing else', async () => {
    const own = await call(
      server,
      'PUT',
      '/api/v0/auth/',
      {
        _id: userId,
        name: 'Kundin Kern',
        userData: { first_name: 'Karin', addresses: [] },
        handle: 'ignoriert@gartenwerk.test',
      },
      server.userToken,
    );
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toEqual([
      expect.objectContaining({
        _id: userId,
        handle: 'kunde@gartenwerk.test',
        name: 'Kundin Kern',
        userData: { first_name: 'Karin', addresses: [] },
      }),
    ]);
    expectNoPermission(
      await call(server, 'PUT', '/api/v0/auth/', { _id: userId, roles: ['admin'] }, server.userToken),
    );
    expectNoPermission(
      await call(server, 'PUT', '/api/v0/auth/', { _id: userId, locked: false }, server.userToken),
    );
    expectNoPermission(
      await call(server, 'PUT', '/api/v0/auth/', { _id: otherId, name: 'Fremd' }, server.userToken),
    );
    expectNoPermission(await call(server, 'PUT', '/api/v0/auth/', { _id: 'guest', name: 'Gast' }));
    expectError(
      await call(server, 'PUT', '/api/v0/auth/', { name: 'ohne id' }, server.userToken),
      400,
      'VALIDATION',
    );
    expect(
      (await call(server, 'GET', `/api/v0/auth/${otherId}`, undefined, server.adminToken)).json().name,
    ).toBe('Nachbar');
  });

  it('refuses a change that names nothing to change with 400', async () => {
    const nothing = await call(server, 'PUT', '/api/v0/auth/', { _id: userId }, server.userToken);
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json()).toEqual({
      statusCode: 400,
      code: 'VALIDATION',
      message: 'body must name something to change: name, userData, roles or locked',
    });
  });

  it('lets admins change roles and lock users; a lock ends their sessions', async () => {
    const roles = await call(
      server,
      'PUT',
      '/api/v0/auth/',
      {
        _id: otherId,
        roles: ['user', 'admin'],
      },
      server.adminToken,
    );
    expect(roles.json()[0]).toMatchObject({ roles: ['user', 'admin'] });
    expectError(
      await call(server, 'PUT', '/api/v0/auth/', { _id: otherId, roles: ['internal'] }, server.adminToken),
      400,
      'ROLE_UNAVAILABLE',
    );
    const admin = await getUserByHandle(server.database.db, TEST_ADMIN_EMAIL);
    expectNoPermission(
      await call(server, 'PUT', '/api/v0/auth/', { _id: admin!.id, locked: true }, server.adminToken),
    );

    const locked = await call(
      server,
      'PUT',
      '/api/v0/auth/',
      {
        _id: otherId,
        roles: ['user'],
        locked: true,
      },
      server.adminToken,
    );
    expect(locked.json()[0]).toMatchObject({ locked: true });
    expect((await call(server, 'GET', '/api/v0/auth/current', undefined, otherToken)).json()).toMatchObject({
      _id: 'guest',
    });
    const login = await call(server, 'POST', '/api/v0/auth/login', {
      handle: 'nachbar@gartenwerk.test',
      password: PASSWORD,
    });
    expectError(login, 423, 'LOCKED');
    await call(server, 'PUT', '/api/v0/auth/', { _id: otherId, locked: false }, server.adminToken);
    const again = await call(server, 'POST', '/api/v0/auth/login', {
      handle: 'nachbar@gartenwerk.test',
      password: PASSWORD,
    });
    expect(again.statusCode).toBe(200);
    otherToken = again.json().token;
  });

  it("lets admins set a user's password, ending that user's sessions", async () => {
    const newPassword = 'Birne-Williams-Christ-8';
    expectNoPermission(
      await call(
        server,
        'POST',
        '/api/v0/auth/setPassword',
        {
          _id: otherId,
          password: newPassword,
        },
        server.userToken,
      ),
    );
    expectError(
      await call(
        server,
        'POST',
        '/api/v0/auth/setPassword',
        {
          _id: otherId,
          password: 'schwach',
        },
        server.adminToken,
      ),
      400,
      'PASSWORD_WEAK',
    );
    const set = await call(
      server,
      'POST',
      '/api/v0/auth/setPassword',
      {
        _id: otherId,
        password: newPassword,
      },
      server.adminToken,
    );
    expect(set.statusCode, set.body).toBe(200);
    expect((await call(server, 'GET', '/api/v0/auth/current', undefined, otherToken)).json()).toMatchObject({
      _id: 'guest',
    });
    const login = await call(server, 'POST', '/api/v0/auth/login', {
      handle: 'nachbar@gartenwerk.test',
      password: newPassword,
    });
    expect(login.statusCode).toBe(200);
  });

  it('lets admins remove users, but never the fixed accounts', async () => {
    expectNoPermission(await call(server, 'DELETE', `/api/v0/auth/${otherId}`, undefined, server.userToken));
    expectNoPermission(await call(server, 'DELETE', '/api/v0/auth/guest', undefined, server.adminToken));
    expectNoPermission(await call(server, 'DELETE', '/api/v0/auth/system', undefined, server.adminToken));
    const admin = await getUserByHandle(server.database.db, TEST_ADMIN_EMAIL);
    expectNoPermission(
      await call(server, 'DELETE', `/api/v0/auth/${admin!.id}`, undefined, server.adminToken),
    );
    expect(
      (await call(server, 'DELETE', `/api/v0/auth/${otherId}`, undefined, server.adminToken)).json(),
    ).toEqual({ ok: true });
    expectError(
      await call(server, 'GET', `/api/v0/auth/${otherId}`, undefined, server.adminToken),
      404,
      'NOT_FOUND',
    );
    expectError(
      await call(server, 'DELETE', `/api/v0/auth/${otherId}`, undefined, server.adminToken),
      404,
      'NOT_FOUND',
    );
  });
});

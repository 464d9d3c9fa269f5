import { setupContractServer } from '@gartenwerk/test-helpers/msw-contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { coreApi } from './core';
import { adminUser, createUsersAdminHandlers, systemUser } from './msw';
import { createStore } from './store';
import type { User } from './types';
import { usersApi } from './users';
import { authApi } from './auth';

const baseUrl = 'http://shop.test';
const server = setupContractServer();
const plainUser: User = {
  _id: 'user-plain',
  handle: 'kunde@example.at',
  name: 'Karl Kunde',
  roles: ['user'],
};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function signIn(user: User) {
  server.use(...createUsersAdminHandlers({ currentUser: user }));
  return createStore({ baseUrl });
}

describe('users admin endpoints', () => {
  it('pages the list and leaves out internal users and the fixed accounts', async () => {
    const store = signIn(adminUser);
    const first = await store.dispatch(usersApi.endpoints.getUsers.initiate({ page: 1, limit: 5 }));
    expect(first.data?.items).toHaveLength(5);
    // 11 demo users without the internal one, plus the signed-in admin.
    expect(first.data?.total).toBe(12);
    const last = await store.dispatch(usersApi.endpoints.getUsers.initiate({ page: 3, limit: 5 }));
    expect(last.data?.items).toHaveLength(2);
    const all = await store.dispatch(usersApi.endpoints.getUsers.initiate({ limit: 100 }));
    expect(all.data?.items.some((user) => user.roles.includes('internal'))).toBe(false);
  });

  it('searches by handle or name and filters by role, leaving empty filters out of the query', async () => {
    let lastUrl = '';
    server.events.on('request:start', ({ request }) => {
      lastUrl = request.url;
    });
    const store = signIn(adminUser);
    const found = await store.dispatch(usersApi.endpoints.getUsers.initiate({ search: 'HUBER', page: 1 }));
    expect(found.data?.items.map((user) => user.name)).toEqual(['Bernd Huber']);
    const admins = await store.dispatch(usersApi.endpoints.getUsers.initiate({ role: 'admin', search: '' }));
    expect(lastUrl).toBe(`${baseUrl}/api/v0/auth/?role=admin`);
    expect(admins.data?.items.map((user) => user.name)).toEqual([
      'Clara Maier',
      'Gerda Steiner',
      'Verwaltung',
    ]);
    const searched = await store.dispatch(usersApi.endpoints.searchUsers.initiate('maier'));
    expect(searched.data?.total).toBe(1);
    const batch = await store.dispatch(usersApi.endpoints.getUsersBatch.initiate(['user-1', 'user-4']));
    expect(lastUrl).toBe(`${baseUrl}/api/v0/batch/auth/`);
    expect(batch.data?.map((user) => user.handle)).toEqual([
      'anna.berger@example.at',
      'david.gruber@example.at',
    ]);
    server.events.removeAllListeners();
  });

  it('creates a user and answers a duplicate handle with code 11000', async () => {
    const store = signIn(systemUser);
    const created = await store.dispatch(
      usersApi.endpoints.createUser.initiate({ handle: 'neu@example.at', name: 'Neu', roles: ['user'] }),
    );
    expect(created.data).toMatchObject({ handle: 'neu@example.at', roles: ['user'], locked: false });
    const again = await store.dispatch(
      usersApi.endpoints.createUser.initiate({ handle: 'NEU@example.at', name: 'Zweiter', roles: ['user'] }),
    );
    expect(again.error).toEqual({ status: 409, code: 11000, message: 'email already registered' });
  });

  it('updates with the first item of the answered list, and refreshes the list it changed', async () => {
    const store = signIn(adminUser);
    const list = store.dispatch(usersApi.endpoints.getUsers.initiate({ search: 'anna' }));
    await list;
    const updated = await store.dispatch(
      usersApi.endpoints.updateUser.initiate({ _id: 'user-1', name: 'Anna Berger-Lang', locked: true }),
    );
    expect(updated.data).toMatchObject({ _id: 'user-1', name: 'Anna Berger-Lang', locked: true });
    await expect
      .poll(
        () => usersApi.endpoints.getUsers.select({ search: 'anna' })(store.getState()).data?.items[0]?.name,
      )
      .toBe('Anna Berger-Lang');
    list.unsubscribe();
  });

  it('removes a user, sets a password and turns off two-factor', async () => {
    const store = signIn(adminUser);
    expect(
      (await store.dispatch(usersApi.endpoints.disableUser2FA.initiate('user-3'))).data?.two_factor,
    ).toEqual({
      enabled: false,
    });
    expect(
      (
        await store.dispatch(
          usersApi.endpoints.setPassword.initiate({ _id: 'user-3', password: 'N3ues-Passwort!' }),
        )
      ).data,
    ).toMatchObject({ _id: 'user-3' });
    expect((await store.dispatch(usersApi.endpoints.removeUser.initiate('user-3'))).data).toEqual({
      ok: true,
    });
    const gone = await store.dispatch(usersApi.endpoints.getUser.initiate('user-3'));
    expect(gone.error).toMatchObject({ status: 404, message: 'user not found' });
  });

  it('refuses every admin call to a user without admin rights with C100', async () => {
    const store = signIn(plainUser);
    const list = await store.dispatch(usersApi.endpoints.getUsers.initiate({}));
    expect(list.error).toEqual({ status: 403, code: 'C100', message: 'no permission' });
    const update = await store.dispatch(
      usersApi.endpoints.updateUser.initiate({ _id: plainUser._id, roles: ['admin'] }),
    );
    expect(update.error).toMatchObject({ status: 403, code: 'C100' });
    const outbox = await store.dispatch(usersApi.endpoints.getOutbox.initiate({}));
    expect(outbox.error).toMatchObject({ status: 403, code: 'C100' });
    // Their own name they may change, and the current user follows.
    await store.dispatch(coreApi.endpoints.getCurrentUser.initiate());
    const own = await store.dispatch(
      usersApi.endpoints.updateUser.initiate({ _id: plainUser._id, name: 'Karl K.' }),
    );
    expect(own.data?.name).toBe('Karl K.');
  });

  it('changes the own password only with the old one', async () => {
    const store = signIn(plainUser);
    const wrong = await store.dispatch(
      authApi.endpoints.changePassword.initiate({
        oldPassword: 'falsch',
        password: 'Neu-2026!x',
        password2: 'Neu-2026!x',
      }),
    );
    expect(wrong.error).toMatchObject({ status: 400, code: 'WRONG_PASSWORD' });
    const right = await store.dispatch(
      authApi.endpoints.changePassword.initiate({
        oldPassword: 'Gartenwerk-2026!',
        password: 'Neu-2026!x',
        password2: 'Neu-2026!x',
      }),
    );
    // The server answers the account it changed.
    expect(right.data).toMatchObject({ _id: plainUser._id, handle: plainUser.handle });
  });

  it('lists the outbox newest first, paged', async () => {
    const store = signIn(adminUser);
    const outbox = await store.dispatch(usersApi.endpoints.getOutbox.initiate({ page: 1, limit: 1 }));
    expect(outbox.data?.total).toBe(2);
    expect(outbox.data?.items.map((mail) => mail.subject)).toEqual(['Passwort zurücksetzen']);
  });
});

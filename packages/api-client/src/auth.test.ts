import { http, HttpResponse } from 'msw';
import { setupContractServer } from '@gartenwerk/test-helpers/msw-contract';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { authApi, isFa2Required } from './auth';
import { coreApi } from './core';
import {
  adminUser,
  createHandlers,
  customerUser,
  DEMO_PASSWORD,
  DEMO_QR_CODE,
  DEMO_TOKENS,
  DEMO_TOTP_CODE,
  guestUser,
  twoFactorUser,
} from './msw';
import { createStore } from './store';
import { CSRF_HEADER, readCookie } from './request';

const baseUrl = 'http://shop.test';
const server = setupContractServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// A fresh in-memory account store for every test.
beforeEach(() => server.resetHandlers(...createHandlers()));
afterAll(() => server.close());

function signedInStore() {
  const store = createStore({ baseUrl });
  const user = store.dispatch(coreApi.endpoints.getCurrentUser.initiate());
  return { store, user, current: () => coreApi.endpoints.getCurrentUser.select()(store.getState()).data };
}

describe('login and logout', () => {
  it('keeps the logged-in user as the current user, without the token, and logs out to the guest', async () => {
    const { store, user, current } = signedInStore();
    await user;
    expect(current()).toEqual(guestUser);

    const result = await store.dispatch(
      authApi.endpoints.login.initiate({ handle: customerUser.handle, password: DEMO_PASSWORD }),
    );
    expect(result.data && !isFa2Required(result.data) && result.data.token).toBe('token-user-customer');
    expect(current()?.handle).toBe(customerUser.handle);
    expect(current()).not.toHaveProperty('token');

    await store.dispatch(authApi.endpoints.logout.initiate());
    expect(current()).toEqual(guestUser);
    user.unsubscribe();
  });

  it('answers fa2required without signing in, then signs in with the TOTP code', async () => {
    const { store, user, current } = signedInStore();
    await user;
    const first = await store.dispatch(
      authApi.endpoints.login.initiate({ handle: twoFactorUser.handle, password: DEMO_PASSWORD }),
    );
    expect(first.data).toEqual({ fa2required: true });
    expect(current()).toEqual(guestUser);

    const wrong = await store.dispatch(
      authApi.endpoints.login.initiate({
        handle: twoFactorUser.handle,
        password: DEMO_PASSWORD,
        code: '000000',
      }),
    );
    expect(wrong.error).toMatchObject({ status: 401, code: 'TOTP_INVALID' });

    await store.dispatch(
      authApi.endpoints.login.initiate({
        handle: twoFactorUser.handle,
        password: DEMO_PASSWORD,
        code: DEMO_TOTP_CODE,
      }),
    );
    expect(current()?._id).toBe(twoFactorUser._id);
    user.unsubscribe();
  });

  it('passes the server message of a wrong password on and stays the guest', async () => {
    const { store, user, current } = signedInStore();
    await user;
    const result = await store.dispatch(
      authApi.endpoints.login.initiate({ handle: customerUser.handle, password: 'falsch' }),
    );
    expect(result.error).toEqual({ status: 401, code: 'LOGIN_FAILED', message: 'wrong user or password' });
    expect(current()).toEqual(guestUser);
    user.unsubscribe();
  });
});

describe('account calls', () => {
  async function loggedIn(handle = customerUser.handle) {
    const context = signedInStore();
    await context.user;
    await context.store.dispatch(authApi.endpoints.login.initiate({ handle, password: DEMO_PASSWORD }));
    return context;
  }

  it('enables two-factor: QR code first, the current user follows once the code is confirmed', async () => {
    const { store, user, current } = await loggedIn();
    const setup = await store.dispatch(authApi.endpoints.enable2FA.initiate());
    expect(setup.data?.qrCode).toBe(DEMO_QR_CODE);
    expect(setup.data?.otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    expect(current()?.two_factor?.enabled).toBe(false);

    await store.dispatch(authApi.endpoints.verify2FA.initiate({ code: DEMO_TOTP_CODE }));
    expect(current()?.two_factor?.enabled).toBe(true);
    await store.dispatch(authApi.endpoints.disable2FA.initiate({ code: DEMO_TOTP_CODE }));
    expect(current()?.two_factor?.enabled).toBe(false);
    user.unsubscribe();
  });

  it('does not become the other user when an admin disables their second factor', async () => {
    server.use(
      http.post('*/api/v0/auth/disable2FA', () =>
        HttpResponse.json({ ...twoFactorUser, two_factor: { enabled: false } }),
      ),
    );
    const { store, user, current } = await loggedIn(adminUser.handle);
    await store.dispatch(authApi.endpoints.disable2FA.initiate({ _id: twoFactorUser._id }));
    expect(current()?._id).toBe(adminUser._id);
    user.unsubscribe();
  });

  it('changes the password only with the old one, and the new one signs in', async () => {
    const { store, user } = await loggedIn();
    const wrong = await store.dispatch(
      authApi.endpoints.changePassword.initiate({
        oldPassword: 'x',
        password: 'Neu-Passwort-1',
        password2: 'Neu-Passwort-1',
      }),
    );
    expect(wrong.error).toMatchObject({ status: 400, code: 'WRONG_PASSWORD' });
    const changed = await store.dispatch(
      authApi.endpoints.changePassword.initiate({
        oldPassword: DEMO_PASSWORD,
        password: 'Neu-Passwort-1',
        password2: 'Neu-Passwort-1',
      }),
    );
    expect(changed.error).toBeUndefined();
    await store.dispatch(authApi.endpoints.logout.initiate());
    const again = await store.dispatch(
      authApi.endpoints.login.initiate({ handle: customerUser.handle, password: 'Neu-Passwort-1' }),
    );
    expect(again.error).toBeUndefined();
    user.unsubscribe();
  });

  it('updates the own name; the first item of the answer becomes the current user', async () => {
    const { store, user, current } = await loggedIn();
    await store.dispatch(
      authApi.endpoints.updateCurrentUser.initiate({ _id: customerUser._id, name: 'Kurt K.' }),
    );
    expect(current()?.name).toBe('Kurt K.');
    user.unsubscribe();
  });

  it('uses a reset token once: the second time it has expired', async () => {
    const store = createStore({ baseUrl });
    const reset = {
      token: DEMO_TOKENS.resetPassword,
      password: 'Neu-Passwort-1',
      password2: 'Neu-Passwort-1',
    };
    expect((await store.dispatch(authApi.endpoints.resetPassword.initiate(reset))).data).toEqual({
      ok: true,
    });
    expect((await store.dispatch(authApi.endpoints.resetPassword.initiate(reset))).error).toEqual({
      status: 400,
      code: 'TOKEN_EXPIRED',
      message: 'This token has expired.',
    });
  });

  it('answers the shop signup duplicate with the shop text and code 11000', async () => {
    const store = createStore({ baseUrl });
    const result = await store.dispatch(
      authApi.endpoints.shopSignup.initiate({
        handle: customerUser.handle,
        password: DEMO_PASSWORD,
        password2: DEMO_PASSWORD,
        userData: { addresses: [] },
      }),
    );
    expect(result.error).toMatchObject({
      status: 409,
      code: 11000,
      message: 'Ihre angegebene Email Adresse ist im System bereits vorhanden!',
    });
  });
});

describe('the base query and the session', () => {
  afterEach(() => vi.unstubAllGlobals());

  function recordingFetch() {
    const calls: Array<{ method: string; csrf: string | null; credentials: RequestCredentials | undefined }> =
      [];
    const fetchFn: typeof fetch = async (_input, init) => {
      calls.push({
        method: init?.method ?? 'GET',
        csrf: new Headers(init?.headers).get(CSRF_HEADER),
        credentials: init?.credentials,
      });
      return Response.json(init?.method === 'PUT' ? [customerUser] : customerUser);
    };
    return { calls, fetchFn };
  }

  it('repeats the gw_csrf cookie in x-csrf-token on writes, not on reads, and sends the cookies', async () => {
    vi.stubGlobal('document', { cookie: 'lang=de; gw_csrf=a1b2%3Dc3' });
    const { calls, fetchFn } = recordingFetch();
    const store = createStore({ baseUrl, fetchFn });
    await store.dispatch(coreApi.endpoints.getCurrentUser.initiate());
    await store.dispatch(authApi.endpoints.login.initiate({ handle: 'a@b.at', password: 'x' }));
    await store.dispatch(authApi.endpoints.updateCurrentUser.initiate({ _id: customerUser._id, name: 'K' }));
    expect(calls).toEqual([
      { method: 'GET', csrf: null, credentials: 'same-origin' },
      { method: 'POST', csrf: 'a1b2=c3', credentials: 'same-origin' },
      { method: 'PUT', csrf: 'a1b2=c3', credentials: 'same-origin' },
    ]);
  });

  it('sends no CSRF header when there is no cookie to read (on the server)', async () => {
    const { calls, fetchFn } = recordingFetch();
    const store = createStore({ baseUrl, fetchFn });
    await store.dispatch(authApi.endpoints.login.initiate({ handle: 'a@b.at', password: 'x' }));
    expect(calls[0]?.csrf).toBeNull();
  });

  it('reads one cookie out of a cookie string', () => {
    expect(readCookie('gw_csrf', 'gw_csrf=x; other=y')).toBe('x');
    expect(readCookie('gw_csrf', 'not_gw_csrf=x')).toBeNull();
    expect(readCookie('gw_csrf', '')).toBeNull();
  });
});

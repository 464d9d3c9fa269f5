/**
 * In-memory stand-in for the accounts and authentication calls (the auth contract of
 * docs/contracts.md), for front-end unit tests and stories. Each `createHandlers()` call starts
 * from the demo accounts again, so tests never share state.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { GUEST_HANDLE, passwordScore, type Role } from '@gartenwerk/domain';
import type { ChangePasswordRequest, LoginRequest, ResetPasswordRequest, SignupData } from './auth';
import type { ServerErrorBody, User } from './types';

/** The password of every demo account. */
export const DEMO_PASSWORD = 'Gartenwerk-2026';
/** The TOTP code the stand-in accepts for accounts with two-factor enabled. */
export const DEMO_TOTP_CODE = '123456';
/** One-time tokens the demo mails would carry; each works once, `expired` never. */
export const DEMO_TOKENS = {
  verify: 'verify-demo-token',
  resetPassword: 'reset-demo-token',
  reset2FA: 'reset2fa-demo-token',
  expired: 'expired-demo-token',
} as const;
/** The QR code enabling two-factor answers: a 1×1 PNG as a data: URL. */
export const DEMO_QR_CODE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

export const customerUser: User = {
  _id: 'user-customer',
  handle: 'kunde@gartenwerk.test',
  name: 'Kurt Kunde',
  roles: ['user'],
  userData: { first_name: 'Kurt', last_name: 'Kunde', addresses: [] },
  two_factor: { enabled: false },
  verified: true,
  locked: false,
  failedLogins: 0,
};

export const twoFactorUser: User = {
  _id: 'user-two-factor',
  handle: 'zwei@gartenwerk.test',
  name: 'Zita Zweifaktor',
  roles: ['user'],
  userData: { first_name: 'Zita', last_name: 'Zweifaktor', addresses: [] },
  two_factor: { enabled: true },
  verified: true,
  locked: false,
  failedLogins: 0,
};

export const unverifiedUser: User = {
  _id: 'user-unverified',
  handle: 'neu@gartenwerk.test',
  name: 'Nora Neu',
  roles: ['user'],
  two_factor: { enabled: false },
  verified: false,
};

/** The session the handlers share: who `GET /api/v0/auth/current` answers. */
export interface MockSession {
  user: User;
}

interface Account {
  user: User;
  password: string;
}

function fail(status: number, code: string | number, message: string) {
  return HttpResponse.json<ServerErrorBody>({ statusCode: status, code, message }, { status });
}

const guest = (): User => ({ _id: 'guest', handle: GUEST_HANDLE, roles: ['guest'] });

// The stand-in refuses what the domain's strength rule scores as risky; the real rule lives on the server.
const isWeak = (password: string) => passwordScore(password) === 0;

/** Handlers for every auth call the storefront and admin account screens make. */
export function createAuthHandlers(
  session: MockSession,
  demoAccounts: User[],
  availableRoles: Role[],
): HttpHandler[] {
  const accounts = new Map<string, Account>(
    demoAccounts.map((user) => [
      user.handle.toLowerCase(),
      { user: structuredClone(user), password: DEMO_PASSWORD },
    ]),
  );
  const usedTokens = new Set<string>([DEMO_TOKENS.expired]);
  let pendingSecret: string | null = null;
  let nextId = 1;

  const find = (handle: string) => accounts.get(handle.trim().toLowerCase());
  const current = () => [...accounts.values()].find((account) => account.user._id === session.user._id);
  const takeToken = (token: string, expected: string) => {
    if (token !== expected || usedTokens.has(token)) return false;
    usedTokens.add(token);
    return true;
  };
  const expired = () => fail(400, 'TOKEN_EXPIRED', 'This token has expired.');
  const signedIn = (user: User) => {
    session.user = user;
    return HttpResponse.json({ ...user, token: `token-${user._id}` });
  };
  const signup =
    (duplicateMessage: string) =>
    async ({ request }: { request: Request }) => {
      const body = (await request.json()) as SignupData;
      if (body.password !== body.password2) return fail(400, 'PASSWORD_MISMATCH', 'passwords do not match');
      if (isWeak(body.password)) return fail(400, 'PASSWORD_WEAK', 'password too weak');
      if (find(body.handle)) return fail(409, 11000, duplicateMessage);
      const user: User = {
        _id: `user-${nextId++}`,
        handle: body.handle.trim().toLowerCase(),
        roles: ['user'],
        userData: body.userData as User['userData'],
        two_factor: { enabled: false },
        verified: false,
      };
      accounts.set(user.handle, { user, password: body.password });
      return HttpResponse.json(user);
    };

  return [
    http.post('*/api/v0/auth/login', async ({ request }) => {
      const { handle, password, code } = (await request.json()) as LoginRequest;
      const account = find(handle);
      if (!account || account.password !== password)
        return fail(401, 'LOGIN_FAILED', 'wrong user or password');
      if (account.user.verified === false) return fail(403, 'NOT_VERIFIED', 'e-mail address not verified');
      if (account.user.two_factor?.enabled) {
        if (!code) return HttpResponse.json({ fa2required: true });
        if (code !== DEMO_TOTP_CODE) return fail(401, 'TOTP_INVALID', 'wrong code');
      }
      return signedIn(account.user);
    }),
    http.get('*/api/v0/auth/logout', () => {
      session.user = guest();
      return HttpResponse.json(session.user);
    }),
    http.post('*/api/v0/auth/signup', signup('email already registered')),
    http.post(
      '*/api/v0/shop/signup',
      signup('Ihre angegebene Email Adresse ist im System bereits vorhanden!'),
    ),
    http.post('*/api/v0/auth/verify', async ({ request }) => {
      const { token } = (await request.json()) as { token: string };
      if (!takeToken(token, DEMO_TOKENS.verify)) return expired();
      const account = find(unverifiedUser.handle);
      if (!account) return expired();
      account.user.verified = true;
      return HttpResponse.json(account.user);
    }),
    ...['auth', 'shop'].map((area) =>
      http.post(`*/api/v0/${area}/requestPasswordReset`, async ({ request }) => {
        const { handle } = (await request.json()) as { handle: string };
        return find(handle) ? HttpResponse.json({ ok: true }) : fail(404, 'NOT_FOUND', 'user not found');
      }),
    ),
    http.post('*/api/v0/auth/resetPassword', async ({ request }) => {
      const body = (await request.json()) as ResetPasswordRequest;
      if (body.password !== body.password2) return fail(400, 'PASSWORD_MISMATCH', 'passwords do not match');
      if (isWeak(body.password)) return fail(400, 'PASSWORD_WEAK', 'password too weak');
      if (!takeToken(body.token, DEMO_TOKENS.resetPassword)) return expired();
      const account = find(customerUser.handle);
      if (account) account.password = body.password;
      return HttpResponse.json({ ok: true });
    }),
    http.post('*/api/v0/auth/changePassword', async ({ request }) => {
      const body = (await request.json()) as ChangePasswordRequest;
      const account = current();
      if (!account) return fail(403, 'C100', 'no permission');
      if (account.password !== body.oldPassword) return fail(400, 'WRONG_PASSWORD', 'wrong password');
      if (body.password !== body.password2) return fail(400, 'PASSWORD_MISMATCH', 'passwords do not match');
      if (isWeak(body.password)) return fail(400, 'PASSWORD_WEAK', 'password too weak');
      account.password = body.password;
      return HttpResponse.json(account.user);
    }),
    http.post('*/api/v0/auth/checkPasswordStrength', async ({ request }) => {
      const { password } = (await request.json()) as { password: string };
      const score = passwordScore(password);
      const label = ['risky', 'guessable', 'weak', 'safe', 'secure'][score];
      return HttpResponse.json({ score, label, text: label });
    }),
    http.post('*/api/v0/auth/enable2FA', () => {
      if (!current()) return fail(403, 'C100', 'no permission');
      pendingSecret = 'JBSWY3DPEHPK3PXP';
      return HttpResponse.json({
        secret: pendingSecret,
        otpauthUrl: `otpauth://totp/Gartenwerk:${encodeURIComponent(session.user.handle)}?secret=${pendingSecret}&issuer=Gartenwerk`,
        qrCode: DEMO_QR_CODE,
      });
    }),
    http.post('*/api/v0/auth/verify2FA', async ({ request }) => {
      const { code } = (await request.json()) as { code: string };
      const account = current();
      if (!account || !pendingSecret) return fail(403, 'C100', 'no permission');
      if (code !== DEMO_TOTP_CODE) return fail(401, 'TOTP_INVALID', 'wrong code');
      pendingSecret = null;
      account.user.two_factor = { enabled: true };
      session.user = account.user;
      return HttpResponse.json(account.user);
    }),
    http.post('*/api/v0/auth/disable2FA', async ({ request }) => {
      const body = (await request.json()) as { code?: string };
      const account = current();
      if (!account) return fail(403, 'C100', 'no permission');
      if (body.code !== DEMO_TOTP_CODE) return fail(401, 'TOTP_INVALID', 'wrong code');
      account.user.two_factor = { enabled: false };
      session.user = account.user;
      return HttpResponse.json(account.user);
    }),
    http.post('*/api/v0/shop/request2FAReset', async ({ request }) => {
      const { handle } = (await request.json()) as { handle: string };
      return find(handle) ? HttpResponse.json({ ok: true }) : fail(404, 'NOT_FOUND', 'user not found');
    }),
    http.post('*/api/v0/auth/reset2FA', async ({ request }) => {
      const { token } = (await request.json()) as { token: string };
      if (!takeToken(token, DEMO_TOKENS.reset2FA)) return expired();
      const account = find(twoFactorUser.handle);
      if (account) account.user.two_factor = { enabled: false };
      return HttpResponse.json({ ok: true });
    }),
    http.put('*/api/v0/auth/', async ({ request }) => {
      const body = (await request.json()) as {
        _id: string;
        name?: string;
        userData?: Record<string, unknown>;
      };
      const account = current();
      if (!account || body._id !== account.user._id) return fail(403, 'C100', 'no permission');
      if (body.name !== undefined) account.user.name = body.name;
      if (body.userData !== undefined) account.user.userData = body.userData;
      session.user = account.user;
      return HttpResponse.json([account.user]);
    }),
    http.get('*/api/v0/auth/getUniqueCustomerId', () =>
      HttpResponse.json({ customerId: `K-${1000 + nextId++}` }),
    ),
    http.get('*/api/v0/auth/getAvailableGroups', () => HttpResponse.json(availableRoles)),
  ];
}

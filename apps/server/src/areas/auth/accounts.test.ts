import { databaseKinds, startSmtpSink, type SmtpSink } from '@gartenwerk/test-helpers';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { authenticator } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  call,
  startTestServer,
  TEST_ADMIN_EMAIL,
  TEST_ADMIN_PASSWORD,
  type TestServer,
} from '../../../test/support';
import { outbox } from '../mail/table';
import { LOCK_AFTER_FAILURES, LOCK_BASE_MS } from './service';
import { authTokens, users } from './table';

const PUBLIC_URL = 'https://shop.gartenwerk.test';
const PASSWORD = 'Thuja-Smaragd-80!';
const REJECTED = 'niemand@unbekannt.test';

type Body = Record<string, unknown> | unknown[];

describe.each(await databaseKinds())('accounts on %s', (kind) => {
  let server: TestServer;
  let smtp: SmtpSink;
  beforeAll(async () => {
    smtp = await startSmtpSink((address) => address === REJECTED);
    server = await startTestServer(kind, {
      publicUrl: PUBLIC_URL,
      smtpUrl: smtp.url,
      areaOptions: { auth: { rateLimits: { perIp: 10_000, perHandle: 10_000 } } },
    });
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  const post = (url: string, payload: Body, headers: Record<string, string> = {}) =>
    call(server, 'POST', url, payload, undefined, headers);
  const get = (url: string, headers: Record<string, string> = {}) =>
    call(server, 'GET', url, undefined, undefined, headers);
  const current = async (token: string) => (await get('/api/v0/auth/current', bearer(token))).json();
  const expectError = (
    response: LightMyRequestResponse,
    statusCode: number,
    code: unknown,
    message?: string,
  ) => {
    expect(response.statusCode, response.body).toBe(statusCode);
    expect(response.json()).toMatchObject({ statusCode, code, ...(message ? { message } : {}) });
  };
  const linkToken = (text: string, path: string) =>
    new RegExp(`${PUBLIC_URL.replace(/\./g, '\\.')}${path.replace('?', '\\?')}([\\w-]+)`).exec(text)?.[1];
  // The signup's newsletter box also mails a confirmation: an account mail is found by its link.
  const mailWithLink = (to: string, path: string) =>
    smtp.mails.filter((mail) => mail.to.includes(to) && linkToken(mail.raw, path)).at(-1);
  const userRow = async (handle: string) =>
    (await server.database.db.select().from(users).where(eq(users.handle, handle)))[0]!;

  const signupBody = (handle: string, password = PASSWORD, password2 = password) => ({
    handle,
    password,
    password2,
    userData: { first_name: 'Anna', last_name: 'Gärtner', addresses: [{}, {}] },
    meta: { source: 'test' },
    alternate_shipping_address: false,
    newsletter_consent: true,
  });

  /** Signs up, verifies through the mailed link and signs in; answers the bearer token. */
  async function verifiedUser(handle: string, password = PASSWORD): Promise<{ token: string; id: string }> {
    const signup = await post('/api/v0/auth/signup', signupBody(handle, password));
    expect(signup.statusCode, signup.body).toBe(200);
    const token = linkToken(mailWithLink(handle, '/verify/')!.raw, '/verify/');
    expect((await post('/api/v0/auth/verify', { token: token! })).statusCode).toBe(200);
    const login = await post('/api/v0/auth/login', { handle, password });
    expect(login.statusCode, login.body).toBe(200);
    return { token: login.json().token, id: login.json()._id };
  }

  describe('signup and verification', () => {
    it('creates an unverified user and mails the verification link, through SMTP and the outbox', async () => {
      const response = await post('/api/v0/auth/signup', signupBody(' Anna@Beispiel.TEST '));
      expect(response.statusCode, response.body).toBe(200);
      const user = response.json();
      expect(user).toMatchObject({
        handle: 'anna@beispiel.test',
        name: 'Anna Gärtner',
        roles: ['user'],
        verified: false,
        locked: false,
        failedLogins: 0,
        lastLogin: null,
        two_factor: { enabled: false },
        userData: { first_name: 'Anna', signup: { newsletter_consent: true } },
      });
      expect(response.body).not.toMatch(/argon2|password/);

      const mail = mailWithLink('anna@beispiel.test', '/verify/')!;
      expect(mail.to).toEqual(['anna@beispiel.test']);
      expect(mail.raw).toContain('Subject: =?UTF-8?Q?Bitte_best');
      expect(mail.raw).toContain(
        'Bitte bestätigen Sie Ihre E-Mail-Adresse anna@beispiel.test über diesen Link:',
      );
      const token = linkToken(mail.raw, '/verify/');
      expect(token).toBeTruthy();

      const [stored] = await server.database.db
        .select()
        .from(outbox)
        .where(eq(outbox.to, 'anna@beispiel.test'));
      expect(stored).toMatchObject({
        template: 'verify',
        subject: 'Bitte bestätigen Sie Ihre E-Mail-Adresse',
      });
      expect(stored!.sentAt).toBeInstanceOf(Date);
      // Addressed by the name the signup gave.
      expect(stored!.text.startsWith('Hallo Anna Gärtner,\n')).toBe(true);
      expect(stored!.text).toContain(`${PUBLIC_URL}/verify/${token}`);
      expect(stored!.html).toContain(`href="${PUBLIC_URL}/verify/${token}"`);

      // The token is kept only as a hash.
      const tokens = await server.database.db
        .select()
        .from(authTokens)
        .where(eq(authTokens.userId, user._id));
      expect(tokens.map((row) => row.tokenHash)).not.toContain(token);

      const early = await post('/api/v0/auth/login', { handle: 'anna@beispiel.test', password: PASSWORD });
      expectError(early, 403, 'NOT_VERIFIED');

      const verified = await post('/api/v0/auth/verify', { token: token! });
      expect(verified.statusCode).toBe(200);
      expect(verified.json()).toMatchObject({ _id: user._id, verified: true });

      const again = await post('/api/v0/auth/verify', { token: token! });
      expectError(again, 400, 'TOKEN_EXPIRED', 'Dieser Link ist abgelaufen.');
    });

    it('writes the mail in English when the browser asks for it', async () => {
      const response = await post('/api/v0/auth/signup', signupBody('ben@example.test'), {
        'accept-language': 'en-GB,en;q=0.9',
      });
      expect(response.statusCode).toBe(200);
      expect(mailWithLink('ben@example.test', '/verify/')!.raw).toContain(
        'Subject: Please confirm your e-mail address',
      );
    });

    it('refuses a registered address with the texts of the site and of the shop', async () => {
      await post('/api/v0/auth/signup', signupBody('doppelt@example.test'));
      const site = await post('/api/v0/auth/signup', signupBody('DOPPELT@example.test'));
      expectError(site, 409, 11000, 'Diese E-Mail-Adresse ist bereits registriert.');
      const shop = await post('/api/v0/shop/signup', signupBody('doppelt@example.test'));
      expectError(shop, 409, 11000, 'Ihre angegebene Email Adresse ist im System bereits vorhanden!');
    });

    it('signs up through the shop as well', async () => {
      const response = await post('/api/v0/shop/signup', signupBody('shopkunde@example.test'));
      expect(response.json()).toMatchObject({ handle: 'shopkunde@example.test', verified: false });
      expect(linkToken(mailWithLink('shopkunde@example.test', '/verify/')!.raw, '/verify/')).toBeTruthy();
    });

    it('refuses an address the mail server does not know, and keeps no account for it', async () => {
      const response = await post('/api/v0/shop/signup', signupBody(REJECTED));
      expectError(response, 400, 'RECIPIENT_REJECTED', 'Ihre angegebene Email Adresse wurde nicht gefunden!');
      expect(await server.database.db.select().from(users).where(eq(users.handle, REJECTED))).toEqual([]);
      const [stored] = await server.database.db.select().from(outbox).where(eq(outbox.to, REJECTED));
      expect(stored?.error).toContain('mailbox unavailable');
      expect(stored?.sentAt).toBeNull();
    });

    it('refuses passwords that differ or are too weak, bad addresses and malformed bodies', async () => {
      expectError(
        await post('/api/v0/auth/signup', signupBody('x1@example.test', PASSWORD, `${PASSWORD}x`)),
        400,
        'PASSWORD_MISMATCH',
      );
      expectError(
        await post('/api/v0/auth/signup', signupBody('x2@example.test', 'Abcde1')),
        400,
        'PASSWORD_WEAK',
      );
      expectError(
        await post('/api/v0/auth/signup', signupBody('kein-at')),
        400,
        'VALIDATION',
        'Bitte geben Sie eine gültige E-Mail-Adresse an.',
      );
      const missing = await post('/api/v0/auth/signup', { handle: 'x3@example.test', password: PASSWORD });
      expectError(missing, 400, 'VALIDATION', "body must have required property 'password2'");
      const wrongType = await post('/api/v0/auth/signup', {
        ...signupBody('x4@example.test'),
        userData: 'Anna',
      });
      expectError(wrongType, 400, 'VALIDATION');
      const notJson = await server.app.inject({
        method: 'POST',
        url: '/api/v0/auth/signup',
        payload: '{"handle":',
        headers: { 'content-type': 'application/json' },
      });
      expectError(notJson, 400, 'VALIDATION');
      for (const handle of ['x1@example.test', 'x2@example.test', 'x3@example.test', 'x4@example.test']) {
        expect(await server.database.db.select().from(users).where(eq(users.handle, handle))).toEqual([]);
      }
    });
  });

  describe('login', () => {
    it('signs in with cookies and a token, and records the login', async () => {
      const response = await post('/api/v0/auth/login', {
        handle: TEST_ADMIN_EMAIL,
        password: TEST_ADMIN_PASSWORD,
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ handle: TEST_ADMIN_EMAIL, roles: ['admin'], failedLogins: 0 });
      expect(Date.parse(body.lastLogin)).not.toBeNaN();
      const session = response.cookies.find((cookie) => cookie.name === 'gw_session')!;
      const csrf = response.cookies.find((cookie) => cookie.name === 'gw_csrf')!;
      expect(session).toMatchObject({ value: body.token, httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(csrf.httpOnly).toBeFalsy();
      expect(csrf.value.length).toBeGreaterThan(20);
      expect(await current(body.token)).toMatchObject({ handle: TEST_ADMIN_EMAIL });
    });

    it('refuses a wrong password and an unknown handle alike, and counts the failures', async () => {
      await verifiedUser('falsch@example.test');
      const wrong = await post('/api/v0/auth/login', {
        handle: 'falsch@example.test',
        password: 'Nicht-Richtig-1',
      });
      expectError(wrong, 401, 'LOGIN_FAILED', 'Benutzer oder Passwort ist falsch.');
      const unknown = await post('/api/v0/auth/login', { handle: 'wer@example.test', password: PASSWORD });
      expectError(unknown, 401, 'LOGIN_FAILED', 'Benutzer oder Passwort ist falsch.');
      expect((await userRow('falsch@example.test')).failedLogins).toBe(1);
      expect(
        (await post('/api/v0/auth/login', { handle: 'falsch@example.test', password: PASSWORD })).statusCode,
      ).toBe(200);
      expect((await userRow('falsch@example.test')).failedLogins).toBe(0);
    });

    it('refuses the fixed accounts without a password and malformed bodies', async () => {
      expectError(
        await post('/api/v0/auth/login', { handle: 'guest', password: 'irgendwas' }),
        401,
        'LOGIN_FAILED',
      );
      expectError(
        await post('/api/v0/auth/login', { handle: 'system', password: 'irgendwas' }),
        401,
        'LOGIN_FAILED',
      );
      expectError(await post('/api/v0/auth/login', { handle: TEST_ADMIN_EMAIL }), 400, 'VALIDATION');
      expectError(
        await post('/api/v0/auth/login', {
          handle: TEST_ADMIN_EMAIL,
          password: TEST_ADMIN_PASSWORD,
          code: '12ab',
        }),
        400,
        'VALIDATION',
      );
    });

    it('locks the account after repeated failures, for longer each time', async () => {
      const handle = 'gesperrt@example.test';
      await verifiedUser(handle);
      for (let attempt = 1; attempt <= LOCK_AFTER_FAILURES; attempt++) {
        expectError(
          await post('/api/v0/auth/login', { handle, password: 'Falsch-Falsch-1' }),
          401,
          'LOGIN_FAILED',
        );
      }
      const locked = await post('/api/v0/auth/login', { handle, password: PASSWORD });
      expectError(
        locked,
        423,
        'LOCKED',
        'Das Konto ist vorübergehend gesperrt. Bitte versuchen Sie es in einer Minute erneut.',
      );
      const first = await userRow(handle);
      expect(first.lockedUntil!.getTime() - Date.now()).toBeLessThanOrEqual(LOCK_BASE_MS);

      // The lock has run out; the next failure locks twice as long.
      await server.database.db
        .update(users)
        .set({ lockedUntil: new Date(Date.now() - 1000) })
        .where(eq(users.handle, handle));
      expectError(
        await post('/api/v0/auth/login', { handle, password: 'Falsch-Falsch-1' }),
        401,
        'LOGIN_FAILED',
      );
      const second = await userRow(handle);
      expect(second.failedLogins).toBe(LOCK_AFTER_FAILURES + 1);
      expect(second.lockedUntil!.getTime() - Date.now()).toBeGreaterThan(LOCK_BASE_MS);
      expectError(
        await post('/api/v0/auth/login', { handle, password: PASSWORD }),
        423,
        'LOCKED',
        'Das Konto ist vorübergehend gesperrt. Bitte versuchen Sie es in 2 Minuten erneut.',
      );
      expect((await get(`/api/v0/auth/${second.id}`, bearer(server.adminToken))).json()).toMatchObject({
        locked: true,
      });

      // An admin unlocks it.
      const unlock = await call(
        server,
        'PUT',
        '/api/v0/auth/',
        { _id: second.id, locked: false },
        server.adminToken,
      );
      expect(unlock.json()).toEqual([expect.objectContaining({ locked: false, failedLogins: 0 })]);
      expect((await post('/api/v0/auth/login', { handle, password: PASSWORD })).statusCode).toBe(200);
    });
  });

  describe('sessions', () => {
    it('logs out: answers the guest, clears the cookies and ends the session', async () => {
      const { token } = await verifiedUser('abmelden@example.test');
      const response = await get('/api/v0/auth/logout', bearer(token));
      expect(response.json()).toEqual({ _id: 'guest', handle: 'guest', roles: ['guest'] });
      const cleared = response.cookies.filter((cookie) => cookie.value === '').map((cookie) => cookie.name);
      expect(cleared.sort()).toEqual(['gw_csrf', 'gw_session']);
      expect(await current(token)).toMatchObject({ _id: 'guest' });
    });

    it('refuses cookie-authenticated writes without the matching CSRF header', async () => {
      const login = await post('/api/v0/auth/login', { handle: 'abmelden@example.test', password: PASSWORD });
      const cookies = Object.fromEntries(login.cookies.map((cookie) => [cookie.name, cookie.value]));
      const put = (headers: Record<string, string>) =>
        server.app.inject({
          method: 'PUT',
          url: '/api/v0/auth/',
          payload: { _id: login.json()._id, name: 'Anna' },
          cookies,
          headers,
        });
      expectError(await put({}), 403, 'CSRF');
      expectError(await put({ 'x-csrf-token': 'geraten' }), 403, 'CSRF');
      const accepted = await put({ 'x-csrf-token': cookies.gw_csrf! });
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(accepted.json()[0]).toMatchObject({ name: 'Anna' });
      // Reads need no header, bearer clients neither.
      const read = await server.app.inject({ method: 'GET', url: '/api/v0/auth/current', cookies });
      expect(read.json()).toMatchObject({ name: 'Anna' });
      const viaBearer = await call(
        server,
        'PUT',
        '/api/v0/auth/',
        { _id: login.json()._id, name: 'Anna B.' },
        login.json().token,
      );
      expect(viaBearer.statusCode).toBe(200);
    });
  });

  describe('passwords', () => {
    it('resets the password through the mailed one-time link and ends every session', async () => {
      const handle = 'vergessen@example.test';
      const { token: session } = await verifiedUser(handle);
      expectError(
        await post('/api/v0/auth/requestPasswordReset', { handle: 'wer@example.test' }),
        404,
        'NOT_FOUND',
        'Diesen Benutzer gibt es nicht.',
      );
      expectError(
        await post('/api/v0/auth/requestPasswordReset', { handle: 'guest' }),
        404,
        'NOT_FOUND',
        'Diesen Benutzer gibt es nicht.',
      );

      const request = await post('/api/v0/auth/requestPasswordReset', { handle });
      expect(request.json()).toEqual({ ok: true });
      const token = linkToken(mailWithLink(handle, '/resetPassword/')!.raw, '/resetPassword/')!;
      expect(token).toBeTruthy();

      const newPassword = 'Marille-Wachau-2027!';
      expectError(
        await post('/api/v0/auth/resetPassword', { token, password: newPassword, password2: 'anders' }),
        400,
        'PASSWORD_MISMATCH',
      );
      const reset = await post('/api/v0/auth/resetPassword', {
        token,
        password: newPassword,
        password2: newPassword,
      });
      expect(reset.json()).toEqual({ ok: true });
      expect(await current(session)).toMatchObject({ _id: 'guest' });
      expectError(await post('/api/v0/auth/login', { handle, password: PASSWORD }), 401, 'LOGIN_FAILED');
      expect((await post('/api/v0/auth/login', { handle, password: newPassword })).statusCode).toBe(200);

      const reused = await post('/api/v0/auth/resetPassword', {
        token,
        password: PASSWORD,
        password2: PASSWORD,
      });
      expectError(reused, 400, 'TOKEN_EXPIRED', 'Dieser Link ist abgelaufen.');
    });

    it('refuses an expired reset token, and resets through the shop call too', async () => {
      const handle = 'vergessen@example.test';
      expect((await post('/api/v0/shop/requestPasswordReset', { handle })).json()).toEqual({ ok: true });
      const token = linkToken(mailWithLink(handle, '/resetPassword/')!.raw, '/resetPassword/')!;
      await server.database.db.update(authTokens).set({ expires: new Date(Date.now() - 1000) });
      const response = await post('/api/v0/auth/resetPassword', {
        token,
        password: PASSWORD,
        password2: PASSWORD,
      });
      expectError(response, 400, 'TOKEN_EXPIRED', 'Dieser Link ist abgelaufen.');
    });

    it('changes the password with the old one; the other sessions end', async () => {
      const handle = 'wechsel@example.test';
      const { token: first } = await verifiedUser(handle);
      const second = (await post('/api/v0/auth/login', { handle, password: PASSWORD })).json().token;
      const newPassword = 'Kirschlorbeer-Novita-9';
      const wrong = await post(
        '/api/v0/auth/changePassword',
        { oldPassword: 'Falsch-Falsch-1', password: newPassword, password2: newPassword },
        bearer(first),
      );
      expectError(wrong, 400, 'WRONG_PASSWORD');
      const changed = await post(
        '/api/v0/auth/changePassword',
        { oldPassword: PASSWORD, password: newPassword, password2: newPassword },
        bearer(first),
      );
      expect(changed.statusCode, changed.body).toBe(200);
      expect(await current(first)).toMatchObject({ handle });
      expect(await current(second)).toMatchObject({ _id: 'guest' });
      expect((await post('/api/v0/auth/login', { handle, password: newPassword })).statusCode).toBe(200);
      expectError(
        await post('/api/v0/auth/changePassword', {
          oldPassword: PASSWORD,
          password: newPassword,
          password2: newPassword,
        }),
        403,
        'C100',
        'Dafür fehlt Ihnen die Berechtigung.',
      );
    });

    it('scores password strength with the domain rule', async () => {
      expect((await post('/api/v0/auth/checkPasswordStrength', { password: 'Abcde1!xy' })).json()).toEqual({
        score: 4,
        label: 'secure',
        text: 'sehr sicher',
      });
      expect((await post('/api/v0/auth/checkPasswordStrength', { password: 'abcd' })).json()).toEqual({
        score: 0,
        label: 'risky',
        text: 'riskant',
      });
      expectError(await post('/api/v0/auth/checkPasswordStrength', {}), 400, 'VALIDATION');
    });
  });

  describe('two-factor', () => {
    it('is enabled with a confirmed code, then asked for at login', async () => {
      const handle = 'totp@example.test';
      const { token, id } = await verifiedUser(handle);
      expectError(await post('/api/v0/auth/enable2FA', {}), 403, 'C100');
      const setup = await post('/api/v0/auth/enable2FA', {}, bearer(token));
      const { secret, otpauthUrl, qrCode } = setup.json();
      expect(otpauthUrl).toBe(
        `otpauth://totp/Gartenwerk:${encodeURIComponent(handle)}?secret=${secret}&period=30&digits=6&algorithm=SHA1&issuer=Gartenwerk`,
      );
      expect(qrCode).toMatch(/^data:image\/png;base64,/);
      expect(await current(token)).toMatchObject({ two_factor: { enabled: false } });
      expect(JSON.stringify(await current(token))).not.toContain(secret);

      const wrongCode = authenticator.generate(secret) === '000000' ? '111111' : '000000';
      expectError(
        await post('/api/v0/auth/verify2FA', { code: wrongCode }, bearer(token)),
        400,
        'TOTP_INVALID',
      );
      const verified = await post(
        '/api/v0/auth/verify2FA',
        { code: authenticator.generate(secret) },
        bearer(token),
      );
      expect(verified.json()).toMatchObject({ _id: id, two_factor: { enabled: true } });
      expectError(await post('/api/v0/auth/enable2FA', {}, bearer(token)), 400, 'TOTP_ENABLED');

      const first = await post('/api/v0/auth/login', { handle, password: PASSWORD });
      expect(first.json()).toEqual({ fa2required: true });
      expect(first.cookies).toEqual([]);
      expectError(
        await post('/api/v0/auth/login', { handle, password: PASSWORD, code: wrongCode }),
        401,
        'TOTP_INVALID',
      );
      const withCode = await post('/api/v0/auth/login', {
        handle,
        password: PASSWORD,
        code: authenticator.generate(secret),
      });
      expect(withCode.statusCode).toBe(200);
      expect(withCode.json()).toMatchObject({ handle, two_factor: { enabled: true } });

      expectError(
        await post('/api/v0/auth/disable2FA', { code: wrongCode }, bearer(token)),
        400,
        'TOTP_INVALID',
      );
      const disabled = await post(
        '/api/v0/auth/disable2FA',
        { code: authenticator.generate(secret) },
        bearer(token),
      );
      expect(disabled.json()).toMatchObject({ two_factor: { enabled: false } });
      expect((await post('/api/v0/auth/login', { handle, password: PASSWORD })).json()).toMatchObject({
        handle,
      });
    });

    it('is reset through the mailed link, once', async () => {
      const handle = 'totp-verloren@example.test';
      const { token } = await verifiedUser(handle);
      const { secret } = (await post('/api/v0/auth/enable2FA', {}, bearer(token))).json();
      await post('/api/v0/auth/verify2FA', { code: authenticator.generate(secret) }, bearer(token));

      expectError(
        await post('/api/v0/shop/request2FAReset', { handle: 'wer@example.test' }),
        404,
        'NOT_FOUND',
        'Diesen Benutzer gibt es nicht.',
      );
      expect((await post('/api/v0/shop/request2FAReset', { handle })).json()).toEqual({ ok: true });
      const resetToken = linkToken(mailWithLink(handle, '/reset2FA?token=')!.raw, '/reset2FA?token=')!;
      expect(resetToken).toBeTruthy();
      expect((await post('/api/v0/auth/reset2FA', { token: resetToken })).json()).toEqual({ ok: true });
      expect(await current(token)).toMatchObject({ two_factor: { enabled: false } });
      expectError(
        await post('/api/v0/auth/reset2FA', { token: resetToken }),
        400,
        'TOKEN_EXPIRED',
        'Dieser Link ist abgelaufen.',
      );
      // A password-reset token does not reset two-factor.
      await post('/api/v0/auth/requestPasswordReset', { handle });
      const passwordToken = linkToken(mailWithLink(handle, '/resetPassword/')!.raw, '/resetPassword/')!;
      expectError(await post('/api/v0/auth/reset2FA', { token: passwordToken }), 400, 'TOKEN_EXPIRED');
    });

    it('is turned off for someone else by admins only', async () => {
      const handle = 'totp-admin@example.test';
      const { token, id } = await verifiedUser(handle);
      const { secret } = (await post('/api/v0/auth/enable2FA', {}, bearer(token))).json();
      await post('/api/v0/auth/verify2FA', { code: authenticator.generate(secret) }, bearer(token));
      expectError(
        await post('/api/v0/auth/disable2FA', { _id: id }, bearer(server.userToken)),
        403,
        'C100',
        'Dafür fehlt Ihnen die Berechtigung.',
      );
      const byAdmin = await post('/api/v0/auth/disable2FA', { _id: id }, bearer(server.adminToken));
      expect(byAdmin.json()).toMatchObject({ _id: id, two_factor: { enabled: false } });
    });
  });

  it('hands out customer numbers once each, to signed-in users', async () => {
    expectError(await get('/api/v0/auth/getUniqueCustomerId'), 403, 'C100');
    const first = (await get('/api/v0/auth/getUniqueCustomerId', bearer(server.userToken))).json().customerId;
    const second = (await get('/api/v0/auth/getUniqueCustomerId', bearer(server.adminToken))).json()
      .customerId;
    expect(first).toBeGreaterThanOrEqual(10001);
    expect(second).toBe(first + 1);
  });
});

describe.each(await databaseKinds())('auth rate limits on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, {
      areaOptions: { auth: { rateLimits: { perIp: 3, perHandle: 2 } } },
    });
  });
  afterAll(() => server.close());

  const login = (handle: string, remoteAddress: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/v0/auth/login',
      payload: { handle, password: 'Falsch-Falsch-1' },
      remoteAddress,
    });

  it('limits one client address', async () => {
    for (const handle of ['a@example.test', 'b@example.test', 'c@example.test']) {
      expect((await login(handle, '10.0.0.1')).statusCode).toBe(401);
    }
    const limited = await login('d@example.test', '10.0.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
    expect((await login('d@example.test', '10.0.0.2')).statusCode).toBe(401);
  });

  it('limits one handle across client addresses', async () => {
    expect((await login('ziel@example.test', '10.0.1.1')).statusCode).toBe(401);
    expect((await login('ziel@example.test', '10.0.1.2')).statusCode).toBe(401);
    const limited = await login('ZIEL@example.test', '10.0.1.3');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    const signup = await server.app.inject({
      method: 'POST',
      url: '/api/v0/auth/requestPasswordReset',
      payload: { handle: 'ziel@example.test' },
      remoteAddress: '10.0.1.4',
    });
    expect(signup.statusCode).toBe(429);
  });
});

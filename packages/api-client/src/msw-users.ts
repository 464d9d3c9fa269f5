/**
 * msw handlers for the users admin and the mail outbox: an in-memory store per handler set that
 * pages, searches, filters and refuses like the server of docs/contracts.md.
 */
import { ROLES, validateEmail, type Role } from '@gartenwerk/domain';
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { ServerErrorBody, User } from './types';
import type { ManagedUser, OutboxMail } from './users';

export const systemUser: User = {
  _id: 'user-system',
  handle: 'system@gartenwerk.test',
  name: 'Systembetreuung',
  roles: ['user', 'system'],
  two_factor: { enabled: false },
};

/** Customers and staff of the demo nursery, for the users admin. */
export const demoUsers: ManagedUser[] = [
  ['user-1', 'anna.berger@example.at', 'Anna Berger', ['user'], false],
  ['user-2', 'bernd.huber@example.at', 'Bernd Huber', ['user'], true],
  ['user-3', 'clara.maier@example.de', 'Clara Maier', ['user', 'admin'], false],
  ['user-4', 'david.gruber@example.at', 'David Gruber', ['user'], false],
  ['user-5', 'eva.wagner@example.de', 'Eva Wagner', ['user'], false],
  ['user-6', 'franz.pichler@example.at', 'Franz Pichler', ['user'], false],
  ['user-7', 'gerda.steiner@example.at', 'Gerda Steiner', ['user', 'admin'], false],
  ['user-8', 'hans.moser@example.de', 'Hans Moser', ['user'], false],
  ['user-9', 'ida.hofer@example.at', 'Ida Hofer', ['user'], false],
  ['user-10', 'josef.leitner@example.at', 'Josef Leitner', ['user'], false],
  ['user-11', 'karin.fuchs@example.de', 'Karin Fuchs', ['user'], false],
  ['user-12', 'lukas.bauer@example.at', 'Lukas Bauer', ['user', 'internal'], false],
].map(([_id, handle, name, roles, locked], index) => ({
  _id: _id as string,
  handle: handle as string,
  name: name as string,
  roles: roles as Role[],
  locked: locked as boolean,
  verified: true,
  failedLogins: locked ? 5 : 0,
  lastLogin: null,
  two_factor: { enabled: index === 2 },
  created: new Date(Date.UTC(2026, 0, index + 1)).toISOString(),
  userData: {},
}));

export const demoOutbox: OutboxMail[] = [
  {
    _id: 'mail-1',
    to: 'anna.berger@example.at',
    subject: 'Bitte bestätigen Sie Ihre E-Mail-Adresse',
    text: 'Hallo Anna Berger,\n\nbitte bestätigen Sie Ihre E-Mail-Adresse: http://localhost/verify/abc',
    html: '<p>Hallo Anna Berger,</p><p>bitte bestätigen Sie Ihre E-Mail-Adresse: http://localhost/verify/abc</p>',
    template: 'verify',
    created: '2026-03-02T09:15:00.000Z',
    sentAt: '2026-03-02T09:15:02.000Z',
    error: null,
    mailbox: 'mailbox-1',
    sender: 'office@gartenwerk.test',
  },
  {
    _id: 'mail-2',
    to: 'bernd.huber@example.at',
    subject: 'Passwort zurücksetzen',
    text: 'Hallo Bernd Huber,\n\nüber diesen Link setzen Sie Ihr Passwort neu: http://localhost/resetPassword/xyz',
    html: '<p>Hallo Bernd Huber,</p><p>über diesen Link setzen Sie Ihr Passwort neu: http://localhost/resetPassword/xyz</p>',
    template: 'resetPassword',
    created: '2026-03-03T14:40:00.000Z',
    sentAt: null,
    error: 'connect ECONNREFUSED 127.0.0.1:25',
    mailbox: null,
    sender: 'Gartenwerk <noreply@gartenwerk.local>',
  },
];

/** The fixed accounts never appear in the users list. */
const FIXED_ACCOUNT_IDS = ['guest', 'admin', 'system'];
const DEFAULT_LIMIT = 10;

export interface UsersAdminData {
  /** The signed-in user; admin or system may use the users admin, others get 403 C100. */
  currentUser: User;
  users?: ManagedUser[];
  outbox?: OutboxMail[];
}

function fail(statusCode: number, code: string | number, message: string) {
  return HttpResponse.json<ServerErrorBody>({ statusCode, code, message }, { status: statusCode });
}

const noPermission = () => fail(403, 'C100', 'no permission');

function page<T>(items: T[], url: URL) {
  const limit = Math.max(1, Number(url.searchParams.get('limit')) || DEFAULT_LIMIT);
  const pageNumber = Math.max(1, Number(url.searchParams.get('page')) || 1);
  return { items: items.slice((pageNumber - 1) * limit, pageNumber * limit), total: items.length };
}

function isRoleList(value: unknown): value is Role[] {
  return Array.isArray(value) && value.every((role) => (ROLES as readonly unknown[]).includes(role));
}

async function jsonBody(request: Request): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await request.json();
    return typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** Handlers with their own store, so one test's changes never leak into another's. */
export function createUsersAdminHandlers({
  currentUser,
  users = demoUsers,
  outbox = demoOutbox,
}: UsersAdminData): HttpHandler[] {
  const store = new Map<string, ManagedUser>(users.map((user) => [user._id, structuredClone(user)]));
  if (!store.has(currentUser._id)) store.set(currentUser._id, structuredClone(currentUser));
  const passwords = new Map<string, string>([[currentUser._id, 'Gartenwerk-2026!']]);
  const isAdmin = currentUser.roles.some((role) => role === 'admin' || role === 'system');
  let nextId = 1;

  const listed = () =>
    [...store.values()].filter(
      (user) => !FIXED_ACCOUNT_IDS.includes(user._id) && !user.roles.includes('internal'),
    );

  return [
    http.get('*/api/v0/auth/current', () => HttpResponse.json(store.get(currentUser._id))),
    http.get('*/api/v0/mail/outbox', ({ request }) => {
      if (!isAdmin) return noPermission();
      const newestFirst = [...outbox].sort((a, b) => b.created.localeCompare(a.created));
      return HttpResponse.json(page(newestFirst, new URL(request.url)));
    }),
    http.post('*/api/v0/search/auth', async ({ request }) => {
      if (!isAdmin) return noPermission();
      const body = await jsonBody(request);
      if (typeof body?.text !== 'string') return fail(400, 'VALIDATION', 'body/text must be string');
      const text = body.text.toLowerCase();
      const found = listed().filter((user) =>
        `${user.handle} ${user.name ?? ''}`.toLowerCase().includes(text),
      );
      return HttpResponse.json({ items: found, total: found.length });
    }),
    http.post('*/api/v0/batch/auth/', async ({ request }) => {
      if (!isAdmin) return noPermission();
      const ids: unknown = await request.json().catch(() => null);
      if (!Array.isArray(ids)) return fail(400, 'VALIDATION', 'body must be array');
      return HttpResponse.json(ids.map((id) => store.get(String(id))).filter(Boolean));
    }),
    http.post('*/api/v0/auth/setPassword', async ({ request }) => {
      if (!isAdmin) return noPermission();
      const body = await jsonBody(request);
      if (typeof body?._id !== 'string' || typeof body.password !== 'string' || body.password === '')
        return fail(400, 'VALIDATION', 'body/password must be a non-empty string');
      if (!store.has(body._id)) return fail(404, 'NOT_FOUND', 'user not found');
      passwords.set(body._id, body.password);
      // The server answers the account it changed.
      return HttpResponse.json(store.get(body._id));
    }),
    http.post('*/api/v0/auth/disable2FA', async ({ request }) => {
      const body = await jsonBody(request);
      if (typeof body?._id !== 'string') return fail(400, 'VALIDATION', 'body/_id must be string');
      if (!isAdmin) return noPermission();
      const user = store.get(body._id);
      if (!user) return fail(404, 'NOT_FOUND', 'user not found');
      user.two_factor = { enabled: false };
      return HttpResponse.json(user);
    }),
    http.post('*/api/v0/auth/changePassword', async ({ request }) => {
      const body = await jsonBody(request);
      if (!body || typeof body.oldPassword !== 'string' || typeof body.password !== 'string')
        return fail(400, 'VALIDATION', 'body/password must be string');
      if (body.password !== body.password2) return fail(400, 'PASSWORD_MISMATCH', 'passwords do not match');
      if (body.oldPassword !== passwords.get(currentUser._id))
        return fail(400, 'WRONG_PASSWORD', 'wrong password');
      passwords.set(currentUser._id, body.password);
      // The server answers the account it changed.
      return HttpResponse.json(currentUser);
    }),
    http.get('*/api/v0/auth/', ({ request }) => {
      if (!isAdmin) return noPermission();
      const url = new URL(request.url);
      const search = url.searchParams.get('search')?.toLowerCase();
      const role = url.searchParams.get('role');
      const matching = listed().filter(
        (user) =>
          (!search || `${user.handle} ${user.name ?? ''}`.toLowerCase().includes(search)) &&
          (!role || user.roles.includes(role as Role)),
      );
      return HttpResponse.json(page(matching, url));
    }),
    http.get('*/api/v0/auth/:id', ({ params }) => {
      const id = String(params.id);
      if (!isAdmin && id !== currentUser._id) return noPermission();
      const user = store.get(id);
      return user ? HttpResponse.json(user) : fail(404, 'NOT_FOUND', 'user not found');
    }),
    http.post('*/api/v0/auth/', async ({ request }) => {
      if (!isAdmin) return noPermission();
      const body = await jsonBody(request);
      const handle = typeof body?.handle === 'string' ? body.handle : '';
      const invalid = validateEmail(handle);
      if (invalid) return fail(400, 'VALIDATION', invalid);
      if (!isRoleList(body?.roles)) return fail(400, 'VALIDATION', 'body/roles must be a list of roles');
      if ([...store.values()].some((user) => user.handle.toLowerCase() === handle.toLowerCase()))
        return fail(409, 11000, 'email already registered');
      const user: ManagedUser = {
        _id: `user-new-${nextId++}`,
        handle,
        name: typeof body?.name === 'string' ? body.name : '',
        roles: body.roles,
        userData: {},
        failedLogins: 0,
        lastLogin: null,
        two_factor: { enabled: false },
        verified: true,
        locked: false,
        created: new Date().toISOString(),
      };
      store.set(user._id, user);
      if (typeof body?.password === 'string') passwords.set(user._id, body.password);
      return HttpResponse.json(user);
    }),
    http.put('*/api/v0/auth/', async ({ request }) => {
      const body = await jsonBody(request);
      if (typeof body?._id !== 'string') return fail(400, 'VALIDATION', 'body/_id must be string');
      const ownNameOnly =
        body._id === currentUser._id && body.roles === undefined && body.locked === undefined;
      if (!isAdmin && !ownNameOnly) return noPermission();
      const user = store.get(body._id);
      if (!user) return fail(404, 'NOT_FOUND', 'user not found');
      if (body.roles !== undefined && !isRoleList(body.roles))
        return fail(400, 'VALIDATION', 'body/roles must be a list of roles');
      if (body.locked !== undefined && typeof body.locked !== 'boolean')
        return fail(400, 'VALIDATION', 'body/locked must be boolean');
      if (typeof body.name === 'string') user.name = body.name;
      if (typeof body.userData === 'object' && body.userData !== null)
        user.userData = body.userData as Record<string, unknown>;
      if (body.roles !== undefined) user.roles = body.roles as Role[];
      if (typeof body.locked === 'boolean') {
        user.locked = body.locked;
        if (!body.locked) user.failedLogins = 0;
      }
      return HttpResponse.json([user]);
    }),
    http.delete('*/api/v0/auth/:id', ({ params }) => {
      if (!isAdmin) return noPermission();
      const id = String(params.id);
      const user = store.get(id);
      if (!user) return fail(404, 'NOT_FOUND', 'user not found');
      store.delete(id);
      return HttpResponse.json({ ok: true });
    }),
  ];
}

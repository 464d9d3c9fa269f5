import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { passwordStrength, type Language } from '@gartenwerk/domain';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../core/errors';
import { requestLanguage, text, translatorFor } from '../../core/texts';
import { GUEST_USER, requireAuthenticated, requireRole } from '../../core/guard';
import { defineEntity, registerEntityRoutes } from '../../core/entity-routes';
import { getConfig } from '../config/service';
import { clearCartCookie, guestCartId } from '../shop-cart/routes';
import { mergeGuestCarts } from '../shop-cart/service';
import { clearSessionCookie, setCsrfCookie, setSessionCookie, CSRF_COOKIE } from './identify';
import {
  ChangePasswordBodySchema,
  CodeBodySchema,
  CreateUserBodySchema,
  CurrentUserSchema,
  CustomerIdSchema,
  Disable2FABodySchema,
  EmptyBodySchema,
  HandleBodySchema,
  IdListSchema,
  LoginBodySchema,
  LoginResponseSchema,
  OkSchema,
  PasswordBodySchema,
  PasswordStrengthSchema,
  ResetPasswordBodySchema,
  RoleSchema,
  SearchBodySchema,
  SetPasswordBodySchema,
  SignupBodySchema,
  TokenBodySchema,
  TwoFactorSetupSchema,
  UpdateUserBodySchema,
  UserQuerySchema,
} from './schemas';
import {
  changePassword,
  createUserByAdmin,
  deleteUser,
  disable2FA,
  enable2FA,
  getUser,
  getUsersByIds,
  listUsers,
  login,
  nextCustomerId,
  normalizeHandle,
  request2FAReset,
  requestPasswordReset,
  reset2FA,
  resetPassword,
  revokeSession,
  setPassword,
  signup,
  verify2FA,
  verifyEmail,
  updateUser,
  type SignupAddresses,
  type SignupSource,
} from './service';

/** Limits on the routes that take a password or send mail, per client address and per handle. */
export interface AuthRateLimits {
  perIp: number;
  perHandle: number;
  windowMs: number;
}

export const DEFAULT_AUTH_RATE_LIMITS: AuthRateLimits = { perIp: 30, perHandle: 10, windowMs: 60_000 };

export interface AuthRoutesOptions {
  rateLimits?: Partial<AuthRateLimits>;
  /** The address book's rules for the signup's addresses (given by areas/index.ts). */
  signupAddresses?: SignupAddresses;
  /**
   * Records the sign-up's newsletter box as a double opt-in (the newsletter area's `subscribeFromBox`,
   * given by areas/index.ts); it never fails the sign-up.
   */
  subscribeFromBox?: (
    app: FastifyInstance,
    request: FastifyRequest,
    box: 'signup',
    email: string,
    language: Language,
  ) => Promise<void>;
}

const adminOnly = requireRole('admin', 'system');

/** /api/v0/auth/: the users, for admin and system; one user also for that user. */
export const userEntity = defineEntity({
  path: 'auth',
  names: { one: 'user', many: 'users' },
  tags: ['auth'],
  schemas: {
    item: CurrentUserSchema,
    create: CreateUserBodySchema,
    query: UserQuerySchema,
    search: SearchBodySchema,
    batchIds: IdListSchema,
    removed: OkSchema,
  },
  access: { read: ['admin', 'system'], write: ['admin', 'system'], routes: { get: 'signed-in' } },
  scope: (request) => request.user,
  service: {
    list: listUsers,
    get: (db, id, actor) => getUser(db, actor, id),
    create: async (db, input) =>
      createUserByAdmin(db, input, (await getConfig(db)).components.auth.availableRoles),
    remove: async (db, id) => {
      await deleteUser(db, id);
      return { ok: true as const };
    },
    getMany: getUsersByIds,
  },
  extraRoutes: { getData: true, search: true },
  summaries: {
    list: 'Users by search text and role, paged; fixed accounts and internal users left out',
    getData: 'Same as the list read, with the query in the body',
    search: 'Users whose handle or name contains the text',
    get: 'One user: oneself, or anyone for admin and system',
    create: 'Add a user, verified; roles from availableRoles',
    remove: 'Remove a user; the fixed accounts stay',
  },
});

/**
 * Accounts and authentication, registered under /api/v0: /auth/…, the shop's signup and reset calls
 * under /shop/…, and the collection's /search/auth and /batch/auth/.
 */
export const authRoutes: FastifyPluginAsyncTypebox<AuthRoutesOptions> = async (app, options) => {
  const limits = { ...DEFAULT_AUTH_RATE_LIMITS, ...options.rateLimits };
  const { signupAddresses } = options;
  if (!signupAddresses) throw new Error('authRoutes: no signupAddresses given');
  const { subscribeFromBox } = options;
  if (!subscribeFromBox) throw new Error('authRoutes: no subscribeFromBox given');
  const perIp = { max: limits.perIp, timeWindow: limits.windowMs, keyGenerator: (r: FastifyRequest) => r.ip };
  const handleLimiter = app.createRateLimit({
    max: limits.perHandle,
    timeWindow: limits.windowMs,
    keyGenerator: (request) => `handle:${normalizeHandle((request.body as { handle: string }).handle)}`,
  });
  /** Counts the request against its handle; answers 429 once the handle had too many. */
  const limitPerHandle = async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await handleLimiter(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', result.ttlInSeconds);
      throw new AppError(
        'RATE_LIMITED',
        429,
        text('errors:tooManyRequests', { count: Math.max(1, Math.ceil(result.ttlInSeconds / 60)) }),
      );
    }
  };
  const limited = { config: { rateLimit: perIp }, preHandler: limitPerHandle };

  app.get(
    '/auth/current',
    {
      schema: {
        tags: ['auth'],
        summary: 'The current user (anyone; the guest when nobody is signed in)',
        response: { 200: CurrentUserSchema },
      },
    },
    async (request, reply) => {
      // A session from before the CSRF cookie existed gets one, so that its writes can pass.
      if (request.authenticatedBy === 'cookie' && !request.cookies[CSRF_COOKIE])
        setCsrfCookie(request, reply);
      return request.user;
    },
  );

  app.post(
    '/auth/login',
    {
      ...limited,
      schema: {
        tags: ['auth'],
        summary: 'Sign in; answers the user and a token, or fa2required when a TOTP code is due (anyone)',
        body: LoginBodySchema,
        response: { 200: LoginResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await login(app.db, request.body);
      if ('fa2required' in result) return result;
      setSessionCookie(request, reply, result.token);
      // The carts the visitor filled as a guest become the customer's.
      const guestCart = guestCartId(request);
      if (guestCart) {
        await mergeGuestCarts(app.db, guestCart, result.user._id);
        clearCartCookie(reply);
      }
      return { ...result.user, token: result.token };
    },
  );

  app.get(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out: ends the session and answers the guest (anyone)',
        response: { 200: CurrentUserSchema },
      },
    },
    async (request, reply) => {
      if (request.sessionToken) await revokeSession(app.db, request.sessionToken);
      clearSessionCookie(reply);
      return { ...GUEST_USER, roles: [...GUEST_USER.roles] };
    },
  );

  const signupRoute = (source: SignupSource) =>
    app.post(
      `/${source === 'site' ? 'auth' : 'shop'}/signup`,
      {
        ...limited,
        schema: {
          tags: ['auth'],
          summary: 'Sign up; the user stays unverified until the mailed link is opened (anyone)',
          body: SignupBodySchema,
          response: { 200: CurrentUserSchema },
        },
      },
      async (request) => {
        const language = requestLanguage(request);
        const user = await signup(app.db, app.mailer, request.body, source, language, signupAddresses);
        if (request.body.newsletter_consent === true)
          await subscribeFromBox(app, request, 'signup', user.handle, language);
        return user;
      },
    );
  signupRoute('site');
  signupRoute('shop');

  app.post(
    '/auth/verify',
    {
      schema: {
        tags: ['auth'],
        summary: 'Confirm the e-mail address with the mailed token (anyone)',
        body: TokenBodySchema,
        response: { 200: CurrentUserSchema },
      },
    },
    async (request) => verifyEmail(app.db, request.body.token),
  );

  for (const prefix of ['auth', 'shop']) {
    app.post(
      `/${prefix}/requestPasswordReset`,
      {
        ...limited,
        schema: {
          tags: ['auth'],
          summary: 'Mail a one-time link to set a new password (anyone)',
          body: HandleBodySchema,
          response: { 200: OkSchema },
        },
      },
      async (request) => {
        await requestPasswordReset(app.db, app.mailer, request.body.handle, requestLanguage(request));
        return { ok: true as const };
      },
    );
  }

  app.post(
    '/auth/resetPassword',
    {
      config: { rateLimit: perIp },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the mailed token; every session of the user ends (anyone)',
        body: ResetPasswordBodySchema,
        response: { 200: OkSchema },
      },
    },
    async (request) => {
      await resetPassword(app.db, request.body);
      return { ok: true as const };
    },
  );

  app.post(
    '/auth/changePassword',
    {
      preHandler: requireAuthenticated,
      schema: {
        tags: ['auth'],
        summary: "Change one's own password; other sessions end (signed in)",
        body: ChangePasswordBodySchema,
        response: { 200: CurrentUserSchema },
      },
    },
    async (request) => changePassword(app.db, request.user._id, request.sessionToken, request.body),
  );

  app.post(
    '/auth/setPassword',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['auth'],
        summary: "Set a user's password; that user's sessions end (admin, system)",
        body: SetPasswordBodySchema,
        response: { 200: CurrentUserSchema },
      },
    },
    async (request) => setPassword(app.db, request.body),
  );

  app.post(
    '/auth/checkPasswordStrength',
    {
      schema: {
        tags: ['auth'],
        summary: 'Score a password 0–4 with its label (anyone)',
        body: PasswordBodySchema,
        response: { 200: PasswordStrengthSchema },
      },
    },
    async (request) => {
      const strength = passwordStrength(request.body.password);
      const label = translatorFor(request)(
        text(`auth:passwordStrength.${strength.score as 0 | 1 | 2 | 3 | 4}`),
      );
      return { ...strength, text: label };
    },
  );

  app.post(
    '/auth/enable2FA',
    {
      preHandler: requireAuthenticated,
      schema: {
        tags: ['auth'],
        summary: 'Start two-factor sign-in: a new TOTP secret and its QR code (signed in)',
        body: Type.Optional(EmptyBodySchema),
        response: { 200: TwoFactorSetupSchema },
      },
    },
    async (request) => enable2FA(app.db, request.user._id),
  );

  app.post(
    '/auth/verify2FA',
    {
      preHandler: requireAuthenticated,
      schema: {
        tags: ['auth'],
        summary: 'Confirm a TOTP code of the new secret; two-factor is then on (signed in)',
        body: CodeBodySchema,
        response: { 200: CurrentUserSchema },
      },
    },
    async (request) => verify2FA(app.db, request.user._id, request.body.code),
  );

  app.post(
    '/auth/disable2FA',
    {
      preHandler: requireAuthenticated,
      schema: {
        tags: ['auth'],
        summary: 'Turn two-factor off: {code} for oneself, {_id} for anyone (admin, system)',
        body: Disable2FABodySchema,
        response: { 200: CurrentUserSchema },
      },
    },
    async (request) => disable2FA(app.db, request.user, request.body),
  );

  app.post(
    '/shop/request2FAReset',
    {
      ...limited,
      schema: {
        tags: ['auth'],
        summary: 'Mail a one-time link that turns two-factor off (anyone)',
        body: HandleBodySchema,
        response: { 200: OkSchema },
      },
    },
    async (request) => {
      await request2FAReset(app.db, app.mailer, request.body.handle, requestLanguage(request));
      return { ok: true as const };
    },
  );

  app.post(
    '/auth/reset2FA',
    {
      config: { rateLimit: perIp },
      schema: {
        tags: ['auth'],
        summary: 'Turn two-factor off with the mailed token (anyone)',
        body: TokenBodySchema,
        response: { 200: OkSchema },
      },
    },
    async (request) => {
      await reset2FA(app.db, request.body.token);
      return { ok: true as const };
    },
  );

  app.get(
    '/auth/getUniqueCustomerId',
    {
      preHandler: requireAuthenticated,
      schema: {
        tags: ['auth'],
        summary: 'A customer number never handed out before (signed in)',
        response: { 200: CustomerIdSchema },
      },
    },
    async () => ({ customerId: await nextCustomerId(app.db) }),
  );

  app.get(
    '/auth/getAvailableGroups',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['auth'],
        summary: 'The roles that may be assigned: config components.auth.availableRoles (admin, system)',
        response: { 200: Type.Array(RoleSchema) },
      },
    },
    async () => (await getConfig(app.db)).components.auth.availableRoles,
  );

  // The collection, for the admin centre. PUT /auth/ is its own: it answers a list, and users change themselves.
  registerEntityRoutes(app, userEntity);

  app.put(
    '/auth/',
    {
      preHandler: requireAuthenticated,
      schema: {
        tags: ['auth'],
        summary: 'Change a user: own name and userData (signed in); roles, lock and others (admin, system)',
        body: UpdateUserBodySchema,
        response: { 200: Type.Array(CurrentUserSchema) },
      },
    },
    async (request) => {
      const { auth, shop } = (await getConfig(app.db)).components;
      return [await updateUser(app.db, request.user, request.body, auth.availableRoles, shop)];
    },
  );
};

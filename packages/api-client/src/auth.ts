import type { Address, PasswordStrengthLabel, Role } from '@gartenwerk/domain';
import { api } from './api';
import { coreApi } from './core';
import type { User } from './types';

/** The login answer: the user with a bearer token, or the marker that a second factor is due. */
export type LoginResult = (User & { token?: string }) | { fa2required: true };

export interface LoginRequest {
  handle: string;
  password: string;
  /** The 6-digit TOTP code, when the first answer was `fa2required`. */
  code?: string;
}

/** The spec's signup data. */
export interface SignupData {
  handle: string;
  password: string;
  password2: string;
  userData: {
    title?: string;
    first_name?: string;
    last_name?: string;
    company?: string;
    addresses: Address[];
  };
  meta?: Record<string, unknown>;
  alternate_shipping_address?: boolean;
  newsletter_consent?: boolean;
}

export interface Ok {
  ok: true;
}

export interface ResetPasswordRequest {
  token: string;
  password: string;
  password2: string;
}

export interface ChangePasswordRequest {
  oldPassword: string;
  password: string;
  password2: string;
}

export interface PasswordStrengthResult {
  score: number;
  label: PasswordStrengthLabel;
  /** The label in the page's language. */
  text: string;
}

/** What enabling two-factor answers: the secret and its QR code (a data: URL image) for the authenticator app. */
export interface TwoFactorSetup {
  secret: string;
  otpauthUrl: string;
  qrCode: string;
}

/** Disabling two-factor: one's own with a current code, another user's by id (admin/system). */
export type Disable2FARequest = { code: string } | { _id: string };

/** The changes a user may make to their own account. */
export interface CurrentUserUpdate {
  _id: string;
  name?: string;
  userData?: Record<string, unknown>;
}

export function isFa2Required(result: LoginResult | undefined): result is { fa2required: true } {
  return !!result && 'fa2required' in result && result.fa2required === true;
}

/** Stores a user the server answered as the current user, so every screen follows at once. */
function setCurrentUser(user: User) {
  // Synchronous, unlike upsertQueryData: the user is in place before the caller's await returns.
  return coreApi.util.upsertQueryEntries([{ endpointName: 'getCurrentUser', arg: undefined, value: user }]);
}

/** Keeps the answer as the current user once the call succeeded. */
async function followCurrentUser(
  {
    dispatch,
    queryFulfilled,
  }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: unknown }> },
  pick: (data: never) => User | null,
) {
  try {
    const { data } = await queryFulfilled;
    const user = pick(data as never);
    if (user) dispatch(setCurrentUser(user));
  } catch {
    // The failure reaches the caller through the mutation's own result.
  }
}

/** Accounts and authentication (`/api/v0/auth/…`, `/api/v0/shop/…`), named after the spec's calls. */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResult, LoginRequest>({
      query: (body) => ({ verb: 'create', path: '/api/v0/auth/login', payload: body }),
      // Signing in reloads the configuration too (the spec's authentication state), and the carts the
      // server merged from the guest's.
      invalidatesTags: (result) =>
        result && !isFa2Required(result) ? [{ type: 'Config', id: 'CURRENT' }, 'Cart'] : [],
      onQueryStarted: (_arg, lifecycle) =>
        followCurrentUser(lifecycle, (result: LoginResult) => {
          if (isFa2Required(result)) return null;
          const { token: _token, ...user } = result;
          return user;
        }),
    }),
    logout: build.mutation<User, void>({
      query: () => ({ path: '/api/v0/auth/logout' }),
      invalidatesTags: ['Cart'],
      onQueryStarted: (_arg, lifecycle) => followCurrentUser(lifecycle, (user: User) => user),
    }),
    signup: build.mutation<User, SignupData>({
      query: (body) => ({ verb: 'create', path: '/api/v0/auth/signup', payload: body }),
    }),
    shopSignup: build.mutation<User, SignupData>({
      query: (body) => ({ verb: 'create', path: '/api/v0/shop/signup', payload: body }),
    }),
    verify: build.mutation<User, { token: string }>({
      query: (body) => ({ verb: 'create', path: '/api/v0/auth/verify', payload: body }),
    }),
    requestPasswordReset: build.mutation<Ok, { handle: string }>({
      query: (body) => ({ verb: 'create', path: '/api/v0/auth/requestPasswordReset', payload: body }),
    }),
    shopRequestPasswordReset: build.mutation<Ok, { handle: string }>({
      query: (body) => ({ verb: 'create', path: '/api/v0/shop/requestPasswordReset', payload: body }),
    }),
    resetPassword: build.mutation<Ok, ResetPasswordRequest>({
      query: (body) => ({ verb: 'create', path: '/api/v0/auth/resetPassword', payload: body }),
    }),
    changePassword: build.mutation<User | Ok, ChangePasswordRequest>({
      query: (body) => ({ verb: 'create', path: '/api/v0/auth/changePassword', payload: body }),
      invalidatesTags: (result) => (result && !('_id' in result) ? [{ type: 'User', id: 'CURRENT' }] : []),
      onQueryStarted: (_arg, lifecycle) =>
        followCurrentUser(lifecycle, (result: User | Ok) => ('_id' in result ? result : null)),
    }),
    checkPasswordStrength: build.query<PasswordStrengthResult, string>({
      query: (password) => ({
        verb: 'create',
        path: '/api/v0/auth/checkPasswordStrength',
        payload: { password },
      }),
    }),
    enable2FA: build.mutation<TwoFactorSetup, void>({
      query: () => ({ verb: 'create', path: '/api/v0/auth/enable2FA', payload: {} }),
    }),
    verify2FA: build.mutation<User, { code: string }>({
      query: (body) => ({ verb: 'create', path: '/api/v0/auth/verify2FA', payload: body }),
      onQueryStarted: (_arg, lifecycle) => followCurrentUser(lifecycle, (user: User) => user),
    }),
    disable2FA: build.mutation<User, Disable2FARequest>({
      query: (body) => ({ verb: 'create', path: '/api/v0/auth/disable2FA', payload: body }),
      // An admin disabling another user's second factor must not become that user here.
      onQueryStarted: (arg, lifecycle) =>
        followCurrentUser(lifecycle, (user: User) => ('code' in arg ? user : null)),
    }),
    request2FAReset: build.mutation<Ok, { handle: string }>({
      query: (body) => ({ verb: 'create', path: '/api/v0/shop/request2FAReset', payload: body }),
    }),
    reset2FA: build.mutation<Ok, { token: string }>({
      query: (body) => ({ verb: 'create', path: '/api/v0/auth/reset2FA', payload: body }),
    }),
    /** `PUT /api/v0/auth/` with one's own changes; the first item of the answer becomes the current user. */
    updateCurrentUser: build.mutation<User, CurrentUserUpdate>({
      query: (body) => ({ verb: 'update', path: '/api/v0/auth/', payload: body }),
      transformResponse: (list: User[]) => {
        const [user] = list;
        if (!user) throw new Error('the server answered an empty user list');
        return user;
      },
      onQueryStarted: (_arg, lifecycle) => followCurrentUser(lifecycle, (user: User) => user),
    }),
    getUniqueCustomerId: build.query<{ customerId: string }, void>({
      query: () => ({ path: '/api/v0/auth/getUniqueCustomerId' }),
    }),
    getAvailableGroups: build.query<Role[], void>({
      query: () => ({ path: '/api/v0/auth/getAvailableGroups' }),
    }),
  }),
});

export const {
  useLoginMutation,
  useLogoutMutation,
  useSignupMutation,
  useShopSignupMutation,
  useVerifyMutation,
  useRequestPasswordResetMutation,
  useShopRequestPasswordResetMutation,
  useResetPasswordMutation,
  useChangePasswordMutation,
  useCheckPasswordStrengthQuery,
  useEnable2FAMutation,
  useVerify2FAMutation,
  useDisable2FAMutation,
  useRequest2FAResetMutation,
  useReset2FAMutation,
  useUpdateCurrentUserMutation,
  useGetUniqueCustomerIdQuery,
  useGetAvailableGroupsQuery,
} = authApi;

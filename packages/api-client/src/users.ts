import { api, listTags } from './api';
import type { ListResponse, User } from './types';

/** A user as the users admin sees it (the public user JSON; never a password hash or TOTP secret). */
export interface ManagedUser extends User {
  failedLogins?: number;
  lastLogin?: string | null;
  verified?: boolean;
  locked?: boolean;
  created?: string;
}

/** Query parameters of the users list, `GET /api/v0/auth/`; `page` counts from 1. */
export interface UserListQuery {
  search?: string;
  role?: string;
  /** handle, name or created; `-name` for descending. */
  sort?: string;
  page?: number;
  limit?: number;
}

/** `POST /api/v0/auth/` — a new account; without a password the user sets one through a reset mail. */
export interface CreateUserInput {
  handle: string;
  name?: string;
  roles: User['roles'];
  password?: string;
}

/** `PUT /api/v0/auth/` — roles and locked need admin or system; a user may change only own name/userData. */
export interface UpdateUserInput {
  _id: string;
  name?: string;
  userData?: Record<string, unknown>;
  roles?: User['roles'];
  locked?: boolean;
}

/** One mail of the outbox, as `GET /api/v0/mail/outbox` lists it. */
export interface OutboxMail {
  _id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The mail template it was made from, e.g. `verify`. */
  template: string;
  created: string;
  sentAt?: string | null;
  error?: string | null;
  /** The configured mailbox it went out through; null: the server's SMTP_URL. */
  mailbox?: string | null;
  /** The sender address. */
  sender?: string | null;
}

export interface OutboxQuery {
  /** Part of the address, the subject or the template. */
  search?: string;
  /** `created`, `to` or `subject`; `-` for descending. */
  sort?: string;
  page?: number;
  limit?: number;
}

const CURRENT_USER = { type: 'User', id: 'CURRENT' } as const;
const USER_LIST = { type: 'User', id: 'LIST' } as const;

/** Users admin and mail outbox (admin/system), plus the own-account calls the admin centre needs. */
export const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUsers: build.query<ListResponse<ManagedUser>, UserListQuery>({
      query: (query) => ({
        path: '/api/v0/auth/',
        query: { ...query, search: query.search || undefined, role: query.role || undefined },
      }),
      providesTags: (result) => listTags('User', result),
    }),
    getUser: build.query<ManagedUser, string>({
      query: (id) => ({ path: '/api/v0/auth/', id }),
      providesTags: (_result, _error, id) => [{ type: 'User', id }],
    }),
    searchUsers: build.query<ListResponse<ManagedUser>, string>({
      query: (text) => ({ verb: 'create', path: '/api/v0/search/auth', payload: { text } }),
      providesTags: (result) => listTags('User', result),
    }),
    getUsersBatch: build.query<ManagedUser[], string[]>({
      // A read with a list of ids becomes POST /api/v0/batch/auth/.
      query: (ids) => ({ path: '/api/v0/auth/', payload: ids }),
      providesTags: (result = []) => result.map((user) => ({ type: 'User' as const, id: user._id })),
    }),
    createUser: build.mutation<ManagedUser, CreateUserInput>({
      query: (input) => ({ verb: 'create', path: '/api/v0/auth/', payload: input }),
      invalidatesTags: [USER_LIST],
    }),
    updateUser: build.mutation<ManagedUser, UpdateUserInput>({
      query: (input) => ({ verb: 'update', path: '/api/v0/auth/', payload: input }),
      // The server answers a list whose first item is the updated user.
      transformResponse: (list: ManagedUser[]) => {
        const [user] = list;
        if (!user) throw new Error('the server answered an empty user list');
        return user;
      },
      // The changed user may be the signed-in one, whose name the shell shows.
      invalidatesTags: (_result, _error, input) => [{ type: 'User', id: input._id }, USER_LIST, CURRENT_USER],
    }),
    removeUser: build.mutation<unknown, string>({
      query: (id) => ({ verb: 'remove', path: '/api/v0/auth/', payload: { _id: id } }),
      invalidatesTags: (_result, _error, id) => [{ type: 'User', id }, USER_LIST],
    }),
    setPassword: build.mutation<unknown, { _id: string; password: string }>({
      query: (input) => ({ verb: 'create', path: '/api/v0/auth/setPassword', payload: input }),
      invalidatesTags: (_result, _error, input) => [{ type: 'User', id: input._id }],
    }),
    disableUser2FA: build.mutation<ManagedUser, string>({
      query: (id) => ({ verb: 'create', path: '/api/v0/auth/disable2FA', payload: { _id: id } }),
      invalidatesTags: (_result, _error, id) => [{ type: 'User', id }, USER_LIST, CURRENT_USER],
    }),
    getOutbox: build.query<ListResponse<OutboxMail>, OutboxQuery>({
      query: (query) => ({ path: '/api/v0/mail/outbox', query: { ...query } }),
    }),
  }),
});

export const {
  useGetUsersQuery,
  useGetUserQuery,
  useSearchUsersQuery,
  useGetUsersBatchQuery,
  useCreateUserMutation,
  useUpdateUserMutation,
  useRemoveUserMutation,
  useSetPasswordMutation,
  useDisableUser2FAMutation,
  useGetOutboxQuery,
} = usersApi;

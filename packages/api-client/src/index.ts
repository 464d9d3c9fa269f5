export { api, listTags, TAG_TYPES } from './api';
export {
  coreApi,
  useGetConfigQuery,
  useGetCurrentUserQuery,
  useGetEntriesQuery,
  useGetProductGroupsQuery,
  useGetProductGroupQuery,
  useGetProductsQuery,
  useGetProductQuery,
} from './core';
export {
  usersApi,
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
  type ManagedUser,
  type UserListQuery,
  type CreateUserInput,
  type UpdateUserInput,
  type OutboxMail,
  type OutboxQuery,
} from './users';
export * from './admin-content';
export { configSlice, selectConfig } from './config-slice';
export {
  createStore,
  type AppStore,
  type AppDispatch,
  type RootState,
  type CreateStoreOptions,
} from './store';
export {
  ApiRequestError,
  buildRequest,
  CREATE_ERROR_DEFAULTS,
  joinPath,
  request,
  requestBaseQuery,
  toApiError,
  toBatchPath,
  type ApiError,
  type ApiRequest,
  type Identified,
  type QueryValue,
  type RequestOptions,
  type RequestVerb,
} from './request';
export type * from './types';
export * from './auth';

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
export {
  filesApi,
  uploadFile,
  UPLOAD_INVALIDATES,
  useGetDataFileBrowserQuery,
  useGetDataGalleryBrowserQuery,
  useGetFilesQuery,
  useGetFileQuery,
  useGetFilesBatchQuery,
  useGetFilesByIdsQuery,
  useSearchFilesQuery,
  useUpdateFileMutation,
  useRemoveFileMutation,
  useCropFileMutation,
  useRotateFileMutation,
  useGetQuotaQuery,
  type CropInput,
  type FileBrowserData,
  type FileBrowserFilter,
  type FileQuery,
  type FileUpdateInput,
  type FileVariant,
  type LibraryFile,
  type Quota,
  type RotateAngle,
  type UploadOptions,
} from './files';
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
export {
  contentApi,
  useGetContentEntriesQuery,
  useGetCaptchaQuery,
  useGetTextCaptchaQuery,
  useGetMessageSettingsQuery,
  useSendMessageMutation,
  useSendJobsApplicationMutation,
  useGetSeoMetaQuery,
  downloadUrl,
  postJobsForm,
  BLOCK_TYPES,
  BLOCK_BREAKPOINTS,
  MESSAGE_FIELD_NAMES,
  type Block,
  type BlockAttrs,
  type BlockBreakpoint,
  type BlockType,
  type Captcha,
  type TextCaptcha,
  type ContentEntry,
  type ContentQuery,
  type FileRef,
  type Message,
  type MessageFieldName,
  type MessageInput,
  type MessageSettings,
  type PageMeta,
} from './content';
export * from './shop-admin-catalogue';
export * from './shop-color';
export {
  shopAdminOrdersApi,
  orderPdfUrl,
  ORDER_PAGE_SIZE,
  ORDER_STATUSES,
  useGetOrdersQuery,
  useGetOrderQuery,
  useUpdateOrderMutation,
  useMarkOrderShippedMutation,
  useMarkOrderFirstShipmentShippedMutation,
  useMarkOrderReadyForPickupMutation,
  useMarkOrderPaidMutation,
  useGetPriceRequestsQuery,
  useGetPriceRequestQuery,
  useCreatePriceRequestMutation,
  useUpdatePriceRequestMutation,
  useRemovePriceRequestMutation,
  type CustomerShopData,
  type OrderAddress,
  type OrderItem,
  type OrderListQuery,
  type OrderStatus,
  type OrderTotals,
  type OrderUpdateInput,
  type PriceRequest,
  type PriceRequestInput,
  type PriceRequestListQuery,
  type PriceRequestStatus,
  type PriceRequestUpdateInput,
  type ShopOrder,
  type OrderPayment,
  type OrderRefund,
  type PaymentState,
} from './shop-admin-orders';
export {
  shopAdminSettingsApi,
  useGetShopCountriesQuery,
  useUpdateShopSettingsMutation,
  useGetFrostStopQuery,
  useSetFrostStopMutation,
  useEndFrostStopMutation,
  type FrostState,
  type FrostStop,
  type ShopCountry,
  type ShopSettingsConfig,
} from './shop-admin-settings';
export {
  shopVoucherApi,
  fetchVoucherPreview,
  VOUCHER_PREVIEW_PATH,
  useListVouchersQuery,
  useGetVoucherQuery,
  useCreateVoucherMutation,
  useUpdateVoucherMutation,
  useRemoveVoucherMutation,
  useListVoucherTemplatesQuery,
  useGetVoucherTemplateQuery,
  useCreateVoucherTemplateMutation,
  useUpdateVoucherTemplateMutation,
  useRemoveVoucherTemplateMutation,
  type Voucher,
  type VoucherInput,
  type VoucherPreviewInput,
  type VoucherQuery,
  type VoucherTemplate,
  type VoucherTemplateInput,
  type VoucherTemplateQuery,
} from './shop-voucher';
export * from './checkout';
export {
  cartApi,
  useGetCartQuery,
  usePutCartMutation,
  useGetAvailableStockQuery,
  toCartLineInputs,
  CART_KINDS,
  CART_PATHS,
  type CartAnswer,
  type CartKind,
  type CartLine,
  type CartLineInput,
} from './cart';
export {
  shopApi,
  useGetSpecialsQuery,
  useGetColorsQuery,
  useGetPageSpecialsQuery,
  useSearchProductsQuery,
  useVerifyVoucherMutation,
  useSendPriceRequestMutation,
  type Color,
  type PageSpecials,
  type PriceRequest as CustomerPriceRequest,
  type PriceRequestInput as CustomerPriceRequestInput,
} from './shop';
export * from './newsletter';
export * from './shop-notify';
export * from './newsletter-template';
export * from './newsletter-sending';
export * from './newsletter-stats';
export {
  withdrawalApi,
  useCheckWithdrawalMutation,
  useWithdrawMutation,
  type WithdrawalInput,
  type WithdrawableOrder,
} from './withdrawal';
export * from './invoice';
export * from './shop-admin-product-csv';
export * from './payments';
export * from './invoice-documents';
export * from './admin-search';
export * from './admin-dashboard';
export * from './shop-affiliates';
export * from './shop-shipping-discount';
export * from './invoice-master';
export * from './invoice-figures';
export * from './invoice-dunning';
export * from './shop-customers';
export { entityEndpoints, type EntityEndpoints, type EntityEndpointsOptions } from './entity';
export * from './system-bugtracker';
export * from './booking';
export * from './notification';
export * from './analytics';
export * from './social';
export * from './event';
export * from './invoice-plan';
export * from './person';
export * from './sports';
export * from './backup';

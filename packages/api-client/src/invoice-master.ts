import type {
  Accounts,
  DunningSettings,
  FactorInput,
  InvoiceSettings,
  NumberFormat,
  ItemInput,
  MailTemplateInput,
  PartyInput,
  TemplateInput,
} from '@gartenwerk/domain/schemas';
import { api } from './api';
import type { InvoiceCustomer, InvoiceDocument, InvoiceDocumentType } from './invoice';
import type { ListResponse } from './types';

/** The accounting's master data, e-mail templates, settings, notifications and overview (admin, system). */

export interface MasterQuery {
  text?: string;
  page?: number;
  limit?: number;
  /** `name`, or `-name` descending. */
  sort?: string;
}

export type AccountingParty = InvoiceCustomer & { created: string };

export interface AccountingItem {
  _id: string;
  sku: string;
  title: string;
  description: string;
  unit: string;
  price: number;
  price_mode: 'net' | 'gross';
  vat_rate: number;
  product_id: string | null;
  /** The product's variant a goods receipt raises; '' is the product itself. */
  product_variant: string;
  tags: string[];
  created: string;
}

export interface AccountingFactor {
  _id: string;
  name: string;
  factor: number;
  description: string;
  created: string;
}

export interface AccountingTemplate {
  _id: string;
  name: string;
  type: InvoiceDocumentType;
  text_before: string;
  text_after: string;
  is_default: boolean;
  created: string;
}

export interface AccountingMailTemplate extends Required<MailTemplateInput> {
  _id: string;
}

/** The accounting's settings (GET/PUT /api/v1/invoice/settings), as the domain's schema has them. */
export type AccountingSettings = InvoiceSettings;
export type AccountingAccounts = Accounts;
export type { DunningSettings, NumberFormat };

export interface InvoiceOverviewSums {
  invoiced: number;
  paid: number;
  open: number;
  due: number;
  overdue: number;
  /** Paid beyond what is due: the customers' credit (Guthaben). */
  credit: number;
  count: number;
}

export interface InvoiceOverview {
  year: number;
  months: Array<InvoiceOverviewSums & { month: string }>;
  totals: InvoiceOverviewSums;
}

export interface InvoiceNotifications {
  due: InvoiceDocument[];
  overdue: InvoiceDocument[];
  expiring_offers: InvoiceDocument[];
}

/** Where each kind of master data lives (the spec's item and vendor paths, the same calls for the rest). */
export const ACCOUNTING_PATHS = {
  customer: '/api/v1/invoice/customer/',
  vendor: '/api/v1/invoice/vendor/',
  item: '/api/v0/invoice/item/',
  factor: '/api/v1/invoice/factor/',
  template: '/api/v1/invoice/template/',
  mailTemplate: '/api/v0/system_templates/',
} as const;

const TAGS = [
  'AccountingCustomer',
  'AccountingVendor',
  'AccountingItem',
  'AccountingFactor',
  'AccountingTemplate',
  'AccountingMailTemplate',
  'AccountingSettings',
] as const;
type Tag = (typeof TAGS)[number];

const tagsOf = (type: Tag, result: ListResponse<{ _id: string }> | undefined) => [
  { type, id: 'LIST' },
  ...(result?.items ?? []).map((item) => ({ type, id: item._id })),
];
const changed = (type: Tag, id: string) => [
  { type, id },
  { type, id: 'LIST' },
];
/** The receiver typeahead of the document screens lists customers too. */
const RECEIVERS = { type: 'InvoiceCustomer' as const, id: 'LIST' };

export const accountingApi = api
  .enhanceEndpoints({ addTagTypes: [...TAGS, 'InvoiceCustomer', 'InvoiceDocument'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getAccountingCustomers: build.query<ListResponse<AccountingParty>, MasterQuery>({
        query: (query) => ({ path: ACCOUNTING_PATHS.customer, query: { ...query } }),
        providesTags: (result) => tagsOf('AccountingCustomer', result),
      }),
      getAccountingCustomer: build.query<AccountingParty, string>({
        query: (id) => ({ path: ACCOUNTING_PATHS.customer, id }),
        providesTags: (_result, _error, id) => [{ type: 'AccountingCustomer', id }],
      }),
      createAccountingCustomer: build.mutation<AccountingParty, PartyInput>({
        query: (input) => ({ verb: 'create', path: ACCOUNTING_PATHS.customer, payload: input }),
        invalidatesTags: [{ type: 'AccountingCustomer', id: 'LIST' }, RECEIVERS],
      }),
      updateAccountingCustomer: build.mutation<AccountingParty, PartyInput & { _id: string }>({
        query: (input) => ({ verb: 'update', path: ACCOUNTING_PATHS.customer, payload: input }),
        invalidatesTags: (_result, _error, input) => [...changed('AccountingCustomer', input._id), RECEIVERS],
      }),
      removeAccountingCustomer: build.mutation<AccountingParty, string>({
        query: (id) => ({ verb: 'remove', path: ACCOUNTING_PATHS.customer, payload: { _id: id } }),
        invalidatesTags: (_result, _error, id) => [...changed('AccountingCustomer', id), RECEIVERS],
      }),

      getAccountingVendors: build.query<ListResponse<AccountingParty>, MasterQuery>({
        query: (query) => ({ path: ACCOUNTING_PATHS.vendor, query: { ...query } }),
        providesTags: (result) => tagsOf('AccountingVendor', result),
      }),
      getAccountingVendor: build.query<AccountingParty, string>({
        query: (id) => ({ path: ACCOUNTING_PATHS.vendor, id }),
        providesTags: (_result, _error, id) => [{ type: 'AccountingVendor', id }],
      }),
      createAccountingVendor: build.mutation<AccountingParty, PartyInput>({
        query: (input) => ({ verb: 'create', path: ACCOUNTING_PATHS.vendor, payload: input }),
        invalidatesTags: [{ type: 'AccountingVendor', id: 'LIST' }],
      }),
      updateAccountingVendor: build.mutation<AccountingParty, PartyInput & { _id: string }>({
        query: (input) => ({ verb: 'update', path: ACCOUNTING_PATHS.vendor, payload: input }),
        invalidatesTags: (_result, _error, input) => changed('AccountingVendor', input._id),
      }),
      removeAccountingVendor: build.mutation<AccountingParty, string>({
        query: (id) => ({ verb: 'remove', path: ACCOUNTING_PATHS.vendor, payload: { _id: id } }),
        invalidatesTags: (_result, _error, id) => changed('AccountingVendor', id),
      }),

      getAccountingItems: build.query<ListResponse<AccountingItem>, MasterQuery>({
        query: (query) => ({ path: ACCOUNTING_PATHS.item, query: { ...query } }),
        providesTags: (result) => tagsOf('AccountingItem', result),
      }),
      getAccountingItem: build.query<AccountingItem, string>({
        query: (id) => ({ path: ACCOUNTING_PATHS.item, id }),
        providesTags: (_result, _error, id) => [{ type: 'AccountingItem', id }],
      }),
      createAccountingItem: build.mutation<AccountingItem, ItemInput>({
        query: (input) => ({ verb: 'create', path: ACCOUNTING_PATHS.item, payload: input }),
        invalidatesTags: [{ type: 'AccountingItem', id: 'LIST' }],
      }),
      updateAccountingItem: build.mutation<AccountingItem, Partial<ItemInput> & { _id: string }>({
        query: (input) => ({ verb: 'update', path: ACCOUNTING_PATHS.item, payload: input }),
        invalidatesTags: (_result, _error, input) => changed('AccountingItem', input._id),
      }),
      removeAccountingItem: build.mutation<AccountingItem, string>({
        query: (id) => ({ verb: 'remove', path: ACCOUNTING_PATHS.item, payload: { _id: id } }),
        invalidatesTags: (_result, _error, id) => changed('AccountingItem', id),
      }),

      getAccountingFactors: build.query<ListResponse<AccountingFactor>, MasterQuery>({
        query: (query) => ({ path: ACCOUNTING_PATHS.factor, query: { ...query } }),
        providesTags: (result) => tagsOf('AccountingFactor', result),
      }),
      getAccountingFactor: build.query<AccountingFactor, string>({
        query: (id) => ({ path: ACCOUNTING_PATHS.factor, id }),
        providesTags: (_result, _error, id) => [{ type: 'AccountingFactor', id }],
      }),
      createAccountingFactor: build.mutation<AccountingFactor, FactorInput>({
        query: (input) => ({ verb: 'create', path: ACCOUNTING_PATHS.factor, payload: input }),
        invalidatesTags: [{ type: 'AccountingFactor', id: 'LIST' }],
      }),
      updateAccountingFactor: build.mutation<AccountingFactor, Partial<FactorInput> & { _id: string }>({
        query: (input) => ({ verb: 'update', path: ACCOUNTING_PATHS.factor, payload: input }),
        invalidatesTags: (_result, _error, input) => changed('AccountingFactor', input._id),
      }),
      removeAccountingFactor: build.mutation<AccountingFactor, string>({
        query: (id) => ({ verb: 'remove', path: ACCOUNTING_PATHS.factor, payload: { _id: id } }),
        invalidatesTags: (_result, _error, id) => changed('AccountingFactor', id),
      }),

      getAccountingTemplates: build.query<ListResponse<AccountingTemplate>, MasterQuery>({
        query: (query) => ({ path: ACCOUNTING_PATHS.template, query: { ...query } }),
        providesTags: (result) => tagsOf('AccountingTemplate', result),
      }),
      getAccountingTemplate: build.query<AccountingTemplate, string>({
        query: (id) => ({ path: ACCOUNTING_PATHS.template, id }),
        providesTags: (_result, _error, id) => [{ type: 'AccountingTemplate', id }],
      }),
      createAccountingTemplate: build.mutation<AccountingTemplate, TemplateInput>({
        query: (input) => ({ verb: 'create', path: ACCOUNTING_PATHS.template, payload: input }),
        // Marking a default unmarks the others of its type.
        invalidatesTags: ['AccountingTemplate'],
      }),
      updateAccountingTemplate: build.mutation<AccountingTemplate, Partial<TemplateInput> & { _id: string }>({
        query: (input) => ({ verb: 'update', path: ACCOUNTING_PATHS.template, payload: input }),
        invalidatesTags: ['AccountingTemplate'],
      }),
      removeAccountingTemplate: build.mutation<AccountingTemplate, string>({
        query: (id) => ({ verb: 'remove', path: ACCOUNTING_PATHS.template, payload: { _id: id } }),
        invalidatesTags: (_result, _error, id) => changed('AccountingTemplate', id),
      }),

      getAccountingMailTemplates: build.query<ListResponse<AccountingMailTemplate>, { text?: string }>({
        query: (query) => ({ path: ACCOUNTING_PATHS.mailTemplate, query: { ...query } }),
        providesTags: (result) => tagsOf('AccountingMailTemplate', result),
      }),
      getAccountingMailTemplate: build.query<AccountingMailTemplate, string>({
        query: (id) => ({ path: ACCOUNTING_PATHS.mailTemplate, id }),
        providesTags: (_result, _error, id) => [{ type: 'AccountingMailTemplate', id }],
      }),
      createAccountingMailTemplate: build.mutation<AccountingMailTemplate, MailTemplateInput>({
        query: (input) => ({ verb: 'create', path: ACCOUNTING_PATHS.mailTemplate, payload: input }),
        invalidatesTags: ['AccountingMailTemplate'],
      }),
      updateAccountingMailTemplate: build.mutation<
        AccountingMailTemplate,
        Partial<MailTemplateInput> & { _id: string }
      >({
        query: (input) => ({ verb: 'update', path: ACCOUNTING_PATHS.mailTemplate, payload: input }),
        invalidatesTags: ['AccountingMailTemplate'],
      }),
      removeAccountingMailTemplate: build.mutation<AccountingMailTemplate, string>({
        query: (id) => ({ verb: 'remove', path: ACCOUNTING_PATHS.mailTemplate, payload: { _id: id } }),
        invalidatesTags: (_result, _error, id) => changed('AccountingMailTemplate', id),
      }),

      getAccountingSettings: build.query<AccountingSettings, void>({
        query: () => ({ path: '/api/v1/invoice/settings' }),
        providesTags: ['AccountingSettings'],
      }),
      updateAccountingSettings: build.mutation<AccountingSettings, Partial<AccountingSettings>>({
        query: (input) => ({ verb: 'update', path: '/api/v1/invoice/settings', payload: input }),
        invalidatesTags: ['AccountingSettings'],
      }),
      getInvoiceOverview: build.query<InvoiceOverview, number>({
        query: (year) => ({ path: '/api/v1/invoice/overview', query: { year } }),
        providesTags: [{ type: 'InvoiceDocument', id: 'LIST' }],
      }),
      getInvoiceNotifications: build.query<InvoiceNotifications, void>({
        query: () => ({ path: '/api/v0/invoice_notification/' }),
        providesTags: [{ type: 'InvoiceDocument', id: 'LIST' }],
      }),
    }),
  });

export const {
  useGetAccountingCustomersQuery,
  useGetAccountingCustomerQuery,
  useCreateAccountingCustomerMutation,
  useUpdateAccountingCustomerMutation,
  useRemoveAccountingCustomerMutation,
  useGetAccountingVendorsQuery,
  useGetAccountingVendorQuery,
  useCreateAccountingVendorMutation,
  useUpdateAccountingVendorMutation,
  useRemoveAccountingVendorMutation,
  useGetAccountingItemsQuery,
  useGetAccountingItemQuery,
  useCreateAccountingItemMutation,
  useUpdateAccountingItemMutation,
  useRemoveAccountingItemMutation,
  useGetAccountingFactorsQuery,
  useGetAccountingFactorQuery,
  useCreateAccountingFactorMutation,
  useUpdateAccountingFactorMutation,
  useRemoveAccountingFactorMutation,
  useGetAccountingTemplatesQuery,
  useGetAccountingTemplateQuery,
  useCreateAccountingTemplateMutation,
  useUpdateAccountingTemplateMutation,
  useRemoveAccountingTemplateMutation,
  useGetAccountingMailTemplatesQuery,
  useGetAccountingMailTemplateQuery,
  useCreateAccountingMailTemplateMutation,
  useUpdateAccountingMailTemplateMutation,
  useRemoveAccountingMailTemplateMutation,
  useGetAccountingSettingsQuery,
  useUpdateAccountingSettingsMutation,
  useGetInvoiceOverviewQuery,
  useGetInvoiceNotificationsQuery,
} = accountingApi;

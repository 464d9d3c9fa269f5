import { api } from './api';
import type { PaymentState, ShopOrder } from './shop-admin-orders';

/** What the confirmation page polls: the payment state of an order. */
export interface PaymentStatus {
  order: string;
  number: string;
  method: string;
  state: PaymentState;
  total: number;
  failure: string | null;
  /** Stripe's page while the payment is still to be made. */
  redirect: string | null;
  /** Methods the customer may switch to while the order is unpaid. */
  alternatives: string[];
}

export interface StripeKeys {
  publishable_key: string;
  /** Answered masked; sent back masked or empty, the stored key stays. */
  secret_key: string;
  webhook_secret: string;
  /** Answered: the keys passed the test against Stripe (online methods can be switched on). */
  verified?: boolean;
}

export interface PaymentSettings {
  test: StripeKeys;
  live: StripeKeys;
  release_after_minutes: number;
}

/** A row of the payments admin's lists (payouts, charges, transactions, disputes), amounts in euros. */
export interface StripeRow {
  id: string;
  created: string;
  amount: number;
  fee?: number;
  net?: number;
  status: string;
  type?: string;
  description?: string | null;
  arrival_date?: string;
  reason?: string;
  refunded?: number;
  order: { _id: string; number: string } | null;
}

export interface StripeList {
  items: StripeRow[];
  has_more: boolean;
}

export interface StripeListQuery {
  limit?: number;
  starting_after?: string;
  /** yyyy-mm-dd */
  from?: string;
  to?: string;
}

export type StripeListKind = 'payouts' | 'charges' | 'transactions' | 'disputes';

const clean = (query: StripeListQuery) =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''));

/** Online payments: polling, paying again, refunds, the Stripe keys and the payments admin. */
export const paymentsApi = api
  .enhanceEndpoints({ addTagTypes: ['ShopOrder', 'PaymentSettings'] })
  .injectEndpoints({
    endpoints: (build) => ({
      pollSourceStatus: build.query<PaymentStatus, string>({
        query: (order) => ({ path: '/api/v0/shop/webhook/pollSourceStatus', query: { order } }),
      }),
      retryPayment: build.mutation<ShopOrder, { order: string; method?: string }>({
        query: (input) => ({ verb: 'create', path: '/api/v0/shop/payment/retry', payload: input }),
      }),
      refundOrder: build.mutation<ShopOrder, { _id: string; amount: number; reason: string }>({
        query: (input) => ({ verb: 'create', path: '/api/v0/shop/refund', payload: input }),
        invalidatesTags: (_result, _error, input) => [
          { type: 'ShopOrder', id: input._id },
          { type: 'ShopOrder', id: 'LIST' },
        ],
      }),
      getPaymentSettings: build.query<PaymentSettings, void>({
        query: () => ({ path: '/api/v0/shop/payment/settings' }),
        providesTags: ['PaymentSettings'],
      }),
      savePaymentSettings: build.mutation<PaymentSettings, PaymentSettings>({
        query: (settings) => ({ verb: 'update', path: '/api/v0/shop/payment/settings', payload: settings }),
        invalidatesTags: ['PaymentSettings'],
      }),
      testPaymentKeys: build.mutation<{ ok: boolean; livemode: boolean; message: string }, 'test' | 'live'>({
        query: (mode) => ({ verb: 'create', path: '/api/v0/shop/payment/settings/test', payload: { mode } }),
        // The server records whether the keys passed.
        invalidatesTags: ['PaymentSettings'],
      }),
      getBalance: build.query<{ available: number; pending: number; live_mode: boolean }, void>({
        query: () => ({ path: '/api/v0/shop/balance/' }),
      }),
      getStripeList: build.query<StripeList, { kind: StripeListKind } & StripeListQuery>({
        query: ({ kind, ...query }) => ({ path: `/api/v0/shop/${kind}`, query: clean(query) }),
      }),
    }),
  });

export const {
  usePollSourceStatusQuery,
  useRetryPaymentMutation,
  useRefundOrderMutation,
  useGetPaymentSettingsQuery,
  useSavePaymentSettingsMutation,
  useTestPaymentKeysMutation,
  useGetBalanceQuery,
  useGetStripeListQuery,
} = paymentsApi;

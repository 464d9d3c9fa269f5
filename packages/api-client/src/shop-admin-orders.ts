import type { CustomerShopData, LineSet } from '@gartenwerk/domain';
import { api } from './api';
import type { PriceRequestLine } from '@gartenwerk/domain';
import type { BankDetails, ListResponse } from './types';

export const ORDER_STATUSES = ['open', 'partial', 'complete'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** An invoice or shipping address as the order stores it. */
export interface OrderAddress {
  type: 'person' | 'company';
  first_name: string;
  last_name: string;
  address: string;
  zip: string;
  city: string;
  /** Lower-case ISO code, e.g. `at`. */
  country: string;
  phone?: string;
  uid?: string;
  company?: string;
}

/** One line of an order, priced by the server when it was placed; amounts in euros. */
export interface OrderItem {
  item: string;
  title: string;
  type: string;
  /** The variant's key; empty for the product itself. */
  variant: string;
  /** The variant's label when the order was placed, e.g. "60–80 cm". */
  variant_title?: string;
  amount: number;
  order_desc?: string;
  customization?: unknown;
  /** The title of the colour the customization names (by id) when the order was placed. */
  color_title?: string;
  /** For a set product: position and customization of products of its slots, by product id. */
  set?: LineSet;
  /** Titles of the set's products when the order was placed. */
  set_titles?: Record<string, string>;
  /** An English order's names where written in English when it was placed (`lineNames` picks). */
  title_en?: string;
  variant_title_en?: string;
  color_title_en?: string;
  set_titles_en?: Record<string, string>;
  /** Unit price before discount, as charged for the delivery country (net when VAT exempt). */
  price: number;
  /** Discount of the line; the totals subtract it. */
  discount: number;
  vat_rate: number;
  /** Line total: price × amount. */
  total: number;
  /** A pre-ordered line's planned shipping day (`YYYY-MM-DD`, Vienna); null or absent: shipped as usual. */
  planned_ship_date?: string | null;
  /** Ordered during a frost stop: ships after it ends, from `planned_ship_date` once that is known. */
  frost_hold?: boolean;
  /** The line goes in the second shipment of a split delivery. */
  second_shipment?: boolean;
  /** A sold voucher: its kind; a multi-purpose one is not taxable when sold. */
  voucher?: { purpose: 'multi' | 'single' };
}

/** The stored price breakdown, in euros. */
export interface OrderTotals {
  items: number;
  discount: number;
  /** What is charged for shipping, after `shipping_discount`. */
  shipping: number;
  shipping_free: boolean;
  /** Taken off the shipping by a shipping discount (none on orders placed before it was kept). */
  shipping_discount?: number;
  net: number;
  vat: Array<{ rate: number; net: number; vat: number; gross: number }>;
  vat_total: number;
  gross: number;
  voucher_used: number;
  /** The sold multi-purpose vouchers, in no VAT row (absent on orders without). */
  not_taxable?: number;
  total: number;
  vat_country: string;
  vat_exempt: boolean;
}

/** pending until paid; online payments may be processing (SEPA), failed (retry) or canceled (stock released). */
export type PaymentState = 'pending' | 'processing' | 'paid' | 'failed' | 'canceled';

export interface OrderRefund {
  id: string;
  /** Euros. */
  amount: number;
  reason: string;
  created: string;
  /** done: refunded through Stripe; todo: a bank transfer the shop still makes. */
  status: 'done' | 'todo';
}

export interface OrderPayment {
  method: string;
  state: PaymentState;
  bank_details: BankDetails | null;
  /** Stripe's payment page for online methods. */
  redirect: string | null;
  intent?: string | null;
  attempt?: number;
  failure?: string | null;
  refunds?: OrderRefund[];
  /** Euros refunded through Stripe so far. */
  refunded?: number;
  dispute?: string | null;
  /** Paid after the stock of the abandoned payment went back, and the stock no longer suffices. */
  stock_short?: boolean;
  /** Payments Stripe reported that do not match the order; not booked. Amount in cents. */
  rejected?: { event: string; intent: string; amount: number; currency: string; created: string }[];
}

export interface VatIdCheck {
  uid: string;
  /** null: VIES did not answer. */
  valid: boolean | null;
  name: string | null;
  date: string;
  request_identifier: string | null;
}

/** An order, `GET /api/v0/shop_order/:id`. */
export interface ShopOrder {
  _id: string;
  /** The order number people read, `2026-00042`; the bank-transfer reference. */
  number: string;
  status: OrderStatus;
  tags: string[];
  created: string;
  perm: { owner: string | null };
  email: string;
  items: OrderItem[];
  /** The day it is to be sent (`YYYY-MM-DD`): its latest planned line, else the day it was placed; null while the frost holds it. */
  ship_day?: string | null;
  /** A delivery in two shipments: when the first one was sent (null until then). */
  split_delivery?: { first_shipped_at: string | null } | null;
  invoiceAddress: OrderAddress;
  shippingAddress: OrderAddress | null;
  alternate: boolean;
  shippingMethod: string;
  selectedPayment: string | null;
  comment: string;
  newsletter: boolean;
  cc_location: string;
  completed: boolean;
  /** What VIES answered about a company's uid when the order was placed: the exemption's proof. */
  vat_id_check: VatIdCheck | null;
  voucher: string | null;
  totals: OrderTotals;
  payment: OrderPayment;
  total: number;
  payed: boolean;
  payedAt: string | null;
  shipped: boolean;
  shippedAt: string | null;
  /** The day the customer received the goods (`YYYY-MM-DD`), once recorded. */
  delivered?: string | null;
  /** The last day (`YYYY-MM-DD`) the customer may withdraw; null while the period has not started. */
  withdrawal_until?: string | null;
  /** When the customer withdrew from the contract; null while they have not. */
  withdrawnAt: string | null;
  /** The pickup window the customer chose; null for shipped orders and pickups without one. */
  pickupWindow?: { start: string; end: string } | null;
  /** When the shop told the customer the pickup order lies ready; null until then. */
  readyForPickupAt?: string | null;
  /** The affiliate whose link brought the customer; null without one. */
  affiliate?: string | null;
}

/** Query of `GET /api/v0/shop_order/`; `page` counts from 1. */
export interface OrderListQuery {
  status?: OrderStatus;
  /** Part of the order number, e-mail address, invoice name or company. */
  search?: string;
  /** A customer's user id. */
  owner?: string;
  /** `due`: not yet sent and to be sent by today; `YYYY-Www`: to be sent in that ISO week. */
  ship?: string;
  /** number, created, total, email or ship_day; `-` in front sorts descending. Newest first without one. */
  sort?: string;
  page?: number;
  limit?: number;
}

/** `PUT /api/v0/shop_order/:id` — what an admin may change on a placed order. */
export interface OrderUpdateInput {
  _id: string;
  status?: OrderStatus;
  tags?: string[];
  comment?: string;
  /** The day the customer received the goods; null: not known. */
  delivered?: string | null;
}

export type PriceRequestStatus = 'open' | 'answered';

/** A price request a customer sent, `GET /api/v0/shop_pricerequest/:id`. */
export interface PriceRequest {
  _id: string;
  status: PriceRequestStatus;
  email: string;
  name: string;
  phone: string;
  message: string;
  perm: { owner: string | null };
  items: PriceRequestLine[];
  tags: string[];
  created: string;
}

export interface PriceRequestListQuery {
  status?: PriceRequestStatus;
  /** Part of the name, e-mail address, phone number, message or a tag. */
  search?: string;
  /** created, name, email or status; `-name` for descending. */
  sort?: string;
  page?: number;
  limit?: number;
}

/** `POST /api/v0/shop_pricerequest/` — a request an admin records, e.g. one taken by phone. */
export interface PriceRequestInput {
  items: Array<{ item: string; amount: number; variant?: string; order_desc?: string }>;
  email: string;
  name: string;
  phone?: string;
  message?: string;
}

/** `PUT /api/v0/shop_pricerequest/:id` — `answer` mails the offer and marks the request answered. */
export interface PriceRequestUpdateInput {
  _id: string;
  status?: PriceRequestStatus;
  tags?: string[];
  message?: string;
  answer?: string;
}

export type { CustomerShopData };

/** The URL of an order's PDF (admins and the order's owner), for links and downloads. */
export function orderPdfUrl(id: string): string {
  return `/api/v0/shop_order/${encodeURIComponent(id)}/pdf`;
}

/** Page and limit become the server's skip and limit. */
function paging(page: number | undefined, limit: number) {
  return { limit, skip: ((page ?? 1) - 1) * limit };
}

/** Orders per page when the query names none. */
export const ORDER_PAGE_SIZE = 20;

const ORDER_LIST = { type: 'ShopOrder', id: 'LIST' } as const;
const REQUEST_LIST = { type: 'PriceRequest', id: 'LIST' } as const;

/**
 * Orders, customers' orders and price requests for the admin centre (admin, system). Customers
 * themselves are users (`usersApi`); their shop data is `userData.shop`.
 */
export const shopAdminOrdersApi = api
  .enhanceEndpoints({ addTagTypes: ['ShopOrder', 'PriceRequest'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getOrders: build.query<ListResponse<ShopOrder>, OrderListQuery>({
        query: ({ page, limit = ORDER_PAGE_SIZE, search, ...query }) => ({
          path: '/api/v0/shop_order/',
          query: { ...query, search: search || undefined, ...paging(page, limit) },
        }),
        providesTags: (result) => [
          ORDER_LIST,
          ...(result?.items ?? []).map((order) => ({ type: 'ShopOrder' as const, id: order._id })),
        ],
      }),
      getOrder: build.query<ShopOrder, string>({
        query: (id) => ({ path: '/api/v0/shop_order/', id }),
        providesTags: (_result, _error, id) => [{ type: 'ShopOrder', id }],
      }),
      updateOrder: build.mutation<ShopOrder, OrderUpdateInput>({
        query: ({ _id, ...input }) => ({
          verb: 'update',
          path: '/api/v0/shop_order/',
          id: _id,
          payload: input,
        }),
        invalidatesTags: (_result, _error, input) => [{ type: 'ShopOrder', id: input._id }, ORDER_LIST],
      }),
      markOrderShipped: build.mutation<ShopOrder, string>({
        query: (id) => ({ verb: 'update', path: '/api/v0/shop/markShipped/', payload: { _id: id } }),
        invalidatesTags: (_result, _error, id) => [{ type: 'ShopOrder', id }, ORDER_LIST],
      }),
      /** Marks the first shipment of a split delivery sent and tells the customer (once). */
      markOrderFirstShipmentShipped: build.mutation<ShopOrder, string>({
        query: (id) => ({
          verb: 'update',
          path: '/api/v0/shop/markShipped/',
          payload: { _id: id, shipment: 1 },
        }),
        invalidatesTags: (_result, _error, id) => [{ type: 'ShopOrder', id }, ORDER_LIST],
      }),
      /** Tells the customer a pickup order lies ready (once; the server refuses other orders). */
      markOrderReadyForPickup: build.mutation<ShopOrder, string>({
        query: (id) => ({ verb: 'update', path: '/api/v0/shop/markReadyForPickup/', payload: { _id: id } }),
        invalidatesTags: (_result, _error, id) => [{ type: 'ShopOrder', id }, ORDER_LIST],
      }),
      markOrderPaid: build.mutation<ShopOrder, string>({
        query: (id) => ({ verb: 'update', path: '/api/v0/shop/markPayed/', payload: { _id: id } }),
        invalidatesTags: (_result, _error, id) => [{ type: 'ShopOrder', id }, ORDER_LIST],
      }),
      getPriceRequests: build.query<ListResponse<PriceRequest>, PriceRequestListQuery>({
        query: ({ page, limit = ORDER_PAGE_SIZE, ...query }) => ({
          path: '/api/v0/shop_pricerequest/',
          query: { ...query, ...paging(page, limit) },
        }),
        providesTags: (result) => [
          REQUEST_LIST,
          ...(result?.items ?? []).map((request) => ({ type: 'PriceRequest' as const, id: request._id })),
        ],
      }),
      getPriceRequest: build.query<PriceRequest, string>({
        query: (id) => ({ path: '/api/v0/shop_pricerequest/', id }),
        providesTags: (_result, _error, id) => [{ type: 'PriceRequest', id }],
      }),
      createPriceRequest: build.mutation<PriceRequest, PriceRequestInput>({
        query: (input) => ({ verb: 'create', path: '/api/v0/shop_pricerequest/', payload: input }),
        invalidatesTags: [REQUEST_LIST],
      }),
      updatePriceRequest: build.mutation<PriceRequest, PriceRequestUpdateInput>({
        query: ({ _id, ...input }) => ({
          verb: 'update',
          path: '/api/v0/shop_pricerequest/',
          id: _id,
          payload: input,
        }),
        invalidatesTags: (_result, _error, input) => [{ type: 'PriceRequest', id: input._id }, REQUEST_LIST],
      }),
      removePriceRequest: build.mutation<PriceRequest, string>({
        query: (id) => ({ verb: 'remove', path: '/api/v0/shop_pricerequest/', payload: { _id: id } }),
        invalidatesTags: (_result, _error, id) => [{ type: 'PriceRequest', id }, REQUEST_LIST],
      }),
    }),
  });

export const {
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
} = shopAdminOrdersApi;

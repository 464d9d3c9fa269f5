import type { LineSet } from '@gartenwerk/domain';
import { api } from './api';
import type { OrderItem, OrderTotals, ShopOrder } from './shop-admin-orders';

/** An address as the checkout and the account use it. */
export interface ShopAddress {
  type: 'person' | 'company';
  title?: string;
  first_name: string;
  last_name: string;
  company?: string;
  address: string;
  zip: string;
  city: string;
  country: string;
  phone?: string;
  /** VAT id of a company (VAT exemption abroad). */
  uid?: string;
}

/** A saved address of the signed-in customer. */
export interface SavedAddress extends ShopAddress {
  uuid: string;
}

/** The customer's addresses and the uuids of the default invoice and shipping address. */
export interface AddressBook {
  items: SavedAddress[];
  total: number;
  default_invoice_address: string | null;
  default_shipping_address: string | null;
}

export interface AddressDefaults {
  default_invoice_address?: string;
  default_shipping_address?: string;
}

/** An order line as the checkout sends it; prices always come from the server. */
export interface CheckoutLine {
  item: string;
  amount: number;
  variant?: string;
  order_desc?: string;
  customization?: unknown;
  set?: LineSet;
}

export type ShippingMethod = 'shipping' | 'pickup';

/** What the checkout knows so far; the quote prices it. */
export interface QuoteInput {
  items: CheckoutLine[];
  invoiceAddress?: ShopAddress;
  shippingAddress?: ShopAddress | null;
  alternate?: boolean;
  shippingMethod?: ShippingMethod;
  selectedPayment?: string;
  voucher?: string;
  email?: string;
  /** Two shipments, when the quote offers them (`split_delivery` not null). */
  split_delivery?: boolean;
}

export interface PlaceOrderInput extends QuoteInput {
  email: string;
  invoiceAddress: ShopAddress;
  selectedPayment: string;
  comment?: string;
  newsletter?: boolean;
  /** The spec's cc_location: the checkout route the order is placed from. */
  cc_location?: string;
  /** The spec's checkout validity rule as the storefront sees it; the server decides with the same rule. */
  completed?: boolean;
  termsAccepted: boolean;
  specialConditionsAccepted?: boolean;
  /** The pickup window chosen for a pickup order (one of `getPickupWindows`). */
  pickupWindow?: PickupWindow | null;
}

/** A pickup window: start and end as ISO moments. */
export interface PickupWindow {
  start: string;
  end: string;
}

/** A Vienna day (`YYYY-MM-DD`) with its pickup windows and the places left in each. */
export interface PickupDay {
  date: string;
  windows: Array<PickupWindow & { free: number }>;
}

/** The server's price of a checkout and the payment methods it may use. */
export interface Quote {
  items: OrderItem[];
  totals: OrderTotals;
  shippable: boolean;
  payment_methods: string[];
  /**
   * A company abroad's VAT exemption: none asked, VIES confirmed the uid (no VAT), refused it or did
   * not answer (both priced with VAT).
   */
  vat_id: VatIdStatus;
  /** The spec's checkout validity rule for what the quote was asked with. */
  completed: boolean;
  /**
   * Delivery in two shipments, when the shop allows it and the cart holds goods shipped now and
   * later: the day the second one goes (null: after an open-ended frost stop) and what it adds to
   * the shipping, in euros; null when not offered.
   */
  split_delivery: { ship_from: string | null; extra_shipping: number } | null;
}

export type VatIdStatus = 'none' | 'confirmed' | 'refused' | 'unavailable';

const ADDRESSES = '/api/v0/shop/addresses/';
const addressTags = [{ type: 'User' as const, id: 'ADDRESSES' }];

/** Checkout (quote, order), the customer's orders and addresses. */
export const checkoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    quoteCheckout: build.query<Quote, QuoteInput>({
      query: (input) => ({ path: '/api/v0/shop/checkout/quote', verb: 'create', payload: input }),
    }),
    placeOrder: build.mutation<ShopOrder, { order: PlaceOrderInput; idempotencyKey: string }>({
      query: ({ order, idempotencyKey }) => ({
        path: '/api/v0/shop_order/',
        verb: 'create',
        payload: order,
        headers: { 'idempotency-key': idempotencyKey },
      }),
    }),
    /** The pickup windows with places left on the days ahead (GET /api/v0/shop/pickup/windows). */
    getPickupWindows: build.query<PickupDay[], { from?: string; days?: number } | void>({
      query: (range) => ({ path: '/api/v0/shop/pickup/windows', query: { ...(range ?? {}) } }),
      keepUnusedDataFor: 0,
    }),
    getMyOrders: build.query<{ items: ShopOrder[]; total: number }, void>({
      query: () => ({ path: '/api/v0/shop_order/' }),
    }),
    getMyOrder: build.query<ShopOrder, string>({
      query: (id) => ({ path: '/api/v0/shop_order/', id }),
    }),
    getAddresses: build.query<AddressBook, void>({
      query: () => ({ path: ADDRESSES }),
      providesTags: addressTags,
    }),
    addAddress: build.mutation<AddressBook, ShopAddress>({
      query: (address) => ({ path: ADDRESSES, verb: 'create', payload: address }),
      invalidatesTags: addressTags,
    }),
    updateAddress: build.mutation<AddressBook, SavedAddress>({
      query: ({ uuid, ...address }) => ({ path: ADDRESSES, id: uuid, verb: 'update', payload: address }),
      invalidatesTags: addressTags,
    }),
    removeAddress: build.mutation<AddressBook, string>({
      query: (uuid) => ({ path: ADDRESSES, verb: 'remove', payload: { _id: uuid } }),
      invalidatesTags: addressTags,
    }),
    setDefaultAddresses: build.mutation<AddressBook, AddressDefaults>({
      query: (defaults) => ({ path: `${ADDRESSES}defaults`, verb: 'update', payload: defaults }),
      invalidatesTags: addressTags,
    }),
  }),
});

export const {
  useQuoteCheckoutQuery,
  usePlaceOrderMutation,
  useGetPickupWindowsQuery,
  useGetMyOrdersQuery,
  useGetMyOrderQuery,
  useGetAddressesQuery,
  useAddAddressMutation,
  useUpdateAddressMutation,
  useRemoveAddressMutation,
  useSetDefaultAddressesMutation,
} = checkoutApi;

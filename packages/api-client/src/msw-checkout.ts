/**
 * msw handlers for the checkout area: the customer's address book with the server's default-address
 * rules, their orders, a quote and placing an order (one order per idempotency key), in memory per
 * handler set.
 */
import {
  addressRemovalError,
  isValidAddress,
  NO_PAYMENT_SELECTED_MESSAGE,
  orderShipDay,
  TERMS_NOT_ACCEPTED_MESSAGE,
} from '@gartenwerk/domain';
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { AddressBook, PlaceOrderInput, Quote, QuoteInput, SavedAddress, ShopAddress } from './checkout';
import type { ShopOrder } from './shop-admin-orders';

export const demoAddress: SavedAddress = {
  uuid: 'address-1',
  type: 'person',
  first_name: 'Anna',
  last_name: 'Berger',
  address: 'Hauptstraße 5',
  zip: '3500',
  city: 'Krems',
  country: 'at',
};

export const demoQuote: Quote = {
  items: [
    {
      item: 'product-1',
      title: "Thuja 'Smaragd' 80–100 cm",
      type: 'product',
      variant: '',
      amount: 3,
      price: 12.9,
      discount: 0,
      vat_rate: 13,
      total: 38.7,
    },
  ],
  totals: {
    items: 38.7,
    discount: 0,
    shipping: 6.9,
    shipping_free: false,
    // shipping carries the plants' 13 %: 45,60 / 1,13 = 40,354 → 40,35
    net: 40.35,
    vat: [{ rate: 13, net: 40.35, vat: 5.25, gross: 45.6 }],
    vat_total: 5.25,
    gross: 45.6,
    voucher_used: 0,
    total: 45.6,
    vat_country: 'at',
    vat_exempt: false,
  },
  shippable: true,
  payment_methods: ['prepayment'],
  vat_id: 'none',
  completed: false,
  split_delivery: null,
};

export interface CheckoutData {
  addresses?: SavedAddress[];
  orders?: ShopOrder[];
  quote?: Quote;
  /** The quote of the same cart in two shipments, answered when the checkout asks for them. */
  splitQuote?: Quote;
}

const refuse = (statusCode: number, code: string, message: string) =>
  HttpResponse.json({ statusCode, code, message }, { status: statusCode });

export function createCheckoutHandlers({
  addresses = [],
  orders = [],
  quote = demoQuote,
  splitQuote,
}: CheckoutData = {}): HttpHandler[] {
  const book: AddressBook = {
    items: structuredClone(addresses),
    total: addresses.length,
    default_invoice_address: addresses[0]?.uuid ?? null,
    default_shipping_address: addresses[0]?.uuid ?? null,
  };
  const placed = new Map<string, ShopOrder>();
  const stored = structuredClone(orders);
  let nextId = 1;
  const answer = () => HttpResponse.json({ ...book, total: book.items.length });
  const incomplete = () => refuse(400, 'VALIDATION', 'Bitte füllen Sie alle Pflichtfelder der Adresse aus.');

  return [
    http.get('*/api/v0/shop/addresses/', answer),
    http.post('*/api/v0/shop/addresses/', async ({ request }) => {
      const address = (await request.json()) as ShopAddress;
      if (!isValidAddress(address)) return incomplete();
      const uuid = `address-new-${nextId++}`;
      book.items.push({ ...address, uuid });
      book.default_invoice_address ??= uuid;
      book.default_shipping_address ??= uuid;
      return answer();
    }),
    http.put('*/api/v0/shop/addresses/defaults', async ({ request }) => {
      Object.assign(book, await request.json());
      return answer();
    }),
    http.put('*/api/v0/shop/addresses/:uuid', async ({ request, params }) => {
      const address = (await request.json()) as ShopAddress;
      if (!isValidAddress(address)) return incomplete();
      const index = book.items.findIndex((item) => item.uuid === params.uuid);
      if (index < 0) return refuse(404, 'NOT_FOUND', 'Diese Adresse gibt es nicht.');
      book.items[index] = { ...address, uuid: String(params.uuid) };
      return answer();
    }),
    http.delete('*/api/v0/shop/addresses/:uuid', ({ params }) => {
      const refusal = addressRemovalError(String(params.uuid), book);
      if (refusal) return refuse(409, 'DEFAULT_ADDRESS', refusal);
      book.items = book.items.filter((item) => item.uuid !== params.uuid);
      return answer();
    }),
    http.post('*/api/v0/shop/checkout/quote', async ({ request }) => {
      const input = (await request.json()) as QuoteInput;
      return HttpResponse.json(input.split_delivery && splitQuote ? splitQuote : quote);
    }),
    http.get('*/api/v0/shop_countries/', () =>
      HttpResponse.json({
        items: [
          { _id: 'de', code: 'de', name: 'Deutschland', name_en: 'Germany' },
          { _id: 'at', code: 'at', name: 'Österreich', name_en: 'Austria' },
          { _id: 'ch', code: 'ch', name: 'Schweiz', name_en: 'Switzerland' },
        ],
        total: 3,
      }),
    ),
    http.get('*/api/v0/shop_order/', () => HttpResponse.json({ items: stored, total: stored.length })),
    http.get('*/api/v0/shop_order/:id', ({ params }) => {
      const order = stored.find((item) => item._id === params.id);
      return order ? HttpResponse.json(order) : refuse(404, 'NOT_FOUND', 'order not found');
    }),
    http.post('*/api/v0/shop_order/', async ({ request }) => {
      const key = request.headers.get('idempotency-key');
      if (!key) return refuse(400, 'IDEMPOTENCY_KEY_REQUIRED', 'headers/idempotency-key is required');
      const input = (await request.json()) as PlaceOrderInput;
      if (!input.termsAccepted) return refuse(400, 'CHECKOUT', TERMS_NOT_ACCEPTED_MESSAGE);
      if (!input.selectedPayment) return refuse(400, 'CHECKOUT', NO_PAYMENT_SELECTED_MESSAGE);
      const existing = placed.get(key);
      if (existing) return HttpResponse.json(existing);
      const id = nextId++;
      const created = new Date().toISOString();
      const priced = input.split_delivery && splitQuote ? splitQuote : quote;
      const order: ShopOrder = {
        _id: `order-${id}`,
        number: `2026-${String(id).padStart(5, '0')}`,
        status: 'open',
        tags: [],
        created,
        perm: { owner: null },
        email: input.email,
        items: priced.items,
        ship_day: orderShipDay(
          priced.items,
          created,
          input.split_delivery ? { firstShipped: false } : undefined,
        ),
        ...(input.split_delivery ? { split_delivery: { first_shipped_at: null } } : {}),
        invoiceAddress: input.invoiceAddress,
        shippingAddress: input.alternate ? (input.shippingAddress ?? null) : null,
        alternate: input.alternate === true,
        shippingMethod: input.shippingMethod ?? 'shipping',
        selectedPayment: input.selectedPayment,
        comment: input.comment ?? '',
        newsletter: input.newsletter === true,
        cc_location: input.cc_location ?? '',
        completed: true,
        vat_id_check: null,
        voucher: input.voucher ?? null,
        totals: priced.totals,
        payment: { method: input.selectedPayment, state: 'pending', bank_details: null, redirect: null },
        total: priced.totals.total,
        payed: false,
        payedAt: null,
        shipped: false,
        shippedAt: null,
        delivered: null,
        withdrawnAt: null,
      };
      placed.set(key, order);
      stored.unshift(order);
      return HttpResponse.json(order);
    }),
  ];
}

import {
  BANK_DETAILS_MAX_LENGTHS,
  offeredPaymentMethods,
  ONLINE_PAYMENT_METHODS,
  type CustomerShopData,
  type PaymentSourceSetting,
} from '@gartenwerk/domain';
import { Type, type Static } from '@sinclair/typebox';
import { AppError } from '../../core/errors';
import { NullableString } from '../../core/shop-schemas';
import { text } from '../../core/texts';

/** The shop's bank account prepayments go to (config components.shop.bank_details). */
export const BankDetailsSchema = Type.Object({
  account_holder: Type.String({ maxLength: BANK_DETAILS_MAX_LENGTHS.account_holder }),
  iban: Type.String({ maxLength: BANK_DETAILS_MAX_LENGTHS.iban }),
  bic: Type.String({ maxLength: BANK_DETAILS_MAX_LENGTHS.bic }),
  bank: Type.String({ maxLength: BANK_DETAILS_MAX_LENGTHS.bank }),
});
export type BankDetails = Static<typeof BankDetailsSchema>;

/**
 * pending: not paid yet (offline methods until the shop marks them, online ones until Stripe reports);
 * processing: an online payment under way (a SEPA debit takes days); failed: the last attempt failed,
 * the customer may retry or choose another method; canceled: abandoned, its stock released.
 */
export const PAYMENT_STATES = ['pending', 'processing', 'paid', 'failed', 'canceled'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** The online methods, paid through Stripe; their keys are Stripe's payment method types. */
export const ONLINE_METHODS = ONLINE_PAYMENT_METHODS;
export type OnlineMethod = (typeof ONLINE_METHODS)[number];
export const isOnlineMethod = (method: string): method is OnlineMethod =>
  (ONLINE_METHODS as readonly string[]).includes(method);

export const RefundSchema = Type.Object({
  id: Type.String(),
  /** Euros. */
  amount: Type.Number(),
  reason: Type.String(),
  created: Type.String({ format: 'date-time' }),
  /** done: refunded through Stripe; todo: a bank transfer the shop still has to make. */
  status: Type.Union([Type.Literal('done'), Type.Literal('todo')]),
});
export type Refund = Static<typeof RefundSchema>;

/** A payment Stripe reported for an order that it does not match, kept for the shop to look into. */
export const RejectedPaymentSchema = Type.Object({
  /** Stripe's event id. */
  event: Type.String(),
  intent: Type.String(),
  /** Cents, as Stripe reported them. */
  amount: Type.Integer(),
  currency: Type.String(),
  created: Type.String({ format: 'date-time' }),
});
export type RejectedPayment = Static<typeof RejectedPaymentSchema>;

/** How an order is paid, stored with it: the method, its state and what the customer has to do. */
export const OrderPaymentSchema = Type.Object({
  method: Type.String(),
  state: Type.Union(PAYMENT_STATES.map((state) => Type.Literal(state))),
  /** Bank transfer details for prepayment; null for the other methods. */
  bank_details: Type.Union([BankDetailsSchema, Type.Null()]),
  /** Where the customer completes the payment (Stripe's page for online methods); null for offline ones. */
  redirect: NullableString(),
  /** Stripe's Payment Intent of the current attempt (online methods), once Stripe made it. */
  intent: Type.Optional(NullableString()),
  /** How many times the customer set out to pay online (a retry opens a new page). */
  attempt: Type.Optional(Type.Integer()),
  /** Why the last attempt failed, as Stripe says it (English; for the owner). */
  failure: Type.Optional(NullableString()),
  /** Stripe's code for the refusal (decline_code, else code): the customer is told it in their language. */
  failure_code: Type.Optional(NullableString()),
  refunds: Type.Optional(Type.Array(RefundSchema)),
  /** Euros refunded so far. */
  refunded: Type.Optional(Type.Number()),
  /** `created` of the last Stripe event that set the state: an older one arriving late changes nothing. */
  event_created: Type.Optional(Type.Integer()),
  /** Paid after its abandoned payment had released the stock, and the stock no longer suffices. */
  stock_short: Type.Optional(Type.Boolean()),
  /** The customer's bank disputes the payment (Stripe dispute id). */
  dispute: Type.Optional(NullableString()),
  /** Payments Stripe reported that do not match the order (intent, amount, currency or method): not booked. */
  rejected: Type.Optional(Type.Array(RejectedPaymentSchema)),
});
export type OrderPayment = Static<typeof OrderPaymentSchema>;

/** What a provider knows about the checkout when it decides whether it is offered. */
export interface PaymentContext {
  shippingMethod: 'shipping' | 'pickup';
  /** The signed-in customer's shop data; null for guests. */
  customer: CustomerShopData | null;
}

/** What a provider needs to start the payment of a placed order. */
export interface PaymentStartContext {
  orderId: string;
  totalCents: number;
  email: string;
  bankDetails: BankDetails | null;
}

/** Where online payments are made (Stripe, see stripe.ts). */
export interface OnlinePayments {
  /** Opens Stripe's payment page for the order: its Payment Intent and the page's address. */
  startPayment(input: {
    orderId: string;
    number: string;
    method: OnlineMethod;
    totalCents: number;
    email: string;
    /** Counts the customer's attempts at paying the order (a retry opens a new page). */
    attempt: number;
  }): Promise<{ intent: string | null; redirect: string }>;
}

/**
 * A payment method. Offline methods answer at once; an online one (Stripe card, EPS, Klarna, SEPA)
 * opens Stripe's payment page in `start` and answers `redirect`, its webhook later marking the order paid.
 */
export interface PaymentProvider {
  method: string;
  /** Paid at Stripe (its page opened after the order is stored). */
  online?: boolean;
  /** Rules of the method beyond the domain's limits and countries. */
  isAvailable(context: PaymentContext): boolean;
  start(context: PaymentStartContext): Promise<OrderPayment>;
}

const offline = (
  method: string,
  isAvailable: PaymentProvider['isAvailable'],
  withBankDetails = false,
): PaymentProvider => ({
  method,
  isAvailable,
  async start({ bankDetails }) {
    // Unpaid until the shop marks the payment received (PUT /shop/markPayed/).
    return { method, state: 'pending', bank_details: withBankDetails ? bankDetails : null, redirect: null };
  },
});

/** Prepayment by bank transfer: the confirmation carries the shop's bank details. */
export const prepayment = offline('prepayment', () => true, true);
/** Invoice (Rechnung): who may use it is the method's audience (approved customers unless the shop widens it). */
export const invoice = offline('invoice', () => true);
/** Cash when the customer picks the order up. */
export const cashOnPickup = offline('cash_on_pickup', ({ shippingMethod }) => shippingMethod === 'pickup');

/**
 * A method paid at Stripe: the order waits (`pending`) until Stripe's webhook reports the payment.
 * Stripe's page is opened once the order is stored (service.ts `openPaymentPage`), outside its
 * transaction: no lock waits for Stripe, and an order whose page could not be opened offers a retry.
 */
const online = (method: OnlineMethod): PaymentProvider => ({
  method,
  online: true,
  isAvailable: () => true,
  async start() {
    return {
      method,
      state: 'pending',
      bank_details: null,
      redirect: null,
      intent: null,
      attempt: 0,
      failure: null,
    };
  },
});

export const onlinePaymentUnavailable = () =>
  new AppError('PAYMENT_UNAVAILABLE', 503, text('errors:payment.unavailable'));

/** The methods the shop can take, by key. */
export const PAYMENT_PROVIDERS: ReadonlyMap<string, PaymentProvider> = new Map(
  [prepayment, invoice, cashOnPickup, ...ONLINE_METHODS.map(online)].map((provider) => [
    provider.method,
    provider,
  ]),
);

export interface EligibilityInput extends PaymentContext {
  paymentsources: Readonly<Record<string, PaymentSourceSetting>> | undefined;
  totalCents: number;
  country: string | null;
  /** Signed in with a paid order before. */
  returningCustomer: boolean;
}

/**
 * The payment methods offered for a checkout, in their order: the domain's eligibility (enabled,
 * audience, limits with the customer's overrides, countries), a provider for it, and the provider's own rule.
 */
export function eligiblePaymentMethods(input: EligibilityInput): string[] {
  return offeredPaymentMethods({
    paymentsources: input.paymentsources,
    customer: input.customer,
    totalCents: input.totalCents,
    country: input.country,
    returningCustomer: input.returningCustomer,
  }).filter((method) => PAYMENT_PROVIDERS.get(method)?.isAvailable(input) === true);
}

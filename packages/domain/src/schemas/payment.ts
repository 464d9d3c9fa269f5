import { Type, type Static } from '@sinclair/typebox';
import { BANK_DETAILS_MAX_LENGTHS } from '../constants';
import { NullableString } from './common';

// An order's payment as the order keeps it: shop-order stores it, shop-payment changes it.

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

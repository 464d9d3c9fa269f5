import {
  BANK_DETAILS_MAX_LENGTHS,
  offeredPaymentMethods,
  type CustomerShopData,
  type PaymentSourceSetting,
} from '@gartenwerk/domain';
import { Type, type Static } from '@sinclair/typebox';
import { NullableString } from '../../core/shop-schemas';

/** The shop's bank account prepayments go to (config components.shop.bank_details). */
export const BankDetailsSchema = Type.Object({
  account_holder: Type.String({ maxLength: BANK_DETAILS_MAX_LENGTHS.account_holder }),
  iban: Type.String({ maxLength: BANK_DETAILS_MAX_LENGTHS.iban }),
  bic: Type.String({ maxLength: BANK_DETAILS_MAX_LENGTHS.bic }),
  bank: Type.String({ maxLength: BANK_DETAILS_MAX_LENGTHS.bank }),
});
export type BankDetails = Static<typeof BankDetailsSchema>;

export const PAYMENT_STATES = ['pending', 'paid'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** How an order is paid, stored with it: the method, its state and what the customer has to do. */
export const OrderPaymentSchema = Type.Object({
  method: Type.String(),
  state: Type.Union(PAYMENT_STATES.map((state) => Type.Literal(state))),
  /** Bank transfer details for prepayment; null for the other methods. */
  bank_details: Type.Union([BankDetailsSchema, Type.Null()]),
  /** Where the customer completes the payment (online providers); null for offline methods. */
  redirect: NullableString(),
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

/**
 * A payment method. Offline methods answer at once; an online one (Stripe card, Klarna, EPS) would
 * create its payment in `start` and answer `redirect`, its webhook later marking the order paid.
 */
export interface PaymentProvider {
  method: string;
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
/** Invoice (Rechnung): only for customers the shop allowed it for (userData.shop.paymentsources.invoice). */
export const invoice = offline(
  'invoice',
  ({ customer }) => customer?.paymentsources?.invoice?.enabled === true,
);
/** Cash when the customer picks the order up. */
export const cashOnPickup = offline('cash_on_pickup', ({ shippingMethod }) => shippingMethod === 'pickup');

/** The methods the shop can take, by key; online providers are added here. */
export const PAYMENT_PROVIDERS: ReadonlyMap<string, PaymentProvider> = new Map(
  [prepayment, invoice, cashOnPickup].map((provider) => [provider.method, provider]),
);

export interface EligibilityInput extends PaymentContext {
  paymentsources: Readonly<Record<string, PaymentSourceSetting>> | undefined;
  totalCents: number;
  country: string | null;
}

/**
 * The payment methods offered for a checkout, in settings order: the domain's eligibility (enabled,
 * limits with the customer's overrides, countries), a provider for it, and the provider's own rule.
 */
export function eligiblePaymentMethods(input: EligibilityInput): string[] {
  return offeredPaymentMethods({
    paymentsources: input.paymentsources,
    customer: input.customer,
    totalCents: input.totalCents,
    country: input.country,
  }).filter((method) => PAYMENT_PROVIDERS.get(method)?.isAvailable(input) === true);
}

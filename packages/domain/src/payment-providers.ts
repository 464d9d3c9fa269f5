import { offeredPaymentMethods, ONLINE_PAYMENT_METHODS } from './payment';
import type { BankDetails, OrderPayment } from './schemas/payment';
import type { CustomerShopData, PaymentSourceSetting } from './types';

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
const prepayment = offline('prepayment', () => true, true);
/** Invoice (Rechnung): who may use it is the method's audience (approved customers unless the shop widens it). */
const invoice = offline('invoice', () => true);
/** Cash when the customer picks the order up. */
const cashOnPickup = offline('cash_on_pickup', ({ shippingMethod }) => shippingMethod === 'pickup');

/**
 * A method paid at Stripe: the order waits (`pending`) until Stripe's webhook reports the payment.
 * Stripe's page is opened once the order is stored (shop-payment's `openPaymentPage`), outside its
 * transaction: no lock waits for Stripe, and an order whose page could not be opened offers a retry.
 */
const online = (method: (typeof ONLINE_PAYMENT_METHODS)[number]): PaymentProvider => ({
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

/** The methods the shop can take, by key. */
export const PAYMENT_PROVIDERS: ReadonlyMap<string, PaymentProvider> = new Map(
  [prepayment, invoice, cashOnPickup, ...ONLINE_PAYMENT_METHODS.map(online)].map((provider) => [
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

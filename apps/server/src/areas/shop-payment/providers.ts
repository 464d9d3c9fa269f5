import { ONLINE_PAYMENT_METHODS } from '@gartenwerk/domain';
import { AppError } from '../../core/errors';
import { text } from '../../core/texts';

// The order's payment and the methods (which are offered, how each starts) are the domain's, as the
// checkout (shop-order) reads them too.
export {
  BankDetailsSchema,
  OrderPaymentSchema,
  PAYMENT_STATES,
  RefundSchema,
  RejectedPaymentSchema,
  type BankDetails,
  type OrderPayment,
  type PaymentState,
  type Refund,
  type RejectedPayment,
} from '@gartenwerk/domain/schemas';
export {
  eligiblePaymentMethods,
  PAYMENT_PROVIDERS,
  type EligibilityInput,
  type PaymentContext,
  type PaymentProvider,
  type PaymentStartContext,
} from '@gartenwerk/domain';

/** The online methods, paid through Stripe; their keys are Stripe's payment method types. */
export const ONLINE_METHODS = ONLINE_PAYMENT_METHODS;
export type OnlineMethod = (typeof ONLINE_METHODS)[number];
export const isOnlineMethod = (method: string): method is OnlineMethod =>
  (ONLINE_METHODS as readonly string[]).includes(method);

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

export const onlinePaymentUnavailable = () =>
  new AppError('PAYMENT_UNAVAILABLE', 503, text('errors:payment.unavailable'));

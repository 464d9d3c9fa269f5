import { isValidAddress } from './address';
import type { Address } from './address';
import { isValidEmail, validateEmail } from './email';

/** Message when the terms are not accepted. */
export const TERMS_NOT_ACCEPTED_MESSAGE = 'Sie müssen den AGB zustimmen um fortzufahren';
/** Message when no payment method is chosen. */
export const NO_PAYMENT_SELECTED_MESSAGE = 'Bitte wählen Sie eine Zahlungsart !';

/** The current checkout order fields validation reads. */
export interface CheckoutOrder {
  email?: string | null;
  invoiceAddress?: Address | null;
  shippingAddress?: Address | null;
  /** A different shipping address is used. */
  alternate?: boolean;
  selectedPayment?: string | null;
}

function hasZip(address: Address | null | undefined): boolean {
  return address?.zip !== undefined && address.zip !== null && String(address.zip).trim() !== '';
}

/**
 * Checkout is valid only when the e-mail, the shipping zip and a selected payment are present,
 * plus the invoice zip when an alternate address is used. The e-mail must have a valid format.
 * Without `alternate` the goods go to the invoice address, so its zip is the shipping zip.
 */
export function isCheckoutComplete(order: CheckoutOrder): boolean {
  const delivery = order.alternate ? order.shippingAddress : order.invoiceAddress;
  return (
    isValidEmail(order.email) &&
    hasZip(delivery) &&
    !!order.selectedPayment &&
    (!order.alternate || hasZip(order.invoiceAddress))
  );
}

/** What the customer agreed to on the last checkout step. */
export interface CheckoutConsent {
  termsAccepted: boolean;
  /** Additional conditions are enabled in the shop. */
  specialConditionsEnabled?: boolean;
  specialConditionsAccepted?: boolean;
}

/** Which check failed. */
export type CheckoutErrorCode =
  'email' | 'invoice_address' | 'shipping_address' | 'terms' | 'special_conditions' | 'payment';

/** A failed checkout check; `message` is set where the specification gives the text. */
export interface CheckoutError {
  code: CheckoutErrorCode;
  message?: string;
}

/**
 * Validates an order before it is placed: e-mail format, a valid invoice address (and shipping
 * address when `alternate`), terms accepted, additional conditions accepted when enabled, and a
 * chosen payment method. Returns every failed check, in that order; empty when the order may be placed.
 */
export function validateCheckout(order: CheckoutOrder, consent: CheckoutConsent): CheckoutError[] {
  const errors: CheckoutError[] = [];
  const emailMessage = validateEmail(order.email);
  if (emailMessage) errors.push({ code: 'email', message: emailMessage });
  if (!isValidAddress(order.invoiceAddress)) errors.push({ code: 'invoice_address' });
  if (order.alternate && !isValidAddress(order.shippingAddress)) errors.push({ code: 'shipping_address' });
  if (!consent.termsAccepted) errors.push({ code: 'terms', message: TERMS_NOT_ACCEPTED_MESSAGE });
  if (consent.specialConditionsEnabled && !consent.specialConditionsAccepted)
    errors.push({ code: 'special_conditions' });
  if (!order.selectedPayment) errors.push({ code: 'payment', message: NO_PAYMENT_SELECTED_MESSAGE });
  return errors;
}

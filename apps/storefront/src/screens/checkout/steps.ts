import type { ApiError, Product, QuoteInput, useQuoteCheckoutQuery } from '@gartenwerk/api-client';
import { cleanAddress } from './AddressForm';
import type { CheckoutDraft } from './state';

export const CHECKOUT_STEPS = ['1', '2', '3'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

export const errorText = (error: unknown) => (error as ApiError | undefined)?.message ?? null;

/** The quote's question for the draft: what the steps so far have decided. */
export function quoteInput(draft: CheckoutDraft, lines: QuoteInput['items']): QuoteInput {
  return {
    items: lines,
    invoiceAddress: cleanAddress(draft.invoiceAddress),
    alternate: draft.alternate,
    ...(draft.alternate ? { shippingAddress: cleanAddress(draft.shippingAddress) } : {}),
    shippingMethod: draft.shippingMethod,
    ...(draft.voucher.trim() ? { voucher: draft.voucher.trim() } : {}),
    ...(draft.splitDelivery && draft.shippingMethod === 'shipping' ? { split_delivery: true } : {}),
  };
}

/** What every step gets from the checkout page. */
export interface StepProps {
  draft: CheckoutDraft;
  update(change: Partial<CheckoutDraft>): void;
  onNext(): void;
  onBack(): void;
  quote: ReturnType<typeof useQuoteCheckoutQuery>;
  lines: QuoteInput['items'];
  /** The cart's products, for the delivery time the review states before the order button. */
  products: Product[];
  clearCart(): Promise<unknown>;
}

import type { Language } from '@gartenwerk/domain';
import { text, translate, type TextKey } from '../../core/texts';
import type { OrderPayment } from './providers';

/** Stripe refusal codes with a text of their own; card codes only for card payments. */
const CARD_REFUSALS = new Set([
  'card_declined',
  'insufficient_funds',
  'expired_card',
  'incorrect_cvc',
  'incorrect_number',
  'lost_card',
  'stolen_card',
]);
const REFUSALS = new Set([
  'processing_error',
  'payment_intent_authentication_failure',
  'authentication_required',
]);

/**
 * Why a payment failed, as the customer reads it: in their language, from Stripe's code (Stripe's own
 * message is English and stays for the owner). An unknown code gets the general refusal.
 */
export function refusalText(
  payment: Pick<OrderPayment, 'method' | 'failure' | 'failure_code'>,
  language: Language,
) {
  if (!payment.failure && !payment.failure_code) return null;
  const code = payment.failure_code ?? '';
  const known = (payment.method === 'card' && CARD_REFUSALS.has(code)) || REFUSALS.has(code);
  // Lost and stolen cards are told as a plain refusal, as Stripe advises.
  const key = code === 'lost_card' || code === 'stolen_card' ? 'card_declined' : code;
  return translate(
    text((known ? `errors:payment.refusal.${key}` : 'errors:payment.refusal.generic') as TextKey),
    language,
  );
}

import { CART_MAX_AMOUNT } from '../constants';

/** Why an amount a customer typed is not taken: not a whole number, below 1, above the cart's maximum. */
export type AmountError = 'whole' | 'min' | 'max';

/** The amount typed into a cart or product amount field, or why it is not one. */
export function parseAmount(text: string): { amount: number } | { error: AmountError } {
  const value = Number(text.trim().replace(',', '.'));
  if (text.trim() === '' || !Number.isFinite(value)) return { error: 'whole' };
  if (!Number.isInteger(value)) return { error: 'whole' };
  if (value < 1) return { error: 'min' };
  if (value > CART_MAX_AMOUNT) return { error: 'max' };
  return { amount: value };
}

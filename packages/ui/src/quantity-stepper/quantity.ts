/** Why a typed quantity is not taken: not a whole number, below the minimum, above the maximum. */
export type QuantityError = 'whole' | 'min' | 'max';

/**
 * The quantity typed into a stepper, or why it is not one. Accepts a decimal comma, so "2,5"
 * is answered as a fraction (not read as 25); 0 and negative numbers are below the minimum.
 */
export function parseQuantity(
  text: string,
  min: number,
  max: number,
): { quantity: number } | { error: QuantityError } {
  const trimmed = text.trim();
  if (trimmed === '') return { error: 'whole' };
  const value = Number(trimmed.replace(',', '.'));
  if (!Number.isFinite(value) || !Number.isInteger(value)) return { error: 'whole' };
  if (value < min) return { error: 'min' };
  if (value > max) return { error: 'max' };
  return { quantity: value };
}

/** Most digits a phone number may have, country code included. */
export const PHONE_MAX_DIGITS = 14;

/**
 * Whether a phone number starts with + and a country code and has at most 14 digits in total.
 * Spaces, hyphens, slashes and parentheses people type between digits are allowed.
 */
export function isValidPhone(phone: string | null | undefined): boolean {
  if (!phone) return false;
  const compact = phone.trim().replace(/[\s\-/()]/g, '');
  return /^\+[1-9]\d+$/.test(compact) && compact.length - 1 <= PHONE_MAX_DIGITS;
}

import type { Cents } from './types';

/** What a voucher pays of a cart and what is left on it, in cents. */
export interface VoucherUse {
  used: Cents;
  remaining: Cents;
}

/**
 * Applies a voucher to the payable amount (items after discount plus shipping): it covers as much
 * as it holds, and the remainder is carried forward. `used + remaining` always equals the value.
 */
export function applyVoucher(voucherCents: Cents, payableCents: Cents): VoucherUse {
  const value = Math.max(0, voucherCents);
  const used = Math.min(value, Math.max(0, payableCents));
  return { used, remaining: value - used };
}

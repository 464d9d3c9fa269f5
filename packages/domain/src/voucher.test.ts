import { describe, expect, it } from 'vitest';
import { applyVoucher } from './voucher';

describe('vouchers', () => {
  it('covers items plus shipping and carries the remainder forward', () => {
    expect(applyVoucher(5000, 22190)).toEqual({ used: 5000, remaining: 0 });
    expect(applyVoucher(30000, 22190)).toEqual({ used: 22190, remaining: 7810 });
    expect(applyVoucher(0, 100)).toEqual({ used: 0, remaining: 0 });
    expect(applyVoucher(-5, 100)).toEqual({ used: 0, remaining: 0 });
  });
});

import { describe, expect, it } from 'vitest';
import { isWithdrawalInTime, withdrawalLastDay } from './withdrawal';

describe('the withdrawal period of 14 days from receipt', () => {
  it('ends with the 14th day after the day of receipt, in Vienna', () => {
    expect(withdrawalLastDay(new Date('2026-03-01T09:00:00Z'))).toBe('2026-03-15');
    // 23:30 UTC on 30 November is already 1 December in Vienna.
    expect(withdrawalLastDay(new Date('2026-11-30T23:30:00Z'))).toBe('2026-12-15');
    // Across the turn of the year and the change to summer time.
    expect(withdrawalLastDay(new Date('2026-12-20T10:00:00Z'))).toBe('2027-01-03');
    expect(withdrawalLastDay(new Date('2026-03-20T10:00:00Z'))).toBe('2026-04-03');
  });

  it('accepts a withdrawal on day 14 until midnight in Vienna and refuses it on day 15', () => {
    const received = new Date('2026-03-01T09:00:00Z');
    expect(isWithdrawalInTime(received, new Date('2026-03-01T10:00:00Z'))).toBe(true);
    expect(isWithdrawalInTime(received, new Date('2026-03-15T08:00:00Z'))).toBe(true);
    // 23:59 in Vienna (CET, UTC+1) on the 15th.
    expect(isWithdrawalInTime(received, new Date('2026-03-15T22:59:00Z'))).toBe(true);
    // 00:01 in Vienna on the 16th.
    expect(isWithdrawalInTime(received, new Date('2026-03-15T23:01:00Z'))).toBe(false);
    expect(isWithdrawalInTime(received, new Date('2026-03-16T12:00:00Z'))).toBe(false);
  });

  it('is always in time while the goods have not been sent', () => {
    expect(isWithdrawalInTime(null, new Date('2030-01-01T00:00:00Z'))).toBe(true);
  });
});

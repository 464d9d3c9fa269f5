import { describe, expect, it } from 'vitest';
import {
  isWithdrawalInTime,
  withdrawalLastDay,
  withdrawalPeriodEnd,
  withdrawalStartDay,
  type WithdrawalDates,
} from './withdrawal';

const parcel = (dates: Partial<WithdrawalDates>): WithdrawalDates => ({
  ordered: new Date('2026-02-25T10:00:00Z'),
  shipped: null,
  delivered: null,
  voucherOnly: false,
  transitDays: 3,
  ...dates,
});

describe('the withdrawal period of 14 days from receipt', () => {
  it('ends with the 14th day after the day of receipt', () => {
    expect(withdrawalLastDay('2026-03-01')).toBe('2026-03-15');
    // Across the turn of the year and the change to summer time.
    expect(withdrawalLastDay('2026-12-20')).toBe('2027-01-03');
    expect(withdrawalLastDay('2026-03-20')).toBe('2026-04-03');
  });

  it('accepts a withdrawal on the last day until midnight in Vienna and refuses it the day after', () => {
    expect(isWithdrawalInTime('2026-03-15', new Date('2026-03-01T10:00:00Z'))).toBe(true);
    expect(isWithdrawalInTime('2026-03-15', new Date('2026-03-15T08:00:00Z'))).toBe(true);
    // 23:59 in Vienna (CET, UTC+1) on the 15th.
    expect(isWithdrawalInTime('2026-03-15', new Date('2026-03-15T22:59:00Z'))).toBe(true);
    // 00:01 in Vienna on the 16th.
    expect(isWithdrawalInTime('2026-03-15', new Date('2026-03-15T23:01:00Z'))).toBe(false);
    expect(isWithdrawalInTime('2026-03-15', new Date('2026-03-16T12:00:00Z'))).toBe(false);
  });

  it('is always in time while the goods have not been sent', () => {
    expect(withdrawalStartDay(parcel({}))).toBeNull();
    expect(isWithdrawalInTime(withdrawalPeriodEnd(parcel({})), new Date('2030-01-01T00:00:00Z'))).toBe(true);
  });

  it('counts from the recorded delivery day, however long after shipping it came', () => {
    const dates = parcel({ shipped: new Date('2026-03-02T09:00:00Z'), delivered: '2026-03-12' });
    expect(withdrawalStartDay(dates)).toBe('2026-03-12');
    expect(withdrawalPeriodEnd(dates)).toBe('2026-03-26');
    // 19 days after shipping, in time: counting from shipping would have refused it.
    expect(isWithdrawalInTime(withdrawalPeriodEnd(dates), new Date('2026-03-21T10:00:00Z'))).toBe(true);
  });

  it('until the delivery is known, counts from shipping plus the transit allowance in working days', () => {
    // Shipped Wednesday 4 March 2026: Thu, Fri, Mon → received Monday 9 March, last day 23 March.
    expect(withdrawalStartDay(parcel({ shipped: new Date('2026-03-04T12:00:00Z') }))).toBe('2026-03-09');
    expect(withdrawalPeriodEnd(parcel({ shipped: new Date('2026-03-04T12:00:00Z') }))).toBe('2026-03-23');
    // Shipped Friday 6 March: Mon, Tue, Wed → Wednesday 11 March.
    expect(withdrawalStartDay(parcel({ shipped: new Date('2026-03-06T15:00:00Z') }))).toBe('2026-03-11');
    // Shipped on Saturday 7 March: the weekend does not count either → Wednesday 11 March.
    expect(withdrawalStartDay(parcel({ shipped: new Date('2026-03-07T09:00:00Z') }))).toBe('2026-03-11');
    // Germany, 5 working days from Friday 6 March → Friday 13 March.
    expect(withdrawalStartDay(parcel({ shipped: new Date('2026-03-06T15:00:00Z'), transitDays: 5 }))).toBe(
      '2026-03-13',
    );
    // Shipped at 23:30 UTC on Friday 27 November 2026, already Saturday in Vienna → Wednesday 2 December.
    expect(withdrawalStartDay(parcel({ shipped: new Date('2026-11-27T23:30:00Z') }))).toBe('2026-12-02');
    // Picked up at the nursery: received that day.
    expect(withdrawalStartDay(parcel({ shipped: new Date('2026-03-07T09:00:00Z'), transitDays: 0 }))).toBe(
      '2026-03-07',
    );
  });

  it('counts vouchers from the day of the order', () => {
    // Ordered 23:30 UTC on 31 January: 1 February in Vienna.
    const voucher = parcel({ ordered: new Date('2026-01-31T23:30:00Z'), voucherOnly: true });
    expect(withdrawalStartDay(voucher)).toBe('2026-02-01');
    expect(withdrawalPeriodEnd(voucher)).toBe('2026-02-15');
  });
});

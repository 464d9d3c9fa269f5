import { viennaDay } from './date';

/**
 * The consumer's withdrawal period for goods: 14 days from their receipt (§ 355(2) and § 356(2) Nr. 1
 * BGB, § 11 FAGG in Austria), counted in the nursery's calendar days.
 */
export const WITHDRAWAL_PERIOD_DAYS = 14;

const DAY_MS = 86_400_000;

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/**
 * The days (`YYYY-MM-DD`, Vienna) a recorded delivery may fall on: from the day of the order to today.
 */
export function deliveryDayRange(ordered: Date, now: Date): { from: string; to: string } {
  return { from: viennaDay(ordered), to: viennaDay(now) };
}

/** Working days a parcel is allowed to reach the customer, by delivery country, until the shop's settings say otherwise. */
export const DEFAULT_TRANSIT_DAYS: Readonly<Record<string, number>> = { at: 3, de: 5 };

/** What decides when an order's withdrawal period starts. */
export interface WithdrawalDates {
  /** When the order was placed. */
  ordered: Date;
  /** When the goods were shipped or handed over at the nursery; null before. */
  shipped: Date | null;
  /** The day the customer received the goods (`YYYY-MM-DD`), as recorded by the shop or the carrier. */
  delivered: string | null;
  /** The order holds vouchers only: they are delivered with the order. */
  voucherOnly: boolean;
  /** Working days (Monday to Friday) a parcel is allowed to arrive; 0 for goods picked up. */
  transitDays: number;
}

/** `day` plus `count` working days: Saturdays and Sundays do not count. */
function addWorkingDays(day: string, count: number): string {
  let number = dayNumber(day);
  for (let left = count; left > 0;) {
    number += 1;
    // Day 0 (1 January 1970) was a Thursday: 2 and 3 are Saturday and Sunday.
    const weekday = (((number + 4) % 7) + 7) % 7;
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return new Date(number * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The day (`YYYY-MM-DD`, Vienna) the customer received the goods, which starts the period (§ 356(2)
 * Nr. 1 BGB, § 11 FAGG): the recorded delivery; until it is known, the shipping day plus the transit
 * allowance, so that the period never starts before the goods can have arrived; vouchers with the
 * order. Null while the goods have not left: the period has not started.
 */
export function withdrawalStartDay(dates: WithdrawalDates): string | null {
  if (dates.voucherOnly) return viennaDay(dates.ordered);
  if (dates.delivered) return dates.delivered;
  if (!dates.shipped) return null;
  return addWorkingDays(viennaDay(dates.shipped), dates.transitDays);
}

/**
 * The last day (`YYYY-MM-DD`, Vienna) a withdrawal of goods received on `receivedDay` is in time: the
 * day of receipt does not count (§ 187(1) BGB), so goods received on 1 March may be withdrawn until the
 * end of 15 March.
 */
export function withdrawalLastDay(receivedDay: string): string {
  return new Date((dayNumber(receivedDay) + WITHDRAWAL_PERIOD_DAYS) * DAY_MS).toISOString().slice(0, 10);
}

/** The last day of an order's withdrawal period; null while it has not started. */
export function withdrawalPeriodEnd(dates: WithdrawalDates): string | null {
  const start = withdrawalStartDay(dates);
  return start === null ? null : withdrawalLastDay(start);
}

/**
 * Whether a withdrawal declared at `now` is in time, given the last day of the period (null while it
 * has not started: before the receipt a withdrawal is always possible).
 */
export function isWithdrawalInTime(lastDay: string | null, now: Date): boolean {
  if (lastDay === null) return true;
  return dayNumber(viennaDay(now)) <= dayNumber(lastDay);
}

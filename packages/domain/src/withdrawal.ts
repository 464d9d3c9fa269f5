import { viennaDay } from './date';

/**
 * The consumer's withdrawal period for goods: 14 days from their receipt (§ 355(2) and § 356(2) Nr. 1
 * BGB, § 11 FAGG in Austria), counted in the nursery's calendar days.
 */
export const WITHDRAWAL_PERIOD_DAYS = 14;

const DAY_MS = 86_400_000;

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/**
 * The last day (`YYYY-MM-DD`, Vienna) a withdrawal of goods received at `receivedAt` is in time: the day
 * of receipt does not count (§ 187(1) BGB), so goods received on 1 March may be withdrawn until the
 * end of 15 March.
 */
export function withdrawalLastDay(receivedAt: Date): string {
  const last = new Date((dayNumber(viennaDay(receivedAt)) + WITHDRAWAL_PERIOD_DAYS) * DAY_MS);
  return last.toISOString().slice(0, 10);
}

/**
 * Whether a withdrawal declared at `now` is in time. `receivedAt` is when the customer got the goods;
 * null while they have not: before that a withdrawal is always possible (§ 356(2) BGB lets the period
 * start no earlier than the receipt).
 */
export function isWithdrawalInTime(receivedAt: Date | null, now: Date): boolean {
  if (receivedAt === null) return true;
  return dayNumber(viennaDay(now)) <= dayNumber(withdrawalLastDay(receivedAt));
}

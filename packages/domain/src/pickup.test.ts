import { describe, expect, it } from 'vitest';
import type { OpeningSchedule } from './opening-hours';
import { firstPickupDay, isPickupWindow, pickupRules, pickupWindowParts, pickupWindowsOn } from './pickup';

const schedule: OpeningSchedule = {
  closedOnHolidays: true,
  locations: [
    {
      id: 'baumschule',
      name: 'Baumschule',
      week: {
        fr: [{ opens: '08:00', closes: '12:00' }],
        sa: [{ opens: '08:00', closes: '10:30' }],
      },
      seasons: [],
    },
  ],
  // The Sundays the clocks change: open for a plant market, over the night hours as well.
  specialDays: [
    { date: '2026-03-29', location: null, hours: [{ opens: '01:00', closes: '04:00' }], note: 'Markt' },
    { date: '2026-10-25', location: null, hours: [{ opens: '01:00', closes: '04:00' }], note: 'Markt' },
  ],
};
const holidays = [{ date: '2026-12-25', name: 'Christtag' }];
const iso = (slots: Array<{ start: Date; end: Date }>) =>
  slots.map((slot) => `${slot.start.toISOString()}–${slot.end.toISOString()}`);

describe('pickup windows', () => {
  it('fills in 60-minute windows for 5 orders from the next day on when the shop says nothing', () => {
    expect(pickupRules(undefined)).toEqual({ minutes: 60, capacity: 5, leadDays: 1 });
    expect(pickupRules({ window_minutes: 30, window_capacity: 2, lead_days: 0 })).toEqual({
      minutes: 30,
      capacity: 2,
      leadDays: 0,
    });
    // 23:30 UTC on Thursday is already Friday in Vienna: the first pickup day is Saturday.
    expect(firstPickupDay(new Date('2026-06-11T23:30:00Z'), 1)).toBe('2026-06-13');
  });

  it('cuts a day’s opening hours into windows in Vienna time, from the first pickup day on', () => {
    const thursday = new Date('2026-06-11T10:00:00Z');
    // Summer: 08:00 in Vienna is 06:00 UTC; the half hour left before closing is no window.
    expect(iso(pickupWindowsOn(schedule, 'baumschule', '2026-06-13', undefined, holidays, thursday))).toEqual(
      [
        '2026-06-13T06:00:00.000Z–2026-06-13T07:00:00.000Z',
        '2026-06-13T07:00:00.000Z–2026-06-13T08:00:00.000Z',
      ],
    );
    // Winter: 08:00 is 07:00 UTC; 2-hour windows of the shop settings.
    expect(
      iso(pickupWindowsOn(schedule, 'baumschule', '2026-12-04', { window_minutes: 120 }, holidays, thursday)),
    ).toEqual([
      '2026-12-04T07:00:00.000Z–2026-12-04T09:00:00.000Z',
      '2026-12-04T09:00:00.000Z–2026-12-04T11:00:00.000Z',
    ]);
    // Ordering on Friday: Friday is too early, with a lead of 0 days the windows not yet begun are offered.
    const friday = new Date('2026-06-12T08:15:00Z'); // 10:15 in Vienna
    expect(pickupWindowsOn(schedule, 'baumschule', '2026-06-12', undefined, holidays, friday)).toEqual([]);
    expect(
      iso(pickupWindowsOn(schedule, 'baumschule', '2026-06-12', { lead_days: 0 }, holidays, friday)),
    ).toEqual(['2026-06-12T09:00:00.000Z–2026-06-12T10:00:00.000Z']);
    // Closed days have none: a Sunday, and Christmas (a Friday).
    expect(pickupWindowsOn(schedule, 'baumschule', '2026-06-14', undefined, holidays, thursday)).toEqual([]);
    expect(pickupWindowsOn(schedule, 'baumschule', '2026-12-25', undefined, holidays, thursday)).toEqual([]);
  });

  it('keeps to the wall clock on the days daylight-saving time begins and ends', () => {
    const before = new Date('2026-03-01T10:00:00Z');
    // 29 March 2026: 2:00 becomes 3:00. No window starts in the hour that does not exist; the 1:00
    // window ends at 3:00 summer time.
    expect(iso(pickupWindowsOn(schedule, 'baumschule', '2026-03-29', undefined, holidays, before))).toEqual([
      '2026-03-29T00:00:00.000Z–2026-03-29T01:00:00.000Z',
      '2026-03-29T01:00:00.000Z–2026-03-29T02:00:00.000Z',
    ]);
    // 25 October 2026: 3:00 becomes 2:00 again; the window from 2:00 starts at the first 2:00.
    const autumn = pickupWindowsOn(schedule, 'baumschule', '2026-10-25', undefined, holidays, before);
    expect(iso(autumn)).toEqual([
      '2026-10-24T23:00:00.000Z–2026-10-25T00:00:00.000Z',
      '2026-10-25T00:00:00.000Z–2026-10-25T02:00:00.000Z',
      '2026-10-25T02:00:00.000Z–2026-10-25T03:00:00.000Z',
    ]);
    expect(autumn.map((window) => pickupWindowParts(window))).toEqual([
      { day: '25.10.2026', from: '01:00', to: '02:00' },
      { day: '25.10.2026', from: '02:00', to: '03:00' },
      { day: '25.10.2026', from: '03:00', to: '04:00' },
    ]);
  });

  it('accepts only a window the opening hours offer now', () => {
    const thursday = new Date('2026-06-11T10:00:00Z');
    const window = (start: string, end: string) => ({ start: new Date(start), end: new Date(end) });
    const offered = window('2026-06-13T06:00:00Z', '2026-06-13T07:00:00Z');
    expect(isPickupWindow(schedule, 'baumschule', offered, undefined, holidays, thursday)).toBe(true);
    // Off the grid, too long, on a closed day, or begun already.
    expect(
      isPickupWindow(
        schedule,
        'baumschule',
        window('2026-06-13T06:30:00Z', '2026-06-13T07:30:00Z'),
        undefined,
        holidays,
        thursday,
      ),
    ).toBe(false);
    expect(
      isPickupWindow(
        schedule,
        'baumschule',
        window('2026-06-13T06:00:00Z', '2026-06-13T08:00:00Z'),
        undefined,
        holidays,
        thursday,
      ),
    ).toBe(false);
    expect(
      isPickupWindow(
        schedule,
        'baumschule',
        window('2026-06-14T06:00:00Z', '2026-06-14T07:00:00Z'),
        undefined,
        holidays,
        thursday,
      ),
    ).toBe(false);
    expect(
      isPickupWindow(schedule, 'baumschule', offered, undefined, holidays, new Date('2026-06-13T06:10:00Z')),
    ).toBe(false);
    expect(pickupWindowParts({ start: '2026-06-13T06:00:00Z', end: '2026-06-13T07:00:00Z' }, 'en')).toEqual({
      day: '13/06/2026',
      from: '08:00',
      to: '09:00',
    });
  });
});

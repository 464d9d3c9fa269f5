import { describe, expect, it } from 'vitest';
import {
  calendarRange,
  isResourceAvailable,
  planStatus,
  timesOverlap,
  viennaMoment,
  type AvailableDate,
} from './production-plan';

const weekly = (weekday: number, from: string, to: string): AvailableDate => ({
  weekday,
  date: null,
  from,
  to,
  absent: false,
  reason: '',
});
const exception = (date: string, change: Partial<AvailableDate>): AvailableDate => ({
  weekday: null,
  date,
  from: '',
  to: '',
  absent: true,
  reason: 'Urlaub',
  ...change,
});

/** Monday to Friday 07:00–16:00, Saturday 08:00–12:00. */
const gardener = {
  availableDates: [1, 2, 3, 4, 5]
    .map((day) => weekly(day, '07:00', '16:00'))
    .concat(weekly(6, '08:00', '12:00')),
};
/** Every day around the clock (a greenhouse). */
const allWeek = { availableDates: [1, 2, 3, 4, 5, 6, 7].map((day) => weekly(day, '00:00', '24:00')) };

describe('Vienna clock times', () => {
  it('reads winter and summer times with their offsets', () => {
    expect(new Date(viennaMoment('2026-01-15', '07:00')).toISOString()).toBe('2026-01-15T06:00:00.000Z');
    expect(new Date(viennaMoment('2026-07-15', '07:00')).toISOString()).toBe('2026-07-15T05:00:00.000Z');
    expect(new Date(viennaMoment('2026-07-15', '24:00')).toISOString()).toBe('2026-07-15T22:00:00.000Z');
  });

  it('changes the offset on the last Sundays of March and October', () => {
    // 29 March 2026: 02:00 winter time becomes 03:00 summer time (01:00 UTC).
    expect(new Date(viennaMoment('2026-03-29', '00:00')).toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(new Date(viennaMoment('2026-03-29', '03:00')).toISOString()).toBe('2026-03-29T01:00:00.000Z');
    expect(new Date(viennaMoment('2026-03-29', '24:00')).toISOString()).toBe('2026-03-29T22:00:00.000Z');
    // 25 October 2026: 03:00 summer time becomes 02:00 winter time (01:00 UTC).
    expect(new Date(viennaMoment('2026-10-25', '00:00')).toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(new Date(viennaMoment('2026-10-25', '07:00')).toISOString()).toBe('2026-10-25T06:00:00.000Z');
  });

  it('reads a calendar range of Vienna days across a month and a change of offset', () => {
    const range = calendarRange('2026-03-23', '2026-04-06');
    expect(new Date(range.from).toISOString()).toBe('2026-03-22T23:00:00.000Z');
    expect(new Date(range.to).toISOString()).toBe('2026-04-05T22:00:00.000Z');
    expect(calendarRange('2026-03-01T00:00:00+01:00', '2026-04-01T00:00:00+02:00')).toEqual({
      from: Date.parse('2026-02-28T23:00:00Z'),
      to: Date.parse('2026-03-31T22:00:00Z'),
    });
  });
});

describe('isResourceAvailable', () => {
  it('admits a stage within the weekly hours and refuses one outside them', () => {
    // Wednesday 14 January 2026, 08:00–12:00 Vienna = 07:00–11:00 UTC.
    expect(isResourceAvailable(gardener, '2026-01-14T07:00:00Z', '2026-01-14T11:00:00Z')).toBe(true);
    // 06:00–08:00 Vienna begins before 07:00.
    expect(isResourceAvailable(gardener, '2026-01-14T05:00:00Z', '2026-01-14T07:00:00Z')).toBe(false);
    // Saturday until 12:00 only; Sunday never.
    expect(isResourceAvailable(gardener, '2026-01-17T07:00:00Z', '2026-01-17T11:00:00Z')).toBe(true);
    expect(isResourceAvailable(gardener, '2026-01-17T07:00:00Z', '2026-01-17T11:05:00Z')).toBe(false);
    expect(isResourceAvailable(gardener, '2026-01-18T08:00:00Z', '2026-01-18T09:00:00Z')).toBe(false);
  });

  it('reads the weekly hours in Vienna time on both sides of the March change', () => {
    // Friday 27 March (winter): 07:00 Vienna is 06:00 UTC.
    expect(isResourceAvailable(gardener, '2026-03-27T06:00:00Z', '2026-03-27T15:00:00Z')).toBe(true);
    // Monday 30 March (summer): 07:00 Vienna is 05:00 UTC, and 16:00 is 14:00 UTC.
    expect(isResourceAvailable(gardener, '2026-03-30T05:00:00Z', '2026-03-30T14:00:00Z')).toBe(true);
    expect(isResourceAvailable(gardener, '2026-03-30T05:00:00Z', '2026-03-30T14:05:00Z')).toBe(false);
    expect(isResourceAvailable(gardener, '2026-03-30T04:55:00Z', '2026-03-30T06:00:00Z')).toBe(false);
  });

  it('reads the weekly hours in Vienna time on both sides of the October change', () => {
    // Friday 23 October (summer): 07:00–16:00 Vienna is 05:00–14:00 UTC.
    expect(isResourceAvailable(gardener, '2026-10-23T05:00:00Z', '2026-10-23T14:00:00Z')).toBe(true);
    expect(isResourceAvailable(gardener, '2026-10-23T14:00:00Z', '2026-10-23T15:00:00Z')).toBe(false);
    // Monday 26 October (winter): 07:00–16:00 Vienna is 06:00–15:00 UTC.
    expect(isResourceAvailable(gardener, '2026-10-26T14:00:00Z', '2026-10-26T15:00:00Z')).toBe(true);
    expect(isResourceAvailable(gardener, '2026-10-26T05:00:00Z', '2026-10-26T06:00:00Z')).toBe(false);
  });

  it('joins the days of a resource there around the clock over the night of a change', () => {
    // Saturday 28 March 20:00 to Sunday 29 March 20:00 Vienna: the night has 23 hours.
    expect(isResourceAvailable(allWeek, '2026-03-28T19:00:00Z', '2026-03-29T18:00:00Z')).toBe(true);
    // Saturday 24 October 20:00 to Sunday 25 October 20:00 Vienna: the night has 25 hours.
    expect(isResourceAvailable(allWeek, '2026-10-24T18:00:00Z', '2026-10-25T19:00:00Z')).toBe(true);
    // A gardener's evening does not join the next morning.
    expect(isResourceAvailable(gardener, '2026-01-14T14:00:00Z', '2026-01-15T07:00:00Z')).toBe(false);
  });

  it('follows the exceptions: an absent day, and other hours that replace the weekly ones', () => {
    const onHoliday = {
      availableDates: [
        ...gardener.availableDates,
        exception('2026-03-30', { reason: 'Urlaub' }),
        exception('2026-03-31', { absent: false, from: '10:00', to: '18:00', reason: 'Spätdienst' }),
      ],
    };
    expect(isResourceAvailable(onHoliday, '2026-03-30T06:00:00Z', '2026-03-30T07:00:00Z')).toBe(false);
    // 31 March: 07:00 Vienna is no longer within the hours, 17:00 is.
    expect(isResourceAvailable(onHoliday, '2026-03-31T05:00:00Z', '2026-03-31T06:00:00Z')).toBe(false);
    expect(isResourceAvailable(onHoliday, '2026-03-31T14:00:00Z', '2026-03-31T16:00:00Z')).toBe(true);
    // The day before stays as every week.
    expect(isResourceAvailable(onHoliday, '2026-03-27T06:00:00Z', '2026-03-27T07:00:00Z')).toBe(true);
  });

  it('takes a resource without weekly hours as there always, apart from its exceptions', () => {
    const field = { availableDates: [exception('2026-10-25', { reason: 'Frost' })] };
    expect(isResourceAvailable(field, '2026-10-24T01:00:00Z', '2026-10-24T21:00:00Z')).toBe(true);
    // 25 October Vienna begins at 22:00 UTC on the 24th.
    expect(isResourceAvailable(field, '2026-10-24T21:00:00Z', '2026-10-24T22:05:00Z')).toBe(false);
  });

  it('refuses a stage that ends before it starts', () => {
    expect(isResourceAvailable(allWeek, '2026-01-14T10:00:00Z', '2026-01-14T09:00:00Z')).toBe(false);
  });
});

describe('planStatus', () => {
  it('rolls the stages up: all complete, some started, none started', () => {
    expect(planStatus([])).toBe('open');
    expect(planStatus([{ status: 'open' }, { status: 'open' }])).toBe('open');
    expect(planStatus([{ status: 'open' }, { status: 'partial' }])).toBe('partial');
    expect(planStatus([{ status: 'complete' }, { status: 'open' }])).toBe('partial');
    expect(planStatus([{ status: 'complete' }, { status: 'complete' }])).toBe('complete');
  });
});

describe('timesOverlap', () => {
  it('counts a stage that starts as another ends as no overlap', () => {
    const a = { start: '2026-01-14T07:00:00Z', end: '2026-01-14T09:00:00Z' };
    expect(timesOverlap(a, { start: '2026-01-14T09:00:00Z', end: '2026-01-14T10:00:00Z' })).toBe(false);
    expect(timesOverlap(a, { start: '2026-01-14T08:55:00Z', end: '2026-01-14T10:00:00Z' })).toBe(true);
  });
});

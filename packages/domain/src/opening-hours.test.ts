import { describe, expect, it } from 'vitest';
import {
  hoursOn,
  openState,
  slotsOn,
  viennaClock,
  viennaWallMoment,
  weekdayKeyOf,
  weekRows,
  type OpeningSchedule,
} from './opening-hours';

const nine = [{ opens: '09:00', closes: '12:00' }];
const schedule: OpeningSchedule = {
  closedOnHolidays: true,
  locations: [
    {
      id: 'baumschule',
      name: 'Baumschule',
      week: {
        mo: [{ opens: '08:00', closes: '18:00' }],
        tu: [{ opens: '08:00', closes: '18:00' }],
        we: [{ opens: '08:00', closes: '18:00' }],
        th: [{ opens: '08:00', closes: '18:00' }],
        fr: [{ opens: '08:00', closes: '18:00' }],
        sa: [{ opens: '08:00', closes: '13:00' }],
        su: [{ opens: '01:00', closes: '04:00' }],
      },
      seasons: [
        { name: 'Winter', from: '12-01', to: '02-28', week: { tu: nine, we: nine, th: nine, fr: nine } },
      ],
    },
  ],
  specialDays: [
    {
      date: '2026-12-24',
      location: null,
      hours: [{ opens: '08:00', closes: '11:00' }],
      note: 'Heiliger Abend',
    },
    { date: '2026-06-12', location: 'baumschule', hours: [], note: 'Betriebsausflug' },
  ],
};
const holidays = [{ date: '2026-04-06', name: 'Ostermontag' }];

describe('opening hours in Vienna time', () => {
  it('turns Vienna wall-clock times into moments in winter and summer time', () => {
    expect(viennaWallMoment('2026-01-15', '08:00').toISOString()).toBe('2026-01-15T07:00:00.000Z');
    expect(viennaWallMoment('2026-07-15', '08:00').toISOString()).toBe('2026-07-15T06:00:00.000Z');
    // 29 March 2026: 02:00 jumps to 03:00; 25 October 2026: 03:00 falls back to 02:00.
    expect(viennaWallMoment('2026-03-29', '01:00').toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(viennaWallMoment('2026-03-29', '03:00').toISOString()).toBe('2026-03-29T01:00:00.000Z');
    expect(viennaWallMoment('2026-03-29', '02:30').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(viennaWallMoment('2026-10-25', '02:30').toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(viennaWallMoment('2026-10-25', '03:00').toISOString()).toBe('2026-10-25T02:00:00.000Z');
    expect(viennaClock(new Date('2026-10-25T01:30:00Z'))).toBe('02:30');
    expect(weekdayKeyOf('2026-03-29')).toBe('su');
  });

  it('picks a special day over a holiday over a season over the week', () => {
    expect(hoursOn(schedule, 'baumschule', '2026-12-24', holidays)).toMatchObject({
      kind: 'special',
      note: 'Heiliger Abend',
      hours: [{ opens: '08:00', closes: '11:00' }],
    });
    expect(hoursOn(schedule, 'baumschule', '2026-04-06', holidays)).toMatchObject({
      kind: 'holiday',
      hours: [],
      note: 'Ostermontag',
    });
    // Winter over the new year: Mondays closed, Tuesday 9 to 12.
    expect(hoursOn(schedule, 'baumschule', '2027-01-04', holidays).hours).toEqual([]);
    expect(hoursOn(schedule, 'baumschule', '2027-01-05', holidays)).toMatchObject({
      kind: 'season',
      hours: nine,
    });
    expect(hoursOn(schedule, 'baumschule', '2026-06-12', holidays)).toMatchObject({
      note: 'Betriebsausflug',
      hours: [],
    });
    expect(hoursOn(schedule, 'baumschule', '2026-06-11', holidays).hours).toEqual([
      { opens: '08:00', closes: '18:00' },
    ]);
  });

  it('says open until or closed until the next opening', () => {
    // Thursday 11 June 2026, 17:59 in Vienna (summer time, UTC+2).
    expect(openState(schedule, 'baumschule', new Date('2026-06-11T15:59:00Z'), holidays)).toEqual({
      open: true,
      closesAt: { date: '2026-06-11', time: '18:00' },
      opensAt: null,
    });
    // 18:00 is closed; Friday is the outing, so Saturday 8:00.
    expect(openState(schedule, 'baumschule', new Date('2026-06-11T16:00:00Z'), holidays)).toEqual({
      open: false,
      closesAt: null,
      opensAt: { date: '2026-06-13', time: '08:00' },
    });
    // Easter Sunday night: Monday is a holiday, so Tuesday.
    expect(openState(schedule, 'baumschule', new Date('2026-04-05T20:00:00Z'), holidays).opensAt).toEqual({
      date: '2026-04-07',
      time: '08:00',
    });
    // A winter Monday morning (UTC+1) before Tuesday's 9:00.
    expect(openState(schedule, 'baumschule', new Date('2027-01-04T07:00:00Z'), holidays).opensAt).toEqual({
      date: '2027-01-05',
      time: '09:00',
    });
  });

  it('lays slots on Vienna wall-clock times across both daylight-saving changes', () => {
    const hours = (date: string) =>
      slotsOn(schedule, 'baumschule', date, 60, holidays, new Date(0)).map(
        (slot) => `${slot.start.toISOString()}–${slot.end.toISOString()}`,
      );
    // Sunday 29 March 2026, open 1:00 to 4:00: the hour 2:00–3:00 does not exist, so there is no
    // slot at 2:00; the one at 1:00 ends at 3:00 summer time, one real hour later.
    expect(hours('2026-03-29')).toEqual([
      '2026-03-29T00:00:00.000Z–2026-03-29T01:00:00.000Z',
      '2026-03-29T01:00:00.000Z–2026-03-29T02:00:00.000Z',
    ]);
    // Sunday 25 October 2026: 2:00 comes twice; the slots follow the wall clock, in summer time first.
    expect(hours('2026-10-25')).toEqual([
      '2026-10-24T23:00:00.000Z–2026-10-25T00:00:00.000Z',
      '2026-10-25T00:00:00.000Z–2026-10-25T02:00:00.000Z',
      '2026-10-25T02:00:00.000Z–2026-10-25T03:00:00.000Z',
    ]);
    // The lead time drops the slots that start too early.
    expect(
      slotsOn(schedule, 'baumschule', '2026-06-13', 60, holidays, new Date('2026-06-13T08:30:00Z')).map(
        (slot) => viennaClock(slot.start),
      ),
    ).toEqual(['11:00', '12:00']);
  });
});

describe('the week in rows', () => {
  const eight = [{ opens: '08:00', closes: '18:00' }];
  const schedule: OpeningSchedule = {
    locations: [
      {
        id: 'nursery',
        name: 'Baumschule',
        week: {
          mo: eight,
          tu: eight,
          we: eight,
          th: eight,
          fr: eight,
          sa: [{ opens: '08:00', closes: '13:00' }],
        },
        seasons: [
          {
            name: 'Winter',
            from: '12-01',
            to: '02-28',
            week: { tu: nine, we: nine, th: nine, fr: nine, sa: [{ opens: '09:00', closes: '12:00' }] },
          },
        ],
      },
    ],
    specialDays: [],
    closedOnHolidays: true,
  };

  it('joins weekdays with the same hours and names closed days, Monday first', () => {
    expect(weekRows(schedule, 'nursery', '2026-11-30')).toEqual([
      { from: 'mo', to: 'fr', hours: eight },
      { from: 'sa', to: 'sa', hours: [{ opens: '08:00', closes: '13:00' }] },
      { from: 'su', to: 'su', hours: [] },
    ]);
  });

  it('takes the season’s week on a day of the season, over the new year', () => {
    expect(weekRows(schedule, 'nursery', '2027-01-15')).toEqual([
      { from: 'mo', to: 'mo', hours: [] },
      { from: 'tu', to: 'sa', hours: nine },
      { from: 'su', to: 'su', hours: [] },
    ]);
    expect(weekRows(schedule, 'elsewhere', '2027-01-15')).toEqual([]);
  });
});

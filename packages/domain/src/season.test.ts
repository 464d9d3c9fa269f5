import { describe, expect, it } from 'vitest';
import {
  firstDayInSeasons,
  formatDayMonth,
  frostStopOf,
  isInSeason,
  isoWeek,
  isoWeekDays,
  isoWeekKey,
  orderShipDay,
  isSeasonDay,
  nextSeasonStart,
  plannedShipDate,
  productAvailability,
  productSeasons,
  type ProductSeasons,
} from './season';

const BARE_ROOT_SHIPPING = { from: '10-15', until: '04-15' };

describe('season windows', () => {
  it('wraps over the new year', () => {
    expect(isInSeason(BARE_ROOT_SHIPPING, '2026-10-15')).toBe(true);
    expect(isInSeason(BARE_ROOT_SHIPPING, '2026-12-31')).toBe(true);
    expect(isInSeason(BARE_ROOT_SHIPPING, '2027-01-01')).toBe(true);
    expect(isInSeason(BARE_ROOT_SHIPPING, '2027-04-15')).toBe(true);
    expect(isInSeason(BARE_ROOT_SHIPPING, '2027-04-16')).toBe(false);
    expect(isInSeason(BARE_ROOT_SHIPPING, '2026-07-01')).toBe(false);
    expect(isInSeason(BARE_ROOT_SHIPPING, '2026-10-14')).toBe(false);
  });

  it('holds a window within one year from its first to its last day', () => {
    const summer = { from: '05-01', until: '09-30' };
    expect(isInSeason(summer, '2026-04-30')).toBe(false);
    expect(isInSeason(summer, '2026-05-01')).toBe(true);
    expect(isInSeason(summer, '2026-09-30')).toBe(true);
    expect(isInSeason(summer, '2026-10-01')).toBe(false);
  });

  it('starts on the Vienna day: 22:30 UTC on 14 October is already 15 October in Vienna', () => {
    expect(isInSeason(BARE_ROOT_SHIPPING, '2026-10-14T22:30:00Z')).toBe(true);
    expect(isInSeason(BARE_ROOT_SHIPPING, '2026-10-14T21:59:00Z')).toBe(false);
    expect(nextSeasonStart(BARE_ROOT_SHIPPING, '2026-10-14T21:59:00Z')).toBe('2026-10-15');
    // In winter Vienna is one hour ahead: 23:30 UTC on 15 April is 16 April, the season is over.
    expect(isInSeason(BARE_ROOT_SHIPPING, '2027-04-15T21:30:00Z')).toBe(true);
    expect(isInSeason(BARE_ROOT_SHIPPING, '2027-04-15T22:30:00Z')).toBe(false);
  });

  it('gives the next start as a Vienna day, or the day itself inside the season', () => {
    expect(nextSeasonStart(BARE_ROOT_SHIPPING, '2026-07-01T10:00:00Z')).toBe('2026-10-15');
    expect(nextSeasonStart(BARE_ROOT_SHIPPING, '2026-04-16T10:00:00Z')).toBe('2026-10-15');
    expect(nextSeasonStart(BARE_ROOT_SHIPPING, '2026-12-01T10:00:00Z')).toBe('2026-12-01');
    expect(nextSeasonStart({ from: '03-01', until: '05-31' }, '2026-11-30T12:00:00Z')).toBe('2027-03-01');
  });

  it('is a single day when it starts and ends on the same day', () => {
    const mayDay = { from: '05-01', until: '05-01' };
    expect(isInSeason(mayDay, '2026-04-30')).toBe(false);
    expect(isInSeason(mayDay, '2026-05-01')).toBe(true);
    expect(isInSeason(mayDay, '2026-05-02')).toBe(false);
    // Vienna midnight of 1 May (summer time) is 22:00 UTC on 30 April.
    expect(isInSeason(mayDay, '2026-04-30T22:00:00Z')).toBe(true);
    expect(isInSeason(mayDay, '2026-05-01T22:00:00Z')).toBe(false);
    expect(nextSeasonStart(mayDay, '2026-05-02T08:00:00Z')).toBe('2027-05-01');
  });

  it('knows 29 February in leap years only', () => {
    const fromLeapDay = { from: '02-29', until: '03-10' };
    expect(isInSeason(fromLeapDay, '2028-02-29')).toBe(true);
    expect(isInSeason(fromLeapDay, '2027-02-28')).toBe(false);
    expect(isInSeason(fromLeapDay, '2027-03-01')).toBe(true);
    expect(nextSeasonStart(fromLeapDay, '2027-01-10T12:00:00Z')).toBe('2027-03-01');
    expect(nextSeasonStart(fromLeapDay, '2028-01-10T12:00:00Z')).toBe('2028-02-29');

    const untilLeapDay = { from: '12-01', until: '02-29' };
    expect(isInSeason(untilLeapDay, '2027-02-28')).toBe(true);
    expect(isInSeason(untilLeapDay, '2027-03-01')).toBe(false);
    expect(isInSeason(untilLeapDay, '2028-02-29')).toBe(true);
    expect(isInSeason(untilLeapDay, '2028-03-01')).toBe(false);

    expect(nextSeasonStart({ from: '02-29', until: '02-29' }, '2026-03-01T12:00:00Z')).toBe('2028-02-29');
  });

  it('accepts days of the year as MM-DD only', () => {
    expect(isSeasonDay('10-15')).toBe(true);
    expect(isSeasonDay('02-29')).toBe(true);
    expect(isSeasonDay('02-30')).toBe(false);
    expect(isSeasonDay('04-31')).toBe(false);
    expect(isSeasonDay('13-01')).toBe(false);
    expect(isSeasonDay('4-15')).toBe(false);
    expect(isSeasonDay('15.10.')).toBe(false);
  });

  it('finds the first day two seasons share', () => {
    const sales = { from: '09-01', until: '05-31' };
    expect(firstDayInSeasons([sales, BARE_ROOT_SHIPPING], '2026-06-10')).toBe('2026-10-15');
    expect(firstDayInSeasons([null, undefined], '2026-06-10')).toBe('2026-06-10');
    expect(
      firstDayInSeasons(
        [
          { from: '01-01', until: '01-31' },
          { from: '06-01', until: '06-30' },
        ],
        '2026-06-10',
      ),
    ).toBeNull();
  });
});

describe('ISO weeks', () => {
  it('numbers weeks from Monday, week 1 holding 4 January', () => {
    expect(isoWeek('2026-10-13')).toBe(42);
    expect(isoWeek('2026-10-15')).toBe(42);
    expect(isoWeek('2026-10-19')).toBe(43);
    expect(isoWeek('2026-01-01')).toBe(1);
    expect(isoWeek('2025-12-29')).toBe(1);
    expect(isoWeek('2027-01-01')).toBe(53);
    expect(isoWeek('2027-01-04')).toBe(1);
    expect(isoWeek('2021-01-03')).toBe(53);
    expect(isoWeek('2024-12-30')).toBe(1);
  });
});

describe('a product’s seasons', () => {
  it('takes its own season before its groups’, and the first group that has one', () => {
    const groups = [
      { preorders_allowed: false },
      { shipping_season: BARE_ROOT_SHIPPING, preorders_allowed: true },
      { shipping_season: { from: '03-01', until: '05-31' }, sales_season: { from: '01-01', until: '06-30' } },
    ];
    expect(productSeasons({}, groups)).toEqual({
      sales_season: { from: '01-01', until: '06-30' },
      shipping_season: BARE_ROOT_SHIPPING,
      pickup_season: null,
      preorders_allowed: true,
    });
    expect(
      productSeasons({ shipping_season: { from: '09-01', until: '11-30' } }, groups).shipping_season,
    ).toEqual({
      from: '09-01',
      until: '11-30',
    });
    expect(productSeasons({}, [])).toEqual({
      sales_season: null,
      shipping_season: null,
      pickup_season: null,
      preorders_allowed: false,
    });
  });
});

describe('availability', () => {
  const bareRoot: ProductSeasons = {
    sales_season: null,
    shipping_season: BARE_ROOT_SHIPPING,
    pickup_season: null,
    preorders_allowed: true,
  };

  it('is a pre-order in summer, shipped from the season’s first day and week', () => {
    const summer = productAvailability(bareRoot, '2026-07-01T10:00:00Z');
    expect(summer).toEqual({ state: 'preorder', ship_from: '2026-10-15', ship_week: 42 });
    expect(plannedShipDate(summer)).toBe('2026-10-15');
  });

  it('is orderable now inside the shipping season, from Vienna midnight of its first day', () => {
    expect(productAvailability(bareRoot, '2026-10-14T22:30:00Z')).toEqual({ state: 'now' });
    expect(plannedShipDate({ state: 'now' })).toBeNull();
    expect(productAvailability(bareRoot, '2026-10-14T21:30:00Z').state).toBe('preorder');
  });

  it('cannot be ordered outside the shipping season without pre-orders', () => {
    expect(productAvailability({ ...bareRoot, preorders_allowed: false }, '2026-07-01T10:00:00Z')).toEqual({
      state: 'not_orderable',
      orderable_from: '2026-10-15',
    });
  });

  it('cannot be ordered outside the sales season, even with pre-orders, until the sales season starts', () => {
    const seasons = { ...bareRoot, sales_season: { from: '09-01', until: '05-31' } };
    expect(productAvailability(seasons, '2026-07-01T10:00:00Z')).toEqual({
      state: 'not_orderable',
      orderable_from: '2026-09-01',
    });
    expect(productAvailability(seasons, '2026-09-10T10:00:00Z')).toEqual({
      state: 'preorder',
      ship_from: '2026-10-15',
      ship_week: 42,
    });
  });

  it('goes by the pickup season for pickup, all year without one', () => {
    expect(productAvailability(bareRoot, '2026-07-01T10:00:00Z', 'pickup')).toEqual({ state: 'now' });
    const pickupInSpring = { ...bareRoot, pickup_season: { from: '03-01', until: '05-31' } };
    expect(productAvailability(pickupInSpring, '2026-07-01T10:00:00Z', 'pickup')).toEqual({
      state: 'preorder',
      ship_from: '2027-03-01',
      ship_week: 9,
    });
  });

  it('writes the day and month as people read them', () => {
    expect(formatDayMonth('2026-10-13')).toBe('13.10.');
    expect(formatDayMonth('2026-10-13', 'en')).toBe('13 Oct');
    expect(formatDayMonth('2026-09-01')).toBe('01.09.');
    expect(formatDayMonth('2026-09-01', 'en')).toBe('1 Sep');
  });
});

describe('frost stop', () => {
  const stop = { groups: ['hedges'], from: '2026-12-10', until: '2026-12-20', text: 'Bodenfrost' };
  const container: ProductSeasons = {
    sales_season: null,
    shipping_season: null,
    pickup_season: null,
    preorders_allowed: false,
    frost_stop: stop,
  };

  it('holds a product of a named group from its first to its last day, in Vienna time', () => {
    expect(frostStopOf(stop, ['roses', 'hedges'])).toBe(stop);
    expect(frostStopOf(stop, ['roses'])).toBeNull();
    // 9 Dec 23:30 UTC is already 10 Dec in Vienna.
    expect(productAvailability(container, '2026-12-09T23:30:00Z')).toEqual({
      state: 'frost_stop',
      ship_from: '2026-12-21',
      text: 'Bodenfrost',
    });
    expect(productAvailability(container, '2026-12-09T22:30:00Z')).toEqual({ state: 'now' });
    expect(productAvailability(container, '2026-12-20T22:59:00Z').state).toBe('frost_stop');
    expect(productAvailability(container, '2026-12-20T23:00:00Z')).toEqual({ state: 'now' });
  });

  it('plans the day after the stop, and no day while the stop is open-ended', () => {
    expect(plannedShipDate(productAvailability(container, '2026-12-15T10:00:00Z'))).toBe('2026-12-21');
    const open = { ...container, frost_stop: { ...stop, until: null } };
    const held = productAvailability(open, '2027-02-01T10:00:00Z');
    expect(held).toEqual({ state: 'frost_stop', ship_from: null, text: 'Bodenfrost' });
    expect(plannedShipDate(held)).toBeNull();
  });

  it('leaves pickup alone, and a pre-order whose season starts after the stop', () => {
    expect(productAvailability(container, '2026-12-15T10:00:00Z', 'pickup')).toEqual({ state: 'now' });
    const bareRoot = { ...container, shipping_season: BARE_ROOT_SHIPPING, preorders_allowed: true };
    expect(productAvailability(bareRoot, '2026-07-01T10:00:00Z')).toEqual({
      state: 'preorder',
      ship_from: '2026-10-15',
      ship_week: 42,
    });
    const earlyStop = { ...bareRoot, frost_stop: { ...stop, from: '2026-10-01', until: '2026-10-20' } };
    expect(productAvailability(earlyStop, '2026-07-01T10:00:00Z')).toEqual({
      state: 'frost_stop',
      ship_from: '2026-10-21',
      text: 'Bodenfrost',
    });
  });
});

describe('an order’s shipping day and week', () => {
  it('names the ISO week with the year it belongs to, and its Monday to Sunday', () => {
    expect(isoWeekKey('2026-10-15')).toBe('2026-W42');
    expect(isoWeekKey('2027-01-01')).toBe('2026-W53');
    expect(isoWeekKey('2024-12-30')).toBe('2025-W01');
    expect(isoWeekDays('2026-W42')).toEqual({ from: '2026-10-12', until: '2026-10-18' });
    expect(isoWeekDays('2026-W53')).toEqual({ from: '2026-12-28', until: '2027-01-03' });
    expect(isoWeekDays('2025-W01')).toEqual({ from: '2024-12-30', until: '2025-01-05' });
  });

  it('is the latest planned line, else the Vienna day of the order, and none while the frost holds it open', () => {
    const created = '2026-07-01T22:30:00Z';
    expect(orderShipDay([{ planned_ship_date: null }], created)).toBe('2026-07-02');
    expect(
      orderShipDay(
        [
          { planned_ship_date: '2026-10-15' },
          { planned_ship_date: null },
          { planned_ship_date: '2026-10-20' },
        ],
        created,
      ),
    ).toBe('2026-10-20');
    expect(
      orderShipDay(
        [{ planned_ship_date: '2026-10-15' }, { frost_hold: true, planned_ship_date: null }],
        created,
      ),
    ).toBeNull();
    expect(orderShipDay([{ frost_hold: true, planned_ship_date: '2026-12-21' }], created)).toBe('2026-12-21');
  });

  it('is the day of the shipment a split delivery sends next', () => {
    const created = '2026-07-01T08:00:00Z';
    const items = [
      { planned_ship_date: null },
      { planned_ship_date: '2026-10-15', second_shipment: true },
      { planned_ship_date: '2026-10-20', second_shipment: true },
    ];
    expect(orderShipDay(items, created, { firstShipped: false })).toBe('2026-07-01');
    expect(orderShipDay(items, created, { firstShipped: true })).toBe('2026-10-20');
    // A frost stop that came after the order holds the first shipment open.
    expect(
      orderShipDay(
        [
          { frost_hold: true, planned_ship_date: null },
          { planned_ship_date: '2026-10-15', second_shipment: true },
        ],
        created,
        { firstShipped: false },
      ),
    ).toBeNull();
  });
});

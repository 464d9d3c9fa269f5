import { describe, expect, it } from 'vitest';
import { cartDeliveryTimes, deliveryTime, deliveryTimeWords, type DeliveryTimeInput } from './delivery-time';
import { formatDayMonth } from './season';

const settings: DeliveryTimeInput['settings'] = {
  shipping_groups: [
    { uuid: 'paket', unit: [], delivery_days: { at: { min: 1, max: 2 }, de: { min: 2, max: 4 } } },
    { uuid: 'spedition', unit: [], delivery_days: { at: { min: 3, max: 5 } } },
  ],
  transit_days: { de: 6 },
};

const base: DeliveryTimeInput = {
  availability: { state: 'now' },
  dispatchDays: 2,
  shippingGroups: ['paket'],
  settings,
  country: 'at',
  method: 'shipping',
  pickupLeadDays: 1,
  // Saturday 12 December 2026, 23:30 in Vienna.
  now: new Date('2026-12-12T22:30:00Z'),
};

describe('the delivery time before the order', () => {
  it('adds the days until sending to the shipping group’s days for the country', () => {
    expect(deliveryTime(base)).toEqual({ kind: 'working_days', min: 3, max: 4 });
    expect(deliveryTime({ ...base, country: 'de' })).toEqual({ kind: 'working_days', min: 4, max: 6 });
  });

  it('takes the slowest of the product’s groups, and the country’s transit days where a group names none', () => {
    expect(deliveryTime({ ...base, shippingGroups: ['paket', 'spedition'] })).toEqual({
      kind: 'working_days',
      min: 5,
      max: 7,
    });
    // Spedition names no days for Germany: 1 to the shop's 6 transit days.
    expect(deliveryTime({ ...base, shippingGroups: ['spedition'], country: 'de', dispatchDays: 0 })).toEqual({
      kind: 'working_days',
      min: 1,
      max: 6,
    });
    // No group at all and no transit days set for Austria: the default 3.
    expect(deliveryTime({ ...base, shippingGroups: [], dispatchDays: null })).toEqual({
      kind: 'working_days',
      min: 1,
      max: 3,
    });
  });

  it('says when a pre-order or a frost-held product ships, and nothing for one that cannot be ordered', () => {
    expect(
      deliveryTime({ ...base, availability: { state: 'preorder', ship_from: '2027-10-15', ship_week: 41 } }),
    ).toEqual({ kind: 'ships_from', date: '2027-10-15' });
    expect(
      deliveryTime({ ...base, availability: { state: 'frost_stop', ship_from: '2026-12-21', text: '' } }),
    ).toEqual({ kind: 'after_frost', date: '2026-12-21' });
    expect(
      deliveryTime({ ...base, availability: { state: 'not_orderable', orderable_from: '2027-03-01' } }),
    ).toBeNull();
  });

  it('counts pickup days from the Vienna day, a frost stop aside', () => {
    expect(deliveryTime({ ...base, method: 'pickup' })).toEqual({
      kind: 'pickup_from',
      date: '2026-12-13',
      days: 1,
    });
    expect(
      deliveryTime({
        ...base,
        method: 'pickup',
        pickupLeadDays: 3,
        availability: { state: 'frost_stop', ship_from: null, text: '' },
      }),
    ).toEqual({ kind: 'pickup_from', date: '2026-12-15', days: 3 });
  });

  it('names the first day with a free pickup window, the opening hours’ and places’ answer', () => {
    // Saturday night: Sunday and Monday closed, the first free window on Tuesday.
    expect(deliveryTime({ ...base, method: 'pickup', firstPickupDay: '2026-12-15' })).toEqual({
      kind: 'pickup_from',
      date: '2026-12-15',
      days: 3,
    });
    // No window free in the days ahead: nothing is promised.
    expect(deliveryTime({ ...base, method: 'pickup', firstPickupDay: null })).toBeNull();
    // A pre-order is collected from its season's first day.
    expect(
      deliveryTime({
        ...base,
        method: 'pickup',
        firstPickupDay: null,
        availability: { state: 'preorder', ship_from: '2027-03-01', ship_week: 9 },
      }),
    ).toEqual({ kind: 'pickup_from', date: '2027-03-01', days: 79 });
  });

  it('joins a cart’s lines: the slowest working days, then each other kind once at its latest day', () => {
    expect(
      cartDeliveryTimes([
        { kind: 'working_days', min: 3, max: 4 },
        { kind: 'ships_from', date: '2027-10-15' },
        { kind: 'working_days', min: 2, max: 6 },
        { kind: 'after_frost', date: '2026-12-21' },
        { kind: 'after_frost', date: null },
        { kind: 'ships_from', date: '2027-03-01' },
        null,
      ]),
    ).toEqual([
      { kind: 'working_days', min: 2, max: 6 },
      { kind: 'after_frost', date: null },
      { kind: 'ships_from', date: '2027-10-15' },
    ]);
  });

  it('names the words for each kind', () => {
    const day = (date: string) => formatDayMonth(date);
    expect(deliveryTimeWords({ kind: 'working_days', min: 3, max: 5 }, day)).toEqual({
      key: 'delivery.workingDays',
      values: { min: 3, max: 5 },
    });
    expect(deliveryTimeWords({ kind: 'working_days', min: 2, max: 2 }, day)).toEqual({
      key: 'delivery.workingDaysExact',
      values: { count: 2 },
    });
    expect(deliveryTimeWords({ kind: 'ships_from', date: '2026-10-13' }, day)).toEqual({
      key: 'delivery.shipsFrom',
      values: { date: '13.10.' },
    });
    expect(deliveryTimeWords({ kind: 'after_frost', date: null }, day).key).toBe('delivery.afterFrost');
    expect(deliveryTimeWords({ kind: 'pickup_from', date: '2026-12-13', days: 1 }, day).key).toBe(
      'delivery.pickupTomorrow',
    );
    expect(deliveryTimeWords({ kind: 'pickup_from', date: '2026-12-12', days: 0 }, day).key).toBe(
      'delivery.pickupToday',
    );
    expect(deliveryTimeWords({ kind: 'pickup_from', date: '2026-12-15', days: 3 }, day)).toEqual({
      key: 'delivery.pickupFrom',
      values: { date: '15.12.' },
    });
  });
});

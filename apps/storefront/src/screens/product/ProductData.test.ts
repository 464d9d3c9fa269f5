import { describe, expect, it } from 'vitest';
import { offerAvailability } from './ProductData';

describe('the schema.org availability of an offer', () => {
  it('is in stock when it can be bought now', () => {
    expect(offerAvailability({ state: 'now' }, true)).toEqual({ availability: 'https://schema.org/InStock' });
    expect(offerAvailability(undefined, true)).toEqual({ availability: 'https://schema.org/InStock' });
  });

  it('is a pre-order from the first shipping day', () => {
    expect(offerAvailability({ state: 'preorder', ship_from: '2026-10-15', ship_week: 42 }, true)).toEqual({
      availability: 'https://schema.org/PreOrder',
      availabilityStarts: '2026-10-15',
    });
  });

  it('is a back order during a frost stop, from its end when that is set', () => {
    expect(
      offerAvailability({ state: 'frost_stop', ship_from: '2026-12-21', text: 'Bodenfrost' }, true),
    ).toEqual({
      availability: 'https://schema.org/BackOrder',
      availabilityStarts: '2026-12-21',
    });
    expect(offerAvailability({ state: 'frost_stop', ship_from: null, text: '' }, true)).toEqual({
      availability: 'https://schema.org/BackOrder',
    });
  });

  it('is out of stock when sold out, or out of season until its season opens', () => {
    expect(offerAvailability({ state: 'now' }, false)).toEqual({
      availability: 'https://schema.org/OutOfStock',
    });
    expect(offerAvailability({ state: 'not_orderable', orderable_from: '2027-03-01' }, true)).toEqual({
      availability: 'https://schema.org/OutOfStock',
      availabilityStarts: '2027-03-01',
    });
    expect(offerAvailability({ state: 'not_orderable', orderable_from: null }, true)).toEqual({
      availability: 'https://schema.org/OutOfStock',
    });
  });
});

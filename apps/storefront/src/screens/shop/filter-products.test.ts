import { describe, expect, it } from 'vitest';
import type { Product } from '@gartenwerk/api-client';
import { filterProducts, withFilters } from './filter-products';
import { NO_FILTERS } from './filters';

const product = (title: string, price: number | null, extra: Partial<Product> = {}): Product => ({
  _id: title,
  title,
  price,
  ...extra,
});
const list = [
  product('Rose', 12.5, { colors: ['rot'], tags: ['duftend'], available: true, created: '2026-03-01' }),
  product('Eibe', null, { available: true, created: '2026-05-01' }),
  product('Buchs', 4.9, { colors: ['gruen'], available: false, created: '2026-01-01' }),
  product('Ahorn', 39, { colors: ['rot', 'gruen'], tags: ['duftend', 'winterhart'], available: true }),
];
const titles = (products: Product[]) => products.map((each) => each.title);

describe('the filters of a list the server gives whole (search, specials)', () => {
  it('sorts by price either way with the product on request last, by name and by age', () => {
    expect(titles(filterProducts(list, { ...NO_FILTERS, sort: 'price' }))).toEqual([
      'Buchs',
      'Rose',
      'Ahorn',
      'Eibe',
    ]);
    expect(titles(filterProducts(list, { ...NO_FILTERS, sort: '-price' }))).toEqual([
      'Ahorn',
      'Rose',
      'Buchs',
      'Eibe',
    ]);
    expect(titles(filterProducts(list, { ...NO_FILTERS, sort: 'title' }))).toEqual([
      'Ahorn',
      'Buchs',
      'Eibe',
      'Rose',
    ]);
    expect(titles(filterProducts(list, { ...NO_FILTERS, sort: '-created' }))).toEqual([
      'Eibe',
      'Rose',
      'Buchs',
      'Ahorn',
    ]);
    // The search's own ranking stays.
    expect(titles(filterProducts(list, NO_FILTERS))).toEqual(['Rose', 'Eibe', 'Buchs', 'Ahorn']);
  });

  it('keeps any of the colours, every tag, the available ones and prices within both bounds', () => {
    expect(titles(filterProducts(list, { ...NO_FILTERS, colors: ['gruen'] }))).toEqual(['Buchs', 'Ahorn']);
    expect(titles(filterProducts(list, { ...NO_FILTERS, tags: ['duftend', 'winterhart'] }))).toEqual([
      'Ahorn',
    ]);
    expect(titles(filterProducts(list, { ...NO_FILTERS, available: true }))).toEqual([
      'Rose',
      'Eibe',
      'Ahorn',
    ]);
    expect(titles(filterProducts(list, { ...NO_FILTERS, priceMin: 4.9, priceMax: 12.5 }))).toEqual([
      'Rose',
      'Buchs',
    ]);
  });

  it('keeps the search text in the address when the filters change', () => {
    const params = new URLSearchParams('q=rose&colors=rot&sort=title');
    expect(withFilters(params, { ...NO_FILTERS, sort: '-price' }).toString()).toBe('sort=-price&q=rose');
  });
});

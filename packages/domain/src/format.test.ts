import { describe, expect, it } from 'vitest';
import { GRID_COLUMNS, IMAGE_EXTENSIONS } from './constants';
import {
  countryName,
  NEARBY_COUNTRY_NAMES,
  formatFileSize,
  isImageExtension,
  lazyListColumnSpan,
  lazyListColumns,
  sortEntriesByPublishDate,
  sortPages,
  withScheme,
} from './format';

describe('display helpers', () => {
  it('treats jpg, jpeg, gif, png and svg as images', () => {
    expect(IMAGE_EXTENSIONS).toEqual(['jpg', 'jpeg', 'gif', 'png', 'svg']);
    for (const ext of ['jpg', 'JPEG', '.gif', 'png', 'svg']) expect(isImageExtension(ext)).toBe(true);
    expect(isImageExtension('pdf')).toBe(false);
    expect(isImageExtension('webp')).toBe(false);
    expect(isImageExtension(undefined)).toBe(false);
  });

  it('adds https:// when a URL has no scheme', () => {
    expect(withScheme('gartenwerk.at')).toBe('https://gartenwerk.at');
    expect(withScheme('//cdn.gartenwerk.at/a.png')).toBe('https://cdn.gartenwerk.at/a.png');
    expect(withScheme('http://gartenwerk.at')).toBe('http://gartenwerk.at');
    expect(withScheme('https://gartenwerk.at')).toBe('https://gartenwerk.at');
    expect(withScheme('mailto:info@gartenwerk.at')).toBe('mailto:info@gartenwerk.at');
    expect(withScheme('')).toBe('');
  });

  it('shows file sizes in KB, and in MB from 1000 KB', () => {
    expect(formatFileSize(2048)).toBe('2 KB');
    expect(formatFileSize(999 * 1024)).toBe('999 KB');
    expect(formatFileSize(1000 * 1024)).toBe('1.0 MB');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5.0 MB');
  });

  it('lays the lazy list out in 1, 2 or 3 columns of the 12-column grid', () => {
    expect(lazyListColumns(320)).toBe(1);
    expect(lazyListColumns(800)).toBe(1);
    expect(lazyListColumns(801)).toBe(2);
    expect(lazyListColumns(1200)).toBe(2);
    expect(lazyListColumns(1600)).toBe(3);
    expect(lazyListColumns(2400)).toBe(3);
    expect(GRID_COLUMNS).toBe(12);
    expect([1, 2, 3].map(lazyListColumnSpan)).toEqual([12, 6, 4]);
  });

  it('sorts entries newest publish_date first', () => {
    const entries = [
      { title: 'old', publish_date: '2025-01-01' },
      { title: 'new', publish_date: '2026-03-01' },
      { title: 'none' },
      { title: 'mid', publish_date: new Date('2025-06-01') },
    ];
    expect(sortEntriesByPublishDate(entries).map((entry) => entry.title)).toEqual([
      'new',
      'mid',
      'old',
      'none',
    ]);
  });

  it('sorts pages by order, and children of equal order by title', () => {
    const pages = [
      { title: 'Rosen', order: 2 },
      { title: 'Obstbäume', order: 1 },
      { title: 'Äpfel', order: 2 },
      { title: 'Hecken', order: 2 },
    ];
    expect(sortPages(pages).map((page) => page.title)).toEqual(['Obstbäume', 'Äpfel', 'Hecken', 'Rosen']);
  });
});

describe('countryName', () => {
  it('names a country by its code in German or English, and leaves anything else as it is', () => {
    expect(countryName('at')).toBe('Österreich');
    expect(countryName('DE', 'de')).toBe('Deutschland');
    expect(countryName('at', 'en')).toBe('Austria');
    expect(countryName('ch', 'en')).toBe('Switzerland');
    expect(countryName('')).toBe('');
    expect(countryName('Austria')).toBe('Austria');
  });

  it('names the nearby countries from its table as the platform does, and the others through Intl', () => {
    for (const language of ['de', 'en'] as const)
      for (const [code, name] of Object.entries(NEARBY_COUNTRY_NAMES[language]))
        expect(name).toBe(new Intl.DisplayNames([language], { type: 'region' }).of(code));
    expect(countryName('fr', 'de')).toBe('Frankreich');
    expect(countryName('nl', 'en')).toBe('Netherlands');
  });
});

import { describe, expect, it } from 'vitest';
import { isPlaceholderCompanyValue, isSampleText, missingImprintFields, openingHoursRows } from './company';

describe('missingImprintFields', () => {
  it('names the empty fields and the zero-filled demo values, in the imprint’s order', () => {
    expect(
      missingImprintFields({
        name: 'Baumschule Lindner KG',
        street: 'Lindenweg 4',
        zip: '3100',
        city: 'St. Pölten',
        country: 'Österreich',
        phone: '+43 2732 000 000',
        email: 'shop@lindner.example',
        uid: 'ATU00000000',
        register: '',
        authority: 'Magistrat St. Pölten',
      }),
    ).toEqual(['phone', 'uid', 'register']);
  });

  it('takes real numbers as filled in', () => {
    expect(isPlaceholderCompanyValue('ATU12345678')).toBe(false);
    expect(isPlaceholderCompanyValue('+43 1 505 10 20')).toBe(false);
    expect(isPlaceholderCompanyValue('FN 123456a, LG Krems')).toBe(false);
    expect(isPlaceholderCompanyValue('FN 000000x')).toBe(true);
    expect(isPlaceholderCompanyValue('  ')).toBe(true);
  });
});

describe('isSampleText', () => {
  it('knows the seeded templates by their notice', () => {
    expect(isSampleText('<p><strong>Mustertext – nur zur Demonstration.</strong> …</p>')).toBe(true);
    expect(isSampleText('<p>Unsere AGB</p>')).toBe(false);
  });
});

describe('openingHoursRows', () => {
  it('gives the week in order with the days no range covers as closed', () => {
    expect(
      openingHoursRows([
        { from: 'sa', to: 'sa', opens: '08:00', closes: '13:00' },
        { from: 'mo', to: 'fr', opens: '08:00', closes: '18:00' },
      ]),
    ).toEqual([
      { from: 'mo', to: 'fr', hours: { opens: '08:00', closes: '18:00' } },
      { from: 'sa', to: 'sa', hours: { opens: '08:00', closes: '13:00' } },
      { from: 'su', to: 'su', hours: null },
    ]);
  });
});

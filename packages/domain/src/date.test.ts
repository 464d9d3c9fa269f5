import { describe, expect, it } from 'vitest';
import { formatDate, formatTime, viennaDay, viennaMonth, viennaYear } from './date';

describe('Vienna dates', () => {
  it('dates a winter moment after 23:00 UTC the next day (UTC+1)', () => {
    const at = new Date('2026-11-28T23:16:00Z'); // 00:16 in Vienna
    expect(viennaDay(at)).toBe('2026-11-29');
    expect(formatDate(at)).toBe('29.11.2026');
    expect(formatDate(at, 'en')).toBe('29/11/2026');
    expect(formatTime(at)).toBe('00:16');
  });

  it('dates a summer moment after 22:00 UTC the next day (UTC+2)', () => {
    expect(viennaDay('2026-06-30T22:30:00.000Z')).toBe('2026-07-01');
    expect(formatDate('2026-06-30T21:59:00.000Z')).toBe('30.06.2026');
    expect(formatTime('2026-06-30T22:30:00.000Z')).toBe('00:30');
  });

  it('moves month and year over at Vienna midnight on New Year’s Eve', () => {
    const at = Date.parse('2026-12-31T23:30:00Z');
    expect(viennaMonth(at)).toBe('2027-01');
    expect(viennaYear(at)).toBe(2027);
    expect(formatDate(at)).toBe('01.01.2027');
  });

  it('keeps a calendar day as it is', () => {
    expect(viennaDay('2026-03-01')).toBe('2026-03-01');
    expect(formatDate('2026-03-01')).toBe('01.03.2026');
    expect(formatDate('2026-03-01', 'en')).toBe('01/03/2026');
  });

  it('takes a locale tag for its language', () => {
    expect(formatDate('2026-03-01', 'en-GB')).toBe('01/03/2026');
    expect(formatDate('2026-03-01', 'de-AT')).toBe('01.03.2026');
    expect(formatDate('2026-03-01', 'fr')).toBe('01.03.2026');
  });

  it('writes the month in the long style', () => {
    expect(formatDate('2026-03-01', 'de', 'long')).toBe('1. März 2026');
    expect(formatDate('2026-03-01', 'en', 'long')).toBe('1 March 2026');
    expect(formatDate(new Date('2026-02-28T23:30:00Z'), 'de', 'long')).toBe('1. März 2026');
  });
});

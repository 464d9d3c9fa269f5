import { describe, expect, it } from 'vitest';
import { formatDecimal, parseDecimal } from './decimal';

describe('parseDecimal', () => {
  it.each([
    ['12', 12],
    ['12,5', 12.5],
    ['12,50', 12.5],
    [',5', 0.5],
    ['0,07', 0.07],
    ['1.234', 1234],
    ['1.234,56', 1234.56],
    ['12.345.678,9', 12345678.9],
    ['12.50', 12.5],
    ['  7,90 € ', 7.9],
    ['€ 1.000', 1000],
    ['1 234,5', 1234.5],
    ['-3,2', -3.2],
    ['12,', 12],
    ['-0', 0],
  ])('reads %j as %d', (text, value) => {
    expect(parseDecimal(text)).toEqual({ ok: true, value });
  });

  it.each(['', '   ', ' € '])('reads %j as no value', (text) => {
    expect(parseDecimal(text)).toEqual({ ok: true, value: null });
  });

  it.each(['abc', '12,5,0', '1,234.56', '1.23.4', '12a', '--1', '1e3', ',', '.'])('refuses %j', (text) => {
    expect(parseDecimal(text)).toEqual({ ok: false, problem: 'number' });
  });

  it('refuses a fraction where whole numbers are asked, but not trailing zeros', () => {
    expect(parseDecimal('3,5', { integer: true })).toEqual({ ok: false, problem: 'integer' });
    expect(parseDecimal('3,00', { integer: true })).toEqual({ ok: true, value: 3 });
  });

  it('refuses a third digit after the comma in money', () => {
    expect(parseDecimal('9,999', { fractionDigits: 2 })).toEqual({ ok: false, problem: 'fraction' });
    expect(parseDecimal('9,990', { fractionDigits: 2 })).toEqual({ ok: true, value: 9.99 });
  });

  it('refuses what lies below the minimum', () => {
    expect(parseDecimal('-0,01', { minimum: 0 })).toEqual({ ok: false, problem: 'minimum' });
    expect(parseDecimal('0', { minimum: 0 })).toEqual({ ok: true, value: 0 });
  });
});

describe('formatDecimal', () => {
  it.each([
    [12.5, undefined, '12,5'],
    [1234.5, 2, '1234,50'],
    [0.07, 2, '0,07'],
    [3, undefined, '3'],
    [null, 2, ''],
  ] as const)('writes %j (fraction digits %j) as %j', (value, digits, text) => {
    expect(formatDecimal(value, digits)).toBe(text);
  });
});

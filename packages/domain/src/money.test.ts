import { describe, expect, it } from 'vitest';
import { FALLBACK_PRICE, FALLBACK_PRICE_CENTS, PRICE_DECIMALS } from './constants';
import {
  formatEuro,
  formatEuros,
  fromCents,
  shippingBeforeDiscount,
  parseEuroAmount,
  positiveAmountOrNull,
  priceCentsOrFallback,
  roundCents,
  roundEuros,
  toCents,
} from './money';

describe('money in integer cents', () => {
  it('converts API euro numbers to cents exactly', () => {
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(1.005)).toBe(101);
    expect(toCents(-2.5)).toBe(-250);
    expect(toCents(0)).toBe(0);
  });

  it('refuses amounts that are not finite', () => {
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
    expect(() => toCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('converts cents back to euros with 2 decimals', () => {
    expect(fromCents(1999)).toBe(19.99);
    expect(fromCents(toCents(123.45))).toBe(123.45);
  });

  it('rounds prices to the spec’s 2 decimals, half away from zero', () => {
    expect(PRICE_DECIMALS).toBe(2);
    expect(roundEuros(2.345)).toBe(2.35);
    expect(roundCents(100.5)).toBe(101);
    expect(roundCents(-100.5)).toBe(-101);
  });

  it('uses the fallback price 999 when no price is found', () => {
    expect(FALLBACK_PRICE).toBe(999);
    expect(priceCentsOrFallback(undefined)).toBe(FALLBACK_PRICE_CENTS);
    expect(priceCentsOrFallback(null)).toBe(99900);
    expect(priceCentsOrFallback('abc')).toBe(99900);
    expect(priceCentsOrFallback('12.50')).toBe(1250);
    expect(priceCentsOrFallback(0)).toBe(0);
  });

  it('reads amounts from data, with 0, empty and null as not set for thresholds', () => {
    expect(parseEuroAmount('12,5')).toBe(1250);
    expect(parseEuroAmount('')).toBeNull();
    expect(positiveAmountOrNull(0)).toBeNull();
    expect(positiveAmountOrNull('')).toBeNull();
    expect(positiveAmountOrNull(null)).toBeNull();
    expect(positiveAmountOrNull(50)).toBe(5000);
  });

  it('formats cents as euros, one format per language', () => {
    expect(formatEuro(1999)).toBe('€ 19,99');
    expect(formatEuro(123450)).toBe('€ 1.234,50');
    expect(formatEuro(123450, 'de')).toBe('€ 1.234,50');
    expect(formatEuro(123450, 'en')).toBe('€1,234.50');
    expect(formatEuro(559, 'en')).toBe('€5.59');
    expect(formatEuro(-1250, 'de')).toBe('-€ 12,50');
    expect(formatEuro(-1250, 'en')).toBe('-€12.50');
    expect(formatEuro(0, 'en')).toBe('€0.00');
    expect(formatEuro(123450, 'en-GB')).toBe('€1,234.50');
    expect(formatEuro(123450, 'de-AT')).toBe('€ 1.234,50');
  });

  it('formats without Intl exactly as Intl does (de-AT, en-IE)', () => {
    const intl = {
      de: new Intl.NumberFormat('de-AT', { style: 'currency', currency: 'EUR' }),
      en: new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' }),
    };
    const amounts = [
      0,
      -0,
      1,
      5,
      99,
      100,
      1999,
      -1250,
      100000,
      123456789,
      -98765432,
      2 ** 50,
      0.5,
      1.5,
      -0.4,
      12.49,
    ];
    for (let cents = 0; cents < 5000; cents += 37) amounts.push(cents * 997, -cents);
    for (const language of ['de', 'en'] as const) {
      for (const cents of amounts) {
        expect(formatEuro(cents, language), `${language} ${cents}`).toBe(
          intl[language].format(cents / 100).replace(/\u00a0/g, ' '),
        );
      }
    }
    expect(formatEuro(123456789)).toBe('€ 1.234.567,89');
    expect(formatEuro(123456789, 'en')).toBe('€1,234,567.89');
  });

  it('adds a shipping discount back to the charged shipping, exactly to the cent', () => {
    expect(shippingBeforeDiscount({ shipping: 0, shipping_discount: 6.9 })).toBe(6.9);
    expect(shippingBeforeDiscount({ shipping: 4.9, shipping_discount: 5 })).toBe(9.9);
    // 0.1 + 0.2 in floating point would be 0.30000000000000004.
    expect(shippingBeforeDiscount({ shipping: 0.1, shipping_discount: 0.2 })).toBe(0.3);
    expect(shippingBeforeDiscount({ shipping: 6.9 })).toBe(6.9);
  });
});

describe('formatEuros', () => {
  it('formats an amount in euros as formatEuro formats its cents', () => {
    expect(formatEuros(1234.5)).toBe('€ 1.234,50');
    expect(formatEuros(1234.5, 'en')).toBe('€1,234.50');
    expect(formatEuros(-0.1)).toBe('-€ 0,10');
  });
});

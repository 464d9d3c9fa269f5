import { describe, expect, it } from 'vitest';
import { HOME_COUNTRY } from './constants';
import { isVatExempt, netOfGross, priceUnit, vatContextFor, vatOfGross, vatRateOf } from './vat';
import type { VatContext } from './vat';

const munich = {
  type: 'company',
  company: 'Gärtnerei Blum KG',
  country: 'de',
  uid: 'DE123456789',
  uid_confirmed: true,
};
const standard = { uuid: 'standard', rates: { at: 20, de: 19 } };
const context = (overrides: Partial<VatContext> = {}): VatContext => ({
  vatType: 'inclusive',
  homeCountry: 'at',
  country: 'at',
  exempt: false,
  fixedPrice: false,
  ...overrides,
});

describe('VAT', () => {
  it('takes the net and the VAT out of a gross amount, rounded once', () => {
    expect(netOfGross(11900, 19)).toBe(10000);
    expect(vatOfGross(11900, 19)).toBe(1900);
    // 24.90 / 1.13 = 22.0354…
    expect(netOfGross(2490, 13)).toBe(2204);
    expect(vatOfGross(2490, 13)).toBe(286);
  });

  it('takes the country rate of the VAT group, the home rate when the country has none, 0 without a group', () => {
    expect(vatRateOf(standard, 'de')).toBe(19);
    expect(vatRateOf(standard, 'fr')).toBe(20);
    expect(vatRateOf(undefined, 'de')).toBe(0);
    expect(HOME_COUNTRY).toBe('at');
  });

  it('inclusive mode: the home country pays exactly the entered price', () => {
    expect(priceUnit(2490, 13, 13, context())).toEqual({ net: 2204, price: 2490, rate: 13 });
    // 34.90 / 1.13 = 30.885 (the net rounds down, the gross stays)
    expect(priceUnit(3490, 13, 13, context())).toEqual({ net: 3088, price: 3490, rate: 13 });
    expect(priceUnit(12000, 20, 20, context())).toEqual({ net: 10000, price: 12000, rate: 20 });
  });

  it('takes discounts off the unrounded price and rounds once', () => {
    // 29.90 less 10 % = 26.91
    expect(priceUnit(2990, 20, 20, context(), { percent: 10, flatCents: 0 }).price).toBe(2691);
    // 100 € less 10 % is 90 €, less 5 € is 85 € (flat first would give 85.50 €)
    expect(priceUnit(10000, 20, 20, context(), { percent: 10, flatCents: 500 }).price).toBe(8500);
    // never below 0
    expect(priceUnit(1000, 20, 20, context(), { percent: 50, flatCents: 900 })).toEqual({
      net: 0,
      price: 0,
      rate: 20,
    });
  });

  it('exclusive mode: the entered price is the net', () => {
    expect(priceUnit(10000, 20, 20, context({ vatType: 'exclusive' }))).toEqual({
      net: 10000,
      price: 12000,
      rate: 20,
    });
    // 9.99 × 1.19 = 11.8881
    expect(priceUnit(999, 20, 19, context({ vatType: 'exclusive', country: 'de' }))).toEqual({
      net: 999,
      price: 1189,
      rate: 19,
    });
  });

  it('consumers abroad pay the destination country’s rate (one-stop-shop rule)', () => {
    // 24.90 / 1.13 × 1.07 = 23.5779…
    expect(priceUnit(2490, 13, 7, context({ country: 'de' }))).toEqual({ net: 2204, price: 2358, rate: 7 });
    // 4.90 / 1.13 × 1.07 = 4.6398…
    expect(priceUnit(490, 13, 7, context({ country: 'de' })).price).toBe(464);
    expect(priceUnit(12000, 20, 19, context({ country: 'de' }))).toEqual({
      net: 10000,
      price: 11900,
      rate: 19,
    });
  });

  it('fixed_price keeps the price at least at the gross with the home country’s VAT', () => {
    expect(priceUnit(2490, 13, 7, context({ country: 'de', fixedPrice: true })).price).toBe(2490);
    // a higher destination rate is not lowered: 120 / 1.2 × 1.27
    expect(priceUnit(12000, 20, 27, context({ country: 'hu', fixedPrice: true })).price).toBe(12700);
    // exclusive mode: at least net × 1.2
    expect(
      priceUnit(10000, 20, 19, context({ vatType: 'exclusive', country: 'de', fixedPrice: true })).price,
    ).toBe(12000);
  });

  it('an exempt company pays the net price, in both modes', () => {
    const exempt = isVatExempt(munich);
    expect(exempt).toBe(true);
    expect(priceUnit(10000, 20, 19, context({ vatType: 'exclusive', country: 'de', exempt }))).toEqual({
      net: 10000,
      price: 10000,
      rate: 0,
    });
    // 34.90 / 1.13 = 30.885 → 30.88
    expect(priceUnit(3490, 13, 7, context({ country: 'de', exempt }))).toEqual({
      net: 3088,
      price: 3088,
      rate: 0,
    });
  });

  it('exempts only named companies abroad whose uid of their country VIES confirmed', () => {
    expect(isVatExempt(munich)).toBe(true);
    expect(isVatExempt({ ...munich, uid_confirmed: false })).toBe(false);
    expect(isVatExempt({ ...munich, uid_confirmed: undefined })).toBe(false);
    expect(isVatExempt({ ...munich, company: ' ' })).toBe(false);
    expect(isVatExempt({ ...munich, company: undefined })).toBe(false);
    // an Austrian company is never exempt, not even with a confirmed uid
    expect(isVatExempt({ ...munich, country: 'at', uid: 'ATU12345678' })).toBe(false);
    expect(isVatExempt({ ...munich, uid: '' })).toBe(false);
    expect(isVatExempt({ ...munich, uid: 'DE12345' })).toBe(false);
    // the uid's country must be the invoice country
    expect(isVatExempt({ ...munich, uid: 'ATU12345678' })).toBe(false);
    expect(isVatExempt({ ...munich, type: 'person' })).toBe(false);
    expect(isVatExempt(null)).toBe(false);
  });

  it('takes the delivery country for the rate, the home country for pickup', () => {
    const settings = { home_country: 'at', vat_type: 'exclusive' as const, fixed_price: true };
    const invoice = { type: 'person', country: 'at' };
    expect(vatContextFor(settings, invoice, { country: 'DE' })).toEqual({
      vatType: 'exclusive',
      homeCountry: 'at',
      country: 'de',
      exempt: false,
      fixedPrice: true,
    });
    expect(vatContextFor(settings, invoice, { country: 'de' }, true).country).toBe('at');
    expect(vatContextFor({}, undefined, undefined).country).toBe('at');
  });
});

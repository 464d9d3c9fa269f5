import { describe, expect, it } from 'vitest';
import { HOME_COUNTRY } from './constants';
import { addVat, isVatExempt, priceWithVat, removeVat, vatContextFor, vatOfGross, vatRateOf } from './vat';
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
  it('applies a rate as 1 + rate/100', () => {
    expect(addVat(10000, 20)).toBe(12000);
    expect(removeVat(12000, 20)).toBe(10000);
    expect(vatOfGross(11900, 19)).toBe(1900);
    expect(addVat(999, 19)).toBe(1189); // 11.8881 rounds to 11.89
  });

  it('takes the country rate of the VAT group, the home rate when the country has none, 0 without a group', () => {
    expect(vatRateOf(standard, 'de')).toBe(19);
    expect(vatRateOf(standard, 'fr')).toBe(20);
    expect(vatRateOf(undefined, 'de')).toBe(0);
    expect(HOME_COUNTRY).toBe('at');
  });

  it('inclusive mode: the entered price is the home gross', () => {
    expect(priceWithVat(12000, 20, 20, context())).toEqual({ net: 10000, vat: 2000, gross: 12000, rate: 20 });
  });

  it('exclusive mode: the entered price is the net', () => {
    expect(priceWithVat(10000, 20, 20, context({ vatType: 'exclusive' }))).toEqual({
      net: 10000,
      vat: 2000,
      gross: 12000,
      rate: 20,
    });
  });

  it('consumers abroad pay the destination country’s rate (one-stop-shop rule)', () => {
    expect(priceWithVat(12000, 20, 19, context({ country: 'de' }))).toEqual({
      net: 10000,
      vat: 1900,
      gross: 11900,
      rate: 19,
    });
  });

  it('fixed_price keeps the price at least at the gross with the home country’s VAT', () => {
    expect(priceWithVat(12000, 20, 19, context({ country: 'de', fixedPrice: true }))).toEqual({
      net: 10084,
      vat: 1916,
      gross: 12000,
      rate: 19,
    });
    // a higher destination rate is not lowered
    expect(priceWithVat(12000, 20, 27, context({ country: 'hu', fixedPrice: true })).gross).toBe(12700);
    // exclusive mode: at least net × 1.2
    expect(
      priceWithVat(10000, 20, 19, context({ vatType: 'exclusive', country: 'de', fixedPrice: true })).gross,
    ).toBe(12000);
  });

  it('exclusive mode: a company with a valid uid outside at pays the net price', () => {
    const exempt = isVatExempt(munich);
    expect(exempt).toBe(true);
    expect(priceWithVat(10000, 20, 19, context({ vatType: 'exclusive', country: 'de', exempt }))).toEqual({
      net: 10000,
      vat: 0,
      gross: 10000,
      rate: 0,
    });
  });

  it('skips price-based VAT for company addresses abroad with a uid, also in inclusive mode', () => {
    expect(priceWithVat(12000, 20, 19, context({ country: 'de', exempt: true }))).toEqual({
      net: 10000,
      vat: 0,
      gross: 10000,
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

import { describe, expect, it } from 'vitest';
import {
  EPS_COUNTRIES,
  refundableCents,
  KLARNA_COUNTRIES,
  effectivePaymentLimits,
  isPaymentMethodAvailableInCountry,
  isPaymentMethodOffered,
  isWithinPaymentLimits,
  offeredPaymentMethods,
  paidAfterHandover,
  paymentAudience,
  paymentLimits,
} from './payment';

const paymentsources = {
  prepayment: { enabled: true },
  invoice: { enabled: true, min: 0, max: 500, audience: 'everyone' as const },
  klarna: { enabled: true, min: 10, max: 1000 },
  eps: { enabled: true },
  card: { enabled: false },
};

describe('payment eligibility', () => {
  it('treats a max of 0, empty or null as unlimited', () => {
    expect(paymentLimits({ min: 5, max: 0 })).toEqual({ min: 500, max: null });
    expect(paymentLimits({ max: '' })).toEqual({ min: 0, max: null });
    expect(paymentLimits({ max: null })).toEqual({ min: 0, max: null });
    expect(paymentLimits(undefined)).toEqual({ min: 0, max: null });
  });

  it('offers a method only when the total lies between min and max, both inclusive', () => {
    const limits = paymentLimits({ min: 10, max: 1000 });
    expect(isWithinPaymentLimits(999, limits)).toBe(false);
    expect(isWithinPaymentLimits(1000, limits)).toBe(true);
    expect(isWithinPaymentLimits(100000, limits)).toBe(true);
    expect(isWithinPaymentLimits(100001, limits)).toBe(false);
  });

  it('lets the user’s own limits override the global ones when enabled', () => {
    const global = { enabled: true, max: 500 };
    expect(
      effectivePaymentLimits('invoice', global, {
        paymentsources: { invoice: { enabled: true, max: 5000 } },
      }),
    ).toEqual({ min: 0, max: 500000 });
    expect(
      effectivePaymentLimits('invoice', global, {
        paymentsources: { invoice: { enabled: false, max: 5000 } },
      }),
    ).toEqual({ min: 0, max: 50000 });
    const input = {
      paymentsources,
      totalCents: 100000,
      country: 'at',
      customer: { paymentsources: { invoice: { enabled: true, max: 2000 } } },
    };
    expect(isPaymentMethodOffered('invoice', input)).toBe(true);
    expect(isPaymentMethodOffered('invoice', { ...input, customer: null })).toBe(false);
    expect(isPaymentMethodOffered('__proto__', { ...input, customer: null })).toBe(false);
  });

  it('limits Klarna to the spec’s 26 countries and EPS to its 38', () => {
    expect(KLARNA_COUNTRIES).toHaveLength(26);
    expect(EPS_COUNTRIES).toHaveLength(38);
    expect(new Set(EPS_COUNTRIES).size).toBe(EPS_COUNTRIES.length);
    expect(new Set(KLARNA_COUNTRIES).size).toBe(KLARNA_COUNTRIES.length);
    expect(isPaymentMethodAvailableInCountry('klarna', 'DE')).toBe(true);
    expect(isPaymentMethodAvailableInCountry('klarna', 'br')).toBe(false);
    expect(isPaymentMethodAvailableInCountry('eps', 'at')).toBe(true);
    expect(isPaymentMethodAvailableInCountry('eps', 'us')).toBe(false);
    expect(isPaymentMethodAvailableInCountry('eps', null)).toBe(false);
    expect(isPaymentMethodAvailableInCountry('prepayment', 'br')).toBe(true);
  });

  it('offers no method named after a member of Object.prototype', () => {
    for (const method of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      expect(isPaymentMethodAvailableInCountry(method, 'at')).toBe(true);
      expect(isPaymentMethodOffered(method, { paymentsources, totalCents: 5000, country: 'at' })).toBe(false);
      expect(effectivePaymentLimits(method, undefined, { paymentsources: {} })).toEqual({
        min: 0,
        max: null,
      });
    }
  });

  it('lists the methods offered for a cart, in the product’s order unless an order is set', () => {
    expect(offeredPaymentMethods({ paymentsources, totalCents: 5000, country: 'at' })).toEqual([
      'prepayment',
      'invoice',
      'eps',
      'klarna',
    ]);
    const ordered = {
      ...paymentsources,
      klarna: { enabled: true, order: 1 },
      prepayment: { enabled: true, order: 2 },
    };
    expect(offeredPaymentMethods({ paymentsources: ordered, totalCents: 5000, country: 'at' })).toEqual([
      'klarna',
      'prepayment',
      'invoice',
      'eps',
    ]);
    expect(offeredPaymentMethods({ paymentsources, totalCents: 60000, country: 'us' })).toEqual([
      'prepayment',
      'klarna',
    ]);
    expect(offeredPaymentMethods({ paymentsources, totalCents: 500, country: 'br' })).toEqual([
      'prepayment',
      'invoice',
    ]);
    expect(offeredPaymentMethods({ paymentsources: undefined, totalCents: 500 })).toEqual([]);
  });

  it('offers a method only in the countries chosen for it, within the fixed lists of Klarna and EPS', () => {
    expect(isPaymentMethodAvailableInCountry('prepayment', 'de', ['at'])).toBe(false);
    expect(isPaymentMethodAvailableInCountry('prepayment', 'AT', ['at'])).toBe(true);
    expect(isPaymentMethodAvailableInCountry('prepayment', 'de', [])).toBe(true);
    expect(isPaymentMethodAvailableInCountry('eps', 'br', ['br'])).toBe(false);
    const sources = { prepayment: { enabled: true, countries: ['at'] } };
    expect(offeredPaymentMethods({ paymentsources: sources, totalCents: 5000, country: 'de' })).toEqual([]);
  });

  it('offers invoice to approved customers unless the shop opens it to returning customers or everyone', () => {
    expect(paymentAudience('invoice', { enabled: true })).toBe('approved');
    expect(paymentAudience('prepayment', { enabled: true })).toBe('everyone');
    const returning = { invoice: { enabled: true, max: 300, audience: 'returning' as const } };
    const input = { paymentsources: returning, totalCents: 20000, country: 'at' };
    expect(offeredPaymentMethods(input)).toEqual([]);
    expect(offeredPaymentMethods({ ...input, returningCustomer: true })).toEqual(['invoice']);
    // 300 € is the limit for returning customers too
    expect(offeredPaymentMethods({ ...input, totalCents: 30001, returningCustomer: true })).toEqual([]);
    const approved = { paymentsources: { invoice: { enabled: true } } };
    expect(offeredPaymentMethods({ ...input, paymentsources: { invoice: { enabled: true } } })).toEqual([]);
    expect(
      offeredPaymentMethods({ ...input, paymentsources: { invoice: { enabled: true } }, customer: approved }),
    ).toEqual(['invoice']);
  });
});

describe('refundableCents', () => {
  it('is the total less the recorded refunds or what Stripe refunded, whichever is more, never below 0', () => {
    expect(refundableCents(12_345, undefined)).toBe(12_345);
    expect(refundableCents(12_345, { refunds: [{ amount: 10 }, { amount: 3.45 }] })).toBe(11_000);
    expect(refundableCents(12_345, { refunds: [{ amount: 10 }], refunded: 20 })).toBe(10_345);
    expect(refundableCents(12_345, { refunds: [{ amount: 30 }], refunded: 20 })).toBe(9_345);
    expect(refundableCents(1_000, { refunded: 12 })).toBe(0);
  });
});

describe('paidAfterHandover', () => {
  it('lets invoice and cash on pickup be handed over unpaid, every other method only once paid', () => {
    expect(paidAfterHandover('invoice')).toBe(true);
    expect(paidAfterHandover('cash_on_pickup')).toBe(true);
    for (const method of ['prepayment', 'card', 'eps', 'klarna', 'sepa_debit', 'unbekannt'])
      expect(paidAfterHandover(method)).toBe(false);
    expect(paidAfterHandover(null)).toBe(false);
  });
});

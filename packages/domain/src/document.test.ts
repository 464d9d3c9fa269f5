import { describe, expect, it } from 'vitest';
import { hedgePlant, line, shopSettings } from '../test/fixtures';
import { conversionTargets, documentLineTotal, documentTotals, paymentStatusOf } from './document';
import { priceCart } from './totals';

describe('documentLineTotal', () => {
  it('multiplies price, amount and factor and rounds once', () => {
    // 12.00 € × 2.5 m² × 1.15 = 34.50 €
    expect(documentLineTotal({ amount: 2.5, price: 1200, vatRate: 20, factor: 1.15 })).toBe(3450);
    // 0.10 € × 1.15 = 0.115 €: 11.5 cents round half up to 12, although 10 × 1.15 is 11.4999… in floats
    expect(documentLineTotal({ amount: 1, price: 10, vatRate: 20, factor: 1.15 })).toBe(12);
  });

  it('takes the percent off before rounding, then the fixed discount', () => {
    // 3 × 3.33 € = 9.99 €, less 10 % = 8.991 € → 8.99 €
    expect(documentLineTotal({ amount: 3, price: 333, vatRate: 20, discountPercent: 10 })).toBe(899);
    // 2 × 120.00 € = 240.00 €, less 24.00 € = 216.00 €
    expect(documentLineTotal({ amount: 2, price: 12000, vatRate: 20, discountCents: 2400 })).toBe(21600);
  });

  it('is negative for negative amounts (a cancellation), rounding half away from zero', () => {
    expect(documentLineTotal({ amount: -3, price: 2490, vatRate: 20 })).toBe(-7470);
    expect(documentLineTotal({ amount: -1, price: 10, vatRate: 20, factor: 1.15 })).toBe(-12);
    // −2 × 120.00 € = −240.00 €, the 24.00 € discount mirrored: −216.00 €
    expect(documentLineTotal({ amount: -2, price: 12000, vatRate: 20, discountCents: 2400 })).toBe(-21600);
  });
});

describe('documentTotals', () => {
  it('adds up a net-priced offer per rate: VAT from each rate’s net, rounded once', () => {
    const totals = documentTotals(
      [
        { amount: 3, price: 2490, vatRate: 13 }, // 74.70 €
        { amount: 2.5, price: 1200, vatRate: 20, factor: 1.15 }, // 34.50 €
        { amount: 10, price: 499, vatRate: 20, discountPercent: 10 }, // 44.91 €
      ],
      'net',
    );
    expect(totals.lines).toEqual([7470, 3450, 4491]);
    expect(totals.lineSum).toBe(15411);
    // 13 %: 74.70 → VAT 9.711 → 9.71; 20 %: 79.41 → VAT 15.882 → 15.88
    expect(totals.vat).toEqual([
      { rate: 13, net: 7470, vat: 971, gross: 8441 },
      { rate: 20, net: 7941, vat: 1588, gross: 9529 },
    ]);
    expect(totals).toMatchObject({ net: 15411, vatTotal: 2559, gross: 17970, advance: 0, due: 17970 });
  });

  it('takes the VAT out of each rate’s gross for gross prices, as the shop does', () => {
    const totals = documentTotals(
      [
        { amount: 2, price: 12000, vatRate: 20, discountCents: 2400 }, // 216.00 €
        { amount: 1, price: 590, vatRate: 20 }, // shipping 5.90 €
      ],
      'gross',
    );
    // 221.90 / 1.2 = 184.9166… → 184.92 net, 36.98 VAT
    expect(totals.vat).toEqual([{ rate: 20, net: 18492, vat: 3698, gross: 22190 }]);
    expect(totals).toMatchObject({ net: 18492, vatTotal: 3698, gross: 22190, due: 22190 });
  });

  it('gives the shop cart’s VAT rows for the lines the shop charged', () => {
    const cart = priceCart({
      lines: [line(hedgePlant(), 2)],
      settings: shopSettings(),
      customer: { roles: ['user'] },
      invoiceAddress: { type: 'person', country: 'at', zip: '1010' },
      date: '2026-05-15',
    });
    const charged = documentTotals(
      [
        ...cart.lines.map((priced) => ({
          amount: priced.amount,
          price: priced.unitPriceBefore,
          vatRate: priced.vatRate,
          discountCents: priced.discount,
        })),
        ...cart.shippingDetails.shares.map((share) => ({
          amount: 1,
          price: share.cost,
          vatRate: share.rate,
        })),
      ],
      'gross',
    );
    expect(charged.vat).toEqual(cart.vat);
    expect(charged.gross).toBe(cart.gross);
    expect(charged.net).toBe(cart.net);
  });

  it('keeps what was paid in advance off what is due', () => {
    const totals = documentTotals([{ amount: 1, price: 10000, vatRate: 20 }], 'net', 5000);
    expect(totals).toMatchObject({ net: 10000, vatTotal: 2000, gross: 12000, advance: 5000, due: 7000 });
  });

  it('negates every amount for a cancellation of the same lines', () => {
    const totals = documentTotals(
      [
        { amount: -3, price: 2490, vatRate: 13 },
        { amount: -2.5, price: 1200, vatRate: 20, factor: 1.15 },
      ],
      'net',
    );
    expect(totals.vat).toEqual([
      { rate: 13, net: -7470, vat: -971, gross: -8441 },
      { rate: 20, net: -3450, vat: -690, gross: -4140 },
    ]);
    expect(totals.gross).toBe(-12581);
  });

  it('is all zero without lines', () => {
    expect(documentTotals([], 'gross')).toEqual({
      lines: [],
      lineSum: 0,
      net: 0,
      vat: [],
      vatTotal: 0,
      gross: 0,
      advance: 0,
      due: 0,
    });
  });
});

describe('net-mode VAT rounding', () => {
  const netTotals = (...lines: [price: number, rate: number][]) =>
    documentTotals(
      lines.map(([price, vatRate]) => ({ amount: 1, price, vatRate })),
      'net',
    );

  it('rounds a VAT of exactly half a cent up, once per rate', () => {
    // 12.50 € × 13 % = 1.625 € → 1.63 € (cutting off would give 1.62 €)
    expect(netTotals([1250, 13]).vat).toEqual([{ rate: 13, net: 1250, vat: 163, gross: 1413 }]);
    // 0.25 € × 10 % = 0.025 € → 0.03 €
    expect(netTotals([25, 10]).vat).toEqual([{ rate: 10, net: 25, vat: 3, gross: 28 }]);
    // 6.25 € + 6.25 € at 13 %: the rate's 12.50 € gives 1.63 €; rounding each line (0.8125 €) would give 1.62 €
    expect(netTotals([625, 13], [625, 13]).vat).toEqual([{ rate: 13, net: 1250, vat: 163, gross: 1413 }]);
  });

  it('rounds a VAT above half a cent up, and a negative one away from zero', () => {
    // 10.05 € × 13 % = 1.3065 € → 1.31 €; 4.99 € × 20 % = 0.998 € → 1.00 €
    expect(netTotals([1005, 13], [499, 20])).toMatchObject({
      vat: [
        { rate: 13, net: 1005, vat: 131, gross: 1136 },
        { rate: 20, net: 499, vat: 100, gross: 599 },
      ],
      net: 1504,
      vatTotal: 231,
      gross: 1735,
    });
    // A cancellation of 12.50 € at 13 %: -1.625 € → -1.63 €, mirroring the invoice
    expect(netTotals([-1250, 13]).vat).toEqual([{ rate: 13, net: -1250, vat: -163, gross: -1413 }]);
  });
});

describe('paymentStatusOf', () => {
  it('is unpaid, partial or paid by what was received', () => {
    expect(paymentStatusOf(12000, 0)).toBe('unpaid');
    expect(paymentStatusOf(12000, 5000)).toBe('partial');
    expect(paymentStatusOf(12000, 12000)).toBe('paid');
    expect(paymentStatusOf(12000, 12500)).toBe('paid');
    // A cancellation or a fully prepaid invoice owes nothing.
    expect(paymentStatusOf(-4140, 0)).toBe('paid');
  });
});

describe('the document chain', () => {
  it('turns offers into orders, orders into delivery notes or invoices, delivery notes into invoices', () => {
    expect(conversionTargets('offer')).toEqual(['order']);
    expect(conversionTargets('order')).toEqual(['delivery', 'invoice']);
    expect(conversionTargets('delivery')).toEqual(['invoice']);
    for (const type of ['invoice', 'installment', 'cancellation', 'credit_note', 'vendor_order', 'toString'])
      expect(conversionTargets(type)).toEqual([]);
  });
});

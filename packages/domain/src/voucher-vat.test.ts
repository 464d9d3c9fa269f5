import { describe, expect, it } from 'vitest';
import { shopSettings } from '../test/fixtures';
import type { CartProduct } from './types';
import { priceCart } from './totals';

// Plants at the reduced rate of 13 % in Austria, goods at 20 %; a parcel costs 5.90 in Austria.
const settings = shopSettings({
  vat_groups: [
    { uuid: 'standard', rates: { at: 20, de: 19 } },
    { uuid: 'plants', rates: { at: 13, de: 7 } },
  ],
});
const vienna = { type: 'person', country: 'at', zip: '1010' };
const munich = { type: 'person', country: 'de', zip: '80331' };
const goods = (id: string, price: number, vat: string): CartProduct => ({
  _id: id,
  price,
  vat_groups: [vat],
  shipping_groups: ['parcel'],
  shipping_data: { weight: 1 },
});
const plant = goods('olive', 30, 'plants');
const pot = goods('pot', 20, 'standard');
const basket = [
  { item: plant, amount: 1 },
  { item: pot, amount: 1 },
];
const spv13 = { purpose: 'single', vatRate: 13, country: 'at' } as const;

describe('a mixed basket paid partly by a voucher', () => {
  it('a multi-purpose voucher pays after VAT: the VAT per rate is the one without it', () => {
    const without = priceCart({ lines: basket, settings, invoiceAddress: vienna });
    const result = priceCart({ lines: basket, settings, invoiceAddress: vienna, voucher: 25 });
    // Shipping 5.90 split 30 : 20 → 3.54 at 13 %, 2.36 at 20 %.
    // 13 %: 33.54 / 1.13 = 29.6814… → 29.68, VAT 3.86; 20 %: 22.36 / 1.2 = 18.6333… → 18.63, VAT 3.73.
    const rows = [
      { rate: 13, net: 2968, vat: 386, gross: 3354 },
      { rate: 20, net: 1863, vat: 373, gross: 2236 },
    ];
    expect(without.vat).toEqual(rows);
    expect(result.vat).toEqual(rows);
    expect(result).toMatchObject({
      items: 5000,
      shipping: 590,
      net: 4831,
      vatTotal: 759,
      gross: 5590,
      notTaxable: 0,
      voucherUsed: 2500,
      voucherRemaining: 0,
      voucherTax: { purpose: 'multi' },
      voucherBase: 0,
      total: 3090,
    });
    expect(without.total).toBe(5590);
  });

  it('a single-purpose voucher at 13 % takes what it pays off the 13 % base, not the VAT again', () => {
    const result = priceCart({
      lines: basket,
      settings,
      invoiceAddress: vienna,
      voucher: 25,
      voucherTax: spv13,
    });
    // 13 %: 33.54 − 25.00 = 8.54; 8.54 / 1.13 = 7.5575… → 7.56, VAT 0.98. 20 % as before.
    expect(result.vat).toEqual([
      { rate: 13, net: 756, vat: 98, gross: 854 },
      { rate: 20, net: 1863, vat: 373, gross: 2236 },
    ]);
    expect(result).toMatchObject({
      net: 2619,
      vatTotal: 471,
      gross: 3090,
      voucherUsed: 2500,
      voucherRemaining: 0,
      voucherBase: 2500,
      total: 3090,
    });
  });

  it('a single-purpose voucher at 20 % pays only the goods at 20 % and keeps the rest', () => {
    const result = priceCart({
      lines: basket,
      settings,
      invoiceAddress: vienna,
      voucher: 25,
      voucherTax: { purpose: 'single', vatRate: 20, country: 'at' },
    });
    // The pot and its shipping share: 20.00 + 2.36 = 22.36; 2.64 stay on the voucher.
    expect(result.vat).toEqual([{ rate: 13, net: 2968, vat: 386, gross: 3354 }]);
    expect(result).toMatchObject({
      voucherUsed: 2236,
      voucherRemaining: 264,
      voucherBase: 2236,
      total: 3354,
    });
  });

  it('a single-purpose voucher of Austria pays nothing of goods supplied to Germany', () => {
    const result = priceCart({
      lines: basket,
      settings,
      invoiceAddress: munich,
      voucher: 25,
      voucherTax: spv13,
    });
    expect(result).toMatchObject({ voucherUsed: 0, voucherRemaining: 2500, voucherBase: 0 });
    expect(result.total).toBe(result.gross);
  });
});

describe('selling vouchers', () => {
  const mpv: CartProduct = { _id: 'voucher-25', price: 25, type: 'voucher', vat_groups: ['standard'] };

  it('the sale of a multi-purpose voucher carries no VAT and is in no VAT row', () => {
    const result = priceCart({
      lines: [
        { item: plant, amount: 1 },
        { item: mpv, amount: 1 },
      ],
      settings,
      invoiceAddress: vienna,
    });
    expect(result.lines[1]).toMatchObject({
      unitPrice: 2500,
      unitNet: 2500,
      vatRate: 0,
      gross: 2500,
      notTaxable: true,
    });
    expect(result.lines[0]).toMatchObject({ vatRate: 13, gross: 3000, notTaxable: false });
    // The shipping goes with the plant alone: 30.00 + 5.90 = 35.90; / 1.13 = 31.7699… → 31.77, VAT 4.13.
    expect(result.vat).toEqual([{ rate: 13, net: 3177, vat: 413, gross: 3590 }]);
    expect(result).toMatchObject({ gross: 3590, notTaxable: 2500, total: 6090 });
  });

  it('the sale of a single-purpose voucher is taxed at its rate, whatever its VAT groups', () => {
    const result = priceCart({
      lines: [
        { item: pot, amount: 1 },
        { item: { ...mpv, voucher_tax: spv13 }, amount: 1 },
      ],
      settings,
      invoiceAddress: vienna,
    });
    expect(result.lines[1]).toMatchObject({ unitPrice: 2500, unitNet: 2212, vatRate: 13, notTaxable: false });
    // 13 %: 25.00 / 1.13 = 22.1238… → 22.12, VAT 2.88; 20 %: 20.00 + 5.90 = 25.90 / 1.2 = 21.5833… → 21.58.
    expect(result.vat).toEqual([
      { rate: 13, net: 2212, vat: 288, gross: 2500 },
      { rate: 20, net: 2158, vat: 432, gross: 2590 },
    ]);
    expect(result).toMatchObject({ gross: 5090, notTaxable: 0, total: 5090 });
  });

  it('a single-purpose voucher does not pay for another voucher', () => {
    const result = priceCart({
      lines: [{ item: { ...mpv, voucher_tax: spv13 }, amount: 1 }],
      settings,
      invoiceAddress: vienna,
      voucher: 10,
      voucherTax: spv13,
    });
    expect(result).toMatchObject({ voucherUsed: 0, voucherRemaining: 1000, total: 2500 });
  });
});

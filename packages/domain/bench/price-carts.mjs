// Prices carts of 1, 10 and 100 lines with every rule active and prints priced lines per second.
// Run after `pnpm build`: `pnpm bench` (node bench/price-carts.mjs). Prints figures; asserts nothing.
import { normalizeCartLines, offeredPaymentMethods, priceCart } from '../dist/index.js';

const settings = {
  home_country: 'at',
  vat_type: 'inclusive',
  fixed_price: true,
  shipping_free_amount_treshhold: 5000,
  shipping_vat_group: 'standard',
  vat_groups: [
    { uuid: 'standard', rates: { at: 20, de: 19 } },
    { uuid: 'reduced', rates: { at: 10, de: 7 } },
  ],
  discount_groups: [
    { uuid: 'spring', type: 'percent', items: [{ from: 10, discount: 5 }, { from: 100, discount: 10 }], roles: ['alle'] },
    { uuid: 'members', type: 'percent', items: [{ from: 0, discount: 3 }], roles: ['user'], additiv: false },
    { uuid: 'bulk', type: 'flat', items: [{ from: 50, discount: 2 }], roles: ['alle'], global: true },
    { uuid: 'may', type: 'flat', items: [{ from: 0, discount: 1 }], roles: ['alle'] },
  ],
  shipping_groups: [
    {
      uuid: 'parcel',
      type: 'weight',
      unit: [
        { max: 10, costs: { at: 5.9, de: 9.9 }, zips: [{ country: 'de', start: 18000, end: 18999, costs: 12.9 }] },
        { max: 31.5, costs: { at: 9.9, de: 14.9 } },
      ],
      shipping_free_amount_treshhold: { at: 300 },
    },
    { uuid: 'pallet', type: 'count', unit: [{ max: 1, costs: { at: 49, de: 79 } }, { max: 5, costs: { at: 89, de: 139 } }] },
  ],
  shipping_countries: [
    { code: 'at', shipping_free_amount_treshhold: 400 },
    { code: 'de', shipping_free_amount_treshhold: 600, zips: [{ start: 18000, end: 18999, costs: 5, threshold: 800 }] },
  ],
  paymentsources: {
    prepayment: { enabled: true },
    invoice: { enabled: true, max: 1000 },
    klarna: { enabled: true, min: 10, max: 5000 },
    eps: { enabled: true },
  },
};

const customer = {
  roles: ['user'],
  shop: { discount: 2, discount_groups: ['members'], shipping_free_amount_treshhold: 900, paymentsources: { invoice: { enabled: true, max: 3000 } } },
};

function product(index) {
  return {
    _id: `p${index}`,
    price: 9.9 + (index % 37) * 7.35,
    vat_groups: [index % 3 === 0 ? 'reduced' : 'standard'],
    discount_groups: ['spring'],
    shipping_groups: [index % 5 === 0 ? 'pallet' : 'parcel'],
    special_offers: [{ start: '2026-05-01T00:00:00Z', end: '2026-05-31T23:59:59Z', discount_groups: ['may'] }],
    shipping_data: { weight: 0.5 + (index % 11) },
  };
}

function cart(lineCount) {
  return {
    lines: normalizeCartLines(Array.from({ length: lineCount }, (_, index) => ({ item: product(index), amount: 1 + (index % 4) }))),
    settings,
    customer,
    invoiceAddress: { type: 'person', country: 'de', zip: '18055' },
    shippingMethod: 'shipping',
    voucher: 25,
    date: Date.parse('2026-05-15T12:00:00Z'),
  };
}

function run(lineCount, seconds) {
  const input = cart(lineCount);
  let carts = 0;
  let checksum = 0;
  const start = process.hrtime.bigint();
  const limit = start + BigInt(Math.round(seconds * 1e9));
  let now = start;
  while (now < limit) {
    for (let repeat = 0; repeat < 200; repeat++) {
      const result = priceCart(input);
      checksum += result.total + offeredPaymentMethods({ paymentsources: settings.paymentsources, customer: customer.shop, totalCents: result.total, country: 'de' }).length;
      carts++;
    }
    now = process.hrtime.bigint();
  }
  const elapsed = Number(now - start) / 1e9;
  return { carts, lines: carts * lineCount, elapsed, checksum };
}

for (const lineCount of [1, 10, 100]) run(lineCount, 0.3); // warm up

console.log('lines/cart  carts/s      lines/s');
for (const lineCount of [1, 10, 100]) {
  const { carts, lines, elapsed } = run(lineCount, 1.5);
  console.log(
    `${String(lineCount).padStart(10)}  ${Math.round(carts / elapsed).toLocaleString('en-US').padStart(11)}  ${Math.round(lines / elapsed)
      .toLocaleString('en-US')
      .padStart(11)}`,
  );
}

import { sumDiscounts, isSpecialOfferActive, applyDiscount } from './discount';
import { parseEuroAmount, priceCentsOrFallback, roundCents } from './money';
import { computeShipping, lineShippingUnits, sortedSteps } from './shipping';
import type { ShippingFreeReason, ShippingGroupCharge, ShippingGroupLoad } from './shipping';
import type {
  CartLine,
  CartProduct,
  Cents,
  CountryCode,
  Customer,
  DateInput,
  DiscountGroup,
  EuroAmount,
  PricingAddress,
  ShippingCountry,
  ShippingGroup,
  ShippingMethod,
  ShippingStep,
  ShopSettings,
  VatGroup,
} from './types';
import { applyVoucher } from './voucher';
import { priceWithVat, vatContextFor, vatRateOf } from './vat';
import type { VatContext } from './vat';

/** Everything needed to price a cart. Money fields of the data are euros; results are cents. */
export interface PriceCartInput<P extends CartProduct = CartProduct> {
  lines: readonly CartLine<P>[];
  settings: ShopSettings;
  customer?: Customer | null;
  invoiceAddress?: PricingAddress | null;
  /** The different shipping address (checkout `alternate`); the invoice address is used without it. */
  shippingAddress?: PricingAddress | null;
  shippingMethod?: ShippingMethod;
  /** Value left on the customer's voucher, in euros. */
  voucher?: EuroAmount;
  /** When the cart is priced (special offers); defaults to now. */
  date?: DateInput;
}

/** One priced cart line, amounts in cents. */
export interface PricedLine {
  /** Position of the line in the input. */
  index: number;
  productId: string | undefined;
  amount: number;
  /** Unit price as entered (fallback 999 € when the product has none). */
  unitPrice: Cents;
  /** Summed discount percent and flat discount per unit (cents) that applied. */
  discountPercent: number;
  discountFlatPerUnit: Cents;
  /** Gross of the line before discount. */
  grossBeforeDiscount: Cents;
  /** Discount of the line, gross. */
  discount: Cents;
  net: Cents;
  vatRate: number;
  vat: Cents;
  /** Gross of the line after discount. */
  gross: Cents;
  shippingGroup: string | undefined;
}

/** VAT of one rate across the cart, in cents. */
export interface VatLine {
  rate: number;
  net: Cents;
  vat: Cents;
  gross: Cents;
}

/** Shipping part of the breakdown. */
export interface ShippingBreakdown {
  method: ShippingMethod;
  cost: Cents;
  net: Cents;
  vat: Cents;
  vatRate: number;
  free: boolean;
  freeReason: ShippingFreeReason | null;
  surcharge: Cents;
  groups: ShippingGroupCharge[];
  shippable: boolean;
}

/**
 * The full price breakdown of a cart, in cents, as an invoice prints it.
 * `total = items − voucherUsed + shipping − discount`.
 */
export interface CartBreakdown {
  lines: PricedLine[];
  /** Items gross before discount. */
  items: Cents;
  /** Discount, gross. */
  discount: Cents;
  shipping: Cents;
  shippingDetails: ShippingBreakdown;
  /** Net of discounted items plus shipping. */
  net: Cents;
  vat: VatLine[];
  vatTotal: Cents;
  /** Gross of discounted items plus shipping (= net + vatTotal). */
  gross: Cents;
  voucherUsed: Cents;
  voucherRemaining: Cents;
  total: Cents;
  /** Country whose VAT rates applied. */
  vatCountry: CountryCode;
  vatExempt: boolean;
}

/** Settings indexed for pricing; built once per settings object. */
interface CompiledSettings {
  vatGroups: Map<string, VatGroup>;
  discountGroups: Map<string, DiscountGroup>;
  globalDiscountGroups: DiscountGroup[];
  shippingGroups: Map<string, { group: ShippingGroup; steps: ShippingStep[] }>;
  shippingCountries: Map<string, ShippingCountry>;
}

const compiledCache = new WeakMap<ShopSettings, CompiledSettings>();

function compile(settings: ShopSettings): CompiledSettings {
  let compiled = compiledCache.get(settings);
  if (compiled) return compiled;
  const discountGroups = new Map((settings.discount_groups ?? []).map((group) => [group.uuid, group]));
  compiled = {
    vatGroups: new Map((settings.vat_groups ?? []).map((group) => [group.uuid, group])),
    discountGroups,
    globalDiscountGroups: [...discountGroups.values()].filter((group) => group.global === true),
    shippingGroups: new Map(
      (settings.shipping_groups ?? []).map((group) => [group.uuid, { group, steps: sortedSteps(group) }]),
    ),
    shippingCountries: new Map(
      (settings.shipping_countries ?? []).map((country) => [country.code.toLowerCase(), country]),
    ),
  };
  compiledCache.set(settings, compiled);
  return compiled;
}

function firstKnown<T>(uuids: readonly string[] | undefined, map: Map<string, T>): [string, T] | undefined {
  if (!uuids) return undefined;
  for (const uuid of uuids) {
    const found = map.get(uuid);
    if (found) return [uuid, found];
  }
  return undefined;
}

function lineDiscountGroups(
  product: CartProduct,
  compiled: CompiledSettings,
  customerGroups: readonly string[] | undefined,
  nowMs: number,
): DiscountGroup[] {
  // Few groups per line: an array with an includes check beats a Set here.
  const groups = compiled.globalDiscountGroups.slice();
  const add = (uuids: readonly string[] | undefined) => {
    if (!uuids) return;
    for (const uuid of uuids) {
      const group = compiled.discountGroups.get(uuid);
      if (group && !groups.includes(group)) groups.push(group);
    }
  };
  add(product.discount_groups);
  add(customerGroups);
  if (product.special_offers) {
    for (const offer of product.special_offers) {
      if (isSpecialOfferActive(offer, nowMs)) add(offer.discount_groups);
    }
  }
  return groups;
}

function addToVat(byRate: Map<number, VatLine>, rate: number, net: Cents, vat: Cents, gross: Cents): void {
  const entry = byRate.get(rate);
  if (entry) {
    entry.net += net;
    entry.vat += vat;
    entry.gross += gross;
  } else {
    byRate.set(rate, { rate, net, vat, gross });
  }
}

function toEpoch(date: DateInput | undefined): number {
  if (date === undefined) return Date.now();
  return date instanceof Date ? date.getTime() : typeof date === 'number' ? date : Date.parse(date);
}

function priceShippingVat(
  costCents: Cents,
  settings: ShopSettings,
  compiled: CompiledSettings,
  context: VatContext,
) {
  const group = settings.shipping_vat_group ? compiled.vatGroups.get(settings.shipping_vat_group) : undefined;
  if (!group || costCents === 0) return { net: costCents, vat: 0, rate: 0 };
  const rate = context.exempt ? 0 : vatRateOf(group, context.country, context.homeCountry);
  const net = roundCents(costCents / (1 + rate / 100));
  return { net, vat: costCents - net, rate };
}

/**
 * Prices a cart: every line with its discounts and VAT, shipping with its free-shipping rules, the
 * voucher, and the totals. The storefront, the server and invoices all call this, so a cart costs
 * the same everywhere.
 *
 * Lines whose amount is not positive are skipped; merge duplicates first with `normalizeCartLines`.
 * Shipping costs are charged as entered; with `settings.shipping_vat_group` the breakdown shows
 * the VAT they contain. A voucher is a means of payment: it reduces the total, not the VAT.
 */
export function priceCart<P extends CartProduct>(input: PriceCartInput<P>): CartBreakdown {
  const { settings } = input;
  const compiled = compile(settings);
  const pickup = input.shippingMethod === 'pickup';
  const deliveryAddress = input.shippingAddress ?? input.invoiceAddress;
  const vatContext = vatContextFor(settings, input.invoiceAddress, deliveryAddress, pickup);
  const homeCountry = vatContext.homeCountry;
  const roles = input.customer?.roles ?? [];
  const customerShop = input.customer?.shop ?? undefined;
  const userPercent = customerShop?.discount ?? 0;
  const nowMs = toEpoch(input.date);

  const lines: PricedLine[] = [];
  const vatByRate = new Map<number, VatLine>();
  const loads = new Map<string, ShippingGroupLoad>();
  let items = 0;
  let goods = 0;
  let net = 0;
  let vatTotal = 0;

  for (let index = 0; index < input.lines.length; index++) {
    const line = input.lines[index]!;
    const product = line.item;
    const amount = line.amount;
    // Lines without a positive amount are no purchase (the cart drops them as well).
    if (!(amount > 0)) continue;
    const unitPrice = priceCentsOrFallback(product.price);
    const lineEntered = unitPrice * amount;

    const vatGroup = firstKnown(product.vat_groups, compiled.vatGroups)?.[1];
    const homeRate = vatRateOf(vatGroup, homeCountry, homeCountry);
    const destinationRate = vatRateOf(vatGroup, vatContext.country, homeCountry);

    const discountGroups = lineDiscountGroups(product, compiled, customerShop?.discount_groups, nowMs);
    const lineDiscount = sumDiscounts(discountGroups, roles, unitPrice, userPercent);
    const discounted = applyDiscount(lineEntered, amount, lineDiscount);

    const before = priceWithVat(lineEntered, homeRate, destinationRate, vatContext);
    const after =
      discounted === lineEntered ? before : priceWithVat(discounted, homeRate, destinationRate, vatContext);

    const shipping = firstKnown(product.shipping_groups, compiled.shippingGroups);
    if (shipping) {
      const [uuid, { group, steps }] = shipping;
      const units = lineShippingUnits(group.type, amount, product.shipping_data?.weight);
      const load = loads.get(uuid);
      if (load) {
        load.units += units;
        load.goodsCents += after.gross;
      } else {
        loads.set(uuid, { group, steps, units, goodsCents: after.gross });
      }
    }

    items += before.gross;
    goods += after.gross;
    net += after.net;
    vatTotal += after.vat;
    addToVat(vatByRate, after.rate, after.net, after.vat, after.gross);
    lines.push({
      index,
      productId: product._id,
      amount,
      unitPrice,
      discountPercent: lineDiscount.percent,
      discountFlatPerUnit: lineDiscount.flatCents,
      grossBeforeDiscount: before.gross,
      discount: before.gross - after.gross,
      net: after.net,
      vatRate: after.rate,
      vat: after.vat,
      gross: after.gross,
      shippingGroup: shipping?.[0],
    });
  }

  const shippingResult = computeShipping(loads.values(), goods, {
    country: pickup ? homeCountry : vatContext.country,
    zip: pickup ? null : deliveryAddress?.zip,
    pickup,
    customer: customerShop,
    shippingCountry: compiled.shippingCountries.get(vatContext.country),
    shopThreshold: settings.shipping_free_amount_treshhold,
  });
  const shippingVat = priceShippingVat(shippingResult.cost, settings, compiled, vatContext);
  if (shippingResult.cost > 0) {
    net += shippingVat.net;
    vatTotal += shippingVat.vat;
    addToVat(vatByRate, shippingVat.rate, shippingVat.net, shippingVat.vat, shippingResult.cost);
  }

  const discount = items - goods;
  const gross = goods + shippingResult.cost;
  const voucher = applyVoucher(parseEuroAmount(input.voucher) ?? 0, gross);

  return {
    lines,
    items,
    discount,
    shipping: shippingResult.cost,
    shippingDetails: {
      method: pickup ? 'pickup' : 'shipping',
      cost: shippingResult.cost,
      net: shippingVat.net,
      vat: shippingVat.vat,
      vatRate: shippingVat.rate,
      free: shippingResult.free,
      freeReason: shippingResult.freeReason,
      surcharge: shippingResult.surcharge,
      groups: shippingResult.groups,
      shippable: shippingResult.shippable,
    },
    net,
    vat: [...vatByRate.values()].sort((a, b) => a.rate - b.rate),
    vatTotal,
    gross,
    voucherUsed: voucher.used,
    voucherRemaining: voucher.remaining,
    total: items - voucher.used + shippingResult.cost - discount,
    vatCountry: vatContext.country,
    vatExempt: vatContext.exempt,
  };
}

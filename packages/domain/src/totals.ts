import { sumDiscounts, isSpecialOfferActive } from './discount';
import { parseEuroAmount, priceCentsOrFallback } from './money';
import {
  bestShippingDiscount,
  computeShipping,
  joinShipments,
  lineShippingUnits,
  sortedSteps,
} from './shipping';
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
  PricingProductGroup,
  ProductVariant,
  ShippingCountry,
  ShippingDiscount,
  ShippingGroup,
  ShippingMethod,
  ShippingStep,
  ShopSettings,
  SpecialOffer,
  VatGroup,
} from './types';
import { applyVoucher, MULTI_PURPOSE_VOUCHER, type VoucherTax } from './voucher';
import { netOfGross, priceUnit, vatContextFor, vatRateOf } from './vat';

/** Everything needed to price a cart. Money fields of the data are euros; results are cents. */
export interface PriceCartInput<P extends CartProduct = CartProduct> {
  lines: readonly CartLine<P>[];
  settings: ShopSettings;
  customer?: Customer | null;
  invoiceAddress?: PricingAddress | null;
  /** The different shipping address (checkout `alternate`); the invoice address is used without it. */
  shippingAddress?: PricingAddress | null;
  shippingMethod?: ShippingMethod;
  /** The shop's product groups: the special offers of a product's groups apply to it. */
  productGroups?: readonly PricingProductGroup[];
  /** Value left on the customer's voucher, in euros. */
  voucher?: EuroAmount;
  /** The kind of the customer's voucher; multi-purpose when absent. */
  voucherTax?: VoucherTax;
  /** The shop's shipping discount rules. */
  shippingDiscounts?: readonly ShippingDiscount[];
  /** When the cart is priced (special offers); defaults to now. */
  date?: DateInput;
  /**
   * A split delivery: the positions (in `lines`) of the lines sent in a second shipment, later than
   * the rest. Each shipment is charged by its own units; free-shipping thresholds still look at
   * the whole order.
   */
  secondShipment?: ReadonlySet<number>;
}

/**
 * One priced cart line, amounts in cents. What the customer reads adds up:
 * `unitPrice × amount = gross` and `unitPriceBefore × amount = grossBeforeDiscount`.
 */
export interface PricedLine {
  /** Position of the line in the input. */
  index: number;
  productId: string | undefined;
  /** Key of the variant priced ('' for the product itself). */
  variant: string;
  amount: number;
  /** Unit price as entered: the variant's when it has one, else the product's (fallback 999 €). */
  enteredPrice: Cents;
  /** One unit as the customer pays it before discounts: gross for the delivery country, net when exempt. */
  unitPriceBefore: Cents;
  /** One unit as the customer pays it. */
  unitPrice: Cents;
  /** Net of one unit after discounts (exactly the entered price in exclusive mode without discount). */
  unitNet: Cents;
  /** Summed discount percent and flat discount per unit (cents) that applied. */
  discountPercent: number;
  discountFlatPerUnit: Cents;
  /** `unitPriceBefore × amount`. */
  grossBeforeDiscount: Cents;
  /** `grossBeforeDiscount − gross`. */
  discount: Cents;
  /** The rate the unit price contains (0 when exempt). */
  vatRate: number;
  /** `unitPrice × amount`. */
  gross: Cents;
  shippingGroup: string | undefined;
  /**
   * The sale of a multi-purpose voucher: not taxable (§ 3 (15) UStG), so at 0 % and outside the VAT
   * rows; its VAT arises when the voucher is redeemed.
   */
  notTaxable: boolean;
}

/** VAT of one rate across the cart, in cents. */
export interface VatLine {
  rate: number;
  net: Cents;
  vat: Cents;
  gross: Cents;
}

/** The part of the shipping charge that carries one rate. */
export interface ShippingShare {
  rate: number;
  cost: Cents;
}

/** Shipping part of the breakdown. */
export interface ShippingBreakdown {
  method: ShippingMethod;
  /** What the customer pays for shipping (net when exempt). */
  cost: Cents;
  /** The cost split over the goods' rates in proportion to their values (one share for one rate). */
  shares: ShippingShare[];
  free: boolean;
  freeReason: ShippingFreeReason | null;
  surcharge: Cents;
  /** What a shipping discount rule took off the charge (already out of `cost`). */
  discount: Cents;
  /** The rule that did. */
  discountRule: string | null;
  groups: ShippingGroupCharge[];
  shippable: boolean;
}

/**
 * The full price breakdown of a cart, in cents, as an invoice prints it.
 * `total = items − voucherUsed + shipping − discount`; the VAT rows are taken out of the summed
 * gross per rate (lines and shipping share, less what a single-purpose voucher paid of the rate),
 * so they add up to `net`, `vatTotal` and `gross`. Sold multi-purpose vouchers (`notTaxable`) are
 * in no VAT row: `gross + notTaxable − voucherBase = items − discount + shipping`.
 */
export interface CartBreakdown {
  lines: PricedLine[];
  /** Items gross before discount. */
  items: Cents;
  /** Discount, gross. */
  discount: Cents;
  shipping: Cents;
  shippingDetails: ShippingBreakdown;
  /** Net of discounted items plus shipping (sum of the VAT rows' net). */
  net: Cents;
  vat: VatLine[];
  vatTotal: Cents;
  /** Gross of the taxable discounted items plus shipping (= net + vatTotal). */
  gross: Cents;
  /** The sold multi-purpose vouchers' gross (lines with `notTaxable`). */
  notTaxable: Cents;
  /** What the customer's voucher pays. */
  voucherUsed: Cents;
  voucherRemaining: Cents;
  /** The kind of the customer's voucher. */
  voucherTax: VoucherTax;
  /**
   * The part of `voucherUsed` taken off the taxable base: all of it for a single-purpose voucher
   * (its VAT was charged when it was sold), nothing for a multi-purpose one (a payment, after VAT).
   */
  voucherBase: Cents;
  total: Cents;
  /** Country whose VAT rates applied. */
  vatCountry: CountryCode;
  vatExempt: boolean;
}

/** Settings indexed for pricing; built once per settings object. */
interface CompiledSettings {
  vatGroups: Map<string, VatGroup>;
  /** The shop's first VAT group: the standard rates, for a product that names none the shop knows. */
  standardVatGroup: VatGroup | undefined;
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
    standardVatGroup: settings.vat_groups?.[0],
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

/** The special offers of a product: its own and those of its groups. */
function offersOf(product: CartProduct, groups: Map<string, PricingProductGroup>): SpecialOffer[] {
  const offers = [...(product.special_offers ?? [])];
  for (const id of product.product_groups ?? []) offers.push(...(groups.get(id)?.special_offers ?? []));
  return offers;
}

function lineDiscountGroups(
  product: CartProduct,
  offers: readonly SpecialOffer[],
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
  for (const offer of offers) {
    if (isSpecialOfferActive(offer, nowMs)) add(offer.discount_groups);
  }
  return groups;
}

/** The variant of a product a line names; undefined for the product itself or an unknown key. */
export function variantOf(product: CartProduct, key: string | undefined): ProductVariant | undefined {
  return key ? product.variants?.find((variant) => variant.key === key) : undefined;
}

/** The entered unit price of a product or its variant, in cents (the variant's own price when it has one). */
export function enteredPriceOf(product: CartProduct, variantKey?: string): Cents {
  const own = variantOf(product, variantKey)?.price;
  return priceCentsOrFallback(typeof own === 'number' ? own : product.price);
}

/** The shipping weight of one unit of a product or its variant, in kg. */
export function weightOf(product: CartProduct, variantKey?: string): number | null | undefined {
  const own = variantOf(product, variantKey)?.weight;
  return typeof own === 'number' ? own : product.shipping_data?.weight;
}

function toEpoch(date: DateInput | undefined): number {
  if (date === undefined) return Date.now();
  return date instanceof Date ? date.getTime() : typeof date === 'number' ? date : Date.parse(date);
}

/**
 * Splits a cost over rates in proportion to the values of the goods at each rate, in whole cents
 * that add up to the cost (largest remainders get the leftover cents).
 */
export function splitByValue(cost: Cents, valueByRate: ReadonlyMap<number, Cents>): ShippingShare[] {
  const rates = [...valueByRate.keys()].sort((a, b) => b - a);
  const total = [...valueByRate.values()].reduce((sum, value) => sum + value, 0);
  if (cost === 0 || rates.length === 0) return [];
  // Goods worth nothing (all discounted away) carry the shipping at their highest rate.
  if (total === 0) return [{ rate: rates[0]!, cost }];
  const shares = rates.map((rate) => {
    const exact = cost * valueByRate.get(rate)!;
    return { rate, cost: Math.floor(exact / total), remainder: exact % total };
  });
  let left = cost - shares.reduce((sum, share) => sum + share.cost, 0);
  for (const share of [...shares].sort((a, b) => b.remainder - a.remainder)) {
    if (left === 0) break;
    share.cost += 1;
    left -= 1;
  }
  return shares.filter((share) => share.cost > 0).map(({ rate, cost: part }) => ({ rate, cost: part }));
}

/**
 * Prices a cart: every line with its discounts and VAT, shipping with its free-shipping rules, the
 * voucher, and the totals. The storefront, the server and invoices all call this, so a cart costs
 * the same everywhere.
 *
 * Each unit is priced for the delivery country and rounded once; a line is that unit price times
 * the amount. Shipping costs are entered as the customer pays them and carry the VAT of the goods
 * they ship (split pro rata by the goods' values when the goods have several rates); an exempt
 * order pays them net. VAT is taken out of the summed gross of each rate. A multi-purpose voucher
 * is a means of payment: it reduces the total, not the VAT. A single-purpose voucher was taxed when
 * it was sold: it pays goods of its rate and takes what it pays off that rate's taxable base, so
 * their VAT is not charged twice. Selling a voucher is taxed by its kind (see `VoucherTax`).
 *
 * Lines whose amount is not positive are skipped; merge duplicates first with `normalizeCartLines`.
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
  const productGroups = new Map((input.productGroups ?? []).map((group) => [group._id, group]));

  const lines: PricedLine[] = [];
  const grossByRate = new Map<number, Cents>();
  // What the shipped goods cost, by the rate they carry when taxed.
  const shippedByRate = new Map<number, Cents>();
  // The shipping groups' loads of each shipment (one unless the delivery is split).
  const loads = [new Map<string, ShippingGroupLoad>(), new Map<string, ShippingGroupLoad>()];
  const goodsByProductGroup = new Map<string, Cents>();
  // The goods of each shipping group over the whole order: its free-shipping threshold looks at them.
  const groupGoods = new Map<string, Cents>();
  // What a single-purpose voucher may pay, by rate: the goods (no vouchers) and their shipping.
  const redeemableByRate = new Map<number, Cents>();
  let items = 0;
  let goods = 0;
  let notTaxableGross = 0;

  for (let index = 0; index < input.lines.length; index++) {
    const line = input.lines[index]!;
    const product = line.item;
    const amount = line.amount;
    // Lines without a positive amount are no purchase (the cart drops them as well).
    if (!(amount > 0)) continue;
    const variant = variantOf(product, line.variant)?.key ?? '';
    const entered = enteredPriceOf(product, variant);

    // A voucher's sale is taxed by its kind, not by the VAT groups or the delivery country: a
    // multi-purpose voucher not at all, a single-purpose one at its rate (the value is its gross).
    const voucherTax = product.type === 'voucher' ? (product.voucher_tax ?? MULTI_PURPOSE_VOUCHER) : null;
    const notTaxable = voucherTax?.purpose === 'multi';
    const vatGroup = firstKnown(product.vat_groups, compiled.vatGroups)?.[1] ?? compiled.standardVatGroup;
    const homeRate = voucherTax
      ? voucherTax.purpose === 'single'
        ? voucherTax.vatRate
        : 0
      : vatRateOf(vatGroup, homeCountry, homeCountry);
    const destinationRate = voucherTax ? homeRate : vatRateOf(vatGroup, vatContext.country, homeCountry);
    const lineContext = voucherTax ? { ...vatContext, exempt: false, fixedPrice: false } : vatContext;

    const offers = offersOf(product, productGroups);
    const discountGroups = lineDiscountGroups(
      product,
      offers,
      compiled,
      customerShop?.discount_groups,
      nowMs,
    );
    const discount = sumDiscounts(discountGroups, roles, entered, userPercent);

    const before = priceUnit(entered, homeRate, destinationRate, lineContext);
    const after = priceUnit(entered, homeRate, destinationRate, lineContext, discount);
    const gross = after.price * amount;

    const shipping = firstKnown(product.shipping_groups, compiled.shippingGroups);
    if (shipping) {
      const [uuid, { group, steps }] = shipping;
      const units = lineShippingUnits(group.type, amount, weightOf(product, variant));
      const shipment = loads[input.secondShipment?.has(index) ? 1 : 0]!;
      const load = shipment.get(uuid);
      if (load) load.units += units;
      else shipment.set(uuid, { group, steps, units, goodsCents: 0 });
      groupGoods.set(uuid, (groupGoods.get(uuid) ?? 0) + gross);
      // Shipping follows the rate the goods carry when taxed; an exempt order has it taken out.
      if (!notTaxable) shippedByRate.set(destinationRate, (shippedByRate.get(destinationRate) ?? 0) + gross);
    }

    for (const group of new Set(product.product_groups ?? []))
      goodsByProductGroup.set(group, (goodsByProductGroup.get(group) ?? 0) + gross);
    items += before.price * amount;
    goods += gross;
    if (notTaxable) notTaxableGross += gross;
    else grossByRate.set(after.rate, (grossByRate.get(after.rate) ?? 0) + gross);
    if (!voucherTax) redeemableByRate.set(after.rate, (redeemableByRate.get(after.rate) ?? 0) + gross);
    lines.push({
      index,
      productId: product._id,
      variant,
      amount,
      enteredPrice: entered,
      unitPriceBefore: before.price,
      unitPrice: after.price,
      unitNet: after.net,
      discountPercent: discount.percent,
      discountFlatPerUnit: discount.flatCents,
      grossBeforeDiscount: before.price * amount,
      discount: (before.price - after.price) * amount,
      vatRate: after.rate,
      gross,
      shippingGroup: shipping?.[0],
      notTaxable,
    });
  }

  const shippingContext = {
    country: pickup ? homeCountry : vatContext.country,
    zip: pickup ? null : deliveryAddress?.zip,
    pickup,
    customer: customerShop,
    shippingCountry: compiled.shippingCountries.get(vatContext.country),
    shopThreshold: settings.shipping_free_amount_treshhold,
  };
  const shipments = loads
    .filter((shipment, position) => position === 0 || shipment.size > 0)
    .map((shipment) => {
      for (const [uuid, load] of shipment) load.goodsCents = groupGoods.get(uuid)!;
      return computeShipping(shipment.values(), goods, shippingContext);
    });
  const shippingResult = joinShipments(shipments);
  const shippingDiscount = bestShippingDiscount(input.shippingDiscounts ?? [], shippingResult.cost, {
    country: vatContext.country,
    roles,
    goodsCents: goods,
    goodsByProductGroup,
  });
  const charged = shippingResult.cost - (shippingDiscount?.amount ?? 0);
  const taxedShares = splitByValue(charged, shippedByRate);
  const shares = vatContext.exempt
    ? [{ rate: 0, cost: taxedShares.reduce((sum, share) => sum + netOfGross(share.cost, share.rate), 0) }]
    : taxedShares;
  const shippingCost = shares.reduce((sum, share) => sum + share.cost, 0);
  for (const share of shares) {
    if (share.cost <= 0) continue;
    grossByRate.set(share.rate, (grossByRate.get(share.rate) ?? 0) + share.cost);
    redeemableByRate.set(share.rate, (redeemableByRate.get(share.rate) ?? 0) + share.cost);
  }

  const voucherTax = input.voucherTax ?? MULTI_PURPOSE_VOUCHER;
  const voucherValue = parseEuroAmount(input.voucher) ?? 0;
  const payable = goods + shippingCost;
  // A single-purpose voucher pays only goods of its rate supplied in its country, and takes what it
  // pays off that rate's taxable base; a multi-purpose voucher pays anything, after VAT.
  const voucher =
    voucherTax.purpose === 'single'
      ? applyVoucher(
          voucherValue,
          voucherTax.country === vatContext.country && !vatContext.exempt
            ? Math.min(redeemableByRate.get(voucherTax.vatRate) ?? 0, payable)
            : 0,
        )
      : applyVoucher(voucherValue, payable);
  const voucherBase = voucherTax.purpose === 'single' ? voucher.used : 0;
  if (voucherTax.purpose === 'single' && voucherBase > 0) {
    const left = grossByRate.get(voucherTax.vatRate)! - voucherBase;
    if (left === 0) grossByRate.delete(voucherTax.vatRate);
    else grossByRate.set(voucherTax.vatRate, left);
  }

  const vat = [...grossByRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rate, rateGross]) => {
      const rateNet = netOfGross(rateGross, rate);
      return { rate, net: rateNet, vat: rateGross - rateNet, gross: rateGross };
    });
  const discount = items - goods;
  const gross = vat.reduce((sum, row) => sum + row.gross, 0);

  return {
    lines,
    items,
    discount,
    shipping: shippingCost,
    shippingDetails: {
      method: pickup ? 'pickup' : 'shipping',
      cost: shippingCost,
      shares: shares.filter((share) => share.cost > 0),
      free: shippingResult.free,
      freeReason: shippingResult.freeReason,
      surcharge: shippingResult.surcharge,
      discount: shippingDiscount?.amount ?? 0,
      discountRule: shippingDiscount?.rule._id ?? null,
      groups: shippingResult.groups,
      shippable: shippingResult.shippable,
    },
    net: vat.reduce((sum, row) => sum + row.net, 0),
    vat,
    vatTotal: vat.reduce((sum, row) => sum + row.vat, 0),
    gross,
    notTaxable: notTaxableGross,
    voucherUsed: voucher.used,
    voucherRemaining: voucher.remaining,
    voucherTax,
    voucherBase,
    total: items - voucher.used + shippingCost - discount,
    vatCountry: vatContext.country,
    vatExempt: vatContext.exempt,
  };
}

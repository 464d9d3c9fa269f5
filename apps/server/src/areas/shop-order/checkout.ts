import { createHash } from 'node:crypto';
import {
  canonicalJson,
  DEFAULT_ADDRESS_TYPE,
  DEFAULT_COUNTRY,
  HOME_COUNTRY,
  canAdminister,
  customizationColor,
  fromCents,
  isAuthenticated,
  isCheckoutComplete,
  isPaymentMethodOffered,
  isSellable,
  plannedShipDate as plannedShipDateOf,
  priceCart,
  productAvailability,
  validateCheckout,
  EMAIL_REQUIRED_MESSAGE,
  type CheckoutErrorCode,
  type CartBreakdown,
  type CustomerShopData,
  localized,
  type Language,
  type PricingAddress,
  type ShopSettings,
  type VoucherTax,
} from '@gartenwerk/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../core/db';
import { AppError, noPermission } from '../../core/errors';
import { text, type Text } from '../../core/texts';
import type { CurrentUser } from '../../core/guard';
import { newId } from '../../core/ids';
import { getUserById } from '../auth/service';
import { addressErrorMessage } from '../shop-address/service';
import { getConfig } from '../config/service';
import type { SiteConfig } from '../config/schemas';
import { colorTitlesInBoth } from '../shop-color/service';
import { COLOR_MISSING, SET_NOT_OF_PRODUCT, setProductIds, setTitlesOf } from '../shop-cart/service';
import { outOfSeasonError, seasonsOfProducts } from '../shop-product/availability';
import { productRowsByIds, toProduct } from '../shop-product/service';
import { shopNow } from '../../core/clock';
import { offeringGroups } from '../shop-productgroup/service';
import { takeStock, type StockLine } from '../shop-stock/service';
import { eligiblePaymentMethods, PAYMENT_PROVIDERS } from '@gartenwerk/domain';
import type { OrderPayment } from '@gartenwerk/domain/schemas';
import {
  lockVoucher,
  spendVoucher,
  templateVoucherTax,
  usableVoucher,
  voucherTaxOfRow,
  type VoucherRow,
} from '../shop-voucher/service';
import { activeShippingDiscounts } from '../shop-shipping-discount/service';
import type { Order, OrderAddress, OrderItem, PlaceOrderInput, QuoteAnswer, QuoteInput } from './schemas';
import { nextOrderNumber } from './order-number';
import { totalsOf } from './totals';
import { hasPaidOrder, toOrder } from './orders';
import { shopOrders } from './table';
import { claimsVatExemption, vatIdStatusOf, type VatIdChecker } from './vies';
import { checkPickupWindow, takePickupPlace } from './pickup';

// What a refusal says, in the language of the request (core/texts).
const PRODUCT_NOT_ORDERABLE = (title: string) => text('errors:order.productNotOrderable', { title });
const PRODUCT_UNKNOWN_MESSAGE = text('errors:order.productUnknown');
const SINGLE_PURPOSE_NOT_HERE = (values: { rate: number; country: string }) =>
  text('errors:voucher.singlePurposeNotHere', values);
const VARIANT_UNKNOWN = (title: string) => text('errors:order.variantUnknown', { title });
const COLOR_UNKNOWN = (title: string) => text('errors:order.colorUnknown', { title });
const PAYMENT_NOT_OFFERED_MESSAGE = text('errors:order.paymentNotOffered');
const NOT_SHIPPABLE_MESSAGE = text('errors:order.notShippable');
const INVOICE_ADDRESS_MESSAGE = text('errors:order.invoiceAddress');
const SHIPPING_ADDRESS_MESSAGE = text('errors:order.shippingAddress');
const IDEMPOTENCY_KEY_REUSED_MESSAGE = text('errors:order.idempotencyKeyReused');
const IDEMPOTENCY_KEY_MISMATCH_MESSAGE = text('errors:order.idempotencyKeyMismatch');
const PICKUP_UNAVAILABLE_MESSAGE = text('errors:order.pickupUnavailable');
const SPLIT_NOT_OFFERED_MESSAGE = text('errors:order.splitNotOffered');

/** The checks of the domain's `validateCheckout` as texts (an address names its problem, see below). */
const CHECKOUT_MESSAGES: Record<CheckoutErrorCode, Text> = {
  email: text('auth:emailInvalid'),
  invoice_address: INVOICE_ADDRESS_MESSAGE,
  shipping_address: SHIPPING_ADDRESS_MESSAGE,
  terms: text('shop:termsRequired'),
  special_conditions: text('errors:order.specialConditions'),
  payment: text('shop:paymentRequired'),
};

/** The message for an order's invoice or shipping address that is not accepted, naming which one. */
function addressMessage(label: Text, incomplete: Text, address: OrderAddress | null | undefined): Text {
  const problem = addressErrorMessage(address, () => incomplete);
  return problem && problem !== incomplete
    ? text('errors:order.addressProblem', { address: label, problem })
    : incomplete;
}

/** The user the order is for: the caller, or for admins the owner they name. */
function ownerOf(input: { owner?: string | null }, by: CurrentUser): string | null {
  if (input.owner !== undefined && input.owner !== (isAuthenticated(by) ? by._id : null)) {
    if (!canAdminister(by)) throw noPermission();
    return input.owner;
  }
  return isAuthenticated(by) ? by._id : null;
}

async function customerOf(db: Database, owner: string | null) {
  if (!owner) return null;
  const user = await getUserById(db, owner);
  if (!user) throw new AppError('VALIDATION', 400, 'body/owner names an unknown user');
  const shop = (user.userData.shop ?? null) as CustomerShopData | null;
  return { roles: user.roles, shop };
}

/** What pricing a checkout reads; the quote leaves out what it does not know yet. */
type CheckoutInput = QuoteInput & { owner?: string | null };

type ShopConfig = SiteConfig['components']['shop'];

const filled = (text: string | null | undefined): text is string => !!text && text.trim() !== '';

/**
 * Loads what a checkout is priced with: the customer and the ordered products, each checked to be
 * sellable (unknown products and variants refused) and its set to name products of its slots only.
 * The shop settings are read once by the caller, for the whole order.
 */
async function prepareCheckout(
  db: Database,
  input: CheckoutInput,
  by: CurrentUser,
  shop: ShopConfig,
  vatIds: VatIdChecker,
  language: Language = 'de',
  now: Date = shopNow(),
) {
  const settings = shop as ShopSettings & ShopConfig;
  const alternate = input.alternate === true;
  const shippingAddress = alternate ? (input.shippingAddress ?? null) : null;
  const shippingMethod = input.shippingMethod ?? 'shipping';
  const owner = ownerOf(input, by);
  const customer = await customerOf(db, owner);

  // One query for the ordered products and the products their sets name.
  const ids = [...new Set(input.items.flatMap((line) => [line.item, ...setProductIds(line.set)]))];
  const rows = await productRowsByIds(db, ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  // An English order keeps the English names beside the German ones the shop works with: its mails,
  // PDFs and invoice name what the customer ordered, whatever the names become later.
  const english = language === 'en';
  const englishTitles = new Map(
    rows.map((row) => [row.id, { title: localized(row.title, row.data.name_en, 'en') }]),
  );
  const colorIds = input.items.flatMap((line) => customizationColor(line.customization) ?? []);
  const { de: colors, en: colorsInEnglish } = await colorTitlesInBoth(db, colorIds);
  // Seasons: a product outside its season is refused unless it can be pre-ordered, which plans its
  // shipping (or pickup) for the season's start.
  const seasons = new Map(
    (await seasonsOfProducts(db, rows.map(toProduct))).map((found, index) => [rows[index]!.id, found]),
  );
  const englishColors = english ? colorsInEnglish : new Map<string, string>();
  const lines = input.items.map((line) => {
    const row = byId.get(line.item);
    if (!row) throw new AppError('VALIDATION', 400, PRODUCT_UNKNOWN_MESSAGE);
    const product = toProduct(row);
    const title = english ? englishTitles.get(row.id)!.title : product.title;
    if (!isSellable(product, settings.show_sold_out)) {
      throw new AppError('NOT_ORDERABLE', 400, PRODUCT_NOT_ORDERABLE(title));
    }
    const availability = productAvailability(seasons.get(row.id)!, now, shippingMethod);
    if (availability.state === 'not_orderable') throw outOfSeasonError(title, availability);
    const plannedShipDate = plannedShipDateOf(availability);
    const frostHold = availability.state === 'frost_stop';
    const variant = line.variant ?? '';
    const chosen = product.variants.find((candidate) => candidate.key === variant);
    if (variant !== '' && !chosen) {
      throw new AppError('VALIDATION', 400, VARIANT_UNKNOWN(title));
    }
    // The product page names the colour by id; it must be one of the product's.
    const color = customizationColor(line.customization);
    const colorTitle = color === undefined ? undefined : colors.get(color);
    if (color !== undefined && (!product.colors.includes(color) || colorTitle === undefined)) {
      throw new AppError('VALIDATION', 400, COLOR_UNKNOWN(title));
    }
    if (color === undefined && product.colors.length > 0) {
      throw new AppError('VALIDATION', 400, COLOR_MISSING(title));
    }
    const setTitles = setTitlesOf(line.set, product.slots, byId);
    if (!setTitles) throw new AppError('VALIDATION', 400, SET_NOT_OF_PRODUCT(title));
    // Names as the customer reads them, kept with the order as they were when it was placed.
    const variantTitle = chosen ? chosen.value || chosen.key : undefined;
    // Only the names written in English: the rest falls back to the German ones.
    const englishNames = english
      ? {
          ...(filled(product.name_en) ? { title_en: product.name_en } : {}),
          ...(filled(chosen?.value_en) ? { variant_title_en: chosen!.value_en } : {}),
          ...(color !== undefined && englishColors.get(color) !== colorTitle
            ? { color_title_en: englishColors.get(color)! }
            : {}),
          ...(line.set !== undefined
            ? { set_titles_en: setTitlesOf(line.set, product.slots, englishTitles)! }
            : {}),
        }
      : {};
    return {
      line,
      product,
      variant,
      variantTitle,
      colorTitle,
      setTitles,
      englishNames,
      plannedShipDate,
      frostHold,
    };
  });
  // A voucher product issues vouchers of its template's kind, which decides the VAT of their sale.
  const voucherTaxes = new Map<string, VoucherTax>();
  for (const { product } of lines) {
    const template = product.voucher_template ?? null;
    if (product.type === 'voucher' && !voucherTaxes.has(template ?? ''))
      voucherTaxes.set(template ?? '', await templateVoucherTax(db, template));
  }
  const voucherTaxOfProduct = (product: (typeof lines)[number]['product']) =>
    product.type === 'voucher' ? voucherTaxes.get(product.voucher_template ?? '')! : null;
  const productGroups = await offeringGroups(db);
  const shippingDiscounts = await activeShippingDiscounts(db);
  const invoiceAddress: PricingAddress = input.invoiceAddress ?? {
    type: DEFAULT_ADDRESS_TYPE,
    country: settings.home_country ?? DEFAULT_COUNTRY,
  };
  // A company abroad orders without VAT only when VIES confirms its uid now.
  const vatIdCheck = claimsVatExemption(invoiceAddress, settings.home_country ?? HOME_COUNTRY)
    ? await vatIds.check(invoiceAddress.uid!)
    : null;
  const pricingAddress = { ...invoiceAddress, uid_confirmed: vatIdCheck?.valid === true };

  /**
   * The domain's breakdown with what is left on the customer's voucher, by its kind. A
   * single-purpose voucher that can pay nothing of the order (no goods of its rate, or another
   * country) is refused, so the customer knows why.
   */
  const price = (voucher: VoucherRow | null, split = false) => {
    const voucherTax = voucher ? voucherTaxOfRow(voucher) : undefined;
    const breakdown = priceCart({
      lines: lines.map(({ line, product, variant }) => ({
        item: { ...product, voucher_tax: voucherTaxOfProduct(product) },
        amount: line.amount,
        variant,
      })),
      settings,
      productGroups,
      customer,
      invoiceAddress: pricingAddress,
      shippingAddress,
      shippingMethod,
      voucher: voucher ? fromCents(voucher.remainingCents) : 0,
      ...(voucherTax ? { voucherTax } : {}),
      shippingDiscounts,
      ...(split ? { secondShipment: later } : {}),
    });
    if (voucherTax?.purpose === 'single' && breakdown.voucherUsed === 0)
      throw new AppError(
        'VOUCHER_NOT_HERE',
        409,
        SINGLE_PURPOSE_NOT_HERE({ rate: voucherTax.vatRate, country: voucherTax.country.toUpperCase() }),
      );
    return breakdown;
  };
  // A split delivery sends the goods shipped now first and the later ones (pre-orders, a frost
  // stop) when they are ready; offered when the shop allows it and both shipments hold goods.
  const later = new Set(
    lines.flatMap((entry, index) => (entry.plannedShipDate || entry.frostHold ? [index] : [])),
  );
  const shipsGoods = (entry: (typeof lines)[number]) => (entry.product.shipping_groups ?? []).length > 0;
  const splitOffered =
    settings.split_deliveries === true &&
    shippingMethod === 'shipping' &&
    lines.some((entry, index) => shipsGoods(entry) && later.has(index)) &&
    lines.some((entry, index) => shipsGoods(entry) && !later.has(index));
  const returningCustomer = await hasPaidOrder(db, owner);
  const paymentMethods = (breakdown: CartBreakdown) =>
    eligiblePaymentMethods({
      paymentsources: settings.paymentsources,
      customer: customer?.shop ?? null,
      totalCents: breakdown.total,
      country: invoiceAddress.country ?? null,
      shippingMethod,
      returningCustomer,
    });
  return {
    settings,
    alternate,
    shippingAddress,
    shippingMethod,
    owner,
    lines,
    vatIdCheck,
    price,
    later,
    splitOffered,
    voucherTaxOfProduct,
    paymentMethods,
  };
}

type Prepared = Awaited<ReturnType<typeof prepareCheckout>>;

function orderItemsOf(prepared: Prepared, breakdown: CartBreakdown, split = false): OrderItem[] {
  const priced = new Map(breakdown.lines.map((line) => [line.index, line]));
  return prepared.lines.map((entry, index) => {
    const {
      line,
      product,
      variant,
      variantTitle,
      colorTitle,
      setTitles,
      englishNames,
      plannedShipDate,
      frostHold,
    } = entry;
    const price = priced.get(index)!;
    const voucherTax = prepared.voucherTaxOfProduct(product);
    return {
      item: product._id,
      title: product.title,
      type: product.type,
      variant,
      ...(variantTitle !== undefined ? { variant_title: variantTitle } : {}),
      amount: line.amount,
      ...(line.order_desc !== undefined ? { order_desc: line.order_desc } : {}),
      ...(line.customization !== undefined ? { customization: line.customization } : {}),
      ...(colorTitle !== undefined ? { color_title: colorTitle } : {}),
      ...(line.set !== undefined ? { set: line.set, set_titles: setTitles } : {}),
      ...englishNames,
      price: fromCents(price.unitPriceBefore),
      discount: fromCents(price.discount),
      vat_rate: price.vatRate,
      total: fromCents(price.grossBeforeDiscount),
      planned_ship_date: plannedShipDate,
      ...(frostHold ? { frost_hold: true } : {}),
      ...(split && prepared.later.has(index) ? { second_shipment: true } : {}),
      ...(voucherTax
        ? {
            voucher: {
              purpose: voucherTax.purpose,
              vat_country: voucherTax.purpose === 'single' ? voucherTax.country : null,
              template: product.voucher_template ?? null,
            },
          }
        : {}),
    };
  });
}

/**
 * The checkout summary: the server's prices and totals for the cart as far as the checkout knows
 * it, and the payment methods eligible for it. Nothing is stored or reserved.
 */
export async function quoteCheckout(
  db: Database,
  input: QuoteInput,
  by: CurrentUser,
  vatIds: VatIdChecker,
  language: Language = 'de',
): Promise<QuoteAnswer> {
  const shop = (await getConfig(db)).components.shop;
  const prepared = await prepareCheckout(db, input, by, shop, vatIds, language);
  const voucher = input.voucher ? await usableVoucher(db, input.voucher) : null;
  const split = prepared.splitOffered && input.split_delivery === true;
  const breakdown = prepared.price(voucher, split);
  const items = orderItemsOf(prepared, breakdown, split);
  let splitDelivery: QuoteAnswer['split_delivery'] = null;
  if (prepared.splitOffered) {
    const [one, two] = split
      ? [prepared.price(voucher), breakdown]
      : [breakdown, prepared.price(voucher, true)];
    // The second shipment goes when its last line is ready; none is known while a frost stop is open.
    const days = items.flatMap((item, index) =>
      prepared.later.has(index) ? [item.planned_ship_date ?? null] : [],
    );
    splitDelivery = {
      ship_from: days.includes(null) ? null : days.sort().at(-1)!,
      extra_shipping: fromCents(two.shipping - one.shipping),
    };
  }
  return {
    items,
    totals: totalsOf(breakdown),
    shippable: breakdown.shippingDetails.shippable,
    payment_methods: prepared.paymentMethods(breakdown),
    vat_id: vatIdStatusOf(prepared.vatIdCheck),
    completed: isCheckoutComplete({
      email: input.email ?? null,
      invoiceAddress: input.invoiceAddress ?? null,
      shippingAddress: prepared.shippingAddress,
      alternate: prepared.alternate,
      selectedPayment: input.selectedPayment ?? null,
    }),
    split_delivery: splitDelivery,
  };
}

/** An order's affiliate as the order keeps it: who, and at which commission (percent). */
export interface OrderAffiliate {
  id: string;
  commission: number;
}

export interface PlaceOrderOptions {
  /** Asks VIES about a company's uid. */
  vatIds: VatIdChecker;
  /** The checkout's Idempotency-Key: the same key finds the same order. */
  idempotencyKey?: string;
  /** The customer's language, for the mails about the order. */
  language?: Language;
  /** The affiliate whose link brought the customer, and its commission now. */
  affiliate?: OrderAffiliate | null;
  /** The clock pickup windows and seasons are checked with (tests give a fixed one). */
  now?: Date;
}

/** The same request gives the same digest, whatever its key order. */
const requestDigestOf = (input: PlaceOrderInput): string =>
  createHash('sha256').update(canonicalJson(input)).digest('hex');

async function orderByKey(
  db: Database,
  key: string,
  owner: string | null,
  email: string,
  requestDigest: string,
): Promise<Order | null> {
  const [row] = await db.select().from(shopOrders).where(eq(shopOrders.idempotencyKey, key));
  if (!row) return null;
  // A key is the caller's own (a guest's: with the same e-mail); another's never reveals that order.
  if (row.owner !== owner || (owner === null && row.email !== email))
    throw new AppError('IDEMPOTENCY_KEY_REUSED', 409, IDEMPOTENCY_KEY_REUSED_MESSAGE);
  // A replay answers the first order only when it asks for the same one (orders from before the
  // digest was kept have none to compare).
  if (row.data.requestDigest !== undefined && row.data.requestDigest !== requestDigest)
    throw new AppError('IDEMPOTENCY_KEY_MISMATCH', 422, IDEMPOTENCY_KEY_MISMATCH_MESSAGE);
  return toOrder(row);
}

/**
 * Places an order: checks the checkout data, prices the items from the stored products with the
 * domain's rules (client prices are never read), and in one transaction takes the stock, spends the
 * voucher and stores the order. A refused step leaves nothing behind. With an idempotency key a
 * repeated request (also one running at the same time) answers the order the first one placed;
 * `created` tells whether this call placed it.
 */
export async function placeOrder(
  db: Database,
  input: PlaceOrderInput,
  by: CurrentUser,
  options: PlaceOrderOptions,
): Promise<{ order: Order; created: boolean }> {
  const key = options.idempotencyKey;
  const email = input.email.trim().toLowerCase();
  const requestDigest = requestDigestOf(input);
  if (key) {
    const existing = await orderByKey(db, key, ownerOf(input, by), email, requestDigest);
    if (existing) return { order: existing, created: false };
  }
  const alternate = input.alternate === true;
  const shop = (await getConfig(db)).components.shop;
  const checkoutOrder = {
    email: input.email,
    invoiceAddress: input.invoiceAddress,
    shippingAddress: alternate ? (input.shippingAddress ?? null) : null,
    alternate,
    selectedPayment: input.selectedPayment,
  };
  const errors = validateCheckout(checkoutOrder, {
    termsAccepted: input.termsAccepted,
    specialConditionsEnabled: shop.additional_conditions?.enabled === true,
    specialConditionsAccepted: input.specialConditionsAccepted === true,
  });
  const [first] = errors;
  if (first?.code === 'invoice_address')
    throw new AppError(
      'CHECKOUT',
      400,
      addressMessage(text('checkout:invoiceAddress'), INVOICE_ADDRESS_MESSAGE, input.invoiceAddress),
    );
  if (first?.code === 'shipping_address')
    throw new AppError(
      'CHECKOUT',
      400,
      addressMessage(text('checkout:shippingAddress'), SHIPPING_ADDRESS_MESSAGE, input.shippingAddress),
    );
  if (first)
    throw new AppError(
      'CHECKOUT',
      400,
      first.message === EMAIL_REQUIRED_MESSAGE ? text('auth:emailRequired') : CHECKOUT_MESSAGES[first.code],
    );
  if (input.shippingMethod === 'pickup' && shop.pickup?.enabled === false) {
    throw new AppError('CHECKOUT', 400, PICKUP_UNAVAILABLE_MESSAGE);
  }
  const pickupWindow =
    input.shippingMethod === 'pickup'
      ? await checkPickupWindow(
          db,
          shop.pickup,
          input.pickupWindow,
          options.now ?? new Date(),
          canAdminister(by),
        )
      : null;

  const prepared = await prepareCheckout(
    db,
    input,
    by,
    shop,
    options.vatIds,
    options.language,
    options.now ?? shopNow(),
  );
  if (input.split_delivery === true && !prepared.splitOffered)
    throw new AppError('SPLIT_NOT_OFFERED', 400, SPLIT_NOT_OFFERED_MESSAGE);
  const split = input.split_delivery === true;
  const stockLines = new Map<string, StockLine>();
  for (const { line, product, variant } of prepared.lines) {
    const stockKey = `${product._id}\u0000${variant}`;
    const existing = stockLines.get(stockKey);
    if (existing) existing.amount += line.amount;
    else
      stockLines.set(stockKey, {
        productId: product._id,
        variant,
        amount: line.amount,
        title: product.title,
      });
  }

  const orderId = newId();
  try {
    const row = await db.transaction(async (tx) => {
      const voucher = input.voucher ? await lockVoucher(tx, input.voucher) : null;
      const breakdown = prepared.price(voucher, split);
      if (!breakdown.shippingDetails.shippable)
        throw new AppError('NOT_SHIPPABLE', 400, NOT_SHIPPABLE_MESSAGE);
      // Admins may book any method the shop has; customers only the ones offered to them.
      const offered = canAdminister(by)
        ? isPaymentMethodOffered(input.selectedPayment, {
            paymentsources: prepared.settings.paymentsources,
            customer: null,
            totalCents: breakdown.total,
            country: input.invoiceAddress.country,
            anyAudience: true,
          })
        : prepared.paymentMethods(breakdown).includes(input.selectedPayment);
      if (!offered) throw new AppError('PAYMENT_NOT_OFFERED', 400, PAYMENT_NOT_OFFERED_MESSAGE);

      await takeStock(tx, [...stockLines.values()], {
        reason: 'order',
        userId: isAuthenticated(by) ? by._id : null,
        orderId,
      });
      if (voucher) await spendVoucher(tx, voucher.id, breakdown.voucherUsed);
      if (pickupWindow) await takePickupPlace(tx, pickupWindow, shop.pickup);

      const provider = PAYMENT_PROVIDERS.get(input.selectedPayment);
      const payment: OrderPayment = provider
        ? await provider.start({
            orderId,
            totalCents: breakdown.total,
            email,
            bankDetails: prepared.settings.bank_details ?? null,
          })
        : { method: input.selectedPayment, state: 'pending', bank_details: null, redirect: null };

      // Last before the insert: the year's number stays locked for as short a time as possible, and
      // the order's time is read once it is ours, so numbers follow the order of `created`.
      const number = await nextOrderNumber(tx, new Date());
      const created = new Date();
      const [stored] = await tx
        .insert(shopOrders)
        .values({
          id: orderId,
          number,
          created,
          status: 'open',
          tags: input.tags ?? [],
          owner: prepared.owner,
          email,
          totalCents: breakdown.total,
          idempotencyKey: key ?? null,
          vatIdCheck: prepared.vatIdCheck,
          affiliateId: options.affiliate?.id ?? null,
          affiliateCommission: options.affiliate?.commission ?? null,
          pickupStart: pickupWindow?.start ?? null,
          pickupEnd: pickupWindow?.end ?? null,
          data: {
            items: orderItemsOf(prepared, breakdown, split),
            ...(split ? { split_delivery: { first_shipped_at: null } } : {}),
            invoiceAddress: input.invoiceAddress,
            shippingAddress: prepared.shippingAddress,
            alternate,
            shippingMethod: prepared.shippingMethod,
            selectedPayment: input.selectedPayment,
            comment: input.comment ?? '',
            newsletter: input.newsletter === true,
            cc_location: input.cc_location ?? '',
            completed: isCheckoutComplete(checkoutOrder),
            totals: totalsOf(breakdown),
            voucher: voucher?.code ?? null,
            payment,
            ...(options.language ? { language: options.language } : {}),
            ...(key ? { requestDigest } : {}),
          },
        })
        .returning();
      return stored!;
    });
    return { order: toOrder(row), created: true };
  } catch (error) {
    // A request with the same key that ran at the same time won: its order is the answer (this
    // one's transaction, stock and voucher included, was rolled back).
    if (key) {
      const existing = await orderByKey(db, key, prepared.owner, email, requestDigest);
      if (existing) return { order: existing, created: false };
    }
    throw error;
  }
}

import {
  ADMIN_CENTER_URL,
  countryName,
  DEFAULT_LANGUAGE,
  TERMS_ROUTE,
  WITHDRAWAL_POLICY_ROUTE,
  WITHDRAWAL_ROUTE,
  describeLineCustomization,
  clockTime,
  describeLineSet,
  pickupWindowParts,
  viennaDay,
  weekRows,
  type WeekRow,
  formatDate,
  formatEuro,
  shippingBeforeDiscount,
  toCents,
  variantLabel,
  type Language,
  shopPaths,
  lineShippingWords,
} from '@gartenwerk/domain';
import { createI18n } from '@gartenwerk/i18n';
import type { FastifyInstance } from 'fastify';
import { purposeMailbox } from '../config/mailboxes';
import { getOpening } from '../booking/service';
import { getConfig } from '../config/service';
import type { Company, SiteConfig } from '../config/schemas';
import { pickupLocation } from './pickup';
import type { MailMessage, MailTemplate } from '../mail/service';
import { publishedPageText } from '../entry/service';
import type { Order, OrderAddress, OrderItem } from './schemas';

const euro = (euros: number, language: Language) => formatEuro(toCents(euros), language);

function addressLines(address: OrderAddress, language: Language): string[] {
  return [
    address.company,
    `${address.first_name} ${address.last_name}`,
    address.address,
    `${address.zip} ${address.city}`,
    countryName(address.country, language),
    address.uid ? `UID: ${address.uid}` : undefined,
  ].filter((line): line is string => !!line);
}

/** The seller as an order confirmation, the PDF and the withdrawal mails name it. */
export function sellerLines(company: Company, language: Language = DEFAULT_LANGUAGE): string[] {
  const t = createI18n(language).getFixedT(null, 'mail', 'orderLegal');
  return [
    company.name,
    company.street,
    `${company.zip} ${company.city}`.trim(),
    // Entered as a name ("Österreich"); a code is named in the reader's language.
    /^[a-z]{2}$/i.test(company.country)
      ? countryName(company.country.toLowerCase(), language)
      : company.country,
    company.uid ? t('uid', { uid: company.uid }) : '',
    company.phone || company.email ? t('contact', { phone: company.phone, email: company.email }) : '',
  ].filter(Boolean);
}

/**
 * What the confirmation carries besides the order, on a durable medium: the seller, the link to the
 * withdrawal function, the terms and the withdrawal policy with the model form, as the pages say them.
 *
 * The pages exist in German only, and German is the contract language. An English mail carries them
 * all the same, with an English note saying so and that the German text binds: the terms that are
 * part of the contract are the German ones the customer accepted at checkout (§ 312i(1) Nr. 4 BGB asks
 * for exactly those, storable), the languages of the contract must be named (Art. 246c Nr. 4 EGBGB),
 * and an unofficial translation sent instead would invite a dispute over which text applies (an unclear
 * term counts against the shop: § 305c(2) BGB, § 915 ABGB). A shop addressing English speakers should
 * still publish a checked English translation; this note is no substitute for it.
 */
async function orderLegalText(
  app: FastifyInstance,
  order: Order,
  company: Company,
  language: Language,
): Promise<string> {
  const t = createI18n(language).getFixedT(null, 'mail', 'orderLegal');
  const [terms, withdrawalPolicy] = await Promise.all([
    publishedPageText(app.db, TERMS_ROUTE),
    publishedPageText(app.db, WITHDRAWAL_POLICY_ROUTE),
  ]);
  const rule = '―'.repeat(40);
  return [
    t('seller'),
    ...sellerLines(company, language),
    '',
    t('withdraw', { link: `${app.mailer.settings.publicUrl}${WITHDRAWAL_ROUTE}?number=${order.number}` }),
    ...(terms || withdrawalPolicy ? ['', t('contractLanguage')] : []),
    ...(terms ? ['', rule, t('terms'), rule, terms] : []),
    ...(withdrawalPolicy ? ['', rule, t('withdrawalPolicy'), rule, withdrawalPolicy] : []),
  ].join('\n');
}

/** The week of the pickup location (of the booking module) in effect on a Vienna day, in rows. */
export async function pickupWeek(
  app: FastifyInstance,
  config: SiteConfig,
  now = new Date(),
): Promise<WeekRow[]> {
  const opening = await getOpening(app.db);
  const location = pickupLocation(opening, config.components.shop.pickup);
  return location ? weekRows(opening, location.id, viennaDay(now)) : [];
}

/**
 * Where and when a pickup order is collected: the pickup place, the company's address and the opening
 * hours of the booking module (`week`, from pickupWeek), the ones the footer and the shipping page show.
 */
export function pickupLines(
  config: SiteConfig,
  language: Language,
  week: readonly WeekRow[],
  order?: Order,
  ready = false,
): string[] {
  const i18n = createI18n(language);
  const t = i18n.getFixedT(null, 'mail', 'orderSummary');
  const common = i18n.getFixedT(null, 'common', 'footer');
  const { company } = config;
  const day = (weekday: string) => common(`weekday.${weekday}`);
  const hours = week.map((row) => {
    const days = row.from === row.to ? day(row.from) : `${day(row.from)} – ${day(row.to)}`;
    const time = row.hours.length
      ? row.hours
          .map((span) =>
            common('hoursRange', { opens: clockTime(span.opens), closes: clockTime(span.closes) }),
          )
          .join(', ')
      : common('closed');
    return `${days}: ${time}`;
  });
  const place = [
    ...[config.components.shop.pickup?.location?.trim(), company.name, company.street].filter(
      (line): line is string => !!line,
    ),
    `${company.zip} ${company.city}`.trim(),
  ];
  const withHours = [...place, ...(hours.length > 0 ? ['', t('pickupHours'), ...hours] : [])];
  // A chosen window says when; without one the shop lets the customer know (or, once ready, the hours do).
  if (order?.pickupWindow)
    return [pickupWindowText(order.pickupWindow, language), '', t('pickupPlace'), ...place];
  return [ready ? t('pickupPlace') : t('pickupAt'), ...withHours];
}

/** "Abholung am 04.12.2026, 10:00–11:00 Uhr". */
export function pickupWindowText(window: { start: string; end: string }, language: Language): string {
  return createI18n(language).t('common:pickupWindow', pickupWindowParts(window, language));
}

/** Tells the customer a pickup order is ready: when (the chosen window) and where to collect it. */
export async function mailReadyForPickup(app: FastifyInstance, order: Order): Promise<void> {
  const config = await getConfig(app.db);
  const language = order.language ?? DEFAULT_LANGUAGE;
  try {
    await app.mailer.sendMail({
      to: order.email,
      template: 'orderReadyForPickup',
      language,
      values: {
        link: config.components.shop.urls.account || '/',
        name: customerName(order),
        number: order.number,
        date: formatDate(order.created, language),
        // With a window: it and the place; without: the place and the opening hours.
        pickup: pickupLines(config, language, await pickupWeek(app, config), order, true).join('\n'),
      },
    });
  } catch (error) {
    app.log.error({ err: error, order: order._id }, 'the ready-for-pickup mail could not be sent');
  }
}

/**
 * A line's names in the language: an English order's English names where it was placed with them,
 * else the German ones.
 */
export function itemNames(item: OrderItem, language: Language): OrderItem {
  if (language !== 'en') return item;
  return {
    ...item,
    title: item.title_en || item.title,
    variant_title: item.variant_title_en || item.variant_title,
    color_title: item.color_title_en || item.color_title,
    set_titles: item.set_titles_en ?? item.set_titles,
  } as OrderItem;
}

/** A line's product with its variant by label, in the language: "Thuja Smaragd (60–80 cm)". */
export function itemTitle(item: OrderItem, language: Language = 'de'): string {
  const named = itemNames(item, language);
  const variant = variantLabel(named);
  return variant ? `${named.title} (${variant})` : named.title;
}

/**
 * A line's planned shipping in words ("Vorbestellung – Versand ab KW 42 (ab 15.10.)", "Versand nach
 * Frostende (ab 21.12.)"); empty for a line shipped as usual.
 */
export function plannedShipping(item: OrderItem, language: Language): string {
  const words = lineShippingWords(item, language);
  if (!words) return '';
  return createI18n(language).getFixedT(null, 'mail', 'orderSummary')(words.key, words.values);
}

/** What the customer added to a line: note, customization (the colour by name) and the set's products, in words. */
export function itemDetails(
  item: OrderItem,
  language: Language,
): { note: string; customization: string; set: string } {
  const t = createI18n(language).getFixedT(null, 'mail', 'orderSummary');
  const named = itemNames(item, language);
  return {
    note: item.order_desc?.trim() ?? '',
    customization: describeLineCustomization(item.customization, named.color_title, t('color')),
    set: describeLineSet(item.set, named.set_titles).join('; '),
  };
}

/** The order in plain text: lines, totals, payment (with the bank details for prepayment), addresses. */
export function orderSummary(order: Order, language: Language): string {
  const t = createI18n(language).getFixedT(null, 'mail');
  const money = (euros: number) => euro(euros, language);
  const { totals } = order;
  const method = t(`paymentMethods.${order.selectedPayment}`, { defaultValue: order.selectedPayment ?? '' });
  const bank = order.payment.bank_details;
  const shipping = shippingBeforeDiscount(totals);
  return [
    t('orderSummary.number', { number: order.number }),
    '',
    ...order.items.flatMap((item) => {
      const { note, customization, set } = itemDetails(item, language);
      return [
        t('orderSummary.line', {
          amount: item.amount,
          title: itemTitle(item, language),
          price: money(item.price),
          total: money(item.total),
        }),
        ...(item.voucher?.purpose === 'multi' ? [`   ${t('orderSummary.notTaxable')}`] : []),
        ...(plannedShipping(item, language) ? [`   ${plannedShipping(item, language)}`] : []),
        ...(customization ? [`   ${customization}`] : []),
        ...(set ? [`   ${t('orderSummary.lineSet', { parts: set })}`] : []),
        ...(note ? [`   ${t('orderSummary.lineNote', { note })}`] : []),
      ];
    }),
    '',
    t('orderSummary.items', { value: money(totals.items) }),
    ...(totals.discount > 0 ? [t('orderSummary.discount', { value: money(totals.discount) })] : []),
    order.shippingMethod === 'pickup'
      ? t('orderSummary.pickup')
      : totals.shipping_free || shipping === 0
        ? t('orderSummary.shippingFree')
        : t('orderSummary.shipping', { value: money(shipping) }),
    ...(order.split_delivery ? [t('orderSummary.splitDelivery')] : []),
    ...((totals.shipping_discount ?? 0) > 0
      ? [t('orderSummary.shippingDiscount', { value: money(totals.shipping_discount!) })]
      : []),
    ...(totals.vat_exempt
      ? [t('orderSummary.vatExempt')]
      : totals.vat.map((line) => t('orderSummary.vat', { rate: line.rate, value: money(line.vat) }))),
    ...(totals.voucher_used > 0
      ? [t('orderSummary.voucher', { code: order.voucher ?? '', value: money(totals.voucher_used) })]
      : []),
    t('orderSummary.total', { value: money(totals.total) }),
    '',
    t('orderSummary.payment', { method }),
    ...(bank
      ? [t('orderSummary.bankDetails', { ...bank, total: money(totals.total), number: order.number })]
      : []),
    '',
    t('orderSummary.invoiceAddress'),
    ...addressLines(order.invoiceAddress, language),
    ...(order.shippingAddress
      ? ['', t('orderSummary.shippingAddress'), ...addressLines(order.shippingAddress, language)]
      : []),
    ...(order.comment ? ['', t('orderSummary.comment', { comment: order.comment })] : []),
  ].join('\n');
}

/** The name an order's mails greet the customer with: the invoice address's first and last name. */
export function customerName(order: Order): string {
  const { first_name, last_name } = order.invoiceAddress;
  return `${first_name} ${last_name}`.trim();
}

/** A mail about an order without its recipient; the shop's notice gets the order's link in the admin centre. */
interface OrderMail {
  template: MailTemplate;
  values: Omit<MailMessage['values'], 'link'> & { link?: string };
}

/**
 * Mails what happened to an order to both sides: the customer in their language, and the shop's
 * mailbox (the one for orders in settings/mail, else DEFAULT_SYSTEM_MAILBOX, else the first; sent
 * through it) in German, whatever language the customer used,
 * since the nursery reads it; the notice links the order in the admin centre and names the customer.
 * A mail that cannot be written is logged: what happened to the order stands.
 */
export async function mailOrderEvent(
  app: FastifyInstance,
  order: Order,
  language: Language,
  /** null: the customer is not told (e.g. a dispute their bank opened). */
  customer: (OrderMail & { values: { link: string } }) | null,
  shop: OrderMail,
): Promise<void> {
  const { mail, components } = await getConfig(app.db);
  const send = async (to: string, message: Omit<MailMessage, 'to'>) => {
    try {
      await app.mailer.sendMail({ to, ...message });
    } catch (error) {
      app.log.error({ err: error, order: order._id }, `the ${message.template} mail could not be sent`);
    }
  };
  if (customer) await send(order.email, { template: customer.template, language, values: customer.values });
  const mailbox = purposeMailbox(mail, 'orders');
  if (!mailbox?.email) return;
  const adminUrl = components.admincenter?.url ?? ADMIN_CENTER_URL;
  await send(mailbox.email, {
    mailbox: mailbox.uuid,
    template: shop.template,
    language: 'de',
    values: {
      link: `${adminUrl}/shop/orders/${order._id}`,
      number: order.number,
      customer: [order.invoiceAddress.company, customerName(order)].filter(Boolean).join(', '),
      email: order.email,
      ...shop.values,
    },
  });
}

/** Mails a placed order: the confirmation to the customer and a notification to the shop's mailbox. */
export async function mailPlacedOrder(
  app: FastifyInstance,
  order: Order,
  language: Language = DEFAULT_LANGUAGE,
) {
  const config = await getConfig(app.db);
  const { components, company } = config;
  const date = formatDate(order.created, language);
  // A pickup order says where and when to collect it, in the customer's and the shop's mail.
  const week = order.shippingMethod === 'pickup' ? await pickupWeek(app, config) : [];
  const withPickup = (summary: string, lang: Language) =>
    order.shippingMethod === 'pickup'
      ? [summary, '', ...pickupLines(config, lang, week, order)].join('\n')
      : summary;
  const account = shopPaths(components.shop.urls).account;
  await mailOrderEvent(
    app,
    order,
    language,
    {
      template: 'orderConfirmation',
      values: {
        link: order.perm.owner ? `${account}/orders/${order._id}` : '/',
        name: customerName(order),
        number: order.number,
        date,
        summary: withPickup(orderSummary(order, language), language),
        legal: await orderLegalText(app, order, company, language),
      },
    },
    {
      template: 'orderNotification',
      values: {
        total: euro(order.total, 'de'),
        summary: [
          withPickup(orderSummary(order, 'de'), 'de'),
          ...(order.newsletter ? ['', createI18n('de').t('mail:orderSummary.newsletterWanted')] : []),
        ].join('\n'),
      },
    },
  );
}

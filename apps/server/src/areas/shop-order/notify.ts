import {
  ADMIN_CENTER_URL,
  countryName,
  DEFAULT_LANGUAGE,
  TERMS_ROUTE,
  WITHDRAWAL_POLICY_ROUTE,
  WITHDRAWAL_ROUTE,
  describeCustomization,
  describeLineSet,
  formatEuro,
  toCents,
  type Language,
} from '@gartenwerk/domain';
import { createI18n } from '@gartenwerk/i18n';
import type { FastifyInstance } from 'fastify';
import { getConfig } from '../config/service';
import type { Company } from '../config/schemas';
import { publishedPageText } from '../entry/service';
import type { Order, OrderAddress, OrderItem } from './schemas';

const euro = (euros: number, language: Language) =>
  formatEuro(toCents(euros), language === 'en' ? 'en-IE' : 'de-AT');

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
    company.country,
    company.uid ? t('uid', { uid: company.uid }) : '',
    company.phone || company.email ? t('contact', { phone: company.phone, email: company.email }) : '',
  ].filter(Boolean);
}

/**
 * What the confirmation carries besides the order, on a durable medium: the seller, the link to the
 * withdrawal function, the terms and the withdrawal policy with the model form, as the pages say them.
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
    ...(terms ? ['', rule, t('terms'), rule, terms] : []),
    ...(withdrawalPolicy ? ['', rule, t('withdrawalPolicy'), rule, withdrawalPolicy] : []),
  ].join('\n');
}

/** What the customer added to a line: note, customization and the set's products, in words. */
export function itemDetails(item: OrderItem): { note: string; customization: string; set: string } {
  return {
    note: item.order_desc?.trim() ?? '',
    customization: describeCustomization(item.customization),
    set: describeLineSet(item.set, item.set_titles).join('; '),
  };
}

/** The order in plain text: lines, totals, payment (with the bank details for prepayment), addresses. */
export function orderSummary(order: Order, language: Language): string {
  const t = createI18n(language).getFixedT(null, 'mail');
  const money = (euros: number) => euro(euros, language);
  const { totals } = order;
  const method = t(`paymentMethods.${order.selectedPayment}`, { defaultValue: order.selectedPayment ?? '' });
  const bank = order.payment.bank_details;
  return [
    t('orderSummary.number', { number: order.number }),
    '',
    ...order.items.flatMap((item) => {
      const { note, customization, set } = itemDetails(item);
      return [
        t('orderSummary.line', {
          amount: item.amount,
          title: item.variant ? `${item.title} (${item.variant})` : item.title,
          price: money(item.price),
          total: money(item.total),
        }),
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
      : totals.shipping_free || totals.shipping === 0
        ? t('orderSummary.shippingFree')
        : t('orderSummary.shipping', { value: money(totals.shipping) }),
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

/**
 * Mails a placed order: the confirmation to the customer in their language and a notification to
 * the shop's mailbox (DEFAULT_SYSTEM_MAILBOX, else the first). A mail that cannot be written is
 * logged; the order stands.
 */
export async function mailPlacedOrder(
  app: FastifyInstance,
  order: Order,
  language: Language = DEFAULT_LANGUAGE,
) {
  const { mail, components, company } = await getConfig(app.db);
  const { first_name, last_name } = order.invoiceAddress;
  const name = `${first_name} ${last_name}`.trim();
  const date = new Date(order.created).toLocaleDateString(language === 'en' ? 'en-GB' : 'de-AT');
  const account = components.shop.urls.account || '/account';
  try {
    await app.mailer.sendMail({
      to: order.email,
      template: 'orderConfirmation',
      language,
      values: {
        link: order.perm.owner ? `${account}/orders/${order._id}` : '/',
        name,
        number: order.number,
        date,
        summary: orderSummary(order, language),
        legal: await orderLegalText(app, order, company, language),
      },
    });
  } catch (error) {
    app.log.error({ err: error, order: order._id }, 'the order confirmation could not be sent');
  }
  const mailbox = mail.mailboxes.find((box) => box.uuid === mail.DEFAULT_SYSTEM_MAILBOX) ?? mail.mailboxes[0];
  if (!mailbox?.email) return;
  const adminUrl = components.admincenter?.url ?? ADMIN_CENTER_URL;
  try {
    await app.mailer.sendMail({
      to: mailbox.email,
      template: 'orderNotification',
      // The mailbox is read by the nursery: German, whatever language the customer ordered in.
      language: 'de',
      values: {
        link: `${adminUrl}/shop/orders/${order._id}`,
        number: order.number,
        total: euro(order.total, 'de'),
        customer: [order.invoiceAddress.company, name].filter(Boolean).join(', '),
        email: order.email,
        // No newsletter area yet: the shop learns of the wish to subscribe the customer by hand.
        summary: [
          orderSummary(order, 'de'),
          ...(order.newsletter ? ['', createI18n('de').t('mail:orderSummary.newsletterWanted')] : []),
        ].join('\n'),
      },
    });
  } catch (error) {
    app.log.error({ err: error, order: order._id }, 'the order notification could not be sent');
  }
}

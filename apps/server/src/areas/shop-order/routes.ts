import {
  canAdminister,
  formatDate,
  formatEuro,
  PAYMENT_PROVIDERS,
  PICKUP_DAYS_AHEAD,
  toCents,
  viennaDay,
} from '@gartenwerk/domain';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../core/db';
import { AppError, noPermission } from '../../core/errors';
import { requireAuthenticated, requireRole } from '../../core/guard';
import { IdParamsSchema, ListSchema } from '../../core/schemas';
import { shopRateLimit, type ShopRateLimitOptions } from '../../core/shop-rate-limits';
import { notifyNobody, type Notify } from '../../core/notify';
import { requestLanguage } from '../../core/texts';
import { getConfig } from '../config/service';
import type { MailTemplate } from '../mail/service';
import {
  OrderIdBodySchema,
  MarkShippedBodySchema,
  OrderQuerySchema,
  OrderSchema,
  OrderUpdateSchema,
  PickupDaysSchema,
  PlaceOrderSchema,
  QuoteAnswerSchema,
  QuoteSchema,
  type Order,
} from './schemas';
import { renderOrderPdf } from './pdf';
import { mailPlacedOrder, mailReadyForPickup } from './notify';
import { pickupDays, pickupsOn } from './pickup';
import { notifyPlacedOrder, notifyWithdrawal } from './admin-notify';
import { orderInvoicing } from './invoicing';
import {
  checkWithdrawal,
  mailWithdrawal,
  WithdrawableOrderSchema,
  WithdrawalInputSchema,
  withdrawOrder,
  withWithdrawalPeriod,
} from './withdrawal';
import {
  deleteOrder,
  getOrder,
  listOrders,
  markPayed,
  markReadyForPickup,
  markShipped,
  markFirstShipmentShipped,
  placeOrder,
  quoteCheckout,
  updateOrder,
  type OrderAffiliate,
} from './service';
import { subscribeFromBox } from '../newsletter/boxes';

/** A client-made key: 8 to 200 letters, digits, dashes or underscores (a UUID fits). */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,200}$/;
export const IDEMPOTENCY_KEY_MESSAGE =
  'headers/idempotency-key must be 8 to 200 letters, digits, dashes or underscores';

const adminOnly = requireRole('admin', 'system');

const languageOf = requestLanguage;

/** /api/v0/shop_order/: every order for admins; signed-in customers read their own. */
export interface OrderRoutesOptions extends ShopRateLimitOptions {
  /** The clock pickup windows are checked with (tests give a fixed one). */
  now?: () => Date;
  /**
   * The affiliate whose link brought the request, if still active (the shop-affiliate area's
   * `affiliateOfRequest`, given by areas/index.ts).
   */
  affiliateOfRequest?: (db: Database, request: FastifyRequest) => Promise<OrderAffiliate | null>;
  /**
   * Opens the payment page of a stored order paid online and answers the order with its address (the
   * shop-payment area's `openPaymentPage`, given by areas/index.ts).
   */
  openPaymentPage?: (db: Database, stripe: FastifyInstance['stripe'], orderId: string) => Promise<Order>;
  /** Tells the admin centre about a new order (the notification area's, given by areas/index.ts). */
  notify?: Notify;
}

export const orderRoutes: FastifyPluginAsyncTypebox<OrderRoutesOptions> = async (app, options) => {
  const { affiliateOfRequest, openPaymentPage } = options;
  if (!affiliateOfRequest || !openPaymentPage)
    throw new Error('orderRoutes: no affiliateOfRequest or openPaymentPage given');
  app.get(
    '/',
    {
      preHandler: requireAuthenticated,
      schema: {
        tags: ['shop'],
        summary: 'Orders, newest first: all (admin, system) or one’s own (signed in)',
        querystring: OrderQuerySchema,
        response: { 200: ListSchema(OrderSchema) },
      },
    },
    async (request) => listOrders(app.db, request.query, request.user),
  );

  app.get(
    '/:id',
    {
      preHandler: requireAuthenticated,
      schema: {
        tags: ['shop'],
        summary: 'One order (its owner, admin, system)',
        params: IdParamsSchema,
        response: { 200: OrderSchema },
      },
    },
    async (request) => withWithdrawalPeriod(app.db, await getOrder(app.db, request.params.id, request.user)),
  );

  app.get(
    '/:id/pdf',
    {
      preHandler: requireAuthenticated,
      schema: {
        tags: ['shop'],
        summary: 'The order as a printable PDF, in the language it was placed in (its owner, admin, system)',
        params: IdParamsSchema,
      },
    },
    async (request, reply) => {
      const order = await getOrder(app.db, request.params.id, request.user);
      // A document of the order: in the language it was placed in, whoever prints it.
      const pdf = await renderOrderPdf(order, (await getConfig(app.db)).company, order.language ?? 'de');
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="bestellung-${order.number}.pdf"`)
        .send(pdf);
    },
  );

  app.post(
    '/',
    {
      // Refused attempts count too: nobody floods the stock, the vouchers or the mailbox.
      config: { rateLimit: shopRateLimit('orders', options) },
      schema: {
        tags: ['shop'],
        summary:
          'Places an order, priced and taken from stock by the server: the checkout of customers and guests ' +
          '(header Idempotency-Key required: the same key answers the same order) or an admin ordering for a customer',
        headers: Type.Object({ 'idempotency-key': Type.Optional(Type.String()) }),
        body: PlaceOrderSchema,
        response: { 200: OrderSchema },
      },
    },
    async (request) => {
      const admin = canAdminister(request.user);
      const idempotencyKey = request.headers['idempotency-key'];
      if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY.test(idempotencyKey))
        throw new AppError('VALIDATION', 400, IDEMPOTENCY_KEY_MESSAGE);
      if (!admin && idempotencyKey === undefined)
        throw new AppError('IDEMPOTENCY_KEY_REQUIRED', 400, IDEMPOTENCY_KEY_MESSAGE);
      if (!admin && request.body.tags !== undefined) throw noPermission();
      const language = languageOf(request);
      const { order, created } = await placeOrder(app.db, request.body, request.user, {
        ...(idempotencyKey !== undefined ? { idempotencyKey } : {}),
        language,
        vatIds: app.vatIds,
        ...(options.now ? { now: options.now() } : {}),
        // An admin ordering for a customer was not sent by a partner.
        affiliate: admin ? null : await affiliateOfRequest(app.db, request),
      });
      if (!created) return order;
      await mailPlacedOrder(app, order, language);
      await notifyPlacedOrder(app, options.notify ?? notifyNobody, order);
      if (order.newsletter) await subscribeFromBox(app, request, 'checkout', order.email, language);
      // An online method: Stripe's page, opened once the order (and its stock) is stored.
      return PAYMENT_PROVIDERS.get(order.payment.method)?.online
        ? openPaymentPage(app.db, app.stripe, order._id)
        : order;
    },
  );

  app.put(
    '/',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['shop'],
        summary: 'Changes status, tags, comment or addresses of the order named by _id (admin, system)',
        body: OrderUpdateSchema,
        response: { 200: OrderSchema },
      },
    },
    async (request) => {
      if (!request.body._id) throw new AppError('VALIDATION', 400, 'body must have required property _id');
      return updateOrder(app.db, request.body._id, request.body);
    },
  );

  app.put(
    '/:id',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['shop'],
        summary: 'Changes status, tags, comment or addresses (admin, system)',
        params: IdParamsSchema,
        body: OrderUpdateSchema,
        response: { 200: OrderSchema },
      },
    },
    async (request) =>
      withWithdrawalPeriod(app.db, await updateOrder(app.db, request.params.id, request.body)),
  );

  app.delete(
    '/:id',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['shop'],
        summary: 'Removes an order and puts its items back into stock (admin, system)',
        params: IdParamsSchema,
        response: { 200: OrderSchema },
      },
    },
    async (request) => deleteOrder(app.db, request.params.id, request.user),
  );
};

/** Tells the customer by mail in the language they ordered in; a mail that cannot be sent is logged, the order stays marked. */
async function notifyCustomer(app: FastifyInstance, order: Order, template: MailTemplate) {
  const { urls } = (await getConfig(app.db)).components.shop;
  const { first_name, last_name } = order.invoiceAddress;
  const language = order.language ?? 'de';
  try {
    await app.mailer.sendMail({
      to: order.email,
      template,
      language,
      values: {
        link: urls.account || '/',
        name: `${first_name} ${last_name}`.trim(),
        number: order.number,
        date: formatDate(order.created, language),
        total: formatEuro(toCents(order.total), language),
      },
    });
  } catch (error) {
    app.log.error({ err: error, order: order._id }, 'the order mail could not be sent');
  }
}

/**
 * What follows an order becoming paid, once its transaction committed: by the shop (PUT /markPayed/)
 * or by Stripe's webhook (shop-payment). The one place later steps of a paid order hook into.
 */
export async function afterOrderPaid(app: FastifyInstance, order: Order): Promise<void> {
  await notifyCustomer(app, order, 'orderPaid');
  await orderInvoicing().mailInvoice(app, order._id, order.language);
}

/**
 * /api/v0/shop/checkout/quote (anyone): the checkout summary's totals and payment methods;
 * /api/v0/shop/markShipped/, /markPayed/ and /markReadyForPickup/ (admin, system), which mail the customer.
 */
export const orderActionRoutes: FastifyPluginAsyncTypebox<
  ShopRateLimitOptions & { now?: () => Date; notify?: Notify }
> = async (app, options) => {
  const now = options.now ?? (() => new Date());

  app.get(
    '/pickup/windows',
    {
      schema: {
        tags: ['shop'],
        summary:
          'The pickup windows with places left on the days from `from` (default: today), inside the opening hours and after the lead time (anyone)',
        querystring: Type.Object({
          // A real calendar day (`format: date`): 0000-00-00 is refused, not computed with.
          from: Type.Optional(Type.String({ format: 'date' })),
          days: Type.Optional(Type.Integer({ minimum: 1, maximum: 62 })),
        }),
        response: { 200: PickupDaysSchema },
      },
    },
    async (request) => {
      const { pickup } = (await getConfig(app.db)).components.shop;
      if (pickup?.enabled === false) return [];
      const at = now();
      return pickupDays(
        app.db,
        pickup,
        request.query.from ?? viennaDay(at),
        request.query.days ?? PICKUP_DAYS_AHEAD,
        at,
      );
    },
  );

  app.post(
    '/checkout/quote',
    {
      // A quote verifies its voucher code: limited like /shop/voucher/verify.
      config: { rateLimit: shopRateLimit('lookups', options) },
      schema: {
        tags: ['shop'],
        summary: 'Prices a checkout with the server’s rules and names the eligible payment methods (anyone)',
        body: QuoteSchema,
        response: { 200: QuoteAnswerSchema },
      },
    },
    async (request) => quoteCheckout(app.db, request.body, request.user, app.vatIds, languageOf(request)),
  );

  // The withdrawal function (§ 356a BGB), for guests and customers alike: order number and e-mail
  // address name the order. Limited like placing orders: nobody guesses numbers and addresses.
  app.post(
    '/withdrawal/check',
    {
      config: { rateLimit: shopRateLimit('orders', options) },
      schema: {
        tags: ['shop'],
        summary:
          'The order an order number and e-mail address name, for the withdrawal’s second step (anyone)',
        body: WithdrawalInputSchema,
        response: { 200: WithdrawableOrderSchema },
      },
    },
    async (request) => checkWithdrawal(app.db, request.body, languageOf(request)),
  );

  app.post(
    '/withdrawal',
    {
      config: { rateLimit: shopRateLimit('orders', options) },
      schema: {
        tags: ['shop'],
        summary:
          'Withdraws from the order an order number and e-mail address name; mails the confirmation with ' +
          'date and time to the customer and a notice to the shop’s mailbox (anyone)',
        body: WithdrawalInputSchema,
        response: { 200: WithdrawableOrderSchema },
      },
    },
    async (request) => {
      const language = languageOf(request);
      const order = await withdrawOrder(app.db, request.body, language);
      await mailWithdrawal(app, order, language);
      await notifyWithdrawal(app, options.notify ?? notifyNobody, order);
      return order;
    },
  );

  app.get(
    '/pickups',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['shop'],
        summary: 'The pickup orders of a Vienna day by their window (admin, system)',
        querystring: Type.Object({ date: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }) }),
      },
    },
    async (request) => pickupsOn(app.db, request.query.date),
  );

  app.put(
    '/markReadyForPickup/',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['shop'],
        summary:
          'Marks a pickup order ready for pickup and mails the customer once; refused for shipped, collected, withdrawn or not yet paid orders (admin, system)',
        body: OrderIdBodySchema,
        response: { 200: OrderSchema },
      },
    },
    async (request) => {
      const { order, first } = await markReadyForPickup(app.db, request.body._id);
      if (first) await mailReadyForPickup(app, order);
      return order;
    },
  );

  app.put(
    '/markShipped/',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['shop'],
        summary:
          'Marks the order shipped (a pickup order: collected) and mails the customer the shipping news (not for pickups) and the invoice; `shipment: 1` marks only the first shipment of a split delivery and tells the customer once (admin, system)',
        body: MarkShippedBodySchema,
        response: { 200: OrderSchema },
      },
    },
    async (request) => {
      if (request.body.shipment === 1) {
        const { order, first } = await markFirstShipmentShipped(app.db, request.body._id);
        if (first) await notifyCustomer(app, order, 'orderFirstShipment');
        return order;
      }
      const order = await markShipped(app.db, request.body._id);
      // A collected pickup order needs no news: the customer has it (they heard "ready" before).
      if (order.shippingMethod !== 'pickup') await notifyCustomer(app, order, 'orderShipped');
      await orderInvoicing().mailInvoice(app, order._id, order.language);
      return order;
    },
  );

  app.put(
    '/markPayed/',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['shop'],
        summary:
          'Marks the order paid, creates the vouchers it bought and mails the customer (admin, system)',
        body: OrderIdBodySchema,
        response: { 200: OrderSchema },
      },
    },
    async (request) => {
      const order = await markPayed(app.db, request.body._id);
      await afterOrderPaid(app, order);
      return order;
    },
  );
};

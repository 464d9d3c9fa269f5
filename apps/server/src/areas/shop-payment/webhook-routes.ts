import { formatEuro, toCents } from '@gartenwerk/domain';
import { Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { AppError } from '../../core/errors';
import { notifyNobody, type Notify } from '../../core/notify';
import { requestLanguage, text, translate } from '../../core/texts';
import { getConfig } from '../config/service';
import { mailOrderEvent } from '../shop-order/notify';
import { afterOrderPaid } from '../shop-order/routes';
import { refusalText } from './refusal';
import { handleStripeEvent, paymentStatus, type HandledEvent } from './service';
import { activeKeys, confirmationPath } from './stripe';
import { OrderIdQuery, PaymentStatusSchema } from './routes';

/** The mails an event's effect calls for, once its transaction committed; a failed mail is logged. */
async function mailEffect(app: FastifyInstance, handled: HandledEvent, notify: Notify) {
  const { order, effect } = handled;
  if (!order || !effect) return;
  if (effect === 'failed')
    await notify(app, {
      title: translate(text('mail:adminNotifications.paymentFailed.title', { number: order.number }), 'de'),
      content: translate(
        text('mail:adminNotifications.paymentFailed.content', {
          event: refusalText(order.payment, 'de') ?? order.payment.state,
        }),
        'de',
      ),
      type: 'error',
      icon: 'alert',
      group: 'payments',
      link: `shop/orders/${order._id}`,
    });
  if (effect === 'paid' || effect === 'paidStockShort') await afterOrderPaid(app, order);
  if (effect === 'paid') return;
  if (effect === 'processing') return;
  const language = order.language ?? 'de';
  const { urls } = (await getConfig(app.db)).components.shop;
  const link = order.perm.owner ? `${urls.account || '/account'}/orders/${order._id}` : '/';
  const amountCents = toCents(handled.amount ?? order.total);
  const total = formatEuro(toCents(order.total));
  const customerName = `${order.invoiceAddress.first_name} ${order.invoiceAddress.last_name}`.trim();
  // The shop's notification is German; the customer's mail is in the order's language.
  const event =
    effect === 'rejected' && handled.rejected
      ? translate(
          text('mail:paymentEvents.rejected', {
            amount: `${(handled.rejected.amount / 100).toFixed(2).replace('.', ',')} ${handled.rejected.currency.toUpperCase()}`,
            intent: handled.rejected.intent,
          }),
          'de',
        )
      : translate(text(`mail:paymentEvents.${effect}`, { amount: formatEuro(amountCents) }), 'de');
  if (effect === 'disputed' || effect === 'paidStockShort' || effect === 'rejected') {
    // The shop's business alone: a dispute the customer started, goods to find for a late payment, a
    // payment that does not match the order.
    await mailOrderEvent(app, order, language, null, {
      template: 'paymentNotification',
      values: { total, event },
    });
    return;
  }
  await mailOrderEvent(
    app,
    order,
    language,
    {
      template: effect === 'failed' ? 'paymentFailed' : 'orderRefunded',
      values: {
        link: effect === 'failed' ? await confirmationPath(app.db, order._id) : link,
        name: customerName,
        number: order.number,
        amount: formatEuro(amountCents, language),
        reason: refusalText(order.payment, language) ?? '',
      },
    },
    { template: 'paymentNotification', values: { total, event } },
  );
}

/** What the shop reads of every Stripe event (further fields are allowed). */
const StripeEventShape = Type.Object({
  id: Type.String({ minLength: 1 }),
  type: Type.String(),
  created: Type.Integer({ minimum: 0 }),
  data: Type.Object({ object: Type.Object({ id: Type.String(), object: Type.String() }) }),
});

/**
 * /api/v0/shop/webhook: Stripe's webhook (POST /stripe, its signature checked with the endpoint
 * secret) and the confirmation page's polling (GET /pollSourceStatus).
 */
export const paymentWebhookRoutes: FastifyPluginAsyncTypebox<{ notify?: Notify }> = async (
  app,
  { notify = notifyNobody },
) => {
  // The signature covers the body as sent: keep it as text.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/stripe',
    {
      schema: {
        tags: ['shop'],
        summary: 'Stripe’s webhook: payment and refund events, signed with the endpoint secret (Stripe)',
        headers: Type.Object({ 'stripe-signature': Type.Optional(Type.String()) }),
        response: { 200: Type.Object({ received: Type.Boolean(), duplicate: Type.Boolean() }) },
      },
    },
    async (request) => {
      const { keys } = await activeKeys(app.db);
      const signature = request.headers['stripe-signature'];
      let event: Stripe.Event;
      try {
        if (!keys.webhook_secret || !signature || typeof request.body !== 'string')
          throw new Error('unsigned');
        event = await app.stripe
          .clientFor(keys.secret_key || 'sk_unset')
          .webhooks.constructEventAsync(request.body, signature, keys.webhook_secret);
      } catch {
        throw new AppError('SIGNATURE', 400, text('errors:payment.signature'));
      }
      // Signed but not an event the shop can read: acknowledged, or Stripe would send it again for days.
      if (!Value.Check(StripeEventShape, event)) {
        request.log.warn(
          { event: (event as { id?: unknown }).id },
          'Stripe event without id, type, created or data ignored',
        );
        return { received: true, duplicate: false };
      }
      const handled = await handleStripeEvent(app.db, event);
      if (handled.rejected)
        request.log.warn(
          { order: handled.order?._id, ...handled.rejected },
          'Stripe reported a payment that does not match its order; not booked',
        );
      await mailEffect(app, handled, notify);
      return { received: true, duplicate: handled.duplicate };
    },
  );

  app.get(
    '/pollSourceStatus',
    {
      schema: {
        tags: ['shop'],
        summary:
          'The payment state of an order (pending, processing, paid, failed, canceled), for the confirmation page (anyone knowing the order id)',
        querystring: OrderIdQuery,
        response: { 200: PaymentStatusSchema },
      },
    },
    async (request) => paymentStatus(app.db, request.query.order, requestLanguage(request)),
  );
};

import { fromCents } from '@gartenwerk/domain';
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type Stripe from 'stripe';
import { AppError } from '../../core/errors';
import { requireRole } from '../../core/guard';
import { requestLanguage, text, translate } from '../../core/texts';
import { OrderSchema, type Order } from '../shop-order/schemas';
import { orderNumbersByIds, orderRowByPaymentIntent } from '../shop-order/service';
import { ONLINE_METHODS, PAYMENT_STATES } from './providers';
import { openPaymentPage, refundOrder } from './service';
import {
  activeKeys,
  callStripe,
  readPaymentSettings,
  writePaymentSettings,
  type PaymentSettings,
  type StripeGateway,
} from './stripe';
import type { StripeKeys } from './table';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shop's Stripe account (online payments). */
    stripe: StripeGateway;
  }
}

const adminOnly = requireRole('admin', 'system');
export const OrderIdQuery = Type.Object({ order: Type.String({ pattern: '^[0-9a-f]{24}$' }) });

export const PaymentStatusSchema = Type.Object({
  order: Type.String(),
  number: Type.String(),
  method: Type.String(),
  state: Type.Union(PAYMENT_STATES.map((state) => Type.Literal(state))),
  total: Type.Number(),
  failure: Type.Union([Type.String(), Type.Null()]),
  redirect: Type.Union([Type.String(), Type.Null()]),
  alternatives: Type.Array(Type.String()),
});

const RetrySchema = Type.Object({
  order: Type.String({ pattern: '^[0-9a-f]{24}$' }),
  /** Another method; absent: the order's own again. */
  method: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
});

const RefundInputSchema = Type.Object({
  _id: Type.String({ minLength: 1 }),
  /** Euros. */
  amount: Type.Number({ exclusiveMinimum: 0, maximum: 1_000_000 }),
  reason: Type.String({ minLength: 1, maxLength: 500 }),
});

const KeysSchema = Type.Object({
  publishable_key: Type.String({ maxLength: 300 }),
  /** Answered masked; an empty or unchanged masked value keeps the stored key. */
  secret_key: Type.String({ maxLength: 300 }),
  webhook_secret: Type.String({ maxLength: 300 }),
  /** Answered: whether the keys passed the test against Stripe (online methods need it); ignored when sent. */
  verified: Type.Optional(Type.Boolean()),
});
const PaymentSettingsSchema = Type.Object({
  test: KeysSchema,
  live: KeysSchema,
  release_after_minutes: Type.Integer({ minimum: 5, maximum: 10080 }),
});
type PaymentSettingsBody = Static<typeof PaymentSettingsSchema>;

/** A secret shown as its prefix and last four characters, never whole. */
const mask = (secret: string) => (secret ? `${secret.slice(0, 8)}…${secret.slice(-4)}` : '');
const maskKeys = (keys: StripeKeys): StripeKeys => ({
  publishable_key: keys.publishable_key,
  secret_key: mask(keys.secret_key),
  webhook_secret: mask(keys.webhook_secret),
  verified: keys.verified === true,
});
const keep = (entered: string, stored: string) =>
  entered === '' || entered === mask(stored) ? stored : entered.trim();
const mergeKeys = (entered: StripeKeys, stored: StripeKeys): StripeKeys => {
  const keys = {
    publishable_key: entered.publishable_key.trim(),
    secret_key: keep(entered.secret_key, stored.secret_key),
    webhook_secret: keep(entered.webhook_secret, stored.webhook_secret),
  };
  // Changed keys have to pass the test again.
  const unchanged = keys.publishable_key === stored.publishable_key && keys.secret_key === stored.secret_key;
  return { ...keys, verified: unchanged && stored.verified === true };
};
const settingsAnswer = (settings: PaymentSettings): PaymentSettingsBody => ({
  test: maskKeys(settings.test),
  live: maskKeys(settings.live),
  release_after_minutes: settings.releaseAfterMinutes,
});

/** Paging and dates of the payments admin's lists (Stripe's own paging: `starting_after`). */
const StripeListQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  starting_after: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_]{1,100}$' })),
  from: Type.Optional(Type.String({ format: 'date' })),
  to: Type.Optional(Type.String({ format: 'date' })),
});
type StripeListQuery = Static<typeof StripeListQuery>;

const Row = Type.Object({
  id: Type.String(),
  created: Type.String(),
  /** Euros. */
  amount: Type.Number(),
  fee: Type.Optional(Type.Number()),
  net: Type.Optional(Type.Number()),
  status: Type.String(),
  type: Type.Optional(Type.String()),
  description: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  arrival_date: Type.Optional(Type.String()),
  reason: Type.Optional(Type.String()),
  refunded: Type.Optional(Type.Number()),
  order: Type.Union([Type.Object({ _id: Type.String(), number: Type.String() }), Type.Null()]),
});
type Row = Static<typeof Row>;
const StripeListSchema = Type.Object({ items: Type.Array(Row), has_more: Type.Boolean() });

const createdFilter = (query: StripeListQuery) =>
  query.from || query.to
    ? {
        created: {
          ...(query.from ? { gte: Math.floor(Date.parse(`${query.from}T00:00:00Z`) / 1000) } : {}),
          ...(query.to ? { lte: Math.floor(Date.parse(`${query.to}T23:59:59Z`) / 1000) } : {}),
        },
      }
    : {};
const paging = (query: StripeListQuery) => ({
  limit: query.limit ?? 10,
  ...(query.starting_after ? { starting_after: query.starting_after } : {}),
  ...createdFilter(query),
});
const isoOf = (seconds: number) => new Date(seconds * 1000).toISOString();

/**
 * /api/v0/shop: paying again after a failure (anyone knowing the order), refunds, the Stripe keys and
 * the payments admin's reads (admin, system), and the publishable key (anyone).
 */
export const paymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/payment/retry',
    {
      schema: {
        tags: ['shop'],
        summary:
          'Opens Stripe’s page again for an unpaid order, or switches it to another offered method (anyone knowing the order id)',
        body: RetrySchema,
        response: { 200: OrderSchema },
      },
    },
    async (request) => {
      const order = await openPaymentPage(app.db, app.stripe, request.body.order, request.body.method);
      if (order.payment.state === 'failed' && order.payment.redirect === null && order.payment.failure)
        throw new AppError('PAYMENT_UNAVAILABLE', 503, text('errors:payment.unavailable'));
      return order;
    },
  );

  app.get(
    '/payment/public',
    {
      schema: {
        tags: ['shop'],
        summary: 'The publishable Stripe key of the active mode and the online methods (anyone)',
        response: {
          200: Type.Object({
            publishable_key: Type.String(),
            live_mode: Type.Boolean(),
            methods: Type.Array(Type.String()),
          }),
        },
      },
    },
    async () => {
      const { keys, liveMode } = await activeKeys(app.db);
      return { publishable_key: keys.publishable_key, live_mode: liveMode, methods: [...ONLINE_METHODS] };
    },
  );

  app.post(
    '/refund',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['shop'],
        summary:
          'Refunds (part of) a paid order: through Stripe for online payments, else recorded as a to-do (admin, system)',
        body: RefundInputSchema,
        response: { 200: OrderSchema },
      },
    },
    async (request) => refundOrder(app.db, app.stripe, request.body),
  );

  app.get(
    '/payment/settings',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['shop'],
        summary:
          'The Stripe keys (secrets masked) and the release time of unpaid online orders (admin, system)',
        response: { 200: PaymentSettingsSchema },
      },
    },
    async () => settingsAnswer(await readPaymentSettings(app.db)),
  );

  app.put(
    '/payment/settings',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['shop'],
        summary: 'Stores the Stripe keys; a masked or empty secret keeps the stored one (admin, system)',
        body: PaymentSettingsSchema,
        response: { 200: PaymentSettingsSchema },
      },
    },
    async (request) => {
      const stored = await readPaymentSettings(app.db);
      const settings: PaymentSettings = {
        test: mergeKeys(request.body.test, stored.test),
        live: mergeKeys(request.body.live, stored.live),
        releaseAfterMinutes: request.body.release_after_minutes,
      };
      await writePaymentSettings(app.db, settings);
      return settingsAnswer(settings);
    },
  );

  app.post(
    '/payment/settings/test',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['shop'],
        summary:
          'Tests the stored keys of a mode against Stripe and records whether they passed (admin, system)',
        body: Type.Object({ mode: Type.Union([Type.Literal('test'), Type.Literal('live')]) }),
        response: {
          200: Type.Object({ ok: Type.Boolean(), livemode: Type.Boolean(), message: Type.String() }),
        },
      },
    },
    async (request) => {
      const { mode } = request.body;
      const settings = await readPaymentSettings(app.db);
      const keys = settings[mode];
      /** Records the outcome: online methods can be switched on with keys that passed. */
      const verify = async (verified: boolean) => {
        if (verified !== (keys.verified === true))
          await writePaymentSettings(app.db, { ...settings, [mode]: { ...keys, verified } });
      };
      if (!keys.secret_key)
        return {
          ok: false,
          livemode: false,
          message: translate(text('errors:payment.notConfigured'), requestLanguage(request)),
        };
      try {
        const balance = await app.stripe.clientFor(keys.secret_key).balance.retrieve();
        await verify(balance.livemode === (mode === 'live'));
        return { ok: true, livemode: balance.livemode, message: 'OK' };
      } catch (error) {
        await verify(false);
        return {
          ok: false,
          livemode: false,
          message: error instanceof Error ? error.message : String(error),
        };
      }
    },
  );

  /** Orders named by Stripe objects' metadata, for links in the lists. */
  async function withOrders<T extends { metadata?: Stripe.Metadata | null }>(
    objects: T[],
    row: (object: T) => Omit<Row, 'order'>,
  ): Promise<Row[]> {
    const ids = [
      ...new Set(objects.map((object) => object.metadata?.order_id).filter((id): id is string => !!id)),
    ];
    const byId = await orderNumbersByIds(app.db, ids);
    return objects.map((object) => {
      const id = object.metadata?.order_id;
      const number = id ? byId.get(id) : undefined;
      return { ...row(object), order: id && number ? { _id: id, number } : null };
    });
  }

  const adminGet = (
    path: string,
    summary: string,
    response: object,
    handler: (query: StripeListQuery) => Promise<unknown>,
  ) =>
    app.get(
      path,
      {
        preHandler: adminOnly,
        schema: { tags: ['shop'], summary, querystring: StripeListQuery, response: { 200: response } },
      },
      async (request) => handler(request.query as StripeListQuery),
    );

  adminGet(
    '/balance/',
    'The Stripe balance in euros: available and pending (admin, system)',
    Type.Object({ available: Type.Number(), pending: Type.Number(), live_mode: Type.Boolean() }),
    async () => {
      const stripe = await app.stripe.client();
      const balance = await callStripe(() => stripe.balance.retrieve());
      const sum = (funds: { amount: number; currency: string }[]) =>
        fromCents(
          funds.filter((fund) => fund.currency === 'eur').reduce((total, fund) => total + fund.amount, 0),
        );
      return {
        available: sum(balance.available),
        pending: sum(balance.pending),
        live_mode: balance.livemode,
      };
    },
  );

  adminGet(
    '/payouts',
    'Payouts to the shop’s bank account, newest first (admin, system)',
    StripeListSchema,
    async (query) => {
      const stripe = await app.stripe.client();
      const list = await callStripe(() => stripe.payouts.list(paging(query)));
      return {
        has_more: list.has_more,
        items: list.data.map((payout) => ({
          id: payout.id,
          created: isoOf(payout.created),
          arrival_date: isoOf(payout.arrival_date),
          amount: fromCents(payout.amount),
          status: payout.status,
          description: payout.description,
          order: null,
        })),
      };
    },
  );

  adminGet(
    '/charges',
    'Payments received, newest first, with their orders (admin, system)',
    StripeListSchema,
    async (query) => {
      const stripe = await app.stripe.client();
      const list = await callStripe(() => stripe.charges.list(paging(query)));
      return {
        has_more: list.has_more,
        items: await withOrders(list.data, (charge) => ({
          id: charge.id,
          created: isoOf(charge.created),
          amount: fromCents(charge.amount),
          refunded: fromCents(charge.amount_refunded),
          status: charge.status,
          type: charge.payment_method_details?.type ?? '',
          description: charge.description,
        })),
      };
    },
  );

  adminGet(
    '/transactions',
    'Balance transactions (charges, refunds, fees, payouts), newest first (admin, system)',
    StripeListSchema,
    async (query) => {
      const stripe = await app.stripe.client();
      const list = await callStripe(() => stripe.balanceTransactions.list(paging(query)));
      return {
        has_more: list.has_more,
        items: list.data.map((transaction) => ({
          id: transaction.id,
          created: isoOf(transaction.created),
          amount: fromCents(transaction.amount),
          fee: fromCents(transaction.fee),
          net: fromCents(transaction.net),
          status: transaction.status,
          type: transaction.type,
          description: transaction.description,
          order: null,
        })),
      };
    },
  );

  adminGet(
    '/disputes',
    'Disputed payments, newest first, with their orders (admin, system)',
    StripeListSchema,
    async (query) => {
      const stripe = await app.stripe.client();
      const list = await callStripe(() => stripe.disputes.list(paging(query)));
      const charges = new Map<string, Stripe.Metadata>();
      for (const dispute of list.data) {
        const intent = typeof dispute.payment_intent === 'string' ? dispute.payment_intent : null;
        if (!intent) continue;
        const order = await orderRowByPaymentIntent(app.db, intent);
        if (order) charges.set(dispute.id, { order_id: order.id });
      }
      return {
        has_more: list.has_more,
        items: await withOrders(
          list.data.map((dispute) => ({ ...dispute, metadata: charges.get(dispute.id) ?? {} })),
          (dispute) => ({
            id: dispute.id,
            created: isoOf(dispute.created),
            amount: fromCents(dispute.amount),
            status: dispute.status,
            reason: dispute.reason,
          }),
        ),
      };
    },
  );
};

export type { Order };

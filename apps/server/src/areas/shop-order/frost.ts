import {
  DEFAULT_LANGUAGE,
  formatDate,
  formatDayMonth,
  frostEndShipDay,
  frostStopHolds,
  frostStopOf,
  viennaDay,
  type FrostStop,
} from '@gartenwerk/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { shopNow } from '../../core/clock';
import { AppError } from '../../core/errors';
import { requireRole } from '../../core/guard';
import { text } from '../../core/texts';
import { FrostStopSchema } from '../config/schemas';
import { getConfig, updateConfig } from '../config/service';
import { productGroupRowsByIds } from '../shop-productgroup/service';
import { productRowsByIds } from '../shop-product/service';
import { nextDailyRun } from '../shop-notify/routes';
import { customerName, itemTitle, plannedShipping } from './notify';
import { toOrder } from './orders';
import type { OrderItem } from './schemas';
import { shopOrders } from './table';

export const FROST_SYNC_JOB = 'shop-frost-sync';

/**
 * The planned shipping day of a frost-held line under the stop as it is on `today`: the day after the
 * stop while it holds for the line's product (null while open-ended); once it no longer does, the day
 * planned before if that has come, else today.
 */
function frostPlannedDay(
  stop: FrostStop | null,
  groups: readonly string[],
  item: OrderItem,
  today: string,
): string | null {
  const holding = frostStopOf(stop, groups);
  if (holding && frostStopHolds(holding, today)) return frostEndShipDay(holding);
  const planned = item.planned_ship_date ?? null;
  return planned !== null && planned <= today ? planned : today;
}

/**
 * Brings the frost-held lines of the orders not yet shipped to the frost stop as it is now, and mails
 * each customer whose shipping day became known or moved (a mail per order, naming its held lines).
 * Idempotent: a second run changes and mails nothing. Answers how many orders were mailed.
 */
export async function syncFrostHolds(app: FastifyInstance, now: Date = shopNow()): Promise<number> {
  const { db } = app;
  const orders = await db
    .select()
    .from(shopOrders)
    .where(
      and(
        eq(shopOrders.shipped, false),
        isNull(shopOrders.withdrawnAt),
        sql`${shopOrders.data}->'items' @> '[{"frost_hold": true}]'::jsonb`,
      ),
    );
  if (orders.length === 0) return 0;
  const config = await getConfig(db);
  const stop = config.components.shop.frost_stop ?? null;
  const productIds = [
    ...new Set(
      orders.flatMap((order) => order.data.items.filter((item) => item.frost_hold).map((item) => item.item)),
    ),
  ];
  const products = await productRowsByIds(db, productIds);
  const groupsOf = new Map(products.map((product) => [product.id, product.productGroups]));
  const today = viennaDay(now);
  let mailed = 0;
  for (const { id } of orders) {
    // Each order is planned under its row lock: a concurrent run or edit neither loses a change nor
    // mails twice (the second run finds the days already set).
    const planned = await db.transaction(async (tx) => {
      const [order] = await tx.select().from(shopOrders).where(eq(shopOrders.id, id)).for('update');
      if (!order || order.shipped || order.withdrawnAt) return null;
      const moved: OrderItem[] = [];
      const items = order.data.items.map((item) => {
        if (!item.frost_hold) return item;
        const day = frostPlannedDay(stop, groupsOf.get(item.item) ?? [], item, today);
        if (day === (item.planned_ship_date ?? null)) return item;
        const changed = { ...item, planned_ship_date: day };
        if (day !== null) moved.push(changed);
        return changed;
      });
      if (items.every((item, index) => item === order.data.items[index])) return null;
      await tx
        .update(shopOrders)
        .set({ data: { ...order.data, items } })
        .where(eq(shopOrders.id, id));
      return { order, moved };
    });
    if (!planned || planned.moved.length === 0) continue;
    const { order, moved } = planned;
    const language = order.data.language ?? DEFAULT_LANGUAGE;
    const first = moved.map((item) => item.planned_ship_date!).sort()[0]!;
    try {
      await app.mailer.sendMail({
        to: order.email,
        template: 'orderFrostEnd',
        language,
        values: {
          link: config.components.shop.urls.account || '/',
          name: customerName(toOrder(order)),
          number: order.number,
          ordered: formatDate(order.created, language),
          date: formatDayMonth(first, language),
          lines: moved
            .map(
              (item) => `${item.amount} × ${itemTitle(item, language)}: ${plannedShipping(item, language)}`,
            )
            .join('\n'),
        },
      });
      mailed++;
    } catch (error) {
      app.log.error({ err: error, order: order.id }, 'the frost-end mail could not be sent');
    }
  }
  return mailed;
}

/** How many lines of unshipped orders wait for the frost to end. */
async function heldLines(app: FastifyInstance): Promise<number> {
  const [row] = await app.db
    .select({
      count: sql<number>`coalesce(sum((
        select count(*) from jsonb_array_elements(${shopOrders.data}->'items') as line
        where line->>'frost_hold' = 'true' and line->>'planned_ship_date' is null
      )), 0)::int`,
    })
    .from(shopOrders)
    .where(and(eq(shopOrders.shipped, false), isNull(shopOrders.withdrawnAt)));
  return Number(row?.count ?? 0);
}

const FrostStateSchema = Type.Object({
  stop: Type.Union([FrostStopSchema, Type.Null()]),
  /** Lines of unshipped orders still waiting for a shipping day (the stop is open-ended). */
  waiting: Type.Integer(),
  /** Customers mailed their new shipping day by this change. */
  mailed: Type.Optional(Type.Integer()),
});

const adminOnly = requireRole('admin', 'system');

/**
 * /api/v0/shop/frost_stop: the owner's frost stop for chosen product groups. Setting, moving or ending
 * it plans the held lines anew and mails their customers; a daily job does the same once a stop's
 * last day has passed or the stop was changed with the settings.
 */
export const frostStopRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.jobs.register(FROST_SYNC_JOB, async () => {
    const mailed = await syncFrostHolds(app);
    if (mailed > 0) app.log.info({ mailed }, 'frost stop: customers told their shipping day');
    await app.jobs.send(
      FROST_SYNC_JOB,
      {},
      { singletonKey: 'daily', startAfter: nextDailyRun(app.jobs.now()) },
    );
  });
  app.addHook('onReady', async () => {
    await app.jobs.send(FROST_SYNC_JOB, {});
  });

  app.get(
    '/',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['shop'],
        summary: 'The frost stop and how many order lines wait for its end (admin)',
        response: { 200: FrostStateSchema },
      },
    },
    async () => ({
      stop: (await getConfig(app.db)).components.shop.frost_stop ?? null,
      waiting: await heldLines(app),
    }),
  );

  /** Stores the stop (or none), plans the held lines anew and mails their customers. */
  async function store(stop: FrostStop | null) {
    const { components } = await getConfig(app.db);
    await updateConfig(app.db, {
      components: { ...components, shop: { ...components.shop, frost_stop: stop } },
    });
    const mailed = await syncFrostHolds(app);
    return { stop, waiting: await heldLines(app), mailed };
  }

  app.put(
    '/',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['shop'],
        summary: 'Sets or moves the frost stop; plans held lines anew and mails their customers (admin)',
        body: FrostStopSchema,
        response: { 200: FrostStateSchema },
      },
    },
    async (request) => {
      const stop = request.body;
      if (stop.until !== null && stop.until < stop.from)
        throw new AppError('VALIDATION', 400, text('errors:frostStop.untilBeforeFrom'));
      const known = await productGroupRowsByIds(app.db, stop.groups);
      const unknown = stop.groups.find((id) => !known.some((group) => group.id === id));
      if (unknown !== undefined)
        throw new AppError('VALIDATION', 400, text('errors:frostStop.unknownGroup', { id: unknown }));
      return store({ ...stop, text: stop.text.trim() });
    },
  );

  app.delete(
    '/',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['shop'],
        summary: 'Ends the frost stop now: held lines ship from today, their customers are mailed (admin)',
        response: { 200: FrostStateSchema },
      },
    },
    async () => store(null),
  );
};

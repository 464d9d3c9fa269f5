import { fromCents } from '@gartenwerk/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from '@sinclair/typebox';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../core/db';
import { requireRole } from '../../core/guard';
import { escapeLike } from '../../core/like';
import { BrowseQuerySchema, ListSchema, type List } from '../../core/schemas';

/**
 * The shop's customers as the owner sees them: everyone who ordered, registered or not (a guest is
 * one customer per e-mail address), and the registered customers who have not ordered yet, each
 * with their orders, revenue (paid orders, withdrawals left out) and last order.
 */

const CUSTOMER_SORTS = ['name', 'email', 'orders', 'revenue', 'last_order'] as const;

export const ShopCustomerQuerySchema = BrowseQuerySchema({
  filters: {},
  sorts: CUSTOMER_SORTS,
  search: 'Part of the name or e-mail address',
});
export type ShopCustomerQuery = Static<typeof ShopCustomerQuerySchema>;

export const ShopCustomerSchema = Type.Object({
  /** The user's id, or `guest:` and the e-mail address of a guest. */
  _id: Type.String(),
  user_id: Type.Union([Type.String(), Type.Null()]),
  name: Type.String(),
  email: Type.String(),
  orders: Type.Integer(),
  revenue: Type.Number(),
  last_order: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  /** A registered customer's shop terms (the user's `userData.shop`); null for guests. */
  shop: Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]),
});
export type ShopCustomer = Static<typeof ShopCustomerSchema>;

const PAGE_SIZE = 20;

/** The customers as one relation: orders grouped by user (or a guest's e-mail), then users without orders. */
const customers = sql`
  with ordered as (
    select coalesce(o.owner, 'guest:' || lower(o.email)) as id,
      max(o.owner) as user_id,
      (array_agg(o.email order by o.created desc))[1] as email,
      (array_agg(coalesce(
        nullif(concat_ws(' ', o.data->'invoiceAddress'->>'first_name', o.data->'invoiceAddress'->>'last_name'), ''),
        nullif(o.data->'invoiceAddress'->>'company', '')
      ) order by o.created desc))[1] as address_name,
      count(*)::int as orders,
      coalesce(sum(o.total_cents) filter (where o.payed and o.withdrawn_at is null), 0)::bigint as revenue,
      max(o.created) as last_order
    from shop_orders o
    group by 1
  )
  select ordered.id, ordered.user_id, coalesce(u.handle, ordered.email) as email,
    coalesce(nullif(u.name, ''), ordered.address_name, ordered.email) as name,
    ordered.orders, ordered.revenue, ordered.last_order, u.user_data->'shop' as shop
  from ordered left join users u on u.id = ordered.user_id
  union all
  select u.id, u.id, u.handle, coalesce(nullif(u.name, ''), u.handle), 0, 0, null, u.user_data->'shop'
  from users u
  where not u.fixed and 'user' = any(u.roles)
    and not exists (select 1 from shop_orders o where o.owner = u.id)`;

const ORDER_BY: Record<(typeof CUSTOMER_SORTS)[number], SQL> = {
  name: sql`lower(name)`,
  email: sql`lower(email)`,
  orders: sql`orders`,
  revenue: sql`revenue`,
  last_order: sql`last_order`,
};

interface Row {
  id: string;
  user_id: string | null;
  email: string;
  name: string;
  orders: number;
  revenue: string | number;
  last_order: string | Date | null;
  shop: Record<string, unknown> | null;
}

export async function listShopCustomers(db: Database, query: ShopCustomerQuery): Promise<List<ShopCustomer>> {
  const words = query.search?.trim();
  const where = words
    ? sql`where name ilike ${`%${escapeLike(words)}%`} or email ilike ${`%${escapeLike(words)}%`}`
    : sql``;
  const sort = query.sort ?? '-last_order';
  const descending = sort.startsWith('-');
  const column = ORDER_BY[(descending ? sort.slice(1) : sort) as keyof typeof ORDER_BY];
  // Who never ordered comes last either way; equal rows keep a fixed order, so pages do not overlap.
  const order = sql`${column} ${descending ? sql`desc` : sql`asc`} nulls last, lower(name), id`;
  const page = await db.execute(
    sql`select * from (${customers}) as customer ${where} order by ${order}
      limit ${query.limit ?? PAGE_SIZE} offset ${query.skip ?? 0}`,
  );
  const counted = await db.execute(
    sql`select count(*)::int as total from (${customers}) as customer ${where}`,
  );
  const rows = (page as unknown as { rows: Row[] }).rows;
  const [total] = (counted as unknown as { rows: { total: number }[] }).rows;
  return {
    items: rows.map((row) => ({
      _id: row.id,
      user_id: row.user_id,
      name: row.name,
      email: row.email,
      orders: Number(row.orders),
      revenue: fromCents(Number(row.revenue)),
      last_order: row.last_order === null ? null : new Date(row.last_order).toISOString(),
      shop: row.shop ?? null,
    })),
    total: Number(total?.total ?? 0),
  };
}

/** /api/v0/shop_order/customers: the customer list of the shop's admin screen. */
export const shopCustomerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/customers',
    {
      preHandler: requireRole('admin', 'system'),
      schema: {
        tags: ['shop'],
        summary:
          'Everyone who ordered (guests by e-mail) and the registered customers without orders, with orders, revenue and last order (admin, system)',
        querystring: ShopCustomerQuerySchema,
        response: { 200: ListSchema(ShopCustomerSchema) },
      },
    },
    async (request) => listShopCustomers(app.db, request.query),
  );
};

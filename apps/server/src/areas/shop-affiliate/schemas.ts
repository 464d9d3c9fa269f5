import { Type, type Static } from '@sinclair/typebox';
import { BrowseQuerySchema } from '../../core/schemas';
import { NullableString } from '../../core/shop-schemas';

export const AffiliateSchema = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  code: Type.String(),
  /** Percent of the order total. */
  commission: Type.Number(),
  email: NullableString(),
  active: Type.Boolean(),
  created: Type.String({ format: 'date-time' }),
});
export type Affiliate = Static<typeof AffiliateSchema>;

// The form of the admin centre checks the same schemas before sending.
export {
  AffiliateCreateSchema,
  AffiliateUpdateSchema,
  type AffiliateCreate,
  type AffiliateUpdate,
} from '@gartenwerk/domain/schemas';

export const AFFILIATE_SORTS = ['name', 'code', 'commission', 'created'] as const;
export const AffiliateQuerySchema = BrowseQuerySchema({
  filters: {},
  sorts: AFFILIATE_SORTS,
  search: 'Part of the name, the code or the e-mail address',
});
export type AffiliateQuery = Static<typeof AffiliateQuerySchema>;

/** One month of an affiliate (Vienna months): paid orders, their turnover less refunds, the commission. */
export const AffiliateMonthSchema = Type.Object({
  month: Type.String({ description: 'YYYY-MM' }),
  orders: Type.Integer(),
  /** Euros. */
  turnover: Type.Number(),
  commission: Type.Number(),
});

export const AffiliateOrderSchema = Type.Object({
  _id: Type.String(),
  number: Type.String(),
  created: Type.String({ format: 'date-time' }),
  payed: Type.Boolean(),
  withdrawn: Type.Boolean(),
  /** Euros: the order total, and what counts for the commission (paid, less refunds). */
  total: Type.Number(),
  turnover: Type.Number(),
});

/** GET /shop/affiliates: every affiliate with its totals; with `affiliate`, its months and orders. */
export const AffiliateStatsQuerySchema = Type.Object(
  { affiliate: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })) },
  { additionalProperties: false },
);
export const AffiliateStatsSchema = Type.Object({
  items: Type.Array(
    Type.Composite([
      AffiliateSchema,
      Type.Object({ orders: Type.Integer(), turnover: Type.Number(), earned: Type.Number() }),
    ]),
  ),
  total: Type.Integer(),
  months: Type.Array(AffiliateMonthSchema),
  orders: Type.Array(AffiliateOrderSchema),
});
export type AffiliateStats = Static<typeof AffiliateStatsSchema>;

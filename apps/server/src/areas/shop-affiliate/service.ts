import { fromCents, isValidEmail, refundableCents, viennaMonth } from '@gartenwerk/domain';
import { and, asc, eq, ne } from 'drizzle-orm';
import { browse, containsText, itemsByIds, type BrowseSpec } from '../../core/browse';
import type { Database } from '../../core/db';
import { AppError, notFound } from '../../core/errors';
import type { List } from '../../core/schemas';
import { text } from '../../core/texts';
import {
  affiliateHasOrders,
  affiliateOrderRows,
  type OrderAffiliate,
  type OrderRow,
} from '../shop-order/service';
import type {
  Affiliate,
  AffiliateCreate,
  AffiliateQuery,
  AffiliateStats,
  AffiliateUpdate,
  AFFILIATE_SORTS,
} from './schemas';
import { shopAffiliates, type AffiliateRow } from './table';

export function toAffiliate(row: AffiliateRow): Affiliate {
  return {
    _id: row.id,
    name: row.name,
    code: row.code,
    commission: row.commission,
    email: row.email,
    active: row.active,
    created: row.created.toISOString(),
  };
}

const BROWSE: BrowseSpec<(typeof AFFILIATE_SORTS)[number]> = {
  table: shopAffiliates,
  id: shopAffiliates.id,
  sortable: {
    name: shopAffiliates.name,
    code: shopAffiliates.code,
    commission: shopAffiliates.commission,
    created: shopAffiliates.created,
  },
  defaultOrder: [asc(shopAffiliates.name), asc(shopAffiliates.id)],
  search: (words) => containsText(words, [shopAffiliates.name, shopAffiliates.code, shopAffiliates.email]),
  defaultLimit: 1000,
};

export const listAffiliates = (db: Database, query: AffiliateQuery): Promise<List<Affiliate>> =>
  browse(db, BROWSE, query, [], toAffiliate);

export const getAffiliatesByIds = (db: Database, ids: string[]) => itemsByIds(db, BROWSE, ids, toAffiliate);

export async function getAffiliate(db: Database, id: string): Promise<Affiliate> {
  const [row] = await db.select().from(shopAffiliates).where(eq(shopAffiliates.id, id));
  if (!row) throw notFound('affiliate not found');
  return toAffiliate(row);
}

/** The active affiliate of a code as a link carries it (any case); null for an unknown one. */
export async function activeAffiliateByCode(db: Database, code: string): Promise<AffiliateRow | null> {
  const [row] = await db
    .select()
    .from(shopAffiliates)
    .where(and(eq(shopAffiliates.code, code.toUpperCase()), eq(shopAffiliates.active, true)));
  return row ?? null;
}

export async function activeAffiliate(db: Database, id: string): Promise<OrderAffiliate | null> {
  const [row] = await db
    .select({ id: shopAffiliates.id, commission: shopAffiliates.commission })
    .from(shopAffiliates)
    .where(and(eq(shopAffiliates.id, id), eq(shopAffiliates.active, true)));
  return row ?? null;
}

/** Codes are unique regardless of case: a second partner with the same code is refused (409). */
async function assertCodeFree(db: Database, code: string, except?: string) {
  const [taken] = await db
    .select({ id: shopAffiliates.id })
    .from(shopAffiliates)
    .where(
      and(eq(shopAffiliates.code, code.toUpperCase()), except ? ne(shopAffiliates.id, except) : undefined),
    );
  if (taken)
    throw new AppError('CODE_TAKEN', 409, text('errors:affiliate.codeTaken', { code: code.toUpperCase() }));
}

/** An e-mail address given is one (commission statements go there); empty means none. */
function emailOf(email: string | null | undefined): string | null {
  const trimmed = email?.trim() ?? '';
  if (trimmed === '') return null;
  if (!isValidEmail(trimmed))
    throw new AppError('VALIDATION', 400, text('errors:affiliate.emailInvalid', { email: trimmed }));
  return trimmed;
}

export async function createAffiliate(db: Database, input: AffiliateCreate): Promise<Affiliate> {
  const email = emailOf(input.email);
  await assertCodeFree(db, input.code);
  const [row] = await db
    .insert(shopAffiliates)
    .values({
      name: input.name,
      code: input.code.toUpperCase(),
      commission: input.commission,
      email,
      active: input.active ?? true,
    })
    .returning();
  return toAffiliate(row!);
}

export async function updateAffiliate(db: Database, id: string, input: AffiliateUpdate): Promise<Affiliate> {
  const { _id: _ignored, ...fields } = input;
  if (fields.email !== undefined) fields.email = emailOf(fields.email);
  if (fields.code !== undefined) {
    await assertCodeFree(db, fields.code, id);
    fields.code = fields.code.toUpperCase();
  }
  if (Object.keys(fields).length === 0) return getAffiliate(db, id);
  const [row] = await db.update(shopAffiliates).set(fields).where(eq(shopAffiliates.id, id)).returning();
  if (!row) throw notFound('affiliate not found');
  return toAffiliate(row);
}

/** Whether orders name the affiliate: it is kept (deactivated instead), as its commissions are owed. */
export async function affiliateInUse(db: Database, id: string): Promise<boolean> {
  return affiliateHasOrders(db, id);
}

export async function deleteAffiliate(db: Database, id: string): Promise<Affiliate> {
  const [row] = await db.delete(shopAffiliates).where(eq(shopAffiliates.id, id)).returning();
  if (!row) throw notFound('affiliate not found');
  return toAffiliate(row);
}

/** What an order earns commission on, in cents: paid and not withdrawn, its total less refunds. */
function turnoverCents(row: OrderRow): number {
  if (!row.payed || row.withdrawnAt) return 0;
  return refundableCents(row.totalCents, row.data.payment);
}

interface MonthSums {
  orders: number;
  turnover: number;
  earned: number;
}

/**
 * GET /shop/affiliates: every affiliate with its orders, turnover and commission earned so far
 * (the commission of each month rounded to the cent, as the months show it); for one affiliate also
 * its months (Vienna time, newest first) and its orders.
 */
export async function affiliateStats(db: Database, affiliateId?: string): Promise<AffiliateStats> {
  const affiliates = affiliateId
    ? [await getAffiliate(db, affiliateId)]
    : (await db.select().from(shopAffiliates).orderBy(asc(shopAffiliates.name))).map(toAffiliate);
  const rows = await affiliateOrderRows(db, affiliateId);
  // Per month: orders, turnover in cents, and turnover × rate (cent-percent) at each order's own rate.
  const months = new Map<string, Map<string, MonthSums>>();
  for (const row of rows) {
    const turnover = turnoverCents(row);
    if (turnover === 0) continue;
    const byMonth = months.get(row.affiliateId!) ?? new Map<string, MonthSums>();
    months.set(row.affiliateId!, byMonth);
    const month = viennaMonth(row.created);
    const entry = byMonth.get(month) ?? { orders: 0, turnover: 0, earned: 0 };
    byMonth.set(month, {
      orders: entry.orders + 1,
      turnover: entry.turnover + turnover,
      // Every order with an affiliate has its rate (placed with it, or given it by migration 0015).
      earned: entry.earned + turnover * (row.affiliateCommission ?? 0),
    });
  }
  const monthsOf = (affiliate: Affiliate) =>
    [...(months.get(affiliate._id) ?? new Map<string, MonthSums>()).entries()]
      .sort(([a], [b]) => b.localeCompare(a))
      .map(([month, entry]) => ({
        month,
        orders: entry.orders,
        turnoverCents: entry.turnover,
        // The month's commission, rounded to the cent once.
        commissionCents: Math.round(entry.earned / 100),
      }));
  const items = affiliates.map((affiliate) => {
    const own = monthsOf(affiliate);
    return {
      ...affiliate,
      orders: own.reduce((sum, month) => sum + month.orders, 0),
      turnover: fromCents(own.reduce((sum, month) => sum + month.turnoverCents, 0)),
      earned: fromCents(own.reduce((sum, month) => sum + month.commissionCents, 0)),
    };
  });
  const one = affiliateId ? affiliates[0] : undefined;
  return {
    items,
    total: items.length,
    months: one
      ? monthsOf(one).map((month) => ({
          month: month.month,
          orders: month.orders,
          turnover: fromCents(month.turnoverCents),
          commission: fromCents(month.commissionCents),
        }))
      : [],
    orders: one
      ? rows.map((row) => ({
          _id: row.id,
          number: row.number,
          created: row.created.toISOString(),
          payed: row.payed,
          withdrawn: row.withdrawnAt !== null,
          total: fromCents(row.totalCents),
          turnover: fromCents(turnoverCents(row)),
        }))
      : [],
  };
}

import type { Database } from '../../core/db';
import { AppError } from '../../core/errors';
import type { CurrentUser } from '../../core/guard';
import { text } from '../../core/texts';
import { listUsers } from '../auth/service';
import { listEntries } from '../entry/service';
import { findInvoicesByNumber } from '../invoice/browse';
import { customerEntity, listMaster, vendorEntity, type MasterEntity } from '../invoice/master';
import { listOrders } from '../shop-order/service';
import { listProducts } from '../shop-product/service';
import { SEARCH_HITS_PER_GROUP, type AdminSearchResult } from './schemas';

/** Shorter texts match nearly everything and help nobody. */
export const SEARCH_TEXT_MIN = 2;

/** Invoices by number; only issued ones have one. */
async function findInvoices(
  db: Database,
  words: string,
  limit: number,
): Promise<AdminSearchResult['invoices']> {
  const { rows, total } = await findInvoicesByNumber(db, words, limit);
  return {
    items: rows.map((row) => ({
      _id: row.id,
      number: row.number ?? '',
      type: row.type,
      receiver: row.receiverName,
    })),
    total,
  };
}

/** The accounting's customers or vendors by name or e-mail, as their list screens search. */
async function findParties(
  db: Database,
  entity: MasterEntity,
  words: string,
  limit: number,
): Promise<AdminSearchResult['accounting_customers']> {
  const found = await listMaster(db, entity, { text: words, limit });
  return {
    items: found.items.map((party) => ({
      _id: String(party._id),
      name: String(party.name),
      email: String(party.email),
    })),
    total: found.total,
  };
}

/**
 * The admin header's search: the first hits of each kind an owner looks for, with how many there are
 * in all. Each kind matches as its own list screen's search does, so "show all" finds the same rows.
 */
export async function searchAdmin(db: Database, q: string, by: CurrentUser): Promise<AdminSearchResult> {
  const words = q.trim();
  if (words.length < SEARCH_TEXT_MIN)
    throw new AppError('VALIDATION', 400, text('errors:adminSearch.tooShort', { min: SEARCH_TEXT_MIN }));
  const limit = SEARCH_HITS_PER_GROUP;
  const [orders, products, customers, pages, invoices, accountingCustomers, vendors] = await Promise.all([
    listOrders(db, { search: words, limit }, by),
    listProducts(db, { search: words, limit }, { includeOffline: true }),
    listUsers(db, { search: words, limit }),
    listEntries(db, { search: words, type: 'page', limit }, { includeUnpublished: true }),
    findInvoices(db, words, limit),
    findParties(db, customerEntity, words, limit),
    findParties(db, vendorEntity, words, limit),
  ]);
  return {
    orders: {
      items: orders.items.map((order) => ({
        _id: order._id,
        number: order.number,
        name:
          [order.invoiceAddress.first_name, order.invoiceAddress.last_name].filter(Boolean).join(' ') ||
          order.invoiceAddress.company ||
          '',
        email: order.email,
        total: order.total,
        created: order.created,
      })),
      total: orders.total,
    },
    products: {
      items: products.items.map((product) => ({
        _id: product._id,
        title: product.title,
        price: product.price,
        offline: product.offline,
      })),
      total: products.total,
    },
    customers: {
      items: customers.items.map((user) => ({ _id: user._id, name: user.name ?? '', handle: user.handle })),
      total: customers.total,
    },
    pages: {
      items: pages.items.map((page) => ({
        _id: page._id,
        title: page.title,
        route: page.route,
        published: page.published,
      })),
      total: pages.total,
    },
    invoices,
    accounting_customers: accountingCustomers,
    vendors,
  };
}

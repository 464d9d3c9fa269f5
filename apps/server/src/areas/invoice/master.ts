import { fromCents, isValidZip, toCents } from '@gartenwerk/domain';
import type { TObject } from '@sinclair/typebox';
import {
  CustomerInputSchema,
  FactorInputSchema,
  ItemInputSchema,
  PARTY_ADDRESS_KEYS,
  type INVOICE_MASTER_SORTS,
  type InvoiceMasterName,
  type InvoiceMasterQuery,
  type InvoiceMasterRecord,
  PartyInputSchema,
  partyName,
  TemplateInputSchema,
} from '@gartenwerk/domain/schemas';
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../core/db';
import { AppError, notFound } from '../../core/errors';
import { text } from '../../core/texts';
import { escapeLike } from '../../core/like';
import { requirePrintable } from '../../core/pdf';
import type { List } from '../../core/schemas';
import { productRowsByIds } from '../shop-product/service';
import type { PartyAddress } from './schemas';
import {
  invoiceCustomers,
  invoiceDocuments,
  invoiceFactors,
  invoiceItems,
  invoiceTemplates,
  invoiceVendors,
  type DocumentType,
} from './table';

/**
 * The accounting's master data: customers, vendors, items, factors and document templates. Each is
 * one definition (table, API shape, how a row is written and searched) used by the same create,
 * update, delete, list and search functions.
 */

type Row = Record<string, unknown> & { id: string };

export interface MasterEntity {
  name: InvoiceMasterName;
  table: PgTable & { id: PgColumn; created: PgColumn };
  input: TObject;
  /** The input's fields that documents print. */
  printed: readonly string[];
  /** Columns the search and the list filter by text. */
  searchColumns: PgColumn[];
  orderBy: PgColumn;
  /** The columns of the API's sort names (`name`, or `-name` descending; INVOICE_MASTER_SORTS). */
  sorts: Record<string, PgColumn>;
  toApi(row: Row): InvoiceMasterRecord;
  /** The columns an input sets; `partial` for updates, which leave out what the input leaves out. */
  toRow(input: Record<string, unknown>, partial: boolean): Record<string, unknown>;
}

/** Picks the defined values only (an update leaves out what it does not carry). */
function defined(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}

/** Each sort name of INVOICE_MASTER_SORTS with its column. */
type SortColumns<Name extends InvoiceMasterName> = Record<
  (typeof INVOICE_MASTER_SORTS)[Name][number],
  PgColumn
>;

function partyEntity(
  name: 'customer' | 'vendor',
  table: typeof invoiceCustomers | typeof invoiceVendors,
): MasterEntity {
  return {
    name,
    table,
    input: name === 'customer' ? CustomerInputSchema : PartyInputSchema,
    printed: PARTY_ADDRESS_KEYS,
    searchColumns: [table.name, table.email],
    orderBy: table.name,
    sorts: {
      name: table.name,
      email: table.email,
      created: table.created,
    } satisfies SortColumns<'customer' | 'vendor'>,
    toApi(row) {
      const address = row.address as PartyAddress;
      return {
        _id: row.id,
        ...address,
        name: row.name,
        email: row.email,
        payment_terms_days: row.paymentTermsDays,
        notes: row.notes,
        tags: row.tags,
        ...(name === 'customer' ? { user_id: row.userId ?? null, buyer_reference: row.buyerReference } : {}),
        created: (row.created as Date).toISOString(),
      };
    },
    toRow(input, partial) {
      const address = Object.fromEntries(
        PARTY_ADDRESS_KEYS.filter((key) => input[key] !== undefined).map((key) => [key, input[key]]),
      ) as PartyAddress;
      const hasAddress = Object.keys(address).length > 0 || !partial;
      return defined({
        ...(hasAddress
          ? { address: { country: 'at', type: 'person', ...address }, name: partyName(address) }
          : {}),
        email: input.email,
        paymentTermsDays: input.payment_terms_days,
        notes: input.notes,
        tags: input.tags,
        ...(name === 'customer'
          ? { userId: input.user_id, buyerReference: (input.buyer_reference as string | undefined)?.trim() }
          : {}),
      });
    },
  };
}

export const customerEntity = partyEntity('customer', invoiceCustomers);
export const vendorEntity = partyEntity('vendor', invoiceVendors);

export const itemEntity: MasterEntity = {
  name: 'item',
  table: invoiceItems,
  input: ItemInputSchema,
  printed: ['title', 'description', 'unit'],
  searchColumns: [invoiceItems.title, invoiceItems.sku],
  orderBy: invoiceItems.title,
  sorts: {
    title: invoiceItems.title,
    sku: invoiceItems.sku,
    price: invoiceItems.priceCents,
    vat_rate: invoiceItems.vatRate,
    created: invoiceItems.created,
  } satisfies SortColumns<'item'>,
  toApi: (row) => ({
    _id: row.id,
    sku: row.sku,
    title: row.title,
    description: row.description,
    unit: row.unit,
    price: fromCents(row.priceCents as number),
    price_mode: row.priceMode,
    vat_rate: row.vatRate,
    product_id: row.productId,
    product_variant: row.productVariant,
    tags: row.tags,
    created: (row.created as Date).toISOString(),
  }),
  toRow: (input) =>
    defined({
      sku: input.sku,
      title: input.title,
      description: input.description,
      unit: input.unit,
      priceCents: typeof input.price === 'number' ? toCents(input.price) : undefined,
      priceMode: input.price_mode,
      vatRate: input.vat_rate,
      productId: input.product_id,
      // Without a product there is no variant to name.
      productVariant: input.product_id === null ? '' : input.product_variant,
      tags: input.tags,
    }),
};

export const factorEntity: MasterEntity = {
  name: 'factor',
  table: invoiceFactors,
  input: FactorInputSchema,
  printed: [],
  searchColumns: [invoiceFactors.name],
  orderBy: invoiceFactors.name,
  sorts: {
    name: invoiceFactors.name,
    factor: invoiceFactors.factor,
    created: invoiceFactors.created,
  } satisfies SortColumns<'factor'>,
  toApi: (row) => ({
    _id: row.id,
    name: row.name,
    factor: row.factor,
    description: row.description,
    created: (row.created as Date).toISOString(),
  }),
  toRow: (input) => defined({ name: input.name, factor: input.factor, description: input.description }),
};

export const templateEntity: MasterEntity = {
  name: 'template',
  table: invoiceTemplates,
  input: TemplateInputSchema,
  printed: ['text_before', 'text_after'],
  searchColumns: [invoiceTemplates.name],
  orderBy: invoiceTemplates.name,
  sorts: {
    name: invoiceTemplates.name,
    type: invoiceTemplates.type,
    created: invoiceTemplates.created,
  } satisfies SortColumns<'template'>,
  toApi: (row) => ({
    _id: row.id,
    name: row.name,
    type: row.type,
    text_before: row.textBefore,
    text_after: row.textAfter,
    is_default: row.isDefault === 1,
    created: (row.created as Date).toISOString(),
  }),
  toRow: (input) =>
    defined({
      name: input.name,
      type: input.type,
      textBefore: input.text_before,
      textAfter: input.text_after,
      isDefault: input.is_default === undefined ? undefined : input.is_default ? 1 : 0,
    }),
};

export const MASTER_ENTITIES = {
  customer: customerEntity,
  vendor: vendorEntity,
  item: itemEntity,
  factor: factorEntity,
  template: templateEntity,
} as const;

const isParty = (entity: MasterEntity) => entity === customerEntity || entity === vendorEntity;

/** One default template per type: marking one unmarks the others. */
async function clearOtherDefaults(db: Database, input: Record<string, unknown>) {
  if (input.is_default === true && typeof input.type === 'string')
    await db
      .update(invoiceTemplates)
      .set({ isDefault: 0 })
      .where(eq(invoiceTemplates.type, input.type as DocumentType));
}

/**
 * A customer or vendor is written to: it needs a company or a last name, and a postcode given must be
 * one: in its country's format (Austria 4 digits, Germany 5), elsewhere with a digit, as every
 * country's postcodes have.
 */
function requireName(address: PartyAddress) {
  if (!address.company?.trim() && !address.last_name?.trim())
    throw new AppError('VALIDATION', 400, text('errors:invoice.partyName'));
  const zip = address.zip?.trim();
  if (zip && (!isValidZip(zip, address.country ?? 'at') || !/\d/.test(zip)))
    throw new AppError('VALIDATION', 400, text('errors:invoice.zipInvalid', { zip }));
}

/** A shop customer is taken over once: a second customer of the same user is refused. */
async function requireUserFree(db: Database, userId: unknown, exceptId?: string) {
  if (typeof userId !== 'string' || userId === '') return;
  const [taken] = await db
    .select({ id: invoiceCustomers.id, name: invoiceCustomers.name })
    .from(invoiceCustomers)
    .where(eq(invoiceCustomers.userId, userId));
  if (taken && taken.id !== exceptId)
    throw new AppError('CUSTOMER_TAKEN', 409, text('errors:invoice.customerTaken', { name: taken.name }));
}

/** What a document would print from the input is refused when a character cannot be printed. */
const requirePrintableInput = (entity: MasterEntity, input: Record<string, unknown>) =>
  requirePrintable(Object.fromEntries(entity.printed.map((field) => [field, input[field]])));

/**
 * An item's shop product must exist, and a variant it names must be one of the product's, as goods
 * receipts raise the stock of exactly that product and variant.
 */
async function requireItemProduct(db: Database, input: Record<string, unknown>, id?: string) {
  if (input.product_id === undefined && !input.product_variant) return;
  const current = id && input.product_id === undefined ? await getMaster(db, itemEntity, id) : {};
  const productId = (input.product_id ?? current.product_id) as string | null | undefined;
  const variant = (input.product_variant ?? '') as string;
  if (!productId) {
    if (variant) throw new AppError('VALIDATION', 400, text('errors:invoice.itemProductUnknown'));
    return;
  }
  const [product] = await productRowsByIds(db, [productId]);
  if (!product) throw new AppError('VALIDATION', 400, text('errors:invoice.itemProductUnknown'));
  if (variant && !(product.data.variants ?? []).some((candidate) => candidate.key === variant))
    throw new AppError('VALIDATION', 400, text('errors:invoice.itemVariantUnknown'));
}

export async function createMaster(db: Database, entity: MasterEntity, input: Record<string, unknown>) {
  requirePrintableInput(entity, input);
  if (entity === itemEntity) await requireItemProduct(db, input);
  if (isParty(entity)) requireName(input as PartyAddress);
  if (entity === customerEntity) await requireUserFree(db, input.user_id);
  if (entity === templateEntity) await clearOtherDefaults(db, input);
  const [row] = await db.insert(entity.table).values(entity.toRow(input, false)).returning();
  return entity.toApi(row as Row);
}

export async function getMaster(db: Database, entity: MasterEntity, id: string) {
  const [row] = await db.select().from(entity.table).where(eq(entity.table.id, id));
  if (!row) throw notFound(`${entity.name} not found`);
  return entity.toApi(row as Row);
}

export async function updateMaster(
  db: Database,
  entity: MasterEntity,
  id: string,
  input: Record<string, unknown>,
) {
  requirePrintableInput(entity, input);
  if (entity === itemEntity) await requireItemProduct(db, input, id);
  const values = entity.toRow(input, true);
  if (entity === customerEntity) await requireUserFree(db, input.user_id, id);
  if (entity === templateEntity) await clearOtherDefaults(db, input);
  if (isParty(entity)) {
    // The address is one JSON value: an update keeps the fields it does not carry.
    const current = (await getMaster(db, entity, id)) as PartyAddress;
    const address = values.address as PartyAddress | undefined;
    if (address) {
      const merged = {
        ...Object.fromEntries(
          PARTY_ADDRESS_KEYS.map((key) => [key, current[key]]).filter(([, value]) => value !== undefined),
        ),
        ...Object.fromEntries(
          PARTY_ADDRESS_KEYS.filter((key) => input[key] !== undefined).map((key) => [key, input[key]]),
        ),
      } as PartyAddress;
      requireName(merged);
      values.address = merged;
      values.name = partyName(merged);
    }
  }
  const [row] =
    Object.keys(values).length > 0
      ? await db.update(entity.table).set(values).where(eq(entity.table.id, id)).returning()
      : await db.select().from(entity.table).where(eq(entity.table.id, id));
  if (!row) throw notFound(`${entity.name} not found`);
  return entity.toApi(row as Row);
}

/** A line of a document that names the item or factor: `data.lines` contains `{ [key]: id }`. */
function lineNames(key: 'item_id' | 'factor_id', id: string): SQL {
  return sql`${invoiceDocuments.data} @> ${JSON.stringify({ lines: [{ [key]: id }] })}::jsonb`;
}

/** What makes a document use a customer, vendor, item or factor; templates are copied into documents. */
const USED_BY: Partial<Record<MasterEntity['name'], (id: string) => SQL>> = {
  customer: (id) => eq(invoiceDocuments.customerId, id),
  vendor: (id) => eq(invoiceDocuments.vendorId, id),
  item: (id) => lineNames('item_id', id),
  factor: (id) => lineNames('factor_id', id),
};

const IN_USE_TEXTS = {
  customer: 'errors:inUse.invoiceCustomer',
  vendor: 'errors:inUse.invoiceVendor',
  item: 'errors:inUse.invoiceItem',
  factor: 'errors:inUse.invoiceFactor',
} as const;

/** How many documents (drafts included) use the master entry. */
async function documentsUsing(db: Database, entity: MasterEntity, id: string): Promise<number> {
  const usedBy = USED_BY[entity.name];
  if (!usedBy) return 0;
  const [counted] = await db.select({ total: count() }).from(invoiceDocuments).where(usedBy(id));
  return counted?.total ?? 0;
}

/**
 * Deletes a master entry no document uses; one in use is refused with 409 IN_USE and nothing is
 * deleted. The check and the removal share a transaction that locks the entry.
 */
export async function deleteMaster(db: Database, entity: MasterEntity, id: string) {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(entity.table).where(eq(entity.table.id, id)).for('update');
    if (!current) throw notFound(`${entity.name} not found`);
    const used = await documentsUsing(tx, entity, id);
    if (used > 0 && entity.name in IN_USE_TEXTS) {
      const row = current as Row;
      const name = (row.name ?? row.title ?? '') as string;
      throw new AppError(
        'IN_USE',
        409,
        text(IN_USE_TEXTS[entity.name as keyof typeof IN_USE_TEXTS], { name, count: used }),
      );
    }
    const [row] = await tx.delete(entity.table).where(eq(entity.table.id, id)).returning();
    if (!row) throw notFound(`${entity.name} not found`);
    return entity.toApi(row as Row);
  });
}

function textFilter(entity: MasterEntity, search: string | undefined): SQL | undefined {
  const trimmed = search?.trim();
  if (!trimmed) return undefined;
  const pattern = `%${escapeLike(trimmed)}%`;
  return or(...entity.searchColumns.map((column) => ilike(column, pattern)));
}

/**
 * The order a `sort` asks for (`name`, `-name`) among a list's sortable columns; none when it asks
 * for none, and a 400 naming the choices when it asks for another.
 */
export function sortOrder(sorts: Record<string, PgColumn>, sort: string | undefined): SQL[] {
  if (!sort) return [];
  const descending = sort.startsWith('-');
  const name = descending ? sort.slice(1) : sort;
  // Own keys only: `__proto__` or `toString` are no columns.
  const column = Object.hasOwn(sorts, name) ? sorts[name] : undefined;
  if (!column) throw new AppError('VALIDATION', 400, `sort must be one of ${Object.keys(sorts).join(', ')}`);
  return [descending ? desc(column) : asc(column)];
}

export async function listMaster(
  db: Database,
  entity: MasterEntity,
  query: InvoiceMasterQuery & { extra?: SQL },
): Promise<List<InvoiceMasterRecord>> {
  const limit = query.limit ?? 10;
  const where = and(textFilter(entity, query.text), query.extra);
  const rows = await db
    .select()
    .from(entity.table)
    .where(where)
    .orderBy(
      ...sortOrder(entity.sorts, query.sort),
      asc(entity.orderBy),
      desc(entity.table.created),
      asc(entity.table.id),
    )
    .limit(limit)
    .offset(((query.page ?? 1) - 1) * limit);
  const [counted] = await db.select({ total: count() }).from(entity.table).where(where);
  return { items: rows.map((row) => entity.toApi(row as Row)), total: counted?.total ?? 0 };
}

/** The template a new document of a type starts with: the one marked default. */
export async function defaultTemplate(db: Database, type: DocumentType) {
  const [row] = await db
    .select()
    .from(invoiceTemplates)
    .where(and(eq(invoiceTemplates.type, type), eq(invoiceTemplates.isDefault, 1)))
    .orderBy(desc(invoiceTemplates.created))
    .limit(1);
  return row;
}

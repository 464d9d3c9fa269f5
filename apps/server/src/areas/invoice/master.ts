import { fromCents, toCents } from '@gartenwerk/domain';
import { Type, type Static, type TObject } from '@sinclair/typebox';
import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../core/db';
import { notFound } from '../../core/errors';
import { escapeLike } from '../../core/like';
import type { List } from '../../core/schemas';
import { NullableString, Tags } from '../../core/shop-schemas';
import { DocumentTypeSchema, PartyAddressSchema, type PartyAddress } from './schemas';
import {
  invoiceCustomers,
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

const Str = (maxLength = 300) => Type.String({ maxLength });

export const PartyInputSchema = Type.Composite(
  [
    PartyAddressSchema,
    Type.Object({
      email: Type.Optional(Str(320)),
      payment_terms_days: Type.Optional(
        Type.Union([Type.Integer({ minimum: 0, maximum: 365 }), Type.Null()]),
      ),
      notes: Type.Optional(Str(20_000)),
      tags: Type.Optional(Tags()),
      user_id: Type.Optional(NullableString()),
    }),
  ],
  { additionalProperties: false },
);
export type PartyInput = Static<typeof PartyInputSchema>;

export const ItemInputSchema = Type.Object(
  {
    sku: Type.Optional(Str(100)),
    title: Type.String({ minLength: 1, maxLength: 500 }),
    description: Type.Optional(Str(20_000)),
    unit: Type.Optional(Str(30)),
    price: Type.Optional(Type.Number({ minimum: 0, maximum: 10_000_000 })),
    price_mode: Type.Optional(Type.Union([Type.Literal('net'), Type.Literal('gross')])),
    vat_rate: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
    product_id: Type.Optional(NullableString()),
    tags: Type.Optional(Tags()),
  },
  { additionalProperties: false },
);

export const FactorInputSchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 200 }),
    factor: Type.Number({ exclusiveMinimum: 0, maximum: 1000 }),
    description: Type.Optional(Str(2000)),
  },
  { additionalProperties: false },
);

export const TemplateInputSchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 200 }),
    type: DocumentTypeSchema,
    text_before: Type.Optional(Str(20_000)),
    text_after: Type.Optional(Str(20_000)),
    is_default: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

type Row = Record<string, unknown> & { id: string };

export interface MasterEntity {
  name: 'customer' | 'vendor' | 'item' | 'factor' | 'template';
  table: PgTable & { id: PgColumn; created: PgColumn };
  input: TObject;
  /** Columns the search and the list filter by text. */
  searchColumns: PgColumn[];
  orderBy: PgColumn;
  toApi(row: Row): Record<string, unknown>;
  /** The columns an input sets; `partial` for updates, which leave out what the input leaves out. */
  toRow(input: Record<string, unknown>, partial: boolean): Record<string, unknown>;
}

/** Picks the defined values only (an update leaves out what it does not carry). */
function defined(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}

const ADDRESS_KEYS = [
  'type',
  'company',
  'title',
  'first_name',
  'last_name',
  'address',
  'zip',
  'city',
  'country',
  'uid',
  'phone',
] as const;

export function partyName(address: PartyAddress): string {
  const person = [address.first_name, address.last_name].filter(Boolean).join(' ');
  return [address.company, person].filter(Boolean).join(', ');
}

function partyEntity(
  name: 'customer' | 'vendor',
  table: typeof invoiceCustomers | typeof invoiceVendors,
): MasterEntity {
  return {
    name,
    table,
    input: PartyInputSchema,
    searchColumns: [table.name, table.email],
    orderBy: table.name,
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
        ...(name === 'customer' ? { user_id: row.userId ?? null } : {}),
        created: (row.created as Date).toISOString(),
      };
    },
    toRow(input, partial) {
      const address = Object.fromEntries(
        ADDRESS_KEYS.filter((key) => input[key] !== undefined).map((key) => [key, input[key]]),
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
        ...(name === 'customer' ? { userId: input.user_id } : {}),
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
  searchColumns: [invoiceItems.title, invoiceItems.sku],
  orderBy: invoiceItems.title,
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
      tags: input.tags,
    }),
};

export const factorEntity: MasterEntity = {
  name: 'factor',
  table: invoiceFactors,
  input: FactorInputSchema,
  searchColumns: [invoiceFactors.name],
  orderBy: invoiceFactors.name,
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
  searchColumns: [invoiceTemplates.name],
  orderBy: invoiceTemplates.name,
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

export async function createMaster(db: Database, entity: MasterEntity, input: Record<string, unknown>) {
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
  const values = entity.toRow(input, true);
  if (entity === customerEntity || entity === vendorEntity) {
    // The address is one JSON value: an update keeps the fields it does not carry.
    const current = (await getMaster(db, entity, id)) as PartyAddress;
    const address = values.address as PartyAddress | undefined;
    if (address) {
      const merged = {
        ...Object.fromEntries(
          ADDRESS_KEYS.map((key) => [key, current[key]]).filter(([, value]) => value !== undefined),
        ),
        ...Object.fromEntries(
          ADDRESS_KEYS.filter((key) => input[key] !== undefined).map((key) => [key, input[key]]),
        ),
      } as PartyAddress;
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

export async function deleteMaster(db: Database, entity: MasterEntity, id: string) {
  const [row] = await db.delete(entity.table).where(eq(entity.table.id, id)).returning();
  if (!row) throw notFound(`${entity.name} not found`);
  return entity.toApi(row as Row);
}

function textFilter(entity: MasterEntity, search: string | undefined): SQL | undefined {
  const trimmed = search?.trim();
  if (!trimmed) return undefined;
  const pattern = `%${escapeLike(trimmed)}%`;
  return or(...entity.searchColumns.map((column) => ilike(column, pattern)));
}

export async function listMaster(
  db: Database,
  entity: MasterEntity,
  query: { text?: string; page?: number; limit?: number; extra?: SQL },
): Promise<List<Record<string, unknown>>> {
  const limit = query.limit ?? 10;
  const where = and(textFilter(entity, query.text), query.extra);
  const rows = await db
    .select()
    .from(entity.table)
    .where(where)
    .orderBy(asc(entity.orderBy), desc(entity.table.created))
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

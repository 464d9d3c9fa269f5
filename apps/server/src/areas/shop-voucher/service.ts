import { randomInt } from 'node:crypto';
import { fromCents, toCents, voucherTaxOf, type VoucherTax } from '@gartenwerk/domain';
import { and, asc, count, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import { browse, containsText, itemsByIds, type BrowseSpec } from '../../core/browse';
import type { Database } from '../../core/db';
import { AppError, notFound } from '../../core/errors';
import { text } from '../../core/texts';
import { assertIdsExist } from '../../core/references';
import { assertFilesExist } from '../file/service';
import type { List } from '../../core/schemas';
import type { VoucherPrint } from './pdf';
import type {
  VOUCHER_SORTS,
  VOUCHER_TEMPLATE_SORTS,
  Voucher,
  VoucherPreview,
  VoucherCreate,
  VoucherQuery,
  VoucherTemplate,
  VoucherTemplateCreate,
  VoucherTemplateQuery,
  VoucherTemplateUpdate,
  VoucherUpdate,
} from './schemas';
import { shopVoucherTemplates, shopVouchers, type VoucherRow, type VoucherTemplateRow } from './table';
export type { VoucherRow } from './table';

// What a refusal says, in the language of the request (core/texts).
const VOUCHER_UNKNOWN_MESSAGE = text('errors:voucher.unknown');
const VOUCHER_USED_UP_MESSAGE = text('errors:voucher.usedUp');
const VOUCHER_EXPIRED_MESSAGE = text('errors:voucher.expired');
const VOUCHER_NOT_YET_VALID_MESSAGE = text('errors:voucher.notYetValid');
const VOUCHER_CODE_TAKEN_MESSAGE = text('errors:voucher.codeTaken');
const REMAINING_ABOVE_VALUE_MESSAGE = text('errors:voucher.remainingAboveValue');
const VALIDITY_REVERSED_MESSAGE = text('errors:voucher.validityReversed');

/** Codes are kept and compared in upper case, without spaces around. */
export const normalizeCode = (code: string) => code.trim().toUpperCase();

// No 0/O and 1/I: codes are read off paper.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A new code like GW-7KQ2-M9XD. */
export function generateVoucherCode(): string {
  const block = () =>
    Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
  return `GW-${block()}-${block()}`;
}

export function toVoucher(row: VoucherRow): Voucher {
  return {
    _id: row.id,
    code: row.code,
    value: fromCents(row.valueCents),
    remaining: fromCents(row.remainingCents),
    valid_from: row.validFrom?.toISOString() ?? null,
    valid_until: row.validUntil?.toISOString() ?? null,
    template: row.template,
    order: row.orderId,
    tags: row.tags,
    recipient: row.data.recipient ?? '',
    message: row.data.message ?? '',
    ...taxFieldsOf(voucherTaxOfRow(row)),
    created: row.created.toISOString(),
  };
}

const toTemplate = (row: VoucherTemplateRow): VoucherTemplate => ({
  _id: row.id,
  title: row.title,
  image: row.image,
  text: row.text,
  ...taxFieldsOf(voucherTaxOfRow(row)),
  created: row.created.toISOString(),
});

/** The kind of a stored voucher or template. */
export const voucherTaxOfRow = (row: Pick<VoucherRow, 'purpose' | 'vatRate' | 'vatCountry'>): VoucherTax =>
  voucherTaxOf({ purpose: row.purpose, vatRate: row.vatRate, country: row.vatCountry });

/** A kind as the API carries it. */
function taxFieldsOf(tax: VoucherTax) {
  return tax.purpose === 'single'
    ? { purpose: tax.purpose, vat_rate: tax.vatRate, vat_country: tax.country }
    : { purpose: tax.purpose, vat_rate: null, vat_country: null };
}

/** A kind as the tables keep it. */
const taxColumnsOf = (tax: VoucherTax) =>
  tax.purpose === 'single'
    ? { purpose: tax.purpose, vatRate: tax.vatRate, vatCountry: tax.country }
    : { purpose: tax.purpose, vatRate: null, vatCountry: null };

const SINGLE_PURPOSE_INCOMPLETE_MESSAGE = text('errors:voucher.singlePurposeIncomplete');

/** A template's kind from what an admin sent: a single-purpose one needs its rate and country. */
function templateTaxOf(input: { purpose?: string; vat_rate?: number | null; vat_country?: string | null }) {
  if (input.purpose !== 'single') return voucherTaxOf({ purpose: 'multi' });
  if (typeof input.vat_rate !== 'number' || !input.vat_country)
    throw new AppError('VALIDATION', 400, SINGLE_PURPOSE_INCOMPLETE_MESSAGE);
  return voucherTaxOf({ purpose: 'single', vatRate: input.vat_rate, country: input.vat_country });
}

/** Refuses template ids that do not exist (a voucher product names its template). */
export const assertVoucherTemplatesExist = (db: Database, ids: readonly string[]): Promise<void> =>
  assertIdsExist(db, shopVoucherTemplates, shopVoucherTemplates.id, 'voucher_template', ids);

/** The template's id when it (still) exists, else null. */
export async function existingVoucherTemplate(db: Database, id: string | null): Promise<string | null> {
  if (!id) return null;
  const [row] = await db
    .select({ id: shopVoucherTemplates.id })
    .from(shopVoucherTemplates)
    .where(eq(shopVoucherTemplates.id, id));
  return row?.id ?? null;
}

/** The kind of the vouchers a template issues; multi-purpose without a template (or an unknown one). */
export async function templateVoucherTax(db: Database, templateId: string | null): Promise<VoucherTax> {
  if (!templateId) return voucherTaxOf({});
  const [row] = await db.select().from(shopVoucherTemplates).where(eq(shopVoucherTemplates.id, templateId));
  return row ? voucherTaxOfRow(row) : voucherTaxOf({});
}

/** Refuses a voucher that cannot pay now, with the reason the customer reads. */
export function assertVoucherUsable(
  row: VoucherRow | undefined,
  now = new Date(),
): asserts row is VoucherRow {
  if (!row) throw new AppError('VOUCHER_UNKNOWN', 404, VOUCHER_UNKNOWN_MESSAGE);
  if (row.validUntil && row.validUntil.getTime() < now.getTime()) {
    throw new AppError('VOUCHER_EXPIRED', 410, VOUCHER_EXPIRED_MESSAGE);
  }
  if (row.validFrom && row.validFrom.getTime() > now.getTime()) {
    throw new AppError('VOUCHER_NOT_YET_VALID', 409, VOUCHER_NOT_YET_VALID_MESSAGE);
  }
  if (row.remainingCents <= 0) throw new AppError('VOUCHER_USED_UP', 409, VOUCHER_USED_UP_MESSAGE);
}

/** The value left on a usable voucher, in euros: POST /shop/voucher/verify. */
export async function verifyVoucher(db: Database, code: string): Promise<{ price: number }> {
  const row = await usableVoucher(db, code);
  return { price: fromCents(row.remainingCents) };
}

/** A usable voucher, unlocked (a quote reads it; placing an order locks it with `lockVoucher`). */
export async function usableVoucher(db: Database, code: string): Promise<VoucherRow> {
  const [row] = await db
    .select()
    .from(shopVouchers)
    .where(eq(shopVouchers.code, normalizeCode(code)));
  assertVoucherUsable(row);
  return row;
}

/** Locks a usable voucher for the caller's transaction, which then spends from it. */
export async function lockVoucher(tx: Database, code: string): Promise<VoucherRow> {
  const [row] = await tx
    .select()
    .from(shopVouchers)
    .where(eq(shopVouchers.code, normalizeCode(code)))
    .for('update');
  assertVoucherUsable(row);
  return row;
}

/** Takes `cents` off a voucher locked by `lockVoucher`; never below zero. */
export async function spendVoucher(tx: Database, id: string, cents: number): Promise<void> {
  if (cents <= 0) return;
  const [spent] = await tx
    .update(shopVouchers)
    .set({ remainingCents: sql`${shopVouchers.remainingCents} - ${cents}` })
    .where(and(eq(shopVouchers.id, id), gte(shopVouchers.remainingCents, cents)))
    .returning({ id: shopVouchers.id });
  if (!spent) throw new AppError('VOUCHER_USED_UP', 409, VOUCHER_USED_UP_MESSAGE);
}

const VOUCHER_BROWSE: BrowseSpec<(typeof VOUCHER_SORTS)[number]> = {
  table: shopVouchers,
  id: shopVouchers.id,
  sortable: {
    created: shopVouchers.created,
    code: shopVouchers.code,
    value: shopVouchers.valueCents,
    remaining: shopVouchers.remainingCents,
    valid_until: shopVouchers.validUntil,
  },
  defaultOrder: [asc(shopVouchers.created), asc(shopVouchers.code)],
  search: (words) =>
    containsText(words, [shopVouchers.code, shopVouchers.tags, sql`${shopVouchers.data}->>'recipient'`]),
  defaultLimit: 1000,
};

export async function listVouchers(db: Database, query: VoucherQuery): Promise<List<Voucher>> {
  return browse(
    db,
    VOUCHER_BROWSE,
    query,
    [
      query.code ? eq(shopVouchers.code, normalizeCode(query.code)) : undefined,
      query.from
        ? or(isNull(shopVouchers.validUntil), gte(shopVouchers.validUntil, new Date(query.from)))
        : undefined,
      query.until
        ? or(isNull(shopVouchers.validFrom), lte(shopVouchers.validFrom, new Date(query.until)))
        : undefined,
    ],
    toVoucher,
  );
}

export const getVouchersByIds = (db: Database, ids: string[]): Promise<Voucher[]> =>
  itemsByIds(db, VOUCHER_BROWSE, ids, toVoucher);

export async function getVoucher(db: Database, id: string): Promise<Voucher> {
  const [row] = await db.select().from(shopVouchers).where(eq(shopVouchers.id, id));
  if (!row) throw notFound('voucher not found');
  return toVoucher(row);
}

const dateOrNull = (value: string | null | undefined) => (value ? new Date(value) : null);

function assertValidityInOrder(from: Date | null, until: Date | null): void {
  if (from && until && from.getTime() > until.getTime()) {
    throw new AppError('VALIDATION', 400, VALIDITY_REVERSED_MESSAGE);
  }
}

async function assertCodeFree(db: Database, code: string, except?: string) {
  const [taken] = await db
    .select({ id: shopVouchers.id })
    .from(shopVouchers)
    .where(eq(shopVouchers.code, code));
  if (taken && taken.id !== except) throw new AppError(11000, 409, VOUCHER_CODE_TAKEN_MESSAGE);
}

/**
 * Issues a voucher. Its kind is fixed now: the one the selling order charged (`tax`), else its
 * template's, else multi-purpose; it never changes afterwards.
 */
export async function createVoucher(
  db: Database,
  input: VoucherCreate,
  orderId: string | null = null,
  tax?: VoucherTax,
): Promise<Voucher> {
  if (input.template)
    await assertIdsExist(db, shopVoucherTemplates, shopVoucherTemplates.id, 'template', [input.template]);
  const kind = tax ?? (await templateVoucherTax(db, input.template ?? null));
  const valueCents = toCents(input.value);
  const remainingCents = input.remaining === undefined ? valueCents : toCents(input.remaining);
  if (remainingCents > valueCents) throw new AppError('VALIDATION', 400, REMAINING_ABOVE_VALUE_MESSAGE);
  assertValidityInOrder(dateOrNull(input.valid_from), dateOrNull(input.valid_until));
  const code = input.code ? normalizeCode(input.code) : generateVoucherCode();
  await assertCodeFree(db, code);
  const [row] = await db
    .insert(shopVouchers)
    .values({
      code,
      valueCents,
      remainingCents,
      validFrom: dateOrNull(input.valid_from),
      validUntil: dateOrNull(input.valid_until),
      template: input.template ?? null,
      orderId,
      tags: input.tags ?? [],
      data: { recipient: input.recipient ?? '', message: input.message ?? '' },
      ...taxColumnsOf(kind),
    })
    .onConflictDoNothing()
    .returning();
  // A concurrent insert of the same code lost the race.
  if (!row) throw new AppError(11000, 409, VOUCHER_CODE_TAKEN_MESSAGE);
  return toVoucher(row);
}

export async function updateVoucher(db: Database, id: string, input: VoucherUpdate): Promise<Voucher> {
  const [current] = await db.select().from(shopVouchers).where(eq(shopVouchers.id, id));
  if (!current) throw notFound('voucher not found');
  if (input.template)
    await assertIdsExist(db, shopVoucherTemplates, shopVoucherTemplates.id, 'template', [input.template]);
  const code = input.code !== undefined ? normalizeCode(input.code) : current.code;
  if (code !== current.code) await assertCodeFree(db, code, id);
  const valueCents = input.value !== undefined ? toCents(input.value) : current.valueCents;
  const remainingCents = input.remaining !== undefined ? toCents(input.remaining) : current.remainingCents;
  if (remainingCents > valueCents) throw new AppError('VALIDATION', 400, REMAINING_ABOVE_VALUE_MESSAGE);
  assertValidityInOrder(
    input.valid_from !== undefined ? dateOrNull(input.valid_from) : current.validFrom,
    input.valid_until !== undefined ? dateOrNull(input.valid_until) : current.validUntil,
  );
  const [row] = await db
    .update(shopVouchers)
    .set({
      code,
      valueCents,
      remainingCents,
      ...(input.valid_from !== undefined ? { validFrom: dateOrNull(input.valid_from) } : {}),
      ...(input.valid_until !== undefined ? { validUntil: dateOrNull(input.valid_until) } : {}),
      ...(input.template !== undefined ? { template: input.template } : {}),
      ...(input.tags !== undefined ? { tags: input.tags } : {}),
      data: {
        recipient: input.recipient ?? current.data.recipient ?? '',
        message: input.message ?? current.data.message ?? '',
      },
    })
    .where(eq(shopVouchers.id, id))
    .returning();
  return toVoucher(row!);
}

export async function deleteVoucher(db: Database, id: string): Promise<Voucher> {
  const [row] = await db.delete(shopVouchers).where(eq(shopVouchers.id, id)).returning();
  if (!row) throw notFound('voucher not found');
  return toVoucher(row);
}

const TEMPLATE_BROWSE: BrowseSpec<(typeof VOUCHER_TEMPLATE_SORTS)[number]> = {
  table: shopVoucherTemplates,
  id: shopVoucherTemplates.id,
  sortable: { title: shopVoucherTemplates.title, created: shopVoucherTemplates.created },
  defaultOrder: [asc(shopVoucherTemplates.title), asc(shopVoucherTemplates.id)],
  search: (words) => containsText(words, [shopVoucherTemplates.title, shopVoucherTemplates.text]),
  defaultLimit: 1000,
};

export const listVoucherTemplates = (
  db: Database,
  query: VoucherTemplateQuery,
): Promise<List<VoucherTemplate>> => browse(db, TEMPLATE_BROWSE, query, [], toTemplate);

export const getVoucherTemplatesByIds = (db: Database, ids: string[]): Promise<VoucherTemplate[]> =>
  itemsByIds(db, TEMPLATE_BROWSE, ids, toTemplate);

export async function getVoucherTemplate(db: Database, id: string): Promise<VoucherTemplate> {
  const [row] = await db.select().from(shopVoucherTemplates).where(eq(shopVoucherTemplates.id, id));
  if (!row) throw notFound('voucher template not found');
  return toTemplate(row);
}

export async function createVoucherTemplate(
  db: Database,
  input: VoucherTemplateCreate,
): Promise<VoucherTemplate> {
  if (input.image) await assertFilesExist(db, 'image', [input.image]);
  const [row] = await db
    .insert(shopVoucherTemplates)
    .values({
      title: input.title,
      image: input.image ?? null,
      text: input.text ?? '',
      ...taxColumnsOf(templateTaxOf(input)),
    })
    .returning();
  return toTemplate(row!);
}

export async function updateVoucherTemplate(
  db: Database,
  id: string,
  input: VoucherTemplateUpdate,
): Promise<VoucherTemplate> {
  if (input.image) await assertFilesExist(db, 'image', [input.image]);
  const { _id: _ignored, purpose, vat_rate, vat_country, ...fields } = input;
  const current = await getVoucherTemplate(db, id);
  const taxChanged = purpose !== undefined || vat_rate !== undefined || vat_country !== undefined;
  if (Object.keys(fields).length === 0 && !taxChanged) return current;
  // The kind is checked as a whole: the fields sent over the stored ones. Vouchers issued before
  // keep theirs.
  const tax = taxChanged
    ? taxColumnsOf(
        templateTaxOf({
          purpose: purpose ?? current.purpose,
          vat_rate: vat_rate !== undefined ? vat_rate : current.vat_rate,
          vat_country: vat_country !== undefined ? vat_country : current.vat_country,
        }),
      )
    : {};
  const [row] = await db
    .update(shopVoucherTemplates)
    .set({ ...fields, ...tax })
    .where(eq(shopVoucherTemplates.id, id))
    .returning();
  if (!row) throw notFound('voucher template not found');
  return toTemplate(row);
}

/** Whether vouchers were made from the template; such a template is not removed (409). */
export async function voucherTemplateInUse(db: Database, id: string): Promise<boolean> {
  const [used] = await db.select({ total: count() }).from(shopVouchers).where(eq(shopVouchers.template, id));
  return (used?.total ?? 0) > 0;
}

export async function deleteVoucherTemplate(db: Database, id: string): Promise<VoucherTemplate> {
  const [row] = await db.delete(shopVoucherTemplates).where(eq(shopVoucherTemplates.id, id)).returning();
  if (!row) throw notFound('voucher template not found');
  return toTemplate(row);
}

/** Sample values a template preview shows. */
export const PREVIEW_SAMPLE = { code: 'GW-MUST-ER26', valueCents: 5000, recipient: 'Maria Muster' };

/** What the preview of a stored voucher or of a template prints; the image is loaded by the caller. */
export async function voucherPrintOf(
  db: Database,
  input: VoucherPreview,
): Promise<{ print: Omit<VoucherPrint, 'image'>; imageId: string | null }> {
  const [voucher] = input._id
    ? await db.select().from(shopVouchers).where(eq(shopVouchers.id, input._id))
    : [];
  if (input._id && !voucher) throw notFound('voucher not found');
  const templateId = input.template ?? voucher?.template ?? null;
  const template = templateId ? await getVoucherTemplate(db, templateId) : null;
  const validUntil = input.valid_until ?? voucher?.validUntil?.toISOString() ?? null;
  return {
    print: {
      code: input.code ?? voucher?.code ?? PREVIEW_SAMPLE.code,
      valueCents:
        input.value !== undefined ? toCents(input.value) : (voucher?.valueCents ?? PREVIEW_SAMPLE.valueCents),
      validUntil: validUntil ? new Date(validUntil) : null,
      recipient: input.recipient ?? voucher?.data.recipient ?? (voucher ? '' : PREVIEW_SAMPLE.recipient),
      message: input.message ?? voucher?.data.message ?? '',
      text: template?.text ?? '',
    },
    imageId: template?.image ?? null,
  };
}

import { randomUUID } from 'node:crypto';
import { paymentStatusOf, toCents, viennaDay, viennaYear } from '@gartenwerk/domain';
import { PARTY_ADDRESS_KEYS, partyName } from '@gartenwerk/domain/schemas';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../core/db';
import { AppError } from '../../core/errors';
import { newId } from '../../core/ids';
import { requirePrintable } from '../../core/pdf';
import { text } from '../../core/texts';
import type {
  DocumentCreate,
  DocumentData,
  DocumentTotalsSnapshot,
  DocumentUpdate,
  InvoiceDocument,
  Line,
  Receiver,
} from './schemas';
import { getInvoiceSettings, takeNumber } from './settings';
import {
  invoiceCustomers,
  invoiceDocuments,
  invoiceFactors,
  invoiceItems,
  invoiceVendors,
  type DocumentRow,
  type DocumentType,
} from './table';
import {
  FIXED_WHEN_ISSUED,
  addDays,
  emptyData,
  lockDocument,
  readDocument,
  toDocument,
  totalsOf,
  typeName,
  type Actor,
} from './document';
import { changedFields, comparable, documentHistory, logHistory } from './history';
import { orderProgress, receivedAmounts, refreshProgress } from './progress';
import { removeProductionPlan } from './production-plan';

// The documents of the invoicing: their rows and totals (document.ts), their history (history.ts),
// the progress of an order (progress.ts) and here what creates, changes and cancels them.
export * from './document';
export * from './history';
export * from './progress';

/** Every line gets a uuid it keeps: conversions count delivered and invoiced amounts against it. */
function withUuids(lines: readonly Line[]): Line[] {
  return lines.map((line) => ({ ...line, uuid: line.uuid ?? randomUUID() }));
}

async function partyReceiver(
  tx: Database,
  kind: 'customer' | 'vendor',
  id: string,
): Promise<{ receiver: Receiver; paymentTermsDays: number | null; buyerReference: string }> {
  const table = kind === 'customer' ? invoiceCustomers : invoiceVendors;
  // Shared lock until the document is written: a delete of the customer or vendor waits and then
  // sees the document that uses it (and is refused), instead of deleting it in between.
  const [party] = await tx.select().from(table).where(eq(table.id, id)).for('share');
  if (!party)
    throw new AppError(
      'VALIDATION',
      400,
      text(kind === 'customer' ? 'errors:invoice.customerUnknown' : 'errors:invoice.vendorUnknown'),
    );
  return {
    receiver: { ...party.address, kind, id, email: party.email },
    paymentTermsDays: party.paymentTermsDays,
    buyerReference: 'buyerReference' in party ? party.buyerReference : '',
  };
}

/**
 * Shared locks on the items and factors the lines name, until the document is written: a delete of
 * one of them waits and then sees the document (and is refused). A name of none is refused.
 */
async function lockLineLinks(tx: Database, lines: readonly Line[]): Promise<void> {
  const links = [
    { table: invoiceItems, ids: lines.map((line) => line.item_id), unknown: 'errors:invoice.itemUnknown' },
    {
      table: invoiceFactors,
      ids: lines.map((line) => line.factor_id),
      unknown: 'errors:invoice.factorUnknown',
    },
  ] as const;
  for (const { table, ids, unknown } of links) {
    const named = [...new Set(ids.filter((id): id is string => Boolean(id)))];
    if (named.length === 0) continue;
    const found = await tx.select({ id: table.id }).from(table).where(inArray(table.id, named)).for('share');
    if (found.length < named.length) throw new AppError('VALIDATION', 400, text(unknown));
  }
}

/** The money columns that lists filter and add up, from the totals. */
function moneyColumns(totals: DocumentTotalsSnapshot, paidCents: number) {
  const dueCents = toCents(totals.due);
  return {
    grossCents: toCents(totals.gross),
    netCents: toCents(totals.net),
    dueCents,
    paymentStatus: paymentStatusOf(dueCents, paidCents),
  };
}

type Fields = Omit<DocumentCreate, 'type' | 'issue'>;

/**
 * The text a person enters for a document to print, refused when a character cannot be printed
 * (documents made from shop orders and other documents copy text instead).
 */
function requirePrintableFields(input: Fields): void {
  const { title, text_before, text_after, advance_label, buyer_reference, receiver, lines } = input;
  requirePrintable({ title, text_before, text_after, advance_label, buyer_reference });
  if (receiver)
    requirePrintable(Object.fromEntries(PARTY_ADDRESS_KEYS.map((key) => [`receiver.${key}`, receiver[key]])));
  lines?.forEach((line, index) =>
    requirePrintable({
      [`lines[${index}].title`]: line.title,
      [`lines[${index}].description`]: line.description,
      [`lines[${index}].unit`]: line.unit,
    }),
  );
}

/** Applies the edited fields to a document's parts; the receiver follows its customer or vendor. */
async function applyFields(
  tx: Database,
  current: { data: DocumentData; receiver: Receiver; customerId: string | null; vendorId: string | null },
  input: Fields,
) {
  const { lines, customer_id, vendor_id, receiver, notes, tags, date, ...rest } = input;
  const data: DocumentData = { ...current.data };
  for (const [key, value] of Object.entries(rest)) {
    if (value !== undefined) (data as unknown as Record<string, unknown>)[key] = value;
  }
  if (lines !== undefined) {
    await lockLineLinks(tx, lines);
    data.lines = withUuids(lines);
  }
  let customerId = current.customerId;
  let vendorId = current.vendorId;
  let nextReceiver = current.receiver;
  let partyTerms: number | null = null;
  if (customer_id !== undefined && customer_id !== null && customer_id !== current.customerId) {
    const party = await partyReceiver(tx, 'customer', customer_id);
    nextReceiver = party.receiver;
    partyTerms = party.paymentTermsDays;
    // The customer's reference, unless the document names its own.
    if (!input.buyer_reference) data.buyer_reference = party.buyerReference;
    customerId = customer_id;
    vendorId = null;
  } else if (vendor_id !== undefined && vendor_id !== null && vendor_id !== current.vendorId) {
    const party = await partyReceiver(tx, 'vendor', vendor_id);
    nextReceiver = party.receiver;
    partyTerms = party.paymentTermsDays;
    vendorId = vendor_id;
    customerId = null;
  }
  if (customer_id === null) customerId = null;
  if (vendor_id === null) vendorId = null;
  if (receiver !== undefined)
    nextReceiver = { ...receiver, id: receiver.id ?? customerId ?? vendorId ?? null };
  if (partyTerms !== null && input.payment_terms_days === undefined) data.payment_terms_days = partyTerms;
  return { data, customerId, vendorId, receiver: nextReceiver, notes, tags, date };
}

/** A vendor order goes to a vendor of the accounting, and only to one. */
function requireVendorReceiver(
  type: DocumentType,
  applied: { receiver: Receiver; customerId: string | null; vendorId: string | null },
): void {
  if (type !== 'vendor_order') return;
  if (applied.vendorId === null || applied.customerId !== null || applied.receiver.kind !== 'vendor')
    throw new AppError('VENDOR_REQUIRED', 400, text('errors:invoice.vendorOrderReceiver'));
}

/** The due date of an invoice from its date and payment terms; offers carry their validity instead. */
async function datesOf(db: Database, type: DocumentType, date: string, data: DocumentData) {
  const settings = await getInvoiceSettings(db);
  if (type === 'invoice' || type === 'installment') {
    return { dueDate: addDays(date, data.payment_terms_days ?? settings.payment_terms_days), data };
  }
  if (type === 'offer' && data.valid_until === null) {
    return { dueDate: null, data: { ...data, valid_until: addDays(date, settings.offer_validity_days) } };
  }
  return { dueDate: null, data };
}

/** Creates a document (a draft unless `issue` says otherwise) and records it in the history. */
export async function createDocument(
  db: Database,
  input: DocumentCreate,
  actor: Actor,
  link: Partial<Pick<DocumentRow, 'sourceId' | 'orderId' | 'shopOrderId' | 'cancelsId'>> = {},
): Promise<InvoiceDocument> {
  requirePrintableFields(input);
  return db.transaction(async (tx) => createInTransaction(tx, input, actor, link));
}

export async function createInTransaction(
  tx: Database,
  input: DocumentCreate,
  actor: Actor,
  link: Partial<Pick<DocumentRow, 'sourceId' | 'orderId' | 'shopOrderId' | 'cancelsId'>> = {},
): Promise<InvoiceDocument> {
  const { type, issue, ...fields } = input;
  // Prices are entered as settings/ui says unless the document names its own way.
  const { ui } = await getInvoiceSettings(tx);
  const base = {
    data: { ...emptyData(), price_mode: ui.price_mode },
    receiver: { kind: input.vendor_id ? 'vendor' : 'customer' } as Receiver,
    customerId: null,
    vendorId: null,
  };
  const applied = await applyFields(tx, base, fields);
  requireVendorReceiver(type, applied);
  const date = applied.date ?? viennaDay(new Date());
  const { dueDate, data } = await datesOf(tx, type, date, applied.data);
  const totals = totalsOf(data);
  const id = newId();
  const [row] = await tx
    .insert(invoiceDocuments)
    .values({
      id,
      type,
      receiverKind: applied.receiver.kind,
      customerId: applied.customerId,
      vendorId: applied.vendorId,
      receiverName: partyName(applied.receiver),
      receiver: applied.receiver,
      date,
      dueDate,
      data,
      totals,
      ...moneyColumns(totals, 0),
      tags: applied.tags ?? [],
      notes: applied.notes ?? '',
      sourceId: link.sourceId ?? null,
      orderId: link.orderId ?? (type === 'order' ? id : null),
      shopOrderId: link.shopOrderId ?? null,
      cancelsId: link.cancelsId ?? null,
    })
    .returning();
  await logHistory(tx, id, actor, 'created');
  const created = issue ? await issueInTransaction(tx, row!, actor) : row!;
  return toDocument(created);
}

function requireIssuable(row: DocumentRow): void {
  if (row.data.lines.length === 0) throw new AppError('NO_LINES', 400, text('errors:invoice.noLines'));
  // Money goes back to a customer with a credit note that names its invoice, never a negative invoice.
  if ((row.type === 'invoice' || row.type === 'installment') && row.grossCents < 0)
    throw new AppError('NEGATIVE_INVOICE', 400, text('errors:invoice.negativeInvoice'));
  const receiver = row.receiver;
  if (!partyName(receiver) || !receiver.address || !receiver.city)
    throw new AppError('NO_RECEIVER', 400, text('errors:invoice.noReceiver'));
}

/**
 * Issues a draft: it takes the next number of its type and year inside the caller's transaction
 * (the counter row stays locked until that transaction ends), and from then on an invoice is fixed.
 */
export async function issueInTransaction(tx: Database, row: DocumentRow, actor: Actor): Promise<DocumentRow> {
  if (row.issuedAt) return row;
  requireIssuable(row);
  const settings = await getInvoiceSettings(tx);
  const now = new Date();
  const format = settings.number_formats[row.type];
  // A format without the year counts on across years (counter year 0), so no number repeats.
  const number = await takeNumber(tx, row.type, format.year ? viennaYear(now) : 0, format);
  const [issued] = await tx
    .update(invoiceDocuments)
    .set({ number, issuedAt: now, updated: now })
    .where(eq(invoiceDocuments.id, row.id))
    .returning();
  await logHistory(tx, row.id, actor, 'issued', { number: { from: null, to: number } });
  return issued!;
}

function refuseIfFixed(row: DocumentRow): void {
  if (!row.issuedAt || !FIXED_WHEN_ISSUED.has(row.type)) return;
  const message =
    row.type === 'vendor_order'
      ? text('errors:invoice.vendorOrderImmutable', { number: row.number })
      : text('errors:invoice.issuedImmutable', { type: typeName(row.type), number: row.number });
  throw new AppError('ISSUED_IMMUTABLE', 409, message);
}

/**
 * Changes a document. Drafts change freely; issued offers, orders and delivery notes keep their
 * number; an issued invoice is refused (a cancellation corrects it), and so is an issued vendor
 * order. Every change is in the history.
 */
export async function updateDocument(
  db: Database,
  input: DocumentUpdate,
  actor: Actor,
): Promise<InvoiceDocument> {
  requirePrintableFields(input);
  return db.transaction(async (tx) => {
    const current = await lockDocument(tx, input._id);
    const { _id, issue, status, ...fields } = input;
    const onlyIssuing = Object.values(fields).every((value) => value === undefined) && status === undefined;
    if (!(onlyIssuing && issue)) refuseIfFixed(current);
    // A vendor order's state follows its goods receipts, not a choice.
    if (current.type === 'vendor_order' && status !== undefined && status !== current.status)
      throw new AppError('STATUS_FROM_RECEIPTS', 400, text('errors:invoice.vendorOrderStatus'));
    const applied = await applyFields(tx, current, fields);
    requireVendorReceiver(current.type, applied);
    const date = applied.date ?? current.date;
    const { dueDate, data } = await datesOf(tx, current.type, date, applied.data);
    const totals = totalsOf(data);
    const next = {
      data,
      receiver: applied.receiver,
      date,
      dueDate,
      status: status ?? current.status,
      tags: applied.tags ?? current.tags,
      notes: applied.notes ?? current.notes,
    };
    const changes = changedFields(comparable(current), comparable({ ...next, totals }));
    let [row] = await tx
      .update(invoiceDocuments)
      .set({
        ...next,
        receiverKind: applied.receiver.kind,
        customerId: applied.customerId,
        vendorId: applied.vendorId,
        receiverName: partyName(applied.receiver),
        totals,
        ...moneyColumns(totals, current.paidCents),
        updated: new Date(),
      })
      .where(eq(invoiceDocuments.id, current.id))
      .returning();
    if (Object.keys(changes).length > 0) await logHistory(tx, current.id, actor, 'updated', changes);
    if (issue) row = await issueInTransaction(tx, row!, actor);
    return toDocument(row!);
  });
}

/** Deletes a draft; an issued document keeps its number and stays. The deletion stays in the history. */
export async function deleteDocument(db: Database, id: string, actor: Actor): Promise<InvoiceDocument> {
  return db.transaction(async (tx) => {
    const row = await lockDocument(tx, id);
    if (row.issuedAt)
      throw new AppError(
        'ISSUED_UNDELETABLE',
        409,
        text('errors:invoice.issuedUndeletable', { number: row.number }),
      );
    await tx.delete(invoiceDocuments).where(eq(invoiceDocuments.id, id));
    await removeProductionPlan(tx, id);
    await logHistory(tx, id, actor, 'deleted', {}, `${row.type} ${partyName(row.receiver)}`);
    if (row.sourceId) await refreshProgress(tx, row.orderId ?? row.sourceId, actor);
    return toDocument(row);
  });
}

/** One document with its history, for an order the progress of its lines, for a vendor order what came in. */
export async function getDocumentData(db: Database, id: string): Promise<InvoiceDocument> {
  const row = await readDocument(db, id);
  return {
    ...toDocument(row),
    history: await documentHistory(db, id),
    ...(row.type === 'order' ? { progress: await orderProgress(db, row) } : {}),
    ...(row.type === 'vendor_order' ? { received: receivedAmounts(row) } : {}),
  };
}

/**
 * Cancels an issued invoice: a cancellation with the same lines at negative amounts, its own number
 * and a reference to the original, issued in the same transaction; the original stays unchanged
 * and only learns which document cancelled it.
 */
export async function cancelDocument(db: Database, id: string, actor: Actor): Promise<InvoiceDocument> {
  return db.transaction(async (tx) => {
    const original = await lockDocument(tx, id);
    if (original.type !== 'invoice' && original.type !== 'installment')
      throw new AppError('NOT_CANCELLABLE', 400, text('errors:invoice.cancelOnlyInvoices'));
    if (!original.issuedAt)
      throw new AppError('NOT_CANCELLABLE', 400, text('errors:invoice.cancelOnlyIssued'));
    if (original.creditedCents !== 0 && !original.cancelledById)
      throw new AppError('CREDITED', 409, text('errors:invoice.cancelCredited', { number: original.number }));
    if (original.cancelledById) {
      const [cancellation] = await tx
        .select({ number: invoiceDocuments.number })
        .from(invoiceDocuments)
        .where(eq(invoiceDocuments.id, original.cancelledById));
      throw new AppError(
        'ALREADY_CANCELLED',
        409,
        text('errors:invoice.alreadyCancelled', {
          number: original.number,
          cancellation: cancellation?.number ?? '',
        }),
      );
    }
    const data = original.data;
    const cancellation = await createInTransaction(
      tx,
      {
        type: 'cancellation',
        receiver: original.receiver,
        ...(original.customerId ? { customer_id: original.customerId } : {}),
        price_mode: data.price_mode,
        vat_exemption: data.vat_exemption,
        delivery_date: data.delivery_date,
        service_from: data.service_from,
        service_to: data.service_to,
        advance: 0,
        lines: data.lines.map((line) => ({
          ...line,
          uuid: randomUUID(),
          amount: -line.amount,
          source_line: line.uuid ?? null,
        })),
        issue: true,
      },
      actor,
      { sourceId: original.id, cancelsId: original.id, orderId: original.orderId },
    );
    await tx
      .update(invoiceDocuments)
      .set({ cancelledById: cancellation._id, creditedCents: original.dueCents, updated: new Date() })
      .where(eq(invoiceDocuments.id, original.id));
    await logHistory(tx, original.id, actor, 'cancelled', {}, cancellation.number ?? '');
    if (original.orderId) await refreshProgress(tx, original.orderId, actor);
    return cancellation;
  });
}

import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../core/db';
import { AppError } from '../../core/errors';
import { text } from '../../core/texts';
import { productRowsByIds } from '../shop-product/service';
import { EPSILON, pickOpenAmounts, roundAmount } from './convert';
import { receiptStock, type ReceivedStock } from './stock';
import type { Line, InvoiceDocument, Receipt, ReceiptReversal, ReceiveInput } from './schemas';
import { lockDocument, logHistory, receivedAmounts, toDocument, type Actor } from './service';
import { viennaDay } from '@gartenwerk/domain';
import { invoiceDocuments, invoiceItems, type DocumentRow } from './table';

/** A vendor order is open until goods come in, partial while some are missing, complete when all are in. */
export function receiptStatus(received: ReturnType<typeof receivedAmounts>): 'open' | 'partial' | 'complete' {
  const ordered = received.filter((line) => line.amount > 0);
  if (ordered.length > 0 && ordered.every((line) => line.received >= line.amount - EPSILON))
    return 'complete';
  if (received.some((line) => line.received > 0)) return 'partial';
  return 'open';
}

/** The stock movements' reason: the vendor order by its number. */
const receiptReason = (row: DocumentRow) => `Wareneingang ${row.number ?? ''}`.trim();

/**
 * The shop product (and variant) each received line supplies: the one its item names. Lines without
 * an item, items without a product and products deleted since change no stock. The shop counts whole
 * pieces, so a stock-kept line must come in as a whole number.
 */
async function stockOfLines(
  tx: Database,
  picked: readonly { line: Line; amount: number }[],
): Promise<Map<string, ReceivedStock>> {
  const itemIds = [...new Set(picked.map(({ line }) => line.item_id).filter((id): id is string => !!id))];
  if (itemIds.length === 0) return new Map();
  const items = await tx
    .select({ id: invoiceItems.id, productId: invoiceItems.productId, variant: invoiceItems.productVariant })
    .from(invoiceItems)
    .where(inArray(invoiceItems.id, itemIds));
  const products = new Map(
    (
      await productRowsByIds(
        tx,
        items.map((item) => item.productId).filter((id): id is string => !!id),
      )
    ).map((product) => [product.id, product]),
  );
  const stock = new Map<string, ReceivedStock>();
  for (const { line, amount } of picked) {
    const item = items.find((candidate) => candidate.id === line.item_id);
    const product = item?.productId ? products.get(item.productId) : undefined;
    if (!item || !product) continue;
    if (!Number.isInteger(amount))
      throw new AppError(
        'VALIDATION',
        400,
        text('errors:invoice.receiptWholePieces', { title: line.title, amount: String(amount) }),
      );
    const variantTitle = product.data.variants?.find((variant) => variant.key === item.variant)?.value;
    stock.set(line.uuid!, {
      productId: product.id,
      variant: item.variant,
      amount,
      title: variantTitle ? `${product.title} (${variantTitle})` : product.title,
    });
  }
  return stock;
}

/** Writes a vendor order's receipts and the status they give, with a history entry. */
async function saveReceipts(
  tx: Database,
  row: DocumentRow,
  receipts: Receipt[],
  actor: Actor,
  action: string,
  detail: string,
): Promise<InvoiceDocument> {
  const data = { ...row.data, receipts };
  const received = receivedAmounts({ data });
  const status = receiptStatus(received);
  const [updated] = await tx
    .update(invoiceDocuments)
    .set({ data, status, updated: new Date() })
    .where(eq(invoiceDocuments.id, row.id))
    .returning();
  await logHistory(
    tx,
    row.id,
    actor,
    action,
    status === row.status ? {} : { status: { from: row.status, to: status } },
    detail,
  );
  return { ...toDocument(updated!), received };
}

/** A receipt's lines in words: amount, unit and title of each. */
function receiptWords(row: DocumentRow, lines: readonly { uuid: string; amount: number }[]) {
  return lines
    .map((taken) => {
      const line = row.data.lines.find((candidate) => candidate.uuid === taken.uuid);
      return `${taken.amount} ${line?.unit ?? ''} ${line?.title ?? ''}`.replace(/\s+/g, ' ').trim();
    })
    .join(', ');
}

/**
 * Records goods received on an issued vendor order: the lines and amounts given, or everything still
 * open. No amount may exceed what is still open of its line; the order's state follows, the receipt
 * is kept on the order and in its history, and lines of items that supply a shop product raise its
 * stock. The document's row lock orders concurrent receipts of the same order.
 */
export async function recordReceipt(
  db: Database,
  input: ReceiveInput,
  actor: Actor,
): Promise<InvoiceDocument> {
  return db.transaction(async (tx) => {
    const row = await lockDocument(tx, input._id);
    if (row.type !== 'vendor_order')
      throw new AppError('NOT_RECEIVABLE', 400, text('errors:invoice.receiveOnlyVendorOrders'));
    if (!row.issuedAt) throw new AppError('NOT_RECEIVABLE', 400, text('errors:invoice.receiveDraft'));
    const open = new Map(
      receivedAmounts(row).map((line) => [line.uuid, roundAmount(line.amount - line.received)]),
    );
    const picked = pickOpenAmounts(row.data.lines, open, input.lines);
    if (picked.length === 0) throw new AppError('NOTHING_OPEN', 400, text('errors:invoice.nothingToReceive'));
    const stock = await stockOfLines(tx, picked);
    const receipt: Receipt = {
      uuid: randomUUID(),
      date: input.date ?? viennaDay(new Date()),
      note: input.note ?? '',
      lines: picked.map(({ line, amount }) => {
        const stocked = stock.get(line.uuid!);
        return {
          uuid: line.uuid!,
          amount,
          ...(stocked ? { product_id: stocked.productId, variant: stocked.variant } : {}),
        };
      }),
    };
    await receiptStock().receiveIntoStock(tx, [...stock.values()], {
      reason: receiptReason(row),
      userId: actor.id,
      documentId: row.id,
    });
    return saveReceipts(
      tx,
      row,
      [...(row.data.receipts ?? []), receipt],
      actor,
      'received',
      [receipt.date, receiptWords(row, receipt.lines), receipt.note].filter(Boolean).join(' · '),
    );
  });
}

/**
 * Takes a goods receipt back (recorded in error, goods sent back): it stays listed, marked, and counts
 * no more; the order's state follows, and the stock it raised is lowered again — refused (409) when
 * those goods are sold already.
 */
export async function reverseReceipt(
  db: Database,
  input: ReceiptReversal,
  actor: Actor,
): Promise<InvoiceDocument> {
  return db.transaction(async (tx) => {
    const row = await lockDocument(tx, input._id);
    if (row.type !== 'vendor_order')
      throw new AppError('NOT_RECEIVABLE', 400, text('errors:invoice.receiveOnlyVendorOrders'));
    const receipts = row.data.receipts ?? [];
    const receipt = receipts.find((candidate) => candidate.uuid === input.receipt);
    if (!receipt) throw new AppError('NOT_FOUND', 404, text('errors:invoice.receiptUnknown'));
    if (receipt.reversed) throw new AppError('RECEIPT_REVERSED', 409, text('errors:invoice.receiptReversed'));
    const stocked = receipt.lines.filter((line) => line.product_id);
    const products = new Map(
      (
        await productRowsByIds(
          tx,
          stocked.map((line) => line.product_id!),
        )
      ).map((p) => [p.id, p]),
    );
    const title = (productId: string, variant: string) => {
      const product = products.get(productId);
      const value = product?.data.variants?.find((candidate) => candidate.key === variant)?.value;
      return value ? `${product!.title} (${value})` : (product?.title ?? productId);
    };
    await receiptStock().takeBackFromStock(
      tx,
      stocked.map((line) => ({
        productId: line.product_id!,
        variant: line.variant ?? '',
        amount: line.amount,
        title: title(line.product_id!, line.variant ?? ''),
      })),
      { reason: `${receiptReason(row)} zurückgenommen`, userId: actor.id, documentId: row.id },
    );
    const reason = input.reason?.trim() ?? '';
    const reversed: Receipt = { ...receipt, reversed: { at: new Date().toISOString(), reason } };
    return saveReceipts(
      tx,
      row,
      receipts.map((candidate) => (candidate.uuid === receipt.uuid ? reversed : candidate)),
      actor,
      'receipt_reversed',
      [receipt.date, receiptWords(row, receipt.lines), reason].filter(Boolean).join(' · '),
    );
  });
}

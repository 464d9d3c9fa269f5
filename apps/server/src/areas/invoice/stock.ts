import type { Database } from '../../core/db';

/** What a goods receipt puts into (or a take-back takes out of) the stock of one product or variant. */
export interface ReceivedStock {
  productId: string;
  variant: string;
  amount: number;
  /** The product as the message of a refused take-back names it. */
  title: string;
}

/** Why the stock changes, as the stock's movements record it. */
export interface ReceiptStockChange {
  reason: string;
  userId: string | null;
  /** The vendor order of the goods receipt. */
  documentId: string;
}

/**
 * What the shop-stock area does for a goods receipt of a vendor order. The stock area joins its
 * movements to this area's documents; so that the two do not import each other, areas/index.ts hands
 * its functions in here once (`useReceiptStock`), before any route runs.
 */
export interface ReceiptStock {
  /** Raises the stock of received goods (inside the receipt's transaction). */
  receiveIntoStock(tx: Database, lines: readonly ReceivedStock[], change: ReceiptStockChange): Promise<void>;
  /** Lowers it again when a receipt is taken back; refused (409) when those goods are sold already. */
  takeBackFromStock(tx: Database, lines: readonly ReceivedStock[], change: ReceiptStockChange): Promise<void>;
}

let given: ReceiptStock | undefined;

export function useReceiptStock(stock: ReceiptStock): void {
  given = stock;
}

export function receiptStock(): ReceiptStock {
  if (!given) throw new Error('invoice: no receipt stock given (areas/index.ts)');
  return given;
}

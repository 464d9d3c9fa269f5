import type { Language } from '@gartenwerk/domain';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../core/db';
import type { Order } from './schemas';

/**
 * What the invoice area does for a shop order at the moments this area names. The invoice area reads
 * orders through this area's service; so that the two do not import each other, areas/index.ts hands
 * its functions in here once (`useOrderInvoicing`), before any route runs.
 */
export interface OrderInvoicing {
  /** Writes the order's invoice once the order is paid and supplied (inside the order's transaction). */
  invoiceWhenSupplied(tx: Database, order: Order): Promise<void>;
  /** Cancels the invoice of a withdrawn order, if it has one (inside the withdrawal's transaction). */
  cancelInvoice(tx: Database, orderId: string): Promise<void>;
  /** Removes the order's production plan stages (inside the removal's transaction). */
  removePlan(tx: Database, orderId: string): Promise<void>;
  /** Mails the customer the order's invoice, once, when it is issued. */
  mailInvoice(app: FastifyInstance, orderId: string, language?: Language): Promise<void>;
}

let given: OrderInvoicing | undefined;

export function useOrderInvoicing(invoicing: OrderInvoicing): void {
  given = invoicing;
}

export function orderInvoicing(): OrderInvoicing {
  if (!given) throw new Error('shop-order: no invoicing given (areas/index.ts)');
  return given;
}

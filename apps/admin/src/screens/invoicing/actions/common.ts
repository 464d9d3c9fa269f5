import type { InvoiceDocument } from '@gartenwerk/api-client';
import { DOCUMENT_CHAIN, viennaDay, type ConversionTarget } from '@gartenwerk/domain';

export type Target = ConversionTarget;
/** Which document becomes which: the domain's document chain. */
export const CHAIN: Partial<Record<InvoiceDocument['type'], readonly Target[]>> = DOCUMENT_CHAIN;
export const PAYABLE = new Set(['invoice', 'installment']);

/** Today in the nursery's time zone (YYYY-MM-DD). */
export const today = () => viennaDay(new Date());

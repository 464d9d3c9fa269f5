import { viennaYear } from '@gartenwerk/domain';
import { nextCounter } from '../../core/counter';
import type { Database } from '../../core/db';
import { shopOrderNumbers } from './table';

/**
 * The next order number of the year, `2026-00042`. Taken inside the order's transaction: the year's
 * row stays locked until it commits (the next order waits) and a rollback hands the number back.
 */
export async function nextOrderNumber(tx: Database, at: Date): Promise<string> {
  const year = viennaYear(at);
  const last = await nextCounter(tx, shopOrderNumbers, { year }, shopOrderNumbers.year);
  return `${year}-${String(last).padStart(5, '0')}`;
}

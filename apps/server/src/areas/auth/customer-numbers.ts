import { sql } from 'drizzle-orm';
import type { Database } from '../../core/db';
import { customerIdSequence } from './table';

export async function nextCustomerId(db: Database): Promise<number> {
  const result = await db.execute(sql`select nextval(${customerIdSequence.seqName}) as value`);
  const { rows } = result as unknown as { rows: { value: string | number }[] };
  return Number(rows[0]!.value);
}

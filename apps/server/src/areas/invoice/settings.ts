import {
  defaultInvoiceSettings,
  type DunningSettings,
  type InvoiceSettings,
  type NumberFormat,
} from '@gartenwerk/domain/schemas';
import { eq } from 'drizzle-orm';
import { nextCounter } from '../../core/counter';
import type { Database } from '../../core/db';
import { AppError } from '../../core/errors';
import { text } from '../../core/texts';
import { invoiceNumberCounters, invoiceSettings, type DocumentType } from './table';

// The schemas and the defaults live in the domain, where the admin and its msw stand-in take them too.
export {
  InvoiceSettingsSchema,
  InvoiceSettingsUpdateSchema,
  type Accounts,
  type DunningSettings,
  type InvoiceSettings,
} from '@gartenwerk/domain/schemas';

const SETTINGS_ID = 'invoice';

export async function getInvoiceSettings(db: Database): Promise<InvoiceSettings> {
  const [row] = await db.select().from(invoiceSettings).where(eq(invoiceSettings.id, SETTINGS_ID));
  const defaults = defaultInvoiceSettings();
  if (!row) return defaults;
  const stored = row.data as Partial<InvoiceSettings>;
  return {
    ...defaults,
    ...stored,
    number_formats: { ...defaults.number_formats, ...stored.number_formats },
    ui: { ...defaults.ui, ...stored.ui },
    pdf: { ...defaults.pdf, ...stored.pdf },
    accounts: { ...defaults.accounts, ...stored.accounts },
    dunning: { ...defaults.dunning, ...stored.dunning },
  };
}

/** A later dunning level cannot come before an earlier one. */
function requireRisingLevels(dunning: DunningSettings) {
  const days = dunning.levels.map((level) => level.days);
  if (days.some((day, index) => index > 0 && day <= days[index - 1]!))
    throw new AppError('VALIDATION', 400, text('errors:invoice.dunningDaysOrder'));
}

/** Replaces the sections the update carries. */
export async function updateInvoiceSettings(
  db: Database,
  update: Partial<InvoiceSettings>,
): Promise<InvoiceSettings> {
  if (update.dunning) requireRisingLevels(update.dunning);
  const next = { ...(await getInvoiceSettings(db)), ...update };
  await db
    .insert(invoiceSettings)
    .values({ id: SETTINGS_ID, data: next })
    .onConflictDoUpdate({ target: invoiceSettings.id, set: { data: next, updated: new Date() } });
  return next;
}

export function formatNumber(format: NumberFormat, year: number, counter: number): string {
  const digits = String(counter).padStart(format.digits, '0');
  return format.year ? `${format.prefix}${year}${format.separator}${digits}` : `${format.prefix}${digits}`;
}

/**
 * The next number of a type and year. Must run inside the issuing transaction: the upsert locks the
 * counter row until that transaction ends, so parallel issues take consecutive numbers one after
 * another and a rollback leaves no gap.
 */
export async function takeNumber(
  tx: Database,
  type: DocumentType,
  year: number,
  format: NumberFormat,
): Promise<string> {
  const last = await nextCounter(tx, invoiceNumberCounters, { type, year }, [
    invoiceNumberCounters.type,
    invoiceNumberCounters.year,
  ]);
  return formatNumber(format, year, last);
}

import {
  MAIL_PLACEHOLDERS,
  MailTemplateInputSchema,
  unknownPlaceholders,
  type MailTemplateInput,
} from '@gartenwerk/domain/schemas';
import { Type, type Static } from '@sinclair/typebox';
import { eq } from 'drizzle-orm';
import type { Database } from '../../core/db';
import { AppError, notFound } from '../../core/errors';
import { text } from '../../core/texts';
import { newId } from '../../core/ids';
import type { List } from '../../core/schemas';
import { invoiceSettings } from './table';

export { MailTemplateInputSchema };

export const MailTemplateSchema = Type.Composite([
  Type.Object({ _id: Type.String() }),
  Type.Required(MailTemplateInputSchema),
]);
export type MailTemplate = Static<typeof MailTemplateSchema>;

/** A template may only use the known placeholders: a typo would be mailed as it is. */
function requireKnownPlaceholders(input: Partial<MailTemplateInput>) {
  const unknown = unknownPlaceholders(`${input.subject ?? ''} ${input.body ?? ''}`);
  if (unknown.length > 0)
    throw new AppError(
      'VALIDATION',
      400,
      text('errors:invoice.unknownPlaceholder', {
        names: unknown.map((name) => `{{${name}}}`).join(', '),
        known: MAIL_PLACEHOLDERS.map((name) => `{{${name}}}`).join(', '),
      }),
    );
}

// A handful of templates, edited by admins now and then: kept as one JSON row of the settings table.
const ROW_ID = 'mail_templates';

async function readAll(db: Database): Promise<MailTemplate[]> {
  const [row] = await db.select().from(invoiceSettings).where(eq(invoiceSettings.id, ROW_ID));
  return ((row?.data as { items?: MailTemplate[] } | undefined)?.items ?? []).slice();
}

async function writeAll(db: Database, items: MailTemplate[]): Promise<void> {
  await db
    .insert(invoiceSettings)
    .values({ id: ROW_ID, data: { items } })
    .onConflictDoUpdate({ target: invoiceSettings.id, set: { data: { items }, updated: new Date() } });
}

/** One default per kind: marking one unmarks the others. */
function withDefault(items: MailTemplate[], chosen: MailTemplate): MailTemplate[] {
  return chosen.is_default
    ? items.map((item) =>
        item.kind === chosen.kind && item._id !== chosen._id ? { ...item, is_default: false } : item,
      )
    : items;
}

export async function listMailTemplates(db: Database, search?: string): Promise<List<MailTemplate>> {
  const needle = search?.trim().toLowerCase();
  const items = (await readAll(db)).filter(
    (item) =>
      !needle || item.name.toLowerCase().includes(needle) || item.subject.toLowerCase().includes(needle),
  );
  return { items, total: items.length };
}

export async function getMailTemplate(db: Database, id: string): Promise<MailTemplate> {
  const found = (await readAll(db)).find((item) => item._id === id);
  if (!found) throw notFound('template not found');
  return found;
}

export async function createMailTemplate(db: Database, input: MailTemplateInput): Promise<MailTemplate> {
  requireKnownPlaceholders(input);
  return db.transaction(async (tx) => {
    const created: MailTemplate = { _id: newId(), ...input, is_default: input.is_default === true };
    await writeAll(tx, withDefault([...(await readAll(tx)), created], created));
    return created;
  });
}

export async function updateMailTemplate(
  db: Database,
  id: string,
  input: Partial<MailTemplateInput>,
): Promise<MailTemplate> {
  requireKnownPlaceholders(input);
  return db.transaction(async (tx) => {
    const items = await readAll(tx);
    const index = items.findIndex((item) => item._id === id);
    if (index < 0) throw notFound('template not found');
    const updated = {
      ...items[index]!,
      ...Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)),
    };
    items[index] = updated;
    await writeAll(tx, withDefault(items, updated));
    return updated;
  });
}

export async function deleteMailTemplate(db: Database, id: string): Promise<MailTemplate> {
  return db.transaction(async (tx) => {
    const items = await readAll(tx);
    const found = items.find((item) => item._id === id);
    if (!found) throw notFound('template not found');
    await writeAll(
      tx,
      items.filter((item) => item._id !== id),
    );
    return found;
  });
}

/** The template a kind of mail is sent with, if one is marked. */
export async function defaultMailTemplate(db: Database, kind: MailTemplate['kind']) {
  return (await readAll(db)).find((item) => item.kind === kind && item.is_default);
}

import { formatDate, formatEuro, toCents, type Language } from '@gartenwerk/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../core/db';
import { documentPdf } from './print';
import type { InvoiceDocument } from './schemas';
import { toDocument } from './service';
import { invoiceDocuments } from './table';

type DocumentData = (typeof invoiceDocuments.$inferSelect)['data'];

/** Fills a mail template's `{{name}}` placeholders; unknown ones stay as written. */
export function fillPlaceholders(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => values[name] ?? match);
}

/** The receiver as a mail greets it: the company, then the person. */
export function receiverName(document: InvoiceDocument): string {
  const person = [document.receiver.first_name, document.receiver.last_name].filter(Boolean).join(' ');
  return [document.receiver.company, person].filter(Boolean).join(', ');
}

/** The placeholders every document mail template may use (the dunning adds its own). */
export function documentMailValues(
  document: InvoiceDocument,
  typeName: string,
  companyName: string,
  language: Language,
): Record<string, string> {
  return {
    type: typeName,
    number: document.number ?? '',
    date: formatDate(document.date, language),
    total: formatEuro(toCents(document.totals.due), language),
    company: companyName,
    name: receiverName(document),
    due: document.due_date ? formatDate(document.due_date, language) : '',
    open: formatEuro(toCents(document.totals.due - document.paid), language),
  };
}

/**
 * Sends a document's mail with its PDF attached (outbox, and SMTP when set), then records it on the
 * document, with what `record` adds, and in its history, in one transaction.
 */
export async function mailDocumentPdf(
  app: FastifyInstance,
  document: InvoiceDocument,
  language: Language,
  mail: { to: string; subject: string; text: string; template: string },
  record: (
    data: DocumentData,
    entry: { _id: string; created: string },
    tx: Database,
  ) => Promise<DocumentData> | DocumentData,
): Promise<InvoiceDocument> {
  const { pdf, filename } = await documentPdf(app, document, language);
  const entry = await app.mailer.sendComposed({
    ...mail,
    attachments: [{ filename, contentType: 'application/pdf', content: pdf }],
  });
  return app.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(invoiceDocuments)
      .where(eq(invoiceDocuments.id, document._id))
      .for('update');
    const data = await record(current!.data, entry, tx);
    const [updated] = await tx
      .update(invoiceDocuments)
      .set({ data, updated: new Date() })
      .where(eq(invoiceDocuments.id, document._id))
      .returning();
    return toDocument(updated!);
  });
}

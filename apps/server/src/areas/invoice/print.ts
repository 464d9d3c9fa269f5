import type { Language } from '@gartenwerk/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { getConfig } from '../config/service';
import { printableImage } from '../file/printable';
import { payeeAccount } from './bank';
import { renderEInvoice, type EInvoiceFormat } from './einvoice';
import { renderDocumentPdf } from './pdf';
import type { InvoiceDocument } from './schemas';
import { getInvoiceSettings } from './settings';
import { invoiceDocuments } from './table';

export interface PrintedFile {
  content: Buffer;
  filename: string;
  contentType: string;
}

/** The German word a file of each type is named with, as the customer reads it in a mail's attachment. */
const FILE_NAMES: Record<InvoiceDocument['type'], string> = {
  offer: 'Angebot',
  order: 'Auftrag',
  delivery: 'Lieferschein',
  invoice: 'Rechnung',
  installment: 'Anzahlungsrechnung',
  cancellation: 'Stornorechnung',
  credit_note: 'Gutschrift',
  vendor_order: 'Bestellung',
};

/** A file name from the document's type and number, e.g. Rechnung-RE-2026-00001 (a draft is named by its id). */
function baseName(document: InvoiceDocument): string {
  return `${FILE_NAMES[document.type]}-${document.number ?? `Entwurf-${document._id}`}`.replace(
    /[^A-Za-z0-9._-]/g,
    '_',
  );
}

/** The document a PDF refers to: the invoice a cancellation cancels, else the one it came from. */
async function relatedOf(app: FastifyInstance, document: InvoiceDocument) {
  const id = document.cancels_id ?? document.source_id;
  if (!id) return null;
  const [row] = await app.db
    .select({ type: invoiceDocuments.type, number: invoiceDocuments.number, date: invoiceDocuments.date })
    .from(invoiceDocuments)
    .where(eq(invoiceDocuments.id, id));
  return row ?? null;
}

/** The document's PDF as settings/pdf shapes it. */
export async function documentPdf(app: FastifyInstance, document: InvoiceDocument, language?: Language) {
  const { company, components } = await getConfig(app.db);
  const settings = await getInvoiceSettings(app.db);
  const pdf = await renderDocumentPdf(document, {
    company,
    settings,
    account: payeeAccount(components.shop.bank_details, company.name),
    related: await relatedOf(app, document),
    logo: await printableImage(app, settings.pdf.logo),
    ...(language ? { language } : {}),
  });
  return { pdf, filename: `${baseName(document)}.pdf` };
}

/** print: the PDF, or the e-invoice (ZUGFeRD PDF/A-3 with XML, or XRechnung XML) of an issued invoice. */
export async function printDocument(
  app: FastifyInstance,
  document: InvoiceDocument,
  format: 'pdf' | EInvoiceFormat = 'pdf',
  language?: Language,
): Promise<PrintedFile> {
  const { pdf, filename } = await documentPdf(app, document, language);
  if (format === 'pdf') return { content: pdf, filename, contentType: 'application/pdf' };
  const { company, components } = await getConfig(app.db);
  const preceding = document.cancels_id ? await relatedOf(app, document) : null;
  const content = await renderEInvoice(document, format, {
    company,
    account: payeeAccount(components.shop.bank_details, company.name),
    pdf,
    filename,
    preceding,
  });
  return format === 'zugferd'
    ? { content, filename: `${baseName(document)}-zugferd.pdf`, contentType: 'application/pdf' }
    : { content, filename: `${baseName(document)}-xrechnung.xml`, contentType: 'application/xml' };
}

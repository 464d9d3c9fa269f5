import { isPlaceholderCompanyValue, viennaDay } from '@gartenwerk/domain';
import { NUMBERED_DOCUMENT_TYPES, unknownPlaceholders } from '@gartenwerk/domain/schemas';
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { getConfig } from '../config/service';
import { addDays, toDocument, totalsOf } from './document';
import { listMailTemplates } from './mail-template';
import { documentPdf } from './print';
import type { DocumentData, InvoiceDocument } from './schemas';
import { formatNumber, getInvoiceSettings } from './settings';
import type { DocumentRow } from './table';

/**
 * The accounting's "test" screen: is the setup ready for legal invoices? Each problem names what is
 * wrong (a code and its details, which the screen words) and the settings screen that fixes it.
 */

export const SETUP_CHECKS = ['number_formats', 'pdf', 'mail_templates', 'company'] as const;

/** The company data an invoice must carry (§ 11 UStG, § 14 Abs. 4 UStG): name, address and the VAT id. */
export const LEGAL_COMPANY_FIELDS = ['name', 'street', 'zip', 'city', 'country', 'uid'] as const;

const ProblemSchema = Type.Object({
  /** e.g. number_format_no_prefix, number_format_same, pdf_failed, unknown_placeholder, company_missing */
  code: Type.String(),
  /** What the problem is about: a document type, a template's name, a company field. */
  subject: Type.String(),
  /** More to say: the other document type, the placeholders, the renderer's message. */
  detail: Type.String(),
  /** The admin screen (a path under /admincenter) where it is fixed. */
  fix: Type.String(),
});
export type SetupProblem = Static<typeof ProblemSchema>;

export const SetupTestSchema = Type.Object({
  ok: Type.Boolean(),
  checks: Type.Array(
    Type.Object({
      id: Type.Union(SETUP_CHECKS.map((id) => Type.Literal(id))),
      ok: Type.Boolean(),
      problems: Type.Array(ProblemSchema),
    }),
  ),
  /** A sample of every number format, as the next numbers would look this year. */
  samples: Type.Record(Type.String(), Type.String()),
});
export type SetupTest = Static<typeof SetupTestSchema>;

const FIX = {
  numbers: '/accounting/settings/global',
  pdf: '/accounting/settings/pdf',
  template: (id: string) => `/accounting/settings/notifications/templates/${encodeURIComponent(id)}`,
  company: '/settings/company',
} as const;

/** An invoice to the nursery's favourite customer, never stored: what the PDF check renders. */
export async function sampleInvoice(app: FastifyInstance): Promise<InvoiceDocument> {
  const settings = await getInvoiceSettings(app.db);
  const today = viennaDay(new Date());
  const data: DocumentData = {
    price_mode: 'net',
    lines: [
      {
        uuid: 'sample-1',
        title: 'Thuja occidentalis ‘Smaragd’ 80–100 cm',
        amount: 3,
        unit: 'Stk.',
        price: 24.9,
        vat_rate: 13,
      },
      { uuid: 'sample-2', title: 'Pflanzarbeit', amount: 2, unit: 'Std.', price: 55, vat_rate: 20 },
    ],
    title: '',
    text_before: '',
    text_after: '',
    template_id: null,
    delivery_date: today,
    service_from: null,
    service_to: null,
    valid_until: null,
    payment_terms_days: settings.payment_terms_days,
    vat_exemption: null,
    advance: 0,
    advance_label: '',
    payments: [],
    sent: [],
    reminders: [],
  };
  const totals = totalsOf(data);
  const cents = (euros: number) => Math.round(euros * 100);
  const row: DocumentRow = {
    id: 'sample',
    type: 'invoice',
    number: formatNumber(settings.number_formats.invoice, Number(today.slice(0, 4)), 1),
    issuedAt: new Date(),
    status: 'open',
    receiverKind: 'customer',
    customerId: null,
    vendorId: null,
    receiverName: 'Žofia Dvořáková',
    date: today,
    dueDate: addDays(today, settings.payment_terms_days),
    sourceId: null,
    orderId: null,
    shopOrderId: null,
    cancelsId: null,
    cancelledById: null,
    paymentStatus: 'unpaid',
    grossCents: cents(totals.gross),
    netCents: cents(totals.net),
    dueCents: cents(totals.due),
    paidCents: 0,
    creditedCents: 0,
    tags: [],
    notes: '',
    receiver: {
      kind: 'customer',
      type: 'person',
      first_name: 'Žofia',
      last_name: 'Dvořáková',
      address: 'Lindengasse 7',
      zip: '3500',
      city: 'Krems an der Donau',
      country: 'at',
    },
    data,
    totals,
    created: new Date(),
    updated: new Date(),
  };
  return toDocument(row);
}

export async function setupTest(app: FastifyInstance): Promise<SetupTest> {
  const settings = await getInvoiceSettings(app.db);
  const year = Number(viennaDay(new Date()).slice(0, 4));

  const numbers: SetupProblem[] = [];
  const samples: Record<string, string> = {};
  const seen = new Map<string, string>();
  for (const type of NUMBERED_DOCUMENT_TYPES) {
    const format = settings.number_formats[type];
    const sample = formatNumber(format, year, 1);
    samples[type] = sample;
    if (!format.prefix.trim())
      numbers.push({ code: 'number_format_no_prefix', subject: type, detail: sample, fix: FIX.numbers });
    // The counter's digits stripped: two types whose numbers look alike cannot be told apart.
    const look = formatNumber(format, year, 0).replace(/0+$/, '');
    const other = seen.get(look);
    if (other !== undefined)
      numbers.push({ code: 'number_format_same', subject: type, detail: other, fix: FIX.numbers });
    else seen.set(look, type);
  }

  const pdf: SetupProblem[] = [];
  try {
    const { pdf: bytes } = await documentPdf(app, await sampleInvoice(app));
    if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-')
      pdf.push({ code: 'pdf_failed', subject: 'pdf', detail: 'no PDF', fix: FIX.pdf });
  } catch (error) {
    pdf.push({ code: 'pdf_failed', subject: 'pdf', detail: (error as Error).message, fix: FIX.pdf });
  }

  const templates: SetupProblem[] = [];
  for (const template of (await listMailTemplates(app.db)).items) {
    const unknown = unknownPlaceholders(`${template.subject} ${template.body}`);
    if (unknown.length > 0)
      templates.push({
        code: 'unknown_placeholder',
        subject: template.name,
        detail: unknown.map((name) => `{{${name}}}`).join(', '),
        fix: FIX.template(template._id),
      });
  }

  const { company } = await getConfig(app.db);
  const companyProblems: SetupProblem[] = LEGAL_COMPANY_FIELDS.filter((field) =>
    // Empty, or still the demo nursery's zero-filled value (UID ATU00000000).
    isPlaceholderCompanyValue(company[field]),
  ).map((field) => ({ code: 'company_missing', subject: field, detail: '', fix: FIX.company }));

  const checks = [
    { id: 'number_formats' as const, problems: numbers },
    { id: 'pdf' as const, problems: pdf },
    { id: 'mail_templates' as const, problems: templates },
    { id: 'company' as const, problems: companyProblems },
  ].map((check) => ({ ...check, ok: check.problems.length === 0 }));
  return { ok: checks.every((check) => check.ok), checks, samples };
}

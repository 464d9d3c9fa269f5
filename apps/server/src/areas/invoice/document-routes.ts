import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { nothingSellable, type SellableOptions } from '../../core/sellable';
import { Type } from '@sinclair/typebox';
import { requestLanguage } from '../../core/texts';
import { ListSchema } from '../../core/schemas';
import { batchDocuments, invoiceNotifications, invoiceOverview } from './browse';
import { convertDocument } from './convert';
import { createCreditNote } from './credit-note';
import { createInstallmentReceipt } from './installment';
import {
  ConvertSchema,
  CreditNoteSchema,
  DocumentCreateSchema,
  DocumentSchema,
  DocumentUpdateSchema,
  FromUserDataSchema,
  IdBodySchema,
  IdsBodySchema,
  InstallmentSchema,
  PaymentCorrectionSchema,
  PaymentInputSchema,
  PaymentReversalSchema,
  PrintSchema,
  ReceiptReversalSchema,
  ReceiveSchema,
  SendMailSchema,
} from './schemas';
import {
  actorOf,
  cancelDocument,
  createDocument,
  deleteDocument,
  getDocumentData,
  logHistory,
  readDocument,
  toDocument,
  updateDocument,
} from './service';
import {
  InvoiceSettingsSchema,
  InvoiceSettingsUpdateSchema,
  getInvoiceSettings,
  updateInvoiceSettings,
} from './settings';
import { invoiceForShopOrder } from './from-shop';
import { sendDocumentMail } from './mail';
import {
  MailTemplateInputSchema,
  MailTemplateSchema,
  createMailTemplate,
  deleteMailTemplate,
  getMailTemplate,
  listMailTemplates,
  updateMailTemplate,
} from './mail-template';
import { correctPayment, recordPayment, reversePayment } from './payments';
import { printDocument } from './print';
import { recordReceipt, reverseReceipt } from './receipt';
import { DeleteQuerySchema, idOfDelete, OptionalIdBody, tags } from './route-common';

const OverviewSums = {
  invoiced: Type.Number(),
  paid: Type.Number(),
  open: Type.Number(),
  due: Type.Number(),
  overdue: Type.Number(),
  credit: Type.Number(),
  count: Type.Integer(),
};
const OverviewSchema = Type.Object({
  year: Type.Integer(),
  months: Type.Array(Type.Object({ month: Type.String(), ...OverviewSums })),
  totals: Type.Object(OverviewSums),
});

/**
 * The documents' calls: create, change, delete, read, print and mail them, convert, cancel and
 * credit them, record payments and receipts; the e-mail templates, notifications, the year's
 * overview and the settings.
 */
export const documentRoutes: FastifyPluginAsyncTypebox<SellableOptions> = async (app, options) => {
  const productsMaybeSellable = options.productsMaybeSellable ?? nothingSellable;
  app.post(
    '/api/v0/invoice/',
    {
      schema: {
        tags,
        summary:
          'Creates a document (offer, order, delivery, invoice, installment, cancellation, vendor_order); `issue` numbers it',
        body: DocumentCreateSchema,
        response: { 200: DocumentSchema },
      },
    },
    async (request) => createDocument(app.db, request.body, actorOf(request.user)),
  );

  app.put(
    '/api/v0/invoice/',
    {
      schema: {
        tags,
        summary: 'Changes a document; issued invoices are refused (409), `issue` numbers a draft',
        body: DocumentUpdateSchema,
        response: { 200: DocumentSchema },
      },
    },
    async (request) => updateDocument(app.db, request.body, actorOf(request.user)),
  );

  for (const path of ['/api/v0/invoice/', '/api/v1/invoice/invoice/']) {
    app.delete(
      path,
      {
        schema: {
          tags,
          summary: 'Deletes a draft (`?_id=` or body `{ _id }`); issued documents are refused (409)',
          querystring: DeleteQuerySchema,
          body: Type.Optional(OptionalIdBody),
          response: { 200: DocumentSchema },
        },
      },
      async (request) =>
        deleteDocument(app.db, idOfDelete(request.query, request.body), actorOf(request.user)),
    );
    app.delete(
      `${path}:id`,
      {
        schema: {
          tags,
          summary: 'Deletes a draft by id; issued documents are refused (409)',
          params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) }),
          response: { 200: DocumentSchema },
        },
      },
      async (request) => deleteDocument(app.db, request.params.id, actorOf(request.user)),
    );
  }

  app.post(
    '/api/v0/invoice/getData/',
    {
      schema: {
        tags,
        summary: 'One document with its history (and an order’s line progress)',
        body: IdBodySchema,
        response: { 200: DocumentSchema },
      },
    },
    async (request) => getDocumentData(app.db, request.body._id),
  );

  app.post(
    '/api/v0/invoice/createFromUserData',
    {
      schema: {
        tags,
        summary: 'The invoice of a paid shop order, issued and marked paid (one per order)',
        body: FromUserDataSchema,
        response: { 200: DocumentSchema },
      },
    },
    async (request) => invoiceForShopOrder(app.db, request.body.order, actorOf(request.user)),
  );

  app.post(
    '/api/v0/invoice/createInstallmentReceipt',
    {
      schema: {
        tags,
        summary: 'An installment receipt for an issued order: a percent or an amount (gross) of it',
        body: InstallmentSchema,
        response: { 200: DocumentSchema },
      },
    },
    async (request) => createInstallmentReceipt(app.db, request.body, actorOf(request.user)),
  );

  app.post(
    '/api/v0/invoice/print',
    {
      schema: {
        tags,
        summary: 'The document as PDF, or an issued invoice as ZUGFeRD (PDF/A-3 with XML) or XRechnung (XML)',
        body: PrintSchema,
      },
    },
    async (request, reply) => {
      const document = toDocument(await readDocument(app.db, request.body._id));
      const format = request.body.format ?? 'pdf';
      const file = await printDocument(app, document, format, requestLanguage(request));
      await app.db.transaction((tx) =>
        logHistory(tx, document._id, actorOf(request.user), 'printed', {}, format),
      );
      return reply
        .type(file.contentType)
        .header('content-disposition', `inline; filename="${file.filename}"`)
        .send(file.content);
    },
  );

  app.post(
    '/api/v0/invoice/sendMail',
    {
      schema: {
        tags,
        summary: 'Sends the document (or a reminder) with its PDF through the mail module; recorded on it',
        body: SendMailSchema,
        response: { 200: DocumentSchema },
      },
    },
    async (request) => sendDocumentMail(app, request.body, actorOf(request.user), requestLanguage(request)),
  );

  // The e-mail templates (system_templates) the document mails and reminders are written from.
  app.get(
    '/api/v0/system_templates/',
    {
      schema: {
        tags,
        summary: 'The e-mail templates',
        querystring: Type.Object({ text: Type.Optional(Type.String({ maxLength: 200 })) }),
        response: { 200: ListSchema(MailTemplateSchema) },
      },
    },
    async (request) => listMailTemplates(app.db, request.query.text),
  );
  app.get(
    '/api/v0/system_templates/:id',
    {
      schema: {
        tags,
        summary: 'One e-mail template',
        params: Type.Object({ id: Type.String() }),
        response: { 200: MailTemplateSchema },
      },
    },
    async (request) => getMailTemplate(app.db, request.params.id),
  );
  app.post(
    '/api/v0/system_templates/',
    {
      schema: {
        tags,
        summary:
          'Creates an e-mail template ({{type}}, {{number}}, {{date}}, {{total}}, {{company}}, {{name}}, {{due}}, {{open}})',
        body: MailTemplateInputSchema,
        response: { 200: MailTemplateSchema },
      },
    },
    async (request) => createMailTemplate(app.db, request.body),
  );
  app.put(
    '/api/v0/system_templates/',
    {
      schema: {
        tags,
        summary: 'Changes an e-mail template',
        body: Type.Composite(
          [Type.Object({ _id: Type.String({ minLength: 1 }) }), Type.Partial(MailTemplateInputSchema)],
          {
            additionalProperties: false,
          },
        ),
        response: { 200: MailTemplateSchema },
      },
    },
    async (request) => {
      const { _id, ...input } = request.body;
      return updateMailTemplate(app.db, _id, input);
    },
  );
  app.delete(
    '/api/v0/system_templates/',
    {
      schema: {
        tags,
        summary: 'Deletes an e-mail template',
        querystring: DeleteQuerySchema,
        body: Type.Optional(OptionalIdBody),
        response: { 200: MailTemplateSchema },
      },
    },
    async (request) => deleteMailTemplate(app.db, idOfDelete(request.query, request.body)),
  );
  app.delete(
    '/api/v0/system_templates/:id',
    {
      schema: {
        tags,
        summary: 'Deletes an e-mail template by id',
        params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) }),
        response: { 200: MailTemplateSchema },
      },
    },
    async (request) => deleteMailTemplate(app.db, request.params.id),
  );

  app.post(
    '/api/v1/invoice/convert',
    {
      schema: {
        tags,
        summary: 'Converts along offer → order → delivery → invoice, fully or for some lines and amounts',
        body: ConvertSchema,
        response: { 200: DocumentSchema },
      },
    },
    async (request) => convertDocument(app.db, request.body, actorOf(request.user)),
  );

  app.post(
    '/api/v1/invoice/cancel',
    {
      schema: {
        tags,
        summary: 'Cancels an issued invoice with a numbered cancellation invoice that references it',
        body: IdBodySchema,
        response: { 200: DocumentSchema },
      },
    },
    async (request) => cancelDocument(app.db, request.body._id, actorOf(request.user)),
  );

  app.post(
    '/api/v1/invoice/credit',
    {
      schema: {
        tags,
        summary:
          'A credit note (Rechnungskorrektur) for chosen lines and amounts of an issued invoice: its own number series, referencing the invoice, issued at once',
        body: CreditNoteSchema,
        response: { 200: DocumentSchema },
      },
    },
    async (request) => createCreditNote(app.db, request.body, actorOf(request.user)),
  );

  app.post(
    '/api/v1/invoice/payment',
    {
      schema: {
        tags,
        summary:
          'Records a payment received on an issued invoice (partially paid, paid); above the open amount 409 OVERPAYMENT unless `confirm_overpayment`, the excess then being the customer’s credit',
        body: PaymentInputSchema,
        response: { 200: DocumentSchema },
      },
    },
    async (request) => recordPayment(app.db, request.body, actorOf(request.user)),
  );

  app.put(
    '/api/v1/invoice/payment',
    {
      schema: {
        tags,
        summary:
          'Corrects a recorded payment (amount, date, note) with a reason kept in the history; an overpayment as when recording',
        body: PaymentCorrectionSchema,
        response: { 200: DocumentSchema },
      },
    },
    async (request) => correctPayment(app.db, request.body, actorOf(request.user)),
  );

  app.post(
    '/api/v1/invoice/payment/reverse',
    {
      schema: {
        tags,
        summary:
          'Reverses a recorded payment with a reason: it stays listed, marked reversed, and counts no more',
        body: PaymentReversalSchema,
        response: { 200: DocumentSchema },
      },
    },
    async (request) => reversePayment(app.db, request.body, actorOf(request.user)),
  );

  app.post(
    '/api/v1/invoice/receive',
    {
      schema: {
        tags,
        summary:
          'Records goods received on an issued vendor order (some lines and amounts, or all still open): open → partial → complete',
        body: ReceiveSchema,
        response: { 200: DocumentSchema },
      },
    },
    async (request) => {
      const document = await recordReceipt(app.db, request.body, actorOf(request.user));
      // The goods that came in may be awaited in the shop.
      const received = document.receipts?.at(-1)?.lines.flatMap((line) => line.product_id ?? []) ?? [];
      await productsMaybeSellable(app, received);
      return document;
    },
  );

  app.post(
    '/api/v1/invoice/receive/reverse',
    {
      schema: {
        tags,
        summary:
          'Takes a goods receipt back: it stays listed, marked, counts no more, and the shop stock it raised is lowered again (409 when those goods are sold)',
        body: ReceiptReversalSchema,
        response: { 200: DocumentSchema },
      },
    },
    async (request) => reverseReceipt(app.db, request.body, actorOf(request.user)),
  );

  app.post(
    '/api/v0/batch/invoice',
    {
      schema: {
        tags,
        summary: 'Reads several documents by id, in the order asked',
        body: IdsBodySchema,
        response: { 200: Type.Array(DocumentSchema) },
      },
    },
    async (request) => batchDocuments(app.db, request.body.ids),
  );

  app.get(
    '/api/v0/invoice_notification/',
    {
      schema: {
        tags,
        summary: 'Invoices due soon and overdue, offers about to expire',
        response: {
          200: Type.Object({
            due: Type.Array(DocumentSchema),
            overdue: Type.Array(DocumentSchema),
            expiring_offers: Type.Array(DocumentSchema),
          }),
        },
      },
    },
    async () => invoiceNotifications(app.db),
  );

  app.get(
    '/api/v1/invoice/overview',
    {
      schema: {
        tags,
        summary:
          'Invoiced (less corrections), paid, open, due, overdue and credit per month of a year, and the year’s totals',
        querystring: Type.Object({ year: Type.Optional(Type.Integer({ minimum: 2000, maximum: 2100 })) }),
        response: { 200: OverviewSchema },
      },
    },
    async (request) => invoiceOverview(app.db, request.query.year ?? new Date().getFullYear()),
  );

  app.get(
    '/api/v1/invoice/settings',
    {
      schema: {
        tags,
        summary: 'The accounting’s settings (number formats, terms, PDF)',
        response: { 200: InvoiceSettingsSchema },
      },
    },
    async () => getInvoiceSettings(app.db),
  );
  app.put(
    '/api/v1/invoice/settings',
    {
      schema: {
        tags,
        summary: 'Replaces the settings’ sections the body carries',
        body: InvoiceSettingsUpdateSchema,
        response: { 200: InvoiceSettingsSchema },
      },
    },
    async (request) => updateInvoiceSettings(app.db, request.body),
  );
};

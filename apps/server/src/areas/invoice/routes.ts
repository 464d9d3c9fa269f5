import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { AppError, notFound } from '../../core/errors';
import { requireAuthenticated, requireRole } from '../../core/guard';
import { requestLanguage } from '../../core/texts';
import { getOrder } from '../shop-order/service';
import { ListSchema, SortSchema } from '../../core/schemas';
import {
  batchDocuments,
  browseDocuments,
  BROWSE_TYPES,
  invoiceNotifications,
  invoiceOverview,
} from './browse';
import { convertDocument } from './convert';
import { createCreditNote } from './credit-note';
import { createInstallmentReceipt } from './installment';
import {
  MASTER_ENTITIES,
  createMaster,
  deleteMaster,
  getMaster,
  listMaster,
  updateMaster,
  type MasterEntity,
} from './master';
import {
  BrowseSchema,
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
  ReceiveSchema,
  SearchSchema,
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
import { recordReceipt } from './receipt';
import { invoiceOfShopOrder } from './shop';
import { eq } from 'drizzle-orm';
import { invoiceTemplates } from './table';

const tags = ['invoice'];
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
const AnyObject = Type.Record(Type.String(), Type.Unknown());
const DeleteQuerySchema = Type.Object({ _id: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })) });
const OptionalIdBody = Type.Union([
  Type.Object({ _id: Type.String({ minLength: 1, maxLength: 64 }) }),
  Type.Null(),
]);

/** The document a DELETE names: `?_id=` or a body `{ _id }`. */
function idOfDelete(query: { _id?: string }, body: unknown): string {
  const id = query._id ?? (body as { _id?: string } | null | undefined)?._id;
  if (!id) throw new AppError('VALIDATION', 400, 'body must have required property _id');
  return id;
}

/**
 * The invoicing calls of the spec (section 7): documents under /api/v0/invoice/, conversions,
 * searches and master data under /api/v1/invoice/, the batch read, notifications and the screens'
 * page data. Every call is for admins and system users; anyone else gets 403 C100.
 */
export const invoiceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', requireRole('admin', 'system'));

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
    async (request) => recordReceipt(app.db, request.body, actorOf(request.user)),
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

  // Searches of the line editor and the receiver field (typeahead).
  const searches: Record<string, MasterEntity> = {
    receiver: MASTER_ENTITIES.customer,
    vendor: MASTER_ENTITIES.vendor,
    item: MASTER_ENTITIES.item,
    factor: MASTER_ENTITIES.factor,
  };
  for (const [name, entity] of Object.entries(searches)) {
    app.post(
      `/api/v1/invoice/search/${name}`,
      {
        schema: {
          tags,
          summary: `Finds ${entity.name}s by text (typeahead)`,
          body: SearchSchema,
          response: { 200: ListSchema(AnyObject) },
        },
      },
      async (request) =>
        listMaster(app.db, entity, { text: request.body.text, limit: request.body.limit ?? 10 }),
    );
  }

  // Master data: the spec's item and vendor paths, and the same calls for customers, factors and templates.
  const masterPaths: [string, MasterEntity][] = [
    ['/api/v0/invoice/item/', MASTER_ENTITIES.item],
    ['/api/v1/invoice/vendor/', MASTER_ENTITIES.vendor],
    ['/api/v1/invoice/customer/', MASTER_ENTITIES.customer],
    ['/api/v1/invoice/factor/', MASTER_ENTITIES.factor],
    ['/api/v1/invoice/template/', MASTER_ENTITIES.template],
  ];
  for (const [path, entity] of masterPaths) {
    const summary = (what: string) => `${what} ${entity.name}`;
    app.get(
      path,
      {
        schema: {
          tags,
          summary: summary('Lists'),
          querystring: Type.Object({
            text: Type.Optional(Type.String({ maxLength: 200 })),
            page: Type.Optional(Type.Integer({ minimum: 1 })),
            limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
            sort: Type.Optional(SortSchema(Object.keys(entity.sorts))),
          }),
          response: { 200: ListSchema(AnyObject) },
        },
      },
      async (request) => listMaster(app.db, entity, request.query),
    );
    app.get(
      `${path}:id`,
      {
        schema: {
          tags,
          summary: summary('Reads one'),
          params: Type.Object({ id: Type.String() }),
          response: { 200: AnyObject },
        },
      },
      async (request) => getMaster(app.db, entity, request.params.id),
    );
    app.post(
      path,
      { schema: { tags, summary: summary('Creates a'), body: entity.input, response: { 200: AnyObject } } },
      async (request) => {
        if (entity === MASTER_ENTITIES.template)
          await clearOtherDefaults(request.body as Record<string, unknown>);
        return createMaster(app.db, entity, request.body as Record<string, unknown>);
      },
    );
    app.put(
      path,
      {
        schema: {
          tags,
          summary: summary('Changes a'),
          body: Type.Composite(
            [Type.Object({ _id: Type.String({ minLength: 1, maxLength: 64 }) }), Type.Partial(entity.input)],
            {
              additionalProperties: false,
            },
          ),
          response: { 200: AnyObject },
        },
      },
      async (request) => {
        const { _id, ...input } = request.body as { _id: string } & Record<string, unknown>;
        if (entity === MASTER_ENTITIES.template) await clearOtherDefaults(input);
        return updateMaster(app.db, entity, _id, input);
      },
    );
    app.delete(
      path,
      {
        schema: {
          tags,
          summary: summary('Deletes a'),
          querystring: DeleteQuerySchema,
          body: Type.Optional(OptionalIdBody),
          response: { 200: AnyObject },
        },
      },
      async (request) => deleteMaster(app.db, entity, idOfDelete(request.query, request.body)),
    );
    app.delete(
      `${path}:id`,
      {
        schema: {
          tags,
          summary: summary('Deletes a'),
          params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) }),
          response: { 200: AnyObject },
        },
      },
      async (request) => deleteMaster(app.db, entity, request.params.id),
    );
  }

  /** One default template per type: marking one unmarks the others. */
  async function clearOtherDefaults(input: Record<string, unknown>) {
    if (input.is_default === true && typeof input.type === 'string')
      await app.db
        .update(invoiceTemplates)
        .set({ isDefault: 0 })
        .where(eq(invoiceTemplates.type, input.type as 'offer'));
  }

  // Page data: what each accounting screen needs in one call.
  const documentTypes = Object.keys(BROWSE_TYPES) as (keyof typeof BROWSE_TYPES)[];
  const masterTypes = ['customer', 'vendor', 'item', 'template'] as const;
  const PageTypeSchema = Type.Union([...documentTypes, ...masterTypes].map((type) => Type.Literal(type)));

  app.post(
    '/api/pageData/invoice/:type/browse/',
    {
      schema: {
        tags,
        summary: 'A browse screen’s list with the spec’s filters, page, sums and counters',
        params: Type.Object({ type: PageTypeSchema }),
        body: Type.Optional(Type.Union([BrowseSchema, Type.Null()])),
      },
    },
    async (request) => {
      const type = request.params.type;
      const query = request.body ?? {};
      if (type in BROWSE_TYPES)
        return browseDocuments(app.db, BROWSE_TYPES[type as keyof typeof BROWSE_TYPES], query);
      return listMaster(app.db, MASTER_ENTITIES[type as (typeof masterTypes)[number]], query);
    },
  );

  const editData = async (type: string, id: string | undefined) => {
    const settings = await getInvoiceSettings(app.db);
    if (type in BROWSE_TYPES) {
      const templates = await listMaster(app.db, MASTER_ENTITIES.template, { limit: 500 });
      const factors = await listMaster(app.db, MASTER_ENTITIES.factor, { limit: 500 });
      return {
        document: id ? await getDocumentData(app.db, id) : null,
        settings,
        templates: templates.items,
        factors: factors.items,
      };
    }
    const entity = MASTER_ENTITIES[type as (typeof masterTypes)[number]];
    return { [type]: id ? await getMaster(app.db, entity, id) : null, settings };
  };

  app.post(
    '/api/pageData/invoice/:type/edit/',
    {
      schema: {
        tags,
        summary: 'An edit screen’s data: the document or record, settings, templates and factors',
        params: Type.Object({ type: PageTypeSchema }),
        body: Type.Optional(
          Type.Union([Type.Object({ _id: Type.Optional(Type.String({ maxLength: 64 })) }), Type.Null()]),
        ),
      },
    },
    async (request) => editData(request.params.type, request.body?._id),
  );

  app.get(
    '/api/pageData/invoice/item/edit/',
    {
      schema: {
        tags,
        summary: 'The item edit screen’s data (`?_id=` for an existing item)',
        querystring: DeleteQuerySchema,
      },
    },
    async (request) => editData('item', request.query._id),
  );
};

/**
 * /api/v0/shop_order/:id/invoice: the invoice of a shop order for its customer (and admins), as the
 * account and the shop order view link it; /pdf gives its PDF.
 */
export const shopOrderInvoiceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const params = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
  const ShopInvoiceSchema = Type.Object({
    _id: Type.String(),
    number: Type.Union([Type.String(), Type.Null()]),
    date: Type.String(),
    gross: Type.Number(),
    cancelled: Type.Boolean(),
  });
  async function invoiceFor(id: string, user: Parameters<typeof getOrder>[2]) {
    // getOrder refuses others' orders (C100) and unknown ones (404).
    await getOrder(app.db, id, user);
    const invoice = await invoiceOfShopOrder(app.db, id);
    if (!invoice) throw notFound('invoice not found');
    return invoice;
  }
  app.get(
    '/:id/invoice',
    {
      preHandler: requireAuthenticated,
      schema: {
        tags,
        summary: 'The invoice of a shop order (its owner, admin, system)',
        params,
        response: { 200: ShopInvoiceSchema },
      },
    },
    async (request) => {
      const invoice = await invoiceFor(request.params.id, request.user);
      return {
        _id: invoice._id,
        number: invoice.number,
        date: invoice.date,
        gross: invoice.totals.gross,
        cancelled: invoice.cancelled_by_id !== null,
      };
    },
  );
  app.get(
    '/:id/invoice/pdf',
    {
      preHandler: requireAuthenticated,
      schema: { tags, summary: 'The PDF of a shop order’s invoice (its owner, admin, system)', params },
    },
    async (request, reply) => {
      const invoice = await invoiceFor(request.params.id, request.user);
      const file = await printDocument(app, invoice, 'pdf', requestLanguage(request));
      return reply
        .type(file.contentType)
        .header('content-disposition', `inline; filename="${file.filename}"`)
        .send(file.content);
    },
  );
};

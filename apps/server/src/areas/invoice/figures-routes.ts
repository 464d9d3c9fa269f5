import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { requireRole } from '../../core/guard';
import { getConfig } from '../config/service';
import { sellerCountry } from './einvoice';
import { EXPORT_FORMATS, periodExport } from './exports';
import { DashboardQuerySchema, DashboardSchema, calcDashboard } from './dashboard';
import { SetupTestSchema, sampleInvoice, setupTest } from './setup-test';
import { documentPdf } from './print';
import { PeriodSchema, VatCountrySchema, VatSummarySchema, periodOf, vatSummary } from './figures';

const tags = ['invoice'];

/** The tax adviser's figures: the VAT return's amounts of a period and its bookings and PDFs as files. */
export const invoiceFiguresRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', requireRole('admin', 'system'));

  app.get(
    '/api/v1/invoice/figures/vat',
    {
      schema: {
        tags,
        summary:
          'The VAT return’s amounts of a month or quarter from its issued documents: U 30 (Austria) or UStVA (Germany, `country=de`); without `country`, the company’s',
        querystring: Type.Object({ period: PeriodSchema, country: Type.Optional(VatCountrySchema) }),
        response: { 200: VatSummarySchema },
      },
    },
    async (request) => {
      const country =
        request.query.country ?? (sellerCountry((await getConfig(app.db)).company) === 'DE' ? 'de' : 'at');
      return vatSummary(app.db, periodOf(request.query.period), country);
    },
  );

  const dashboardSummary =
    'The accounting dashboard of a date range (default: this year) and the period of equal length before it: turnover per month, year and VAT rate (net, gross), offers’ conversion, top customers and items, and the invoices open and overdue today';
  app.get(
    '/api/v0/invoice/dashboard',
    {
      schema: {
        tags,
        summary: dashboardSummary,
        querystring: DashboardQuerySchema,
        response: { 200: DashboardSchema },
      },
    },
    async (request) => calcDashboard(app.db, request.query),
  );
  app.post(
    '/api/v1/invoice/calcDashboard',
    {
      schema: {
        tags,
        summary: dashboardSummary,
        body: Type.Union([DashboardQuerySchema, Type.Null()]),
        response: { 200: DashboardSchema },
      },
    },
    async (request) => calcDashboard(app.db, request.body ?? {}),
  );

  app.get(
    '/api/v1/invoice/test',
    {
      schema: {
        tags,
        summary:
          'The accounting “test”: are the number formats distinct, does the PDF template render, do the e-mail templates use known placeholders only, is the company data complete for legal invoices; each problem with the settings screen that fixes it',
        response: { 200: SetupTestSchema },
      },
    },
    async () => setupTest(app),
  );
  app.get(
    '/api/v1/invoice/test/sample.pdf',
    { schema: { tags, summary: 'A sample invoice (never stored) as the PDF template renders it' } },
    async (_request, reply) => {
      const { pdf } = await documentPdf(app, await sampleInvoice(app));
      return reply
        .type('application/pdf')
        .header('content-disposition', 'inline; filename="Musterrechnung.pdf"')
        .send(pdf);
    },
  );

  app.get(
    '/api/v1/invoice/figures/export',
    {
      schema: {
        tags,
        summary:
          'A month’s or quarter’s invoices and payments as a DATEV Buchungsstapel (EXTF) or a BMD import file (Windows-1252 CSV), or its documents as a ZIP of PDFs',
        querystring: Type.Object({
          period: PeriodSchema,
          format: Type.Union(EXPORT_FORMATS.map((format) => Type.Literal(format))),
        }),
      },
    },
    async (request, reply) => {
      const file = await periodExport(app, periodOf(request.query.period), request.query.format);
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.content);
    },
  );
};

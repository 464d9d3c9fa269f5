import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { defineEntity, entityRoutes } from '../../core/entity-routes';
import { requireRole } from '../../core/guard';
import { text } from '../../core/texts';
import { shopRateLimit, type ShopRateLimitOptions } from '../../core/shop-rate-limits';
import { printableImage } from '../file/printable';
import { renderVoucherPdf } from './pdf';
import {
  VoucherCreateSchema,
  VoucherPreviewSchema,
  VoucherPriceSchema,
  VoucherQuerySchema,
  VoucherSchema,
  VoucherTemplateCreateSchema,
  VoucherTemplateQuerySchema,
  VoucherTemplateSchema,
  VoucherTemplateUpdateSchema,
  VoucherUpdateSchema,
  VoucherVerifySchema,
} from './schemas';
import {
  createVoucher,
  createVoucherTemplate,
  deleteVoucher,
  deleteVoucherTemplate,
  getVoucher,
  getVouchersByIds,
  getVoucherTemplate,
  getVoucherTemplatesByIds,
  listVoucherTemplates,
  listVouchers,
  updateVoucher,
  updateVoucherTemplate,
  voucherTemplateInUse,
  verifyVoucher,
  voucherPrintOf,
} from './service';

const adminOnly = requireRole('admin', 'system');

/** /api/v0/shop_voucher/: vouchers; their codes are money, so every call is for admin and system. */
export const voucherEntity = defineEntity({
  path: 'shop_voucher',
  names: { one: 'voucher', many: 'vouchers' },
  tags: ['shop'],
  schemas: {
    item: VoucherSchema,
    create: VoucherCreateSchema,
    update: VoucherUpdateSchema,
    query: VoucherQuerySchema,
  },
  access: { read: ['admin', 'system'], write: ['admin', 'system'] },
  service: {
    list: listVouchers,
    get: getVoucher,
    create: (db, input) => createVoucher(db, input),
    update: updateVoucher,
    remove: deleteVoucher,
    getMany: getVouchersByIds,
  },
  summaries: {
    list: 'Vouchers, oldest first unless sorted; from/until select those valid in a range',
    create: 'Adds a voucher; without a code one is generated',
  },
});

/** /api/v0/shop_voucher_template/: reads for anyone, writes for admin and system. */
export const voucherTemplateEntity = defineEntity({
  path: 'shop_voucher_template',
  names: { one: 'voucher template', many: 'voucher templates' },
  tags: ['shop'],
  schemas: {
    item: VoucherTemplateSchema,
    create: VoucherTemplateCreateSchema,
    update: VoucherTemplateUpdateSchema,
    query: VoucherTemplateQuerySchema,
  },
  access: { read: 'anyone', write: ['admin', 'system'] },
  publicCache: true,
  service: {
    list: listVoucherTemplates,
    get: getVoucherTemplate,
    create: createVoucherTemplate,
    update: updateVoucherTemplate,
    remove: deleteVoucherTemplate,
    getMany: getVoucherTemplatesByIds,
  },
  inUse: { check: voucherTemplateInUse, message: text('errors:inUse.voucherTemplate') },
});

export const voucherRoutes = entityRoutes(voucherEntity);
export const voucherTemplateRoutes = entityRoutes(voucherTemplateEntity);

/** /api/v0/shop/voucher/verify and /preview. */
export const voucherActionRoutes: FastifyPluginAsyncTypebox<ShopRateLimitOptions> = async (app, options) => {
  app.post(
    '/voucher/verify',
    {
      // Codes must not be guessable by trying many.
      config: { rateLimit: shopRateLimit('lookups', options) },
      schema: {
        tags: ['shop'],
        summary:
          'The value left on a voucher in euros; unknown, used-up or expired codes are refused (anyone)',
        body: VoucherVerifySchema,
        response: { 200: VoucherPriceSchema },
      },
    },
    async (request) => verifyVoucher(app.db, request.body.code),
  );

  app.post(
    '/voucher/preview',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['shop'],
        summary: 'A PDF of a voucher (_id) or of a template with sample values (admin, system)',
        body: VoucherPreviewSchema,
      },
    },
    async (request, reply) => {
      const { print, imageId } = await voucherPrintOf(app.db, request.body);
      const pdf = await renderVoucherPdf({ ...print, image: await printableImage(app, imageId) });
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="gutschein-${print.code}.pdf"`)
        .send(pdf);
    },
  );
};

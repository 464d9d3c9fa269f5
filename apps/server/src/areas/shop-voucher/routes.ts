import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { AppError } from '../../core/errors';
import { requireRole } from '../../core/guard';
import { IdParamsSchema, ListSchema } from '../../core/schemas';
import { shopRateLimit, type ShopRateLimitOptions } from '../../core/shop-rate-limits';
import { withDecodeSlot } from '../file/images';
import { originalKey } from '../file/service';
import { renderVoucherPdf, type VoucherPrint } from './pdf';
import {
  VoucherCreateSchema,
  VoucherPreviewSchema,
  VoucherPriceSchema,
  VoucherQuerySchema,
  VoucherSchema,
  VoucherTemplateCreateSchema,
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
  getVoucherTemplate,
  listVoucherTemplates,
  listVouchers,
  updateVoucher,
  updateVoucherTemplate,
  verifyVoucher,
  voucherPrintOf,
} from './service';

const adminOnly = requireRole('admin', 'system');
const requireId = (id: string | undefined): string => {
  if (!id) throw new AppError('VALIDATION', 400, 'body must have required property _id');
  return id;
};

/** /api/v0/shop_voucher/: vouchers; their codes are money, so every call is for admin and system. */
export const voucherRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['shop'],
        summary: 'Vouchers; from/until select those valid in a range (admin, system)',
        querystring: VoucherQuerySchema,
        response: { 200: ListSchema(VoucherSchema) },
      },
    },
    async (request) => listVouchers(app.db, request.query),
  );
  app.get(
    '/:id',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['shop'],
        summary: 'One voucher (admin, system)',
        params: IdParamsSchema,
        response: { 200: VoucherSchema },
      },
    },
    async (request) => getVoucher(app.db, request.params.id),
  );
  app.post(
    '/',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['shop'],
        summary: 'Adds a voucher; without a code one is generated (admin, system)',
        body: VoucherCreateSchema,
        response: { 200: VoucherSchema },
      },
    },
    async (request) => createVoucher(app.db, request.body),
  );
  app.put(
    '/',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['shop'],
        summary: 'Changes the voucher named by _id (admin, system)',
        body: VoucherUpdateSchema,
        response: { 200: VoucherSchema },
      },
    },
    async (request) => updateVoucher(app.db, requireId(request.body._id), request.body),
  );
  app.put(
    '/:id',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['shop'],
        summary: 'Changes a voucher (admin, system)',
        params: IdParamsSchema,
        body: VoucherUpdateSchema,
        response: { 200: VoucherSchema },
      },
    },
    async (request) => updateVoucher(app.db, request.params.id, request.body),
  );
  app.delete(
    '/:id',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['shop'],
        summary: 'Removes a voucher (admin, system)',
        params: IdParamsSchema,
        response: { 200: VoucherSchema },
      },
    },
    async (request) => deleteVoucher(app.db, request.params.id),
  );
};

/** /api/v0/shop_voucher_template/: reads for anyone, writes for admin and system. */
export const voucherTemplateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      config: { publicCache: true },
      schema: {
        tags: ['shop'],
        summary: 'Voucher templates (anyone)',
        response: { 200: ListSchema(VoucherTemplateSchema) },
      },
    },
    async () => listVoucherTemplates(app.db),
  );
  app.get(
    '/:id',
    {
      config: { publicCache: true },
      schema: {
        tags: ['shop'],
        summary: 'One voucher template (anyone)',
        params: IdParamsSchema,
        response: { 200: VoucherTemplateSchema },
      },
    },
    async (request) => getVoucherTemplate(app.db, request.params.id),
  );
  app.post(
    '/',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['shop'],
        summary: 'Adds a voucher template (admin, system)',
        body: VoucherTemplateCreateSchema,
        response: { 200: VoucherTemplateSchema },
      },
    },
    async (request) => createVoucherTemplate(app.db, request.body),
  );
  app.put(
    '/',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['shop'],
        summary: 'Changes the template named by _id (admin, system)',
        body: VoucherTemplateUpdateSchema,
        response: { 200: VoucherTemplateSchema },
      },
    },
    async (request) => updateVoucherTemplate(app.db, requireId(request.body._id), request.body),
  );
  app.put(
    '/:id',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['shop'],
        summary: 'Changes a template (admin, system)',
        params: IdParamsSchema,
        body: VoucherTemplateUpdateSchema,
        response: { 200: VoucherTemplateSchema },
      },
    },
    async (request) => updateVoucherTemplate(app.db, request.params.id, request.body),
  );
  app.delete(
    '/:id',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['shop'],
        summary: 'Removes a template no voucher uses (admin, system); in use: 409',
        params: IdParamsSchema,
        response: { 200: VoucherTemplateSchema },
      },
    },
    async (request) => deleteVoucherTemplate(app.db, request.params.id),
  );
};

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The template image as PNG or JPEG for the PDF; a file that is no image leaves the voucher without one. */
async function loadImage(app: FastifyInstance, id: string | null): Promise<VoucherPrint['image']> {
  if (!id) return null;
  try {
    const chunks: Buffer[] = [];
    for await (const chunk of await app.files.storage.read(originalKey(id))) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    // PNG and JPEG go into the PDF as they are: no wait behind the image-variant queue.
    if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return { bytes, kind: 'png' };
    if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return { bytes, kind: 'jpg' };
    const png = await withDecodeSlot(() =>
      sharp(bytes, { limitInputPixels: app.files.limits.maxImagePixels })
        .resize({ width: 1200, withoutEnlargement: true })
        .png()
        .toBuffer(),
    );
    return { bytes: png, kind: 'png' };
  } catch (error) {
    app.log.warn({ err: error, file: id }, 'the voucher template image could not be read');
    return null;
  }
}

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
      const pdf = await renderVoucherPdf({ ...print, image: await loadImage(app, imageId) });
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="gutschein-${print.code}.pdf"`)
        .send(pdf);
    },
  );
};

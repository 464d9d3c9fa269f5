import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { defineEntity, entityRoutes } from '../../core/entity-routes';
import { requireRole } from '../../core/guard';
import { text } from '../../core/texts';
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

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { defineEntity, registerEntityRoutes } from '../../core/entity-routes';
import { requireRole } from '../../core/guard';
import { text } from '../../core/texts';
import {
  AffiliateCreateSchema,
  AffiliateQuerySchema,
  AffiliateSchema,
  AffiliateStatsQuerySchema,
  AffiliateStatsSchema,
  AffiliateUpdateSchema,
} from './schemas';
import {
  affiliateInUse,
  affiliateStats,
  createAffiliate,
  deleteAffiliate,
  getAffiliate,
  getAffiliatesByIds,
  listAffiliates,
  updateAffiliate,
} from './service';

/** /api/v0/shop_affiliate/: partners with a code and a commission rate (admin, system). */
export const affiliateEntity = defineEntity({
  path: 'shop_affiliate',
  names: { one: 'affiliate', many: 'affiliates' },
  tags: ['shop'],
  schemas: {
    item: AffiliateSchema,
    create: AffiliateCreateSchema,
    update: AffiliateUpdateSchema,
    query: AffiliateQuerySchema,
  },
  access: { read: ['admin', 'system'], write: ['admin', 'system'] },
  service: {
    list: listAffiliates,
    get: getAffiliate,
    create: createAffiliate,
    update: updateAffiliate,
    remove: deleteAffiliate,
    getMany: getAffiliatesByIds,
  },
  inUse: { check: affiliateInUse, message: text('errors:inUse.affiliate') },
  summaries: { list: 'Affiliates, by name unless sorted' },
});

/** The entity plus GET /api/v0/shop/affiliates: orders, turnover and commission per affiliate and month. */
export const affiliateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerEntityRoutes(app, affiliateEntity);
  app.get(
    '/shop/affiliates',
    {
      preHandler: requireRole('admin', 'system'),
      schema: {
        tags: ['shop'],
        summary:
          'Affiliates with their paid orders, turnover and commission; with `affiliate`, its months and orders (admin, system)',
        querystring: AffiliateStatsQuerySchema,
        response: { 200: AffiliateStatsSchema },
      },
    },
    async (request) => affiliateStats(app.db, request.query.affiliate),
  );
};

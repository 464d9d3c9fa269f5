import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { metaForRoute, robotsTxt, sitemapUrls, sitemapXml } from './service';
import { requestOrigin } from '../../core/origin';
import { requestLanguage } from '../../core/texts';

export const PageMetaSchema = Type.Object({
  title: Type.String(),
  description: Type.String(),
  keywords: Type.String(),
  og: Type.Object({
    title: Type.String(),
    description: Type.String(),
    type: Type.String(),
    url: Type.String(),
    image: Type.Union([Type.String(), Type.Null()]),
  }),
});

/** /sitemap.xml and /robots.txt at the site root. */
export const seoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/sitemap.xml',
    {
      config: { publicCache: true },
      schema: { tags: ['seo'], summary: 'Published pages, news and products' },
    },
    async (request, reply) =>
      reply
        .type('application/xml; charset=utf-8')
        .send(sitemapXml(await sitemapUrls(app.db, requestOrigin(request)))),
  );
  app.get(
    '/robots.txt',
    { config: { publicCache: true }, schema: { tags: ['seo'], summary: 'Crawler rules' } },
    async (request, reply) =>
      reply.type('text/plain; charset=utf-8').send(await robotsTxt(app.db, requestOrigin(request))),
  );
};

/** /api/v0/seo/meta?route=…: title, description and og tags of a page (anyone). */
export const seoMetaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/meta',
    {
      config: { publicCache: true },
      schema: {
        tags: ['seo'],
        summary: 'Meta and og tags of a route, from its published entry and config meta.routes (anyone)',
        querystring: Type.Object({ route: Type.String({ pattern: '^/', maxLength: 300 }) }),
        response: { 200: PageMetaSchema },
      },
    },
    async (request) =>
      metaForRoute(app.db, requestOrigin(request), request.query.route, requestLanguage(request)),
  );
};

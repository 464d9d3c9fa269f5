import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { browseDocuments, BROWSE_TYPES } from './browse';
import { MASTER_ENTITIES, getMaster, listMaster } from './master';
import { DeleteQuerySchema, tags } from './route-common';
import { BrowseSchema } from './schemas';
import { getDocumentData } from './service';
import { getInvoiceSettings } from './settings';

/** Page data: what each accounting screen (browse, edit) needs in one call. */
export const pageDataRoutes: FastifyPluginAsyncTypebox = async (app) => {
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

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CustomerInputSchema,
  FactorInputSchema,
  INVOICE_MASTER_SORTS,
  InvoiceMasterRecordSchema,
  invoiceMasterQuerySchema,
  invoiceMasterUpdateSchema,
  ItemInputSchema,
  PartyInputSchema,
  TemplateInputSchema,
  type InvoiceMasterName,
  type InvoiceMasterRecord,
} from '@gartenwerk/domain/schemas';
import { Type, type TObject } from '@sinclair/typebox';
import { defineEntity, registerEntityRoutes } from '../../core/entity-routes';
import { ListSchema } from '../../core/schemas';
import {
  MASTER_ENTITIES,
  createMaster,
  deleteMaster,
  getMaster,
  listMaster,
  updateMaster,
  type MasterEntity,
} from './master';
import { DeleteQuerySchema, idOfDelete, OptionalIdBody } from './route-common';
import { SearchSchema } from './schemas';

const tags = ['invoice'];
const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });

/**
 * A master entity's collection routes: list, get, create, change (PUT with `_id`) and delete by id;
 * the delete by `?_id=` or body is registered beside them. Who may call is the invoice area's guard
 * (admin, system), named here for the summaries as well.
 */
function masterEntity<Name extends InvoiceMasterName>(path: string, name: Name, input: TObject) {
  const entity: MasterEntity = MASTER_ENTITIES[name];
  const summary = (what: string) => `${what} ${name}`;
  return defineEntity({
    path,
    names: { one: name, many: `${name}s` },
    tags,
    schemas: {
      item: InvoiceMasterRecordSchema,
      create: input,
      update: invoiceMasterUpdateSchema(input),
      query: invoiceMasterQuerySchema(INVOICE_MASTER_SORTS[name]),
      params: { get: Type.Object({ id: Type.String() }), remove: IdParams },
    },
    access: { read: ['admin', 'system'], write: ['admin', 'system'] },
    service: {
      list: (db, query) => listMaster(db, entity, query),
      get: (db, id) => getMaster(db, entity, id),
      create: (db, body) => createMaster(db, entity, body as Record<string, unknown>),
      update: (db, id, body) => {
        const { _id: _named, ...fields } = body as Record<string, unknown>;
        return updateMaster(db, entity, id, fields);
      },
      remove: (db, id) => deleteMaster(db, entity, id),
    },
    without: ['updateById'],
    summaries: {
      list: summary('Lists'),
      get: summary('Reads one'),
      create: summary('Creates a'),
      update: summary('Changes a'),
      remove: summary('Deletes a'),
    },
  });
}

/** The spec's item and vendor paths, and the same calls for customers, factors and templates. */
export const masterEntities = [
  masterEntity('api/v0/invoice/item', 'item', ItemInputSchema),
  masterEntity('api/v1/invoice/vendor', 'vendor', PartyInputSchema),
  masterEntity('api/v1/invoice/customer', 'customer', CustomerInputSchema),
  masterEntity('api/v1/invoice/factor', 'factor', FactorInputSchema),
  masterEntity('api/v1/invoice/template', 'template', TemplateInputSchema),
];

/** Searches of the line editor and the receiver field (typeahead). */
const SEARCHES: Record<string, MasterEntity> = {
  receiver: MASTER_ENTITIES.customer,
  vendor: MASTER_ENTITIES.vendor,
  item: MASTER_ENTITIES.item,
  factor: MASTER_ENTITIES.factor,
};

/** The accounting's master data: customers, vendors, items, factors and document templates. */
export const masterDataRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const [name, entity] of Object.entries(SEARCHES)) {
    app.post(
      `/api/v1/invoice/search/${name}`,
      {
        schema: {
          tags,
          summary: `Finds ${entity.name}s by text (typeahead)`,
          body: SearchSchema,
          response: { 200: ListSchema(InvoiceMasterRecordSchema) },
        },
      },
      async (request) =>
        listMaster(app.db, entity, { text: request.body.text, limit: request.body.limit ?? 10 }),
    );
  }

  for (const definition of masterEntities) {
    registerEntityRoutes(app, definition);
    const remove = definition.service.remove!;
    app.delete(
      `/${definition.path}/`,
      {
        schema: {
          tags,
          summary: `Deletes a ${definition.names.one} (\`?_id=\` or body \`{ _id }\`)`,
          querystring: DeleteQuerySchema,
          body: Type.Optional(OptionalIdBody),
          response: { 200: InvoiceMasterRecordSchema },
        },
      },
      // The service's remove answers the removed record (typed unknown for every entity).
      async (request) =>
        (await remove(app.db, idOfDelete(request.query, request.body), undefined)) as InvoiceMasterRecord,
    );
  }
};

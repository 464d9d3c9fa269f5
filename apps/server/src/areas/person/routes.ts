import {
  PersonExportSchema,
  PersonLinkCreateSchema,
  PersonLinkQuerySchema,
  PersonLinkSchema,
  personSchemas,
} from '@gartenwerk/domain/schemas';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { arrayContains, asc } from 'drizzle-orm';
import { browse, type BrowseQuery } from '../../core/browse';
import { defineEntity, registerEntityRoutes } from '../../core/entity-routes';
import { requireRole } from '../../core/guard';
import { tableService } from '../../core/table-service';
import { assertFilesExist } from '../file/service';
import { createPersonLink, listPersonLinks, removePersonLink } from './links';
import { persons } from './table';

export const personService = tableService({
  table: persons,
  schemas: personSchemas,
  notFound: 'person not found',
  defaultOrder: [asc(persons.name), asc(persons.id)],
  search: [persons.name, persons.company, persons.notes],
  filters: [],
  defaultLimit: 100,
  check: (db, input) => assertFilesExist(db, 'files', input.files),
});

/** /api/v0/person/: people who are not users (admin, system); GDPR export and delete. */
export const personEntity = defineEntity({
  path: 'person',
  names: { one: 'person', many: 'persons' },
  tags: ['system'],
  schemas: personSchemas,
  access: { read: ['admin', 'system'], write: ['admin', 'system'] },
  service: {
    ...personService,
    // The role filter asks whether the person holds the role.
    list: (db, query) =>
      browse(
        db,
        personService.spec,
        query as BrowseQuery,
        [query.role ? arrayContains(persons.roles, [query.role]) : undefined],
        personService.toItem,
      ),
  },
  summaries: {
    list: 'Persons by name unless sorted, filtered by role',
    remove: 'Removes a person and all kept about them (GDPR)',
  },
});

export const personRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerEntityRoutes(app, personEntity);
  app.get(
    '/person/:id/export',
    {
      preHandler: requireRole('admin', 'system'),
      schema: {
        tags: ['system'],
        summary: 'Everything kept about a person, as JSON to hand over (GDPR) (admin, system)',
        params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) }),
        response: { 200: PersonExportSchema },
      },
    },
    async (request, reply) => {
      const person = await personService.get(app.db, request.params.id);
      reply.header('content-disposition', `attachment; filename="person-${person._id}.json"`);
      const links = await listPersonLinks(app.db, { person: person._id });
      return { exported: new Date().toISOString(), person, links };
    },
  );

  // Links to vendors, customers and sports persons; removing the person removes them (GDPR).
  const adminOnly = requireRole('admin', 'system');
  app.get(
    '/person_link/',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['system'],
        summary: 'The links of a person, or of a vendor, customer or sports person (admin, system)',
        querystring: PersonLinkQuerySchema,
        response: { 200: Type.Object({ items: Type.Array(PersonLinkSchema) }) },
      },
    },
    async (request) => ({ items: await listPersonLinks(app.db, request.query) }),
  );
  app.post(
    '/person_link/',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['system'],
        summary: 'Links a person to a vendor, customer or sports person (admin, system)',
        body: PersonLinkCreateSchema,
        response: { 200: PersonLinkSchema },
      },
    },
    async (request) => createPersonLink(app.db, request.body),
  );
  app.delete(
    '/person_link/:id',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['system'],
        summary: 'Removes a link of a person (admin, system)',
        params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) }),
        response: { 200: PersonLinkSchema },
      },
    },
    async (request) => removePersonLink(app.db, request.params.id),
  );
};

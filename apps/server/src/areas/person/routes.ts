import { PersonExportSchema, personSchemas } from '@gartenwerk/domain/schemas';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { arrayContains, asc } from 'drizzle-orm';
import { browse, type BrowseQuery } from '../../core/browse';
import { defineEntity, registerEntityRoutes } from '../../core/entity-routes';
import { requireRole } from '../../core/guard';
import { tableService } from '../../core/table-service';
import { assertFilesExist } from '../file/service';
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
      return { exported: new Date().toISOString(), person };
    },
  );
};

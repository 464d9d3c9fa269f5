import { resourceSchemas } from '@gartenwerk/domain/schemas';
import { defineEntity, entityRoutes } from '../../core/entity-routes';
import { text } from '../../core/texts';
import { resourceInUse, resourceService } from './resources';

/** /api/v0/invoice_resource/: the production plan's resources, for the accounting (admin, system). */
export const resourceRoutes = entityRoutes(
  defineEntity({
    path: 'invoice_resource',
    names: { one: 'resource', many: 'resources' },
    tags: ['invoice'],
    schemas: resourceSchemas,
    access: { read: ['admin', 'system'], write: ['admin', 'system'] },
    service: resourceService,
    inUse: { check: resourceInUse, message: text('errors:inUse.resource') },
    summaries: { list: 'Resources of the production plan, in their order' },
  }),
);

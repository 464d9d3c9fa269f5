import type { personSchemas } from '@gartenwerk/domain/schemas';
import { entityEndpoints } from './entity';

/** People who are not users (`/api/v0/person/`; admin, system). */
export const personApi = entityEndpoints<typeof personSchemas>()({
  type: 'Person',
  path: '/api/v0/person/',
  one: 'Person',
  many: 'Persons',
});

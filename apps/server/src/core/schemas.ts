import { Type } from '@sinclair/typebox';

// The list shapes live with the entities' schemas in the domain, which the admin's forms share.
export {
  BrowseQuerySchema,
  INT4_MAX,
  INT4_MIN,
  Int4,
  ListSchema,
  PagingQuerySchema,
  SortSchema,
} from '@gartenwerk/domain/schemas';

export const IdParamsSchema = Type.Object({ id: Type.String({ minLength: 1 }) });

export interface List<T> {
  items: T[];
  total: number;
}

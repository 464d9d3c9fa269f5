import { Type, type TSchema } from '@sinclair/typebox';

/** `{ items, total }`, the answer of every list read. */
export const ListSchema = <T extends TSchema>(item: T) =>
  Type.Object({ items: Type.Array(item), total: Type.Integer({ minimum: 0 }) });

export const IdParamsSchema = Type.Object({ id: Type.String({ minLength: 1 }) });

/** Paging shared by list reads. */
export const PagingQuerySchema = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  skip: Type.Optional(Type.Integer({ minimum: 0 })),
});

export interface List<T> {
  items: T[];
  total: number;
}

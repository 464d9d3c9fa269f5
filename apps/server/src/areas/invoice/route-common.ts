import { Type } from '@sinclair/typebox';
import { AppError } from '../../core/errors';

/** The OpenAPI tags of the invoice area's routes. */
export const tags = ['invoice'];

/** The query of a DELETE that names its record by `?_id=`. */
export const DeleteQuerySchema = Type.Object({
  _id: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
});
/** The body of a DELETE that names its record by `{ _id }`. */
export const OptionalIdBody = Type.Union([
  Type.Object({ _id: Type.String({ minLength: 1, maxLength: 64 }) }),
  Type.Null(),
]);

/** The record a DELETE names: `?_id=` or a body `{ _id }`. */
export function idOfDelete(query: { _id?: string }, body: unknown): string {
  const id = query._id ?? (body as { _id?: string } | null | undefined)?._id;
  if (!id) throw new AppError('VALIDATION', 400, 'body must have required property _id');
  return id;
}

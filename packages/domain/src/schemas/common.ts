import { Type } from '@sinclair/typebox';

/**
 * Field shapes the server's routes and the admin's forms both validate with. Nullable values are
 * unions with null (not raw JSON Schema) so that TypeBox's own checker in the browser reads them too.
 */
export const NullableText = (options: { maxLength?: number; pattern?: string } = {}) =>
  Type.Union([Type.String(options), Type.Null()]);
export const Id = () => Type.String({ minLength: 1, maxLength: 64 });
export const IdList = () => Type.Array(Id(), { maxItems: 500 });
export const Tags = () => Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { maxItems: 200 });

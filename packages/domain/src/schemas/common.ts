import {
  FormatRegistry,
  Kind,
  Type,
  TypeRegistry,
  type IntegerOptions,
  type NumberOptions,
  type Static,
  type StringOptions,
  type TInteger,
  type TNumber,
  type TString,
} from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

/**
 * Field shapes the server's routes and the admin's forms both validate with.
 */
export const Id = () => Type.String({ minLength: 1, maxLength: 64 });
export const IdList = () => Type.Array(Id(), { maxItems: 500 });
export const Tags = () => Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { maxItems: 200 });

/** Bounds of a PostgreSQL integer (int4) column, and of paging that the database counts in. */
export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;

/** A whole number an int4 column holds; tighter bounds may be given. */
export const Int4 = (options: IntegerOptions = {}) =>
  Type.Integer({ minimum: INT4_MIN, maximum: INT4_MAX, ...options });

const NULLABLE = 'Nullable';
const BASE = Symbol('nullable base');
TypeRegistry.Set<{ [BASE]: TNumber | TInteger | TString }>(
  NULLABLE,
  (schema, value) => value === null || Value.Check(schema[BASE], value),
);

/**
 * A value of `base` or null, written as the server has always described it (`type: [base, 'null']`,
 * so its validator reads and coerces it as before, where a union would turn null into ''), and
 * checked in the browser through a kind of its own.
 */
function nullable<T extends TNumber | TInteger | TString>(base: T) {
  const { [Kind]: _kind, type, ...limits } = base as T & { type: string };
  return Type.Unsafe<Static<T> | null>({ [Kind]: NULLABLE, [BASE]: base, ...limits, type: [type, 'null'] });
}
export const NullableNumber = (options: NumberOptions = {}) => nullable(Type.Number(options));
export const NullableInteger = (options: IntegerOptions = {}) => nullable(Type.Integer(options));
export const NullableString = (options: StringOptions = {}) => nullable(Type.String(options));

/**
 * RFC 3339 date-time with a zone, as the server's validator reads `format: 'date-time'`; TypeBox's
 * checker in the browser knows no formats of its own and would refuse every value.
 */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:[Zz]|[+-]\d{2}:\d{2})$/;
if (!FormatRegistry.Has('date-time')) {
  FormatRegistry.Set('date-time', (value) => DATE_TIME.test(value) && !Number.isNaN(Date.parse(value)));
}

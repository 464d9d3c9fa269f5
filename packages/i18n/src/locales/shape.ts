import type { de } from './de';

/** The key structure of the German texts with any string as value: what another language must fill. */
export type Shape<T> = { [Key in keyof T]: T[Key] extends string ? string : Shape<T[Key]> };

export type TranslationShape = Shape<typeof de>;

import { createApi } from '@reduxjs/toolkit/query/react';
import { requestBaseQuery } from './request';

/**
 * Tag types of the areas' hand-written endpoints (`api.injectEndpoints`); `entityEndpoints` adds
 * its entity's own.
 */
export const TAG_TYPES = [
  'Config',
  'User',
  'Entry',
  'ProductGroup',
  'Product',
  'File',
  'Quota',
  'Cart',
  'NewsletterList',
  'NewsletterSubscriber',
  'NewsletterTemplate',
  'NewsletterSending',
  'NewsletterSettings',
  'NewsletterRecommend',
] as const;
export type TagType = (typeof TAG_TYPES)[number];

/** The one RTK Query API of Gartenwerk. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: requestBaseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});

/**
 * The tag of one item, by the id the server answered: an id taken from the address (a product page
 * /p/constructor) would be looked up in RTK Query's tag maps, plain objects, and break the render.
 */
export function itemTags<Type extends TagType>(
  type: Type,
  result: { _id: string } | undefined,
): Array<{ type: Type; id: string }> {
  return result ? [{ type, id: result._id }] : [];
}

/** Tags of a list answer: the list itself plus one per item, so a change to one item refreshes it. */
export function listTags<Type extends TagType>(
  type: Type,
  result: { items: ReadonlyArray<{ _id: string }> } | undefined,
): Array<{ type: Type; id: string }> {
  return [{ type, id: 'LIST' }, ...(result?.items ?? []).map((item) => ({ type, id: item._id }))];
}

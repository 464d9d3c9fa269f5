import { Type, type Static } from '@sinclair/typebox';

/** The longest search text taken; the shortest is checked in the service, with a message. */
export const SEARCH_TEXT_MAX = 100;
/** Hits per group; the group's total tells how many more its list screen shows. */
export const SEARCH_HITS_PER_GROUP = 5;

export const AdminSearchQuerySchema = Type.Object(
  { q: Type.String({ maxLength: SEARCH_TEXT_MAX, description: 'What to look for (at least 2 characters)' }) },
  { additionalProperties: false },
);

const group = <T extends ReturnType<typeof Type.Object>>(item: T) =>
  Type.Object({ items: Type.Array(item), total: Type.Integer() });

export const AdminSearchResultSchema = Type.Object({
  orders: group(
    Type.Object({
      _id: Type.String(),
      number: Type.String(),
      name: Type.String(),
      email: Type.String(),
      total: Type.Number(),
      created: Type.String({ format: 'date-time' }),
    }),
  ),
  products: group(
    Type.Object({
      _id: Type.String(),
      title: Type.String(),
      price: Type.Union([Type.Number(), Type.Null()]),
      offline: Type.Boolean(),
    }),
  ),
  customers: group(Type.Object({ _id: Type.String(), name: Type.String(), handle: Type.String() })),
  pages: group(
    Type.Object({
      _id: Type.String(),
      title: Type.String(),
      route: Type.Union([Type.String(), Type.Null()]),
      published: Type.Boolean(),
    }),
  ),
  invoices: group(
    Type.Object({
      _id: Type.String(),
      number: Type.String(),
      type: Type.String(),
      receiver: Type.String(),
    }),
  ),
  /** The accounting's customers and vendors, by name or e-mail. */
  accounting_customers: group(Type.Object({ _id: Type.String(), name: Type.String(), email: Type.String() })),
  vendors: group(Type.Object({ _id: Type.String(), name: Type.String(), email: Type.String() })),
});

export type AdminSearchQuery = Static<typeof AdminSearchQuerySchema>;
export type AdminSearchResult = Static<typeof AdminSearchResultSchema>;

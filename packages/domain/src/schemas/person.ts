import { Type, type Static } from '@sinclair/typebox';
import { Id } from './common';
import { BrowseQuerySchema, type EntitySchemas } from './entity';

/** How a person can be reached. */
export const PERSON_CONTACT_KINDS = ['email', 'phone', 'mobile', 'web'] as const;

const oneOf = <T extends string>(values: readonly T[]) =>
  Type.Union(values.map((value) => Type.Literal(value)));

const Line = (maxLength = 200) => Type.String({ maxLength });

export const PersonAddressSchema = Type.Object(
  { label: Line(60), street: Line(), zip: Line(20), city: Line(100), country: Line(2) },
  { additionalProperties: false },
);
export const PersonContactSchema = Type.Object(
  { kind: oneOf(PERSON_CONTACT_KINDS), value: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);

/** A person the business deals with who is not a user (`/api/v0/person/`): a grower's contact, a landscaper, staff. */
export const PersonSchema = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  company: Type.String(),
  roles: Type.Array(Type.String()),
  addresses: Type.Array(PersonAddressSchema),
  contacts: Type.Array(PersonContactSchema),
  notes: Type.String(),
  /** Files of the file library. */
  files: Type.Array(Type.String()),
  created: Type.String({ format: 'date-time' }),
});
export type Person = Static<typeof PersonSchema>;

export const PersonFields = {
  name: Type.String({ minLength: 1, maxLength: 200 }),
  company: Line(),
  roles: Type.Array(Type.String({ minLength: 1, maxLength: 60 }), { maxItems: 20 }),
  addresses: Type.Array(PersonAddressSchema, { maxItems: 10 }),
  contacts: Type.Array(PersonContactSchema, { maxItems: 20 }),
  notes: Type.String({ maxLength: 20_000 }),
  files: Type.Array(Id(), { maxItems: 50 }),
};

export const PersonCreateSchema = Type.Composite(
  [Type.Object({ name: PersonFields.name }), Type.Partial(Type.Object(PersonFields))],
  { additionalProperties: false },
);
export type PersonCreate = Static<typeof PersonCreateSchema>;

export const PersonUpdateSchema = Type.Composite(
  [Type.Object({ _id: Type.Optional(Id()) }), Type.Partial(Type.Object(PersonFields))],
  { additionalProperties: false },
);
export type PersonUpdate = Static<typeof PersonUpdateSchema>;

export const PERSON_SORTS = ['name', 'company', 'created'] as const;
export const PersonQuerySchema = BrowseQuerySchema({
  filters: { role: Type.Optional(Type.String({ minLength: 1, maxLength: 60 })) },
  sorts: PERSON_SORTS,
  search: 'Part of the name, the company or the notes',
});
export type PersonQuery = Static<typeof PersonQuerySchema>;

export const personSchemas = {
  item: PersonSchema,
  create: PersonCreateSchema,
  update: PersonUpdateSchema,
  query: PersonQuerySchema,
} satisfies EntitySchemas;

/**
 * What links to a person record: an accounting vendor, a shop customer (a user), a sports person or
 * a customer of the accounting (invoicing's own customer records).
 */
export const PERSON_LINK_KINDS = ['vendor', 'customer', 'sports_person', 'accounting_customer'] as const;
export type PersonLinkKind = (typeof PERSON_LINK_KINDS)[number];

/** A link between a person record and a vendor, customer or sports person (`/api/v0/person_link/`). */
export const PersonLinkSchema = Type.Object({
  _id: Type.String(),
  person: Type.String(),
  personName: Type.String(),
  kind: oneOf(PERSON_LINK_KINDS),
  target: Type.String(),
  /** The vendor's, customer's or sports person's name; empty when it is gone. */
  targetName: Type.String(),
  created: Type.String({ format: 'date-time' }),
});
export type PersonLink = Static<typeof PersonLinkSchema>;

export const PersonLinkCreateSchema = Type.Object(
  { person: Id(), kind: oneOf(PERSON_LINK_KINDS), target: Id() },
  { additionalProperties: false },
);
export type PersonLinkCreate = Static<typeof PersonLinkCreateSchema>;

/** The links of one person, or of one vendor, customer or sports person. */
export const PersonLinkQuerySchema = Type.Object(
  {
    person: Type.Optional(Id()),
    kind: Type.Optional(oneOf(PERSON_LINK_KINDS)),
    target: Type.Optional(Id()),
  },
  { additionalProperties: false },
);
export type PersonLinkQuery = Static<typeof PersonLinkQuerySchema>;

/** GDPR export of a person (`GET /api/v0/person/:id/export`): everything kept about them. */
export const PersonExportSchema = Type.Object({
  exported: Type.String({ format: 'date-time' }),
  person: PersonSchema,
  links: Type.Array(PersonLinkSchema),
});
export type PersonExport = Static<typeof PersonExportSchema>;

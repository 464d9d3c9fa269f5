import { Type, type Static } from '@sinclair/typebox';

const Required = (maxLength: number) => Type.String({ minLength: 1, maxLength });

/** A customer's address as the account keeps it (userData.addresses). */
export const AddressFieldsSchema = Type.Object(
  {
    type: Type.Union([Type.Literal('person'), Type.Literal('company')]),
    title: Type.Optional(Type.String({ maxLength: 100 })),
    first_name: Required(200),
    last_name: Required(200),
    company: Type.Optional(Type.String({ maxLength: 300 })),
    address: Required(500),
    zip: Required(20),
    city: Required(200),
    country: Type.String({ pattern: '^[a-z]{2}$' }),
    phone: Type.Optional(Type.String({ maxLength: 50 })),
    uid: Type.Optional(Type.String({ maxLength: 50 })),
  },
  { additionalProperties: false },
);
export type AddressFields = Static<typeof AddressFieldsSchema>;

export const AddressSchema = Type.Composite([Type.Object({ uuid: Type.String() }), AddressFieldsSchema]);
export type Address = Static<typeof AddressSchema>;

/** The customer's addresses with the uuids of the default invoice and shipping address (userData.shop). */
export const AddressBookSchema = Type.Object({
  items: Type.Array(AddressSchema),
  total: Type.Integer(),
  default_invoice_address: Type.Union([Type.String(), Type.Null()]),
  default_shipping_address: Type.Union([Type.String(), Type.Null()]),
});
export type AddressBook = Static<typeof AddressBookSchema>;

export const AddressDefaultsSchema = Type.Object(
  {
    default_invoice_address: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    default_shipping_address: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  },
  { additionalProperties: false },
);
export type AddressDefaults = Static<typeof AddressDefaultsSchema>;

export const AddressParamsSchema = Type.Object({ uuid: Type.String({ minLength: 1, maxLength: 64 }) });

import { Type } from '@sinclair/typebox';
import { NullableString, Tags } from './common';

/**
 * The parts of an accounting document a person edits: the server's request schemas are built from
 * them and the admin's document form checks with them, so both refuse the same lines and texts.
 */

/** What a person types into a line; the server adds the links of conversions. */
export const DocumentLineFields = {
  /** Stays with the line through conversions: deliveries and invoices count against it. */
  uuid: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  title: Type.String({ maxLength: 500 }),
  description: Type.Optional(Type.String({ maxLength: 20_000 })),
  amount: Type.Number({ minimum: -1_000_000, maximum: 1_000_000 }),
  unit: Type.Optional(Type.String({ maxLength: 30 })),
  /** Unit price in euros, net or gross per the document's price_mode. */
  price: Type.Number({ minimum: -10_000_000, maximum: 10_000_000 }),
  vat_rate: Type.Number({ minimum: 0, maximum: 100 }),
  /** Percent off the line. */
  discount: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
  /** Euros off the whole line, after the percent. */
  discount_amount: Type.Optional(Type.Number({ minimum: 0, maximum: 10_000_000 })),
  factor: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 1000 })),
};

const LineLinks = {
  item_id: Type.Optional(NullableString()),
  factor_id: Type.Optional(NullableString()),
  source_line: Type.Optional(NullableString()),
  order_line: Type.Optional(NullableString()),
};

const Day = () => Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const NullableDay = () => NullableString({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

/** The document form's body: lines, texts, dates and terms as the server takes them. */
export const DocumentFormSchema = Type.Object({
  lines: Type.Array(Type.Object({ ...DocumentLineFields, ...LineLinks }), { maxItems: 1000 }),
  price_mode: Type.Union([Type.Literal('net'), Type.Literal('gross')]),
  title: Type.Optional(Type.String({ maxLength: 300 })),
  text_before: Type.Optional(Type.String({ maxLength: 20_000 })),
  text_after: Type.Optional(Type.String({ maxLength: 20_000 })),
  template_id: Type.Optional(NullableString()),
  date: Day(),
  delivery_date: Type.Optional(NullableDay()),
  service_from: Type.Optional(NullableDay()),
  service_to: Type.Optional(NullableDay()),
  valid_until: Type.Optional(NullableDay()),
  payment_terms_days: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: 365 }), Type.Null()])),
  vat_exemption: Type.Optional(
    Type.Union([Type.Literal('reverse_charge'), Type.Literal('intra_eu'), Type.Null()]),
  ),
  notes: Type.Optional(Type.String({ maxLength: 20_000 })),
  tags: Type.Optional(Tags()),
  status: Type.Optional(
    Type.Union([Type.Literal('open'), Type.Literal('partial'), Type.Literal('complete')]),
  ),
});

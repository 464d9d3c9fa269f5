import { Type, type Static } from '@sinclair/typebox';
import { VOUCHER_PURPOSES } from '../voucher';
import { Id, NullableNumber, NullableString, Tags } from './common';

/** A point in time or none, e.g. the first and last moment a voucher is valid. */
const NullableDateTime = () => NullableString({ format: 'date-time' });
/** Euros a voucher is worth. */
export const VoucherEuros = () => Type.Number({ minimum: 0.01, maximum: 100_000 });
/** Letters, digits and dashes; a new voucher without a code gets a generated one. */
export const VoucherCode = () => Type.String({ pattern: '^[A-Za-z0-9-]{4,32}$' });

/** What an admin can set on a voucher. */
export const VoucherFields = {
  code: VoucherCode(),
  value: VoucherEuros(),
  remaining: Type.Number({ minimum: 0, maximum: 100_000 }),
  valid_from: NullableDateTime(),
  valid_until: NullableDateTime(),
  template: NullableString({ minLength: 1 }),
  tags: Tags(),
  recipient: Type.String({ maxLength: 300 }),
  message: Type.String({ maxLength: 2000 }),
};

export const VoucherCreateSchema = Type.Composite(
  [Type.Object({ value: VoucherFields.value }), Type.Partial(Type.Object(VoucherFields))],
  { additionalProperties: false },
);
export type VoucherCreate = Static<typeof VoucherCreateSchema>;

export const VoucherUpdateSchema = Type.Composite(
  [Type.Object({ _id: Type.Optional(Id()) }), Type.Partial(Type.Object(VoucherFields))],
  { additionalProperties: false },
);
export type VoucherUpdate = Static<typeof VoucherUpdateSchema>;

/** A voucher's kind by the EU voucher rules (see the domain's `VoucherTax`). */
export const VoucherPurposeSchema = () =>
  Type.Union(VOUCHER_PURPOSES.map((purpose) => Type.Literal(purpose)));
/** The VAT rate (percent) of a single-purpose voucher; null for a multi-purpose one. */
export const VoucherVatRate = () => NullableNumber({ minimum: 0, maximum: 100 });
/** The country (ISO code, lower case) of a single-purpose voucher; null for a multi-purpose one. */
export const VoucherVatCountry = () => NullableString({ pattern: '^[a-z]{2}$' });

/** What a template gives the vouchers made from it when it does not say otherwise: multi-purpose. */
export const VOUCHER_TEMPLATE_DEFAULTS = { purpose: 'multi', vat_rate: null, vat_country: null } as const;

/** What an admin can set on a voucher template. */
export const VoucherTemplateFields = {
  title: Type.String({ minLength: 1, maxLength: 300 }),
  image: NullableString({ minLength: 1 }),
  text: Type.String({ maxLength: 5000 }),
  /** Multi-purpose (the default) or single-purpose; a single-purpose template needs rate and country. */
  purpose: VoucherPurposeSchema(),
  vat_rate: VoucherVatRate(),
  vat_country: VoucherVatCountry(),
};

export const VoucherTemplateCreateSchema = Type.Composite(
  [Type.Object({ title: VoucherTemplateFields.title }), Type.Partial(Type.Object(VoucherTemplateFields))],
  { additionalProperties: false },
);
export type VoucherTemplateCreate = Static<typeof VoucherTemplateCreateSchema>;

export const VoucherTemplateUpdateSchema = Type.Composite(
  [Type.Object({ _id: Type.Optional(Id()) }), Type.Partial(Type.Object(VoucherTemplateFields))],
  { additionalProperties: false },
);
export type VoucherTemplateUpdate = Static<typeof VoucherTemplateUpdateSchema>;

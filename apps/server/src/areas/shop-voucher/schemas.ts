import { Type, type Static } from '@sinclair/typebox';
import { BrowseQuerySchema } from '../../core/schemas';
import { Id, NullableString, Tags } from '../../core/shop-schemas';

const DateTime = () => Type.Unsafe<string | null>({ type: ['string', 'null'], format: 'date-time' });
const Euros = () => Type.Number({ minimum: 0.01, maximum: 100_000 });

export const VoucherSchema = Type.Object({
  _id: Type.String(),
  code: Type.String(),
  /** Euros. */
  value: Type.Number(),
  remaining: Type.Number(),
  valid_from: NullableString(),
  valid_until: NullableString(),
  template: NullableString(),
  order: NullableString(),
  tags: Type.Array(Type.String()),
  recipient: Type.String(),
  message: Type.String(),
  created: Type.String({ format: 'date-time' }),
});
export type Voucher = Static<typeof VoucherSchema>;

/** Letters, digits and dashes; a new voucher without a code gets a generated one. */
const VoucherCode = () => Type.String({ pattern: '^[A-Za-z0-9-]{4,32}$' });

const VoucherFields = {
  code: VoucherCode(),
  value: Euros(),
  remaining: Type.Number({ minimum: 0, maximum: 100_000 }),
  valid_from: DateTime(),
  valid_until: DateTime(),
  template: Type.Unsafe<string | null>({ type: ['string', 'null'], minLength: 1 }),
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

export const VOUCHER_SORTS = ['created', 'code', 'value', 'remaining', 'valid_until'] as const;
export const VoucherQuerySchema = BrowseQuerySchema({
  filters: {
    /** Only vouchers valid at some point of this range (the calendar). */
    from: Type.Optional(Type.String({ format: 'date-time' })),
    until: Type.Optional(Type.String({ format: 'date-time' })),
    code: Type.Optional(Type.String()),
  },
  sorts: VOUCHER_SORTS,
  search: 'Part of the code, the recipient or a tag',
});
export type VoucherQuery = Static<typeof VoucherQuerySchema>;

export const VoucherVerifySchema = Type.Object({ code: Type.String({ minLength: 1, maxLength: 64 }) });
export const VoucherPriceSchema = Type.Object({ price: Type.Number() });

export const VoucherTemplateSchema = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  image: NullableString(),
  text: Type.String(),
  created: Type.String({ format: 'date-time' }),
});
export type VoucherTemplate = Static<typeof VoucherTemplateSchema>;

const TemplateFields = {
  title: Type.String({ minLength: 1, maxLength: 300 }),
  image: Type.Unsafe<string | null>({ type: ['string', 'null'], minLength: 1 }),
  text: Type.String({ maxLength: 5000 }),
};
export const VoucherTemplateCreateSchema = Type.Composite(
  [Type.Object({ title: TemplateFields.title }), Type.Partial(Type.Object(TemplateFields))],
  { additionalProperties: false },
);
export type VoucherTemplateCreate = Static<typeof VoucherTemplateCreateSchema>;
export const VoucherTemplateUpdateSchema = Type.Composite(
  [Type.Object({ _id: Type.Optional(Id()) }), Type.Partial(Type.Object(TemplateFields))],
  { additionalProperties: false },
);
export type VoucherTemplateUpdate = Static<typeof VoucherTemplateUpdateSchema>;

export const VOUCHER_TEMPLATE_SORTS = ['title', 'created'] as const;
export const VoucherTemplateQuerySchema = BrowseQuerySchema({
  filters: {},
  sorts: VOUCHER_TEMPLATE_SORTS,
  search: 'Part of the title or the text',
});
export type VoucherTemplateQuery = Static<typeof VoucherTemplateQuerySchema>;

/** A preview of a stored voucher (`_id`) or of a template with sample values. */
export const VoucherPreviewSchema = Type.Object(
  {
    _id: Type.Optional(Id()),
    template: Type.Optional(Id()),
    value: Type.Optional(Euros()),
    code: Type.Optional(VoucherCode()),
    recipient: Type.Optional(Type.String({ maxLength: 300 })),
    message: Type.Optional(Type.String({ maxLength: 2000 })),
    valid_until: Type.Optional(DateTime()),
  },
  { additionalProperties: false },
);
export type VoucherPreview = Static<typeof VoucherPreviewSchema>;

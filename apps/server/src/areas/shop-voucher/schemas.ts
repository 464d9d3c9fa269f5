import { Type, type Static } from '@sinclair/typebox';
import { BrowseQuerySchema } from '../../core/schemas';
import {
  VoucherCode,
  VoucherEuros,
  VoucherPurposeSchema,
  VoucherVatCountry,
  VoucherVatRate,
} from '@gartenwerk/domain/schemas';
import { Id, NullableString } from '../../core/shop-schemas';

const DateTime = () => Type.Unsafe<string | null>({ type: ['string', 'null'], format: 'date-time' });

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
  /** Fixed when the voucher is issued, from its template or the order that sold it. */
  purpose: VoucherPurposeSchema(),
  vat_rate: VoucherVatRate(),
  vat_country: VoucherVatCountry(),
  created: Type.String({ format: 'date-time' }),
});
export type Voucher = Static<typeof VoucherSchema>;

// What an admin may send is shared with the admin centre's forms, which check it before sending.
export {
  VoucherCreateSchema,
  VoucherUpdateSchema,
  VoucherTemplateCreateSchema,
  VoucherTemplateUpdateSchema,
  type VoucherCreate,
  type VoucherUpdate,
  type VoucherTemplateCreate,
  type VoucherTemplateUpdate,
} from '@gartenwerk/domain/schemas';

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
  purpose: VoucherPurposeSchema(),
  vat_rate: VoucherVatRate(),
  vat_country: VoucherVatCountry(),
  created: Type.String({ format: 'date-time' }),
});
export type VoucherTemplate = Static<typeof VoucherTemplateSchema>;

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
    value: Type.Optional(VoucherEuros()),
    code: Type.Optional(VoucherCode()),
    recipient: Type.Optional(Type.String({ maxLength: 300 })),
    message: Type.Optional(Type.String({ maxLength: 2000 })),
    valid_until: Type.Optional(DateTime()),
  },
  { additionalProperties: false },
);
export type VoucherPreview = Static<typeof VoucherPreviewSchema>;

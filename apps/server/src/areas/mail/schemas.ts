import { Type } from '@sinclair/typebox';
import { Int4 } from '../../core/schemas';

export const OutboxEntrySchema = Type.Object({
  _id: Type.String(),
  to: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  html: Type.String(),
  template: Type.String(),
  created: Type.String({ format: 'date-time' }),
  sentAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  error: Type.Union([Type.String(), Type.Null()]),
});

export const OutboxQuerySchema = Type.Object({
  page: Type.Optional(Int4({ minimum: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
});

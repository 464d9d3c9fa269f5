import { Type } from '@sinclair/typebox';
import { Int4, SortSchema } from '../../core/schemas';

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
  /** The configured mailbox it went out through; null: SMTP_URL (or the outbox only). */
  mailbox: Type.Union([Type.String(), Type.Null()]),
  /** The sender address (older mails: null). */
  sender: Type.Union([Type.String(), Type.Null()]),
});

export const OUTBOX_SORTS = ['created', 'to', 'subject'] as const;
export type OutboxSort = (typeof OUTBOX_SORTS)[number];
export const OutboxQuerySchema = Type.Object({
  search: Type.Optional(
    Type.String({ maxLength: 200, description: 'Part of the address, the subject or the template' }),
  ),
  sort: Type.Optional(SortSchema(OUTBOX_SORTS)),
  page: Type.Optional(Int4({ minimum: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
});

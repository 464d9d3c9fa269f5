import { Type, type Static } from '@sinclair/typebox';
import { Id, NullableString } from './common';
import { BrowseQuerySchema, type EntitySchemas } from './entity';

const oneOf = <T extends string>(values: readonly T[]) =>
  Type.Union(values.map((value) => Type.Literal(value)));
const DateTime = () => Type.String({ format: 'date-time' });

/**
 * Where a sending stands: a `draft` waits, a `scheduled` one starts at its time, `sending` mails its
 * recipients in throttled batches, `paused` waits for a resume (by hand, or itself when too many
 * addresses bounce), `cancelled` stopped for good, `done` mailed everyone.
 */
export const NEWSLETTER_SENDING_STATUSES = [
  'draft',
  'scheduled',
  'sending',
  'paused',
  'cancelled',
  'done',
] as const;
export type NewsletterSendingStatus = (typeof NEWSLETTER_SENDING_STATUSES)[number];

/** Where one recipient of a sending stands; `bounced` is a permanent refusal of the address. */
export const NEWSLETTER_RECIPIENT_STATES = ['queued', 'sent', 'failed', 'bounced'] as const;
export type NewsletterRecipientState = (typeof NEWSLETTER_RECIPIENT_STATES)[number];

/** Why a sending paused: by hand, or by itself when its bounce rate crossed the threshold. */
export const NEWSLETTER_PAUSE_REASONS = ['manual', 'bounces'] as const;

/** Recipients per state; `total` is every recipient queued at the start. */
export const NewsletterSendingCountsSchema = Type.Object({
  total: Type.Integer({ minimum: 0 }),
  queued: Type.Integer({ minimum: 0 }),
  sent: Type.Integer({ minimum: 0 }),
  failed: Type.Integer({ minimum: 0 }),
  bounced: Type.Integer({ minimum: 0 }),
});
export type NewsletterSendingCounts = Static<typeof NewsletterSendingCountsSchema>;

/** A sending (`/api/v0/newsletter_sending/`): a template mailed to the confirmed subscribers of lists. */
export const NewsletterSendingSchema = Type.Object({
  _id: Type.String(),
  template: Type.String(),
  lists: Type.Array(Type.String()),
  subject: Type.String(),
  preheader: Type.String(),
  status: oneOf(NEWSLETTER_SENDING_STATUSES),
  /**
   * A welcome sending mails each subscriber who confirms one of its lists after it started, once;
   * it runs until cancelled (listmonk #2693).
   */
  welcome: Type.Boolean(),
  pausedReason: Type.Union([oneOf(NEWSLETTER_PAUSE_REASONS), Type.Null()]),
  /** When a scheduled sending starts. */
  scheduled: NullableString({ format: 'date-time' }),
  started: NullableString({ format: 'date-time' }),
  finished: NullableString({ format: 'date-time' }),
  created: DateTime(),
  counts: NewsletterSendingCountsSchema,
});
export type NewsletterSending = Static<typeof NewsletterSendingSchema>;

/**
 * A new sending: without `send` or `scheduled` it is a draft; `send: true` starts it now, `scheduled`
 * at that time.
 */
export const NewsletterSendingCreateSchema = Type.Object(
  {
    template: Id(),
    lists: Type.Array(Id(), { minItems: 1, maxItems: 100 }),
    subject: Type.String({ minLength: 1, maxLength: 300 }),
    preheader: Type.Optional(Type.String({ maxLength: 300 })),
    scheduled: Type.Optional(NullableString({ format: 'date-time' })),
    send: Type.Optional(Type.Boolean()),
    welcome: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type NewsletterSendingCreate = Static<typeof NewsletterSendingCreateSchema>;

/** Starts a draft: now, or at `scheduled`. */
export const NewsletterSendingStartSchema = Type.Object(
  { scheduled: Type.Optional(NullableString({ format: 'date-time' })) },
  { additionalProperties: false },
);
export type NewsletterSendingStart = Static<typeof NewsletterSendingStartSchema>;

export const NEWSLETTER_SENDING_SORTS = ['created', 'subject', 'started'] as const;
export const NewsletterSendingQuerySchema = BrowseQuerySchema({
  filters: { status: Type.Optional(oneOf(NEWSLETTER_SENDING_STATUSES)) },
  sorts: NEWSLETTER_SENDING_SORTS,
  search: 'Part of the subject',
});
export type NewsletterSendingQuery = Static<typeof NewsletterSendingQuerySchema>;

/** A sending is not edited (the API has no PUT): it is created, started, paused, resumed or cancelled. */
export const NewsletterSendingUpdateSchema = Type.Object({}, { additionalProperties: false });

export const newsletterSendingSchemas = {
  item: NewsletterSendingSchema,
  create: NewsletterSendingCreateSchema,
  update: NewsletterSendingUpdateSchema,
  query: NewsletterSendingQuerySchema,
} satisfies EntitySchemas;

/** A sent newsletter in the public archive (`GET /api/v0/newsletter2/`). */
export const NewsletterArchiveEntrySchema = Type.Object({
  _id: Type.String(),
  subject: Type.String(),
  /** When its sending finished. */
  sent: DateTime(),
});
export type NewsletterArchiveEntry = Static<typeof NewsletterArchiveEntrySchema>;
export const NewsletterArchiveSchema = Type.Object({ items: Type.Array(NewsletterArchiveEntrySchema) });
export type NewsletterArchive = Static<typeof NewsletterArchiveSchema>;

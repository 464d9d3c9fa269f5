import { Type, type Static } from '@sinclair/typebox';
import { BrowseQuerySchema } from './entity';

/**
 * Recommendations (`/api/v0/newsletter_recommend/`): a visitor forwards a sent newsletter to a friend,
 * who gets one mail with the web-view link and a subscribe link, never a subscription. Anyone posts
 * (with the captcha, rate-limited); admins read and remove them.
 */

/** A sending's id: 24 hex characters, as every id of the store. */
export const SendingIdSchema = () => Type.String({ pattern: '^[0-9a-f]{24}$' });

export const NewsletterRecommendSchema = Type.Object({
  _id: Type.String(),
  sending: Type.String(),
  /** The name the visitor gave, shown to the friend. */
  name: Type.String(),
  /** The friend's address shortened (e.g. e***@beispiel.test): the friend consented to nothing. */
  recipient: Type.String(),
  /** The visitor's network (IP address truncated), to trace abuse. */
  ip: Type.String(),
  language: Type.String(),
  created: Type.String({ format: 'date-time' }),
});
export type NewsletterRecommend = Static<typeof NewsletterRecommendSchema>;

export const NewsletterRecommendCreateSchema = Type.Object(
  {
    sending: SendingIdSchema(),
    name: Type.String({ minLength: 1, maxLength: 100 }),
    recipient: Type.String({ minLength: 3, maxLength: 254 }),
    language: Type.Optional(Type.Union([Type.Literal('de'), Type.Literal('en')])),
    captcha_id: Type.String({ maxLength: 100 }),
    captcha_answer: Type.String({ maxLength: 20 }),
  },
  { additionalProperties: false },
);
export type NewsletterRecommendCreate = Static<typeof NewsletterRecommendCreateSchema>;

export const NewsletterRecommendQuerySchema = BrowseQuerySchema({
  filters: { sending: Type.Optional(SendingIdSchema()) },
  sorts: ['created'] as const,
  search: 'Part of the name',
});
export type NewsletterRecommendQuery = Static<typeof NewsletterRecommendQuerySchema>;

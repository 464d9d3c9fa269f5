import { Type, type Static } from '@sinclair/typebox';

/**
 * The newsletter's settings (GET/PUT /api/v0/newsletter/settings, admin screen newsletter/settings):
 * who the mails come from, how fast a sending goes out, whether openings are counted, when a sending
 * pauses itself, the double opt-in mail and the footer of every newsletter. The server validates and
 * answers with these; the admin's form and the msw stand-in start from the same defaults.
 */

/** The placeholder the double opt-in body must carry: the one-time confirmation link. */
export const NEWSLETTER_LINK_PLACEHOLDER = '{{link}}';

/** An address, or '' for none (the server's own sender then). */
const OptionalEmail = () => Type.String({ maxLength: 254, pattern: '^$|^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' });

/** The double opt-in mail of one language; `{{link}}`, `{{email}}`, `{{date}}`, `{{days}}` are filled in. */
export const NewsletterDoiTextSchema = Type.Object(
  {
    subject: Type.String({ minLength: 1, maxLength: 200 }),
    body: Type.String({ minLength: 1, maxLength: 5000 }),
  },
  { additionalProperties: false },
);
export type NewsletterDoiText = Static<typeof NewsletterDoiTextSchema>;

export const NewsletterSettingsSchema = Type.Object(
  {
    sender_name: Type.String({ maxLength: 200 }),
    /** '' sends from the server's own sender address (MAIL_FROM). */
    sender_email: OptionalEmail(),
    /** '' for none: replies go to the sender. */
    reply_to: OptionalEmail(),
    /** Mails a sending hands to the mail server per minute at most. */
    throttle_per_minute: Type.Integer({ minimum: 1, maximum: 10_000 }),
    /** Openings (tracking pixel) and clicks (redirect links) are counted; off for privacy. */
    tracking: Type.Boolean(),
    /** A sending pauses itself once this share of its mails bounced (0: never). */
    bounce_pause_percent: Type.Number({ minimum: 0, maximum: 100 }),
    /** The double opt-in mail per language. */
    doi: Type.Object(
      { de: NewsletterDoiTextSchema, en: NewsletterDoiTextSchema },
      { additionalProperties: false },
    ),
    /** Below every newsletter: the imprint's address (LEGAL.md). */
    footer: Type.String({ maxLength: 2000 }),
  },
  { additionalProperties: false },
);
export type NewsletterSettings = Static<typeof NewsletterSettingsSchema>;

export const NewsletterSettingsUpdateSchema = Type.Partial(NewsletterSettingsSchema, {
  additionalProperties: false,
});
export type NewsletterSettingsUpdate = Static<typeof NewsletterSettingsUpdateSchema>;

/** The settings before anyone changed them (a fresh object each call: callers may change theirs). */
export function defaultNewsletterSettings(): NewsletterSettings {
  return {
    sender_name: 'Gartenwerk',
    sender_email: '',
    reply_to: '',
    throttle_per_minute: 60,
    tracking: true,
    bounce_pause_percent: 5,
    doi: {
      de: {
        subject: 'Bitte bestätigen Sie Ihre Newsletter-Anmeldung',
        body:
          'Sie haben am {{date}} den Newsletter von Gartenwerk an {{email}} bestellt. Bitte bestätigen Sie die Anmeldung mit einem Klick auf diesen Link (er gilt {{days}} Tage):\n\n{{link}}\n\n' +
          'Ohne Bestätigung erhalten Sie keinen Newsletter. Falls Sie diese Nachricht nicht angefordert haben, können Sie sie ignorieren.\n\nIhr Gartenwerk-Team',
      },
      en: {
        subject: 'Please confirm your newsletter subscription',
        body:
          'On {{date}} the Gartenwerk newsletter was ordered for {{email}}. Please confirm the subscription with one click on this link (valid for {{days}} days):\n\n{{link}}\n\n' +
          'Without your confirmation you will not receive the newsletter. If you did not ask for this message, you can ignore it.\n\nYour Gartenwerk team',
      },
    },
    footer: 'Gartenwerk · Baumschule und Gartenshop',
  };
}

import { Type, type Static } from '@sinclair/typebox';
import { Id, IdList, NullableString, Tags } from './common';
import { BrowseQuerySchema, type EntitySchemas } from './entity';

const oneOf = <T extends string>(values: readonly T[]) =>
  Type.Union(values.map((value) => Type.Literal(value)));
const DateTime = () => Type.String({ format: 'date-time' });

/**
 * Where a subscriber stands: `unconfirmed` until the double opt-in link is clicked, `confirmed`
 * (mailed), `unsubscribed` (kept with the date, never mailed again unless a new double opt-in confirms).
 */
export const NEWSLETTER_STATUSES = ['unconfirmed', 'confirmed', 'unsubscribed'] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

/** The forms a consent can come from. */
export const NEWSLETTER_FORMS = [
  'footer',
  'subscribe_page',
  'signup',
  'checkout',
  'admin',
  'import',
] as const;
export type NewsletterForm = (typeof NEWSLETTER_FORMS)[number];

/** A newsletter list (`/api/v0/newsletter_list/`): public lists are offered on the subscribe page. */
export const NewsletterListSchema = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  description: Type.String(),
  public: Type.Boolean(),
  /** A sign-up needs the mailed link (true), or is confirmed at once (its consent is kept either way). */
  double_opt_in: Type.Boolean(),
  /** Confirmed subscribers on the list. */
  subscribers: Type.Integer({ minimum: 0 }),
  created: DateTime(),
});
export type NewsletterList = Static<typeof NewsletterListSchema>;

export const NewsletterListFields = {
  name: Type.String({ minLength: 1, maxLength: 200 }),
  description: Type.String({ maxLength: 2000 }),
  public: Type.Boolean(),
  double_opt_in: Type.Boolean(),
};
export const NewsletterListCreateSchema = Type.Composite(
  [Type.Object({ name: NewsletterListFields.name }), Type.Partial(Type.Object(NewsletterListFields))],
  { additionalProperties: false },
);
export type NewsletterListCreate = Static<typeof NewsletterListCreateSchema>;
export const NewsletterListUpdateSchema = Type.Composite(
  [Type.Object({ _id: Type.Optional(Id()) }), Type.Partial(Type.Object(NewsletterListFields))],
  { additionalProperties: false },
);
export type NewsletterListUpdate = Static<typeof NewsletterListUpdateSchema>;
export const NEWSLETTER_LIST_SORTS = ['name', 'created'] as const;
export const NewsletterListQuerySchema = BrowseQuerySchema({
  filters: { public: Type.Optional(Type.Boolean()) },
  sorts: NEWSLETTER_LIST_SORTS,
  search: 'Part of the name or the description',
});
export type NewsletterListQuery = Static<typeof NewsletterListQuerySchema>;
export const newsletterListSchemas = {
  item: NewsletterListSchema,
  create: NewsletterListCreateSchema,
  update: NewsletterListUpdateSchema,
  query: NewsletterListQuerySchema,
} satisfies EntitySchemas;

/**
 * The proof of one consent (LEGAL.md: time and proof, printable): when and from which form it was
 * given, the words the person ticked, the address it came from (truncated) and when the mailed link
 * confirmed it (null while unconfirmed).
 */
export const NewsletterConsentSchema = Type.Object({
  date: DateTime(),
  form: oneOf(NEWSLETTER_FORMS),
  text: Type.String(),
  ip: Type.String(),
  language: Type.String(),
  confirmed: NullableString({ format: 'date-time' }),
});
export type NewsletterConsent = Static<typeof NewsletterConsentSchema>;

/** A subscriber (`/api/v0/newsletter_subscriber/`) with the proof of each consent, the newest first. */
export const NewsletterSubscriberSchema = Type.Object({
  _id: Type.String(),
  email: Type.String(),
  name: Type.String(),
  status: oneOf(NEWSLETTER_STATUSES),
  /** Ids of the lists the subscriber is on. */
  lists: Type.Array(Type.String()),
  tags: Type.Array(Type.String()),
  groups: Type.Array(Type.String()),
  language: Type.String(),
  created: DateTime(),
  confirmed: NullableString({ format: 'date-time' }),
  unsubscribed: NullableString({ format: 'date-time' }),
  consents: Type.Array(NewsletterConsentSchema),
});
export type NewsletterSubscriber = Static<typeof NewsletterSubscriberSchema>;

export const NewsletterSubscriberFields = {
  email: Type.String({ minLength: 3, maxLength: 254 }),
  name: Type.String({ maxLength: 200 }),
  lists: IdList(),
  tags: Tags(),
  groups: Tags(),
  language: oneOf(['de', 'en'] as const),
};
/**
 * An admin adds an address; it gets the double opt-in mail like any other (the law asks for the
 * person's own confirmation), so a create never makes a confirmed subscriber.
 */
export const NewsletterSubscriberCreateSchema = Type.Composite(
  [
    Type.Object({ email: NewsletterSubscriberFields.email }),
    Type.Partial(Type.Object(NewsletterSubscriberFields)),
  ],
  { additionalProperties: false },
);
export type NewsletterSubscriberCreate = Static<typeof NewsletterSubscriberCreateSchema>;
/** An update changes name, lists, tags and groups; `status: 'unsubscribed'` unsubscribes in the person's name. */
export const NewsletterSubscriberUpdateSchema = Type.Composite(
  [
    Type.Object({ _id: Type.Optional(Id()), status: Type.Optional(Type.Literal('unsubscribed')) }),
    Type.Partial(
      Type.Object({
        name: NewsletterSubscriberFields.name,
        lists: NewsletterSubscriberFields.lists,
        tags: NewsletterSubscriberFields.tags,
        groups: NewsletterSubscriberFields.groups,
        language: NewsletterSubscriberFields.language,
      }),
    ),
  ],
  { additionalProperties: false },
);
export type NewsletterSubscriberUpdate = Static<typeof NewsletterSubscriberUpdateSchema>;
export const NEWSLETTER_SUBSCRIBER_SORTS = ['email', 'name', 'created'] as const;
export const NewsletterSubscriberQuerySchema = BrowseQuerySchema({
  filters: {
    list: Type.Optional(Id()),
    status: Type.Optional(oneOf(NEWSLETTER_STATUSES)),
    tag: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    group: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  },
  sorts: NEWSLETTER_SUBSCRIBER_SORTS,
  search: 'Part of the address or the name',
});
export type NewsletterSubscriberQuery = Static<typeof NewsletterSubscriberQuerySchema>;
export const newsletterSubscriberSchemas = {
  item: NewsletterSubscriberSchema,
  create: NewsletterSubscriberCreateSchema,
  update: NewsletterSubscriberUpdateSchema,
  query: NewsletterSubscriberQuerySchema,
} satisfies EntitySchemas;

/** `POST /api/v0/newsletter/subscribe`: the address, the consent text the visitor ticked, where. */
export const NewsletterSubscribeSchema = Type.Object(
  {
    email: Type.String({ minLength: 3, maxLength: 254 }),
    consent: Type.String({ minLength: 1, maxLength: 2000 }),
    language: Type.Optional(Type.String({ maxLength: 10 })),
    name: Type.Optional(Type.String({ maxLength: 200 })),
    /** Ids of public lists; none: every public list. */
    lists: Type.Optional(IdList()),
    form: Type.Optional(oneOf(['footer', 'subscribe_page'] as const)),
  },
  { additionalProperties: false },
);
export type NewsletterSubscribe = Static<typeof NewsletterSubscribeSchema>;

/** The answer of subscribe, verify and unsubscribe: what the page tells the visitor. */
export const NewsletterStateSchema = Type.Object({
  email: Type.String(),
  status: oneOf(NEWSLETTER_STATUSES),
  /** Subscribe: a confirmation mail went out. */
  mailed: Type.Boolean(),
});
export type NewsletterState = Static<typeof NewsletterStateSchema>;

export const NewsletterTokenSchema = Type.Object(
  { token: Type.String({ minLength: 10, maxLength: 200 }) },
  { additionalProperties: false },
);

import { Type, type Static, type TProperties } from '@sinclair/typebox';
import { Id, NullableString } from './common';
import { BrowseQuerySchema, type EntitySchemas } from './entity';

const DateTime = () => Type.String({ format: 'date-time' });

/**
 * A link a module points to: a whole http(s) address, a path of the site (the mail makes it whole
 * with the public address) or empty for none.
 */
export const NEWSLETTER_LINK_PATTERN = '^(|https?://[^\\s<>"]+|/[^\\s<>"]*)$';
const Link = () => Type.String({ maxLength: 2000, pattern: NEWSLETTER_LINK_PATTERN });

/** The modules a newsletter template is built from, in the order the editor offers them. */
export const NEWSLETTER_MODULE_TYPES = [
  'heading',
  'text',
  'image',
  'button',
  'products',
  'news',
  'divider',
  'footer',
] as const;
export type NewsletterModuleType = (typeof NEWSLETTER_MODULE_TYPES)[number];

/** The widest an image may be drawn: the mail's content width. */
export const NEWSLETTER_CONTENT_WIDTH = 600;
/** Products and news entries one module may show. */
export const NEWSLETTER_MODULE_MAX_ITEMS = 12;

const moduleOf = <K extends NewsletterModuleType, P extends TProperties>(type: K, props: P) =>
  Type.Object(
    { type: Type.Literal(type), props: Type.Object(props, { additionalProperties: false }) },
    { additionalProperties: false },
  );

/**
 * The modules. User text is plain text (escaped when rendered; a blank line starts a paragraph) and
 * may carry the personal placeholders `{{name}}` and `{{email}}`.
 */
export const NewsletterHeadingModuleSchema = moduleOf('heading', {
  text: Type.String({ maxLength: 300 }),
  /** 1: the newsletter's title, 2: a section's. */
  level: Type.Union([Type.Literal(1), Type.Literal(2)]),
});
export const NewsletterTextModuleSchema = moduleOf('text', { text: Type.String({ maxLength: 20_000 }) });
export const NewsletterImageModuleSchema = moduleOf('image', {
  /** A file of the library (an image); null until one is chosen (nothing is drawn). */
  image: NullableString({ minLength: 1, maxLength: 64 }),
  alt: Type.String({ maxLength: 300 }),
  /** Drawn width in pixels; phones scale it down to the screen. */
  width: Type.Integer({ minimum: 40, maximum: NEWSLETTER_CONTENT_WIDTH }),
  link: Link(),
});
export const NewsletterButtonModuleSchema = moduleOf('button', {
  label: Type.String({ maxLength: 100 }),
  url: Link(),
});
export const NewsletterProductsModuleSchema = moduleOf('products', {
  /** Shop product ids; each becomes a card with its image, name and price (offline ones are left out). */
  products: Type.Array(Id(), { maxItems: NEWSLETTER_MODULE_MAX_ITEMS }),
});
export const NewsletterNewsModuleSchema = moduleOf('news', {
  /** News entry ids; each becomes a teaser with its title, first words and a link (unpublished are left out). */
  entries: Type.Array(Id(), { maxItems: NEWSLETTER_MODULE_MAX_ITEMS }),
});
export const NewsletterDividerModuleSchema = moduleOf('divider', {});
/** Closing words above the footer's fixed part (unsubscribe and web-view links, the imprint's address). */
export const NewsletterFooterModuleSchema = moduleOf('footer', { text: Type.String({ maxLength: 2000 }) });

export const NewsletterModuleSchema = Type.Union([
  NewsletterHeadingModuleSchema,
  NewsletterTextModuleSchema,
  NewsletterImageModuleSchema,
  NewsletterButtonModuleSchema,
  NewsletterProductsModuleSchema,
  NewsletterNewsModuleSchema,
  NewsletterDividerModuleSchema,
  NewsletterFooterModuleSchema,
]);
export type NewsletterModule = Static<typeof NewsletterModuleSchema>;
export type NewsletterModuleOf<K extends NewsletterModuleType> = Extract<NewsletterModule, { type: K }>;

/** A newly added module of each type, as the editor inserts it. */
export function blankNewsletterModule(type: NewsletterModuleType): NewsletterModule {
  switch (type) {
    case 'heading':
      return { type, props: { text: '', level: 1 } };
    case 'text':
      return { type, props: { text: '' } };
    case 'image':
      return { type, props: { image: null, alt: '', width: NEWSLETTER_CONTENT_WIDTH, link: '' } };
    case 'button':
      return { type, props: { label: '', url: '' } };
    case 'products':
      return { type, props: { products: [] } };
    case 'news':
      return { type, props: { entries: [] } };
    case 'divider':
      return { type, props: {} };
    case 'footer':
      return { type, props: { text: '' } };
  }
}

export const NEWSLETTER_TEMPLATE_LANGUAGES = ['de', 'en'] as const;
export const NEWSLETTER_TEMPLATE_MAX_MODULES = 100;

/** What a template is made of; a preview renders these unsaved. */
export const NewsletterTemplateContentFields = {
  subject: Type.String({ maxLength: 200 }),
  /** The line mail programs show after the subject; hidden in the mail itself. */
  preheader: Type.String({ maxLength: 300 }),
  /** The language of the product names, prices and the footer's words. */
  language: Type.Union(NEWSLETTER_TEMPLATE_LANGUAGES.map((language) => Type.Literal(language))),
  modules: Type.Array(NewsletterModuleSchema, { maxItems: NEWSLETTER_TEMPLATE_MAX_MODULES }),
};

/** A newsletter template (`/api/v0/newsletter_template/`) as the API answers it. */
export const NewsletterTemplateSchema = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  ...NewsletterTemplateContentFields,
  created: DateTime(),
  updated: DateTime(),
});
export type NewsletterTemplate = Static<typeof NewsletterTemplateSchema>;

export const NewsletterTemplateFields = {
  name: Type.String({ minLength: 1, maxLength: 200 }),
  ...NewsletterTemplateContentFields,
};
export const NewsletterTemplateCreateSchema = Type.Composite(
  [Type.Object({ name: NewsletterTemplateFields.name }), Type.Partial(Type.Object(NewsletterTemplateFields))],
  { additionalProperties: false },
);
export type NewsletterTemplateCreate = Static<typeof NewsletterTemplateCreateSchema>;
export const NewsletterTemplateUpdateSchema = Type.Composite(
  [Type.Object({ _id: Type.Optional(Id()) }), Type.Partial(Type.Object(NewsletterTemplateFields))],
  { additionalProperties: false },
);
export type NewsletterTemplateUpdate = Static<typeof NewsletterTemplateUpdateSchema>;
export const NEWSLETTER_TEMPLATE_SORTS = ['name', 'created', 'updated'] as const;
export const NewsletterTemplateQuerySchema = BrowseQuerySchema({
  filters: {},
  sorts: NEWSLETTER_TEMPLATE_SORTS,
  search: 'Part of the name or the subject',
});
export type NewsletterTemplateQuery = Static<typeof NewsletterTemplateQuerySchema>;
export const newsletterTemplateSchemas = {
  item: NewsletterTemplateSchema,
  create: NewsletterTemplateCreateSchema,
  update: NewsletterTemplateUpdateSchema,
  query: NewsletterTemplateQuerySchema,
} satisfies EntitySchemas;

/** An unsaved template to preview (`POST /api/v0/newsletter_template/preview`). */
export const NewsletterTemplateDraftSchema = Type.Object(
  {
    subject: Type.Optional(NewsletterTemplateContentFields.subject),
    preheader: Type.Optional(NewsletterTemplateContentFields.preheader),
    language: Type.Optional(NewsletterTemplateContentFields.language),
    modules: NewsletterTemplateContentFields.modules,
  },
  { additionalProperties: false },
);
export type NewsletterTemplateDraft = Static<typeof NewsletterTemplateDraftSchema>;

/** A template rendered as a mail; personal values are still placeholders (`{{name}}` …). */
export const RenderedNewsletterSchema = Type.Object({
  subject: Type.String(),
  preheader: Type.String(),
  html: Type.String(),
  text: Type.String(),
});
export type RenderedNewsletter = Static<typeof RenderedNewsletterSchema>;

export const NEWSLETTER_TEST_MAX_RECIPIENTS = 10;

/**
 * `POST /api/v0/newsletter/sendtest/`: a stored template, or an unsaved one, mailed with the subject
 * prefixed "[Test] " to up to 10 addresses.
 */
export const NewsletterSendTestSchema = Type.Object(
  {
    template: Type.Optional(Id()),
    draft: Type.Optional(NewsletterTemplateDraftSchema),
    /** A sending's own subject, tested with its template instead of the template's subject. */
    subject: Type.Optional(Type.String({ minLength: 1, maxLength: 300 })),
    emails: Type.Array(Type.String({ minLength: 3, maxLength: 254 }), {
      minItems: 1,
      maxItems: NEWSLETTER_TEST_MAX_RECIPIENTS,
    }),
  },
  { additionalProperties: false },
);
export type NewsletterSendTest = Static<typeof NewsletterSendTestSchema>;
export const NewsletterSendTestResultSchema = Type.Object({ sent: Type.Integer({ minimum: 0 }) });
export type NewsletterSendTestResult = Static<typeof NewsletterSendTestResultSchema>;

import { Type, type Static } from '@sinclair/typebox';
import { Id, NullableString } from './common';

/**
 * The Graph API permissions the Facebook login asks for: the page list, publishing to a page and
 * reading the page's Instagram business account.
 */
export const FACEBOOK_SCOPES = [
  'pages_show_list',
  'pages_read_engagement',
  'pages_manage_posts',
  'instagram_basic',
] as const;

/** How many recent Instagram posts the feed block shows (and the refresh keeps). */
export const INSTAGRAM_MEDIA_LIMIT = 12;

/** What can be shared to the Facebook page: a news entry or a product. */
export const SOCIAL_SHARE_KINDS = ['entry', 'product'] as const;

/** components.social.fb of the site configuration: public switches, never a secret. */
export const SocialFbConfigSchema = Type.Object({
  enabled: Type.Optional(Type.Boolean()),
  app_id: Type.Optional(Type.String({ maxLength: 64 })),
  /** The Instagram feed block of the start page, from the page's business account. */
  instagram: Type.Optional(Type.Boolean()),
});
export type SocialFbConfig = Static<typeof SocialFbConfigSchema>;

const PageSchema = Type.Object({ id: Type.String(), name: Type.String() });

/** social/facebook: the app, the page connected and whether sharing is possible (admin). */
export const FacebookStatusSchema = Type.Object({
  enabled: Type.Boolean(),
  instagram: Type.Boolean(),
  app_id: Type.String(),
  /** Whether an app secret is stored (never the secret itself). */
  app_secret_set: Type.Boolean(),
  connected: Type.Boolean(),
  page: Type.Union([PageSchema, Type.Null()]),
  pages: Type.Array(PageSchema),
  instagram_user_id: NullableString(),
  connected_by: NullableString(),
  connected_at: NullableString({ format: 'date-time' }),
});
export type FacebookStatus = Static<typeof FacebookStatusSchema>;

export const FacebookSettingsSchema = Type.Object(
  {
    enabled: Type.Boolean(),
    instagram: Type.Boolean(),
    app_id: Type.String({ maxLength: 64, pattern: '^[0-9]*$' }),
    /** Empty keeps the stored secret. */
    app_secret: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);
export type FacebookSettings = Static<typeof FacebookSettingsSchema>;

export const FacebookPageChoiceSchema = Type.Object(
  { page_id: Type.String({ minLength: 1, maxLength: 64 }) },
  { additionalProperties: false },
);

export const FacebookConnectAnswerSchema = Type.Object({ url: Type.String() });

export const SocialShareCreateSchema = Type.Object(
  {
    kind: Type.Union(SOCIAL_SHARE_KINDS.map((kind) => Type.Literal(kind))),
    id: Id(),
    /** The post's text above the link; default the title. */
    message: Type.Optional(Type.String({ maxLength: 5000 })),
  },
  { additionalProperties: false },
);
export type SocialShareCreate = Static<typeof SocialShareCreateSchema>;

/** One share to the Facebook page: what, when, by whom, the post's id and the result. */
export const SocialShareSchema = Type.Object({
  _id: Type.String(),
  kind: Type.Union(SOCIAL_SHARE_KINDS.map((kind) => Type.Literal(kind))),
  item: Type.String(),
  title: Type.String(),
  link: Type.String(),
  message: Type.String(),
  post_id: NullableString(),
  result: Type.Union([Type.Literal('ok'), Type.Literal('failed')]),
  error: NullableString(),
  by: NullableString(),
  by_name: Type.String(),
  created: Type.String({ format: 'date-time' }),
});
export type SocialShare = Static<typeof SocialShareSchema>;

export const SocialShareListSchema = Type.Object({
  items: Type.Array(SocialShareSchema),
  total: Type.Integer(),
});
export type SocialShareList = Static<typeof SocialShareListSchema>;

/** A recent Instagram post as the storefront shows it: the picture is a file of our library. */
export const InstagramMediaSchema = Type.Object({
  _id: Type.String(),
  file: Type.String(),
  caption: Type.String(),
  permalink: Type.String(),
  timestamp: Type.String({ format: 'date-time' }),
});
export type InstagramMedia = Static<typeof InstagramMediaSchema>;

export const InstagramMediaListSchema = Type.Object({
  items: Type.Array(InstagramMediaSchema),
  total: Type.Integer(),
  refreshed: NullableString({ format: 'date-time' }),
});
export type InstagramMediaList = Static<typeof InstagramMediaListSchema>;

import { createHash, randomBytes } from 'node:crypto';
import { shopProductPath } from '@gartenwerk/domain';
import type {
  FacebookSettings,
  FacebookStatus,
  InstagramMediaList,
  SocialFbConfig,
  SocialShare,
  SocialShareCreate,
  SocialShareList,
} from '@gartenwerk/domain/schemas';
import { and, asc, count, desc, eq, gt, lt, notInArray } from 'drizzle-orm';
import type { Database } from '../../core/db';
import { AppError } from '../../core/errors';
import type { CurrentUser } from '../../core/guard';
import type { Jobs } from '../../core/jobs';
import { text } from '../../core/texts';
import { getConfig, updateConfig } from '../config/service';
import { decryptSecret, encryptSecret } from '../config/secret';
import { getEntry } from '../entry/service';
import type { FileLibrary } from '../file/library';
import { storeFileBytes } from '../file/service';
import { NEWS_ROUTE } from '../seo/service';
import { getProduct } from '../shop-product/service';
import type { GraphClient } from './graph';
import { instagramMedia, socialAccounts, socialOauthStates, socialShares, type StoredPage } from './table';

/** The site component the social media screens and the Instagram block belong to. */
export const SOCIAL_COMPONENT = 'social';
const ACCOUNT_ID = 'facebook';
/** How long a login may take between the dialog and the callback. */
export const OAUTH_STATE_MS = 10 * 60 * 1000;

/** What the social area needs besides the database. */
export interface SocialContext {
  db: Database;
  graph: GraphClient;
  /** The configuration's secret key (AES-256-GCM), the mailboxes' too. */
  key: () => Buffer;
  /** Origin of the links shared and of the OAuth callback. */
  publicUrl: string;
}

const refuse = (code: string, status: number, key: Parameters<typeof text>[0]) =>
  new AppError(code, status, text(key));

/** components.social.fb, read defensively: the configuration keeps it as a free-form object. */
export async function fbConfig(db: Database): Promise<Required<SocialFbConfig>> {
  const fb = (await getConfig(db)).components.social.fb as SocialFbConfig;
  return {
    enabled: fb.enabled === true,
    instagram: fb.instagram === true,
    app_id: typeof fb.app_id === 'string' ? fb.app_id : '',
  };
}

async function account(db: Database) {
  const [row] = await db.select().from(socialAccounts).where(eq(socialAccounts.id, ACCOUNT_ID));
  return row;
}

export const callbackUrl = (publicUrl: string) => `${publicUrl}/api/v0/social/facebook/callback`;

export async function getFacebookStatus(db: Database): Promise<FacebookStatus> {
  const fb = await fbConfig(db);
  const row = await account(db);
  const pages = row?.pages ?? [];
  const page = pages.find((candidate) => candidate.id === row?.pageId) ?? null;
  return {
    ...fb,
    app_secret_set: Boolean(row?.appSecretEnc),
    connected: page !== null,
    page: page && { id: page.id, name: page.name },
    pages: pages.map(({ id, name }) => ({ id, name })),
    instagram_user_id: page?.instagram_id ?? null,
    connected_by: row?.connectedBy ?? null,
    connected_at: row?.connectedAt?.toISOString() ?? null,
  };
}

/** Saves the app (its secret sealed) and the switches of components.social.fb. */
export async function saveFacebookSettings(
  context: SocialContext,
  input: FacebookSettings,
): Promise<FacebookStatus> {
  const { db, key } = context;
  const config = await getConfig(db);
  const components = config.components;
  await updateConfig(db, {
    components: {
      ...components,
      social: {
        ...components.social,
        fb: {
          ...components.social.fb,
          enabled: input.enabled,
          instagram: input.instagram,
          app_id: input.app_id,
        },
      },
    },
  });
  if (input.app_secret) {
    const appSecretEnc = encryptSecret(key(), input.app_secret);
    await db
      .insert(socialAccounts)
      .values({ id: ACCOUNT_ID, appSecretEnc })
      .onConflictDoUpdate({ target: socialAccounts.id, set: { appSecretEnc } });
  }
  return getFacebookStatus(db);
}

const hashState = (state: string) => createHash('sha256').update(state).digest('hex');

/** Starts the login: a fresh state (CSRF) remembered for this user, and the dialog's address. */
export async function startFacebookLogin(context: SocialContext, user: CurrentUser, now = new Date()) {
  const { db } = context;
  const fb = await fbConfig(db);
  const row = await account(db);
  if (!fb.app_id || !row?.appSecretEnc) throw refuse('SOCIAL_NO_APP', 400, 'errors:social.noApp');
  const state = randomBytes(24).toString('base64url');
  await db
    .delete(socialOauthStates)
    .where(lt(socialOauthStates.created, new Date(now.getTime() - OAUTH_STATE_MS)));
  await db.insert(socialOauthStates).values({ stateHash: hashState(state), user: user._id, created: now });
  return { url: context.graph.dialog(fb.app_id, callbackUrl(context.publicUrl), state) };
}

/**
 * The dialog's redirect: the state must be one this user started, not used and not expired; the code
 * becomes a long-lived user token, whose pages' tokens are stored sealed (the first page is chosen).
 */
export async function finishFacebookLogin(
  context: SocialContext,
  user: CurrentUser,
  input: { code?: string; state?: string; error_message?: string },
  now = new Date(),
): Promise<FacebookStatus> {
  const { db, graph, key } = context;
  const stateHash = hashState(input.state ?? '');
  const [state] = await db
    .delete(socialOauthStates)
    .where(
      and(
        eq(socialOauthStates.stateHash, stateHash),
        eq(socialOauthStates.user, user._id),
        gt(socialOauthStates.created, new Date(now.getTime() - OAUTH_STATE_MS)),
      ),
    )
    .returning();
  if (!state || !input.state) throw refuse('SOCIAL_STATE', 400, 'errors:social.stateMismatch');
  if (!input.code)
    throw new AppError(
      'GRAPH_ERROR',
      400,
      text('errors:social.graph', { message: input.error_message ?? '—' }),
    );
  const fb = await fbConfig(db);
  const row = await account(db);
  if (!fb.app_id || !row?.appSecretEnc) throw refuse('SOCIAL_NO_APP', 400, 'errors:social.noApp');
  const app = { id: fb.app_id, secret: decryptSecret(key(), row.appSecretEnc) };
  const userToken = await graph.userToken(app, input.code, callbackUrl(context.publicUrl));
  const pages = await graph.pages(userToken);
  if (pages.length === 0) throw refuse('SOCIAL_NO_PAGES', 400, 'errors:social.noPages');
  const stored: StoredPage[] = pages.map((page) => ({
    id: page.id,
    name: page.name,
    token_enc: encryptSecret(key(), page.access_token),
    instagram_id: page.instagram_business_account?.id ?? null,
  }));
  const keep = stored.find((page) => page.id === row.pageId) ?? stored[0]!;
  await db
    .update(socialAccounts)
    .set({ pages: stored, pageId: keep.id, connectedBy: user.name || user.handle, connectedAt: now })
    .where(eq(socialAccounts.id, ACCOUNT_ID));
  return getFacebookStatus(db);
}

export async function chooseFacebookPage(db: Database, pageId: string): Promise<FacebookStatus> {
  const row = await account(db);
  if (!row?.pages.some((page) => page.id === pageId))
    throw refuse('SOCIAL_UNKNOWN_PAGE', 400, 'errors:social.unknownPage');
  await db.update(socialAccounts).set({ pageId }).where(eq(socialAccounts.id, ACCOUNT_ID));
  return getFacebookStatus(db);
}

/** Forgets the pages and their tokens (the app stays). */
export async function disconnectFacebook(db: Database): Promise<FacebookStatus> {
  await db
    .update(socialAccounts)
    .set({ pages: [], pageId: null, connectedBy: null, connectedAt: null })
    .where(eq(socialAccounts.id, ACCOUNT_ID));
  return getFacebookStatus(db);
}

/** The connected page with its token opened. */
async function connectedPage(context: SocialContext) {
  const row = await account(context.db);
  const page = row?.pages.find((candidate) => candidate.id === row.pageId);
  if (!page) throw refuse('SOCIAL_NOT_CONNECTED', 409, 'errors:social.notConnected');
  return { ...page, token: decryptSecret(context.key(), page.token_enc) };
}

/** The title and public address of what is shared; only what visitors can see. */
async function shareable(context: SocialContext, input: SocialShareCreate) {
  const { db, publicUrl } = context;
  const notPublic = () => refuse('SOCIAL_NOT_PUBLIC', 400, 'errors:social.notPublic');
  if (input.kind === 'entry') {
    const entry = await getEntry(db, input.id, { includeUnpublished: true });
    if (!entry.published) throw notPublic();
    const path =
      entry.type === 'news' && entry.route === NEWS_ROUTE
        ? `${NEWS_ROUTE}/${entry.slug || entry._id}`
        : (entry.route ?? `${NEWS_ROUTE}/${entry.slug || entry._id}`);
    return { title: entry.title, link: `${publicUrl}${encodeURI(path)}` };
  }
  const product = await getProduct(db, input.id, { includeOffline: true });
  if (product.offline) throw notPublic();
  return { title: product.title, link: `${publicUrl}${encodeURI(shopProductPath(product.slug, null))}` };
}

/** Posts a news entry or product to the page and records the share, failed ones too. */
export async function shareToFacebook(
  context: SocialContext,
  user: CurrentUser,
  input: SocialShareCreate,
): Promise<SocialShare> {
  const { db } = context;
  if (!(await fbConfig(db)).enabled) throw refuse('SOCIAL_FB_OFF', 409, 'errors:social.fbOff');
  const page = await connectedPage(context);
  const { title, link } = await shareable(context, input);
  const message = input.message?.trim() || title;
  const record = {
    kind: input.kind,
    item: input.id,
    title,
    link,
    message,
    by: user._id,
    byName: user.name || user.handle,
  };
  try {
    const postId = await context.graph.publish(page.id, page.token, { message, link });
    const [row] = await db
      .insert(socialShares)
      .values({ ...record, postId, result: 'ok' })
      .returning();
    return toShare(row!);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    await db.insert(socialShares).values({ ...record, result: 'failed', error: error.message });
    throw error;
  }
}

function toShare(row: typeof socialShares.$inferSelect): SocialShare {
  return {
    _id: row.id,
    kind: row.kind as SocialShare['kind'],
    item: row.item,
    title: row.title,
    link: row.link,
    message: row.message,
    post_id: row.postId,
    result: row.result as SocialShare['result'],
    error: row.error,
    by: row.by,
    by_name: row.byName,
    created: row.created.toISOString(),
  };
}

export async function listShares(
  db: Database,
  query: { item?: string; limit?: number; skip?: number },
): Promise<SocialShareList> {
  const where = query.item ? eq(socialShares.item, query.item) : undefined;
  const rows = await db
    .select()
    .from(socialShares)
    .where(where)
    .orderBy(desc(socialShares.created), desc(socialShares.id))
    .limit(query.limit ?? 50)
    .offset(query.skip ?? 0);
  const [total] = await db.select({ value: count() }).from(socialShares).where(where);
  return { items: rows.map(toShare), total: total?.value ?? 0 };
}

/** Whether the Instagram feed block is on: the component, the switch and a connected page with an account. */
export async function instagramOn(db: Database): Promise<boolean> {
  return (await fbConfig(db)).instagram;
}

/**
 * Reads the account's recent posts and copies their pictures into the file library (tag
 * `instagram`); what is no longer among them leaves the cache (its file stays in the library).
 */
export async function refreshInstagram(
  context: SocialContext,
  library: FileLibrary & { jobs: Jobs },
  now = new Date(),
): Promise<InstagramMediaList> {
  const { db, graph } = context;
  const page = await connectedPage(context);
  if (!page.instagram_id) throw refuse('SOCIAL_NO_INSTAGRAM', 409, 'errors:social.noInstagram');
  const media = (await graph.media(page.instagram_id, page.token)).filter(
    (item) => item.media_type !== 'VIDEO' || item.thumbnail_url,
  );
  const kept: string[] = [];
  for (const [position, item] of media.entries()) {
    const picture = item.media_type === 'VIDEO' ? item.thumbnail_url : item.media_url;
    if (!picture) continue;
    const file = await storeFileBytes(db, library, library.jobs, {
      name: `instagram-${item.id}.jpg`,
      bytes: await graph.bytes(picture),
      tags: ['instagram'],
    });
    const values = {
      file,
      caption: (item.caption ?? '').slice(0, 2200),
      permalink: item.permalink,
      timestamp: new Date(item.timestamp),
      position,
      fetched: now,
    };
    await db
      .insert(instagramMedia)
      .values({ id: item.id, ...values })
      .onConflictDoUpdate({ target: instagramMedia.id, set: values });
    kept.push(item.id);
  }
  await db.delete(instagramMedia).where(kept.length > 0 ? notInArray(instagramMedia.id, kept) : undefined);
  return listInstagramMedia(db);
}

export async function listInstagramMedia(db: Database): Promise<InstagramMediaList> {
  const rows = await db.select().from(instagramMedia).orderBy(asc(instagramMedia.position));
  const refreshed = rows.reduce<Date | null>(
    (latest, row) => (latest && latest > row.fetched ? latest : row.fetched),
    null,
  );
  return {
    items: rows.map((row) => ({
      _id: row.id,
      file: row.file,
      caption: row.caption,
      permalink: row.permalink,
      timestamp: row.timestamp.toISOString(),
    })),
    total: rows.length,
    refreshed: refreshed?.toISOString() ?? null,
  };
}

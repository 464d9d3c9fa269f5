import { isValidEmail, type Language } from '@gartenwerk/domain';
import {
  NewsletterRecommendCreateSchema,
  NewsletterRecommendQuerySchema,
  NewsletterRecommendSchema,
  ListSchema,
  type NewsletterRecommend,
  type NewsletterRecommendCreate,
  type NewsletterRecommendQuery,
} from '@gartenwerk/domain/schemas';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { desc, eq } from 'drizzle-orm';
import { browse, containsText, type BrowseSpec } from '../../core/browse';
import type { Database } from '../../core/db';
import { AppError, notFound } from '../../core/errors';
import { requireRole } from '../../core/guard';
import { requestLanguage, text } from '../../core/texts';
import { normalizeHandle } from '../auth/account';
import type { Mailer } from '../mail/service';
import { checkCaptcha } from '../message/captcha';
import { truncateIp } from './consent';
import { isArchivedSending } from './sendings';
import { newsletterRecommendations, type NewsletterRecommendationRow } from './table';

/** The public pages a recommendation links to. */
export const webviewPath = (sendingId: string) => `/newsletter/webview/${sendingId}`;
export const SUBSCRIBE_PATH = '/newsletter/subscribe';

/** An address shortened to its first letter and domain (e***@beispiel.test). */
export function shortenAddress(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

function toRecommend(row: NewsletterRecommendationRow): NewsletterRecommend {
  return {
    _id: row.id,
    sending: row.sendingId,
    name: row.name,
    recipient: row.recipient,
    ip: row.ip,
    language: row.language,
    created: row.created.toISOString(),
  };
}

/**
 * Forwards a sending to a friend: one mail with the web-view and the subscribe link. The friend is
 * not subscribed and the address is kept shortened only. The captcha is checked after the fields,
 * so that a visitor correcting the address keeps the task.
 */
export async function recommendNewsletter(
  db: Database,
  mailer: Mailer,
  input: NewsletterRecommendCreate & { ip: string; language: Language },
): Promise<NewsletterRecommend> {
  if (!(await isArchivedSending(db, input.sending)))
    throw notFound(text('newsletter:recommend.sendingUnknown'));
  const recipient = normalizeHandle(input.recipient);
  if (!isValidEmail(recipient)) throw new AppError('VALIDATION', 400, text('newsletter:emailInvalid'));
  if (!(await checkCaptcha(db, input.captcha_id, input.captcha_answer)))
    throw new AppError('CAPTCHA_WRONG', 400, text('newsletter:recommend.captchaWrong'));
  const name = input.name.trim();
  await mailer.sendMail({
    to: recipient,
    template: 'newsletterRecommend',
    language: input.language,
    values: {
      link: SUBSCRIBE_PATH,
      sender: name,
      webview: `${mailer.settings.publicUrl}${webviewPath(input.sending)}`,
    },
  });
  const [row] = await db
    .insert(newsletterRecommendations)
    .values({
      sendingId: input.sending,
      name,
      recipient: shortenAddress(recipient),
      ip: truncateIp(input.ip),
      language: input.language,
    })
    .returning();
  return toRecommend(row!);
}

const RECOMMEND_BROWSE: BrowseSpec<'created'> = {
  table: newsletterRecommendations,
  id: newsletterRecommendations.id,
  sortable: { created: newsletterRecommendations.created },
  defaultOrder: [desc(newsletterRecommendations.created), desc(newsletterRecommendations.id)],
  search: (words) => containsText(words, [newsletterRecommendations.name]),
  defaultLimit: 100,
};

export function listRecommendations(db: Database, query: NewsletterRecommendQuery) {
  return browse(
    db,
    RECOMMEND_BROWSE,
    query,
    [query.sending ? eq(newsletterRecommendations.sendingId, query.sending) : undefined],
    toRecommend,
  );
}

export async function deleteRecommendation(db: Database, id: string): Promise<NewsletterRecommend> {
  const [row] = await db
    .delete(newsletterRecommendations)
    .where(eq(newsletterRecommendations.id, id))
    .returning();
  if (!row) throw notFound('newsletter recommendation not found');
  return toRecommend(row);
}

export interface RecommendOptions {
  /** Recommendations per client address and hour (default 5). */
  recommendLimit?: number;
}

/** /api/v0/newsletter_recommend/: anyone forwards (captcha, rate-limited); admins read and remove. */
export const newsletterRecommendRoutes: FastifyPluginAsyncTypebox<RecommendOptions> = async (
  app,
  options,
) => {
  const tags = ['newsletter'];
  const admins = requireRole('admin', 'system');
  app.get(
    '/newsletter_recommend/',
    {
      preHandler: admins,
      schema: {
        tags,
        summary: 'Recommendations, the newest first (admin, system)',
        querystring: NewsletterRecommendQuerySchema,
        response: { 200: ListSchema(NewsletterRecommendSchema) },
      },
    },
    async (request) => listRecommendations(app.db, request.query),
  );
  app.post(
    '/newsletter_recommend/',
    {
      config: { rateLimit: { max: options.recommendLimit ?? 5, timeWindow: 60 * 60_000 } },
      schema: {
        tags,
        summary:
          'Forwards a sent newsletter to a friend: one mail with the web-view and subscribe links, never a subscription (anyone, with captcha)',
        body: NewsletterRecommendCreateSchema,
        response: { 201: NewsletterRecommendSchema },
      },
    },
    async (request, reply) => {
      const language = request.body.language ?? requestLanguage(request);
      const done = await recommendNewsletter(app.db, app.mailer, {
        ...request.body,
        ip: request.ip,
        language,
      });
      return reply.status(201).send(done);
    },
  );
  app.delete(
    '/newsletter_recommend/:id',
    {
      preHandler: admins,
      schema: {
        tags,
        summary: 'Removes a recommendation (admin, system)',
        params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) }),
        response: { 200: NewsletterRecommendSchema },
      },
    },
    async (request) => deleteRecommendation(app.db, request.params.id),
  );
};

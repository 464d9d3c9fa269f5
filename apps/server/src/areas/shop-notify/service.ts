import { isSellable, isValidEmail, type Language } from '@gartenwerk/domain';
import type { NotifyState } from '@gartenwerk/domain/schemas';
import { and, asc, count, eq, inArray, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { shopNow } from '../../core/clock';
import type { Database } from '../../core/db';
import { AppError, notFound } from '../../core/errors';
import type { Jobs } from '../../core/jobs';
import { text } from '../../core/texts';
import { hashToken, newToken, normalizeHandle } from '../auth/account';
import type { Mailer, MailMessage } from '../mail/service';
import { findProduct, productRowsByIds } from '../shop-product/service';
import { toProduct } from '../shop-product/to-product';
import { withAvailability } from '../shop-product/availability';
import { availableStock } from '../shop-stock/service';
import { shopNotifyRequests, type ShopNotifyRequestRow } from './table';

/** How long a confirmation link works. */
export const NOTIFY_CONFIRM_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
/** A request (and its address) is deleted this many months after it was made. */
export const NOTIFY_KEEP_MONTHS = 12;

/** The job that mails a product's waiting addresses, one throttled batch per run. */
export const NOTIFY_SEND_JOB = 'shop-notify-send';
/**
 * The daily job (just after midnight in Vienna) that deletes requests older than NOTIFY_KEEP_MONTHS
 * and mails those whose product's season began that day.
 */
export const NOTIFY_CLEANUP_JOB = 'shop-notify-cleanup';

/** How fast the mails go: `perMinute`, in batches of the share of `windowSeconds`. */
export interface NotifyPace {
  perMinute: number;
  windowSeconds: number;
}
export const DEFAULT_NOTIFY_PACE: NotifyPace = { perMinute: 60, windowSeconds: 10 };

/** The storefront's pages of the mails' links. */
export const notifyConfirmPath = (token: string) => `/notify/confirm/${token}`;
export const notifyCancelPath = (token: string) => `/notify/cancel/${token}`;
export const notifyCancelApiPath = (token: string) => `/api/v0/shop/notify/cancel/${token}`;
export const productPagePath = (product: { slug?: string | null; _id: string }) =>
  `/p/${product.slug || product._id}`;

const TOKEN_INVALID = () => new AppError('TOKEN_EXPIRED', 400, text('errors:notify.tokenInvalid'));
const CANCEL_INVALID = () => new AppError('NOT_FOUND', 404, text('errors:notify.cancelInvalid'));

const asLanguage = (language: string): Language => (language === 'en' ? 'en' : 'de');

/** The product as the mails name it, with its page. */
async function productFacts(db: Database, productId: string, language: Language) {
  const row = await findProduct(db, productId, { includeOffline: true });
  if (!row) return undefined;
  const product = toProduct(row);
  const title = (language === 'en' && product.name_en) || product.title;
  return { product, title, path: productPagePath(product) };
}

/**
 * Whether a product can be bought now: sellable by its own fields (price, online, available), in its
 * season (a pre-order counts) and, when its stock is kept, with something in stock of it or one of
 * its variants.
 */
export async function isProductSellable(db: Database, productId: string, now = shopNow()): Promise<boolean> {
  const [row] = await productRowsByIds(db, [productId]);
  if (!row) return false;
  const product = toProduct(row);
  if (!isSellable(product)) return false;
  const [seasoned] = await withAvailability(db, [product], now);
  if (seasoned!.availability.state === 'not_orderable') return false;
  const levels = await availableStock(db, [productId]);
  if (levels.size === 0) return true;
  return [...levels.values()].some((quantity) => quantity > 0);
}

export interface NotifyInput {
  product: string;
  email: string;
  language: Language;
}

/**
 * Records a request for a product that cannot be bought now and mails its confirmation link (double
 * opt-in; the mail carries no advertising). Asking again for the same product sends a new link; one
 * already confirmed and waiting is answered as it stands.
 */
export async function requestNotify(
  db: Database,
  mailer: Mailer,
  input: NotifyInput,
  now = new Date(),
): Promise<NotifyState> {
  const email = normalizeHandle(input.email);
  if (!isValidEmail(email)) throw new AppError('VALIDATION', 400, text('errors:notify.emailInvalid'));
  const facts = await productFacts(db, input.product, input.language);
  if (!facts || facts.product.offline) throw notFound('product not found');
  if (await isProductSellable(db, input.product))
    throw new AppError('PRODUCT_AVAILABLE', 409, text('errors:notify.available'));
  const token = newToken();
  const row = await db.transaction(async (tx) => {
    await tx
      .insert(shopNotifyRequests)
      .values({
        productId: input.product,
        email,
        language: input.language,
        confirmExpires: new Date(now.getTime() + NOTIFY_CONFIRM_DAYS * DAY_MS),
        cancelToken: newToken(),
        created: now,
      })
      .onConflictDoNothing({ target: [shopNotifyRequests.productId, shopNotifyRequests.email] });
    const [current] = await tx
      .select()
      .from(shopNotifyRequests)
      .where(and(eq(shopNotifyRequests.productId, input.product), eq(shopNotifyRequests.email, email)))
      .for('update');
    if (!current) throw new Error('notify request was not stored');
    if (current.status === 'confirmed') return undefined;
    // A new request: asked again after a mail or a cancellation, or a new link for an unconfirmed one.
    const [renewed] = await tx
      .update(shopNotifyRequests)
      .set({
        status: 'unconfirmed',
        language: input.language,
        confirmTokenHash: hashToken(token),
        confirmExpires: new Date(now.getTime() + NOTIFY_CONFIRM_DAYS * DAY_MS),
        created: now,
        confirmed: null,
        sent: null,
        cancelled: null,
      })
      .where(eq(shopNotifyRequests.id, current.id))
      .returning();
    return renewed;
  });
  const shown = { title: facts.title, path: facts.path };
  if (!row) return { product: input.product, email, status: 'confirmed', ...shown };
  const language = asLanguage(row.language);
  const localized = language === input.language ? facts : await productFacts(db, input.product, language);
  await mailer.sendMail({
    to: email,
    template: 'notifyConfirm',
    language,
    values: {
      link: notifyConfirmPath(token),
      title: localized?.title ?? facts.title,
      days: NOTIFY_CONFIRM_DAYS,
    },
  });
  return { product: input.product, email, status: 'unconfirmed', ...shown };
}

/**
 * Confirms a request by its link. A link clicked again answers the same; an expired, replaced or
 * unknown one is refused. When the product can be bought already, the mail is queued at once.
 */
export async function confirmNotify(db: Database, token: string, now = new Date()): Promise<NotifyState> {
  const [row] = await db
    .select()
    .from(shopNotifyRequests)
    .where(eq(shopNotifyRequests.confirmTokenHash, hashToken(token)))
    .limit(1);
  if (!row) throw TOKEN_INVALID();
  if (row.status === 'unconfirmed' && row.confirmExpires <= now) throw TOKEN_INVALID();
  let status = row.status as NotifyState['status'];
  if (status === 'unconfirmed') {
    await db
      .update(shopNotifyRequests)
      .set({ status: 'confirmed', confirmed: now })
      .where(and(eq(shopNotifyRequests.id, row.id), eq(shopNotifyRequests.status, 'unconfirmed')));
    status = 'confirmed';
  }
  const facts = await productFacts(db, row.productId, asLanguage(row.language));
  return {
    product: row.productId,
    email: row.email,
    status,
    title: facts?.title ?? null,
    path: facts?.path ?? null,
  };
}

/** The mail's cancel link: the request and its address are deleted at once. */
export async function cancelNotify(db: Database, token: string): Promise<NotifyState> {
  const [removed] = await db
    .delete(shopNotifyRequests)
    .where(eq(shopNotifyRequests.cancelToken, token))
    .returning();
  if (!removed) throw CANCEL_INVALID();
  return { product: removed.productId, email: removed.email, status: 'cancelled', title: null, path: null };
}

/** The products somebody waits for (a confirmed request not yet mailed). */
export async function waitedForProducts(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ product: shopNotifyRequests.productId })
    .from(shopNotifyRequests)
    .where(eq(shopNotifyRequests.status, 'confirmed'));
  return rows.map((row) => row.product);
}

/** Deletes every request made more than NOTIFY_KEEP_MONTHS months before `now`; answers how many went. */
export async function removeOldNotifyRequests(db: Database, now = new Date()): Promise<number> {
  const limit = new Date(now);
  limit.setUTCMonth(limit.getUTCMonth() - NOTIFY_KEEP_MONTHS);
  const removed = await db
    .delete(shopNotifyRequests)
    .where(lt(shopNotifyRequests.created, limit))
    .returning({ id: shopNotifyRequests.id });
  return removed.length;
}

/** The number of people waiting for the product of `productId`, as a value the product list sorts by. */
export const waitingSort = (productId: AnyColumn): SQL =>
  sql`(select count(*) from ${shopNotifyRequests} where ${shopNotifyRequests.productId} = ${productId} and ${shopNotifyRequests.status} = 'confirmed')`;

/** How many confirmed requests wait per product (products nobody waits for are absent). */
export async function waitingCounts(
  db: Database,
  productIds?: readonly string[],
): Promise<Array<{ product: string; waiting: number }>> {
  const rows = await db
    .select({ product: shopNotifyRequests.productId, waiting: count() })
    .from(shopNotifyRequests)
    .where(
      and(
        eq(shopNotifyRequests.status, 'confirmed'),
        productIds ? inArray(shopNotifyRequests.productId, [...productIds]) : undefined,
      ),
    )
    .groupBy(shopNotifyRequests.productId);
  return rows.map((row) => ({ product: row.product, waiting: Number(row.waiting) }));
}

export interface NotifySender {
  db: Database;
  jobs: Jobs;
  mailer: Mailer;
  pace?: NotifyPace;
}

/**
 * A product may be sellable again (its stock raised by hand, by a CSV import or by a goods receipt;
 * later the start of its season): when it is and somebody waits for it, its mails are queued. Safe to
 * call any number of times, at once too: one job per product waits at a time, and each address is
 * claimed once (see sendNotifyBatch).
 */
export async function notifyProductSellable(
  sender: Pick<NotifySender, 'db' | 'jobs'>,
  productId: string,
): Promise<boolean> {
  const [waiting] = await sender.db
    .select({ id: shopNotifyRequests.id })
    .from(shopNotifyRequests)
    .where(and(eq(shopNotifyRequests.productId, productId), eq(shopNotifyRequests.status, 'confirmed')))
    .limit(1);
  if (!waiting) return false;
  if (!(await isProductSellable(sender.db, productId))) return false;
  await sender.jobs.send(NOTIFY_SEND_JOB, { product: productId }, { singletonKey: productId });
  return true;
}

/** The mail telling one address that its product is back, with the product's link and the cancel link. */
async function availableMail(
  mailer: Mailer,
  row: ShopNotifyRequestRow,
  facts: { title: string; path: string },
): Promise<MailMessage> {
  const cancel = `${mailer.settings.publicUrl}${notifyCancelPath(row.cancelToken)}`;
  return {
    to: row.email,
    template: 'notifyAvailable',
    language: asLanguage(row.language),
    values: { link: facts.path, title: facts.title, cancel },
    headers: {
      'List-Unsubscribe': `<${mailer.settings.publicUrl}${notifyCancelApiPath(row.cancelToken)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/**
 * One run of a product's job: mails up to a batch of its confirmed requests and closes each one
 * (`sent`), then queues the next batch for the end of the window while any wait. On PostgreSQL each
 * request is claimed in a transaction that locks its row (other processes skip it), marks it sent and
 * writes the outbox row as sent before the SMTP server is asked: a process killed before the commit
 * leaves it confirmed and the mail unrecorded, so a retry mails it once. Embedded (one process) the
 * claim is a conditional update and the mail follows it. A product that cannot be bought any more
 * keeps its requests waiting.
 */
export async function sendNotifyBatch(sender: NotifySender, productId: string): Promise<number> {
  const { db, jobs, mailer } = sender;
  const pace = sender.pace ?? DEFAULT_NOTIFY_PACE;
  const started = jobs.now();
  if (!(await isProductSellable(db, productId))) return 0;
  const size = Math.max(1, Math.round((pace.perMinute * pace.windowSeconds) / 60));
  const waiting = await db
    .select()
    .from(shopNotifyRequests)
    .where(and(eq(shopNotifyRequests.productId, productId), eq(shopNotifyRequests.status, 'confirmed')))
    .orderBy(asc(shopNotifyRequests.confirmed), asc(shopNotifyRequests.id))
    .limit(size);
  const facts = new Map<Language, { title: string; path: string }>();
  const factsIn = async (language: Language) => {
    if (!facts.has(language)) {
      const found = await productFacts(db, productId, language);
      if (found) facts.set(language, found);
    }
    return facts.get(language);
  };
  let sent = 0;
  for (const request of waiting) {
    const product = await factsIn(asLanguage(request.language));
    if (!product) return sent;
    const claim = (tx: Database) =>
      tx
        .update(shopNotifyRequests)
        .set({ status: 'sent', sent: jobs.now() })
        .where(and(eq(shopNotifyRequests.id, request.id), eq(shopNotifyRequests.status, 'confirmed')))
        .returning();
    const message = await availableMail(mailer, request, product);
    if (jobs.mode === 'embedded') {
      const [claimed] = await claim(db);
      if (!claimed) continue;
      await mailer.sendMail(message);
      sent++;
      continue;
    }
    const mailed = await db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ id: shopNotifyRequests.id })
        .from(shopNotifyRequests)
        .where(and(eq(shopNotifyRequests.id, request.id), eq(shopNotifyRequests.status, 'confirmed')))
        .for('update', { skipLocked: true });
      if (!locked) return false;
      const [claimed] = await claim(tx);
      if (!claimed) return false;
      const entry = await mailer.sendMailClaimed(message, tx);
      // Not taken by the SMTP server: the claim rolls back and the job tries again later.
      if (entry.error) throw new Error(`notify mail to ${request.email} failed: ${entry.error}`);
      return true;
    });
    if (mailed) sent++;
  }
  const [left] = await db
    .select({ total: count() })
    .from(shopNotifyRequests)
    .where(and(eq(shopNotifyRequests.productId, productId), eq(shopNotifyRequests.status, 'confirmed')));
  if (Number(left?.total ?? 0) > 0)
    await jobs.send(
      NOTIFY_SEND_JOB,
      { product: productId },
      { singletonKey: productId, startAfter: new Date(started.getTime() + pace.windowSeconds * 1000) },
    );
  return sent;
}

/** The confirmed requests of a product that wait: for tests and the admin's figures. */
export const countWaiting = async (db: Database, productId: string) =>
  (await waitingCounts(db, [productId]))[0]?.waiting ?? 0;

export const notifyRequestsOf = (db: Database, productId: string) =>
  db
    .select()
    .from(shopNotifyRequests)
    .where(eq(shopNotifyRequests.productId, productId))
    .orderBy(asc(shopNotifyRequests.email));

import { formatDate, formatTime, isValidEmail, type Language } from '@gartenwerk/domain';
import type { NewsletterForm, NewsletterState } from '@gartenwerk/domain/schemas';
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { isIP } from 'node:net';
import type { Database } from '../../core/db';
import { AppError } from '../../core/errors';
import { text } from '../../core/texts';
import { hashToken, newToken, normalizeHandle } from '../auth/account';
import { setSubscribedLists } from '../auth/newsletter-lists';
import { createI18n } from '@gartenwerk/i18n';
import { newsletterFrom, newsletterSettings } from './settings';
import type { Mailer } from '../mail/service';
import {
  newsletterConsents,
  newsletterLists,
  newsletterSubscribers,
  type NewsletterSubscriberRow,
} from './table';

/** How long a confirmation link works; an unconfirmed subscription is removed after it. */
export const NEWSLETTER_CONFIRM_DAYS = 7;
const CONFIRM_MS = NEWSLETTER_CONFIRM_DAYS * 24 * 60 * 60 * 1000;

/** The public addresses of the double opt-in pages (the spec's /newsletter/verify/:token?). */
export const verifyPath = (token: string) => `/newsletter/verify/${token}`;
export const unsubscribePath = (token: string) => `/newsletter/unsubscribe/${token}`;
/** The RFC 8058 one-click address a mail client posts `List-Unsubscribe=One-Click` to. */
export const unsubscribeApiPath = (token: string) => `/api/v0/newsletter/unsubscribe/${token}`;

export const DUPLICATE = () => new AppError(11000, 409, text('newsletter:duplicateEmail'));
const TOKEN_EXPIRED = () => new AppError('TOKEN_EXPIRED', 400, text('newsletter:tokenExpired'));
const UNSUBSCRIBE_INVALID = () => new AppError('NOT_FOUND', 404, text('newsletter:unsubscribeInvalid'));

/**
 * The client address as the proof keeps it: IPv4 without its last byte (a.b.c.0), IPv6 with its
 * first 48 bits (a:b:c::), so the consent is traceable to a network, not to a person.
 */
export function truncateIp(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  const address = mapped ? mapped[1]! : ip;
  if (isIP(address) === 4) return address.replace(/\.\d+$/, '.0');
  if (isIP(address) !== 6) return '';
  const [head = '', tail = ''] = address.split('::');
  const headParts = head ? head.split(':') : [];
  const tailParts = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...headParts, ...Array(8 - headParts.length - tailParts.length).fill('0'), ...tailParts]
    : headParts;
  return `${groups
    .slice(0, 3)
    .map((group) => group.replace(/^0+(?=.)/, '').toLowerCase())
    .join(':')}::`;
}

export interface ConsentInput {
  email: string;
  /** The words the person ticked, as shown. */
  text: string;
  form: NewsletterForm;
  ip: string;
  language: Language;
  name?: string;
  /** List ids; undefined: every public list. */
  lists?: string[];
}

/**
 * The ids of the lists a consent is for: the named ones (each must exist, and be public unless an
 * admin enters the address), or every public list; and whether any of them asks for double opt-in.
 */
async function consentLists(
  db: Database,
  lists: string[] | undefined,
  onlyPublic: boolean,
): Promise<{ ids: string[]; doubleOptIn: boolean }> {
  const columns = {
    id: newsletterLists.id,
    public: newsletterLists.public,
    doubleOptIn: newsletterLists.doubleOptIn,
  };
  if (lists === undefined) {
    const rows = await db.select(columns).from(newsletterLists).where(eq(newsletterLists.public, true));
    return {
      ids: rows.map((row) => row.id),
      doubleOptIn: rows.length === 0 || rows.some((row) => row.doubleOptIn),
    };
  }
  const wanted = [...new Set(lists)];
  if (wanted.length === 0) return { ids: [], doubleOptIn: true };
  const rows = await db.select(columns).from(newsletterLists).where(inArray(newsletterLists.id, wanted));
  const known = new Map(rows.filter((row) => row.public || !onlyPublic).map((row) => [row.id, row]));
  const unknown = wanted.find((id) => !known.has(id));
  if (unknown) throw new AppError('VALIDATION', 400, text('newsletter:listUnknown', { list: unknown }));
  return { ids: wanted, doubleOptIn: rows.some((row) => row.doubleOptIn) };
}

/**
 * Records a consent and mails its confirmation link (double opt-in). A new address becomes an
 * unconfirmed subscriber; an unconfirmed one gets a new link (the old ones stop working); one who
 * unsubscribed stays unsubscribed until the new link is clicked; a confirmed one is the spec's
 * duplicate (11000). The confirmation mail carries no advertising. When none of the consent's lists
 * asks for double opt-in, the consent is confirmed at once (its proof is kept all the same) and the
 * welcome mail with the unsubscribe link goes out instead.
 */
export async function subscribe(db: Database, mailer: Mailer, input: ConsentInput): Promise<NewsletterState> {
  const email = normalizeHandle(input.email);
  if (!isValidEmail(email)) throw new AppError('VALIDATION', 400, text('newsletter:emailInvalid'));
  const { ids: lists, doubleOptIn } = await consentLists(
    db,
    input.lists,
    input.form !== 'admin' && input.form !== 'import',
  );
  const token = newToken();
  const now = new Date();

  const subscriber = await db.transaction(async (tx) => {
    await tx
      .insert(newsletterSubscribers)
      .values({
        email,
        name: input.name?.trim() ?? '',
        language: input.language,
        unsubscribeToken: newToken(),
      })
      .onConflictDoNothing({ target: newsletterSubscribers.email });
    const [row] = await tx
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email))
      .for('update');
    if (!row) throw new Error('newsletter subscriber was not stored');
    if (row.status === 'confirmed') throw DUPLICATE();
    // Only the newest link confirms: earlier unconfirmed consents of the address go.
    await tx
      .delete(newsletterConsents)
      .where(and(eq(newsletterConsents.subscriberId, row.id), isNull(newsletterConsents.confirmed)));
    await tx.insert(newsletterConsents).values({
      subscriberId: row.id,
      date: now,
      form: input.form,
      text: input.text,
      ip: truncateIp(input.ip),
      language: input.language,
      lists,
      tokenHash: hashToken(token),
      expires: new Date(now.getTime() + CONFIRM_MS),
      ...(doubleOptIn ? {} : { confirmed: now }),
    });
    if (doubleOptIn) return row;
    const [confirmed] = await tx
      .update(newsletterSubscribers)
      .set({ status: 'confirmed', confirmed: now, unsubscribed: null, lists, language: input.language })
      .where(eq(newsletterSubscribers.id, row.id))
      .returning();
    await setSubscribedLists(tx, email, lists);
    return confirmed ?? row;
  });

  if (!doubleOptIn) {
    await mailWelcome(mailer, subscriber, { text: input.text, date: now, language: input.language }, now);
    return { email, status: 'confirmed', mailed: true };
  }

  await mailConfirmation(db, mailer, {
    email,
    name: subscriber.name,
    language: input.language,
    link: verifyPath(token),
    date: now,
  });
  return { email, status: subscriber.status as NewsletterState['status'], mailed: true };
}

/** Fills `{{email}}`, `{{date}}`, `{{days}}` and `{{name}}` of an operator's text; `{{link}}` stays. */
export function fillPlaceholders(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, key: string) =>
    key !== 'link' && key in values ? values[key]! : whole,
  );
}

/** The double opt-in mail with the words of the newsletter settings, from their sender. */
async function mailConfirmation(
  db: Database,
  mailer: Mailer,
  mail: { email: string; name: string; language: Language; link: string; date: Date },
) {
  const settings = await newsletterSettings(db);
  const words = settings.doi[mail.language === 'en' ? 'en' : 'de'];
  const values = {
    email: mail.email,
    name: mail.name,
    date: `${formatDate(mail.date, mail.language)} ${formatTime(mail.date)}`,
    days: String(NEWSLETTER_CONFIRM_DAYS),
  };
  await mailer.sendWritten({
    to: mail.email,
    template: 'newsletterConfirm',
    subject: fillPlaceholders(words.subject, values),
    text: fillPlaceholders(words.body, values),
    link: mail.link,
    action: createI18n(mail.language).getFixedT(null, 'mail')('newsletterConfirm.action'),
    from: newsletterFrom(settings, mailer.settings.from),
    ...(settings.reply_to ? { replyTo: settings.reply_to } : {}),
  });
}

/**
 * Confirms the consent of a link: the subscriber is confirmed on the consent's lists, the user of
 * the address follows, and a mail with the proof and the unsubscribe link goes out. A link clicked
 * again while the subscription stands answers the same; an expired, replaced or unknown one is refused.
 */
export async function verify(
  db: Database,
  mailer: Mailer,
  token: string,
  now = new Date(),
): Promise<NewsletterState> {
  const [consent] = await db
    .select()
    .from(newsletterConsents)
    .where(eq(newsletterConsents.tokenHash, hashToken(token)))
    .limit(1);
  if (!consent) throw TOKEN_EXPIRED();
  const [current] = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, consent.subscriberId))
    .limit(1);
  if (!current) throw TOKEN_EXPIRED();
  if (consent.confirmed) {
    if (current.status !== 'confirmed') throw TOKEN_EXPIRED();
    return { email: current.email, status: 'confirmed', mailed: false };
  }
  if (consent.expires <= now) throw TOKEN_EXPIRED();

  const subscriber = await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(newsletterConsents)
      .set({ confirmed: now })
      .where(and(eq(newsletterConsents.id, consent.id), isNull(newsletterConsents.confirmed)))
      .returning();
    if (!claimed) return undefined;
    const [row] = await tx
      .update(newsletterSubscribers)
      .set({
        status: 'confirmed',
        confirmed: now,
        unsubscribed: null,
        lists: consent.lists,
        language: consent.language,
      })
      .where(eq(newsletterSubscribers.id, consent.subscriberId))
      .returning();
    if (row) await setSubscribedLists(tx, row.email, row.lists);
    return row;
  });
  // A second click that raced the first: the first one did the work.
  if (!subscriber) return { email: current.email, status: 'confirmed', mailed: false };

  await mailWelcome(mailer, subscriber, consent, now);
  return { email: subscriber.email, status: 'confirmed', mailed: true };
}

/** The mail after a confirmation: the proof of the consent and the one-click unsubscribe link. */
async function mailWelcome(
  mailer: Mailer,
  subscriber: NewsletterSubscriberRow,
  consent: { text: string; date: Date; language: string },
  now: Date,
) {
  const language = (consent.language === 'en' ? 'en' : 'de') as Language;
  const unsubscribe = unsubscribeLink(mailer, subscriber);
  await mailer.sendMail({
    to: subscriber.email,
    template: 'newsletterWelcome',
    language,
    values: {
      link: unsubscribe.path,
      email: subscriber.email,
      consent: consent.text,
      date: `${formatDate(consent.date, language)} ${formatTime(consent.date)}`,
      confirmed: `${formatDate(now, language)} ${formatTime(now)}`,
      ...(subscriber.name ? { name: subscriber.name } : {}),
    },
    headers: unsubscribe.headers,
  });
}

/** The unsubscribe link of a subscriber and the RFC 8058 headers every newsletter mail carries. */
export function unsubscribeLink(
  mailer: Mailer,
  subscriber: Pick<NewsletterSubscriberRow, 'unsubscribeToken'>,
) {
  const path = unsubscribePath(subscriber.unsubscribeToken);
  return {
    path,
    headers: {
      'List-Unsubscribe': `<${mailer.settings.publicUrl}${unsubscribeApiPath(subscriber.unsubscribeToken)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** Marks a subscriber unsubscribed (kept with the date, never mailed again); the user's lists empty. */
export async function unsubscribeSubscriber(
  db: Database,
  id: string,
  now = new Date(),
): Promise<NewsletterSubscriberRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(newsletterSubscribers)
      .set({
        status: 'unsubscribed',
        // The first unsubscription's date stays when the link is clicked again.
        unsubscribed: sql`coalesce(${newsletterSubscribers.unsubscribed}, ${now.toISOString()}::timestamptz)`,
      })
      .where(eq(newsletterSubscribers.id, id))
      .returning();
    if (row) await setSubscribedLists(tx, row.email, []);
    return row;
  });
}

/** The one-click unsubscribe of a mail's link (no login). */
export async function unsubscribe(db: Database, token: string): Promise<NewsletterState> {
  const [row] = await db
    .select({ id: newsletterSubscribers.id })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.unsubscribeToken, token))
    .limit(1);
  if (!row) throw UNSUBSCRIBE_INVALID();
  const done = await unsubscribeSubscriber(db, row.id);
  if (!done) throw UNSUBSCRIBE_INVALID();
  return { email: done.email, status: 'unsubscribed', mailed: false };
}

/**
 * Removes what an unconfirmed sign-up left once its link expired: the consent, and the subscriber
 * when it was never confirmed (one who unsubscribed is kept as unsubscribed). Answers how many
 * subscribers went.
 */
export async function removeExpiredSubscriptions(db: Database, now = new Date()): Promise<number> {
  await db
    .delete(newsletterConsents)
    .where(and(isNull(newsletterConsents.confirmed), lt(newsletterConsents.expires, now)));
  const removed = await db
    .delete(newsletterSubscribers)
    .where(
      and(
        eq(newsletterSubscribers.status, 'unconfirmed'),
        sql`not exists (select 1 from ${newsletterConsents} where ${newsletterConsents.subscriberId} = ${newsletterSubscribers.id})`,
      ),
    )
    .returning({ id: newsletterSubscribers.id });
  return removed.length;
}

import { isValidEmail } from '@gartenwerk/domain';
import type { NewsletterSendTest, NewsletterSendTestResult } from '@gartenwerk/domain/schemas';
import { eq } from 'drizzle-orm';
import type { Database } from '../../core/db';
import { AppError } from '../../core/errors';
import { text } from '../../core/texts';
import { normalizeHandle } from '../auth/account';
import type { Mailer } from '../mail/service';
import { unsubscribeLink } from './consent';
import { personalise, renderTemplate, webviewPath } from './render';
import { assertModules } from './templates';
import { newsletterFrom, newsletterSettings } from './settings';
import { newsletterSubscribers } from './table';

/** What a test mail's links carry for an address that is not a subscriber (its pages say the link is invalid). */
const TEST_TOKEN = 'test';

/**
 * Mails a template (stored, or the editor's unsaved draft; with a sending's own subject when given) to
 * up to 10 addresses as a test: subject prefixed "[Test] ", the footer's links and the List-Unsubscribe headers as a subscriber gets them
 * (the subscriber's own when the address is one, with the name on record), from the newsletter's
 * sender (newsletter/settings); never tracked.
 */
export async function sendTestNewsletter(
  db: Database,
  mailer: Mailer,
  input: NewsletterSendTest,
): Promise<NewsletterSendTestResult> {
  const emails = [...new Set(input.emails.map(normalizeHandle))];
  const invalid = emails.filter((email) => !isValidEmail(email));
  if (invalid.length > 0) {
    throw new AppError(
      'VALIDATION',
      400,
      text('errors:newsletterTemplate.invalidEmails', { emails: invalid.join(', ') }),
    );
  }
  const source = input.template ?? input.draft;
  if (source === undefined) {
    throw new AppError('VALIDATION', 400, text('errors:newsletterTemplate.templateOrDraft'));
  }
  if (typeof source !== 'string') await assertModules(db, source.modules);
  const { publicUrl } = mailer.settings;
  const rendered = {
    ...(await renderTemplate(db, source, { publicUrl, tracking: false })),
    ...(input.subject ? { subject: input.subject } : {}),
  };
  // From and Reply-To as the sending's mails have them.
  const settings = await newsletterSettings(db);
  const envelope = {
    from: newsletterFrom(settings, mailer.settings.from),
    ...(settings.reply_to ? { replyTo: settings.reply_to } : {}),
  };
  for (const email of emails) {
    const [subscriber] = await db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email))
      .limit(1);
    const unsubscribe = unsubscribeLink(mailer, {
      unsubscribeToken: subscriber?.unsubscribeToken ?? TEST_TOKEN,
    });
    const mail = personalise(rendered, {
      name: subscriber?.name ?? '',
      email,
      unsubscribe_url: `${publicUrl}${unsubscribe.path}`,
      webview_url: `${publicUrl}${webviewPath(TEST_TOKEN, subscriber?.id ?? TEST_TOKEN)}`,
    });
    await mailer.sendRendered({
      to: email,
      template: 'newsletterTest',
      subject: `[Test] ${mail.subject}`,
      text: mail.text,
      html: mail.html,
      headers: unsubscribe.headers,
      envelope,
    });
  }
  return { sent: emails.length };
}

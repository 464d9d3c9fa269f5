import {
  defaultNewsletterSettings,
  NEWSLETTER_LINK_PLACEHOLDER,
  type NewsletterSettings,
  type NewsletterSettingsUpdate,
} from '@gartenwerk/domain/schemas';
import { eq } from 'drizzle-orm';
import type { Database } from '../../core/db';
import { AppError } from '../../core/errors';
import { text } from '../../core/texts';
import { newsletterSettings as settingsTable } from './table';

const SETTINGS_ID = 'newsletter';

/** The newsletter's settings as stored, each part not stored yet from the defaults. */
export async function newsletterSettings(db: Database): Promise<NewsletterSettings> {
  const [row] = await db.select().from(settingsTable).where(eq(settingsTable.id, SETTINGS_ID));
  const defaults = defaultNewsletterSettings();
  if (!row) return defaults;
  const stored = row.data as Partial<NewsletterSettings>;
  return {
    ...defaults,
    ...stored,
    doi: {
      de: { ...defaults.doi.de, ...stored.doi?.de },
      en: { ...defaults.doi.en, ...stored.doi?.en },
    },
  };
}

/** Without the link the double opt-in mail could not be confirmed. */
function requireLinkPlaceholder(doi: NewsletterSettings['doi']) {
  for (const language of ['de', 'en'] as const)
    if (!doi[language].body.includes(NEWSLETTER_LINK_PLACEHOLDER))
      throw new AppError(
        'VALIDATION',
        400,
        text('newsletter:doiLinkMissing', { language, placeholder: NEWSLETTER_LINK_PLACEHOLDER }),
      );
}

/** Replaces the parts the update carries. */
export async function updateNewsletterSettings(
  db: Database,
  update: NewsletterSettingsUpdate,
): Promise<NewsletterSettings> {
  if (update.doi) requireLinkPlaceholder(update.doi);
  const next = { ...(await newsletterSettings(db)), ...update };
  await db
    .insert(settingsTable)
    .values({ id: SETTINGS_ID, data: next })
    .onConflictDoUpdate({ target: settingsTable.id, set: { data: next, updated: new Date() } });
  return next;
}

/** The From header of newsletter mails: the sender's name and address, or the server's address. */
export function newsletterFrom(settings: NewsletterSettings, serverFrom: string): string {
  if (!settings.sender_email) return serverFrom;
  const name = settings.sender_name.replace(/["\\]/g, '');
  return name ? `"${name}" <${settings.sender_email}>` : settings.sender_email;
}

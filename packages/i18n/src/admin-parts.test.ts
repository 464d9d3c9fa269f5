import { describe, expect, it } from 'vitest';
import { admin as deAdmin } from './locales/de/admin';
import { admin as enAdmin } from './locales/en/admin';
import { part as de_shell } from './locales/de/admin/shell';
import { part as de_kit } from './locales/de/admin/kit';
import { part as de_overview } from './locales/de/admin/overview';
import { part as de_users } from './locales/de/admin/users';
import { part as de_settings } from './locales/de/admin/settings';
import { part as de_system } from './locales/de/admin/system';
import { part as de_messages } from './locales/de/admin/messages';
import { part as de_newsletter } from './locales/de/admin/newsletter';
import { part as de_shop } from './locales/de/admin/shop';
import { part as de_sports } from './locales/de/admin/sports';
import { part as de_booking } from './locales/de/admin/booking';
import { part as de_bugtracker } from './locales/de/admin/bugtracker';
import { part as de_accounting } from './locales/de/admin/accounting';
import { part as en_shell } from './locales/en/admin/shell';
import { part as en_kit } from './locales/en/admin/kit';
import { part as en_overview } from './locales/en/admin/overview';
import { part as en_users } from './locales/en/admin/users';
import { part as en_settings } from './locales/en/admin/settings';
import { part as en_system } from './locales/en/admin/system';
import { part as en_messages } from './locales/en/admin/messages';
import { part as en_newsletter } from './locales/en/admin/newsletter';
import { part as en_shop } from './locales/en/admin/shop';
import { part as en_sports } from './locales/en/admin/sports';
import { part as en_booking } from './locales/en/admin/booking';
import { part as en_bugtracker } from './locales/en/admin/bugtracker';
import { part as en_accounting } from './locales/en/admin/accounting';

const ADMIN = { de: deAdmin, en: enAdmin } as const;

/** Every part of the namespace as the admin centre loads it (admin/<part>.ts), by language. */
const PARTS: Record<string, Record<string, Record<string, unknown>>> = {
  de: {
    shell: de_shell,
    kit: de_kit,
    overview: de_overview,
    users: de_users,
    settings: de_settings,
    system: de_system,
    messages: de_messages,
    newsletter: de_newsletter,
    shop: de_shop,
    sports: de_sports,
    booking: de_booking,
    bugtracker: de_bugtracker,
    accounting: de_accounting,
  },
  en: {
    shell: en_shell,
    kit: en_kit,
    overview: en_overview,
    users: en_users,
    settings: en_settings,
    system: en_system,
    messages: en_messages,
    newsletter: en_newsletter,
    shop: en_shop,
    sports: en_sports,
    booking: en_booking,
    bugtracker: en_bugtracker,
    accounting: en_accounting,
  },
};
const partsOf = (language: string) =>
  Object.entries(PARTS[language] ?? {}).map(([name, texts]) => ({ name, texts }));

/** i18next's addResourceBundle(…, deep = true) merge, as the browser builds the namespace. */
function deepMerge(target: Record<string, unknown>, source: Record<string, unknown>) {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    if (typeof value === 'object' && value && typeof existing === 'object' && existing)
      deepMerge(existing as Record<string, unknown>, value as Record<string, unknown>);
    else
      target[key] =
        typeof value === 'object' && value ? deepMerge({}, value as Record<string, unknown>) : value;
  }
  return target;
}

describe('the admin namespace', () => {
  // The snapshot was taken from the single admin.ts of each language before its texts were split
  // into parts: the merge of the parts must keep every text under its key.
  it.each(['de', 'en'] as const)('keeps every %s text under its key', (language) => {
    expect(JSON.parse(JSON.stringify(ADMIN[language]))).toMatchSnapshot();
  });

  it.each(['de', 'en'] as const)('is the merge of the %s parts, which share no top-level key', (language) => {
    const parts = partsOf(language);
    expect(parts.map((part) => part.name).sort()).toEqual([
      'accounting',
      'booking',
      'bugtracker',
      'kit',
      'messages',
      'newsletter',
      'overview',
      'settings',
      'shell',
      'shop',
      'sports',
      'system',
      'users',
    ]);
    const keys = parts.flatMap((part) => Object.keys(part.texts));
    expect(new Set(keys).size).toBe(keys.length);
    const merged = parts.reduce((into, part) => deepMerge(into, part.texts), {});
    expect(merged).toStrictEqual(JSON.parse(JSON.stringify(ADMIN[language])));
  });

  it('has the same parts with the same keys in both languages', () => {
    const keysOf = (language: string) =>
      Object.fromEntries(partsOf(language).map((part) => [part.name, Object.keys(part.texts).sort()]));
    expect(keysOf('en')).toEqual(keysOf('de'));
    expect(keysOf('de').shell).toEqual([
      'dashboard',
      'debug',
      'figures',
      'globalSearch',
      'notFound',
      'notificationCentre',
      'pages',
      'screenGroups',
      'screens',
      'settings',
      'shell',
    ]);
  });
});

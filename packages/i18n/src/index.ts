import i18next, { type i18n as I18n } from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@gartenwerk/domain';
import { isLanguage } from './language';
import { de } from './locales/de';
import { en } from './locales/en';
import { common as deCommon } from './locales/de/common';
import { shop as deShop } from './locales/de/shop';
import { auth as deAuth } from './locales/de/auth';
import { newsletter as deNewsletter } from './locales/de/newsletter';
import { content as deContent } from './locales/de/content';
import { checkout as deCheckout } from './locales/de/checkout';
import { legal as deLegal } from './locales/de/legal';
import { common as enCommon } from './locales/en/common';
import { shop as enShop } from './locales/en/shop';
import { auth as enAuth } from './locales/en/auth';
import { newsletter as enNewsletter } from './locales/en/newsletter';
import { content as enContent } from './locales/en/content';
import { checkout as enCheckout } from './locales/en/checkout';
import { legal as enLegal } from './locales/en/legal';

export { de, en };
export type { TranslationShape } from './locales/shape';
export type { Language };
export type { I18n };

/** Every text, by language and namespace; bundled so setup needs no loading. */
export const resources = { de, en } as const;

export const NAMESPACES = [
  'common',
  'shop',
  'auth',
  'newsletter',
  'admin',
  'mail',
  'content',
  'checkout',
  'legal',
  'errors',
  'invoice',
] as const;
export type Namespace = (typeof NAMESPACES)[number];
export const DEFAULT_NAMESPACE: Namespace = 'common';

/** Dotted paths of the leaf texts of a namespace. */
type Leaves<T, Prefix extends string = ''> = {
  [Key in keyof T & (string | number)]: T[Key] extends string
    ? `${Prefix}${Key}`
    : Leaves<T[Key], `${Prefix}${Key}.`>;
}[keyof T & (string | number)];
/** A plural text is asked for without its suffix (`t('…tooManyRequests', { count })`). */
type WithoutPlural<Key> = Key extends `${infer Base}_${'one' | 'other'}` ? Base : Key;

/** Every text's key with its namespace, e.g. `'auth:tokenExpired'`. */
export type TextKey = {
  [Name in Namespace]: `${Name}:${WithoutPlural<Leaves<(typeof de)[Name]>>}`;
}[Namespace];

export { isLanguage };
export { languageSwitchProps } from './language-switch';

/**
 * Picks the language from a cookie value or an Accept-Language header
 * (`en-US,en;q=0.9,de;q=0.8`): the first supported one, German when none is.
 */
export function pickLanguage(preference: string | null | undefined): Language {
  if (!preference) return DEFAULT_LANGUAGE;
  const ranked = preference
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const quality = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
      return {
        language: tag.trim().toLowerCase().split('-')[0],
        quality: quality ? Number(quality) : 1,
        index,
      };
    })
    .filter((candidate) => candidate.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranked.map((candidate) => candidate.language).find(isLanguage) ?? DEFAULT_LANGUAGE;
}

/**
 * A new, initialised i18next instance for one language. Returns synchronously: the texts are
 * bundled and initialisation does not wait. Interpolated values are not HTML-escaped (React escapes);
 * HTML mails pass `{ interpolation: { escapeValue: true } }` to `t`.
 */
export function createI18n(language: Language = DEFAULT_LANGUAGE): I18n {
  return createI18nFrom(resources, language);
}

/**
 * The storefront's texts. Built from the namespace modules themselves (not from `de`/`en`), so a
 * bundler leaves the admin centre's and the mails' texts out of the visitor's JavaScript.
 */
export const storefrontResources = {
  de: {
    common: deCommon,
    shop: deShop,
    auth: deAuth,
    newsletter: deNewsletter,
    content: deContent,
    checkout: deCheckout,
    legal: deLegal,
  },
  en: {
    common: enCommon,
    shop: enShop,
    auth: enAuth,
    newsletter: enNewsletter,
    content: enContent,
    checkout: enCheckout,
    legal: enLegal,
  },
};

/** Like `createI18n`, with the given texts only (e.g. `storefrontResources`). */
export function createI18nFrom(
  bundle: Partial<Record<Language, object>>,
  language: Language = DEFAULT_LANGUAGE,
): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    resources: bundle as typeof resources,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: Object.keys(bundle[DEFAULT_LANGUAGE] ?? {}),
    defaultNS: DEFAULT_NAMESPACE,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    // Keeps server logs and test output free of the library's banner.
    showSupportNotice: false,
  });
  return instance;
}

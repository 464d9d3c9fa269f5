import i18next, { type BackendModule, type i18n as I18n, type InitOptions } from 'i18next';
import { LANGUAGES, type Language } from '@gartenwerk/domain';

/** The namespaces of packages/i18n the storefront shows; the admin centre's and the mails' stay out. */
export const STOREFRONT_NAMESPACES = [
  'common',
  'content',
  'legal',
  'auth',
  'shop',
  'checkout',
  'newsletter',
] as const;
export type StorefrontNamespace = (typeof STOREFRONT_NAMESPACES)[number];

/** What header, footer and error screens show on every page: loaded before any page's own. */
export const LAYOUT_NAMESPACES: readonly StorefrontNamespace[] = ['common', 'content', 'legal', 'auth'];

/**
 * Each language's namespaces as chunks of their own, straight from the text package's sources: a
 * page loads the namespaces of its language and its routes only, the rest on navigation or a switch.
 */
const TEXT_MODULES = import.meta.glob<Record<string, object>>(
  '../../../../packages/i18n/src/locales/*/{common,content,legal,auth,shop,checkout,newsletter}.ts',
);
const LOCALES = '../../packages/i18n/src/locales';

/** The manifest key of a namespace's chunk (a path from the app's root), for the server's preload tags. */
export const textsChunk = (language: Language, namespace: string) => `${LOCALES}/${language}/${namespace}.ts`;

/** The texts of one namespace in one language, loaded on demand. */
export async function loadTexts(language: string, namespace: string): Promise<object> {
  const load = TEXT_MODULES[`../../${LOCALES}/${language}/${namespace}.ts`];
  if (!load) throw new Error(`the storefront has no texts ${language}/${namespace}`);
  const texts = (await load())[namespace];
  if (!texts) throw new Error(`${language}/${namespace}.ts exports no ${namespace}`);
  return texts;
}

/** i18next's backend for the chunks above. */
const chunkBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    loadTexts(language, namespace).then(
      (texts) => callback(null, texts),
      (error: Error) => callback(error, null),
    );
  },
};

/** The same settings on the server and in the browser, so both render the same texts. */
const OPTIONS: InitOptions = {
  supportedLngs: [...LANGUAGES],
  load: 'currentOnly',
  // Every language has every text (packages/i18n checks their shape): no second language to load.
  fallbackLng: false,
  defaultNS: 'common',
  // React escapes.
  interpolation: { escapeValue: false },
  returnNull: false,
  showSupportNotice: false,
};

/**
 * An instance with the given texts at hand and initialised at once: one per server render (the
 * server bundle carries all texts) and per unit test.
 */
export function createI18nWith(resources: Partial<Record<Language, object>>, language: Language): I18n {
  const i18n = i18next.createInstance();
  void i18n.init({
    ...OPTIONS,
    resources: resources as Record<Language, Record<string, object>>,
    lng: language,
    ns: [...STOREFRONT_NAMESPACES],
    initAsync: false,
  });
  return i18n;
}

/** The browser's instance, resolved once the `namespaces` of `language` have loaded. */
export async function createBrowserI18n(language: Language, namespaces: readonly string[]): Promise<I18n> {
  const i18n = i18next.createInstance().use(chunkBackend);
  await i18n.init({ ...OPTIONS, lng: language, ns: [...namespaces] });
  return i18n;
}

/**
 * Starts loading the namespaces' chunks for the document's language, so a lazy route's texts come
 * beside its screens instead of after them (i18next then reads them from the loaded modules).
 */
export function preloadTexts(namespaces: readonly string[]): void {
  if (typeof document === 'undefined') return;
  const language = document.documentElement.lang;
  if (!(LANGUAGES as readonly string[]).includes(language)) return;
  namespaces.forEach((namespace) => void loadTexts(language, namespace).catch(() => undefined));
}

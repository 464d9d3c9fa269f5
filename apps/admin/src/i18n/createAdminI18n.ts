import { DEFAULT_LANGUAGE, LANGUAGES } from '@gartenwerk/domain';
import { createI18n, DEFAULT_NAMESPACE, type I18n, type Language } from '@gartenwerk/i18n';
import i18next, { type BackendModule } from 'i18next';
import { loadAdminPart, loadsAdminTextsByPart } from './adminTexts';

/** The admin centre's texts live in the shared `admin` namespace of @gartenwerk/i18n. */
export const ADMIN_NAMESPACE = 'admin';

/** An instance with every text of both languages at hand, initialised at once (unit tests). */
export function createAdminI18n(language: Language = DEFAULT_LANGUAGE): I18n {
  return createI18n(language);
}

/**
 * Each language's namespaces as chunks of their own, straight from the text package's sources (as
 * the storefront does): the browser loads the texts of the chosen language only, the other language
 * when the owner switches to it. The `admin` namespace comes in parts (adminTexts.ts): its backend
 * read gives the shell's part, a screen adds its own parts.
 */
const TEXT_MODULES = import.meta.glob<Record<string, object>>(
  '../../../../packages/i18n/src/locales/*/{common,shop,auth,newsletter,mail,content,checkout,legal,errors,invoice}.ts',
);

async function loadTexts(language: string, namespace: string): Promise<object> {
  if (namespace === ADMIN_NAMESPACE) return loadAdminPart(language, 'shell');
  const load = TEXT_MODULES[`../../../../packages/i18n/src/locales/${language}/${namespace}.ts`];
  if (!load) throw new Error(`the admin centre has no texts ${language}/${namespace}`);
  const texts = (await load())[namespace];
  if (!texts) throw new Error(`${language}/${namespace}.ts exports no ${namespace}`);
  return texts;
}

/** i18next's backend for the chunks above. */
const textChunks: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    loadTexts(language, namespace).then(
      (texts) => callback(null, texts),
      (error: Error) => callback(error, null),
    );
  },
};

/** What the shell and the dashboard show (of `admin`, the shell's part): loaded before the first render. */
const STARTUP_NAMESPACES = ['common', 'auth', ADMIN_NAMESPACE];

/**
 * The browser's instance, resolved once the shell's texts of `language` have loaded; a screen that
 * asks for another namespace (useTranslation('invoice')) waits for it in its Suspense boundary. The
 * settings are createI18n's, except that no second language is loaded as a fallback: every language
 * has every text (packages/i18n checks their shape).
 */
export async function createBrowserAdminI18n(language: Language): Promise<I18n> {
  const instance = i18next.createInstance().use(textChunks);
  loadsAdminTextsByPart(instance, language);
  await instance.init({
    lng: language,
    load: 'currentOnly',
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    ns: STARTUP_NAMESPACES,
    defaultNS: DEFAULT_NAMESPACE,
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  });
  return instance;
}

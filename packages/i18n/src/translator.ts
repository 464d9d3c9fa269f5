import { DEFAULT_LANGUAGE, type Language } from '@gartenwerk/domain';

export { isLanguage } from './language';

/**
 * A small translator for the storefront, in place of i18next there (a fifth of the storefront's
 * initial JavaScript went to i18next and react-i18next). It reads the same texts the same way as
 * far as the storefront uses them: `namespace:key.path`, `{{value}}` interpolation without
 * escaping (React escapes), plurals as `key_one`/`key_other` by `count`, `defaultValue`, `returnObjects`, and the
 * German texts as fallback when loaded. Texts of other languages load on `changeLanguage`.
 */

/** One language's texts by namespace. */
export type Texts = Readonly<Record<string, object>>;

export interface TranslateOptions {
  count?: number;
  defaultValue?: string;
  /** Values for `{{name}}` placeholders. */
  [value: string]: unknown;
}

export interface TFunction {
  /** A text subtree as it is (e.g. the labels of a component). */
  (key: string, options: TranslateOptions & { returnObjects: true }): unknown;
  (key: string, options?: TranslateOptions): string;
}

export interface Translator {
  /** The language texts are given in now. */
  readonly language: Language;
  /** Translates in the default namespace (`common`) unless the key names one (`shop:cart.title`). */
  t: TFunction;
  /** `t` with another default namespace, in the current language or the one given. */
  getFixedT(namespace?: string, language?: Language): TFunction;
  /** Switches the language, loading its texts first when they are not there yet. */
  changeLanguage(language: Language): Promise<void>;
  /** Called after every change of language. */
  subscribe(listener: () => void): () => void;
}

export interface TranslatorOptions {
  language: Language;
  /** The texts at hand, at least those of `language`. */
  texts: Partial<Record<Language, Texts>>;
  /** Loads the texts of a language that `texts` lacks. */
  load?: (language: Language) => Promise<Texts>;
  defaultNamespace?: string;
}

const NAMESPACE_SEPARATOR = ':';
const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

function lookup(texts: Texts | undefined, namespace: string, key: string): unknown {
  let node: unknown = texts?.[namespace];
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

function interpolate(text: string, values: TranslateOptions): string {
  // A value not given leaves its placeholder, as i18next does.
  return text.replace(PLACEHOLDER, (placeholder, name: string) =>
    values[name] === undefined ? placeholder : String(values[name]),
  );
}

export function createTranslator({
  language: initialLanguage,
  texts: initialTexts,
  load,
  defaultNamespace = 'common',
}: TranslatorOptions): Translator {
  const texts: Partial<Record<Language, Texts>> = { ...initialTexts };
  if (!texts[initialLanguage]) throw new Error(`no texts for the language ${initialLanguage}`);
  const listeners = new Set<() => void>();
  const pluralRules = new Map<Language, Intl.PluralRules>();
  let language = initialLanguage;

  const pluralCategory = (lng: Language, count: number) => {
    let rules = pluralRules.get(lng);
    if (!rules) pluralRules.set(lng, (rules = new Intl.PluralRules(lng)));
    return rules.select(count);
  };

  const translate = (
    target: Language,
    namespace: string,
    fullKey: string,
    options: TranslateOptions = {},
  ): unknown => {
    const separator = fullKey.indexOf(NAMESPACE_SEPARATOR);
    const [ns, key] =
      separator > 0 ? [fullKey.slice(0, separator), fullKey.slice(separator + 1)] : [namespace, fullKey];
    const languages: Language[] = target === DEFAULT_LANGUAGE ? [target] : [target, DEFAULT_LANGUAGE];
    for (const lng of languages) {
      const keys =
        typeof options.count === 'number' ? [`${key}_${pluralCategory(lng, options.count)}`, key] : [key];
      for (const candidate of keys) {
        const found = lookup(texts[lng], ns, candidate);
        if (typeof found === 'string') return interpolate(found, options);
        if (found !== undefined && found !== null && options.returnObjects) return found;
      }
    }
    return options.defaultValue ?? key;
  };

  const getFixedT = (namespace = defaultNamespace, fixedLanguage?: Language) =>
    ((key: string, options?: TranslateOptions) =>
      translate(fixedLanguage ?? language, namespace, key, options)) as TFunction;

  return {
    get language() {
      return language;
    },
    t: getFixedT(),
    getFixedT,
    async changeLanguage(next) {
      if (!texts[next]) {
        if (!load) throw new Error(`no texts for the language ${next}`);
        texts[next] = await load(next);
      }
      if (next === language) return;
      language = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

import {
  cloneElement,
  createContext,
  Fragment,
  useContext,
  useMemo,
  useSyncExternalStore,
  type ReactElement,
  type ReactNode,
} from 'react';
import type { TFunction, Translator } from '@gartenwerk/i18n/translator';

/**
 * The storefront's binding of the translator to its components, with the parts of react-i18next's
 * API it uses: `useTranslation(namespace)` giving `t` and the translator as `i18n`, and `Trans`.
 */
const TranslatorContext = createContext<Translator | null>(null);

export function TranslationProvider({
  translator,
  children,
}: {
  translator: Translator;
  children: ReactNode;
}) {
  return <TranslatorContext.Provider value={translator}>{children}</TranslatorContext.Provider>;
}

/** `t` for the namespace (`common` without one), renewed when the language changes. */
export function useTranslation(namespace?: string): { t: TFunction; i18n: Translator } {
  const translator = useContext(TranslatorContext);
  if (!translator) throw new Error('useTranslation needs a TranslationProvider above it');
  const language = useSyncExternalStore(
    translator.subscribe,
    () => translator.language,
    () => translator.language,
  );
  // A new `t` per language, so texts memoised on `t` follow a change of language.
  const t = useMemo(() => translator.getFixedT(namespace, language), [translator, namespace, language]);
  return { t, i18n: translator };
}

const TAG = /<(\d+)>(.*?)<\/\1>|<(\d+)\/>/g;

/**
 * A text with markup such as `Ich habe die <0>AGB</0> gelesen`: each numbered tag becomes the
 * element of that index in `components`, with the tag's text as its children.
 */
export function Trans({
  t,
  i18nKey,
  components,
}: {
  t: TFunction;
  i18nKey: string;
  components: ReactElement[];
}) {
  const text = t(i18nKey);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    const component = components[Number(match[1] ?? match[3])];
    if (component) parts.push(cloneElement(component, { key: parts.length }, match[2]));
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}

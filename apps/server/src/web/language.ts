import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@gartenwerk/domain';

function isLanguage(value: string | undefined): value is Language {
  return (LANGUAGES as readonly string[]).includes(value ?? '');
}

/** The first supported language of an Accept-Language header by weight; none when it names none. */
export function acceptedLanguage(acceptLanguage: string | undefined): Language | undefined {
  if (!acceptLanguage) return undefined;
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const weight = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      return {
        language: tag.trim().toLowerCase().split('-')[0],
        q: weight ? Number(weight.slice(2)) : 1,
        index,
      };
    })
    .filter((candidate) => candidate.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((candidate) => candidate.language).find(isLanguage);
}

/** A page's language: the `lang` cookie, else the first supported language of Accept-Language, else German. */
export function pickLanguage(cookie: string | undefined, acceptLanguage: string | undefined): Language {
  if (isLanguage(cookie)) return cookie;
  return acceptedLanguage(acceptLanguage) ?? DEFAULT_LANGUAGE;
}

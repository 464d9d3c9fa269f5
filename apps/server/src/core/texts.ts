import { DEFAULT_LANGUAGE, type Language } from '@gartenwerk/domain';
import { createI18n, type I18n, type TextKey } from '@gartenwerk/i18n';
import type { FastifyRequest } from 'fastify';
import { acceptedLanguage, pickLanguage } from '../web/language';

export type { TextKey };

/**
 * A text for a person, by key: services say what to tell, and the answer is written in the
 * language of the request it goes to (German by default, English second).
 */
export interface Text {
  readonly key: TextKey;
  /**
   * Values of the placeholders. A Text among them is translated too, a function is asked for the
   * value in the language (e.g. a country's name), and a list of such values is joined.
   */
  readonly values?: Readonly<Record<string, unknown>>;
}

export function text(key: TextKey, values?: Record<string, unknown>): Text {
  return values ? { key, values } : { key };
}

export function isText(value: unknown): value is Text {
  return typeof value === 'object' && value !== null && typeof (value as Text).key === 'string';
}

const API_PATH = /^\/api(\/|$|\?)/;

/**
 * The language of a request. A page: the `lang` cookie, else Accept-Language, else German. An API
 * call: its Accept-Language first, as the api-client sends the language of the page it serves (the
 * admin centre's German beside an English shop cookie), else the cookie, else German.
 */
export function requestLanguage(request: FastifyRequest): Language {
  const cookie = request.cookies?.lang;
  const header = request.headers['accept-language'];
  if (API_PATH.test(request.url)) return acceptedLanguage(header) ?? pickLanguage(cookie, undefined);
  return pickLanguage(cookie, header);
}

// One read-only instance per language: the texts are bundled, so nothing changes after creation.
const instances = new Map<Language, I18n>();

function instanceFor(language: Language): I18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = createI18n(language);
    instances.set(language, instance);
  }
  return instance;
}

/** A message in a language: a Text is translated, a plain string (for developers) stays as it is. */
export function translate(message: string | Text, language: Language = DEFAULT_LANGUAGE): string {
  if (typeof message === 'string') return message;
  const values = Object.fromEntries(
    Object.entries(message.values ?? {}).map(([name, value]) => [name, valueIn(value, language)]),
  );
  return instanceFor(language).t(message.key, values);
}

function valueIn(value: unknown, language: Language): unknown {
  if (isText(value)) return translate(value, language);
  if (typeof value === 'function') return (value as (language: Language) => unknown)(language);
  if (Array.isArray(value)) return value.map((item) => valueIn(item, language)).join(', ');
  return value;
}

/** The texts of a request's language, for answers that are not errors (e.g. a strength label). */
export function translatorFor(request: FastifyRequest): (message: string | Text) => string {
  const language = requestLanguage(request);
  return (message) => translate(message, language);
}

import { describe, expect, it } from 'vitest';
import { createI18n } from './index';
import { texts as deTexts } from './storefront/de';
import { texts as enTexts } from './storefront/en';
import { createTranslator, type Texts } from './translator';

/** Every leaf key of a nested text object, as dotted paths. */
function keysOf(texts: object, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value as object, `${prefix}${key}.`),
  );
}

describe('createTranslator', () => {
  it('gives every storefront text as i18next does, placeholders filled and plurals chosen', () => {
    for (const language of ['de', 'en'] as const) {
      const translator = createTranslator({ language, texts: { de: deTexts, en: enTexts } });
      const i18next = createI18n(language);
      for (const [namespace, tree] of Object.entries(deTexts)) {
        for (const path of keysOf(tree)) {
          const key = `${namespace}:${path.replace(/_(one|other)$/, '')}`;
          for (const count of [0, 1, 2]) {
            const options = { count, text: 'Thuje', titles: 'Eibe, Buchs', min: 3, name: 'Anna' };
            expect(translator.t(key, options), `${language} ${key} ${count}`).toBe(i18next.t(key, options));
          }
        }
      }
    }
  });

  it('reads keys in its default namespace, a fixed one or the one the key names', () => {
    const translator = createTranslator({ language: 'de', texts: { de: deTexts } });
    expect(translator.t('siteName')).toBe(deTexts.common.siteName);
    expect(translator.getFixedT('shop')('nav.cart', { count: 3 })).toBe('Warenkorb (3)');
    expect(translator.getFixedT('shop')('common:siteName')).toBe(deTexts.common.siteName);
    const english = createTranslator({ language: 'en', texts: { de: deTexts, en: enTexts } });
    expect(english.getFixedT('shop', 'de')('nav.cart', { count: 3 })).toBe('Warenkorb (3)');
  });

  it('answers a missing key with the default value, else the key', () => {
    const translator = createTranslator({ language: 'de', texts: { de: deTexts } });
    expect(translator.t('payment.bitcoin', { defaultValue: 'bitcoin' })).toBe('bitcoin');
    expect(translator.t('nothing.here')).toBe('nothing.here');
  });

  it('returns a subtree only when asked to', () => {
    const translator = createTranslator({ language: 'en', texts: { en: enTexts } });
    expect(translator.getFixedT('content')('richText', { returnObjects: true })).toEqual(
      enTexts.content.richText,
    );
    expect(translator.getFixedT('content')('richText')).toBe('richText');
  });

  it('falls back to German for a text the language lacks', () => {
    const partial: Texts = { common: { siteName: 'Gartenwerk EN' } };
    const translator = createTranslator({ language: 'en', texts: { de: deTexts, en: partial } });
    expect(translator.t('siteName')).toBe('Gartenwerk EN');
    expect(translator.t('notFound.title')).toBe(deTexts.common.notFound.title);
  });

  it('loads the texts of another language once, on the first change to it, and tells its listeners', async () => {
    const loads: string[] = [];
    const translator = createTranslator({
      language: 'de',
      texts: { de: deTexts },
      load: async (language) => {
        loads.push(language);
        return enTexts;
      },
    });
    let changes = 0;
    const unsubscribe = translator.subscribe(() => (changes += 1));
    await translator.changeLanguage('en');
    expect(translator.language).toBe('en');
    expect(translator.t('siteName')).toBe(enTexts.common.siteName);
    await translator.changeLanguage('de');
    await translator.changeLanguage('en');
    expect(loads).toEqual(['en']);
    expect(changes).toBe(3);
    unsubscribe();
    await translator.changeLanguage('de');
    expect(changes).toBe(3);
  });

  it('refuses to start without the texts of its language', () => {
    expect(() => createTranslator({ language: 'en', texts: { de: deTexts } })).toThrow(/en/);
  });
});

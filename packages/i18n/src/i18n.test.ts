import { describe, expect, it } from 'vitest';
import { createI18n, de, en, NAMESPACES, pickLanguage, resources } from './index';

/** Every leaf key of a nested text object, as dotted paths. */
function keysOf(texts: object, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value as object, `${prefix}${key}.`),
  );
}

describe('resources', () => {
  it('has every key in both languages, and no empty text', () => {
    expect(keysOf(en)).toEqual(keysOf(de));
    for (const language of [de, en]) {
      for (const key of keysOf(language)) {
        const text = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], language);
        expect(text, key).not.toBe('');
      }
    }
  });

  it('uses the same interpolation placeholders in both languages', () => {
    const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((match) => match[1]).sort();
    const germanTexts = keysOf(de);
    const i18nDe = createI18n('de');
    const i18nEn = createI18n('en');
    for (const key of germanTexts) {
      const [namespace, ...rest] = key.split('.');
      const path = rest.join('.');
      const raw = (language: typeof i18nDe) =>
        String(language.getResource(language.language, namespace!, path));
      expect(placeholders(raw(i18nEn)), key).toEqual(placeholders(raw(i18nDe)));
    }
  });

  it('has exactly the namespaces the setup registers', () => {
    expect(Object.keys(resources.de)).toEqual([...NAMESPACES]);
    expect(Object.keys(resources.en)).toEqual([...NAMESPACES]);
  });
});

describe('createI18n', () => {
  it('is ready synchronously and speaks German by default', () => {
    const i18n = createI18n();
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.language).toBe('de');
    expect(i18n.t('nav.start')).toBe('Start');
    expect(i18n.t('groupsHeading', { ns: 'shop' })).toBe('Produktgruppen');
  });

  it('speaks English when asked', () => {
    const i18n = createI18n('en');
    expect(i18n.t('nav.start')).toBe('Home');
    expect(i18n.t('shop:termsRequired')).toBe('You must accept the terms and conditions to continue');
  });

  it('keeps separate instances apart', () => {
    const german = createI18n('de');
    const english = createI18n('en');
    void english.changeLanguage('de');
    expect(german.t('language.label')).toBe('Sprache');
    expect(createI18n('en').t('language.label')).toBe('Language');
  });

  it('carries the texts of the specification exactly', () => {
    const t = createI18n('de').t;
    expect(t('shop:termsRequired')).toBe('Sie müssen den AGB zustimmen um fortzufahren');
    expect(t('shop:paymentRequired')).toBe('Bitte wählen Sie eine Zahlungsart !');
    expect(t('shop:signupDuplicate')).toBe('Ihre angegebene Email Adresse ist im System bereits vorhanden!');
    expect(t('shop:signupRecipientRejected')).toBe('Ihre angegebene Email Adresse wurde nicht gefunden!');
    expect(t('newsletter:duplicateEmail')).toBe('Email Adresse ist bereits vorhanden !');
    // The spec's title 'Files' was English on a German screen; issue 28 made it German.
    expect(t('admin:files.title')).toBe('Dateien');
    expect(t('admin:shell.productName')).toBe('Gartenwerk Admincenter');
    expect(t('admin:users.total', { count: 12 })).toBe('12 Benutzer');
    expect(t('admin:files.wrongFileType')).toBe('Falscher Dateityp');
    expect(
      t('admin:files.resolutionTooSmall', { width: 640, height: 480, minWidth: 800, minHeight: 1024 }),
    ).toBe('Auflösung zu klein ( aktuell: 640x480 benötigt mindestens: 800x1024)');
    expect(t('saved')).toBe('gespeichert');
    expect(t('deleted')).toBe('gelöscht');
    expect(t('confirmDelete')).toBe('wirklich löschen?');
  });

  it('has the specification’s English texts in English and German ones on German pages', () => {
    const de = createI18n('de').t;
    const en = createI18n('en').t;
    const both = (key: string) => [de(key), en(key)];
    expect(both('noPermission')).toEqual(['Dafür fehlt Ihnen die Berechtigung.', 'no permission']);
    expect(both('unknownError')).toEqual(['Unbekannter Fehler', 'Unknown error']);
    expect(both('auth:emailRequired')).toEqual([
      'Bitte geben Sie Ihre E-Mail-Adresse an.',
      'E-mail is required',
    ]);
    expect(both('auth:emailInvalid')).toEqual([
      'Bitte geben Sie eine gültige E-Mail-Adresse an.',
      'E-mail must be valid',
    ]);
    expect(both('auth:wrongUserOrPassword')).toEqual([
      'Benutzer oder Passwort ist falsch.',
      'wrong user or password',
    ]);
    expect(both('auth:emailAlreadyRegistered')).toEqual([
      'Diese E-Mail-Adresse ist bereits registriert.',
      'email already registered',
    ]);
    expect(both('auth:tokenExpired')).toEqual(['Dieser Link ist abgelaufen.', 'This token has expired.']);
    expect(both('shop:cantRemoveDefaultInvoiceAddress')).toEqual([
      'Die Standard-Rechnungsadresse kann nicht entfernt werden.',
      'cant remove default invoice address',
    ]);
    expect(both('shop:cantRemoveDefaultShippingAddress')).toEqual([
      'Die Standard-Lieferadresse kann nicht entfernt werden.',
      'cant remove default shipping address',
    ]);
    expect([0, 1, 2, 3, 4].map((score) => de(`auth:passwordStrength.${score}`))).toEqual([
      'riskant',
      'leicht zu erraten',
      'schwach',
      'sicher',
      'sehr sicher',
    ]);
    expect([0, 1, 2, 3, 4].map((score) => en(`auth:passwordStrength.${score}`))).toEqual([
      'risky',
      'guessable',
      'weak',
      'safe',
      'secure',
    ]);
  });

  it('says every server message differently in German and English (none left untranslated)', () => {
    const de = createI18n('de');
    const en = createI18n('en');
    // Texts that read the same in both languages on purpose.
    const same = new Set(['order.addressProblem']);
    for (const key of keysOf(resources.de.errors).filter((key) => !same.has(key))) {
      expect(en.getResource('en', 'errors', key), key).not.toBe(de.getResource('de', 'errors', key));
    }
    expect(de.t('errors:tooManyRequests', { count: 1 })).toBe(
      'Zu viele Anfragen in kurzer Zeit. Bitte versuchen Sie es in einer Minute erneut.',
    );
    expect(en.t('errors:tooManyRequests', { count: 3 })).toBe(
      'Too many requests in a short time. Please try again in 3 minutes.',
    );
  });

  it('does not escape interpolated values unless a mail asks for it', () => {
    const i18n = createI18n('de');
    expect(i18n.t('mail:greetingNamed', { name: 'Anna & Co' })).toBe('Hallo Anna & Co,');
    expect(i18n.t('mail:greetingNamed', { name: '<b>', interpolation: { escapeValue: true } })).toBe(
      'Hallo &lt;b&gt;,',
    );
  });
});

describe('pickLanguage', () => {
  it('takes a supported cookie value as it is', () => {
    expect(pickLanguage('en')).toBe('en');
    expect(pickLanguage('de')).toBe('de');
  });

  it('reads an Accept-Language header by quality', () => {
    expect(pickLanguage('en-US,en;q=0.9,de;q=0.8')).toBe('en');
    expect(pickLanguage('fr-FR,fr;q=0.9,en;q=0.5,de;q=0.7')).toBe('de');
    expect(pickLanguage('de-AT')).toBe('de');
  });

  it('falls back to German', () => {
    expect(pickLanguage(undefined)).toBe('de');
    expect(pickLanguage('')).toBe('de');
    expect(pickLanguage('fr, it;q=0.5')).toBe('de');
    expect(pickLanguage('en;q=0')).toBe('de');
  });
});

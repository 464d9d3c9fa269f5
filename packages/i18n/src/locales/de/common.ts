/** German texts of the `common` namespace. */
export const common = {
  siteName: 'Gartenwerk',
  tagline: 'Baumschule und Gartenshop',
  skipToContent: 'Zum Inhalt springen',
  nav: { label: 'Hauptnavigation', start: 'Start', shop: 'Shop', login: 'Login' },
  footer: {
    label: 'Fußzeile',
    copyright: '© {{year}} Gartenwerk – Baumschule in Österreich',
  },
  deliveryCountry: 'Lieferland',
  language: { label: 'Sprache', de: 'Deutsch', en: 'English' },
  loading: 'Wird geladen …',
  navigationProgress: 'Seite wird geladen',
  navigationFailed: 'Laden fehlgeschlagen',
  notFound: {
    title: 'Seite nicht gefunden',
    text: 'Die Seite {{path}} gibt es nicht (mehr).',
    home: 'Zur Startseite',
  },
  error: {
    title: 'Etwas ist schiefgelaufen',
    text: 'Die Seite konnte nicht geladen werden: {{message}}',
    retry: 'Erneut versuchen',
  },
  saved: 'gespeichert',
  deleted: 'gelöscht',
  confirmDelete: 'wirklich löschen?',
  noPermission: 'Dafür fehlt Ihnen die Berechtigung.',
  unknownError: 'Unbekannter Fehler',
  paginator: {
    label: 'Seitennavigation',
    previous: 'Vorherige Seite',
    next: 'Nächste Seite',
    page: 'Seite {{page}}',
  },
} as const;

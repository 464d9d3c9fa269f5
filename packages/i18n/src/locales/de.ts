/**
 * German texts, the default language. Quoted texts of the specification appear here exactly as
 * written there, English ones included (the spec shows them so in the German interface).
 */
export const de = {
  common: {
    siteName: 'Gartenwerk',
    tagline: 'Baumschule und Gartenshop',
    skipToContent: 'Zum Inhalt springen',
    nav: { label: 'Hauptnavigation', start: 'Start', shop: 'Shop', login: 'Login' },
    footer: {
      label: 'Fußzeile',
      copyright: '© {{year}} Gartenwerk – Baumschule in Österreich',
    },
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
    noPermission: 'no permission',
    unknownError: 'Unknown error',
  },
  shop: {
    title: 'Shop',
    groupsHeading: 'Produktgruppen',
    noGroups: 'Noch keine Produktgruppen vorhanden.',
    productsHeading: 'Produkte',
    noProducts: 'In dieser Gruppe gibt es noch keine Produkte.',
    priceOnRequest: 'Preis auf Anfrage',
    price: 'Preis',
    backToShop: 'Zurück zum Shop',
    termsRequired: 'Sie müssen den AGB zustimmen um fortzufahren',
    paymentRequired: 'Bitte wählen Sie eine Zahlungsart !',
    signupDuplicate: 'Ihre angegebene Email Adresse ist im System bereits vorhanden!',
    signupRecipientRejected: 'Ihre angegebene Email Adresse wurde nicht gefunden!',
    cantRemoveDefaultInvoiceAddress: 'cant remove default invoice address',
    cantRemoveDefaultShippingAddress: 'cant remove default shipping address',
  },
  auth: {
    loginTitle: 'Anmelden',
    loginComingSoon:
      'Die Anmeldung kommt mit den Kundenkonten. Bis dahin ist hier noch keine Anmeldung möglich.',
    redirectAfterLogin: 'Nach der Anmeldung geht es weiter zu {{path}}.',
    handleLabel: 'Email',
    passwordLabel: 'Passwort',
    loginButton: 'Anmelden',
    lostPassword: 'Passwort vergessen?',
    resetPassword: 'Passwort zurücksetzen',
    backToLogin: 'Zurück zur Anmeldung',
    emailRequired: 'E-mail is required',
    emailInvalid: 'E-mail must be valid',
    wrongUserOrPassword: 'wrong user or password',
    userNotFound: 'user not found',
    emailAlreadyRegistered: 'email already registered',
    tokenExpired: 'This token has expired.',
    passwordStrength: { 0: 'risky', 1: 'guessable', 2: 'weak', 3: 'safe', 4: 'secure' },
  },
  newsletter: {
    duplicateEmail: 'Email Adresse ist bereits vorhanden !',
  },
  admin: {
    files: {
      title: 'Files',
      upload: 'Hochladen',
      startAllUploads: 'Alle hochladen',
      wrongFileType: 'Falscher Dateityp',
      resolutionTooSmall:
        'Auflösung zu klein ( aktuell: {{width}}x{{height}} benötigt mindestens: {{minWidth}}x{{minHeight}})',
    },
  },
  mail: {
    greeting: 'Sehr geehrte Damen und Herren,',
    greetingNamed: 'Hallo {{name}},',
    signature: 'Ihr Gartenwerk-Team',
    footer: 'Gartenwerk · Baumschule und Gartenshop',
  },
} as const;

/** German texts of the `newsletter` namespace. */
export const newsletter = {
  duplicateEmail: 'Email Adresse ist bereits vorhanden !',
  emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse an.',
  tokenExpired: 'Dieser Bestätigungslink ist abgelaufen. Bitte melden Sie sich noch einmal an.',
  unsubscribeInvalid: 'Dieser Abmeldelink ist ungültig.',
  doiLinkMissing:
    'Der Text der Bestätigungsmail ({{language}}) braucht den Platzhalter {{placeholder}} für den Bestätigungslink.',
  listUnknown: 'Diese Newsletter-Liste gibt es nicht: {{list}}',
  /** The consent recorded when the operator enters an address; the person confirms it by mail. */
  adminConsent:
    'Vom Betreiber im Admincenter eingetragen; die Anmeldung gilt erst nach der Bestätigung über den Link in der Bestätigungsmail.',
  import: {
    emailInvalid: 'Ungültige E-Mail-Adresse',
    listUnknown: 'Unbekannte Liste: {{list}}',
    duplicateInFile: 'Doppelt in der Datei (schon in Zeile {{line}})',
    duplicateStored: 'Die Adresse ist bereits eingetragen.',
    sourceMissing: 'Bitte nennen Sie, wo die Einwilligung gegeben wurde (Quelle).',
    empty: 'Die Datei enthält außer der Kopfzeile keine Zeilen.',
    tooManyRows: 'Höchstens {{max}} Zeilen je Import.',
    columnMissing: 'Die Datei hat keine Spalte {{column}}.',
    consent:
      'Vom Betreiber importiert; die Anmeldung gilt erst nach der Bestätigung über den Link in der Bestätigungsmail.',
  },
  export: {
    email: 'E-Mail',
    name: 'Name',
    status: 'Status',
    lists: 'Listen',
    tags: 'Tags',
    groups: 'Gruppen',
    language: 'Sprache',
    created: 'Eingetragen',
    confirmed: 'Bestätigt',
    unsubscribed: 'Abgemeldet',
  },
  statuses: {
    unconfirmed: 'unbestätigt',
    confirmed: 'bestätigt',
    unsubscribed: 'abgemeldet',
  },
  recommend: {
    sendingUnknown: 'Diesen Newsletter gibt es nicht oder er wurde noch nicht versendet.',
    captchaWrong:
      'Das Ergebnis der Rechenaufgabe stimmt nicht. Bitte versuchen Sie es mit der neuen Aufgabe noch einmal.',
  },
  forms: {
    footer: 'Fußzeile der Website',
    subscribe_page: 'Newsletter-Seite',
    signup: 'Registrierung',
    checkout: 'Bestellung',
    admin: 'Admincenter',
    import: 'Import',
  },
  recommendPage: {
    title: 'Newsletter weiterempfehlen',
    intro:
      'Schicken Sie diesen Newsletter an eine Freundin oder einen Freund. Sie oder er erhält eine einzige Mail mit dem Link zum Newsletter und zur Anmeldung – angemeldet wird dabei niemand.',
    webview: 'Newsletter im Browser ansehen',
    name: 'Ihr Name',
    recipient: 'E-Mail-Adresse Ihrer Freundin oder Ihres Freundes',
    note: 'Die Adresse wird nur für diese eine Mail verwendet; gespeichert wird sie nur gekürzt, zum Schutz vor Missbrauch.',
    submit: 'Newsletter weiterempfehlen',
    sent: 'Vielen Dank! Der Newsletter wurde an {{email}} geschickt.',
    failed: 'Die Empfehlung konnte nicht gesendet werden.',
    unknown: 'Diesen Newsletter gibt es nicht.',
  },
  page: {
    archiveTitle: 'Newsletter-Archiv',
    archiveIntro: 'Unsere bisherigen Newsletter zum Nachlesen.',
    archiveEmpty: 'Noch keine Newsletter verschickt.',
    archiveFailed: 'Das Archiv konnte nicht geladen werden.',
    title: 'Newsletter',
    intro:
      'Pflanztipps zur Jahreszeit, neue Sorten aus der Baumschule und unsere Aktionen – etwa einmal im Monat per E-Mail.',
    subscribeTitle: 'Newsletter abonnieren',
    name: 'Ihr Name (freiwillig)',
    lists: 'Welche Newsletter möchten Sie erhalten?',
    verifyTitle: 'Newsletter-Anmeldung bestätigen',
    verifying: 'Ihre Anmeldung wird bestätigt …',
    verified: 'Vielen Dank! Ihre Anmeldung zum Newsletter ist bestätigt. Sie erhalten ihn an {{email}}.',
    verifyFailed:
      'Dieser Bestätigungslink ist abgelaufen oder ungültig. Bitte melden Sie sich noch einmal an.',
    unsubscribeTitle: 'Newsletter abbestellen',
    unsubscribing: 'Sie werden abgemeldet …',
    unsubscribed: 'Sie sind vom Newsletter abgemeldet ({{email}}). Sie erhalten keine Newsletter mehr.',
    unsubscribeFailed: 'Dieser Abmeldelink ist ungültig.',
    again: 'Wieder anmelden',
    back: 'Zur Startseite',
  },
  sending: {
    notFound: 'Diese Sendung gibt es nicht.',
    templateUnknown: 'Diese Newsletter-Vorlage gibt es nicht: {{template}}',
    scheduledPast: 'Der geplante Zeitpunkt liegt in der Vergangenheit.',
    notDraft: 'Nur ein Entwurf kann gestartet werden; diese Sendung ist {{status}}.',
    notRunning: 'Nur eine laufende Sendung kann angehalten werden; diese Sendung ist {{status}}.',
    notPaused: 'Nur eine angehaltene Sendung kann fortgesetzt werden; diese Sendung ist {{status}}.',
    finished: 'Diese Sendung ist schon {{status}}.',
    deleteRunning:
      'Eine laufende Sendung kann nicht gelöscht werden. Bitte halten Sie sie zuerst an oder brechen Sie sie ab.',
    status: {
      draft: 'ein Entwurf',
      scheduled: 'geplant',
      sending: 'in Versand',
      paused: 'angehalten',
      cancelled: 'abgebrochen',
      done: 'abgeschlossen',
    },
  },
  webview: {
    title: 'Newsletter',
    notFound: 'Diesen Newsletter gibt es nicht (mehr).',
  },
} as const;

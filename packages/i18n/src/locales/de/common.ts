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
  screens: {
    shop: {
      title: 'Shop',
      description: 'Heckenpflanzen, Obstbäume und Gartenbedarf aus der Baumschule online bestellen.',
    },
    search: { title: 'Suche', description: 'Pflanzen und Gartenbedarf im Shop der Baumschule suchen.' },
    specials: { title: 'Angebote', description: 'Pflanzen und Gartenbedarf zum Aktionspreis.' },
    pricerequest: {
      title: 'Preisanfrage',
      description: 'Preise für größere Mengen und besondere Pflanzen anfragen.',
    },
    favorites: { title: 'Merkliste', description: 'Die Pflanzen, die Sie sich gemerkt haben.' },
    cart: { title: 'Warenkorb', description: 'Ihr Warenkorb mit Preisen, Versandkosten und Gutschein.' },
    checkoutAddress: {
      title: 'Kasse: Adressen',
      description: 'Rechnungs- und Lieferadresse für Ihre Bestellung.',
    },
    checkoutPayment: {
      title: 'Kasse: Versand und Zahlung',
      description: 'Versandart und Zahlungsart für Ihre Bestellung wählen.',
    },
    checkoutSummary: {
      title: 'Kasse: Übersicht',
      description: 'Ihre Bestellung prüfen und kostenpflichtig bestellen.',
    },
    checkoutDone: { title: 'Bestellung abgeschlossen', description: 'Danke für Ihre Bestellung.' },
    login: { title: 'Anmelden', description: 'Mit Ihrem Kundenkonto anmelden.' },
    signup: { title: 'Registrieren', description: 'Ein Kundenkonto für den Shop anlegen.' },
    account: { title: 'Kundenkonto', description: 'Ihre Daten, Adressen und Bestellungen.' },
    addresses: { title: 'Adressen', description: 'Ihre Rechnungs- und Lieferadressen.' },
    addressEdit: { title: 'Adresse bearbeiten', description: 'Eine Adresse anlegen oder ändern.' },
    orders: { title: 'Bestellungen', description: 'Ihre Bestellungen im Shop.' },
    order: { title: 'Bestellung', description: 'Eine Ihrer Bestellungen im Detail.' },
    resetPassword: {
      title: 'Passwort zurücksetzen',
      description: 'Ein neues Passwort für Ihr Kundenkonto festlegen.',
    },
    reset2FA: {
      title: 'Zwei-Faktor zurücksetzen',
      description: 'Die Zwei-Faktor-Anmeldung Ihres Kontos zurücksetzen.',
    },
    verify: { title: 'E-Mail bestätigen', description: 'Die E-Mail-Adresse Ihres Kundenkontos bestätigen.' },
    shippingCosts: {
      title: 'Versandkosten',
      description: 'Versandkosten je Lieferland und ab wann der Versand frei ist.',
    },
    withdraw: {
      title: 'Vertrag widerrufen',
      description: 'Eine Bestellung mit Bestellnummer und E-Mail-Adresse widerrufen.',
    },
  },
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

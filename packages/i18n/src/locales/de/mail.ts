import { bookingMail } from './booking';
/** German texts of the `mail` namespace. */
export const mail = {
  greeting: 'Sehr geehrte Damen und Herren,',
  greetingNamed: 'Hallo {{name}},',
  signature: 'Ihr Gartenwerk-Team',
  footer: 'Gartenwerk · Baumschule und Gartenshop',
  ignore: 'Falls Sie diese Nachricht nicht angefordert haben, können Sie sie ignorieren.',
  verify: {
    subject: 'Bitte bestätigen Sie Ihre E-Mail-Adresse',
    body: 'vielen Dank für Ihre Anmeldung bei Gartenwerk. Bitte bestätigen Sie Ihre E-Mail-Adresse {{handle}} über diesen Link:',
    action: 'E-Mail-Adresse bestätigen',
  },
  passwordReset: {
    subject: 'Ihr neues Passwort bei Gartenwerk',
    body: 'für Ihr Konto {{handle}} wurde ein neues Passwort angefordert. Über diesen Link vergeben Sie es (der Link gilt {{hours}} Stunde und nur einmal):',
    action: 'Neues Passwort vergeben',
  },
  reset2FA: {
    subject: 'Zwei-Faktor-Anmeldung zurücksetzen',
    body: 'für Ihr Konto {{handle}} wurde das Zurücksetzen der Zwei-Faktor-Anmeldung angefordert. Über diesen Link schalten Sie sie ab (der Link gilt {{hours}} Stunde und nur einmal):',
    action: 'Zwei-Faktor-Anmeldung zurücksetzen',
  },
  newsletterConfirm: {
    subject: 'Bitte bestätigen Sie Ihre Newsletter-Anmeldung',
    body: 'Sie haben am {{date}} den Newsletter von Gartenwerk an {{email}} bestellt. Bitte bestätigen Sie die Anmeldung mit einem Klick auf diesen Link (er gilt {{days}} Tage). Ohne Bestätigung erhalten Sie keinen Newsletter.',
    action: 'Anmeldung bestätigen',
  },
  newsletterWelcome: {
    subject: 'Ihre Newsletter-Anmeldung ist bestätigt',
    body: 'Sie erhalten den Newsletter von Gartenwerk ab jetzt an {{email}}.\n\nIhre Einwilligung vom {{date}}, bestätigt am {{confirmed}}: „{{consent}}“\n\nAbbestellen können Sie jederzeit mit einem Klick über diesen Link:',
    action: 'Newsletter abbestellen',
  },
  newsletterRecommend: {
    subject: '{{sender}} empfiehlt Ihnen den Newsletter von Gartenwerk',
    body: '{{sender}} hat Ihnen über unsere Website einen Newsletter von Gartenwerk weitergeleitet. Sie können ihn hier im Browser lesen:\n\n{{webview}}\n\nSie sind damit nicht angemeldet und erhalten von uns keine weiteren Mails; Ihre Adresse behalten wir nicht. Wenn Ihnen der Newsletter gefällt, können Sie ihn hier selbst bestellen:',
    action: 'Newsletter abonnieren',
  },
  messageContact: {
    subject: 'Neue Nachricht über das Kontaktformular: {{subject}}',
    body: 'über das Kontaktformular der Website ist eine Nachricht eingegangen.\n\nName: {{sender}}\nE-Mail: {{email}}\nTelefon: {{phone}}\nBetreff: {{subject}}\n\n{{message}}',
    action: 'Im Admincenter lesen',
  },
  messageJobs: {
    subject: 'Neue Bewerbung von {{sender}}',
    body: 'über das Bewerbungsformular der Website ist eine Bewerbung eingegangen.\n\nName: {{sender}}\nE-Mail: {{email}}\nTelefon: {{phone}}\nBetreff: {{subject}}\n\n{{message}}',
    action: 'Bewerbung im Admincenter öffnen',
  },
  orderShipped: {
    subject: 'Ihre Bestellung {{number}} ist unterwegs',
    body: 'Ihre Bestellung {{number}} vom {{date}} wurde soeben versandt. Vielen Dank für Ihren Einkauf!',
    action: 'Bestellung ansehen',
  },
  orderPaid: {
    subject: 'Zahlungseingang für Ihre Bestellung {{number}}',
    body: 'wir haben Ihre Zahlung über {{total}} für die Bestellung {{number}} vom {{date}} erhalten. Vielen Dank!',
    action: 'Bestellung ansehen',
  },
  orderConfirmation: {
    subject: 'Ihre Bestellung {{number}} bei Gartenwerk',
    body: 'vielen Dank für Ihre Bestellung vom {{date}}. Wir haben sie erhalten und bearbeiten sie in Kürze.\n\n{{summary}}\n\n{{legal}}',
    action: 'Zum Shop',
  },
  orderNotification: {
    subject: 'Neue Bestellung {{number}} über {{total}}',
    body: 'im Shop ist eine neue Bestellung eingegangen.\n\nKunde: {{customer}}\nE-Mail: {{email}}\n\n{{summary}}',
    action: 'Im Admincenter öffnen',
  },
  orderSummary: {
    pickupAt: 'Abholung in der Baumschule, sobald wir Ihnen Bescheid geben:',
    pickupHours: 'Öffnungszeiten:',
    number: 'Bestellnummer: {{number}}',
    line: '{{amount}} × {{title}} à {{price}}: {{total}}',
    lineNote: 'Anmerkung: {{note}}',
    color: 'Farbe',
    withdrawnLine: '{{amount}} × {{title}}',
    lineSet: 'Zusammenstellung: {{parts}}',
    items: 'Artikel: {{value}}',
    discount: 'Rabatt: −{{value}}',
    shipping: 'Versand: {{value}}',
    shippingFree: 'Versand: kostenlos',
    shippingDiscount: 'Versandrabatt: −{{value}}',
    pickup: 'Abholung in der Baumschule',
    vat: 'enthaltene MwSt. {{rate}} %: {{value}}',
    vatExempt: 'Steuerfreie innergemeinschaftliche Lieferung (Reverse Charge)',
    voucher: 'Gutschein {{code}}: −{{value}}',
    total: 'Gesamtbetrag: {{value}}',
    payment: 'Zahlungsart: {{method}}',
    invoiceAddress: 'Rechnungsadresse:',
    shippingAddress: 'Lieferadresse:',
    bankDetails:
      'Bitte überweisen Sie {{total}} unter Angabe der Bestellnummer {{number}} auf unser Konto:\nKontoinhaber: {{account_holder}}\nIBAN: {{iban}}\nBIC: {{bic}}\nBank: {{bank}}\nWir versenden die Ware nach Zahlungseingang.',
    comment: 'Ihre Anmerkung: {{comment}}',
    newsletterWanted: 'Newsletter gewünscht (Bestätigungs-Mail gesendet)',
  },
  paymentMethods: {
    prepayment: 'Vorkasse (Überweisung)',
    invoice: 'Rechnung',
    cash_on_pickup: 'Barzahlung bei Abholung',
    card: 'Kreditkarte',
    klarna: 'Klarna',
    eps: 'EPS-Überweisung',
    sepa_debit: 'SEPA-Lastschrift',
  },
  orderLegal: {
    seller: 'Ihr Vertragspartner:',
    uid: 'UID: {{uid}}',
    contact: 'Telefon {{phone}} · E-Mail {{email}}',
    withdraw:
      'Vertrag widerrufen: Sie können den Vertrag innerhalb von 14 Tagen auch online widerrufen: {{link}}',
    terms: 'Unsere Allgemeinen Geschäftsbedingungen',
    contractLanguage: 'Vertragssprache ist Deutsch.',
    withdrawalPolicy: 'Widerrufsbelehrung und Muster-Widerrufsformular',
  },
  withdrawalConfirmation: {
    subject: 'Bestätigung Ihres Widerrufs der Bestellung {{number}}',
    body: 'wir bestätigen den Eingang Ihres Widerrufs der Bestellung {{number}} vom {{orderDate}}. Ihr Widerruf ist am {{date}} um {{time}} Uhr bei uns eingegangen.\n\nDie Bestellung umfasst:\n{{items}}\n\nWir erstatten Ihnen alle Zahlungen für diese Bestellung, wie es die Widerrufsbelehrung beschreibt. Bitte senden Sie uns die Ware zurück an:\n\n{{seller}}',
    action: 'Widerrufsbelehrung lesen',
  },
  withdrawalNotification: {
    subject: 'Widerruf der Bestellung {{number}}',
    body: 'eine Kundin oder ein Kunde hat den Vertrag über eine Bestellung widerrufen.\n\nBestellung: {{number}} vom {{orderDate}} über {{total}}\nKunde: {{customer}}\nE-Mail: {{email}}\nWiderruf eingegangen am {{date}} um {{time}} Uhr\n\nArtikel:\n{{items}}',
    action: 'Im Admincenter öffnen',
  },
  paymentFailed: {
    subject: 'Zahlung für Ihre Bestellung {{number}} fehlgeschlagen',
    body: 'die Zahlung über {{amount}} für Ihre Bestellung {{number}} ist leider nicht gelungen ({{reason}}). Über diesen Link können Sie es erneut versuchen oder eine andere Zahlungsart wählen:',
    action: 'Erneut bezahlen',
  },
  orderRefunded: {
    subject: 'Erstattung zu Ihrer Bestellung {{number}}',
    body: 'wir haben Ihnen {{amount}} für die Bestellung {{number}} erstattet. Der Betrag wird Ihnen je nach Zahlungsart in einigen Tagen gutgeschrieben.',
    action: 'Bestellung ansehen',
  },
  paymentNotification: {
    subject: 'Zahlung zur Bestellung {{number}}: {{event}}',
    body: 'zur Bestellung {{number}} über {{total}} hat Stripe gemeldet: {{event}}\n\nKunde: {{customer}}\nE-Mail: {{email}}',
    action: 'Im Admincenter öffnen',
  },
  paymentEvents: {
    paid: 'Zahlung über {{amount}} eingegangen',
    failed: 'Zahlung über {{amount}} fehlgeschlagen',
    refunded: '{{amount}} erstattet',
    paidStockShort:
      'Zahlung über {{amount}} nach Freigabe des Lagerbestands eingegangen: Der Bestand reicht nicht mehr, bitte Ware beschaffen oder erstatten.',
    disputed:
      'Die Bank des Kunden hat {{amount}} zurückgefordert (Dispute). Bitte im Stripe-Dashboard beantworten.',
    rejected:
      'Stripe meldet eine Zahlung über {{amount}} (Payment Intent {{intent}}), die nicht zu dieser Bestellung passt (Zahlungsart, Payment Intent, Betrag oder Währung). Sie wurde nicht verbucht; bitte im Stripe-Dashboard prüfen.',
  },
  priceRequestCopy: {
    subject: 'Ihre Preisanfrage bei Gartenwerk',
    body: 'vielen Dank für Ihre Preisanfrage vom {{date}}. Wir melden uns mit einem Angebot. Ihre Anfrage:\n\n{{summary}}',
    action: 'Zum Shop',
  },
  priceRequestAnswer: {
    subject: 'Ihre Preisanfrage bei Gartenwerk',
    body: 'vielen Dank für Ihre Preisanfrage vom {{date}}. Hier ist unser Angebot:\n\n{{answer}}',
    action: 'Zum Shop',
  },
  /** The fixed footer of every newsletter mail (areas/newsletter/render.ts). */
  newsletter: {
    webview: 'Im Browser ansehen',
    unsubscribe: 'Newsletter abbestellen',
    reason: 'Sie erhalten diesen Newsletter, weil Sie ihn mit {{email}} abonniert haben.',
    unsubscribeText: 'Abbestellen: {{url}}',
    webviewText: 'Im Browser ansehen: {{url}}',
    noPrice: 'Preis auf Anfrage',
    readMore: 'Weiterlesen',
    product: 'Zum Produkt',
  },
  booking: bookingMail,
} as const;

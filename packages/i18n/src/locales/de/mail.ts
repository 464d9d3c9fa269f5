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
  priceRequestAnswer: {
    subject: 'Ihre Preisanfrage bei Gartenwerk',
    body: 'vielen Dank für Ihre Preisanfrage vom {{date}}. Hier ist unser Angebot:\n\n{{answer}}',
    action: 'Zum Shop',
  },
} as const;

/** German texts of the `legal` namespace: the legal links and the withdrawal function (§ 356a BGB). */
export const legal = {
  links: {
    label: 'Rechtliches',
    imprint: 'Impressum',
    privacy: 'Datenschutz',
    terms: 'AGB',
    withdrawalPolicy: 'Widerrufsbelehrung',
    shipping: 'Versand & Zahlung',
    withdraw: 'Vertrag widerrufen',
    disclaimer: 'Haftungsausschluss',
  },
  withdrawal: {
    title: 'Vertrag widerrufen',
    intro:
      'Hier widerrufen Sie Ihren Kaufvertrag mit uns. Geben Sie dazu die Bestellnummer und die E-Mail-Adresse der Bestellung an.',
    number: 'Bestellnummer',
    numberHint: 'z. B. 2026-00042, aus der Bestellbestätigung',
    email: 'E-Mail-Adresse der Bestellung',
    next: 'Weiter',
    confirmTitle: 'Widerruf bestätigen',
    confirmIntro: 'Sie widerrufen den Vertrag über die Bestellung {{number}} vom {{date}}:',
    confirm: 'Widerruf bestätigen',
    sending: 'Widerruf wird gesendet …',
    back: 'Zurück',
    doneTitle: 'Ihr Widerruf ist eingegangen',
    done: 'Ihr Widerruf der Bestellung {{number}} ist am {{date}} um {{time}} Uhr bei uns eingegangen.',
    doneMail: 'Eine Bestätigung haben wir an {{email}} gesendet.',
    policy: 'Widerrufsbelehrung',
    alreadyWithdrawn: 'Diese Bestellung wurde bereits am {{date}} um {{time}} Uhr widerrufen.',
    periodOver:
      'Die Widerrufsfrist dieser Bestellung ist abgelaufen: Sie beträgt 14 Tage ab Erhalt der Ware und endete am {{date}}. Ein Widerruf ist daher nicht mehr möglich.',
    notFound: 'Zu dieser Bestellnummer und E-Mail-Adresse finden wir keine Bestellung.',
    numberInvalid:
      'Bitte geben Sie die Bestellnummer so an, wie sie in der Bestätigung steht (z. B. 2026-00042).',
    emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse an.',
    tooMany: 'Zu viele Anfragen in kurzer Zeit. Bitte versuchen Sie es in {{minutes}} Minuten erneut.',
    accountAction: 'Diese Bestellung widerrufen',
  },
} as const;

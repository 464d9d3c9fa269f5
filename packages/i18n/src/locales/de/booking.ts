/** German texts of the booking area, placed into their namespaces as `booking`. */
export const bookingErrors = {
  notFound: 'Termin nicht gefunden.',
  unknownType: 'Diese Terminart gibt es nicht.',
  unknownLocation: 'Diesen Standort gibt es nicht.',
  duplicateLocation: 'Jeder Standort braucht eine eigene Kennung.',
  duplicateType: 'Jede Terminart braucht eine eigene Kennung.',
  spanOrder: 'Eine Zeit muss vor ihrem Ende beginnen.',
  slotUnavailable: 'Zu dieser Zeit kann kein Termin gebucht werden.',
  slotTaken: 'Dieser Termin ist leider gerade vergeben worden. Bitte wählen Sie eine andere Zeit.',
  cancelTooLate: 'Dieser Termin kann nicht mehr online abgesagt werden. Bitte rufen Sie uns an.',
  componentOff: 'Nicht gefunden',
} as const;

export const bookingMail = {
  confirmation: {
    subject: 'Ihr Termin: {{type}} am {{when}}',
    body: 'Hallo {{name}},\n\nvielen Dank für Ihre Buchung. Wir erwarten Sie:\n\n{{type}}\n{{when}}\n{{location}}\n\nDen Termin finden Sie auch im Anhang für Ihren Kalender. Absagen können Sie hier:\n{{cancel}}\n\nIhr Gartenwerk-Team',
  },
  moved: {
    subject: 'Ihr Termin wurde verschoben: {{type}} am {{when}}',
    body: 'Hallo {{name}},\n\nwir mussten Ihren Termin verschieben. Neu:\n\n{{type}}\n{{when}}\n{{location}}\n\nDen geänderten Termin finden Sie im Anhang. Absagen können Sie hier:\n{{cancel}}\n\nIhr Gartenwerk-Team',
  },
  owner: {
    subject: 'Neue Buchung: {{type}} am {{when}}',
    body: 'Neue Buchung:\n\n{{type}}\n{{when}}\n{{location}}\n\n{{name}} <{{email}}> {{phone}}\n{{note}}\n\n{{link}}',
  },
  cancelled: {
    subject: 'Termin abgesagt: {{type}} am {{when}}',
    body: 'Hallo {{name}},\n\nIhr Termin „{{type}}“ am {{when}} ist abgesagt.\n\nIhr Gartenwerk-Team',
  },
  when: '{{date}}, {{from}} – {{to}} Uhr',
} as const;

export const bookingContent = {
  openNow: 'jetzt geöffnet',
  opensToday: 'geschlossen, öffnet um {{time}} Uhr',
  opensLater: 'geschlossen, öffnet am {{day}} um {{time}} Uhr',
  closedForNow: 'geschlossen',
  until: 'bis {{time}} Uhr',
  specialDays: 'Abweichende Öffnungszeiten',
  closedDay: 'geschlossen',
  title: 'Termin buchen',
  intro: 'Wählen Sie die Art des Termins, einen Tag und eine freie Zeit.',
  type: 'Terminart',
  date: 'Tag',
  slots: 'Freie Zeiten',
  noSlots: 'An diesem Tag ist keine Zeit frei.',
  name: 'Name',
  email: 'E-Mail',
  phone: 'Telefon',
  note: 'Anmerkung',
  submit: 'Verbindlich buchen',
  booked: 'Ihr Termin ist gebucht: {{type}} am {{when}}. Die Bestätigung mit dem Termin für Ihren Kalender ist unterwegs an {{email}}.',
  failed: 'Die Buchung ist fehlgeschlagen.',
  minutes: '{{count}} Minuten',
  cancelTitle: 'Termin absagen',
  cancelAsk: 'Möchten Sie Ihren Termin „{{type}}“ am {{when}} absagen?',
  cancelSubmit: 'Termin absagen',
  cancelled: 'Ihr Termin ist abgesagt.',
  notFound: 'Diesen Termin gibt es nicht.',
} as const;

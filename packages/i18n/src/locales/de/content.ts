/** German texts of the `content` namespace: pages, the contact and jobs forms, the captcha. */
export const content = {
  form: {
    messageTooShort: 'Die Nachricht ist zu kurz (mindestens {{min}} Zeichen).',
    nameTooShort: 'Der Name ist zu kurz (mindestens {{min}} Zeichen).',
    emailNotValid: 'Die E-Mail-Adresse ist nicht gültig.',
    captchaWrong:
      'Die Antwort der Sicherheitsabfrage ist falsch. Bitte versuchen Sie es mit einer neuen Aufgabe.',
    fileRequired: 'Bitte hängen Sie Ihre Bewerbung als Datei an.',
    fieldRequired: 'Bitte füllen Sie das Feld {{field}} aus.',
    fileTooLarge: 'Die Datei ist zu groß (höchstens {{max}} MB).',
    sent: 'Vielen Dank! Ihre Nachricht ist bei uns angekommen.',
    captchaLabel: 'Sicherheitsabfrage: Ergebnis der Rechenaufgabe',
    newCaptcha: 'Neue Aufgabe',
  },
  mail: {
    contactSubject: 'Neue Nachricht über das Kontaktformular von {{name}}',
    jobsSubject: 'Neue Bewerbung von {{name}}',
  },
} as const;

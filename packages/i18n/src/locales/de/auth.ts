/** German texts of the `auth` namespace. */
export const auth = {
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
} as const;

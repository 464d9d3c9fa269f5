/** German texts of the `admin` namespace for the screens of the users menu group. */
export const part = {
  account: {
    profile: 'Profil',
    changePassword: 'Passwort ändern',
    oldPassword: 'Bisheriges Passwort',
    newPassword: 'Neues Passwort',
    repeatPassword: 'Neues Passwort wiederholen',
    passwordMismatch: 'Die Passwörter stimmen nicht überein.',
    passwordChanged: 'Passwort geändert',
    changeFailed: 'Passwort ändern fehlgeschlagen',
    enableHint: 'Die Zwei-Faktor-Anmeldung richten Sie in Ihrem Kundenkonto auf der Website ein.',
    toAccount: 'Zum Kundenkonto',
  },
} as const;

import type { TranslationShape } from '../shape';

/** English texts of the `auth` namespace. */
export const auth: TranslationShape['auth'] = {
  loginTitle: 'Log in',
  loginComingSoon: 'Logging in comes with customer accounts. Until then, you cannot log in here yet.',
  redirectAfterLogin: 'After logging in you will continue to {{path}}.',
  handleLabel: 'Email',
  passwordLabel: 'Password',
  loginButton: 'Log in',
  lostPassword: 'Lost your password?',
  resetPassword: 'Reset password',
  backToLogin: 'Back to login',
  emailRequired: 'E-mail is required',
  emailInvalid: 'E-mail must be valid',
  wrongUserOrPassword: 'wrong user or password',
  userNotFound: 'user not found',
  emailAlreadyRegistered: 'email already registered',
  tokenExpired: 'This token has expired.',
  passwordStrength: { 0: 'risky', 1: 'guessable', 2: 'weak', 3: 'safe', 4: 'secure' },
};

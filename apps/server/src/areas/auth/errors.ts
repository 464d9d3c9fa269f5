import { isPasswordStrongEnough } from '@gartenwerk/domain';
import { AppError } from '../../core/errors';
import { text } from '../../core/texts';

export const LOGIN_FAILED = () => new AppError('LOGIN_FAILED', 401, text('auth:wrongUserOrPassword'));
export const TOKEN_EXPIRED = () => new AppError('TOKEN_EXPIRED', 400, text('auth:tokenExpired'));
export const USER_NOT_FOUND = () => new AppError('NOT_FOUND', 404, text('auth:userNotFound'));
export const TOTP_INVALID = (status: number) => new AppError('TOTP_INVALID', status, text('auth:wrongCode'));
const PASSWORD_MISMATCH = () => new AppError('PASSWORD_MISMATCH', 400, text('auth:passwordMismatch'));
export const PASSWORD_WEAK = () => new AppError('PASSWORD_WEAK', 400, text('auth:passwordWeak'));
export const WRONG_PASSWORD = () =>
  new AppError('WRONG_PASSWORD', 400, text('auth:accountPage.wrongPassword'));
export const EMAIL_INVALID = () => new AppError('VALIDATION', 400, text('auth:emailInvalid'));

export function lockedError(until: Date | null, now: Date): AppError {
  if (!until) return new AppError('LOCKED', 423, text('auth:locked'));
  const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
  return new AppError('LOCKED', 423, text('errors:auth.lockedFor', { count: minutes }));
}

export function checkNewPassword(password: string, password2: string): void {
  if (password !== password2) throw PASSWORD_MISMATCH();
  if (!isPasswordStrongEnough(password)) throw PASSWORD_WEAK();
}

export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

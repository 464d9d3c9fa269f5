import type { TFunction } from 'i18next';
import type { ApiError } from '@gartenwerk/api-client';
import { EMAIL_REQUIRED_MESSAGE, validateEmail } from '@gartenwerk/domain';

const TOO_MANY_REQUESTS = 429;
const NOT_FOUND = 404;

function asApiError(error: unknown): ApiError | null {
  if (typeof error !== 'object' || error === null || !('message' in error)) return null;
  const { status, code, message } = error as Partial<ApiError>;
  return { status: status ?? 0, code: code ?? '', message: String(message) };
}

/**
 * The text of a failed auth call in the reader's language: known codes get their own text, the
 * rest the server's message as it came (the spec's error texts are the server's).
 */
export function authErrorText(t: TFunction, error: unknown): string {
  const apiError = asApiError(error);
  if (!apiError) return t('common:unknownError');
  switch (apiError.code) {
    case 'LOGIN_FAILED':
      return t('wrongUserOrPassword');
    case 'TOKEN_EXPIRED':
      return t('tokenExpired');
    case 'NOT_VERIFIED':
      return t('notVerified');
    case 'LOCKED':
      return t('locked');
    case 'TOTP_INVALID':
      return t('wrongCode');
    case 'PASSWORD_MISMATCH':
      return t('passwordMismatch');
    case 'PASSWORD_WEAK':
      return t('passwordWeak');
    case 'WRONG_PASSWORD':
      return t('accountPage.wrongPassword');
  }
  if (apiError.status === TOO_MANY_REQUESTS) return t('tooManyAttempts');
  if (apiError.status === NOT_FOUND && apiError.message === 'user not found') return t('userNotFound');
  return apiError.message;
}

/**
 * The field a refusal of the request's shape names ("body/password must NOT have fewer than 1
 * characters" names `password`), or null for any other refusal.
 */
export function schemaFieldOf(error: unknown): string | null {
  const apiError = asApiError(error);
  if (apiError?.code !== 'VALIDATION') return null;
  return /^body\/([A-Za-z0-9_]+)/.exec(apiError.message)?.[1] ?? null;
}

/** The domain's e-mail rule with its message in the reader's language; null when the address is valid. */
export function emailErrorText(t: TFunction, handle: string): string | null {
  const problem = validateEmail(handle);
  if (!problem) return null;
  return problem === EMAIL_REQUIRED_MESSAGE ? t('emailRequired') : t('emailInvalid');
}

/** Login view message when no e-mail is given. */
export const EMAIL_REQUIRED_MESSAGE = 'E-mail is required';
/** Login view message when the e-mail has no valid format. */
export const EMAIL_INVALID_MESSAGE = 'E-mail must be valid';

// A local part, @, a domain with a dot, and a top-level domain of at least 2 letters.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

/** Whether an e-mail address has a valid format. */
export function isValidEmail(email: string | null | undefined): boolean {
  return !!email && EMAIL_PATTERN.test(email.trim());
}

/**
 * Validates the login view's e-mail field: `'E-mail is required'`, `'E-mail must be valid'`, or
 * `null` when it is fine.
 */
export function validateEmail(email: string | null | undefined): string | null {
  if (!email || email.trim() === '') return EMAIL_REQUIRED_MESSAGE;
  return isValidEmail(email) ? null : EMAIL_INVALID_MESSAGE;
}

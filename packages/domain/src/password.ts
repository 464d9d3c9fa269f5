/** Labels of the password-strength bar, by score 0 to 4. */
export const PASSWORD_STRENGTH_LABELS = ['risky', 'guessable', 'weak', 'safe', 'secure'] as const;
/** A password-strength label. */
export type PasswordStrengthLabel = (typeof PASSWORD_STRENGTH_LABELS)[number];
/** The highest password score. */
export const PASSWORD_MAX_SCORE = 4;

// Five identical characters in a row.
const REPEATED_RUN = /(.)\1{4}/;

/**
 * Scores a password 0–4 as the spec does: no score unless the length is over 4; one point each
 * for mixed case, a digit plus a letter, a special character, length over 8, length over 12
 * without a run of five identical characters, and length over 20 without such a run; capped at 4.
 */
export function passwordScore(password: string): number {
  if (password.length <= 4) return 0;
  const noRun = !REPEATED_RUN.test(password);
  let score = 0;
  if (/[a-z]/.test(password) && /[A-Z]/.test(password)) score++;
  if (/\d/.test(password) && /[a-zA-Z]/.test(password)) score++;
  if (/[^a-zA-Z0-9]/.test(password)) score++;
  if (password.length > 8) score++;
  if (password.length > 12 && noRun) score++;
  if (password.length > 20 && noRun) score++;
  return Math.min(score, PASSWORD_MAX_SCORE);
}

/** The score and label of a password. */
export function passwordStrength(password: string): { score: number; label: PasswordStrengthLabel } {
  const score = passwordScore(password);
  return { score, label: PASSWORD_STRENGTH_LABELS[score]! };
}

/** Lowest score a new password must reach: 'safe'. */
export const PASSWORD_MIN_SCORE = 3;

/** Whether a password is strong enough to be set (signup, reset, change). */
export function isPasswordStrongEnough(password: string): boolean {
  return passwordScore(password) >= PASSWORD_MIN_SCORE;
}

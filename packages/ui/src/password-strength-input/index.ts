export { PasswordStrengthInput } from './PasswordStrengthInput';
export type { PasswordStrengthInputProps } from './PasswordStrengthInput';

export { AccountPage } from './AccountPage';
export { LoginPage } from './LoginPage';
export { Reset2FAPage } from './Reset2FAPage';
export { ResetPasswordPage } from './ResetPasswordPage';
export { SignupPage } from './SignupPage';
export { VerifyPage } from './VerifyPage';

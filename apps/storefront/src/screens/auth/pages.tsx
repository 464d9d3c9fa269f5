// The shop's and the account's ui components beyond those of every page: loaded with these screens.
import '@gartenwerk/ui/styles-shop.css';
import '../account/account.css';
export { AccountPage } from './AccountPage';
export { LoginPage } from './LoginPage';
export { Reset2FAPage } from './Reset2FAPage';
export { ResetPasswordPage } from './ResetPasswordPage';
export { SignupPage } from './SignupPage';
export { VerifyPage } from './VerifyPage';

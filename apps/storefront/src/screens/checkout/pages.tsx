export { CheckoutPage } from './CheckoutPage';
export { ConfirmationPage } from './ConfirmationPage';

// The shop's and the account's ui components beyond those of every page: loaded with these screens.
import '@gartenwerk/ui/styles-shop.css';
export { ProductPage } from './ProductPage';
export { NotifyCancelPage, NotifyConfirmPage } from './NotifyMe';

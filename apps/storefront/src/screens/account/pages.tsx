// The shop's and the account's ui components beyond those of every page: loaded with these screens.
import '@gartenwerk/ui/styles-shop.css';
import './account.css';
export { AddressEditPage } from './AddressEditPage';
export { AddressesPage } from './AddressesPage';
export { OrderPage, OrdersPage } from './OrdersPage';

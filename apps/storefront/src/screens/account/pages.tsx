export { AddressEditPage } from './AddressEditPage';
export { AddressesPage } from './AddressesPage';
export { OrderPage, OrdersPage } from './OrdersPage';

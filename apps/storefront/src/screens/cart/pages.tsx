// The shop's and the account's ui components beyond those of every page: loaded with these screens.
import '@gartenwerk/ui/styles-shop.css';
export { CartPage } from './CartPage';
export { FavoritesPage } from './FavoritesPage';
export { PriceRequestPage } from './PriceRequestPage';

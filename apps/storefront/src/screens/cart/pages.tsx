export { CartPage } from './CartPage';
export { FavoritesPage } from './FavoritesPage';
export { PriceRequestPage } from './PriceRequestPage';

export { SearchPage, ShippingPage, ShopPage, SpecialsPage } from './ShopPages';
export { GroupPage } from './GroupPage';

export { GroupPage, SearchPage, ShippingPage, ShopPage, SpecialsPage } from './ShopPages';

export { texts } from '@gartenwerk/i18n/storefront/en';

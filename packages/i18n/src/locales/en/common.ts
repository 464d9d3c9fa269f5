import type { TranslationShape } from '../shape';

/** English texts of the `common` namespace. */
export const common: TranslationShape['common'] = {
  siteName: 'Gartenwerk',
  tagline: 'Tree nursery and garden shop',
  skipToContent: 'Skip to content',
  nav: { label: 'Main navigation', start: 'Home', shop: 'Shop', login: 'Login' },
  footer: {
    label: 'Footer',
    copyright: '© {{year}} Gartenwerk – tree nursery in Austria',
  },
  deliveryCountry: 'Delivery country',
  language: { label: 'Language', de: 'Deutsch', en: 'English' },
  loading: 'Loading …',
  navigationProgress: 'Loading page',
  navigationFailed: 'Loading failed',
  screens: {
    shop: {
      title: 'Shop',
      description: 'Order hedge plants, fruit trees and garden supplies from the nursery online.',
    },
    search: { title: 'Search', description: 'Search the nursery’s shop for plants and garden supplies.' },
    specials: { title: 'Specials', description: 'Plants and garden supplies at a special price.' },
    pricerequest: {
      title: 'Price request',
      description: 'Ask for prices of larger quantities and special plants.',
    },
    favorites: { title: 'Favourites', description: 'The plants you keep in mind.' },
    cart: { title: 'Cart', description: 'Your cart with prices, shipping costs and voucher.' },
    checkoutAddress: {
      title: 'Checkout: addresses',
      description: 'Invoice and delivery address of your order.',
    },
    checkoutPayment: {
      title: 'Checkout: shipping and payment',
      description: 'Choose how your order is shipped and paid.',
    },
    checkoutSummary: { title: 'Checkout: summary', description: 'Check your order and place it.' },
    checkoutDone: { title: 'Order placed', description: 'Thank you for your order.' },
    login: { title: 'Log in', description: 'Log in with your customer account.' },
    signup: { title: 'Sign up', description: 'Create a customer account for the shop.' },
    account: { title: 'Customer account', description: 'Your data, addresses and orders.' },
    addresses: { title: 'Addresses', description: 'Your invoice and delivery addresses.' },
    addressEdit: { title: 'Edit address', description: 'Add or change an address.' },
    orders: { title: 'Orders', description: 'Your orders in the shop.' },
    order: { title: 'Order', description: 'One of your orders in detail.' },
    resetPassword: { title: 'Reset password', description: 'Set a new password for your customer account.' },
    reset2FA: { title: 'Reset two-factor', description: 'Reset the two-factor login of your account.' },
    verify: { title: 'Verify e-mail', description: 'Confirm the e-mail address of your customer account.' },
    shippingCosts: {
      title: 'Shipping costs',
      description: 'Shipping costs per delivery country and when shipping is free.',
    },
    withdraw: {
      title: 'Withdraw from a contract',
      description: 'Withdraw from an order with its number and e-mail address.',
    },
  },
  notFound: {
    title: 'Page not found',
    text: 'The page {{path}} does not exist (any more).',
    home: 'Go to the home page',
  },
  error: {
    title: 'Something went wrong',
    text: 'The page could not be loaded: {{message}}',
    retry: 'Try again',
  },
  saved: 'saved',
  deleted: 'deleted',
  confirmDelete: 'really delete?',
  noPermission: 'no permission',
  unknownError: 'Unknown error',
  paginator: {
    label: 'Pagination',
    previous: 'Previous page',
    next: 'Next page',
    page: 'Page {{page}}',
  },
};

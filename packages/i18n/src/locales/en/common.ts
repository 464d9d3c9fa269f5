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

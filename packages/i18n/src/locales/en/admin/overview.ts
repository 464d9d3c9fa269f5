import type { Shape } from '../../shape';
import type { part as german } from '../../de/admin/overview';

/** English texts of the `admin` namespace for the screens of the overview group besides the dashboard. */
export const part: Shape<typeof german> = {
  analyticsScreen: {
    loading: 'Loading the visits …',
    loadFailed: 'The visits could not be loaded: {{message}}',
    range: 'Range',
    from: 'From',
    to: 'To',
    kpis: 'Visits in the range',
    visitors: 'Visitors',
    views: 'Page views',
    perDay: 'Visitors and page views per day',
    day: 'Day',
    funnel: 'Shop funnel',
    step: 'Step',
    steps: { product: 'Product viewed', cart: 'Cart', checkout: 'Checkout', order: 'Order' },
    devices: 'Devices',
    device: 'Device',
    deviceNames: { mobile: 'Phone', tablet: 'Tablet', desktop: 'Computer' },
    pages: 'Most visited pages',
    page: 'Page',
    referrers: 'Referring sites',
    referrer: 'Site',
    countries: 'Countries (by browser language)',
    country: 'Country',
    none: 'None in the range.',
    privacy:
      'Counted without cookies and without IP addresses, only as a daily sum per page; browsers sending “Do Not Track” or “Global Privacy Control” are not counted. Visitors are views coming from outside the site.',
  },
};

import { lazy, type ComponentType } from 'react';
import type { AdminRoute } from './adminRoutes';

type Screen = ComponentType<{ route: AdminRoute }>;

/**
 * A screen as its own chunk: its module (and what only it uses, such as the calendar or the charts)
 * loads when the screen is first shown, so the login check and the dashboard start without the rest.
 * Screens of one module share its chunk. The router renders them inside a Suspense boundary.
 */
function lazyScreen<Name extends string>(load: () => Promise<Record<Name, Screen>>, name: Name) {
  return lazy(() => withStyles(load()).then((module) => ({ default: module[name] })));
}

/** A screen's module once the screens' stylesheets are there too (they load side by side). */
function withStyles<Module>(module: Promise<Module>): Promise<Module> {
  return Promise.all([module, import('./screenStyles')]).then(([loaded]) => loaded);
}

const Account = lazyScreen(() => import('../screens/account/Account'), 'Account');
const BugReportBrowse = lazyScreen(() => import('../screens/bugtracker/BugTracker'), 'BugReportBrowse');
const BugReportEdit = lazyScreen(() => import('../screens/bugtracker/BugTracker'), 'BugReportEdit');
const BugTrackerSettingsScreen = lazyScreen(
  () => import('../screens/bugtracker/BugTrackerSettings'),
  'BugTrackerSettingsScreen',
);
const PersonBrowse = lazyScreen(() => import('../screens/person/Persons'), 'PersonBrowse');
const PersonEdit = lazyScreen(() => import('../screens/person/Persons'), 'PersonEdit');
const ClubBrowse = lazyScreen(() => import('../screens/sports/Sports'), 'ClubBrowse');
const ClubEdit = lazyScreen(() => import('../screens/sports/Sports'), 'ClubEdit');
const SportsHome = lazyScreen(() => import('../screens/sports/Sports'), 'SportsHome');
const SportsPersonBrowse = lazyScreen(() => import('../screens/sports/Sports'), 'SportsPersonBrowse');
const SportsPersonEdit = lazyScreen(() => import('../screens/sports/Sports'), 'SportsPersonEdit');
const TeamBrowse = lazyScreen(() => import('../screens/sports/Sports'), 'TeamBrowse');
const TeamEdit = lazyScreen(() => import('../screens/sports/Sports'), 'TeamEdit');
const BookingBrowse = lazyScreen(() => import('../screens/booking/Bookings'), 'BookingBrowse');
const BookingEdit = lazyScreen(() => import('../screens/booking/Bookings'), 'BookingEdit');
const BookingCalendar = lazyScreen(() => import('../screens/booking/BookingCalendar'), 'BookingCalendar');
const BookingSettingsScreen = lazyScreen(
  () => import('../screens/booking/BookingSettingsScreen'),
  'BookingSettingsScreen',
);
const OpeningHoursScreen = lazyScreen(
  () => import('../screens/booking/OpeningHoursScreen'),
  'OpeningHoursScreen',
);
const NotificationCentre = lazyScreen(
  () => import('../screens/notifications/Notifications'),
  'NotificationsScreen',
);
const AnalyticsScreen = lazyScreen(() => import('../screens/analytics/Analytics'), 'AnalyticsScreen');
const FacebookScreen = lazyScreen(() => import('../screens/social/Facebook'), 'FacebookScreen');
const InstagramScreen = lazyScreen(() => import('../screens/social/Instagram'), 'InstagramScreen');
const EventBrowse = lazyScreen(() => import('../screens/events/Events'), 'EventBrowse');
const EventEdit = lazyScreen(() => import('../screens/events/Events'), 'EventEdit');
const MapSettings = lazyScreen(() => import('../screens/settings/MapSettings'), 'MapSettings');
const NewsletterListBrowse = lazyScreen(
  () => import('../screens/newsletter/ListBrowse'),
  'NewsletterListBrowse',
);
const NewsletterListEdit = lazyScreen(() => import('../screens/newsletter/ListEdit'), 'NewsletterListEdit');
const SubscriberBrowse = lazyScreen(
  () => import('../screens/newsletter/SubscriberBrowse'),
  'SubscriberBrowse',
);
const SubscriberEdit = lazyScreen(() => import('../screens/newsletter/SubscriberEdit'), 'SubscriberEdit');
const NewsletterTemplateBrowse = lazyScreen(
  () => import('../screens/newsletter/TemplateBrowse'),
  'NewsletterTemplateBrowse',
);
const NewsletterTemplateEdit = lazyScreen(
  () => import('../screens/newsletter/TemplateEdit'),
  'NewsletterTemplateEdit',
);
const SendingBrowse = lazyScreen(() => import('../screens/newsletter/SendingBrowse'), 'SendingBrowse');
const SendingEdit = lazyScreen(() => import('../screens/newsletter/SendingEdit'), 'SendingEdit');
const StatsBrowse = lazyScreen(() => import('../screens/newsletter/StatsBrowse'), 'StatsBrowse');
const StatsDetail = lazyScreen(() => import('../screens/newsletter/StatsDetail'), 'StatsDetail');
const SubscriberImport = lazyScreen(
  () => import('../screens/newsletter/SubscriberImport'),
  'SubscriberImport',
);
const NewsletterSettingsScreen = lazyScreen(
  () => import('../screens/newsletter/NewsletterSettings'),
  'NewsletterSettingsScreen',
);
const ColorBrowse = lazyScreen(() => import('../screens/catalogue/Colors'), 'ColorBrowse');
const ColorEdit = lazyScreen(() => import('../screens/catalogue/ColorEdit'), 'ColorEdit');
const GroupBrowse = lazyScreen(() => import('../screens/catalogue/GroupBrowse'), 'GroupBrowse');
const GroupEdit = lazyScreen(() => import('../screens/catalogue/Groups'), 'GroupEdit');
const ProductBrowse = lazyScreen(() => import('../screens/catalogue/ProductBrowse'), 'ProductBrowse');
const ProductEdit = lazyScreen(() => import('../screens/catalogue/ProductEdit'), 'ProductEdit');
const StockScreen = lazyScreen(() => import('../screens/catalogue/StockScreen'), 'StockScreen');
// The dashboard needs none of the screens' stylesheets.
const Dashboard = lazy(() =>
  import('../screens/dashboard/Dashboard').then((module) => ({ default: module.Dashboard })),
);
const FileBrowser = lazyScreen(() => import('../screens/files/FileBrowser'), 'FileBrowser');
const FileEdit = lazyScreen(() => import('../screens/files/FileEdit'), 'FileEdit');
const ImageEdit = lazyScreen(() => import('../screens/files/ImageEdit'), 'ImageEdit');
const Outbox = lazyScreen(() => import('../screens/outbox/Outbox'), 'Outbox');
const BackupScreen = lazyScreen(() => import('../screens/backup/Backup'), 'BackupScreen');
const MessageDetail = lazyScreen(() => import('../screens/messages/MessageDetail'), 'MessageDetail');
const MessageInbox = lazyScreen(() => import('../screens/messages/MessageInbox'), 'MessageInbox');
const MessageSettingsScreen = lazyScreen(
  () => import('../screens/messages/MessageSettingsScreen'),
  'MessageSettingsScreen',
);
const PageBrowse = lazyScreen(() => import('../screens/pages/PageBrowse'), 'PageBrowse');
const PageEdit = lazyScreen(() => import('../screens/pages/PageEdit'), 'PageEdit');
const ComponentsSettings = lazyScreen(
  () => import('../screens/settings/ComponentsSettings'),
  'ComponentsSettings',
);
const ConfigEditor = lazyScreen(() => import('../screens/settings/ConfigEditor'), 'ConfigEditor');
const MailSettings = lazyScreen(() => import('../screens/settings/MailSettings'), 'MailSettings');
const PrivacySettings = lazyScreen(() => import('../screens/settings/PrivacySettings'), 'PrivacySettings');
const CompanySettings = lazyScreen(() => import('../screens/settings/CompanySettings'), 'CompanySettings');
const SeoSettings = lazyScreen(() => import('../screens/settings/SeoSettings'), 'SeoSettings');
const UserBrowse = lazyScreen(() => import('../screens/users/UserBrowse'), 'UserBrowse');
const UserEdit = lazyScreen(() => import('../screens/users/UserEdit'), 'UserEdit');
const CustomerBrowse = lazyScreen(() => import('../screens/shop-orders/CustomerBrowse'), 'CustomerBrowse');
const CustomerEdit = lazyScreen(() => import('../screens/shop-orders/CustomerEdit'), 'CustomerEdit');
const OrderBrowse = lazyScreen(() => import('../screens/shop-orders/OrderBrowse'), 'OrderBrowse');
const ShipToday = lazyScreen(() => import('../screens/shop-orders/ShipToday'), 'ShipToday');
const OrderDetail = lazyScreen(() => import('../screens/shop-orders/OrderDetail'), 'OrderDetail');
const PriceRequestBrowse = lazyScreen(
  () => import('../screens/shop-orders/PriceRequestBrowse'),
  'PriceRequestBrowse',
);
const PriceRequestEdit = lazyScreen(
  () => import('../screens/shop-orders/PriceRequestEdit'),
  'PriceRequestEdit',
);
const DiscountGroups = lazyScreen(() => import('../screens/shop-settings/GroupScreens'), 'DiscountGroups');
const ShippingCountries = lazyScreen(
  () => import('../screens/shop-settings/GroupScreens'),
  'ShippingCountries',
);
const ShippingGroups = lazyScreen(() => import('../screens/shop-settings/GroupScreens'), 'ShippingGroups');
const VatGroups = lazyScreen(() => import('../screens/shop-settings/GroupScreens'), 'VatGroups');
const PaymentMethods = lazyScreen(() => import('../screens/shop-settings/PaymentMethods'), 'PaymentMethods');
const FrostStopScreen = lazyScreen(
  () => import('../screens/shop-settings/FrostStopScreen'),
  'FrostStopScreen',
);
const ShopSettings = lazyScreen(() => import('../screens/shop-settings/ShopSettings'), 'ShopSettings');
const PaymentsScreen = lazyScreen(() => import('../screens/shop-payments/PaymentsScreen'), 'PaymentsScreen');
const TemplateBrowse = lazyScreen(() => import('../screens/shop-vouchers/TemplateBrowse'), 'TemplateBrowse');
const TemplateEdit = lazyScreen(() => import('../screens/shop-vouchers/TemplateScreens'), 'TemplateEdit');
const VoucherCalendar = lazyScreen(
  () => import('../screens/shop-vouchers/VoucherCalendar'),
  'VoucherCalendar',
);
const InvoiceCalendar = lazyScreen(
  () => import('../screens/production-plan/PlanCalendar'),
  'InvoiceCalendar',
);
const ResourceCalendar = lazyScreen(
  () => import('../screens/production-plan/PlanCalendar'),
  'ResourceCalendar',
);
const ResourceBrowse = lazyScreen(() => import('../screens/production-plan/Resources'), 'ResourceBrowse');
const ResourceEdit = lazyScreen(() => import('../screens/production-plan/Resources'), 'ResourceEdit');
const VoucherBrowse = lazyScreen(() => import('../screens/shop-vouchers/VoucherBrowse'), 'VoucherBrowse');
const VoucherEdit = lazyScreen(() => import('../screens/shop-vouchers/VoucherScreens'), 'VoucherEdit');
const DocumentBrowse = lazy(() =>
  withStyles(import('../screens/invoicing/DocumentBrowse')).then((module) => ({
    default: module.DocumentBrowse,
  })),
);
const DocumentEdit = lazy(() =>
  withStyles(import('../screens/invoicing/DocumentEdit')).then((module) => ({
    default: module.DocumentEdit,
  })),
);
const AffiliateBrowse = lazyScreen(() => import('../screens/shop-affiliates/Affiliates'), 'AffiliateBrowse');
const AffiliateEdit = lazyScreen(() => import('../screens/shop-affiliates/Affiliates'), 'AffiliateEdit');
const ShippingDiscountBrowse = lazyScreen(
  () => import('../screens/shop-settings/ShippingDiscounts'),
  'ShippingDiscountBrowse',
);
const ShippingDiscountEdit = lazyScreen(
  () => import('../screens/shop-settings/ShippingDiscounts'),
  'ShippingDiscountEdit',
);
const AccountingCustomerBrowse = lazyScreen(() => import('../screens/accounting/parties'), 'CustomerBrowse');
const AccountingCustomerEdit = lazyScreen(() => import('../screens/accounting/parties'), 'CustomerEdit');
const VendorBrowse = lazyScreen(() => import('../screens/accounting/parties'), 'VendorBrowse');
const VendorEdit = lazyScreen(() => import('../screens/accounting/parties'), 'VendorEdit');
const ItemBrowse = lazyScreen(() => import('../screens/accounting/items'), 'ItemBrowse');
const ItemEdit = lazyScreen(() => import('../screens/accounting/items'), 'ItemEdit');
const FactorBrowse = lazyScreen(() => import('../screens/accounting/factors'), 'FactorBrowse');
const FactorEdit = lazyScreen(() => import('../screens/accounting/factors'), 'FactorEdit');
const DocumentTemplateBrowse = lazyScreen(() => import('../screens/accounting/templates'), 'TemplateBrowse');
const DocumentTemplateEdit = lazyScreen(() => import('../screens/accounting/templates'), 'TemplateEdit');
const MailTemplateBrowse = lazyScreen(
  () => import('../screens/accounting/mailTemplates'),
  'MailTemplateBrowse',
);
const MailTemplateEdit = lazyScreen(() => import('../screens/accounting/mailTemplates'), 'MailTemplateEdit');
const AccountsSettings = lazyScreen(
  () => import('../screens/accounting/accountsSettings'),
  'AccountsSettings',
);
const GlobalSettings = lazyScreen(() => import('../screens/accounting/globalSettings'), 'GlobalSettings');
const PdfSettings = lazyScreen(() => import('../screens/accounting/pdfSettings'), 'PdfSettings');
const SystemSettings = lazyScreen(() => import('../screens/accounting/systemSettings'), 'SystemSettings');
const UiSettings = lazyScreen(() => import('../screens/accounting/uiSettings'), 'UiSettings');
const FiguresScreen = lazyScreen(() => import('../screens/accounting/figures'), 'FiguresScreen');
const DunningScreen = lazyScreen(() => import('../screens/accounting/dunning'), 'DunningScreen');
const DunningSettings = lazyScreen(() => import('../screens/accounting/dunning'), 'DunningSettings');
const AccountingHome = lazyScreen(() => import('../screens/accounting/overview'), 'AccountingHome');
const InvoiceOverviewScreen = lazyScreen(
  () => import('../screens/accounting/overview'),
  'InvoiceOverviewScreen',
);
const NotificationsScreen = lazyScreen(() => import('../screens/accounting/overview'), 'NotificationsScreen');
const AccountingSetupTestScreen = lazyScreen(
  () => import('../screens/accounting/setupTest'),
  'AccountingSetupTestScreen',
);

/** The screens built so far, by route path; every other route shows its placeholder. */
export const SCREENS: Readonly<Record<string, ComponentType<{ route: AdminRoute }>>> = {
  dashboard: Dashboard,
  account: Account,
  'users/browse': UserBrowse,
  'users/add': UserEdit,
  'users/edit/:id': UserEdit,
  'mail/outbox': Outbox,
  backup: BackupScreen,
  files: FileBrowser,
  'file/edit/:id': FileEdit,
  'image/edit/:id': ImageEdit,
  'pages/browse': PageBrowse,
  'pages/edit/:id?': PageEdit,
  'messages/inbox': MessageInbox,
  'messages/inbox/:id': MessageDetail,
  'messages/settings': MessageSettingsScreen,
  'settings/seo': SeoSettings,
  'settings/privacy': PrivacySettings,
  'settings/mail': MailSettings,
  'settings/company': CompanySettings,
  components: ComponentsSettings,
  config: ConfigEditor,
  'shop/products': ProductBrowse,
  'shop/products/:id': ProductEdit,
  'bugtracker/browse': BugReportBrowse,
  'bugtracker/edit/:id?': BugReportEdit,
  'bugtracker/settings': BugTrackerSettingsScreen,
  'person/browse': PersonBrowse,
  'person/edit/:id?': PersonEdit,
  sports: SportsHome,
  'sports/clubs/browse': ClubBrowse,
  'sports/clubs/add/:id?': ClubEdit,
  'sports/clubs/edit/:id?': ClubEdit,
  'sports/teams/browse': TeamBrowse,
  'sports/teams/add/:id?': TeamEdit,
  'sports/teams/edit/:id?': TeamEdit,
  'sports/person/browse': SportsPersonBrowse,
  'sports/person/add/:id?': SportsPersonEdit,
  'sports/person/edit/:id?': SportsPersonEdit,
  'booking/browse': BookingBrowse,
  'booking/edit/:id?': BookingEdit,
  'booking/calendar': BookingCalendar,
  'booking/openinghours': OpeningHoursScreen,
  'booking/settings': BookingSettingsScreen,
  notifications: NotificationCentre,
  analytics: AnalyticsScreen,
  'social/facebook': FacebookScreen,
  'social/instagram': InstagramScreen,
  events: EventBrowse,
  'events/edit/:id?': EventEdit,
  map: MapSettings,
  'list/browse': NewsletterListBrowse,
  'list/edit/:id?': NewsletterListEdit,
  'sendings/browse': SendingBrowse,
  'sendings/edit/:templateId?/:listId?': SendingEdit,
  'stats/browse': StatsBrowse,
  'stats/browse/:id': StatsDetail,
  'subscriber/browse': SubscriberBrowse,
  'subscriber/edit/:id?': SubscriberEdit,
  'templates/browse': NewsletterTemplateBrowse,
  'templates/edit/:id?': NewsletterTemplateEdit,
  'newsletter/subscriber/import': SubscriberImport,
  'newsletter/settings': NewsletterSettingsScreen,
  'shop/colors': ColorBrowse,
  'shop/colors/:id': ColorEdit,
  'shop/groups': GroupBrowse,
  'shop/groups/:id': GroupEdit,
  'shop/stock': StockScreen,
  'shop/orders': OrderBrowse,
  'shop/orders/to-ship': ShipToday,
  'shop/orders/:id': OrderDetail,
  'shop/payments': PaymentsScreen,
  'shop/customers': CustomerBrowse,
  'shop/customers/:id': CustomerEdit,
  'shop/pricerequest/browse': PriceRequestBrowse,
  'shop/pricerequest/edit/:id?': PriceRequestEdit,
  'shop/settings': ShopSettings,
  'shop/settings/payment-methods': PaymentMethods,
  'shop/settings/frost-stop': FrostStopScreen,
  'shop/shipping/countries': ShippingCountries,
  'shop/shipping/groups': ShippingGroups,
  'shop/discount/groups': DiscountGroups,
  'shop/vat/groups': VatGroups,
  'shop/voucher/browse': VoucherBrowse,
  'shop/voucher/edit/:id?': VoucherEdit,
  'shop/voucher/calendar': VoucherCalendar,
  'shop/voucher/template/browse': TemplateBrowse,
  'shop/voucher/template/edit/:id?': TemplateEdit,
  'accounting/offer/browse': ({ route }) => <DocumentBrowse route={route} type="offer" />,
  'accounting/order/browse': ({ route }) => <DocumentBrowse route={route} type="order" />,
  'accounting/delivery/browse': ({ route }) => <DocumentBrowse route={route} type="delivery" />,
  'accounting/invoice/browse': ({ route }) => <DocumentBrowse route={route} type="invoice" />,
  'accounting/vendor_order/browse': ({ route }) => <DocumentBrowse route={route} type="vendor_order" />,
  'accounting/offer/edit/:id?': ({ route }) => <DocumentEdit route={route} type="offer" />,
  'accounting/order/edit/:id?': ({ route }) => <DocumentEdit route={route} type="order" />,
  'accounting/delivery/edit/:id?': ({ route }) => <DocumentEdit route={route} type="delivery" />,
  'accounting/invoice/edit/:id?': ({ route }) => <DocumentEdit route={route} type="invoice" />,
  'accounting/vendor_order/add': ({ route }) => <DocumentEdit route={route} type="vendor_order" />,
  'accounting/vendor_order/edit/:id?': ({ route }) => <DocumentEdit route={route} type="vendor_order" />,
  'shop/affiliates': AffiliateBrowse,
  'shop/affiliates/:id': AffiliateEdit,
  'shop/shipping/discounts': ShippingDiscountBrowse,
  'shop/shipping/discounts/:id': ShippingDiscountEdit,
  accounting: AccountingHome,
  'accounting/test': AccountingSetupTestScreen,
  'accounting/customer/add': AccountingCustomerEdit,
  'accounting/customer/edit/:id?': AccountingCustomerEdit,
  'accounting/customer/browse': AccountingCustomerBrowse,
  'accounting/vendor/add': VendorEdit,
  'accounting/vendor/edit/:id?': VendorEdit,
  'accounting/vendor/browse': VendorBrowse,
  'accounting/invoice/calendar': InvoiceCalendar,
  'accounting/resource/browse': ResourceBrowse,
  'accounting/resource/edit/:id?': ResourceEdit,
  'accounting/resource/calendar': ResourceCalendar,
  'accounting/item/edit/:id?': ItemEdit,
  'accounting/item/browse': ItemBrowse,
  'accounting/factor/edit/:id?': FactorEdit,
  'accounting/factor/browse': FactorBrowse,
  'accounting/template/edit/:id?': DocumentTemplateEdit,
  'accounting/template/browse': DocumentTemplateBrowse,
  'accounting/settings/global': GlobalSettings,
  'accounting/settings/pdf': PdfSettings,
  'accounting/settings/accounts': AccountsSettings,
  'accounting/settings/dunning': DunningSettings,
  'accounting/settings/ui': UiSettings,
  'accounting/settings/system': SystemSettings,
  'accounting/settings/notifications': NotificationsScreen,
  'accounting/settings/notifications/templates': MailTemplateBrowse,
  'accounting/settings/notifications/templates/:id?': MailTemplateEdit,
  'accounting/invoice/overview': InvoiceOverviewScreen,
  'accounting/invoice/figures': FiguresScreen,
  'accounting/invoice/dunning': DunningScreen,
};

/** Whether a path has its screen; placeholders stay out of the menu until they are built. */
export function isBuilt(path: string): boolean {
  return Object.hasOwn(SCREENS, path);
}

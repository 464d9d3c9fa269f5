import type { ComponentType } from 'react';
import type { AdminRoute } from './adminRoutes';
import { Account } from '../screens/account/Account';
import { BugReportBrowse, BugReportEdit } from '../screens/bugtracker/BugTracker';
import { BugTrackerSettingsScreen } from '../screens/bugtracker/BugTrackerSettings';
import { PersonBrowse, PersonEdit } from '../screens/person/Persons';
import {
  ClubBrowse,
  ClubEdit,
  SportsHome,
  SportsPersonBrowse,
  SportsPersonEdit,
  TeamBrowse,
  TeamEdit,
} from '../screens/sports/Sports';
import { BookingBrowse, BookingEdit } from '../screens/booking/Bookings';
import { BookingCalendar } from '../screens/booking/BookingCalendar';
import { BookingSettingsScreen } from '../screens/booking/BookingSettingsScreen';
import { OpeningHoursScreen } from '../screens/booking/OpeningHoursScreen';
import { NotificationsScreen as NotificationCentre } from '../screens/notifications/Notifications';
import { AnalyticsScreen } from '../screens/analytics/Analytics';
import { FacebookScreen } from '../screens/social/Facebook';
import { InstagramScreen } from '../screens/social/Instagram';
import { EventBrowse, EventEdit } from '../screens/events/Events';
import { MapSettings } from '../screens/settings/MapSettings';
import { NewsletterListBrowse } from '../screens/newsletter/ListBrowse';
import { NewsletterListEdit } from '../screens/newsletter/ListEdit';
import { SubscriberBrowse } from '../screens/newsletter/SubscriberBrowse';
import { SubscriberEdit } from '../screens/newsletter/SubscriberEdit';
import { NewsletterTemplateBrowse } from '../screens/newsletter/TemplateBrowse';
import { NewsletterTemplateEdit } from '../screens/newsletter/TemplateEdit';
import { SendingBrowse } from '../screens/newsletter/SendingBrowse';
import { SendingEdit } from '../screens/newsletter/SendingEdit';
import { StatsBrowse } from '../screens/newsletter/StatsBrowse';
import { StatsDetail } from '../screens/newsletter/StatsDetail';
import { SubscriberImport } from '../screens/newsletter/SubscriberImport';
import { NewsletterSettingsScreen } from '../screens/newsletter/NewsletterSettings';
import { ColorBrowse } from '../screens/catalogue/Colors';
import { ColorEdit } from '../screens/catalogue/ColorEdit';
import { GroupBrowse } from '../screens/catalogue/GroupBrowse';
import { GroupEdit } from '../screens/catalogue/Groups';
import { ProductBrowse } from '../screens/catalogue/ProductBrowse';
import { ProductEdit } from '../screens/catalogue/ProductEdit';
import { StockScreen } from '../screens/catalogue/StockScreen';
import { Dashboard } from '../screens/dashboard/Dashboard';
import { FileBrowser } from '../screens/files/FileBrowser';
import { FileEdit } from '../screens/files/FileEdit';
import { ImageEdit } from '../screens/files/ImageEdit';
import { Outbox } from '../screens/outbox/Outbox';
import { BackupScreen } from '../screens/backup/Backup';
import { MessageDetail } from '../screens/messages/MessageDetail';
import { MessageInbox } from '../screens/messages/MessageInbox';
import { MessageSettingsScreen } from '../screens/messages/MessageSettingsScreen';
import { PageBrowse } from '../screens/pages/PageBrowse';
import { PageEdit } from '../screens/pages/PageEdit';
import { ComponentsSettings } from '../screens/settings/ComponentsSettings';
import { ConfigEditor } from '../screens/settings/ConfigEditor';
import { MailSettings } from '../screens/settings/MailSettings';
import { PrivacySettings } from '../screens/settings/PrivacySettings';
import { CompanySettings } from '../screens/settings/CompanySettings';
import { SeoSettings } from '../screens/settings/SeoSettings';
import { UserBrowse } from '../screens/users/UserBrowse';
import { UserEdit } from '../screens/users/UserEdit';
import { CustomerBrowse } from '../screens/shop-orders/CustomerBrowse';
import { CustomerEdit } from '../screens/shop-orders/CustomerEdit';
import { OrderBrowse } from '../screens/shop-orders/OrderBrowse';
import { ShipToday } from '../screens/shop-orders/ShipToday';
import { OrderDetail } from '../screens/shop-orders/OrderDetail';
import { PriceRequestBrowse } from '../screens/shop-orders/PriceRequestBrowse';
import { PriceRequestEdit } from '../screens/shop-orders/PriceRequestEdit';
import {
  DiscountGroups,
  ShippingCountries,
  ShippingGroups,
  VatGroups,
} from '../screens/shop-settings/GroupScreens';
import { PaymentMethods } from '../screens/shop-settings/PaymentMethods';
import { FrostStopScreen } from '../screens/shop-settings/FrostStopScreen';
import { ShopSettings } from '../screens/shop-settings/ShopSettings';
import { PaymentsScreen } from '../screens/shop-payments/PaymentsScreen';
import { TemplateBrowse } from '../screens/shop-vouchers/TemplateBrowse';
import { TemplateEdit } from '../screens/shop-vouchers/TemplateScreens';
import { VoucherCalendar } from '../screens/shop-vouchers/VoucherCalendar';
import { InvoiceCalendar, ResourceCalendar } from '../screens/production-plan/PlanCalendar';
import { ResourceBrowse, ResourceEdit } from '../screens/production-plan/Resources';
import { VoucherBrowse } from '../screens/shop-vouchers/VoucherBrowse';
import { VoucherEdit } from '../screens/shop-vouchers/VoucherScreens';
import { DocumentBrowse } from '../screens/invoicing/DocumentBrowse';
import { DocumentEdit } from '../screens/invoicing/DocumentEdit';
import { AffiliateBrowse, AffiliateEdit } from '../screens/shop-affiliates/Affiliates';
import { ShippingDiscountBrowse, ShippingDiscountEdit } from '../screens/shop-settings/ShippingDiscounts';
import {
  CustomerBrowse as AccountingCustomerBrowse,
  CustomerEdit as AccountingCustomerEdit,
  VendorBrowse,
  VendorEdit,
} from '../screens/accounting/parties';
import { ItemBrowse, ItemEdit } from '../screens/accounting/items';
import { FactorBrowse, FactorEdit } from '../screens/accounting/factors';
import {
  TemplateBrowse as DocumentTemplateBrowse,
  TemplateEdit as DocumentTemplateEdit,
} from '../screens/accounting/templates';
import { MailTemplateBrowse, MailTemplateEdit } from '../screens/accounting/mailTemplates';
import { AccountsSettings } from '../screens/accounting/accountsSettings';
import { GlobalSettings } from '../screens/accounting/globalSettings';
import { PdfSettings } from '../screens/accounting/pdfSettings';
import { SystemSettings } from '../screens/accounting/systemSettings';
import { UiSettings } from '../screens/accounting/uiSettings';
import { FiguresScreen } from '../screens/accounting/figures';
import { DunningScreen, DunningSettings } from '../screens/accounting/dunning';
import { AccountingHome, InvoiceOverviewScreen, NotificationsScreen } from '../screens/accounting/overview';
import { AccountingSetupTestScreen } from '../screens/accounting/setupTest';

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

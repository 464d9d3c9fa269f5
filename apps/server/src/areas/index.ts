import { shopPaths } from '@gartenwerk/domain';
import type { FastifyPluginAsync } from 'fastify';
import { adminDashboardRoutes } from './admin-dashboard/routes';
import { adminSearchRoutes } from './admin-search/routes';
import { analyticsRoutes } from './analytics/routes';
import { authRoutes } from './auth/routes';
import { backupRoutes } from './backup/routes';
import { bookingRoutes } from './booking/routes';
import { configRoutes } from './config/routes';
import { useConfigSaveHooks } from './config/save-hooks';
import { testMailboxRoutes } from './config/test-mailbox';
import { entryActionRoutes, entryRoutes } from './entry/routes';
import { describeEvent } from './event/booking';
import { eventRoutes } from './event/routes';
import { fileRoutes } from './file/routes';
import { healthRoutes } from './health/routes';
import { invoiceFiguresRoutes } from './invoice/figures-routes';
import { invoiceDunningRoutes } from './invoice/dunning';
import { invoiceRoutes, shopOrderInvoiceRoutes } from './invoice/routes';
import { mailShopOrderInvoice } from './invoice/from-shop';
import { removeProductionPlan } from './invoice/production-plan';
import { SYSTEM_ACTOR } from './invoice/service';
import { cancelShopOrderInvoice, invoiceWhenSupplied } from './invoice/shop';
import { useReceiptStock } from './invoice/stock';
import { mailRoutes } from './mail/routes';
import { subscribeFromBox } from './newsletter/boxes';
import { newsletterRoutes } from './newsletter/routes';
import { newsletterWebviewRoutes } from './newsletter/webview';
import { notificationRoutes } from './notification/routes';
import { notify } from './notification/service';
import { frostStopRoutes } from './shop-order/frost';
import { seoMetaRoutes, seoRoutes } from './seo/routes';
import { captchaRoutes, formRoutes, messageRoutes } from './message/routes';
import { addressRoutes } from './shop-address/routes';
import { signupAddresses } from './shop-address/service';
import { cartRoutes } from './shop-cart/routes';
import { colorRoutes } from './shop-color/routes';
import { bugReportRoutes } from './system-bugtracker/routes';
import { socialRoutes } from './social/routes';
import { personRoutes } from './person/routes';
import { sportsRoutes } from './sports/routes';
import { resourceRoutes } from './invoice/resource-routes';
import { shippingDiscountRoutes } from './shop-shipping-discount/routes';
import { affiliateRoutes } from './shop-affiliate/routes';
import { affiliateOfRequest } from './shop-affiliate/ref';
import { countryRoutes } from './shop-country/routes';
import { shopCustomerRoutes } from './shop-order/customers';
import { useOrderInvoicing } from './shop-order/invoicing';
import { orderActionRoutes, orderRoutes } from './shop-order/routes';
import { recordMovedPaths } from './shop-paths/service';
import { paymentRoutes } from './shop-payment/routes';
import { openPaymentPage } from './shop-payment/service';
import { checkOnlineMethodsVerified } from './shop-payment/stripe';
import { paymentWebhookRoutes } from './shop-payment/webhook-routes';
import { priceRequestActionRoutes, priceRequestRoutes } from './shop-pricerequest/routes';
import { receiveIntoStock, takeBackFromStock } from './shop-stock/goods-receipt';
import { stockRoutes } from './shop-stock/routes';
import { voucherActionRoutes, voucherRoutes, voucherTemplateRoutes } from './shop-voucher/routes';
import { productCsvRoutes } from './shop-product/csv';
import { productRoutes, productSearchRoutes } from './shop-product/routes';
import { refreshSearchIndexOfGroup } from './shop-product/search';
import { productsInGroup, productsShowColor } from './shop-product/service';
import { productGroupRoutes } from './shop-productgroup/routes';
import { notifyRoutes, productsMaybeSellable } from './shop-notify/routes';
import { waitingSort } from './shop-notify/service';
import { useProductSorts } from './shop-product/service';

export interface Area {
  name: string;
  prefix: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each area takes its own options
  routes: FastifyPluginAsync<any>;
  /**
   * Its writes change public data (what the storefront shows to anyone): each successful one makes the
   * public caches stale (core/public-cache.ts).
   */
  publicData?: boolean;
  /**
   * What the area's routes take from other areas (a function of the area that owns the data), so that
   * the two areas do not import each other; the app's `areaOptions` add to it.
   */
  options?: object;
}

// The invoice area writes, cancels and mails a shop order's invoice when shop-order says so.
useOrderInvoicing({
  invoiceWhenSupplied: (tx, order) => invoiceWhenSupplied(tx, order, SYSTEM_ACTOR),
  cancelInvoice: (tx, orderId) => cancelShopOrderInvoice(tx, orderId, SYSTEM_ACTOR),
  mailInvoice: mailShopOrderInvoice,
  removePlan: removeProductionPlan,
});

// Online payment methods go on only with verified keys; shop pages a configuration change moves keep
// answering at their old addresses.
useConfigSaveHooks({
  verifyShopSettings: checkOnlineMethodsVerified,
  shopSettingsSaved: (tx, before, after) =>
    recordMovedPaths(tx, shopPaths(before.urls), shopPaths(after.urls)),
});

// The admin's product list sorts by how many people wait for a product (shop-notify's count).
useProductSorts({ waiting: waitingSort });

// A vendor order's goods receipt raises (and its take-back lowers) the shop's stock.
useReceiptStock({ receiveIntoStock, takeBackFromStock });

/** Every area of the API, registered in this order. */
export const areas: Area[] = [
  { name: 'health', prefix: '/api/health', routes: healthRoutes },
  // /api/v0/auth/…, plus the shop's signup and reset calls and /search/auth, /batch/auth/.
  {
    name: 'auth',
    prefix: '/api/v0',
    routes: authRoutes,
    options: { signupAddresses, subscribeFromBox },
  },
  { name: 'mail', prefix: '/api/v0/mail', routes: mailRoutes },
  { name: 'config', prefix: '/api/v0/config', routes: configRoutes, publicData: true },
  { name: 'config-test-mailbox', prefix: '/api/v0/config_test_mailbox', routes: testMailboxRoutes },
  { name: 'entry', prefix: '/api/v0', routes: entryRoutes, publicData: true },
  { name: 'entry-actions', prefix: '/api/v0', routes: entryActionRoutes, publicData: true },
  { name: 'message', prefix: '/api/v0/message', routes: messageRoutes, options: { notify } },
  { name: 'forms', prefix: '/api/v0/forms', routes: formRoutes, options: { notify } },
  { name: 'captcha', prefix: '/api/v0/captcha', routes: captchaRoutes },
  { name: 'seo', prefix: '', routes: seoRoutes },
  { name: 'seo-meta', prefix: '/api/v0/seo', routes: seoMetaRoutes },
  {
    name: 'shop-productgroup',
    prefix: '/api/v0',
    routes: productGroupRoutes,
    publicData: true,
    options: { productsInGroup, refreshSearchIndexOfGroup },
  },
  {
    name: 'shop-product',
    prefix: '/api/v0',
    routes: productRoutes,
    publicData: true,
    options: { productsMaybeSellable },
  },
  {
    name: 'shop-product-csv',
    prefix: '/api/v0/shop_product/csv',
    routes: productCsvRoutes,
    publicData: true,
    options: { productsMaybeSellable },
  },
  { name: 'shop-product-search', prefix: '/api/v0/shop', routes: productSearchRoutes },
  {
    name: 'shop-color',
    prefix: '/api/v0',
    routes: colorRoutes,
    publicData: true,
    options: { colorInUse: productsShowColor },
  },
  {
    name: 'shop-shipping-discount',
    prefix: '/api/v0',
    routes: shippingDiscountRoutes,
    publicData: true,
  },
  { name: 'shop-affiliate', prefix: '/api/v0', routes: affiliateRoutes },
  { name: 'shop-countries', prefix: '/api/v0/shop_countries', routes: countryRoutes },
  {
    name: 'shop-stock',
    prefix: '/api/v0/shop_stock',
    routes: stockRoutes,
    options: { productsMaybeSellable },
  },
  // "Tell me when it's back": /api/v0/shop/notify/…
  { name: 'shop-notify', prefix: '/api/v0/shop/notify', routes: notifyRoutes },
  { name: 'shop-frost', prefix: '/api/v0/shop/frost_stop', routes: frostStopRoutes, publicData: true },
  {
    name: 'shop-order',
    prefix: '/api/v0/shop_order',
    routes: orderRoutes,
    options: { affiliateOfRequest, openPaymentPage, notify },
  },
  { name: 'shop-customers', prefix: '/api/v0/shop_order', routes: shopCustomerRoutes },
  {
    name: 'shop-order-actions',
    prefix: '/api/v0/shop',
    routes: orderActionRoutes,
    options: { notify },
  },
  { name: 'shop-payment', prefix: '/api/v0/shop', routes: paymentRoutes },
  {
    name: 'shop-payment-webhook',
    prefix: '/api/v0/shop/webhook',
    routes: paymentWebhookRoutes,
    options: { notify },
  },
  { name: 'shop-address', prefix: '/api/v0/shop/addresses', routes: addressRoutes },
  { name: 'shop-voucher', prefix: '/api/v0', routes: voucherRoutes },
  {
    name: 'shop-voucher-template',
    prefix: '/api/v0',
    routes: voucherTemplateRoutes,
    publicData: true,
  },
  { name: 'shop-voucher-actions', prefix: '/api/v0/shop', routes: voucherActionRoutes },
  { name: 'shop-cart', prefix: '/api/v0/shop', routes: cartRoutes },
  { name: 'shop-pricerequest', prefix: '/api/v0', routes: priceRequestRoutes },
  { name: 'shop-pricerequest-actions', prefix: '/api/v0/shop', routes: priceRequestActionRoutes },
  // Spans /api/v0/invoice…, /api/v1/invoice…, /api/v0/batch/invoice, /api/pageData/invoice….
  { name: 'invoice', prefix: '', routes: invoiceRoutes, options: { productsMaybeSellable } },
  { name: 'invoice-figures', prefix: '', routes: invoiceFiguresRoutes },
  { name: 'invoice-dunning', prefix: '', routes: invoiceDunningRoutes },
  { name: 'invoice-resource', prefix: '/api/v0', routes: resourceRoutes },
  { name: 'shop-order-invoice', prefix: '/api/v0/shop_order', routes: shopOrderInvoiceRoutes },
  { name: 'admin-search', prefix: '/api/v0/admin', routes: adminSearchRoutes },
  { name: 'admin-dashboard', prefix: '/api/v0/admin', routes: adminDashboardRoutes },
  { name: 'system-bugtracker', prefix: '/api/v0', routes: bugReportRoutes },
  { name: 'person', prefix: '/api/v0', routes: personRoutes },
  // /api/v0/sports_club/, /sports_team/, /sports_person/ and the public /sports/sponsoring (component `sports`).
  { name: 'sports', prefix: '/api/v0', routes: sportsRoutes, publicData: true },
  // Opening hours, bookable types, slots, bookings and the calendar (/api/v0/booking…).
  { name: 'booking', prefix: '/api/v0', routes: bookingRoutes, options: { notify, describeEvent } },
  // /api/v0/event/ (admin) and the public /api/v0/events/… (component `events`).
  { name: 'event', prefix: '/api/v0', routes: eventRoutes, publicData: true, options: { notify } },
  // /api/v0/analytics/: page views counted without cookie or address (component `analytics`).
  { name: 'analytics', prefix: '/api/v0/analytics', routes: analyticsRoutes },
  // /api/v0/notification/…: the admin centre's notifications (component `notifications`).
  { name: 'notification', prefix: '/api/v0', routes: notificationRoutes },
  // /api/v0/newsletter_list/, /newsletter_subscriber/ and the public /newsletter/… calls.
  { name: 'newsletter', prefix: '/api/v0', routes: newsletterRoutes, options: { notify } },
  // The web view page /newsletter/webview/:sendingId/:subscriberId (the mail's own HTML).
  { name: 'newsletter-webview', prefix: '', routes: newsletterWebviewRoutes },
  // /api/v0/social/…: the Facebook page and the Instagram feed (component `social`).
  // Its writes change the start page's Instagram block and components.social.fb.
  { name: 'social', prefix: '/api/v0/social', routes: socialRoutes, publicData: true },
  // Spans several spec prefixes (/api/v0/upload, /download, /file, /crop, /quota, /api/v1/file…).
  { name: 'file', prefix: '', routes: fileRoutes, publicData: true },
  // /api/v0/backup/: backups of the whole site, made in the background; restore (component `backup`).
  { name: 'backup', prefix: '/api/v0/backup', routes: backupRoutes },
];

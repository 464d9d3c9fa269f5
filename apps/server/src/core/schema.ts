// Every table of the server, for drizzle-kit and the typed database client.
export * from '../areas/auth/table';
export * from '../areas/config/table';
export * from '../areas/entry/table';
export * from '../areas/message/table';
export * from '../areas/shop-productgroup/table';
export * from '../areas/shop-product/table';
export * from '../areas/shop-color/table';
export * from '../areas/shop-stock/table';
export * from '../areas/shop-order/table';
export * from '../areas/shop-voucher/table';
export * from '../areas/shop-pricerequest/table';
export * from '../areas/shop-cart/table';
export * from '../seed/table';
export * from '../areas/file/table';
export * from '../areas/mail/table';
export * from '../areas/invoice/table';
export * from '../areas/shop-payment/table';

// The shop's orders: placing them (checkout.ts) and keeping them (orders.ts).
export * from './orders';
export * from './checkout';

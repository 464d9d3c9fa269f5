// The shop's orders: placing them (checkout.ts), keeping them (orders.ts) and marking them (marks.ts).
export * from './orders';
export * from './marks';
export * from './checkout';

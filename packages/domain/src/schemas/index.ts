/**
 * Request schemas shared by the server (route validation and OpenAPI) and the admin centre (form
 * validation before sending), so both refuse the same input. Imported as `@gartenwerk/domain/schemas`,
 * apart from the main entry, so the storefront does not load TypeBox.
 */
export * from './common';
export * from './entity';
export * from './color';
export * from './bug-report';
export * from './bug-tracker';
export * from './person';
export * from './product';
export * from './invoice-document';
export * from './affiliate';
export * from './shipping-discount';
export * from './invoice-master';
export * from './voucher';
export * from './user';
export * from './entry';
export * from './invoice-settings';
export * from './newsletter';
export * from './notify';
export * from './newsletter-sending';
export * from './newsletter-template';
export * from './newsletter-settings';
export * from './newsletter-import';
export * from './newsletter-recommend';
export * from './newsletter-stats';
export * from './payment';
export * from './resource';
export * from './booking';
export * from './notification';
export * from './analytics';
export * from './event';
export * from './sports';
export * from './social';

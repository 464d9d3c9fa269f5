import type { TranslationShape } from '../shape';

/** English texts of the `errors` namespace. */
export const errors: TranslationShape['errors'] = {
  notFound: 'Not found.',
  tooManyRequests_one: 'Too many requests in a short time. Please try again in a minute.',
  tooManyRequests_other: 'Too many requests in a short time. Please try again in {{count}} minutes.',
  tooManyOrders_one: 'Too many orders in a short time. Please try again in a minute.',
  tooManyOrders_other: 'Too many orders in a short time. Please try again in {{count}} minutes.',
  auth: {
    lockedFor_one: 'The account is locked for now. Please try again in a minute.',
    lockedFor_other: 'The account is locked for now. Please try again in {{count}} minutes.',
    twoFactorAlreadyOn: 'Two-factor sign-in is already on.',
    twoFactorNotStarted: 'Please start turning on two-factor sign-in first.',
    roleUnavailable: 'These roles do not exist: {{roles}}',
  },
  stock: {
    negative: 'The stock must not become negative.',
    unknownVariant: 'The product has no such variant.',
    notEnough: 'Not enough in stock for “{{product}}”.',
  },
  voucher: {
    unknown: 'We do not know this voucher code.',
    usedUp: 'The voucher has been used up.',
    expired: 'The voucher has expired.',
    notYetValid: 'The voucher is not valid yet.',
    codeTaken: 'This voucher code exists already.',
    remainingAboveValue: 'The remaining value must not exceed the voucher’s value.',
    validityReversed: 'The voucher must become valid before it expires.',
  },
  address: {
    notFound: 'This address does not exist.',
    incomplete: 'Please fill in all required fields of the address: {{fields}}',
  },
  order: {
    productUnknown: 'A product of the order does not exist (any more).',
    productNotOrderable: 'The product “{{title}}” cannot be ordered at the moment.',
    variantUnknown: 'This variant of “{{title}}” does not exist.',
    colorUnknown: 'This colour does not exist for “{{title}}”.',
    setNotOfProduct: 'The selection for “{{title}}” names products that are not part of this set.',
    paymentNotOffered: 'This payment method is not available for this order.',
    notShippable: 'Sorry, we cannot deliver to this address.',
    invoiceAddress: 'Please enter a complete invoice address.',
    shippingAddress: 'Please enter a complete shipping address.',
    addressProblem: '{{address}}: {{problem}}',
    idempotencyKeyReused: 'This idempotency key belongs to another order.',
    idempotencyKeyMismatch: 'This idempotency key was already used for an order with other details.',
    specialConditions: 'Please accept the additional conditions.',
    pickupUnavailable: 'Pickup is not possible at the moment.',
  },
  priceRequest: {
    productUnknown: 'A product asked about does not exist (any more).',
  },
  file: {
    quotaExceeded: 'Storage full: {{used}} of {{quota}} MB used, the file does not fit any more',
    tooLarge: 'File too large: at most {{max}} MB are allowed',
    svgTooLarge: 'SVG too large: at most {{max}} MB are allowed',
    empty: 'The file is empty',
    unreadableImage: 'The image cannot be read',
    imageTooLarge: 'Image too large: {{width}}x{{height}} pixels, at most {{max}} pixels are allowed',
    rasterOnly: 'Only raster images (jpg, png, gif, webp) can be edited',
  },
  inUse: {
    color: 'The colour is still used by products and cannot be deleted.',
    group: 'The product group still holds products or subgroups and cannot be deleted.',
    voucherTemplate: 'The voucher template is still used by vouchers and cannot be deleted.',
  },
  slug: {
    form: 'The slug may only hold lower-case letters (a–z), digits and single hyphens between them.',
    reserved: '“{{slug}}” is a page of the shop and cannot be a slug.',
    takenProduct: 'Another product already has the slug “{{slug}}”.',
    takenGroup: 'Another product group already has the slug “{{slug}}”.',
  },
};

import type { TranslationShape } from '../shape';

/** English texts of the `shop` namespace. */
export const shop: TranslationShape['shop'] = {
  title: 'Shop',
  groupsHeading: 'Product groups',
  noGroups: 'No product groups yet.',
  productsHeading: 'Products',
  noProducts: 'There are no products in this group yet.',
  priceOnRequest: 'Price on request',
  price: 'Price',
  backToShop: 'Back to the shop',
  termsRequired: 'You must accept the terms and conditions to continue',
  paymentRequired: 'Please choose a payment method!',
  signupDuplicate: 'The e-mail address you entered is already registered!',
  signupRecipientRejected: 'The e-mail address you entered was not found!',
  cantRemoveDefaultInvoiceAddress: 'cant remove default invoice address',
  cantRemoveDefaultShippingAddress: 'cant remove default shipping address',
  voucherPdf: {
    title: 'Gift voucher',
    recipient: 'for {{recipient}}',
    code: 'Voucher code: {{code}}',
    validUntil: 'Valid until {{date}}',
    validForever: 'Valid without expiry date',
    redeem: 'Redeemable in the Gartenwerk online shop or at our nursery.',
  },
};

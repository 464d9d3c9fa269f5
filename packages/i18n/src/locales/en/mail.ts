import { bookingMail } from './booking';
import type { TranslationShape } from '../shape';

/** English texts of the `mail` namespace. */
export const mail: TranslationShape['mail'] = {
  greeting: 'Dear Sir or Madam,',
  greetingNamed: 'Hello {{name}},',
  signature: 'Your Gartenwerk team',
  footer: 'Gartenwerk · Tree nursery and garden shop',
  ignore: 'If you did not ask for this message, you can ignore it.',
  verify: {
    subject: 'Please confirm your e-mail address',
    body: 'thank you for signing up at Gartenwerk. Please confirm your e-mail address {{handle}} with this link:',
    action: 'Confirm e-mail address',
  },
  passwordReset: {
    subject: 'Your new Gartenwerk password',
    body: 'a new password was requested for your account {{handle}}. Set it with this link (valid for {{hours}} hour and only once):',
    action: 'Set a new password',
  },
  reset2FA: {
    subject: 'Reset two-factor sign-in',
    body: 'a reset of the two-factor sign-in was requested for your account {{handle}}. Turn it off with this link (valid for {{hours}} hour and only once):',
    action: 'Reset two-factor sign-in',
  },
  newsletterConfirm: {
    subject: 'Please confirm your newsletter subscription',
    body: 'On {{date}} the Gartenwerk newsletter was ordered for {{email}}. Please confirm the subscription with one click on this link (it is valid for {{days}} days). Without the confirmation you will receive no newsletter.',
    action: 'Confirm subscription',
  },
  newsletterWelcome: {
    subject: 'Your newsletter subscription is confirmed',
    body: 'From now on you will receive the Gartenwerk newsletter at {{email}}.\n\nYour consent of {{date}}, confirmed on {{confirmed}}: “{{consent}}”\n\nYou can unsubscribe at any time with one click on this link:',
    action: 'Unsubscribe from the newsletter',
  },
  newsletterRecommend: {
    subject: '{{sender}} recommends the Gartenwerk newsletter to you',
    body: '{{sender}} forwarded a Gartenwerk newsletter to you through our website. You can read it in your browser here:\n\n{{webview}}\n\nThis does not subscribe you and we will not mail you again; we do not keep your address. If you like the newsletter, you can subscribe yourself here:',
    action: 'Subscribe to the newsletter',
  },
  messageContact: {
    subject: 'New message from the contact form: {{subject}}',
    body: 'a message came in through the website’s contact form.\n\nName: {{sender}}\nE-mail: {{email}}\nPhone: {{phone}}\nSubject: {{subject}}\n\n{{message}}',
    action: 'Read it in the admin centre',
  },
  messageJobs: {
    subject: 'New application from {{sender}}',
    body: 'an application came in through the website’s jobs form.\n\nName: {{sender}}\nE-mail: {{email}}\nPhone: {{phone}}\nSubject: {{subject}}\n\n{{message}}',
    action: 'Open the application in the admin centre',
  },
  orderShipped: {
    subject: 'Your order {{number}} is on its way',
    body: 'your order {{number}} of {{date}} has just been shipped. Thank you for shopping with us!',
    action: 'View order',
  },
  orderPaid: {
    subject: 'Payment received for your order {{number}}',
    body: 'we have received your payment of {{total}} for the order {{number}} of {{date}}. Thank you!',
    action: 'View order',
  },
  orderConfirmation: {
    subject: 'Your order {{number}} at Gartenwerk',
    body: 'thank you for your order of {{date}}. We have received it and will process it shortly.\n\n{{summary}}\n\n{{legal}}',
    action: 'Go to the shop',
  },
  orderNotification: {
    subject: 'New order {{number}} of {{total}}',
    body: 'a new order has arrived in the shop.\n\nCustomer: {{customer}}\nE-mail: {{email}}\n\n{{summary}}',
    action: 'Open in the admin centre',
  },
  orderSummary: {
    pickupAt: 'Collection at the nursery, once we let you know it is ready:',
    pickupHours: 'Opening hours:',
    number: 'Order number: {{number}}',
    line: '{{amount}} × {{title}} at {{price}}: {{total}}',
    lineNote: 'Note: {{note}}',
    color: 'Colour',
    withdrawnLine: '{{amount}} × {{title}}',
    lineSet: 'Set: {{parts}}',
    items: 'Items: {{value}}',
    discount: 'Discount: −{{value}}',
    shipping: 'Shipping: {{value}}',
    shippingFree: 'Shipping: free',
    shippingDiscount: 'Shipping discount: −{{value}}',
    pickup: 'Pickup at the nursery',
    vat: 'incl. VAT {{rate}} %: {{value}}',
    vatExempt: 'Tax-free intra-community supply (reverse charge)',
    voucher: 'Voucher {{code}}: −{{value}}',
    total: 'Total: {{value}}',
    payment: 'Payment method: {{method}}',
    invoiceAddress: 'Invoice address:',
    shippingAddress: 'Shipping address:',
    bankDetails:
      'Please transfer {{total}} quoting the order number {{number}} to our account:\nAccount holder: {{account_holder}}\nIBAN: {{iban}}\nBIC: {{bic}}\nBank: {{bank}}\nWe ship the goods once the payment has arrived.',
    comment: 'Your note: {{comment}}',
    newsletterWanted: 'Newsletter wanted (confirmation mail sent)',
  },
  paymentMethods: {
    prepayment: 'Prepayment (bank transfer)',
    invoice: 'Invoice',
    cash_on_pickup: 'Cash on pickup',
    card: 'Credit card',
    klarna: 'Klarna',
    eps: 'EPS bank transfer',
    sepa_debit: 'SEPA direct debit',
  },
  orderLegal: {
    seller: 'Your contract partner:',
    uid: 'VAT ID: {{uid}}',
    contact: 'Phone {{phone}} · E-mail {{email}}',
    withdraw: 'Withdraw from the contract: within 14 days you can also withdraw online: {{link}}',
    terms: 'Our terms and conditions (German version)',
    contractLanguage:
      'The contract is concluded in German. Our terms and conditions and the withdrawal policy with the model withdrawal form follow in German; the German version is binding.',
    withdrawalPolicy: 'Right of withdrawal and model withdrawal form (German version)',
  },
  withdrawalConfirmation: {
    subject: 'Confirmation of your withdrawal from order {{number}}',
    body: 'we confirm receipt of your withdrawal from order {{number}} of {{orderDate}}. We received your withdrawal on {{date}} at {{time}}.\n\nThe order comprises:\n{{items}}\n\nWe will refund all payments for this order as described in the withdrawal policy. Please send the goods back to:\n\n{{seller}}',
    action: 'Read the withdrawal policy',
  },
  withdrawalNotification: {
    subject: 'Withdrawal from order {{number}}',
    body: 'a customer has withdrawn from the contract of an order.\n\nOrder: {{number}} of {{orderDate}} for {{total}}\nCustomer: {{customer}}\nE-mail: {{email}}\nWithdrawal received on {{date}} at {{time}}\n\nItems:\n{{items}}',
    action: 'Open in the admin centre',
  },
  paymentFailed: {
    subject: 'Payment for your order {{number}} failed',
    body: 'unfortunately the payment of {{amount}} for your order {{number}} did not go through ({{reason}}). Use this link to try again or to choose another payment method:',
    action: 'Pay again',
  },
  orderRefunded: {
    subject: 'Refund for your order {{number}}',
    body: 'we have refunded {{amount}} for the order {{number}}. Depending on the payment method, the amount reaches you in a few days.',
    action: 'View order',
  },
  paymentNotification: {
    subject: 'Payment for order {{number}}: {{event}}',
    body: 'Stripe reported for order {{number}} of {{total}}: {{event}}\n\nCustomer: {{customer}}\nE-mail: {{email}}',
    action: 'Open in the admin centre',
  },
  adminNotifications: {
    order: { title: 'New order {{number}}', content: '{{customer}}, {{total}}' },
    message: { title: 'New message from {{sender}}', content: '{{subject}}' },
    paymentFailed: { title: 'Payment failed: order {{number}}', content: '{{event}}' },
    lowStock: { title: 'Low stock: {{product}}', content: '{{amount}} left in stock' },
    newsletterSent: { title: 'Newsletter sent: {{subject}}', content: '{{sent}} recipients' },
    jobFailed: { title: 'Background job failed: {{job}}', content: '{{error}}' },
  },
  paymentEvents: {
    paid: 'Payment of {{amount}} received',
    failed: 'Payment of {{amount}} failed',
    refunded: '{{amount}} refunded',
    paidStockShort:
      'Payment of {{amount}} received after the stock was released: the stock no longer suffices, please source the goods or refund.',
    disputed: 'The customer’s bank has disputed {{amount}}. Please answer in the Stripe dashboard.',
    rejected:
      'Stripe reports a payment of {{amount}} (Payment Intent {{intent}}) that does not match this order (payment method, Payment Intent, amount or currency). It was not booked; please check it in the Stripe dashboard.',
  },
  priceRequestCopy: {
    subject: 'Your price request at Gartenwerk',
    body: 'thank you for your price request of {{date}}. We will get back to you with an offer. Your request:\n\n{{summary}}',
    action: 'Go to the shop',
  },
  priceRequestAnswer: {
    subject: 'Your price request at Gartenwerk',
    body: 'thank you for your price request of {{date}}. Here is our offer:\n\n{{answer}}',
    action: 'Go to the shop',
  },
  /** The fixed footer of every newsletter mail (areas/newsletter/render.ts). */
  newsletter: {
    webview: 'View in your browser',
    unsubscribe: 'Unsubscribe from this newsletter',
    reason: 'You receive this newsletter because you subscribed to it with {{email}}.',
    unsubscribeText: 'Unsubscribe: {{url}}',
    webviewText: 'View in your browser: {{url}}',
    noPrice: 'Price on request',
    readMore: 'Read more',
    product: 'View product',
  },
  booking: bookingMail,
};

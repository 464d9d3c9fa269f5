import type { TranslationShape } from '../shape';

/** English texts of the `legal` namespace. */
export const legal: TranslationShape['legal'] = {
  links: {
    label: 'Legal',
    imprint: 'Imprint',
    privacy: 'Privacy',
    terms: 'Terms and conditions',
    withdrawalPolicy: 'Right of withdrawal',
    shipping: 'Shipping & payment',
    withdraw: 'Withdraw from contract',
    disclaimer: 'Disclaimer',
  },
  withdrawal: {
    title: 'Withdraw from contract',
    intro:
      'Here you withdraw from your purchase contract with us. Enter the order number and the e-mail address of the order.',
    number: 'Order number',
    numberHint: 'e.g. 2026-00042, from the order confirmation',
    email: 'E-mail address of the order',
    next: 'Continue',
    confirmTitle: 'Confirm withdrawal',
    confirmIntro: 'You withdraw from the contract of order {{number}} of {{date}}:',
    confirm: 'Confirm withdrawal',
    sending: 'Sending withdrawal …',
    back: 'Back',
    doneTitle: 'Your withdrawal has been received',
    done: 'We received your withdrawal of order {{number}} on {{date}} at {{time}}.',
    doneMail: 'We have sent a confirmation to {{email}}.',
    policy: 'Right of withdrawal',
    alreadyWithdrawn: 'This order was already withdrawn on {{date}} at {{time}}.',
    periodOver:
      'The withdrawal period of this order has expired: it is 14 days from receipt of the goods and ended on {{date}}. The order can therefore no longer be withdrawn.',
    notFound: 'We find no order with this order number and e-mail address.',
    numberInvalid: 'Please enter the order number as shown in the confirmation (e.g. 2026-00042).',
    emailInvalid: 'Please enter a valid e-mail address.',
    tooMany: 'Too many requests in a short time. Please try again in {{minutes}} minutes.',
    accountAction: 'Withdraw from this order',
  },
};

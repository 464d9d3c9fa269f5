import type { TranslationShape } from '../shape';

/** English texts of the `newsletter` namespace. */
export const newsletter: TranslationShape['newsletter'] = {
  duplicateEmail: 'Email address already exists!',
  emailInvalid: 'Please enter a valid e-mail address.',
  tokenExpired: 'This confirmation link has expired. Please sign up again.',
  unsubscribeInvalid: 'This unsubscribe link is not valid.',
  doiLinkMissing:
    'The confirmation mail’s text ({{language}}) needs the placeholder {{placeholder}} for the confirmation link.',
  listUnknown: 'There is no such newsletter list: {{list}}',
  adminConsent:
    'Entered by the operator in the admin centre; the subscription counts only once the link in the confirmation mail confirms it.',
  import: {
    emailInvalid: 'Invalid e-mail address',
    listUnknown: 'Unknown list: {{list}}',
    duplicateInFile: 'Twice in the file (already in line {{line}})',
    duplicateStored: 'The address is already entered.',
    sourceMissing: 'Please name where the consent was given (source).',
    empty: 'Apart from the header the file holds no lines.',
    tooManyRows: 'At most {{max}} lines per import.',
    columnMissing: 'The file has no column {{column}}.',
    consent:
      'Imported by the operator; the subscription counts only once the link in the confirmation mail confirms it.',
  },
  export: {
    email: 'E-mail',
    name: 'Name',
    status: 'Status',
    lists: 'Lists',
    tags: 'Tags',
    groups: 'Groups',
    language: 'Language',
    created: 'Entered',
    confirmed: 'Confirmed',
    unsubscribed: 'Unsubscribed',
  },
  statuses: {
    unconfirmed: 'unconfirmed',
    confirmed: 'confirmed',
    unsubscribed: 'unsubscribed',
  },
  recommend: {
    captchaWrong: 'The result of the sum is not right. Please try again with the new task.',
  },
  forms: {
    footer: 'Website footer',
    subscribe_page: 'Newsletter page',
    signup: 'Sign-up',
    checkout: 'Order',
    admin: 'Admin centre',
    import: 'Import',
  },
  recommendPage: {
    title: 'Recommend the newsletter',
    intro:
      'Send this newsletter to a friend. Your friend gets a single mail with the link to the newsletter and to the sign-up – nobody is subscribed by it.',
    webview: 'View the newsletter in the browser',
    name: 'Your name',
    recipient: 'Your friend’s e-mail address',
    note: 'The address is used for this one mail only; it is kept shortened only, against abuse.',
    submit: 'Recommend the newsletter',
    sent: 'Thank you! The newsletter was sent to {{email}}.',
    failed: 'The recommendation could not be sent.',
    unknown: 'There is no such newsletter.',
  },
  page: {
    title: 'Newsletter',
    intro:
      'Seasonal planting tips, new varieties from the nursery and our offers – about once a month by e-mail.',
    subscribeTitle: 'Subscribe to the newsletter',
    name: 'Your name (optional)',
    lists: 'Which newsletters would you like to receive?',
    verifyTitle: 'Confirm your newsletter subscription',
    verifying: 'Confirming your subscription …',
    verified: 'Thank you! Your newsletter subscription is confirmed. You will receive it at {{email}}.',
    verifyFailed: 'This confirmation link has expired or is not valid. Please sign up again.',
    unsubscribeTitle: 'Unsubscribe from the newsletter',
    unsubscribing: 'Unsubscribing …',
    unsubscribed:
      'You have been unsubscribed from the newsletter ({{email}}). You will receive no more newsletters.',
    unsubscribeFailed: 'This unsubscribe link is not valid.',
    again: 'Subscribe again',
    back: 'To the home page',
  },
};

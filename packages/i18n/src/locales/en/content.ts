import type { TranslationShape } from '../shape';

/** English texts of the `content` namespace. */
export const content: TranslationShape['content'] = {
  form: {
    messageTooShort: 'The message is too short (at least {{min}} characters).',
    nameTooShort: 'The name is too short (at least {{min}} characters).',
    emailNotValid: 'The e-mail address is not valid.',
    captchaWrong: 'The answer to the security question is wrong. Please try again with a new task.',
    fileRequired: 'Please attach your application as a file.',
    fieldRequired: 'Please fill in the field {{field}}.',
    fileTooLarge: 'The file is too large (at most {{max}} MB).',
    sent: 'Thank you! Your message has reached us.',
    captchaLabel: 'Security question: result of the sum',
    newCaptcha: 'New task',
  },
  mail: {
    contactSubject: 'New message from the contact form by {{name}}',
    jobsSubject: 'New application from {{name}}',
  },
};

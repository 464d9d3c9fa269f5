import type { TranslationShape } from '../shape';

/** English texts of the `mail` namespace. */
export const mail: TranslationShape['mail'] = {
  greeting: 'Dear Sir or Madam,',
  greetingNamed: 'Hello {{name}},',
  signature: 'Your Gartenwerk team',
  footer: 'Gartenwerk · Tree nursery and garden shop',
};

import type { TranslationShape } from '../shape';

/** English texts of the `newsletter` namespace. */
export const newsletter: TranslationShape['newsletter'] = {
  duplicateEmail: 'Email address already exists!',
};

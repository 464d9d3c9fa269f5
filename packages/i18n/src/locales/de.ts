import { common } from './de/common';
import { shop } from './de/shop';
import { auth } from './de/auth';
import { newsletter } from './de/newsletter';
import { admin } from './de/admin';
import { mail } from './de/mail';
import { content } from './de/content';
import { checkout } from './de/checkout';
import { legal } from './de/legal';
import { errors } from './de/errors';
import { invoice } from './de/invoice';

/**
 * German texts, the default language. German texts quoted by the specification appear here exactly
 * as written there; its English quotes (e.g. 'This token has expired.') are the English texts, and
 * German pages read German ones.
 */
export const de = {
  common,
  shop,
  auth,
  newsletter,
  admin,
  mail,
  content,
  checkout,
  legal,
  errors,
  invoice,
} as const;

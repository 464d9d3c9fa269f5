import { common } from './en/common';
import { shop } from './en/shop';
import { auth } from './en/auth';
import { newsletter } from './en/newsletter';
import { admin } from './en/admin';
import { mail } from './en/mail';
import { content } from './en/content';
import { checkout } from './en/checkout';
import { legal } from './en/legal';
import { errors } from './en/errors';
import { invoice } from './en/invoice';

import type { TranslationShape } from './shape';

/** English texts, the second language; every key of the German texts exists here too. */
export const en: TranslationShape = {
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
};

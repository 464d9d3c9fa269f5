import { auth } from '../locales/en/auth';
import { checkout } from '../locales/en/checkout';
import { common } from '../locales/en/common';
import { content } from '../locales/en/content';
import { legal } from '../locales/en/legal';
import { newsletter } from '../locales/en/newsletter';
import { shop } from '../locales/en/shop';

/** The storefront's English texts: its namespaces only, no admin centre or mail texts. */
export const texts = { common, shop, auth, newsletter, content, checkout, legal };

import { auth } from '../locales/de/auth';
import { checkout } from '../locales/de/checkout';
import { common } from '../locales/de/common';
import { content } from '../locales/de/content';
import { legal } from '../locales/de/legal';
import { newsletter } from '../locales/de/newsletter';
import { shop } from '../locales/de/shop';

/** The storefront's German texts: its namespaces only, no admin centre or mail texts. */
export const texts = { common, shop, auth, newsletter, content, checkout, legal };

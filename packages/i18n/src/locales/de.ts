import { common } from './de/common';
import { shop } from './de/shop';
import { auth } from './de/auth';
import { newsletter } from './de/newsletter';
import { admin } from './de/admin';
import { mail } from './de/mail';
import { content } from './de/content';
import { checkout } from './de/checkout';
import { legal } from './de/legal';

/**
 * German texts, the default language. Quoted texts of the specification appear here exactly as
 * written there, English ones included (the spec shows them so in the German interface).
 */
export const de = { common, shop, auth, newsletter, admin, mail, content, checkout, legal } as const;

import { part as shell } from './admin/shell';
import { part as kit } from './admin/kit';
import { part as overview } from './admin/overview';
import { part as users } from './admin/users';
import { part as settings } from './admin/settings';
import { part as system } from './admin/system';
import { part as messages } from './admin/messages';
import { part as newsletter } from './admin/newsletter';
import { part as shop } from './admin/shop';
import { part as sports } from './admin/sports';
import { part as booking } from './admin/booking';
import { part as bugtracker } from './admin/bugtracker';
import { part as accounting } from './admin/accounting';

/**
 * German texts of the `admin` namespace: the merge of its parts (admin/*.ts), which share no
 * top-level key. The admin centre loads the parts one by one (the shell first, a screen's parts with
 * it); the server and the tests use the whole namespace.
 */
export const admin = {
  ...shell,
  ...kit,
  ...overview,
  ...users,
  ...settings,
  ...system,
  ...messages,
  ...newsletter,
  ...shop,
  ...sports,
  ...booking,
  ...bugtracker,
  ...accounting,
} as const;

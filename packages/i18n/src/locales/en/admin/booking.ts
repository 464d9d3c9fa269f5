import type { Shape } from '../../shape';
import type { part as german } from '../../de/admin/booking';
import { bookingAdmin } from '../booking';

/** English texts of the `admin` namespace for the screens of the booking menu group. */
export const part: Shape<typeof german> = {
  booking: bookingAdmin,
};

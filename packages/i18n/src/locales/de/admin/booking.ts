import { bookingAdmin } from '../booking';

/** German texts of the `admin` namespace for the screens of the booking menu group. */
export const part = {
  booking: bookingAdmin,
} as const;

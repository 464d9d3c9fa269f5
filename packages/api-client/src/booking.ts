import type { bookingSchemas } from '@gartenwerk/domain/schemas';
import { entityEndpoints } from './entity';

/** The bookings (`/api/v0/booking/`; admin, system): booking/browse and booking/edit. */
export const bookingApi = entityEndpoints<typeof bookingSchemas>()({
  type: 'Booking',
  path: '/api/v0/booking/',
  one: 'Booking',
  many: 'Bookings',
});

import { formatDate } from '@gartenwerk/domain';

/**
 * A day of a voucher as the nursery reads it: a voucher's validity is stored as the UTC moments that
 * begin and end the days entered (2026-05-31T23:59:59.999Z is valid until 31.05.2026).
 */
export const formatDay = (iso: string | null) => (iso ? formatDate(iso.slice(0, 10)) : '–');

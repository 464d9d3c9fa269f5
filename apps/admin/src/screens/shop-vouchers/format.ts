const euros = new Intl.NumberFormat('de-AT', { style: 'currency', currency: 'EUR' });
export const formatEuros = (value: number) => euros.format(value);

/** A day of a voucher (an ISO instant) as the nursery reads it, in UTC like the server stores days. */
export const formatDay = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString('de-AT', { timeZone: 'UTC' }) : '–';

import { countryName } from '@gartenwerk/domain';
import type { OrderAddress } from '@gartenwerk/api-client';

/** The lines of an address, company first; the country by its name in the admin's language. */
export function addressLines(address: OrderAddress, language: string): string[] {
  return [
    address.company ?? '',
    `${address.first_name} ${address.last_name}`.trim(),
    address.address,
    `${address.zip} ${address.city}`.trim(),
    countryName(address.country, language === 'en' ? 'en' : 'de'),
    address.uid ? `UID ${address.uid}` : '',
    address.phone ?? '',
  ].filter(Boolean);
}

/** The VAT lines worth a row: a 0 % line without tax (e.g. untaxed shipping) says nothing. */
export function chargedVat<Line extends { rate: number; vat: number }>(lines: readonly Line[]): Line[] {
  return lines.filter((line) => line.rate !== 0 || line.vat !== 0);
}

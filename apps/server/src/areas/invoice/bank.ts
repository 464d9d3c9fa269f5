import { fromCents } from '@gartenwerk/domain';
import QRCode from 'qrcode';
import type { BankDetails } from '@gartenwerk/domain/schemas';

/**
 * The account invoices are paid to: the company's, entered once in settings/company (the shop's
 * `bank_details`, which prepayments go to as well). Null without an IBAN.
 */
export interface PayeeAccount {
  holder: string;
  iban: string;
  bic: string;
  bank: string;
}

export function payeeAccount(
  details: BankDetails | null | undefined,
  companyName: string,
): PayeeAccount | null {
  const iban = details?.iban.replace(/\s+/g, '').toUpperCase() ?? '';
  if (!iban) return null;
  return {
    holder: details!.account_holder.trim() || companyName,
    iban,
    bic: details!.bic.replace(/\s+/g, '').toUpperCase(),
    bank: details!.bank.trim(),
  };
}

/** An IBAN in groups of four, as people read and type it. */
export const groupedIban = (iban: string) => iban.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * The payload of the European Payments Council's QR code for a SEPA credit transfer (EPC069-12,
 * version 002, UTF-8): the banking apps of Austria and Germany fill the transfer from it. The
 * remittance is the invoice number, unstructured; purpose and structured reference stay empty.
 */
export function epcPayload(account: PayeeAccount, cents: number, reference: string): string {
  return [
    'BCD',
    '002',
    '1',
    'SCT',
    account.bic,
    account.holder.slice(0, 70),
    account.iban,
    `EUR${fromCents(cents).toFixed(2)}`,
    '',
    '',
    reference.slice(0, 140),
  ].join('\n');
}

/** The dark modules of a QR code (error correction M, as EPC069-12 asks), row by row. */
export function qrModules(payload: string): boolean[][] {
  const { modules } = QRCode.create(payload, { errorCorrectionLevel: 'M' });
  return Array.from({ length: modules.size }, (_, row) =>
    Array.from({ length: modules.size }, (_, column) => Boolean(modules.get(row, column))),
  );
}

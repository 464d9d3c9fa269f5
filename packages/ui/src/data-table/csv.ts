import { csvText } from '@gartenwerk/domain';

/** A value a column gives a CSV cell; null and undefined stay empty. */
export type CsvValue = string | number | boolean | null | undefined;

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CsvValue;
}

/** A number as a German spreadsheet reads it: decimal comma, no thousands separator. */
function cellText(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value).replace('.', ',');
  if (typeof value === 'boolean') return value ? 'ja' : 'nein';
  return value;
}

/** The rows as CSV text: a header line, then one line a row, lines ended by CRLF. */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  return csvText([
    columns.map((column) => column.header),
    ...rows.map((row) => columns.map((column) => cellText(column.value(row)))),
  ]);
}

/**
 * Offers the CSV text as a download. The byte order mark makes spreadsheet programs read it as
 * UTF-8, so umlauts survive.
 */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

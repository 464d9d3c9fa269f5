import { csvText } from '@gartenwerk/domain';

export { readCsv } from '@gartenwerk/domain';

/** The lines as CSV text, with the byte order mark spreadsheet programs need to read UTF-8. */
export function writeCsv(lines: readonly (readonly string[])[]): string {
  return '\uFEFF' + csvText(lines);
}

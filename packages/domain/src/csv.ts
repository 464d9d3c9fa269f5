/**
 * CSV as German spreadsheet programs write it, where the comma is the decimal sign: cells separated
 * by semicolons, quoted with double quotes when they hold one (RFC 4180), lines ended by CRLF (LF
 * is read too). The byte order mark that makes them read UTF-8 is the sender's affair.
 */

export const CSV_SEPARATOR = ';';

/** Quotes a cell when it holds the separator, a quote or a line break. */
const quoted = (cell: string) => (/[";\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);

/** The lines as CSV text, each line ended by CRLF. */
export function csvText(lines: readonly (readonly string[])[]): string {
  return lines.map((cells) => cells.map(quoted).join(CSV_SEPARATOR)).join('\r\n') + '\r\n';
}

/** The lines of CSV text, each a list of cells; a quoted cell may hold separators, quotes and line breaks. */
export function readCsv(text: string): string[][] {
  const source = text.replace(/^\uFEFF/, '');
  const lines: string[][] = [];
  let cells: string[] = [];
  let cell = '';
  let inQuotes = false;
  for (let at = 0; at < source.length; at++) {
    const char = source[at]!;
    if (inQuotes) {
      if (char === '"' && source[at + 1] === '"') {
        cell += '"';
        at++;
      } else if (char === '"') inQuotes = false;
      else cell += char;
    } else if (char === '"' && cell === '') inQuotes = true;
    else if (char === CSV_SEPARATOR) {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[at + 1] === '\n') at++;
      cells.push(cell);
      lines.push(cells);
      cells = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || cells.length > 0) {
    cells.push(cell);
    lines.push(cells);
  }
  // Blank lines (an empty last line, lines a spreadsheet left) carry nothing.
  return lines.filter((line) => line.some((value) => value.trim() !== ''));
}

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

/**
 * The separator of CSV text whose sender is unknown (an export of a mail tool writes commas): the
 * one of `;`, `,` and tab its first line holds most often outside quotes; `;` when none.
 */
export function guessCsvSeparator(text: string): string {
  const counts = new Map<string, number>();
  let inQuotes = false;
  for (const char of text.replace(/^\uFEFF/, '')) {
    if (char === '"') inQuotes = !inQuotes;
    else if (!inQuotes && (char === '\n' || char === '\r')) break;
    else if (!inQuotes && (char === ';' || char === ',' || char === '\t'))
      counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  let best = CSV_SEPARATOR;
  for (const [char, count] of counts) if (count > (counts.get(best) ?? 0)) best = char;
  return best;
}

/**
 * The lines of CSV text, each a list of cells; a quoted cell may hold separators, quotes and line
 * breaks. The separator is `;` unless another is given.
 */
export function readCsv(text: string, separator: string = CSV_SEPARATOR): string[][] {
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
    else if (char === separator) {
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

import { describe, expect, it } from 'vitest';
import { csvText, readCsv } from './csv';

describe('CSV', () => {
  it('separates cells by semicolons, quotes a cell with a separator, quote or line break, ends lines by CRLF', () => {
    expect(
      csvText([
        ['Titel', 'Preis'],
        ['Rose "Gloria"; rot', '12,5'],
        ['zwei\nZeilen', ''],
      ]),
    ).toBe('Titel;Preis\r\n"Rose ""Gloria""; rot";12,5\r\n"zwei\nZeilen";\r\n');
  });

  it('reads quoted cells, a byte order mark, LF and CRLF, and drops blank lines', () => {
    expect(readCsv('\uFEFFa;b\r\n"x;y";"er sagte ""ja"""\n\r\n;\n"eins\r\nzwei";3')).toEqual([
      ['a', 'b'],
      ['x;y', 'er sagte "ja"'],
      ['eins\r\nzwei', '3'],
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../../../src/domain/catalog/csv/parseCsv';
import { neutraliseCell, restoreCell, serialiseCsv } from '../../../../src/domain/catalog/csv/serialiseCsv';

describe('parseCsv', () => {
  it('reads plain rows with their line numbers, skipping blank lines and a byte order mark', () => {
    expect(parseCsv('\uFEFFa,b\r\n1,2\n\n3,\r')).toEqual({
      ok: true,
      value: [
        { line: 1, cells: ['a', 'b'] },
        { line: 2, cells: ['1', '2'] },
        { line: 4, cells: ['3', ''] },
      ],
    });
  });

  it('reads quoted cells with commas, doubled quotes and line breaks; later lines keep their numbers', () => {
    const text = 'name,about\n"Atta, 5kg","Stone ""chakki""\nground"\nGhee,pure\n';
    expect(parseCsv(text)).toEqual({
      ok: true,
      value: [
        { line: 1, cells: ['name', 'about'] },
        { line: 2, cells: ['Atta, 5kg', 'Stone "chakki"\nground'] },
        { line: 4, cells: ['Ghee', 'pure'] },
      ],
    });
  });

  it('keeps Hindi text as it is', () => {
    expect(parseCsv('नाम\nसरसों का तेल')).toEqual({
      ok: true,
      value: [
        { line: 1, cells: ['नाम'] },
        { line: 2, cells: ['सरसों का तेल'] },
      ],
    });
  });

  it('reports an unclosed quote at the line where the cell starts', () => {
    expect(parseCsv('a,b\n1,2\n3,"oops\n4,5\n')).toEqual({ ok: false, error: { code: 'csv.unclosedQuote', params: { line: 3 } } });
  });

  it('an empty file has no records', () => {
    expect(parseCsv('')).toEqual({ ok: true, value: [] });
    expect(parseCsv('\r\n\r\n')).toEqual({ ok: true, value: [] });
  });
});

describe('serialiseCsv', () => {
  it('quotes cells that need it and ends lines with CRLF', () => {
    expect(
      serialiseCsv([
        ['a', 'b,c'],
        ['say "hi"', 'two\nlines'],
        [' padded', ''],
      ]),
    ).toBe('a,"b,c"\r\n"say ""hi""","two\nlines"\r\n" padded",\r\n');
  });

  it.each(['=HYPERLINK("http://x")', '+91 98370', '-1', '@SUM(A1)', '\tcmd'])(
    'neutralises %j so a spreadsheet shows it as text',
    (cell) => {
      expect(neutraliseCell(cell)).toBe(`'${cell}`);
      expect(restoreCell(neutraliseCell(cell))).toBe(cell);
    },
  );

  it('leaves ordinary cells alone, also when restoring', () => {
    expect(neutraliseCell('Atta')).toBe('Atta');
    expect(restoreCell("'quoted")).toBe("'quoted");
  });

  it('round-trips through parseCsv', () => {
    const rows = [
      ['name', 'about'],
      ['=1+1', 'a "b", c\nd'],
      ['सरसों', ''],
    ];
    const parsed = parseCsv(serialiseCsv(rows));
    expect(parsed.ok && parsed.value.map((r) => r.cells.map(restoreCell))).toEqual(rows);
  });
});

import { err, ok, type Result } from '../../shared/Result';

/** One record of a CSV file and the line it starts on (1-based, the header is line 1). */
export interface CsvRecord {
  line: number;
  cells: string[];
}

/**
 * RFC 4180 CSV as spreadsheets write it: comma separated, cells in double quotes may hold
 * commas, line breaks and doubled quotes; CRLF, LF or CR line ends; a UTF-8 byte order mark
 * (Excel adds one) is dropped. Blank lines are skipped. An unclosed quote is an error at the
 * line where the quoted cell starts.
 */
export function parseCsv(text: string): Result<CsvRecord[], 'csv.unclosedQuote'> {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let line = 1;
  let recordLine = 1;
  let quoted = false;
  let quoteLine = 0;
  let i = 0;

  const endCell = () => {
    cells.push(cell);
    cell = '';
  };
  const endRecord = () => {
    endCell();
    if (cells.length > 1 || cells[0] !== '') records.push({ line: recordLine, cells });
    cells = [];
  };

  while (i < source.length) {
    const c = source[i]!;
    if (quoted) {
      if (c === '"' && source[i + 1] === '"') {
        cell += '"';
        i += 2;
        continue;
      }
      if (c === '"') quoted = false;
      else {
        if (c === '\n' || (c === '\r' && source[i + 1] !== '\n')) line += 1;
        cell += c;
      }
      i += 1;
      continue;
    }
    if (c === '"' && cell === '') {
      quoted = true;
      quoteLine = line;
    } else if (c === ',') endCell();
    else if (c === '\r' || c === '\n') {
      endRecord();
      i += c === '\r' && source[i + 1] === '\n' ? 2 : 1;
      line += 1;
      recordLine = line;
      continue;
    } else cell += c;
    i += 1;
  }
  if (quoted) return err('csv.unclosedQuote', { line: quoteLine });
  if (cell !== '' || cells.length > 0) endRecord();
  return ok(records);
}

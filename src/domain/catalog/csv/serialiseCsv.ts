/**
 * Spreadsheets run a cell that starts with one of these as a formula (CSV injection): a product
 * name like '=HYPERLINK(...)' typed into the shop must not run on the owner's computer.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A leading apostrophe makes a spreadsheet show the cell as text; importing takes it off again. */
export const neutraliseCell = (value: string): string => (FORMULA_START.test(value) ? `'${value}` : value);

/** The value a neutralised cell stood for ("'=1+1" -> '=1+1'); other cells unchanged. */
export const restoreCell = (value: string): string =>
  value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;

const quote = (value: string): string => (/[",\r\n]|^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** CSV text with CRLF line ends; every cell neutralised against formulas and quoted when needed. */
export const serialiseCsv = (rows: readonly (readonly string[])[]): string =>
  rows.map((row) => row.map((cell) => quote(neutraliseCell(cell))).join(',')).join('\r\n') + '\r\n';

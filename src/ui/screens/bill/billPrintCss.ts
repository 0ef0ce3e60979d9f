import type { Paper } from './BillViewModel';

/** The printable width of each paper: A4 less its margins, and the print heads of 80 and 58 mm receipt printers. */
const SHEET: Record<Paper, { page: string; width: string; font: string }> = {
  a4: { page: 'size: A4; margin: 12mm;', width: '100%', font: '11pt' },
  '80mm': { page: 'size: 80mm 297mm; margin: 3mm 4mm;', width: '72mm', font: '9pt' },
  '58mm': { page: 'size: 58mm 297mm; margin: 2mm 3mm;', width: '52mm', font: '8pt' },
};

/**
 * The bill's styles on screen (a preview as wide as the paper) and in print, where only the
 * printed copy (.bill-print, a child of <body>) shows: the app's bars, menus and buttons do not.
 * Black on white, no backgrounds, so a thermal printer prints it as it looks.
 */
export function billCss(paper: Paper): string {
  const { page, width, font } = SHEET[paper];
  return `
.bill-sheet { font-family: 'Noto Sans', 'Lohit Devanagari', Arial, sans-serif; color: #000; background: #fff; }
.bill-sheet { font-size: ${font}; line-height: 1.35; max-width: ${paper === 'a4' ? '180mm' : width}; }
.bill-sheet h2 { font-size: 1.3em; font-weight: 700; margin: 0 0 0.2em; text-align: center; }
.bill-sheet p { margin: 0.1em 0; }
.bill-store { text-align: center; border-bottom: 1px dashed #000; padding-bottom: 0.4em; margin-bottom: 0.4em; }
.bill-title { text-align: center; font-weight: 700; text-transform: uppercase; letter-spacing: 0.05em; }
.bill-facts { margin: 0.4em 0; }
.bill-facts div { display: flex; gap: 0.5em; }
.bill-facts dt { font-weight: 700; min-width: 6em; }
.bill-facts dd { margin: 0; }
.bill-lines { width: 100%; border-collapse: collapse; margin: 0.4em 0; }
.bill-lines th, .bill-lines td { padding: 0.15em 0.2em; text-align: right; vertical-align: top; }
.bill-lines th:first-child, .bill-lines td:first-child { text-align: left; }
.bill-lines thead th { border-bottom: 1px solid #000; }
.bill-lines tfoot th { text-align: right; font-weight: 400; }
.bill-lines tfoot tr:first-child th, .bill-lines tfoot tr:first-child td { border-top: 1px solid #000; }
.bill-total th, .bill-total td { font-weight: 700 !important; font-size: 1.15em; border-top: 1px solid #000; }
.bill-size { white-space: nowrap; }
.bill-payment { text-align: center; font-weight: 700; border: 1px solid #000; padding: 0.2em; margin-top: 0.5em !important; }
.bill-thanks { text-align: center; margin-top: 0.4em !important; }
.bill-print { display: none; }
@media print {
  @page { ${page} }
  html, body { background: #fff !important; margin: 0 !important; padding: 0 !important; }
  html, body { height: auto !important; min-height: 0 !important; }
  body > *:not(.bill-print) { display: none !important; }
  .bill-print { display: block !important; width: ${width}; }
  .bill-print .bill-sheet { max-width: none; }
}`;
}

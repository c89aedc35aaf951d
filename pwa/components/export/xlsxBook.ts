import { utils, write } from '@e965/xlsx';

// Builds the .xlsx bytes from plain cells. Runs inside the export worker (and
// in Node for tests); no DOM.

export type Cell = string | number | null;

export interface XlsxRequest {
  sheetName: string;
  headers: string[];
  rows: Cell[][];
  /** Arabic UI: the sheet opens right to left. */
  rtl: boolean;
}

export function buildXlsx({ sheetName, headers, rows, rtl }: XlsxRequest): ArrayBuffer {
  const sheet = utils.aoa_to_sheet([headers, ...rows]);
  // Column widths from the longest text, so the file opens readable.
  sheet['!cols'] = headers.map((h, c) => ({
    wch: Math.min(60, Math.max(String(h).length, ...rows.slice(0, 200).map((r) => String(r[c] ?? '').length)) + 2),
  }));
  const book = utils.book_new();
  // Excel forbids []:*?/\ in sheet names and caps them at 31 characters.
  utils.book_append_sheet(book, sheet, sheetName.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1');
  if (rtl) book.Workbook = { Views: [{ RTL: true }] };
  return write(book, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer;
}

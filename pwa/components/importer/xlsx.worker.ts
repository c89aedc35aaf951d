/// <reference lib="webworker" />
// Spreadsheet work off the main thread: reading an uploaded workbook, and
// writing the template and the error file. The server never parses
// spreadsheets; it receives validated rows.
import { read, utils, write } from '@e965/xlsx';
import type { WorkerRequest, WorkerResponse } from './protocol';

const scope = self as unknown as DedicatedWorkerGlobalScope;

function workbookOf(sheet: unknown[][]): ArrayBuffer {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(sheet), 'Sheet1');
  return write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
}

scope.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const message = event.data;
  let answer: WorkerResponse;
  try {
    if (message.kind === 'parse') {
      const book = read(message.data, { type: 'array', cellDates: false });
      const first = book.SheetNames[0];
      const sheet = first ? book.Sheets[first] : undefined;
      // Blank rows are kept (as empty arrays) so line numbers stay true to the file.
      const rows = sheet
        ? (utils.sheet_to_json<unknown[]>(sheet, { header: 1, blankrows: true, defval: null, raw: false }) as unknown[][])
        : [];
      answer = { kind: 'parsed', header: (rows[0] ?? []).map((cell) => String(cell ?? '').trim()), rows: rows.slice(1) };
    } else {
      answer = { kind: 'file', data: workbookOf(message.sheet) };
    }
  } catch {
    answer = { kind: 'error', error: 'invalidFile' };
  }
  scope.postMessage(answer);
};

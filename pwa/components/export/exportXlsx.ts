import type { Cell, XlsxRequest } from './xlsxBook';

/** One exportable column: `label` is already translated (Arabic headers in the Arabic UI). */
export interface ExportColumn<Row> {
  key: string;
  label: string;
  value(row: Row): Cell | undefined;
}

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Vite bundles the worker (and @e965/xlsx with it) as its own chunk, loaded on the first export. */
const defaultWorker = () => new Worker(new URL('./xlsx.worker.ts', import.meta.url), { type: 'module' });

/**
 * Rows → .xlsx bytes in a Web Worker. Cells are read on this thread (the
 * column functions cannot cross to the worker), the workbook is built there.
 */
export async function buildXlsxInWorker<Row>(
  input: { sheetName: string; columns: Array<ExportColumn<Row>>; rows: Row[]; rtl: boolean },
  createWorker: () => Worker = defaultWorker,
): Promise<Blob> {
  const request: XlsxRequest = {
    sheetName: input.sheetName,
    rtl: input.rtl,
    headers: input.columns.map((c) => c.label),
    rows: input.rows.map((row) => input.columns.map((c) => c.value(row) ?? null)),
  };
  const worker = createWorker();
  try {
    const buffer = await new Promise<ArrayBuffer>((resolve, reject) => {
      worker.onmessage = (e: MessageEvent<{ ok: true; buffer: ArrayBuffer } | { ok: false; message: string }>) =>
        e.data.ok ? resolve(e.data.buffer) : reject(new Error(e.data.message));
      worker.onerror = (e) => reject(new Error(e.message || 'export worker failed'));
      worker.postMessage(request);
    });
    return new Blob([buffer], { type: XLSX_MIME });
  } finally {
    worker.terminate();
  }
}

/** Saves a blob through a temporary link (the browser's download). */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the download a moment to start before the URL is released.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Every row of the current filter, read page by page from a list operation.
 * `pageSize` must be the list's own bound (500 for most lists, 100 for
 * complaints): a larger one is refused by the server and nothing downloads.
 */
export async function fetchAllPages<Row>(
  page: (limit: number, offset: number) => Promise<{ count: number; rows: Row[] }>,
  pageSize: number,
  max = 100_000,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let offset = 0; offset < max; offset += pageSize) {
    const answer = await page(pageSize, offset);
    rows.push(...answer.rows);
    if (answer.rows.length < pageSize || rows.length >= answer.count) break;
  }
  return rows;
}

/// <reference lib="webworker" />
import { buildXlsx, type XlsxRequest } from './xlsxBook';

// The export worker: the workbook is built off the main thread so a list of
// thousands of rows never freezes the screen. The bytes are transferred back.
self.onmessage = (event: MessageEvent<XlsxRequest>) => {
  try {
    const buffer = buildXlsx(event.data);
    (self as unknown as DedicatedWorkerGlobalScope).postMessage({ ok: true, buffer }, [buffer]);
  } catch (error) {
    (self as unknown as DedicatedWorkerGlobalScope).postMessage({
      ok: false,
      message: error instanceof Error ? error.message : String(error),
    });
  }
};

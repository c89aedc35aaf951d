export type WorkerRequest = { kind: 'parse'; data: ArrayBuffer } | { kind: 'write'; sheet: unknown[][] };
export type WorkerResponse =
  { kind: 'parsed'; header: string[]; rows: unknown[][] } | { kind: 'file'; data: ArrayBuffer } | { kind: 'error'; error: 'invalidFile' };

/** One request to a fresh worker; the worker ends with the answer. */
export function runWorker(request: WorkerRequest): Promise<WorkerResponse> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./xlsx.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<WorkerResponse>) => {
      resolve(event.data);
      worker.terminate();
    };
    worker.onerror = (event) => {
      reject(new Error(event.message));
      worker.terminate();
    };
    worker.postMessage(request, request.kind === 'parse' ? [request.data] : []);
  });
}

export async function downloadSheet(sheet: unknown[][], fileName: string): Promise<void> {
  const answer = await runWorker({ kind: 'write', sheet });
  if (answer.kind !== 'file') throw new Error('could not write the file');
  const url = URL.createObjectURL(new Blob([answer.data], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

import type { TFunction } from 'i18next';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { chooseErrorMessage } from '../../ui/errors/errorHandler';
import { issueMessage } from '../FormField';
import { runWorker } from './protocol';

// The import state machine of spec §4/§5: no rows → rows loaded → importing
// (pausable) → completed. Rows are checked in the browser against the same
// schema the server uses; valid rows go to the server in batches of 10, one
// call per row with that row's hash, or one call per batch (importBatch), or
// several batches in one call (batchesPerCall), several calls in flight where
// the importer asks for it (inFlight).

export type RowStatus = 'pending' | 'imported' | 'error';
export interface ImportRow<T> {
  /** Line in the file: row index + 2 (the header is line 1). */
  line: number;
  values: Record<string, unknown>;
  parsed: T | null;
  status: RowStatus;
  error: string | null;
}
export type Phase = 'empty' | 'parsing' | 'loaded' | 'importing' | 'paused' | 'completed';
export type FileError = 'fileEmpty' | 'onlyExcel' | 'invalidTemplate' | 'invalidFile';

/** The server's answer for one row of a batch. */
export interface RowOutcome {
  ok: boolean;
  error: string | null;
}

/**
 * How rows reach the server: one call per row (iamImport), or one call per
 * batch answering one outcome per row, in order (catalog and item imports).
 */
type Sender<T> =
  | { importRow(row: T, importHash: string): Promise<unknown>; importBatch?: undefined }
  | { importBatch(rows: Array<{ row: T; importHash: string }>): Promise<RowOutcome[]>; importRow?: undefined };

export type ImporterOptions<T> = Sender<T> & {
  columns: readonly string[];
  /** Columns the file must have (default: all template columns). */
  requiredColumns?: readonly string[];
  schema: z.ZodType<T>;
  batchSize?: number;
  /** Calls sent at once (default 1): the server commits those that arrive together in one transaction. */
  inFlight?: number;
  /**
   * Batches carried by one importBatch call (default 1): each call's own cost on the server (HTTP, GraphQL, the token,
   * the transaction) is paid once for them. A batch stays the unit of progress and pause; a call under way finishes.
   */
  batchesPerCall?: number;
  /** What the import hash covers: the row's values (default), or e.g. the values and the line when identical rows are legitimate. */
  hashOf?(row: T, line: number): unknown;
};

const isBlank = (cell: unknown) => cell === null || cell === undefined || String(cell).trim() === '';

/** The row's hash: SHA-256 of its checked values (a small JS hash where WebCrypto is unavailable, e.g. plain HTTP on a LAN). */
export async function hashRow(value: unknown): Promise<string> {
  const text = JSON.stringify(value);
  if (globalThis.crypto?.subtle) {
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
    return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
  }
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  return `js-${(h1 >>> 0).toString(16)}${(h2 >>> 0).toString(16)}`;
}

/** "column: message", unless the message itself names the field ({{path}}). */
function describeIssue(issue: z.core.$ZodIssue, t: TFunction): string {
  const column = String(issue.path[0] ?? '');
  const namesField = issueMessage(issue, t, '\u0000').includes('\u0000');
  const message = issueMessage(issue, t, column);
  return namesField ? message : `${column}: ${message}`;
}

export function checkRows<T>(header: string[], rows: unknown[][], options: ImporterOptions<T>, t: TFunction): ImportRow<T>[] | FileError {
  const required = options.requiredColumns ?? options.columns;
  if (!required.every((column) => header.includes(column))) return 'invalidTemplate';
  const out: ImportRow<T>[] = [];
  rows.forEach((cells, index) => {
    if (cells.every(isBlank)) return;
    // Unknown columns are dropped; only template columns reach the schema.
    const values = Object.fromEntries(options.columns.map((column) => [column, cells[header.indexOf(column)] ?? null]));
    const result = options.schema.safeParse(values);
    const issue = result.success ? undefined : result.error.issues[0];
    out.push({
      line: index + 2,
      values,
      parsed: result.success ? result.data : null,
      status: result.success ? 'pending' : 'error',
      error: issue ? describeIssue(issue, t) : null,
    });
  });
  return out.length ? out : 'fileEmpty';
}

type Result = { line: number; status: 'imported' | 'error'; error: string | null };

async function sendBatch<T>(options: ImporterOptions<T>, batch: ImportRow<T>[], t: TFunction): Promise<Result[]> {
  const hashes = await Promise.all(batch.map((row) => hashRow(options.hashOf ? options.hashOf(row.parsed as T, row.line) : row.parsed)));
  if (options.importBatch) {
    try {
      const outcomes = await options.importBatch(batch.map((row, i) => ({ row: row.parsed as T, importHash: hashes[i] as string })));
      return batch.map((row, i) => ({
        line: row.line,
        status: outcomes[i]?.ok ? 'imported' : 'error',
        error: outcomes[i]?.ok ? null : (outcomes[i]?.error ?? t('errors.default')),
      }));
    } catch (err) {
      // The whole call failed (network, permission): every row of the batch says why.
      const error = chooseErrorMessage(err, t);
      return batch.map((row) => ({ line: row.line, status: 'error', error }));
    }
  }
  const { importRow } = options;
  return Promise.all(
    batch.map(async (row, i): Promise<Result> => {
      try {
        await importRow(row.parsed as T, hashes[i] as string);
        return { line: row.line, status: 'imported', error: null };
      } catch (err) {
        return { line: row.line, status: 'error', error: chooseErrorMessage(err, t) };
      }
    }),
  );
}

export function useImporter<T>(options: ImporterOptions<T>, t: TFunction) {
  const [phase, setPhase] = useState<Phase>('empty');
  const [rows, setRows] = useState<ImportRow<T>[]>([]);
  const [fileError, setFileError] = useState<FileError | null>(null);
  const paused = useRef(false);
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const rowsRef = useRef(rows);
  rowsRef.current = rows;

  const load = useCallback(
    async (file: File) => {
      setFileError(null);
      if (!/\.xlsx$/i.test(file.name)) return setFileError('onlyExcel');
      if (file.size === 0) return setFileError('fileEmpty');
      setPhase('parsing');
      const answer = await runWorker({ kind: 'parse', data: await file.arrayBuffer() }).catch(() => ({
        kind: 'error' as const,
        error: 'invalidFile' as const,
      }));
      if (answer.kind !== 'parsed') {
        setPhase('empty');
        return setFileError('invalidFile');
      }
      const checked = checkRows(answer.header, answer.rows, optionsRef.current, t);
      if (typeof checked === 'string') {
        setPhase('empty');
        return setFileError(checked);
      }
      setRows(checked);
      setPhase('loaded');
    },
    [t],
  );

  const run = useCallback(async () => {
    paused.current = false;
    setPhase('importing');
    const size = optionsRef.current.batchSize ?? 10;
    // Work on the rows as they are now; results are written back batch by batch.
    const pending = rowsRef.current.filter((row) => row.status === 'pending' && row.parsed !== null);
    const batches: ImportRow<T>[][] = [];
    for (let start = 0; start < pending.length; start += size) batches.push(pending.slice(start, start + size));
    // Results reach the screen at most every 200 ms: re-rendering the list
    // after every batch of a 10k-row file cost more than the import itself.
    let answered = new Map<number, Result>();
    let shownAt = performance.now();
    const show = () => {
      const byLine = answered;
      answered = new Map();
      shownAt = performance.now();
      if (byLine.size) setRows((current) => current.map((row) => (byLine.has(row.line) ? { ...row, ...byLine.get(row.line) } : row)));
    };
    // Up to `inFlight` calls at once, each taking the next batches in file order, until none is left or the user
    // pauses: pause sends no new batch, those under way finish, the rest stay pending for Resume.
    let next = 0;
    const perCall = optionsRef.current.importBatch ? Math.max(1, optionsRef.current.batchesPerCall ?? 1) : 1;
    const sender = async () => {
      while (!paused.current && next < batches.length) {
        const taken = batches.slice(next, next + perCall);
        next += taken.length;
        for (const result of await sendBatch(optionsRef.current, taken.flat(), t)) answered.set(result.line, result);
        if (performance.now() - shownAt >= 200) show();
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, optionsRef.current.inFlight ?? 1) }, sender));
    show();
    setPhase(paused.current ? 'paused' : 'completed');
  }, [t]);

  const pause = useCallback(() => {
    paused.current = true;
  }, []);

  const discard = useCallback(() => {
    paused.current = true;
    setRows([]);
    setFileError(null);
    setPhase('empty');
  }, []);

  // Leaving the page (reload, close) mid-import stops it: ask first.
  useEffect(() => {
    if (phase !== 'importing') return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [phase]);

  const total = rows.length;
  const imported = rows.filter((r) => r.status === 'imported').length;
  const errors = rows.filter((r) => r.status === 'error').length;
  const done = imported + errors;
  return {
    phase,
    rows,
    fileError,
    load,
    run,
    pause,
    discard,
    total,
    imported,
    errors,
    pending: total - done,
    progress: total ? Math.round((done / total) * 100) : 0,
  };
}

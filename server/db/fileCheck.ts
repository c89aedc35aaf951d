import fs from 'node:fs';
import { StartupError } from '../lib/startup';

// A SQLite file that lost its content must not start as a new install: in production that would be an empty
// site with a new JWT secret over the operator's real data (issue 30). Checked before SQLite opens the file,
// from the file's own header (https://www.sqlite.org/fileformat.html, "The Database Header").

const MAGIC = 'SQLite format 3\0';
const HEADER_BYTES = 100;

const whatToDo = (file: string) =>
  `Stop here and restore ${file} from a backup (with its -wal file if the backup has one). ` +
  'If this is a new install that never held data, delete the file and start again: a new database is created.';

function refuse(file: string, what: string): never {
  throw new StartupError('database', `The database file ${file} ${what}. ${whatToDo(file)}`);
}

/**
 * Refuses, with a StartupError naming the file, a database file that is empty (0 bytes), shorter than its
 * header, not a SQLite database, or shorter than the size its header records. A missing file is a new install.
 * A non-empty write-ahead log (`-wal`) may still hold pages a checkpoint was copying, so then only the header is
 * checked and SQLite's own recovery decides.
 */
export function checkDatabaseFile(file: string): void {
  if (file === ':memory:') return;
  let size: number;
  try {
    size = fs.statSync(file).size;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  if (size === 0) refuse(file, 'is empty (0 bytes): its data is gone');
  const header = Buffer.alloc(HEADER_BYTES);
  const fd = fs.openSync(file, 'r');
  try {
    fs.readSync(fd, header, 0, HEADER_BYTES, 0);
  } finally {
    fs.closeSync(fd);
  }
  if (size < HEADER_BYTES || header.toString('latin1', 0, 16) !== MAGIC)
    refuse(file, `is not a SQLite database (${size} bytes, no SQLite header)`);
  const rawPageSize = header.readUInt16BE(16);
  const pageSize = rawPageSize === 1 ? 65_536 : rawPageSize;
  const pages = header.readUInt32BE(28);
  // The recorded size holds only when the "version-valid-for" number matches the change counter.
  const sizeValid = header.readUInt32BE(92) === header.readUInt32BE(24) && pages > 0;
  if (!sizeValid || walHasContent(file)) return;
  if (size < pageSize * pages)
    refuse(file, `is truncated: ${size} bytes where its header records ${pages} pages of ${pageSize} bytes (${pages * pageSize} bytes)`);
}

function walHasContent(file: string): boolean {
  try {
    return fs.statSync(`${file}-wal`).size > 0;
  } catch {
    return false;
  }
}

/** SQLite's own word that a file is damaged (met when SQLite reads past the header): a StartupError naming the file. */
export function asDatabaseStartupError(err: unknown, file: string): unknown {
  const code = (err as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && /^SQLITE_(CORRUPT|NOTADB)/.test(code))
    return new StartupError('database', `The database file ${file} is damaged (${(err as Error).message}). ${whatToDo(file)}`);
  return err;
}

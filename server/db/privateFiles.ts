import fs from 'node:fs';

// What holds the database's contents (password hashes, the token secret, every customer's phone number) is readable
// by the server's own user only: SQLite creates its files 0644 and Node its folders 0755 (with the usual umask 022),
// which any local account could read. docs/decisions.md "Database files are the owner's".

/** A folder for database files or backups: made 0700 where it is created (a folder that exists is left as it is). */
export function makePrivateDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
}

/** An empty file made 0600 before anything writes into it (SQLite's backup target, pg_dump's output). */
export function createPrivateFile(file: string): void {
  fs.closeSync(fs.openSync(file, 'w', 0o600));
  fs.chmodSync(file, 0o600); // one that existed keeps its mode through 'w'
}

/**
 * Takes group and others' access off an existing file: a database created by earlier releases, a copy that kept its
 * source's mode. Missing files are skipped; a file of another owner, which we may not change, is left alone.
 */
export function keepPrivate(file: string): void {
  try {
    const mode = fs.statSync(file).mode & 0o777;
    if (mode & 0o077) fs.chmodSync(file, mode & 0o700);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code !== 'ENOENT' && code !== 'EPERM') throw err;
  }
}

import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { CODE_SCHEMA_VERSION, newerSchemaMessage, unknownMigrations } from '../schemaVersion';

// A backup is a folder: the database (`app.sqlite`, or `database.dump` from
// pg_dump), `uploads/` (absent from the server's pre-migration backups),
// `SHA256SUMS` (every file's checksum, in sha256sum's format, so
// `sha256sum -c SHA256SUMS` checks a copy anywhere) and `manifest.json`, which
// holds the checksum of SHA256SUMS and is written last: a folder without it is
// a backup that did not finish.

export const MANIFEST = 'manifest.json';
export const CHECKSUMS = 'SHA256SUMS';
export const UPLOADS = 'uploads';
const FORMAT = 1;

export type BackupReason = 'manual' | 'pre-migration';

export interface BackupManifest {
  format: typeof FORMAT;
  app: 'aqua-club';
  createdAt: string;
  reason: BackupReason;
  engine: 'sqlite' | 'postgres';
  /** The database file in the folder. */
  database: string;
  schemaVersion: number;
  migrations: string[];
  rowCounts: Record<string, number>;
  /** Files and bytes copied from the uploads folder; null when the backup holds no uploads (pre-migration). */
  uploads: { files: number; bytes: number } | null;
  /** sha256 of SHA256SUMS, which lists every other file's. */
  checksum: string;
  appVersion: string;
  commit: string;
  seconds: number;
}

/** Thrown when a backup cannot be restored as it is; the message says why. */
export class BackupRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupRefused';
  }
}

export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Every file under `dir`, as paths relative to it with `/`, sorted. */
export function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  const out: string[] = [];
  const walk = (at: string) => {
    for (const entry of fs.readdirSync(path.join(dir, at), { withFileTypes: true })) {
      const rel = at ? `${at}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(rel);
      else if (entry.isFile()) out.push(rel);
    }
  };
  walk('');
  return out.sort();
}

/** Writes SHA256SUMS for these files of `folder` and answers its own checksum. */
export async function writeChecksums(folder: string, files: string[]): Promise<string> {
  const lines: string[] = [];
  for (const rel of files) lines.push(`${await sha256File(path.join(folder, rel))}  ${rel}`);
  const text = lines.join('\n') + '\n';
  fs.writeFileSync(path.join(folder, CHECKSUMS), text, { mode: 0o600 });
  return createHash('sha256').update(text).digest('hex');
}

/**
 * Reads and checks a backup folder before anything is restored from it: a finished backup of this app, every file
 * present with its checksum, and a schema this code knows. Refused otherwise, with the reason.
 */
export async function verifyBackup(folder: string): Promise<BackupManifest> {
  const manifestFile = path.join(folder, MANIFEST);
  if (!fs.existsSync(manifestFile)) throw new BackupRefused(`${folder} is not a finished backup: it has no ${MANIFEST}`);
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as BackupManifest;
  } catch {
    throw new BackupRefused(`${manifestFile} is not readable JSON`);
  }
  if (manifest.app !== 'aqua-club' || manifest.format !== FORMAT)
    throw new BackupRefused(`${manifestFile} is not a backup manifest this code reads (format ${String(manifest.format)})`);
  const unknown = unknownMigrations(manifest.migrations ?? []);
  if (unknown.length) throw new BackupRefused(newerSchemaMessage(`The backup ${folder}`, unknown, manifest.schemaVersion));
  if (manifest.schemaVersion > CODE_SCHEMA_VERSION)
    throw new BackupRefused(
      `The backup ${folder} has schema version ${manifest.schemaVersion}, newer than this code's ${CODE_SCHEMA_VERSION}`,
    );

  const sumsFile = path.join(folder, CHECKSUMS);
  if (!fs.existsSync(sumsFile) || (await sha256File(sumsFile)) !== manifest.checksum)
    throw new BackupRefused(`The backup ${folder} is damaged: ${CHECKSUMS} does not match the checksum in ${MANIFEST}`);
  const listed = new Map<string, string>();
  for (const line of fs.readFileSync(sumsFile, 'utf8').split('\n').filter(Boolean)) {
    const match = /^([0-9a-f]{64}) {2}(.+)$/.exec(line);
    if (!match) throw new BackupRefused(`The backup ${folder} is damaged: ${CHECKSUMS} has an unreadable line`);
    listed.set(match[2] as string, match[1] as string);
  }
  if (!listed.has(manifest.database)) throw new BackupRefused(`The backup ${folder} is damaged: ${manifest.database} is not listed`);
  for (const [rel, expected] of listed) {
    const file = path.join(folder, rel);
    if (!fs.existsSync(file)) throw new BackupRefused(`The backup ${folder} is incomplete: ${rel} is missing`);
    if ((await sha256File(file)) !== expected)
      throw new BackupRefused(`The backup ${folder} is damaged: ${rel} does not match its checksum`);
  }
  const uploads = [...listed.keys()].filter((rel) => rel.startsWith(`${UPLOADS}/`));
  if (manifest.uploads && uploads.length !== manifest.uploads.files)
    throw new BackupRefused(
      `The backup ${folder} is incomplete: ${uploads.length} of its ${manifest.uploads.files} uploaded files are listed`,
    );
  return manifest;
}

/** A backup's folder name: its time, so names sort as times do and two backups a millisecond apart do not collide. */
export function backupName(at: Date): string {
  return `aqua-${at.toISOString().replace(/[:.]/g, '-')}`;
}

const BACKUP_NAME = /^aqua-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z$/;

/** The finished backups in `dir`, oldest first. */
export function finishedBackups(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => BACKUP_NAME.test(name) && fs.existsSync(path.join(dir, name, MANIFEST)))
    .sort()
    .map((name) => path.join(dir, name));
}

/** Where a backup is written until its manifest is; renamed to its name when finished. */
export const partialName = (name: string) => `.${name}.partial`;
const STALE_PARTIAL_MS = 24 * 3600_000;

/**
 * Keeps the newest `keep` finished backups in `dir` and removes the others, and what a backup killed half-way left
 * (a day old: one under way now is younger); answers the removed finished backups.
 */
export function pruneBackups(dir: string, keep: number): string[] {
  const finished = finishedBackups(dir);
  const removed = finished.slice(0, Math.max(0, finished.length - keep));
  for (const folder of removed) fs.rmSync(folder, { recursive: true, force: true });
  for (const name of fs.readdirSync(dir).filter((n) => n.startsWith('.aqua-') && n.endsWith('.partial'))) {
    const folder = path.join(dir, name);
    if (Date.now() - fs.statSync(folder).mtimeMs > STALE_PARTIAL_MS) fs.rmSync(folder, { recursive: true, force: true });
  }
  return removed;
}

/** `from` is a backup, or a folder of backups: then its newest. */
export function resolveBackupFolder(from: string): string {
  if (fs.existsSync(path.join(from, MANIFEST))) return from;
  const newest = finishedBackups(from).at(-1);
  if (!newest) throw new BackupRefused(`${from} holds no finished backup (a folder with ${MANIFEST})`);
  return newest;
}

/**
 * Why the server refused to start, with the exit code the process leaves with: a supervisor can tell a fault
 * that a restart will not mend (a damaged database, a missing setting: systemd's `RestartPreventExitStatus`,
 * README "Deploying") from one that may pass (the port still held). The message is for the operator: it names
 * the file, port or setting and says what to do.
 */
export class StartupError extends Error {
  constructor(
    readonly reason: keyof typeof STARTUP_EXIT_CODES,
    message: string,
  ) {
    super(message);
    this.name = 'StartupError';
  }

  get exitCode(): number {
    return STARTUP_EXIT_CODES[this.reason];
  }
}

/**
 * sysexits.h numbers, distinct from 1 (an uncaught exception, restarted) and from each other. The README's
 * systemd unit stops restarting on 65 and 78; a port in use (69) is left to `Restart=always`, as the other holder
 * may be the previous process still stopping.
 */
export const STARTUP_EXIT_CODES = {
  /** EX_DATAERR: the database file is empty, truncated or not a database; PostgreSQL refused the account, or has no such database. */
  database: 65,
  /** EX_UNAVAILABLE: the port is in use, or the address cannot be listened on. */
  port: 69,
  /** EX_UNAVAILABLE too: the PostgreSQL server cannot be reached (it may be starting: a restart may mend it). */
  databaseServer: 69,
  /** EX_CONFIG: a setting is missing or wrong (PUBLIC_URL in production). */
  config: 78,
} as const;

/** A refused start says why in plain words and exits with its code (README "Deploying"); anything else is thrown on. */
export function exitOnStartupError(err: unknown): never {
  if (!(err instanceof StartupError)) throw err;
  process.stderr.write(`\nAqua Club did not start: ${err.message}\n\n`);
  process.exit(err.exitCode);
}

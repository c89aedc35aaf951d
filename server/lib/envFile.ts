import fs from 'node:fs';
import path from 'node:path';
import { readConfig, type Config } from './config';
import { exitOnStartupError, StartupError } from './startup';

/** Which settings file a process read (for its banner), or none. */
export type SettingsSource = { file: string } | { file: undefined };

/**
 * Reads the settings file into `process.env` before anything reads a setting: ENV_FILE when set (it must exist),
 * else `.env` in the working folder when there is one. A variable the environment already has wins, as with
 * Node's `--env-file` and systemd's `Environment=` over `EnvironmentFile=`. README "Configuration".
 */
export function loadSettingsFile(cwd = process.cwd()): SettingsSource {
  const named = process.env.ENV_FILE;
  const file = path.resolve(cwd, named || '.env');
  if (!fs.existsSync(file)) {
    if (named) throw new StartupError('config', `ENV_FILE names ${file}, which does not exist.`);
    return { file: undefined };
  }
  try {
    process.loadEnvFile(file);
  } catch (err) {
    throw new StartupError('config', `the settings file ${file} cannot be read: ${err instanceof Error ? err.message : String(err)}`);
  }
  return { file };
}

/**
 * The settings of a process an operator starts (the server, create-owner, backup, restore): the file, then the
 * environment. A file that cannot be read stops the process as any start refusal does.
 */
export function readStartConfig(): { config: Config; settings: SettingsSource } {
  try {
    const settings = loadSettingsFile();
    return { config: readConfig(), settings };
  } catch (err) {
    exitOnStartupError(err);
  }
}

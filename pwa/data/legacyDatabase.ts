import { Dexie } from 'dexie';
import { createRxDatabase, type RxCollection } from 'rxdb';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import type { LocalDatabase } from './db';
import { actionMigrationStrategies, actionSchema, type LocalAction } from './schemas';

// Before one database per account, every account on a device shared one named
// 'aqua' (RxDB: sellers, actions; Dexie: 'aqua-items'). Its queued actions are
// someone's unsent work: the first account to sign in takes them into its own
// outbox, then the old databases go (docs/decisions.md "One local database per account").
const LEGACY = 'aqua';
const LEGACY_PREFIX = `rxdb-dexie-${LEGACY}--`;
const LEGACY_ITEMS = `${LEGACY}-items`;

/** Whether any IndexedDB database of the shared layout is left, from the browser's list of names (undefined: the browser cannot list them). */
export function holdsLegacy(names: readonly string[] | undefined): boolean {
  return names === undefined || names.some(isLegacy);
}

function isLegacy(name: string): boolean {
  return name.startsWith(LEGACY_PREFIX) || name === LEGACY_ITEMS;
}

async function deleteLegacy(): Promise<void> {
  // RxDB's remove() left the actions table and its internal store listed: each database is deleted by name instead.
  // Listed again, not the names adopt() read: opening the old database may have made some of them.
  const names = await indexedDB.databases?.().then((list) => list.flatMap((d) => (d.name && isLegacy(d.name) ? [d.name] : [])));
  await Promise.all(
    (names ?? [LEGACY_ITEMS, `${LEGACY_PREFIX}0--_rxdb_internal`, `${LEGACY_PREFIX}1--actions`, `${LEGACY_PREFIX}1--sellers`]).map((n) =>
      Dexie.delete(n),
    ),
  ).catch(() => undefined);
}

let adopting: Promise<number> | undefined;

/** Moves the shared database's queued actions into `db` and deletes the shared databases; resolves to how many were moved. */
export function adoptLegacyDatabase(db: LocalDatabase): Promise<number> {
  adopting ??= adopt(db).finally(() => (adopting = undefined));
  return adopting;
}

async function adopt(db: LocalDatabase): Promise<number> {
  const names = await indexedDB.databases?.().then(
    (list) => list.flatMap((d) => (d.name ? [d.name] : [])),
    () => undefined,
  );
  if (!holdsLegacy(names)) return 0;
  // Only the outbox matters: sellers and items are pulled again for the account.
  const legacy = await createRxDatabase<{ actions: RxCollection<LocalAction> }>({
    name: LEGACY,
    storage: getRxStorageDexie(),
    multiInstance: true,
    closeDuplicates: true,
  });
  await legacy.addCollections({ actions: { schema: actionSchema, migrationStrategies: actionMigrationStrategies } });
  const queued = (await legacy.actions.find({ selector: { state: 'queued' } }).exec()).map((d) => d.toJSON() as LocalAction);
  // Written before the old copy goes: an interruption leaves them in both, and bulkInsert keeps a copy already there (its id is taken).
  if (queued.length) await db.actions.bulkInsert(queued);
  await legacy.close();
  // Not awaited: a delete waits while another tab of an old version still holds the database open.
  void deleteLegacy().catch(() => undefined);
  return queued.length;
}

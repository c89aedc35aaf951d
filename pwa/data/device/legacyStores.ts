import { Dexie } from 'dexie';
import { normalizeSerial } from '../../../shared/items/serial';
import { splitLegacyName } from '../../../shared/names';
import { readStored } from '../../lib/storage';
import { readMeta, writeMeta, type DeviceStore } from './store';
import type {
  ActionPayload,
  ActionState,
  DraftFields,
  DraftRow,
  ItemPullState,
  LocalAction,
  LocalItem,
  LocalSeller,
  SyncRound,
} from './types';

// Before one store per account, an account's device data lay in four places (issue 41): RxDB databases named
// `aqua-<userId>` (sellers, the outbox, the device id as a local document; RxDB's Dexie storage keeps each
// collection in an IndexedDB database `rxdb-dexie-<name>--<schema version>--<collection>`, table `docs`), a Dexie
// database `aqua-<userId>-items` (items and the pull's checkpoint), `aqua-<userId>-drafts` (scan screens' drafts)
// and local storage (`lastSync`). Earlier still, every account shared one RxDB database named `aqua`. The first open
// of an account's store reads whatever of these is left into it in one transaction, marks it adopted, and then
// deletes the old databases. Read raw, by name: RxDB itself is no longer in the app.

const rxdbName = (database: string, version: number, collection: string) => `rxdb-dexie-${database}--${version}--${collection}`;
const SHARED = 'aqua';

/** Every document of an RxDB collection's storage that is not deleted (empty when the database is absent). */
async function readRxdb(names: ReadonlySet<string>, name: string): Promise<Record<string, unknown>[]> {
  if (!names.has(name)) return [];
  const db = new Dexie(name);
  try {
    await db.open();
    if (!db.tables.some((t) => t.name === 'docs')) return [];
    const docs = (await db.table('docs').toArray()) as Record<string, unknown>[];
    // RxDB's Dexie storage keeps indexed booleans as '1'/'0'.
    return docs.filter((d) => d._deleted !== '1' && d._deleted !== true);
  } finally {
    db.close();
  }
}

async function readDexie<T>(names: ReadonlySet<string>, name: string, table: string): Promise<T[]> {
  if (!names.has(name)) return [];
  const db = new Dexie(name);
  try {
    await db.open();
    return db.tables.some((t) => t.name === table) ? ((await db.table(table).toArray()) as T[]) : [];
  } finally {
    db.close();
  }
}

function parsePayload(text: unknown): ActionPayload {
  if (typeof text !== 'string') return text && typeof text === 'object' ? (text as ActionPayload) : {};
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as ActionPayload) : {};
  } catch {
    return {};
  }
}

/** An outbox document of schema version 0 or 1 (version 0 had no `seen`) in today's shape. */
function actionOf(doc: Record<string, unknown>): LocalAction {
  const text = (key: string) => (typeof doc[key] === 'string' ? (doc[key] as string) : null);
  const seen = doc.seen as { version?: unknown } | null | undefined;
  return {
    id: String(doc.id),
    type: doc.type as LocalAction['type'],
    serialNumber: normalizeSerial(text('serialNumber')),
    payload: parsePayload(doc.payload),
    deviceId: text('deviceId') ?? '',
    createdAt: text('createdAt') ?? new Date().toISOString(),
    deviceTime: null,
    clockAt: null,
    seen: seen && typeof seen.version === 'number' ? { version: seen.version } : null,
    state: (text('state') ?? 'queued') as ActionState,
    error: text('error'),
    note: null,
    resultAt: text('resultAt'),
    itemSeq: null,
  };
}

function sellerOf(doc: Record<string, unknown>): LocalSeller {
  const names =
    'nameAr' in doc || 'nameEn' in doc
      ? { nameAr: (doc.nameAr as string | null) ?? null, nameEn: (doc.nameEn as string | null) ?? null }
      : splitLegacyName(String(doc.name ?? ''));
  return {
    id: String(doc.id),
    ...names,
    sellerType: String(doc.sellerType ?? ''),
    status: String(doc.status ?? ''),
    updatedAt: String(doc.updatedAt ?? '0'),
  };
}

/** The old layout's draft row: it may carry the action it was being queued as (`intent`), never stored if the page went away. */
interface OldDraftRow extends DraftRow {
  intent?: Record<string, unknown> | null;
}

function oldLastSync(database: string): SyncRound | undefined {
  try {
    const all = JSON.parse(readStored('lastSync') ?? '{}') as Record<string, SyncRound>;
    return all[database];
  } catch {
    return undefined;
  }
}

/** The old databases of `userId` (and the shared pre-account ones) that exist on this device. */
function oldNames(userId: string, names: readonly string[]): string[] {
  const own = `aqua-${userId}`;
  return names.filter(
    (n) =>
      n.startsWith(`rxdb-dexie-${own}--`) ||
      n === `${own}-items` ||
      n === `${own}-drafts` ||
      n.startsWith(`rxdb-dexie-${SHARED}--`) ||
      n === `${SHARED}-items`,
  );
}

/**
 * Reads the older layout's data of `userId` into `store`, once (the `adopted` mark), then deletes the old databases.
 * Answers how many queued actions came over. Items and sellers come over too, so a device opened offline after the
 * upgrade still has them; the pulls go on from the old checkpoints.
 */
export async function adoptOldStores(store: DeviceStore, userId: string): Promise<number> {
  if (await readMeta(store, 'adopted')) return 0;
  const listed = await indexedDB.databases?.().then(
    (list) => list.flatMap((d) => (d.name ? [d.name] : [])),
    () => undefined,
  );
  // A browser that cannot list its databases: try every old name (an absent one reads as empty).
  const own = `aqua-${userId}`;
  const guessed = [0, 1].flatMap((v) =>
    [own, SHARED].flatMap((db) => ['actions', 'sellers', 'plugin-local-documents-'].map((c) => rxdbName(db, v, c))),
  );
  const present = new Set(listed ? oldNames(userId, listed) : [...guessed, `${own}-items`, `${own}-drafts`, `${SHARED}-items`]);

  const actionDocs = [...(await readRxdb(present, rxdbName(own, 1, 'actions'))), ...(await readRxdb(present, rxdbName(own, 0, 'actions')))];
  // The shared database's queued actions are someone's unsent work: the first account to sign in takes them (the server still checks each against it).
  const sharedQueued = [
    ...(await readRxdb(present, rxdbName(SHARED, 1, 'actions'))),
    ...(await readRxdb(present, rxdbName(SHARED, 0, 'actions'))),
  ]
    .map(actionOf)
    .filter((a) => a.state === 'queued');
  const actions = new Map<string, LocalAction>();
  for (const action of [...actionDocs.map(actionOf), ...sharedQueued]) if (!actions.has(action.id)) actions.set(action.id, action);
  const sellers = [
    ...(await readRxdb(present, rxdbName(own, 1, 'sellers'))),
    ...(await readRxdb(present, rxdbName(own, 0, 'sellers'))),
  ].map(sellerOf);
  const local = await readRxdb(present, rxdbName(own, 0, 'plugin-local-documents-'));
  const oldDevice = (local.find((d) => d.id === 'device')?.data as { id?: string } | undefined)?.id;
  const items = await readDexie<LocalItem>(present, `${own}-items`, 'items');
  const pull = (await readDexie<{ key: string } & ItemPullState>(present, `${own}-items`, 'pull')).find((p) => p.key === 'items');
  const draftRows = await readDexie<OldDraftRow>(present, `${own}-drafts`, 'rows');
  const draftFields = await readDexie<DraftFields>(present, `${own}-drafts`, 'fields');
  // A row caught between its draft write and its outbox write: its action is stored now, under its own id.
  for (const row of draftRows) {
    if (!row.intent) continue;
    const intent = actionOf(row.intent);
    if (!actions.has(intent.id)) actions.set(intent.id, intent);
    row.row = { ...(row.row as object), actionId: intent.id };
  }
  const lastSync = oldLastSync(own);

  let queued = 0;
  await store.transaction('rw', [store.actions, store.sellers, store.items, store.draftRows, store.draftFields, store.meta], async () => {
    if (await readMeta(store, 'adopted')) return;
    const have = new Set((await store.actions.bulkGet([...actions.keys()])).flatMap((a) => (a ? [a.id] : [])));
    const fresh = [...actions.values()].filter((a) => !have.has(a.id));
    queued = fresh.filter((a) => a.state === 'queued').length;
    if (fresh.length) await store.actions.bulkAdd(fresh);
    if (sellers.length) await store.sellers.bulkPut(sellers);
    if (items.length && (await store.items.count()) === 0) {
      await store.items.bulkPut(items);
      if (pull) await writeMeta(store, 'itemPull', { checkpoint: pull.checkpoint, first: pull.first });
    }
    if (draftRows.length) await store.draftRows.bulkPut(draftRows.map(({ screen, serial, at, row }) => ({ screen, serial, at, row })));
    if (draftFields.length) await store.draftFields.bulkPut(draftFields);
    if (oldDevice && !(await readMeta(store, 'device'))) await writeMeta(store, 'device', { id: oldDevice });
    if (lastSync && !(await readMeta(store, 'lastSync'))) await writeMeta(store, 'lastSync', lastSync);
    await writeMeta(store, 'adopted', { at: new Date().toISOString(), actions: fresh.length });
  });
  // Not awaited: a delete waits while a tab of an old version still holds its database open.
  void Promise.all([...present].filter((n) => listed?.includes(n) ?? true).map((n) => Dexie.delete(n))).catch(() => undefined);
  return queued;
}

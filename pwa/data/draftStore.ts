import { Dexie, type EntityTable, type Table } from 'dexie';
import type { LocalAction } from './schemas';

// What a scan screen holds and has not queued yet (issue 29 point 2): its rows and its form's fields, kept on the
// device per account (`<database>-drafts`, beside the items store) so a reload, a crash, a closed browser or a
// screen change loses none of it. A row may carry the action it is being queued as (`intent`): written here before
// the outbox write, so a reload between the two stores it then, under the same id, once.

export type DraftScreen = 'activation' | 'export' | 'restore' | 'factory';

export interface DraftRow<Row = unknown> {
  screen: DraftScreen;
  serial: string;
  /** Order of arrival on the screen. */
  at: number;
  row: Row;
  intent: LocalAction | null;
}

export interface DraftFields {
  screen: DraftScreen;
  values: Record<string, string>;
}

type DraftStore = Dexie & {
  rows: Table<DraftRow, [DraftScreen, string]>;
  fields: EntityTable<DraftFields, 'screen'>;
};

const stores = new Map<string, DraftStore>();

/** The drafts beside the account's database `databaseName` (opened on first use, once per page). */
export function draftStoreNamed(databaseName: string): DraftStore {
  let store = stores.get(databaseName);
  if (!store) {
    store = new Dexie(`${databaseName}-drafts`) as DraftStore;
    store.version(1).stores({ rows: '[screen+serial], screen', fields: 'screen' });
    stores.set(databaseName, store);
  }
  return store;
}

/** Closes the drafts of `databaseName` (its account signed out); they stay on the device for its next sign-in. */
export function closeDraftStore(databaseName: string): void {
  stores.get(databaseName)?.close();
  stores.delete(databaseName);
}

/** A screen's draft: its rows in the order they came, and its fields. */
export async function readDraft<Row>(
  databaseName: string,
  screen: DraftScreen,
): Promise<{ rows: DraftRow<Row>[]; fields: Record<string, string> }> {
  const store = draftStoreNamed(databaseName);
  const [rows, fields] = await Promise.all([store.rows.where('screen').equals(screen).toArray(), store.fields.get(screen)]);
  return { rows: (rows as DraftRow<Row>[]).sort((a, b) => a.at - b.at), fields: fields?.values ?? {} };
}

export async function putDraftRows(databaseName: string, rows: readonly DraftRow[]): Promise<void> {
  if (rows.length) await draftStoreNamed(databaseName).rows.bulkPut([...rows]);
}

export async function deleteDraftRows(databaseName: string, screen: DraftScreen, serials: readonly string[]): Promise<void> {
  if (serials.length) await draftStoreNamed(databaseName).rows.bulkDelete(serials.map((serial): [DraftScreen, string] => [screen, serial]));
}

export async function putDraftFields(databaseName: string, screen: DraftScreen, values: Record<string, string>): Promise<void> {
  await draftStoreNamed(databaseName).fields.put({ screen, values });
}

/** Clears a screen's draft: its rows and, unless kept, its fields. */
export async function clearDraft(databaseName: string, screen: DraftScreen, options: { keepFields?: boolean } = {}): Promise<void> {
  const store = draftStoreNamed(databaseName);
  await store.transaction('rw', store.rows, store.fields, async () => {
    await store.rows.where('screen').equals(screen).delete();
    if (!options.keepFields) await store.fields.delete(screen);
  });
}
